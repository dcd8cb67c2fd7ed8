"""One solitaire table's files, in the calls a front end makes: the game in play and the record.

The solitaire screen keeps one :class:`SolitaireAutosave` and never opens a file itself::

    autosave = SolitaireAutosave(dictionary="en")        # the data folder's files
    loaded = autosave.offer()                            # the unfinished game, if any, to offer
    game = autosave.restore(loaded.saved, checker, finder)   # SaveError: set aside, one sentence
    autosave.resume(loaded.saved)                        # ... and it goes on
    autosave.update(game, daily=None)                    # after every action
    stats, warning = autosave.finish(game, daily=None)   # at the end: recorded
    autosave.withdraw()                                  # its last word undone: out of the record

As with the hot-seat :class:`~quiddler.saves.autosave.Autosave`, a full disk or a read-only folder
must not end a game: saving never raises, the sentence is kept in :attr:`SolitaireAutosave.error`
for the screen to show once, and the next action tries again. A save file left as it is (written
by a newer quiddler, or unreadable) is never written over: :attr:`SolitaireAutosave.writable`.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from quiddler.engine.ports import WordChecker
from quiddler.engine.solitaire import Solitaire, WordFinder
from quiddler.saves.common import SaveError
from quiddler.saves.solitaire.record import (
    GameResult,
    LoadedRecord,
    RecordError,
    SolitaireStats,
    add_result,
    load_record,
    result_of,
    withdraw_result,
)
from quiddler.saves.solitaire.saved_game import (
    LoadedSolitaire,
    SavedSolitaire,
    load_solitaire,
    remove_solitaire,
    save_solitaire,
    set_solitaire_aside,
)

__all__ = ["SolitaireAutosave"]


class SolitaireAutosave:
    """Keeps the game on the table saved, and its result in the record (see the module docstring).

    ``dictionary`` is the name of the dictionary the games are played with (kept in the save, to
    open it again, and in the record); ``save_path`` and ``record_path`` are the two files (None:
    the data folder's).
    """

    def __init__(
        self, dictionary: str | None = None, *, save_path: Path | None = None, record_path: Path | None = None
    ) -> None:
        self.dictionary = dictionary
        self.save_path = save_path
        self.record_path = record_path
        #: The game's save as last written (None until the game on the table is being saved).
        self.saved: SavedSolitaire | None = None
        #: The last saving problem as a sentence for the player, or None when the last save worked.
        self.error: str | None = None
        #: False when the save file must be left as it is (a newer quiddler's, unreadable).
        self.writable = True
        #: The record entry of the finished game on the table (taken back out if it is undone).
        self.result: GameResult | None = None
        #: True once the game on the table is in the record (and its save removed).
        self.recorded = False

    # ------------------------------------------------------------------ the game left unfinished

    def offer(self, loaded: LoadedSolitaire | None = None) -> LoadedSolitaire:
        """The unfinished game to offer, as ``loaded`` already read it (else read now); a file
        that must be left as it is makes this autosave write nothing from now on."""
        loaded = loaded if loaded is not None else load_solitaire(self.save_path)
        self.writable = loaded.writable
        return loaded

    def restore(self, saved: SavedSolitaire, checker: WordChecker, finder: WordFinder | None) -> Solitaire:
        """The saved game, replayed. Raises :class:`SaveError` if it does not replay: the file is
        then moved aside, and the error's message is the sentence that says where."""
        try:
            return saved.restore(checker, finder)
        except SaveError as error:
            raise SaveError(set_solitaire_aside(error, self.save_path), reason=error.reason) from None

    def resume(self, saved: SavedSolitaire) -> None:
        """The saved game goes on: its save is the one kept up to date from now on."""
        self.saved = saved
        self.result = None

    def record_left(self, game: Solitaire, *, daily: date | None) -> None:
        """A saved game that is not played on (it had ended, or is given up for a new deal) goes
        into the record, and its save is removed."""
        self._add(game, daily)
        remove_solitaire(self.save_path)

    # ------------------------------------------------------------------ the game on the table

    def new_game(self) -> None:
        """Another game is dealt on the table: it gets a save of its own at its first update."""
        self.saved = None
        self.result = None
        self.recorded = False

    def update(self, game: Solitaire, *, daily: date | None) -> str | None:
        """Save ``game`` as it is now (call after every action); returns :attr:`error`."""
        if not self.writable:
            return None
        if self.saved is None or self.saved.seed != game.seed or self.saved.deck != game.deck_order:
            self.saved = SavedSolitaire.of(game, daily=daily, dictionary=self.dictionary)
        else:
            self.saved = self.saved.later(game)
        self.error = save_solitaire(self.saved, self.save_path)
        return self.error

    def save_now(self) -> None:
        """Write the last save once more (a signal, or the way out): never raises, never waits."""
        if self.saved is not None and self.writable and not self.recorded:
            save_solitaire(self.saved, self.save_path)

    @property
    def is_saved(self) -> bool:
        """True if the game on the table has a save and its last save worked."""
        return self.saved is not None and self.writable and self.error is None

    def finish(self, game: Solitaire, *, daily: date | None) -> tuple[SolitaireStats, str | None]:
        """The game on the table is over: into the record (once) and its save removed. Returns the
        record to show and a sentence if the record could not be read or written."""
        if self.recorded:
            return self.read_record().stats, None
        self.recorded = True
        stats, warning, result = self._add(game, daily)
        if result is not None:
            self.result = result
        remove_solitaire(self.save_path)
        return stats, warning

    def withdraw(self) -> str | None:
        """The finished game goes on (its last word was undone): its result leaves the record.
        Returns a sentence if the record could not be written."""
        result, self.result = self.result, None
        self.recorded = False
        if result is None:
            return None
        try:
            withdraw_result(result, self.record_path)
        except RecordError as error:
            return str(error)
        return None

    # ------------------------------------------------------------------ the record

    def read_record(self) -> LoadedRecord:
        """The record as it is on disk (a damaged file moved aside, said in ``warning``)."""
        return load_record(self.record_path)

    def _add(
        self, game: Solitaire, daily: date | None
    ) -> tuple[SolitaireStats, str | None, GameResult | None]:
        """Add a finished game to the record: (the record now, a warning, the entry if it was written)."""
        result = result_of(game, daily=daily, dictionary=self.dictionary)
        try:
            loaded = add_result(result, self.record_path)
        except RecordError as error:
            return self.read_record().stats.with_game(result), str(error), None
        return loaded.stats, loaded.warning, result
