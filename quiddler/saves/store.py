"""Where saves live: ``saves/`` for unfinished games, ``history/`` for finished ones.

Both folders are in :func:`quiddler.storage.paths.data_dir` (the platform's user data folder, or
``QUIDDLER_DATA_DIR``). Each game is one file, ``<game id>.json`` (see :mod:`quiddler.saves.format`),
written atomically (see :mod:`quiddler.storage.atomic`), so the file on disk is always a whole save.

A file that cannot be used is never deleted and never overwritten: it is renamed aside to
``<game id>.<reason>-<UTC time>.json`` (reason ``corrupt``, ``newer`` or ``unplayable``) and a
:class:`~quiddler.saves.format.SaveError` says so in one sentence. Listings never raise for a bad
file: they move it aside, keep the error in :attr:`SaveStore.problems` and go on with the others.
Something that is not a regular file in a save's place (a folder, a named pipe) or a file the
system refuses to read is reported the same way but left where it is: it is not ours to move.

A game is open in one process at a time: :meth:`SaveStore.lock` takes an exclusive lock on it
(``saves/.<game id>.lock``, an operating-system lock that dies with the process, so a crash never
leaves a game locked) from the moment it is dealt or resumed until it is finished or left. A
second window that tries to resume it is told, in one sentence, that it is open elsewhere, so
two windows never overwrite each other's moves.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from quiddler.engine import Game
from quiddler.engine.ports import WordChecker
from quiddler.i18n import N_, _
from quiddler.saves.format import SavedGame, SaveError, is_game_id
from quiddler.storage import files, paths
from quiddler.storage.atomic import move_aside, remove, sweep_temporary, write_atomic
from quiddler.storage.files import FileProblem, is_folder
from quiddler.storage.locks import GameLock, lock_in

__all__ = ["SaveStore", "GameLock"]

#: Files bigger than this are not a save of any real game (a full game is well under 1 MB).
_MAX_BYTES = 16 * 1024 * 1024


class SaveStore:
    """The saves and the history of one user (or of one test, with ``root`` a temporary folder).

    Every method re-reads the disk: nothing is cached, so two windows of quiddler see each
    other's saves, and a file removed by hand is simply gone.
    """

    def __init__(self, root: Path | None = None) -> None:
        self._root = root
        #: Errors met by :meth:`unfinished` and :meth:`history` for files they moved aside.
        self.problems: list[SaveError] = []

    # ---------------------------------------------------------------- folders

    @property
    def root(self) -> Path:
        return self._root if self._root is not None else paths.data_dir()

    @property
    def saves_dir(self) -> Path:
        return self.root / "saves"

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    def path_of(self, game_id: str, *, finished: bool = False) -> Path:
        """The file of an unfinished (or, with ``finished``, a finished) game."""
        if not is_game_id(game_id):
            raise SaveError(
                _("There is no saved game {id}: a game id is made of letters, digits, - and _.").format(
                    id=repr(game_id)
                ),
                reason="missing",
            )
        return (self.history_dir if finished else self.saves_dir) / f"{game_id}.json"

    def lock(self, game_id: str, *, wait: float = 0.0) -> GameLock:
        """Open the game ``game_id`` in this process only; raises :class:`SaveError` (reason
        ``"busy"``) when another quiddler has it open (still, after ``wait`` seconds)."""
        self.path_of(game_id)  # a usable id, or SaveError
        lock = lock_in(self.saves_dir, f".{game_id}.lock")
        if not lock.acquire(wait):
            raise SaveError(
                _(
                    "The game {id} is open in another quiddler window: continue it there, "
                    "or close it there first."
                ).format(id=game_id),
                reason="busy",
            )
        return lock

    def take_problems(self) -> list[SaveError]:
        """The problems met since the last call (for the app to show once), and forget them."""
        problems, self.problems = self.problems, []
        return problems

    # ---------------------------------------------------------------- writing

    def save(self, saved: SavedGame) -> Path:
        """Write an unfinished game's save atomically; call it after every applied action.

        Writing the whole file each time (a few kilobytes) keeps the file always whole and the code
        simple; an append-only log would be faster but could be left with half a line.
        """
        path = self.path_of(saved.game_id)
        write_atomic(path, saved.to_json())
        return path

    def finish(self, saved: SavedGame) -> Path:
        """Move a finished game to the history: write ``history/<id>.json``, then drop the save.

        In that order, a crash in between leaves the game in both places, never in neither; the
        next :meth:`unfinished` notices a finished game among the saves and completes the move.
        """
        path = self.path_of(saved.game_id, finished=True)
        write_atomic(path, saved.to_json())
        remove(self.path_of(saved.game_id))
        return path

    def remove(self, game_id: str) -> bool:
        """Delete an unfinished game's save, only when the player asks to forget that game.

        Returns False if there was none. (Bad files are never removed: they are moved aside.)
        Raises :class:`SaveError` (reason ``"busy"``) if the game is open in another window.
        """
        path = self.path_of(game_id)
        lock = self.lock(game_id)
        try:
            return remove(path)
        finally:
            lock.forget()

    # ---------------------------------------------------------------- reading

    def load(self, game_id: str) -> SavedGame:
        """Read an unfinished game's save.

        Raises :class:`SaveError`: ``reason="missing"`` if there is no such save; otherwise the
        file was unusable and has been moved aside (``moved_to``).
        """
        return self._read(self.path_of(game_id), what=N_("saved game"))

    def load_finished(self, game_id: str) -> SavedGame:
        """Read a finished game from the history (``quiddler review``); raises :class:`SaveError`
        as :meth:`load` does (``reason="missing"`` if there is none)."""
        return self._read(self.path_of(game_id, finished=True), what=N_("finished game"))

    def restore(self, saved: SavedGame, checker: WordChecker) -> Game:
        """Rebuild the game of ``saved`` (see :meth:`SavedGame.restore`).

        If it does not replay, its file is moved aside and :class:`SaveError` says where.
        """
        try:
            return saved.restore(checker)
        except SaveError as error:
            raise self.set_aside(saved.game_id, error) from None

    def set_aside(self, game_id: str, error: SaveError) -> SaveError:
        """Move the save of ``game_id`` aside because of ``error``; the sentence that says so."""
        return self._set_aside(self.path_of(game_id), error, what=N_("saved game"))

    def unfinished(self) -> list[SavedGame]:
        """Unfinished games, the most recently played first. Never raises for a bad file.

        A bad file is moved aside and its error kept in :attr:`problems`; a finished game found
        among the saves (a crash during :meth:`finish`) is moved to the history.
        """
        games = []
        for saved in self._read_all(self.saves_dir, what=N_("saved game")):
            if saved.finished:
                with contextlib.suppress(OSError):
                    self.finish(saved)
                continue
            games.append(saved)
        return _newest_first(games)

    def latest(self) -> SavedGame | None:
        """The most recently played unfinished game, if any (``quiddler play --resume``)."""
        games = self.unfinished()
        return games[0] if games else None

    def history(self) -> list[SavedGame]:
        """Finished games, the most recently finished first. Never raises for a bad file."""
        return _newest_first(self._read_all(self.history_dir, what=N_("finished game")))

    # ---------------------------------------------------------------- the careful part

    def _read_all(self, folder: Path, *, what: str) -> list[SavedGame]:
        if not is_folder(folder):
            return []
        with contextlib.suppress(OSError):
            sweep_temporary(folder)
        games = []
        try:
            candidates = sorted(folder.glob("*.json"))
        except OSError:  # a folder we may not list: as if empty
            return []
        for path in candidates:
            if not is_game_id(path.stem):
                continue  # a file already moved aside (its stem has a dot), or not ours
            try:
                games.append(self._read(path, what=what))
            except SaveError as error:
                if error.reason != "missing":
                    self.problems.append(error)
        return games

    def _read(self, path: Path, *, what: str) -> SavedGame:
        """One save, validated; a damaged one is moved aside, an unreadable one left alone."""
        game_id = path.stem
        try:
            data = files.read_bytes(path, limit=_MAX_BYTES)
        except FileProblem as problem:
            if problem.reason == "missing":
                said = _("There is no {what} called {id}.").format(what=_(what), id=game_id)
                raise SaveError(said, reason="missing") from None
            if problem.reason == "unreadable":  # a folder, a pipe, the system refused: not ours to move
                raise SaveError(
                    _("The {what} {id} cannot be used: {problem}; it was left where it is.").format(
                        what=_(what), id=game_id, problem=problem
                    ),
                    reason="unreadable",
                ) from None
            raise self._set_aside(path, SaveError(str(problem), reason="corrupt"), what=what) from None
        try:
            saved = SavedGame.from_json(data)
            if saved.game_id != game_id:
                raise SaveError(_("it says it is game {id}").format(id=saved.game_id), reason="corrupt")
        except SaveError as error:
            raise self._set_aside(path, error, what=what) from None
        return saved

    def _set_aside(self, path: Path, error: SaveError, *, what: str) -> SaveError:
        """Move ``path`` aside and return the one-sentence error that says what happened."""
        detail = str(error).rstrip(".")
        try:
            moved = move_aside(path, error.reason)
        except FileNotFoundError:
            said = _("The {what} {id} cannot be used: {detail}.")
            return SaveError(said.format(what=_(what), id=path.stem, detail=detail), reason=error.reason)
        except OSError as problem:
            return SaveError(
                _(
                    "The {what} {id} cannot be used: {detail}; it could not be moved aside ({problem})."
                ).format(what=_(what), id=path.stem, detail=detail, problem=problem.strerror or problem),
                reason=error.reason,
            )
        return SaveError(
            _("The {what} {id} cannot be used: {detail}; it was moved aside to {moved}.").format(
                what=_(what), id=path.stem, detail=detail, moved=moved.name
            ),
            reason=error.reason,
            moved_to=os.fspath(moved),
        )


def _newest_first(games: list[SavedGame]) -> list[SavedGame]:
    return sorted(games, key=lambda saved: (saved.updated_at, saved.game_id), reverse=True)
