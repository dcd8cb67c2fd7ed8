"""Typed text to cards: every way to spell a string with the deck's cards (docs/rules.md §1).

THIN can be TH·IN, T·H·IN, TH·I·N or T·H·I·N, and each is worth something different; QUIZ is
QU·I·Z (25) or Q·U·I·Z (35). :func:`spellings` is the one function that turns text into cards, for
``quiddler check``, the look-up and the table's typing alike. Its two uses differ only in the
order of the answer, and each has one tie rule (:class:`Spelling`):

* :attr:`Spelling.SHEETS`, to show a word: the way the rule sheets write it, the fewest cards, so
  a double card wherever it fits (QUIZ = QU·I·Z), then the most points;
* :attr:`Spelling.POINTS`, to pick a typed word's cards from a hand: the most points laid (which
  is also the fewest left unused), then the most cards, so Q·U·I·Z is chosen over QU·I·Z when the
  hand holds Q and U as well as QU.

Either way the last tie is broken by the cards in deck order. Pure functions of the text and the
cards to spell with: no dictionary here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from enum import Enum

from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.words import Word

__all__ = ["Spelling", "spellings"]

_BY_LETTERS: dict[str, Card] = {card.letters: card for card in Card}


class Spelling(Enum):
    """The order :func:`spellings` answers in: what the spellings are for."""

    #: To show a word: fewest cards (a double card wherever it fits), then most points.
    SHEETS = "sheets"
    #: To pick a typed word's cards from a hand: most points, then most cards.
    POINTS = "points"


_RANK: dict[Spelling, Callable[[Word], tuple[int, int, tuple[Card, ...]]]] = {
    Spelling.SHEETS: lambda word: (word.card_count, -word.points, word.cards),
    Spelling.POINTS: lambda word: (-word.points, -word.card_count, word.cards),
}


def spellings(
    text: str,
    cards: Iterable[Card] | Mapping[Card, int] | None = None,
    *,
    order: Spelling = Spelling.SHEETS,
    min_cards: int = 1,
) -> list[Word]:
    """Every way to spell ``text`` with ``cards`` (a hand, or counts of each card; default: the
    118-card deck), no card used more often than they hold it, best first by ``order``.

    ``text`` is letters a–z in any case (surrounding spaces are ignored); anything else (a hyphen,
    a digit) has no spelling and gives ``[]``, as does a word the cards cannot spell (three Zs).
    ``min_cards=2`` leaves out one-card spellings, never words in the standard game (a lone IN).
    """
    text = text.strip().lower()
    if not text or not text.isascii() or not text.isalpha():
        return []
    if cards is None:
        limits: Mapping[Card, int] = DECK_COUNTS
    elif isinstance(cards, Mapping):
        limits = cards
    else:
        limits = Counter(cards)
    found = [Word(spelled) for spelled in _spell(text, 0, Counter(), limits) if len(spelled) >= min_cards]
    return sorted(found, key=_RANK[order])


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
