"""A deliberately simple, obviously correct search to check the solver against.

No index, no bitsets, no pruning: list every card spelling of every word that the hand holds,
then every multiset of those words that the hand holds, and score each arrangement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from quiddler.engine import Card

DOUBLES = {"qu", "in", "er", "cl", "th"}


def spellings(text: str) -> list[tuple[Card, ...]]:
    """Every way to lay ``text`` as cards (a double card gives its two letters in order)."""
    if not text:
        return [()]
    found = [(Card(text[0]), *rest) for rest in spellings(text[1:])]
    if text[:2] in DOUBLES:
        found += [(Card(text[:2]), *rest) for rest in spellings(text[2:])]
    return found


_SPELLED: dict[tuple[str, int], list[tuple[tuple[Card, ...], Counter[Card]]]] = {}


def _spelled(word: str, min_cards: int) -> list[tuple[tuple[Card, ...], Counter[Card]]]:
    """The spellings of at least ``min_cards`` cards of ``word``, with the cards each needs."""
    key = (word, min_cards)
    if key not in _SPELLED:
        _SPELLED[key] = [(cards, Counter(cards)) for cards in spellings(word) if len(cards) >= min_cards]
    return _SPELLED[key]


def _holds(held: Counter[Card], need: Counter[Card]) -> bool:
    return all(held[card] >= count for card, count in need.items())


def words_in(hand: Iterable[Card], words: Iterable[str], min_cards: int = 2) -> list[tuple[Card, ...]]:
    """Every spelling of at least ``min_cards`` cards that the hand holds, each once."""
    held = Counter(hand)
    found = {cards for word in words for cards, need in _spelled(word, min_cards) if _holds(held, need)}
    return sorted(found, key=lambda cards: [card.value for card in cards])


def arrangements(
    hand: Iterable[Card], words: Iterable[str], min_cards: int = 2
) -> Iterator[tuple[list[tuple[Card, ...]], list[Card]]]:
    """Every (words laid down, cards left) the hand allows, each multiset of words once."""
    held = Counter(hand)
    candidates = words_in(held.elements(), words, min_cards)
    needs = [Counter(cards) for cards in candidates]

    def extend(first: int, left: Counter[Card], chosen: list[tuple[Card, ...]]):
        yield chosen, list(left.elements())
        for index in range(first, len(candidates)):
            need = needs[index]
            if _holds(left, need):
                yield from extend(index, left - need, [*chosen, candidates[index]])

    yield from extend(0, held, [])


def points(cards: Iterable[Card]) -> int:
    return sum(card.points for card in cards)


def letters(cards: Iterable[Card]) -> int:
    return sum(len(card.value) for card in cards)


def _better(old: tuple | None, new: tuple) -> tuple:
    return new if old is None else max(old, new)


def best_values(
    hand: list[Card],
    words: Iterable[str],
    *,
    discard: bool,
    min_cards: int = 2,
    subtract_unused: bool = True,
) -> tuple[tuple | None, tuple]:
    """``(go_out, best)`` as ``(score, number of words, letters of the longest word)``, the
    best by that order; ``go_out`` is None when the hand cannot go out. ``min_cards`` and
    ``subtract_unused`` are the rule options of the same names (Junior: 1 and False)."""
    go_out = None
    best = None
    for chosen, left in arrangements(hand, words, min_cards):
        laid = points(card for word in chosen for card in word)
        shape = (len(chosen), max((letters(word) for word in chosen), default=0))
        if discard:
            if not left:
                continue  # a discard is required
            cost = points(left) - max(card.points for card in left) if subtract_unused else 0
            value = (laid - cost, *shape)
            if len(left) == 1 and chosen:
                go_out = _better(go_out, (laid, *shape))
        else:
            value = (laid - (points(left) if subtract_unused else 0), *shape)
            if not left and chosen:
                go_out = _better(go_out, (laid, *shape))
        best = _better(best, value)
    assert best is not None or not hand
    return go_out, best or (0, 0, 0)
