"""The solver as a computer player uses it: cached, with the hand as a multiset.

A player asks about the same hands again and again within a turn (the draw choice looks at the
hand plus each card it might draw; the discard choice then looks at one of those again), so the
answers are kept per round. The cache is a plain dict cleared at each new round, which keeps its
size bounded by one round's questions.
"""

from __future__ import annotations

from collections.abc import Iterable

from quiddler.engine import STANDARD, Card, RuleOptions
from quiddler.solver import Solution, WordIndex, solve_for

__all__ = ["HandSolver"]


class HandSolver:
    """``solve`` with a per-round memory. Hands are keyed sorted, so order never matters.

    Answers follow the game's rules (:func:`~quiddler.solver.solve_for`), given with each round:
    in Quiddler Junior a one-card word counts and unused cards cost nothing.
    """

    def __init__(self, index: WordIndex) -> None:
        self.index = index
        self._cache: dict[tuple[tuple[Card, ...], bool], Solution] = {}
        self._round: tuple[int, int] | None = None
        self.rules = STANDARD
        self.calls = 0

    def new_round(self, key: tuple[int, int], rules: RuleOptions = STANDARD) -> None:
        """Forget the answers of an earlier round (``key`` names the round, e.g. (round, dealer))
        and answer by ``rules`` from now on."""
        if key != self._round or rules != self.rules:
            self._cache.clear()
            self._round = key
            self.rules = rules

    def solve(self, hand: Iterable[Card], *, discard: bool = True) -> Solution:
        key = (tuple(sorted(hand)), discard)
        found = self._cache.get(key)
        if found is None:
            self.calls += 1
            found = solve_for(key[0], self.index, self.rules, discard=discard)
            self._cache[key] = found
        return found
