"""Par: the best total a day's cards allow with perfect play (docs/rules.md §12).

**What can be held at a round's end.** Say a round deals ``k`` cards, turns up ``t`` and has the
draw pile ``p1 … pN`` (N = 8). Every card the round can show is ``A`` = the hand, ``t`` and the
pile, ``k + 1 + N`` cards. Under the engine's rules, with the cards known:

- Every turn draws a card, so a hand holds ``k + 1`` cards of ``A`` after drawing, and the
  player keeps ``k`` of them. Only the turned-up ``t`` is ever below the top of the discard pile
  for the player to want: it can be taken on the first turn only (after that the top is the
  player's own discard). Taking a discard does not use up the pile.
- The round ends when the player goes out (all of ``k + 1`` cards but the discard in words) or
  on the turn that draws ``pN``, which lays down words and discards one card.
- Any ``k`` cards ``K`` of ``A`` can be kept to the end: take ``t`` first if ``K`` holds it,
  then draw ``p1 … pN`` in turn, each time discarding a card that is not in ``K`` (the hand
  holds ``k + 1`` cards and ``K`` only ``k``, so there always is one, and a card of ``K`` once
  held is never thrown). On the last turn the hand is ``K``'s cards so far plus ``pN``: if ``pN``
  is in ``K`` a card of ``A`` outside ``K`` held back for it is thrown instead, else ``pN`` is.
- Conversely every hand laid down is ``k`` cards of ``A`` plus a discard that counts nothing.

So a round's best is the best ``k`` cards of ``A`` laid as words, the others kept costing their
points: :func:`quiddler.solver.keep.best_keep`, floored at 0 as every round score. Going out
early never scores more (its ``k`` laid cards are such a ``K`` too); it only ends the round
sooner. With no bonuses in the daily game (decided, §12), the day's par is the sum of the eight.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from quiddler.engine.cards import Card
from quiddler.engine.daily import DayDeal
from quiddler.engine.words import Word
from quiddler.solver.index import WordIndex
from quiddler.solver.keep import KEEP_BUDGET, best_keep

__all__ = ["DayPar", "RoundPar", "day_par"]


@dataclass(frozen=True)
class RoundPar:
    """One round's best: its score (0 or more), the words that make it and the cards kept unused.

    ``exact`` False: the search ran out of its budget, and this is the best it found (never
    seen on a real day; ``quiddler daily --json`` says it per round)."""

    round: int
    hand_size: int
    score: int
    words: tuple[Word, ...]
    unused: tuple[Card, ...]
    exact: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round + 1,
            "hand_size": self.hand_size,
            "score": self.score,
            "words": [word.to_list() for word in self.words],
            "unused": [card.value for card in self.unused],
            "exact": self.exact,
        }


@dataclass(frozen=True)
class DayPar:
    """A day's par: the round bests, and the dictionary and language they were found with."""

    day: date
    method: int
    dictionary: str
    language: str
    rounds: tuple[RoundPar, ...]

    @property
    def total(self) -> int:
        return sum(round.score for round in self.rounds)

    @property
    def exact(self) -> bool:
        """True when every round's best is proved best (else: the best found)."""
        return all(round.exact for round in self.rounds)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(round.score for round in self.rounds)

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "exact": self.exact,
            "dictionary": self.dictionary,
            "language": self.language,
            "rounds": [round.to_dict() for round in self.rounds],
        }


def day_par(
    deal: DayDeal,
    index: WordIndex,
    *,
    dictionary: str,
    language: str,
    min_word_cards: int = 2,
    budget: int = KEEP_BUDGET,
) -> DayPar:
    """The par of ``deal`` with the words of ``index`` (see the module docstring). A few tenths
    of a second a day at most (``bench/bench_daily.py``)."""
    rounds = []
    for round in deal.rounds:
        size = len(round.hand)
        kept = best_keep(round.seen, size, index, min_word_cards=min_word_cards, budget=budget)
        play = kept.play
        scored = play.score > 0
        rounds.append(
            RoundPar(
                round=round.round,
                hand_size=size,
                score=max(0, play.score),
                words=play.words if scored else (),
                unused=play.unused if scored else (),
                exact=kept.exact,
            )
        )
    return DayPar(deal.day, deal.method, dictionary, language, tuple(rounds))
