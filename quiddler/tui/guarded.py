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

The status is the shell's: 128 + the signal number (143 for SIGTERM, 129 for SIGHUP). Under
Pilot (``run_test``) nothing is installed: the signals belong to the test runner.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any, ClassVar, TypeVar, cast

from textual.app import App
from textual.binding import Binding

from quiddler.saves.signals import arm_watchdog, install_signal_handlers
from quiddler.tui.localized import Localized, LocalizedPalette, key_display

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


class GuardedApp(Localized, App[ReturnType]):
    """A Textual app that saves and ends promptly, whatever happens to its terminal."""

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
