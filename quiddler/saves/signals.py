"""SIGTERM and SIGHUP (a closed terminal) save the game and end the program cleanly.

Why the save file is always consistent, whatever signal arrives when:

* The game is saved after **every** applied action, and every save is atomic (a temporary file,
  fsync, rename; see :mod:`quiddler.saves.atomic`). At any instant the file on disk is therefore a
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

Two ways in. A plain program wraps its loop in :func:`save_on_signals`. The Textual app calls
:func:`install_signal_handlers` with its running event loop in ``on_mount`` and the returned
function in ``on_unmount``; with a loop the handler runs as a normal loop callback, so it may call
``app.exit()`` safely.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import Callable, Iterator

__all__ = ["CAUGHT_SIGNALS", "install_signal_handlers", "save_on_signals"]

#: The signals that mean "the program is being closed": SIGTERM everywhere, SIGHUP where it exists.
CAUGHT_SIGNALS: tuple[signal.Signals, ...] = tuple(
    sig for sig in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if sig is not None
)


def _exit_status(signum: int) -> int:
    """The shell's convention for "ended by signal N": 128 + N (143 for SIGTERM, 129 for SIGHUP)."""
    return 128 + int(signum)


def install_signal_handlers(
    save: Callable[[], object],
    exit: Callable[[int], object] | None = None,
    *,
    loop: asyncio.AbstractEventLoop | None = None,
    signals: tuple[signal.Signals, ...] = CAUGHT_SIGNALS,
) -> Callable[[], None]:
    """On each of ``signals``: call ``save()``, then ``exit(status)`` (status 128 + signal number).

    Without ``exit`` the handler raises ``SystemExit(status)``, which unwinds ``finally`` blocks
    and context managers like any exit. With ``loop`` (e.g. ``asyncio.get_running_loop()`` in a
    Textual ``on_mount``) the handler runs as a loop callback via ``loop.add_signal_handler``, so
    ``exit`` may be ``lambda status: app.exit(return_code=status)``.

    A failing ``save`` is reported on standard error (if it is still there) and the exit goes on.
    A second signal while the first is handled is ignored. Returns a function that puts the
    previous handlers back. Outside the main thread (where Python allows no signal handlers) it
    installs nothing and returns a function that does nothing.
    """
    handling = False

    def handle(signum: int) -> None:
        nonlocal handling
        if handling:
            return
        handling = True
        try:
            save()
        except Exception as error:  # the exit must still happen; the last atomic save stands
            with contextlib.suppress(Exception):
                print(f"quiddler: could not save the game on exit: {error}", file=sys.stderr)
        status = _exit_status(signum)
        if exit is None:
            raise SystemExit(status)
        exit(status)

    if loop is not None:
        installed: list[signal.Signals] = []
        for sig in signals:
            try:
                loop.add_signal_handler(sig, handle, int(sig))
            except (NotImplementedError, RuntimeError, ValueError):
                continue  # Windows event loops, or not the main thread
            installed.append(sig)

        def remove_from_loop() -> None:
            for sig in installed:
                with contextlib.suppress(Exception):
                    loop.remove_signal_handler(sig)

        return remove_from_loop

    previous: dict[signal.Signals, object] = {}
    for sig in signals:
        try:
            previous[sig] = signal.signal(sig, lambda signum, frame: handle(signum))
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
