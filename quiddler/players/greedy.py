"""The greedy baseline: a fixed, simple policy that the other levels are measured against.

It never looks ahead: it takes the discard only when that lets it go out at once, goes out as
soon as it can with the solver's best go-out, and otherwise throws away the most expensive card
the solver's best play leaves out. It challenges every word its dictionary does not know.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from quiddler.engine import Action, Card, Discard, GoOut, LayDown, Phase, SeatView, Source, WordChecker
from quiddler.players.challenge import unknown_words
from quiddler.players.hands import HandSolver
from quiddler.players.knowledge import draw, draw_sources

__all__ = ["GreedyPlayer"]


class GreedyPlayer:
    """The measuring stick: strong at going out fast, blind to everything else."""

    level = "greedy"

    def __init__(self, hands: HandSolver, vocabulary: WordChecker, *, rng: random.Random) -> None:
        self.hands = hands
        self.vocabulary = vocabulary
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        self.hands.new_round((view.round, view.dealer), view.rules)
        if view.phase is Phase.DRAW:
            top = view.discard_top
            if top is not None and Source.DISCARD_PILE in draw_sources(view) and not view.is_final_turn:
                completes = self.hands.solve((*view.hand, top)).go_out is not None
                return draw(view, Source.DISCARD_PILE if completes else Source.DRAW_PILE)
            return draw(view, Source.DRAW_PILE)
        solution = self.hands.solve(view.hand)
        if view.went_out is not None:
            best = solution.best
            return LayDown(view.seat, best.words, best.discard or _dearest(view.hand))
        if solution.go_out is not None and view.may_go_out:
            play = solution.go_out
            assert play.discard is not None
            return GoOut(view.seat, play.words, play.discard)
        best = solution.best
        left_out = [*best.unused, *([best.discard] if best.discard is not None else [])]
        return Discard(view.seat, _dearest(left_out or view.hand))

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return unknown_words(view, self.vocabulary)


def _dearest(cards: Sequence[Card]) -> Card:
    """The card worth most points (the first of equals, in the order given)."""
    return max(cards, key=lambda card: card.points)
