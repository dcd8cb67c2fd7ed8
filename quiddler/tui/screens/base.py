"""Base screens: every screen carries the too-small notice, so any screen recovers on resize."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from textual import events
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from quiddler.tui.localized import Localized
from quiddler.tui.widgets.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmall

__all__ = ["RoomyScreen", "RoomyModal", "StyledOnce", "FocusKeptWhileSmall"]

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


class FocusKeptWhileSmall:
    """Mixin for a screen that hides its widgets while the terminal is too small: the focus comes
    back where it was when the window is big enough again.

    Hiding a widget blurs it, and with every widget hidden Textual leaves the screen with no
    focus at all, so after a resize to 60×20 and back the setup screen's Enter no longer dealt
    and the table's keys went nowhere until Tab was pressed. The widget blurred while the window
    was too small is remembered and focused again on the next resize that gives the screen room
    (or, for a screen that was under another one then, when it comes back on top).
    """

    _focus_before_small: Widget | None = None

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if _too_small(event.widget):
            self._focus_before_small = event.widget

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width >= MIN_WIDTH and event.size.height >= MIN_HEIGHT:
            self._call_after_refresh(self._focus_again)

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        self._call_after_refresh(self._focus_again)

    def _call_after_refresh(self, callback: Callable[[], None]) -> None:
        assert isinstance(self, Screen)
        self.call_after_refresh(callback)  # the screen's classes are restyled first

    def _focus_again(self) -> None:
        assert isinstance(self, Screen)
        widget = self._focus_before_small
        if widget is None or _too_small(widget):
            return
        self._focus_before_small = None
        if self.focused is not None:
            return
        if widget.is_attached and widget.screen is self and widget.focusable:
            self.set_focus(widget)


def _too_small(widget: Widget) -> bool:
    width, height = widget.app.size
    return width < MIN_WIDTH or height < MIN_HEIGHT


class RoomyScreen(FocusKeptWhileSmall, StyledOnce, Localized, Screen[T]):
    """A full screen that shows :class:`TooSmall` instead of itself when the terminal is small
    (its key labels in the players' language)."""

    def on_mount(self) -> None:
        self.mount(TooSmall())


class RoomyModal(FocusKeptWhileSmall, StyledOnce, Localized, ModalScreen[T]):
    """A modal screen (``dismiss(result)``), opaque, with the same too-small behaviour."""

    def on_mount(self) -> None:
        self.mount(TooSmall())
