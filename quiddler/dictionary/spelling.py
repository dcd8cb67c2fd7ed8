"""Every way to spell a string with the deck's cards (RULES.md §1).

THIN can be TH·IN, T·H·IN, TH·I·N or T·H·I·N, and each is worth something different; QUIZ is
QU·I·Z (25) or Q·U·I·Z (35). ``quiddler check`` shows the best one and the app uses these to turn
a typed word into cards. Pure functions of the text and the deck counts: no dictionary here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping

from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.words import Word

__all__ = ["spellings", "best_spelling"]

_BY_LETTERS: dict[str, Card] = {card.letters: card for card in Card}


def spellings(text: str, *, counts: Mapping[Card, int] | None = None, min_cards: int = 1) -> list[Word]:
    """All ways to spell ``text`` with cards, using no card more often than ``counts`` allows
    (default: the 118-card deck), best first: most points, then fewest cards, then deck order.

    ``text`` is letters a–z in any case; anything else (a hyphen, a digit) has no spelling and
    gives ``[]``, as does a word the deck cannot spell (three Zs). ``min_cards=2`` leaves out
    one-card spellings, which are never words under the standard rules (a lone IN card).
    """
    text = text.strip().lower()
    if not text or not text.isascii() or not text.isalpha():
        return []
    limits = DECK_COUNTS if counts is None else counts
    found = [Word(cards) for cards in _spell(text, 0, Counter(), limits) if len(cards) >= min_cards]
    return sorted(found, key=lambda word: (-word.points, word.card_count, word.cards))


def best_spelling(text: str, *, counts: Mapping[Card, int] | None = None, min_cards: int = 1) -> Word | None:
    """The highest-scoring spelling of ``text`` (see :func:`spellings`), or ``None`` if there is none."""
    found = spellings(text, counts=counts, min_cards=min_cards)
    return found[0] if found else None


def _spell(
    text: str, start: int, used: Counter[Card], limits: Mapping[Card, int]
) -> Iterator[tuple[Card, ...]]:
    """Depth-first: at each position take a one-letter card or, where the next two letters are a
    double card, that card, while copies remain."""
    if start == len(text):
        yield ()
        return
    for size in (1, 2):
        card = _BY_LETTERS.get(text[start : start + size]) if start + size <= len(text) else None
        if card is None or used[card] >= limits.get(card, 0):
            continue
        used[card] += 1
        for rest in _spell(text, start + size, used, limits):
            yield (card, *rest)
        used[card] -= 1
