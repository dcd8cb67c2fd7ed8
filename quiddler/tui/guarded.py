"""How every quiddler app ends: saved, the terminal given back, and the process gone within 2 s.

:class:`GuardedApp` is the base of the hot-seat app and of the solitaire app. It owes its name to
what it guards against:

* **SIGTERM and SIGHUP** (a closed window, a killed tmux server, ``kill``). A plain Python signal
  handler is installed around :meth:`App.run`, so it runs even when the event loop is blocked:
  it saves at once (:meth:`save_now`), asks the app to exit through the normal path (which
  restores the terminal when there still is one), and arms a watchdog.
* **A shutdown that never finishes.** When its terminal has gone, Textual can wait forever on a
  write to it (its output thread has nothing left to write to). Every shutdown, whatever started
  it (a signal, Ctrl+Q, a lost terminal that ends the app with an error), arms the watchdog
  first; if the process is still there :data:`EXIT_DEADLINE` seconds later, the watchdog saves
  once more, stops the word-index builders and ends the process with ``os._exit``.

* **A key that arrives twice.** Keys typed faster than a frame (a bouncing key, type-ahead) are
  all handled by the screen that was showing when they arrived: two presses of a key that opens
  a screen would open it twice. :meth:`push_screen` and :meth:`switch_screen` refuse a screen
  that is already showing (one with the same id anywhere on the stack, or one of the same kind
  right on top), so every screen opened from a key is safe against the key arriving twice.

* **Keys typed before the first frame.** Until Textual puts the terminal in raw mode, the
  terminal turns Enter into a line feed, which Textual reads as Ctrl+J: a name typed and Entered
  while the program was still starting would lose its Enters. Ctrl+J is read as the Enter it was
  (:meth:`on_event`), so the game that Enter deals has every name typed before it. And a key
  that arrives while the first screen is still being made waits until it is (the screen's
  bindings would look for widgets not there yet).

The status is the shell's: 128 + the signal number (143 for SIGTERM, 129 for SIGHUP). Under
Pilot (``run_test``) nothing is installed: the signals belong to the test runner.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any, ClassVar, TypeVar, cast

from textual import events
from textual.app import App
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.screen import Screen

from quiddler.saves.signals import arm_watchdog, install_signal_handlers
from quiddler.tui.localized import Localized, LocalizedPalette, key_display
from quiddler.tui.themes import Themed

__all__ = ["EXIT_DEADLINE", "GuardedApp"]

#: Seconds from a signal, or from the start of a shutdown, to the watchdog's ``os._exit``: with
#: the save done first, the process is gone well within 2 s.
EXIT_DEADLINE = 1.5

ReturnType = TypeVar("ReturnType")


def stop_builders() -> None:
    """Stop any word-index builder this process started (a child process that would outlive it)."""
    import sys

    cache = sys.modules.get("quiddler.solver.cache")  # only if one can have been started
    if cache is not None:
        cache.stop_children()


class GuardedApp(Themed, Localized, App[ReturnType]):
    """A Textual app that saves and ends promptly, whatever happens to its terminal (and wears
    the player's theme: :class:`~quiddler.tui.themes.Themed`)."""

    EXIT_DEADLINE: ClassVar[float] = EXIT_DEADLINE

    def get_key_display(self, binding: Binding) -> str:
        """The footer's key names in the players' language (``space``: *espacio*)."""
        return key_display(super().get_key_display(binding))

    def action_command_palette(self) -> None:
        """Textual's palette, with its placeholder and "No matches found" translated."""
        if self.use_command_palette and not LocalizedPalette.is_open(cast("App[object]", self)):
            self.push_screen(LocalizedPalette(id="--command-palette"))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._watchdog_armed = False
        self._shutdown_watchdog: threading.Timer | None = None

    def already_showing(self, screen: Screen[Any] | str) -> bool:
        """Whether ``screen`` is a repeat of one already showing: the same id anywhere on the
        stack (Textual would stop the app with DuplicateIds), or the same kind of screen on top
        (a question asked twice, the rules over the rules)."""
        if not isinstance(screen, Screen) or not self.screen_stack:
            return False
        if screen.id is not None and any(shown.id == screen.id for shown in self.screen_stack):
            return True
        return type(self.screen_stack[-1]) is type(screen)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Textual's push_screen, except that a screen already showing is not pushed again (a
        key that arrived twice): the first one stays, and its callback is the one that runs."""
        if self.already_showing(screen):
            return AwaitComplete.nothing()
        return super().push_screen(screen, *args, **kwargs)

    def switch_screen(self, screen: Screen[Any] | str) -> AwaitComplete:
        """Textual's switch_screen, except that a screen whose id is already on the stack is not
        shown twice (a key that arrived twice: the first one is what shows)."""
        if isinstance(screen, Screen) and any(
            screen.id is not None and shown.id == screen.id for shown in self.screen_stack
        ):
            return AwaitComplete.nothing()
        return super().switch_screen(screen)

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key | events.Paste) and self.screen_stack and not self.screen.is_mounted:
            await self._screen_mounted()
        if isinstance(event, events.Key) and event.key == "ctrl+j":
            enter = events.Key("enter", "\r")  # an Enter the terminal cooked before raw mode
            enter.set_sender(self)
            event.stop()
            event.prevent_default()
            await super().on_event(enter)
            return
        await super().on_event(event)

    async def _screen_mounted(self) -> None:
        """Wait (2 s at most) until the screen on top has its widgets: a key typed before the first
        frame reaches the first screen while it is still being made, and its bindings (Enter on
        the setup screen) would look for widgets not there yet. The keys behind it wait in the
        app's queue, so they all arrive in the order they were typed."""
        for _ in range(400):
            if not self.screen_stack or self.screen.is_mounted:
                return
            await asyncio.sleep(0.005)

    def save_now(self) -> None:
        """Save what must survive the program's end; never raises. Subclasses fill it in."""

    def _last_words(self) -> None:
        """What the watchdog does before it ends the process."""
        with contextlib.suppress(Exception):
            self.save_now()
        stop_builders()

    def run(self, *args: Any, **kwargs: Any) -> ReturnType | None:
        restore = install_signal_handlers(
            self.save_now, self._exit_on_signal, deadline=self.EXIT_DEADLINE, on_deadline=self._last_words
        )
        try:
            result = super().run(*args, **kwargs)
        finally:
            restore()
            stop_builders()
        if self._shutdown_watchdog is not None:
            self._shutdown_watchdog.cancel()  # Textual is done: what follows is our own quick code
        return result

    def _exit_on_signal(self, status: int) -> None:
        """From the signal handler: leave through the app's normal exit, or at once before it runs."""
        self._watchdog_armed = True  # the handler armed it, with the signal's status
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            raise SystemExit(status) from None
        loop.call_soon_threadsafe(lambda: self.exit(return_code=status))

    async def _shutdown(self) -> None:
        # Textual's shutdown starts by writing to the terminal, which blocks forever if it has
        # gone: the watchdog is armed before that first write (the hook every exit goes through).
        if not self.is_headless and not self._watchdog_armed:
            self._watchdog_armed = True
            status = self.return_code if isinstance(self.return_code, int) else 0
            self._shutdown_watchdog = arm_watchdog(self.EXIT_DEADLINE, status, self._last_words)
        await super()._shutdown()
