"""SIGTERM and SIGHUP (a closed terminal) save the game and end the program cleanly.

Why the save file is always consistent, whatever signal arrives when:

* The game is saved after **every** applied action, and every save is atomic (a temporary file,
  fsync, rename; see :mod:`quiddler.storage.atomic`). At any instant the file on disk is therefore a
  whole save of the game either before or after the latest action, never a mixture.
* SIGKILL or a power cut cannot be caught; by the point above they lose at most the action being
  applied at that very instant (the player sees it was not taken and plays it again).
* SIGTERM and SIGHUP are caught by the handlers installed here: they save once more (harmless, the
  same content, and it covers a program that chose not to save after some step) and then exit
  through the normal path, so the terminal is restored. If a signal lands *inside* a save, the
  handler's own save uses its own temporary file and rename, and the interrupted one removes its
  temporary file as the exit unwinds through it: the last complete rename wins, and both were whole.
* Ctrl+C is a key in the Textual app, not a signal; outside it, SIGINT raises KeyboardInterrupt,
  which unwinds the same way (the command line prints one line and exits 130).

* Gone within 2 s, whatever state the program is in. A handler is a plain Python signal handler,
  so it runs even while the main thread is blocked (a lost terminal can leave Textual waiting
  forever on a write): it saves at once, then asks for the normal exit. With ``deadline`` it also
  arms a watchdog (:func:`arm_watchdog`), a daemon thread that ends the process with the signal's
  status if the normal exit has not happened by then; the save is on disk before it is armed.

Two ways in. A plain program wraps its loop in :func:`save_on_signals`. The Textual app calls
:func:`install_signal_handlers` before it runs (see :mod:`quiddler.tui.guarded`); with a loop the
exit runs as a loop callback, so it may call ``app.exit()`` safely.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from quiddler.i18n import _

if TYPE_CHECKING:
    import asyncio

__all__ = ["CAUGHT_SIGNALS", "arm_watchdog", "install_signal_handlers", "save_on_signals"]

#: The signals that mean "the program is being closed": SIGTERM everywhere, SIGHUP where it exists.
CAUGHT_SIGNALS: tuple[signal.Signals, ...] = tuple(
    sig for sig in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if sig is not None
)


def _exit_status(signum: int) -> int:
    """The shell's convention for "ended by signal N": 128 + N (143 for SIGTERM, 129 for SIGHUP)."""
    return 128 + int(signum)


def arm_watchdog(seconds: float, status: int, before: Callable[[], object] | None = None) -> threading.Timer:
    """End the process with ``status`` in ``seconds`` unless it has ended by itself by then.

    A daemon thread: a process that exits normally does not wait for it. When it fires it calls
    ``before`` (last words: stop child processes; any error is ignored) and then ``os._exit``,
    which needs nothing from a main thread that may be stuck. Call it only once everything worth
    keeping is saved.
    """

    def fire() -> None:
        if before is not None:
            with contextlib.suppress(BaseException):
                before()
        os._exit(status)

    timer = threading.Timer(seconds, fire)
    timer.name = "quiddler-exit-watchdog"
    timer.daemon = True
    timer.start()
    return timer


def install_signal_handlers(
    save: Callable[[], object],
    exit: Callable[[int], object] | None = None,
    *,
    loop: asyncio.AbstractEventLoop | None = None,
    signals: tuple[signal.Signals, ...] = CAUGHT_SIGNALS,
    deadline: float | None = None,
    on_deadline: Callable[[], object] | None = None,
) -> Callable[[], None]:
    """On each of ``signals``: call ``save()``, then ``exit(status)`` (status 128 + signal number).

    Without ``exit`` the handler raises ``SystemExit(status)``, which unwinds ``finally`` blocks
    and context managers like any exit. With ``loop`` (e.g. ``asyncio.get_running_loop()`` in a
    Textual ``on_mount``) ``exit`` runs as a loop callback, so it may be
    ``lambda status: app.exit(return_code=status)``; the save does not wait for the loop.

    With ``deadline`` (seconds) the handler also arms :func:`arm_watchdog` right after the save:
    if the program has not ended by then, ``on_deadline()`` is called and the process ends with
    the signal's status, so a stuck shutdown can never keep it alive.

    A failing ``save`` is reported on standard error (if it is still there) and the exit goes on.
    A second signal while the first is handled is ignored. Returns a function that puts the
    previous handlers back. Outside the main thread (where Python allows no signal handlers) it
    installs nothing and returns a function that does nothing.
    """
    handling = False

    def handle(signum: int, frame: object = None) -> None:
        nonlocal handling
        if handling:
            return
        handling = True
        try:
            save()
        except Exception as error:  # the exit must still happen; the last atomic save stands
            with contextlib.suppress(Exception):
                print(
                    "quiddler: " + _("could not save the game on exit: {error}").format(error=error),
                    file=sys.stderr,
                )
        status = _exit_status(signum)
        if deadline is not None:
            arm_watchdog(deadline, status, on_deadline)
        if exit is None:
            raise SystemExit(status)
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(exit, status)
        else:
            exit(status)

    previous: dict[signal.Signals, object] = {}
    for sig in signals:
        try:
            previous[sig] = signal.signal(sig, handle)
        except ValueError:
            break  # not the main thread: nothing can be installed

    def restore() -> None:
        for sig, handler in previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(sig, handler)  # type: ignore[arg-type]

    return restore


@contextlib.contextmanager
def save_on_signals(
    save: Callable[[], object],
    exit: Callable[[int], object] | None = None,
    *,
    signals: tuple[signal.Signals, ...] = CAUGHT_SIGNALS,
) -> Iterator[None]:
    """``with save_on_signals(lambda: store.save(current())):`` — the handlers live for the block."""
    restore = install_signal_handlers(save, exit, signals=signals)
    try:
        yield
    finally:
        restore()
