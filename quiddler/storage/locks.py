"""The locks on files in the data folder: one window per game, sheet and solitaire table, and one
quiddler at a time changing the house words.

Each is an operating-system lock on a small ``.<name>.lock`` file beside what it guards (filelock:
``fcntl`` on POSIX, ``msvcrt`` on Windows), so it dies with the process: a crash never leaves
anything locked. A folder where no lock file can be made (read-only) gives an unheld lock that
always succeeds: nothing can be written there anyway, so nothing can be overwritten.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from quiddler.engine.errors import QuiddlerError

__all__ = ["GameLock", "LockBusy", "lock_in", "exclusive"]


class LockBusy(QuiddlerError, TimeoutError):
    """Another quiddler held the lock for longer than we were willing to wait."""


class GameLock:
    """The lock that keeps a game (a sheet, the solitaire table) open in this process only.

    Released by :meth:`release` (the game is left), by :meth:`forget` (the game is finished or
    deleted: its lock file goes too), or by the operating system when the process ends.
    """

    def __init__(self, path: Path | None) -> None:
        import filelock  # a well-kept lock library: fcntl on POSIX, msvcrt on Windows (imported late:
        # only a game being played needs it)

        self.path = path
        self._timeout = filelock.Timeout
        # thread_local=False: a game is resumed in a worker thread and left from the UI thread.
        self._lock = filelock.FileLock(path, timeout=0, thread_local=False) if path is not None else None

    @property
    def held(self) -> bool:
        return self._lock is not None and self._lock.is_locked

    def acquire(self, wait: float = 0.0) -> bool:
        """Take the lock, waiting up to ``wait`` seconds; False if another process holds it. A
        folder where no lock file can be made (read-only) gives an unheld lock: nothing can be
        saved there anyway."""
        if self._lock is None:
            return True
        try:
            self._lock.acquire(timeout=wait, poll_interval=0.05)
        except self._timeout:
            return False
        except OSError:
            self._lock = None
        return True

    def release(self) -> None:
        if self._lock is not None and self._lock.is_locked:
            with contextlib.suppress(OSError):
                self._lock.release()

    def forget(self) -> None:
        """Release the lock of a game that is over or deleted, and remove its lock file."""
        if self.held and self.path is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()
        self.release()


def lock_in(folder: Path, name: str, *, create: bool = True) -> GameLock:
    """The (not yet taken) lock ``folder/name``; with ``create``, the folder is made first. A
    folder that cannot be made gives the unheld lock (see the module docstring)."""
    try:
        if create:
            folder.mkdir(parents=True, exist_ok=True)
        return GameLock(folder / name)
    except OSError:
        return GameLock(None)


@contextlib.contextmanager
def exclusive(path: Path, *, wait: float) -> Iterator[None]:
    """Hold the lock file ``path`` for the ``with`` block, waiting up to ``wait`` seconds for
    another quiddler to let it go; :class:`LockBusy` when it does not. ``OSError`` if the lock
    file cannot be made."""
    import filelock

    try:
        lock = filelock.FileLock(path, timeout=wait)
        lock.acquire()
    except filelock.Timeout:
        raise LockBusy(str(path)) from None
    try:
        yield
    finally:
        lock.release()
