"""What the solver answers: a :class:`Play` (words, unused cards, discard, score) and a
:class:`Solution` (the best go-out, the best play and every word of one hand).

Plain frozen records, so the app, the computer players and ``quiddler solve --json`` can all
read them without knowing how they were found.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quiddler.engine.cards import Card
from quiddler.engine.words import Word

__all__ = ["Play", "Solution"]


@dataclass(frozen=True)
class Play:
    """Words to lay down, the cards left over, the card to discard, and what that scores.

    ``score`` is the points of the words minus the points of the unused cards; the discard counts
    for nothing. It is not floored at zero (a hand with no word scores minus its unused cards
    here), so plays stay comparable; the round score is ``max(0, score)`` (:attr:`round_score`).
    Words are listed longest first, then in deck order; unused cards in deck order.
    """

    words: tuple[Word, ...]
    unused: tuple[Card, ...]
    discard: Card | None
    score: int

    @property
    def word_points(self) -> int:
        """Points of the cards in the words."""
        return sum(word.points for word in self.words)

    @property
    def longest(self) -> int:
        """Letters in the longest word (what the longest-word bonus measures); 0 with no word."""
        return max((word.letter_count for word in self.words), default=0)

    @property
    def round_score(self) -> int:
        """The score before bonuses as RULES.md §6 counts it: never below zero."""
        return max(0, self.score)

    def to_dict(self, *, unused: bool = True) -> dict[str, Any]:
        """JSON form: ``{"words": [["qu", "i", "z"]], "unused": [], "discard": "m", "score": 25}``.

        ``unused=False`` leaves out the unused cards (a go-out has none).
        """
        data: dict[str, Any] = {"words": [word.to_list() for word in self.words]}
        if unused:
            data["unused"] = [card.value for card in self.unused]
        data["discard"] = self.discard.value if self.discard is not None else None
        data["score"] = self.score
        return data


@dataclass(frozen=True)
class Solution:
    """Everything the solver knows about one hand.

    ``go_out`` is the best way to lay down every card but one (and discard it), or every card
    with ``discard=False``; None when the hand cannot go out. ``best`` is the play with the
    highest score when going out is not required (a final turn). ``words`` is every word the
    cards can make, each card spelling separately, as :func:`~quiddler.solver.find_words` gives.
    """

    hand: tuple[Card, ...]
    go_out: Play | None
    best: Play
    words: tuple[Word, ...]
    discard: bool = True

    def to_dict(self) -> dict[str, Any]:
        """JSON form, as ``quiddler solve --json`` prints it."""
        return {
            "hand": [card.value for card in self.hand],
            "go_out": self.go_out.to_dict(unused=False) if self.go_out is not None else None,
            "best": self.best.to_dict(),
        }
