"""One finished game reduced to what the statistics count, by replaying it through the engine.

Replaying needs no dictionary: a save keeps every answer the dictionary gave that shaped the game
(its ``rulings``: words accepted in checked-words mode, challenges decided), and the engine asks
nothing else while replaying, so :class:`_RulingsOnly` answers from them alone. A game whose moves
no longer replay is refused with :class:`~quiddler.saves.SaveError`, and the caller skips it.
"""

from __future__ import annotations

import msgspec

from quiddler.engine import Challenged, Game, QuiddlerError
from quiddler.i18n import _
from quiddler.saves.common import Ruled, SaveError
from quiddler.saves.format import SavedGame

__all__ = ["SeatDigest", "GameDigest", "digest_of"]


class SeatDigest(msgspec.Struct):
    """What one seat did over a game."""

    name: str
    #: ``"human"`` or ``"bot:<level>"``, as the save lists it.
    kind: str
    total: int
    round_scores: list[int]
    best_word: str = ""
    best_word_points: int = 0
    longest_word: str = ""
    longest_letters: int = 0
    #: Rounds this seat went out first.
    out_first: int = 0
    challenges_made: int = 0
    #: Challenges this seat made that the word lost.
    challenges_won: int = 0
    #: Points the unused cards took off word points (after the floor at zero).
    unused_lost: int = 0


class GameDigest(msgspec.Struct):
    """A finished game as the statistics see it (seats in seat order)."""

    game_id: str
    #: When it finished (the save's ``updated`` in UTC, ``2026-11-21T20:31:12Z``, so that text order
    #: is time order): ratings are computed in this order.
    finished: str
    rules: str
    seats: list[SeatDigest]
    winners: list[int]
    #: A paper game kept by ``quiddler score`` (:func:`quiddler.stats.paper.paper_digest`); its
    #: ``game_id`` is the sheet's id.
    paper: bool = False


class _RulingsOnly:
    """A dictionary that knows only the game's own rulings (see the module docstring)."""

    name = "rulings"
    fingerprint = "rulings"

    def is_word(self, text: str) -> bool:
        return False

    def words(self) -> frozenset[str]:
        return frozenset()


def digest_of(saved: SavedGame) -> GameDigest:
    """Replay ``saved`` and count; raises :class:`SaveError` if it does not replay to its scores."""
    if not saved.finished:
        raise SaveError(_("the game {id} is not finished").format(id=saved.game_id), reason="unplayable")
    try:
        game = Game.replay(saved.setup, Ruled(saved.rulings, _RulingsOnly()), saved.actions)
    except QuiddlerError as error:
        raise SaveError(
            _("its moves do not replay ({error})").format(error=str(error).rstrip(".")), reason="unplayable"
        ) from None
    if tuple(game.totals) != tuple(saved.progress.totals) or not game.is_over:
        raise SaveError(
            _("its scores or round do not match its moves (was it edited by hand?)"), reason="unplayable"
        )
    seats = [
        SeatDigest(name=name, kind=kind, total=game.totals[seat], round_scores=[])
        for seat, (name, kind) in enumerate(zip(saved.players, saved.seats, strict=True))
    ]
    for summary in game.summaries:
        if summary.went_out is not None:
            seats[summary.went_out].out_first += 1
        for result in summary.results:
            seat = seats[result.seat]
            seat.round_scores.append(result.score)
            seat.unused_lost += result.word_points - result.base
            for word in result.words:
                if word.points > seat.best_word_points:
                    seat.best_word, seat.best_word_points = word.text, word.points
                if word.letter_count > seat.longest_letters:
                    seat.longest_word, seat.longest_letters = word.text, word.letter_count
    for record in game.records:
        if isinstance(record, Challenged):
            seats[record.challenger].challenges_made += 1
            seats[record.challenger].challenges_won += not record.allowable
    return GameDigest(
        game_id=saved.game_id,
        finished=saved.updated_at.strftime("%Y-%m-%dT%H:%M:%SZ"),
        rules=saved.setup.rules.name,
        seats=seats,
        winners=list(game.winners),
    )
