"""A host's saves, written beside its event loop instead of on it.

``quiddler play`` writes its save after every action before the table moves on: one person
waits a few milliseconds for the disk (the write is atomic and durable: two ``fsync`` calls,
see :mod:`quiddler.atomic`). A host serves every seat of its games from one event loop, so the
same wait there holds up every other connection: with the saves on the loop, 50 busy games
already put a p99 round trip of 200 ms on everyone (``bench/bench_host.py``).

:class:`BackgroundAutosave` keeps ``play``'s save (the same file, the same atomic write, after
every action) but hands the write to a few writer threads. The game's state to write is taken
on the loop (:meth:`SavedGame.with_game <quiddler.saves.SavedGame.with_game>`, immutable), so the
writers never read a game that is changing. A game waits for at most one write: actions that come
while its write is queued or running are saved together by the next one, newest last (a write
takes the newest state under the game's write lock, so an older state never lands over a newer
one). What the players may lose if the host machine itself dies is the last few milliseconds of
moves, never a whole file. :meth:`BackgroundAutosave.save_now` (a signal, the way out) and
:meth:`BackgroundAutosave.close` write at once, after what is queued.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from quiddler.engine import Game
from quiddler.saves import Autosave, SavedGame

__all__ = ["BackgroundAutosave", "WRITERS"]

#: Writer threads shared by every game of this process: the disk takes several ``fsync`` calls
#: at once, and a slow write of one game does not queue the others behind it.
WRITERS = 4

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def _writers() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=WRITERS, thread_name_prefix="quiddler-save")
        return _pool


class BackgroundAutosave(Autosave):
    """``autosave``'s game, saved after every action by the writer threads (see the module)."""

    def __init__(self, autosave: Autosave) -> None:
        super().__init__(autosave.store, autosave.saved, autosave.lock)
        self.error = autosave.error
        #: Held while a state of this game is written: one write at a time, newest last.
        self._writing = threading.Lock()
        #: Guards ``_pending``, the newest state not yet handed to a writer (None: none).
        self._guard = threading.Lock()
        self._pending: SavedGame | None = None

    def update(self, game: Game) -> str | None:
        """Take ``game``'s state now and have it written soon; returns the last write's problem
        (a failed write is told with the next action, and that action's write tries again)."""
        self.saved = self.saved.with_game(game)
        with self._guard:
            queued = self._pending is not None
            self._pending = self.saved
        if not queued:
            _writers().submit(self._write_pending)
        return self.error

    def _write_pending(self) -> None:
        with self._writing:
            with self._guard:
                saved, self._pending = self._pending, None
            if saved is not None:
                self.write(saved)

    def save_now(self) -> str | None:
        """Write the newest state now, after any write under way (a signal, the way out)."""
        with self._writing:
            with self._guard:
                self._pending = None
            return self.write(self.saved)

    def flush(self) -> None:
        """Wait until the newest state handed over is on the disk."""
        with self._writing:
            with self._guard:
                saved, self._pending = self._pending, None
            if saved is not None:
                self.write(saved)

    def close(self) -> None:
        """Write what is still queued, then let the game go (its lock)."""
        self.flush()
        super().close()
