"""The solver as a computer player uses it: cached, with the hand as a multiset.

A player asks about the same hands again and again within a turn (the draw choice looks at the
hand plus each card it might draw; the discard choice then looks at one of those again), so the
answers are kept per round. The cache is a plain dict cleared at each new round, which keeps its
size bounded by one round's questions.
"""

from __future__ import annotations

from collections.abc import Iterable

from quiddler.engine import Card
from quiddler.solver import Solution, WordIndex, solve

__all__ = ["HandSolver"]


class HandSolver:
    """``solve`` with a per-round memory. Hands are keyed sorted, so order never matters."""

    def __init__(self, index: WordIndex) -> None:
        self.index = index
        self._cache: dict[tuple[tuple[Card, ...], bool], Solution] = {}
        self._round: tuple[int, int] | None = None
        self.calls = 0

    def new_round(self, key: tuple[int, int]) -> None:
        """Forget the answers of an earlier round (``key`` names the round, e.g. (round, dealer))."""
        if key != self._round:
            self._cache.clear()
            self._round = key

    def solve(self, hand: Iterable[Card], *, discard: bool = True) -> Solution:
        key = (tuple(sorted(hand)), discard)
        found = self._cache.get(key)
        if found is None:
            self.calls += 1
            found = solve(key[0], self.index, discard=discard)
            self._cache[key] = found
        return found
