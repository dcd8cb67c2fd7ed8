"""Base screens: every screen carries the too-small notice, so any screen recovers on resize."""

from __future__ import annotations

from typing import TypeVar

from textual.screen import ModalScreen, Screen

from quiddler.tui.localized import Localized
from quiddler.tui.widgets.too_small import TooSmall

__all__ = ["RoomyScreen", "RoomyModal"]

T = TypeVar("T")


class RoomyScreen(Localized, Screen[T]):
    """A full screen that shows :class:`TooSmall` instead of itself when the terminal is small
    (its key labels in the players' language)."""

    def on_mount(self) -> None:
        self.mount(TooSmall())


class RoomyModal(Localized, ModalScreen[T]):
    """A modal screen (``dismiss(result)``), opaque, with the same too-small behaviour."""

    def on_mount(self) -> None:
        self.mount(TooSmall())
