"""A host's saves, written beside its event loop instead of on it.

``quiddler play`` writes its save after every action before the table moves on: one person
waits a few milliseconds for the disk (the write is atomic and durable: two ``fsync`` calls,
see :mod:`quiddler.storage.atomic`). A host serves every seat of its games from one event loop, so the
same wait there holds up every other connection: with the saves on the loop, 50 busy games
already put a p99 round trip of 200 ms on everyone (``bench/bench_host.py``).

:class:`BackgroundAutosave` keeps ``play``'s save (the same file, the same atomic write, after
every action) but hands the write to a few writer threads. The game's state to write is taken
on the loop (:meth:`SavedGame.with_game <quiddler.saves.SavedGame.with_game>`, immutable), so the
writers never read a game that is changing. A game waits for at most one write: actions that come
while its write is queued or running are saved together by the next one, newest last (a write
takes the newest state under the game's write lock, so an older state never lands over a newer
one). Nothing about a move leaves the host before the move is on the disk: each message the
host sends carries the number of the newest state handed over when it was made
(:meth:`BackgroundAutosave.ticket`), and goes out once that state is written
(:meth:`BackgroundAutosave.when_written`). So a move anyone has seen (its ``event``, its
``answer``, a card it drew) is never lost nor dealt again differently, even to ``kill -9``;
meanwhile the loop serves the others. :meth:`BackgroundAutosave.save_now` (a signal, the way out) and
:meth:`BackgroundAutosave.close` write at once, after what is queued.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from quiddler.engine import Game
from quiddler.saves import Autosave, SavedGame

__all__ = ["BackgroundAutosave", "WRITERS"]

#: Writer threads shared by every game of this process: the disk takes many ``fsync`` calls at
#: once (its journal commits them together), and a slow write does not queue the others behind
#: it. With 200 busy games, 4 writers left a move's answer waiting 140 ms (p99), 16 about 45.
WRITERS = 16

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
        #: States handed over so far, and the newest of them written (tried) so far.
        self._handed = 0
        self._written = 0
        #: Who waits for a state to be written: (its number, the future to tell).
        self._waiting: list[tuple[int, Future[None]]] = []

    def update(self, game: Game) -> str | None:
        """Take ``game``'s state now and have it written soon; returns the last write's problem
        (a failed write is told with the next action, and that action's write tries again)."""
        self.saved = self.saved.with_game(game)
        with self._guard:
            queued = self._pending is not None
            self._pending = self.saved
            self._handed += 1
        if not queued:
            _writers().submit(self._write_pending)
        return self.error

    def ticket(self) -> int:
        """The number of the newest state handed over so far (0: none since the game was opened)."""
        return self._handed

    def written(self, number: int) -> bool:
        """Whether state ``number`` (a :meth:`ticket`) and every older one are written."""
        return self._written >= number

    def when_written(self, number: int) -> Future[None]:
        """Done once state ``number`` (a :meth:`ticket`) is written (or its write failed: the next
        action says so and tries again)."""
        done: Future[None] = Future()
        with self._guard:
            if self._written >= number:
                done.set_result(None)
            else:
                self._waiting.append((number, done))
        return done

    def when_saved(self) -> Future[None]:
        """Done once every state handed over until now is written (see :meth:`when_written`)."""
        with self._guard:
            number = self._handed
        return self.when_written(number)

    def _write_pending(self) -> None:
        with self._writing:
            with self._guard:
                saved, self._pending, number = self._pending, None, self._handed
            if saved is not None:
                self.write(saved)
                self._wrote(number)

    def _wrote(self, number: int) -> None:
        """States up to ``number`` are written: tell who waited for them."""
        with self._guard:
            self._written = max(self._written, number)
            ready = [done for wanted, done in self._waiting if wanted <= number]
            self._waiting = [(wanted, done) for wanted, done in self._waiting if wanted > number]
        for done in ready:
            done.set_result(None)

    def save_now(self) -> str | None:
        """Write the newest state now, after any write under way (a signal, the way out)."""
        with self._writing:
            with self._guard:
                self._pending, number = None, self._handed
            error = self.write(self.saved)
            self._wrote(number)
            return error

    def flush(self) -> None:
        """Wait until the newest state handed over is on the disk."""
        self._write_pending()

    def close(self) -> None:
        """Write what is still queued, then let the game go (its lock)."""
        self.flush()
        super().close()
