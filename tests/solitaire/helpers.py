"""Shared helpers for the solitaire tests: stacked deals and small word lists."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from quiddler.engine import Card, StackedDeck, Word, WordSet
from quiddler.engine.solitaire import PermutationFinder, Solitaire, deal_order

#: Eight stacks of one letter each (face-up card first): every letter of the deck has six copies
#: or more, so any string of these letters can be made a "word" by a WordSet.
UNIFORM = ["a " * 6, "e " * 6, "i " * 6, "o " * 6, "n " * 6, "r " * 6, "t " * 6, "u " * 6]
A, E, I, O, N, R, T, U = range(8)  # noqa: E741 - the stacks are named for their letters


def stacked(stacks: Sequence[str], words: Iterable[str]) -> Solitaire:
    """A game dealt exactly as ``stacks`` (each face-up card first) over the word list ``words``."""
    checker = WordSet(words)
    return Solitaire(checker, PermutationFinder(checker), seed=0, rng=StackedDeck([deal_order(stacks)]))


def points_of(cards: Iterable[Card]) -> int:
    """Points summed here from the printed values, independently of the engine's score."""
    return sum(card.points for card in cards)


class FirstTwo:
    """A finder for a checker that allows every string: any two cards are a word."""

    def find_words(self, cards: Sequence[Card]) -> list[Word]:
        return [Word(tuple(cards[:2]))] if len(cards) >= 2 else []


class AcceptAll:
    def is_word(self, text: str) -> bool:
        return True
