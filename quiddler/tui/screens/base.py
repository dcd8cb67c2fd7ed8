"""Base screens: every screen carries the too-small notice, so any screen recovers on resize."""

from __future__ import annotations

from typing import TypeVar

from textual import events
from textual.screen import ModalScreen, Screen

from quiddler.tui.localized import Localized
from quiddler.tui.widgets.too_small import TooSmall

__all__ = ["RoomyScreen", "RoomyModal", "StyledOnce"]

T = TypeVar("T")


class StyledOnce:
    """Mixin for a screen: its first activation does not restyle what was just styled.

    Textual restyles a screen and every widget on it each time the screen becomes the current one
    (:class:`~textual.events.ScreenResume`), which a screen coming back from under another needs.
    The first time, every widget was styled a moment before, as it was mounted: that restyle
    changes nothing and, on the first screen, is about a tenth of the time to the first frame
    (``bench/bench_startup.py``). Later activations restyle as Textual does.
    """

    _resumed_before = False

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # Runs before Screen's own handler (Textual calls the most derived class first).
        if not self._resumed_before:
            self._resumed_before = True
            event.refresh_styles = False


class RoomyScreen(StyledOnce, Localized, Screen[T]):
    """A full screen that shows :class:`TooSmall` instead of itself when the terminal is small
    (its key labels in the players' language)."""

    def on_mount(self) -> None:
        self.mount(TooSmall())


class RoomyModal(StyledOnce, Localized, ModalScreen[T]):
    """A modal screen (``dismiss(result)``), opaque, with the same too-small behaviour."""

    def on_mount(self) -> None:
        self.mount(TooSmall())
