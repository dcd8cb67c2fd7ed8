"""Typed text into the cards of a hand: how a front end turns a word a player types into a Word.

Nothing here decides a rule: whether the word may be laid is the engine's question.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from quiddler.engine import Card, Word

__all__ = ["spell", "pick_spellings"]


def spell(text: str) -> list[Word]:
    """All ways to spell ``text`` with cards (QU·I·Z and Q·U·I·Z for "quiz")."""
    from quiddler.dictionary.spelling import spellings

    return list(spellings(text))


def pick_spellings(text: str, hand: Sequence[Card]) -> list[Word]:
    """Spellings of ``text`` that ``hand`` can make, best first.

    Best means the most points laid (which is also the fewest points left unused), then the most
    cards used, so Q·U·I·Z beats QU·I·Z when the hand holds Q and U as well as QU.
    """
    held = Counter(hand)
    fits = [word for word in spell(text) if not Counter(word.cards) - held]
    unique = list(dict.fromkeys(fits))
    unique.sort(key=lambda word: (-word.points, -word.card_count, word.spelling))
    return unique
