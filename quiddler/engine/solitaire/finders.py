"""Word finders: every word some face-up cards make, which decides when a game is over.

The game asks its :class:`WordFinder` after every word and refill (is any word left?) and for a
hint (which words, best first by :func:`word_rank`). The hint solver's word index is the fast
finder; :class:`PermutationFinder` is the brute-force reference it is tested against, and the
fallback for a dictionary that cannot list its words.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol, runtime_checkable

from quiddler.engine.cards import Card
from quiddler.engine.ports import WordChecker, WordSet
from quiddler.engine.words import Word

__all__ = ["WordFinder", "PermutationFinder", "word_rank", "best_word"]


@runtime_checkable
class WordFinder(Protocol):
    """What the game needs to know when no word is left: every word some of ``cards`` make.

    The words may come in any order and with every spelling (QU·I·Z and Q·U·I·Z); a word of
    fewer than two cards is ignored. The hint solver's word index is one.
    """

    def find_words(self, cards: Sequence[Card]) -> Sequence[Word]: ...


class PermutationFinder:
    """Brute force over the orders of the cards, asking a :class:`WordChecker` about each.

    Eight face-up cards have about 110 000 orders of two or more; given the dictionary's words
    (or a :class:`WordSet`), only orders that are a prefix of some word are followed, which makes
    it quick. It is the reference the solver is tested against, and the fallback without it.
    """

    def __init__(self, checker: WordChecker, words: Iterable[str] | None = None) -> None:
        self.checker = checker
        if words is None and isinstance(checker, WordSet):
            words = checker.words()
        self._prefixes: frozenset[str] | None = None
        if words is not None:
            self._prefixes = frozenset(
                word.lower()[:end] for word in words for end in range(1, len(word) + 1)
            )

    def find_words(self, cards: Sequence[Card]) -> list[Word]:
        found: list[Word] = []
        seen: set[tuple[Card, ...]] = set()
        for order in self._orders(list(cards), ()):
            if len(order) >= 2 and order not in seen:
                text = "".join(card.letters for card in order)
                if self.checker.is_word(text):
                    seen.add(order)
                    found.append(Word(order))
        return found

    def _orders(self, left: list[Card], prefix: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
        tried: set[Card] = set()
        for index, card in enumerate(left):
            if card in tried:
                continue
            tried.add(card)
            order = (*prefix, card)
            text = "".join(c.letters for c in order)
            if self._prefixes is not None and text not in self._prefixes:
                continue
            yield order
            yield from self._orders(left[:index] + left[index + 1 :], order)


def word_rank(word: Word) -> tuple[int, int, str]:
    """Best first: most points (they leave the table), then most cards, then alphabetical."""
    return (-word.points, -word.card_count, word.text)


def best_word(words: Iterable[Word], minimum_cards: int = 2) -> Word | None:
    """The hint's choice among ``words``: most points, then most cards, then alphabetical."""
    usable = [word for word in words if word.card_count >= minimum_cards]
    return min(usable, key=word_rank) if usable else None
