"""A word laid on the table: a sequence of cards, not of letters.

QUIZ laid as QU·I·Z is a different word (three cards, 25 points) from Q·U·I·Z (four cards, 35
points), so the engine keeps the cards and derives the text, the points and both lengths.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from quiddler.engine.cards import Card, parse_cards

__all__ = ["Word"]


@dataclass(frozen=True, order=True, slots=True)
class Word:
    """Cards in spelling order. ``Word.parse("qu i z")`` or ``Word.of(Card.QU, Card.I, Card.Z)``."""

    cards: tuple[Card, ...]

    @classmethod
    def of(cls, *cards: Card) -> Word:
        return cls(tuple(cards))

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> Word:
        """Cards separated by spaces, commas, dots, ``-`` or ``·``: ``"qu-i-z"``, ``"QU·I·Z"``.

        Raises :class:`~quiddler.engine.errors.InvalidCardError` for a token that is not a card.
        """
        if isinstance(text, str):
            for separator in "·.-":
                text = text.replace(separator, " ")
        return cls(tuple(parse_cards(text)))

    @property
    def text(self) -> str:
        """The letters, lower case: ``"quiz"``."""
        return "".join(card.letters for card in self.cards)

    @property
    def points(self) -> int:
        """Sum of the cards' points."""
        return sum(card.points for card in self.cards)

    @property
    def letter_count(self) -> int:
        """Length in letters (both letters of a double card count): what the longest-word bonus measures."""
        return len(self.text)

    @property
    def card_count(self) -> int:
        """Length in cards (a double card counts once): what the two-card minimum measures."""
        return len(self.cards)

    @property
    def spelling(self) -> str:
        """Cards joined by middle dots, upper case: ``"QU·I·Z"``."""
        return "·".join(card.label for card in self.cards)

    def to_list(self) -> list[str]:
        """JSON form: ``["qu", "i", "z"]``."""
        return [card.value for card in self.cards]

    def __str__(self) -> str:
        return self.spelling

    def __repr__(self) -> str:
        return f"Word.parse({'-'.join(card.value for card in self.cards)!r})"
