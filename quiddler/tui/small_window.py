"""What an app does while its terminal is too small: nothing, except quit.

Every full screen shows the :class:`~quiddler.tui.widgets.panels.TooSmall` notice instead of
itself below 80×24 (the breakpoints and the stylesheet hide the rest). The screen underneath is
still there, with its keys: a key pressed then would act on a game or a sheet nobody can see.
:class:`SmallWindowGuard` is the base of the hot-seat app and of the score sheet's app, so both
keep the same promise: while the notice shows, no key, click or paste reaches the screen, and
Ctrl+Q and Ctrl+C quit at once (no question could be seen or answered; what is played or
written is saved after every change, and :meth:`~GuardedApp.save_now` saves once more).
"""

from __future__ import annotations

from typing import Any, TypeVar

from textual import events
from textual.await_complete import AwaitComplete
from textual.screen import Screen

from quiddler.tui.guarded import GuardedApp
from quiddler.tui.widgets.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmall

__all__ = ["SmallWindowGuard"]

ReturnType = TypeVar("ReturnType")


class SmallWindowGuard(GuardedApp[ReturnType]):
    """A :class:`GuardedApp` whose hidden screens take no input while the terminal is too small."""

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        _size_classes(self, screen)
        return super().push_screen(screen, *args, **kwargs)

    def switch_screen(self, screen: Screen[Any] | str) -> AwaitComplete:
        _size_classes(self, screen)
        return super().switch_screen(screen)

    @property
    def too_small(self) -> bool:
        """True while the screen shows only the "needs 80×24" notice instead of itself."""
        width, height = self.size
        if width >= MIN_WIDTH and height >= MIN_HEIGHT:
            return False
        return bool(self.screen_stack) and bool(self.screen.query(TooSmall))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent | events.Paste) and self.too_small:
            if isinstance(event, events.Key) and event.key in ("ctrl+q", "ctrl+c"):
                self.save_now()
                self.exit()
            event.stop()
            event.prevent_default()
            return
        await super().on_event(event)


def _size_classes(app: SmallWindowGuard[Any], screen: object) -> None:
    """Give a new screen the width and height classes of the terminal's size before its widgets
    are styled. Textual adds them on the screen's first resize, and adding a class restyles every
    widget of the screen once more (about a twentieth of the first frame's time, measured with
    ``bench/bench_startup.py``); with the classes already there, that resize changes nothing.
    The classes are Textual's own choice (the last breakpoint at or below the size)."""
    if not isinstance(screen, Screen) or screen.is_attached:
        return
    classes: dict[str, bool] = {}
    for size, breakpoints in (
        (app.size.width, screen.HORIZONTAL_BREAKPOINTS or app.HORIZONTAL_BREAKPOINTS or []),
        (app.size.height, screen.VERTICAL_BREAKPOINTS or app.VERTICAL_BREAKPOINTS or []),
    ):
        reached = [(least, name) for least, name in breakpoints if size >= least]
        classes.update({name: False for _, name in breakpoints})
        if reached:
            classes[max(reached)[1]] = True
    screen.update_classes(classes, update=False)
