"""The coach's review of a game played in this process, in words (for the local port).

A remote port would ask the host for the same text: the review replays the whole game, which
only the host holds.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from quiddler.i18n import _

if TYPE_CHECKING:
    from quiddler.coach import GameReview
    from quiddler.engine import Game

__all__ = ["review_of", "round_review", "game_review"]


def review_of(game: Game, seats: Collection[int]) -> GameReview:
    """The coach's review of ``seats`` in ``game`` (a replay of its actions and exact solves)."""
    from quiddler.coach import review_actions
    from quiddler.solver import index_for

    return review_actions(game.setup, game.actions, game.checker, index_for(game.checker), seats)


def round_review(game: Game, seat: int, round: int) -> str:
    """``seat``'s review of ``round``: their final hand, its best arrangement, what they laid,
    the turns where another choice was better (their cards: for their eyes only)."""
    from quiddler.coach import person_round_lines

    people = [person for person in review_of(game, [seat]).of(seat) if person.round == round]
    if not people:
        return _("This round has no review.")
    return "\n".join(person_round_lines(people[0], subtract_unused=game.rules.subtract_unused))


def game_review(game: Game, seats: Collection[int]) -> str:
    """The game's review of ``seats`` for the whole table: points left on the table per round
    and person, the biggest misses (what kind, never which cards) and one line per person."""
    from quiddler.coach import game_text

    return game_text(review_of(game, seats), rounds=False, cards=False)
