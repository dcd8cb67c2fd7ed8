"""The finished games a replay can open, played and on paper, and the replay of one of them.

``quiddler replay`` and the title screen's list of finished games both come here: the history of
played games and the finished score sheets, newest first, and :func:`replay_for`, which builds a
game's frames (with the coach's notes where its dictionary opens here).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from quiddler.i18n import _
from quiddler.saves import SavedGame, SaveStore
from quiddler.scoresheet import SheetStore
from quiddler.stats.paper import paper_replay
from quiddler.stats.replay import Replay, replay_of

if TYPE_CHECKING:
    from quiddler.coach import GameReview

__all__ = ["FinishedGame", "coach_review", "finished_games", "replay_for"]


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as a list shows it."""

    game_id: str
    #: A score sheet kept by ``quiddler score``, not a game played here.
    paper: bool
    line: str
    updated: datetime

    def summary(self) -> str:
        return self.line


def finished_games(store: SaveStore | None = None, sheets: SheetStore | None = None) -> list[FinishedGame]:
    """Every finished game, played and on paper, the last finished first (unreadable ones are
    left out, as ``quiddler history`` leaves them)."""
    store = store if store is not None else SaveStore()
    sheets = sheets if sheets is not None else SheetStore()
    games = [
        FinishedGame(saved.game_id, False, saved.summary(), saved.updated_at) for saved in store.history()
    ]
    paper = _("paper")
    games += [
        FinishedGame(info.sheet_id, True, f"{info.summary()} ({paper})", info.updated_at)
        for info in sheets.finished()
    ]
    store.take_problems()
    sheets.take_problems()
    games.sort(key=lambda game: game.updated, reverse=True)
    return games


def coach_review(saved: SavedGame) -> GameReview | None:
    """The coach's review of every seat (None when the game's dictionary cannot be opened here:
    the replay is shown without the coach's notes)."""
    from quiddler.coach import review_actions
    from quiddler.dictionary import DictionaryError, open_checker
    from quiddler.engine import QuiddlerError
    from quiddler.solver import index_for

    try:
        checker = open_checker(saved.dictionary, saved.setup.rules, saved.family)
        return review_actions(
            saved.setup,
            saved.actions,
            saved.replay_checker(checker),
            index_for(checker),
            seat_kinds=saved.seats,
            computers=True,
        )
    except (DictionaryError, QuiddlerError):
        return None


def replay_for(game: FinishedGame) -> Replay:
    """The frames of ``game``; raises :class:`~quiddler.saves.SaveError` (or the dictionary's
    error, for a sheet whose dictionary cannot be opened here), each a sentence for players."""
    if game.paper:
        from quiddler.scoresheet.opening import open_sheet_checker

        return paper_replay(SheetStore().open(game.game_id, open_sheet_checker).sheet, game.game_id)
    saved = SaveStore().load_finished(game.game_id)
    return replay_of(saved, coach_review(saved))
