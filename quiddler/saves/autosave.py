"""One game's autosave, in the three calls the app makes: start, after every action, on a signal.

The app keeps one :class:`Autosave` per game on the table::

    autosave = Autosave.start(store, game, seats=("human", "bot:hard"), dictionary="en")
    ...
    autosave.update(game)          # after every applied action; at game over it files the history
    ...
    install_signal_handlers(autosave.save_now, ...)   # SIGTERM / SIGHUP

A full disk or a read-only folder must not end a game in progress, so saving never raises here:
the sentence is kept in :attr:`Autosave.error` (and returned) for the app to show once, and the
next action tries again.

An autosave holds its game's lock (:meth:`SaveStore.lock`) so no other window can open the same
game meanwhile; :meth:`Autosave.close` lets it go (the app calls it when it leaves the game), and
finishing the game lets it go for good.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from quiddler.engine import Game
from quiddler.i18n import _
from quiddler.saves.format import SavedGame
from quiddler.saves.store import SaveStore
from quiddler.storage.locks import GameLock

__all__ = ["Autosave"]


class Autosave:
    """Keeps the save of one game up to date (see the module docstring)."""

    def __init__(self, store: SaveStore, saved: SavedGame, lock: GameLock | None = None) -> None:
        self.store = store
        self.saved = saved
        #: The game's lock (None: not locked, as in tests that open one game twice on purpose).
        self.lock = lock
        #: The last saving problem as a sentence for the player, or None when the last save worked.
        self.error: str | None = None

    @classmethod
    def start(
        cls,
        store: SaveStore,
        game: Game,
        *,
        seats: Sequence[str],
        dictionary: str,
        save: bool = True,
        family: str = "on",
    ) -> Autosave:
        """A new game's autosave (a new game id); with ``save`` it is written at once, so a game
        closed before its first move can still be resumed with the same deal."""
        saved = SavedGame.from_game(game, seats=seats, dictionary=dictionary, family=family)
        autosave = cls(store, saved, store.lock(saved.game_id))  # a new id: nobody else has it
        if save:
            autosave.save_now()
        return autosave

    @classmethod
    def resume(cls, store: SaveStore, saved: SavedGame, lock: GameLock | None = None) -> Autosave:
        """The autosave of a game resumed from ``saved`` (same id: the same file is updated),
        holding ``lock`` (from :func:`quiddler.saves.reopen`) until :meth:`close`."""
        return cls(store, saved, lock)

    def close(self) -> None:
        """Let the game go (the app leaves it): another window may open it from now on."""
        if self.lock is not None:
            self.lock.release()

    def update(self, game: Game) -> str | None:
        """Save ``game`` as it is now (call after every applied action); returns :attr:`error`.

        At game over the save goes to the history instead (:meth:`SaveStore.finish`), so a
        finished game is never offered for resuming.
        """
        self.saved = self.saved.with_game(game)
        return self.save_now()

    def save_now(self) -> str | None:
        """Write the current save (to the history if the game is over); returns :attr:`error`."""
        return self.write(self.saved)

    def write(self, saved: SavedGame) -> str | None:
        """Write ``saved``, one state of this game (to the history if it is over); returns
        :attr:`error`. (A host writes from a thread of its own: :mod:`quiddler.remote.saving`.)"""
        try:
            if saved.finished:
                self.store.finish(saved)
                if self.lock is not None:
                    self.lock.forget()
            else:
                self.store.save(saved)
        except OSError as error:
            reason = error.strerror or str(error)
            where = os.fspath(error.filename) if error.filename else _("the data folder")
            said = _("The game could not be saved ({reason}: {where}); it will be tried again.")
            self.error = said.format(reason=reason, where=where)
        else:
            self.error = None
        return self.error
