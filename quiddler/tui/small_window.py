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

from typing import TypeVar

from textual import events

from quiddler.tui.guarded import GuardedApp
from quiddler.tui.widgets.panels import MIN_HEIGHT, MIN_WIDTH, TooSmall

__all__ = ["SmallWindowGuard"]

ReturnType = TypeVar("ReturnType")


class SmallWindowGuard(GuardedApp[ReturnType]):
    """A :class:`GuardedApp` whose hidden screens take no input while the terminal is too small."""

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
