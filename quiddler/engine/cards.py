"""Cards and the deck (docs/rules.md §1).

A card is a value, not an object with identity: the deck holds two copies of most letters, and
nothing in the rules ever tells two copies apart. So a hand is a list of :class:`Card` values and
"where is every card" is a multiset question (:data:`DECK_COUNTS`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import Enum

from quiddler.engine.errors import InvalidCardError
from quiddler.engine.reasons import Reason

__all__ = [
    "Card",
    "DECK_COUNTS",
    "DECK_SIZE",
    "DOUBLE_CARDS",
    "full_deck",
    "parse_cards",
    "cards_points",
    "cards_text",
]


class Card(Enum):
    """One of the 31 card faces. The value is the text a player types: ``a``, ``qu``, ``th``."""

    A = "a"
    B = "b"
    C = "c"
    D = "d"
    E = "e"
    F = "f"
    G = "g"
    H = "h"
    I = "i"  # noqa: E741 - the card is called I
    J = "j"
    K = "k"
    L = "l"
    M = "m"
    N = "n"
    O = "o"  # noqa: E741 - the card is called O
    P = "p"
    Q = "q"
    R = "r"
    S = "s"
    T = "t"
    U = "u"
    V = "v"
    W = "w"
    X = "x"
    Y = "y"
    Z = "z"
    QU = "qu"
    IN = "in"
    ER = "er"
    CL = "cl"
    TH = "th"

    # Members are singletons, so identity is a correct hash, and a C-level one: Enum's default
    # hashes the member's name in Python, which made counting a deck (Counter of 118 cards, done
    # after every action by the invariant checks and constantly by the solver) three times slower.
    __hash__ = object.__hash__

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card as a player types it, in any case: ``Card.parse("QU") is Card.QU``.

        Raises :class:`InvalidCardError` for anything that is not a card of the deck.
        """
        if not isinstance(text, str):
            raise InvalidCardError(_NOT_A_CARD(text))
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise InvalidCardError(_NOT_A_CARD(text)) from None

    @property
    def letters(self) -> str:
        """The letters the card gives inside a word, in order (two for a double card)."""
        return self.value

    @property
    def points(self) -> int:
        """The number printed on the card."""
        return _POINTS[self]

    @property
    def count(self) -> int:
        """How many copies of this card the 118-card deck holds."""
        return DECK_COUNTS[self]

    @property
    def is_double(self) -> bool:
        """True for the five double-letter cards (QU, IN, ER, CL, TH)."""
        return len(self.value) == 2

    @property
    def label(self) -> str:
        """How the card is printed for players: upper case, ``QU``."""
        return self.value.upper()

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Card.{self.name}"

    def __lt__(self, other: object) -> bool:
        """Cards sort in deck order (A…Z, then QU IN ER CL TH), so a sorted hand reads well."""
        if not isinstance(other, Card):
            return NotImplemented
        return _ORDER[self] < _ORDER[other]


#: (count in the deck, points) for every card, exactly as docs/rules.md §1.
_TABLE: dict[Card, tuple[int, int]] = {
    Card.A: (10, 2), Card.B: (2, 8), Card.C: (2, 8), Card.D: (4, 5), Card.E: (12, 2),
    Card.F: (2, 6), Card.G: (4, 6), Card.H: (2, 7), Card.I: (8, 2), Card.J: (2, 13),
    Card.K: (2, 8), Card.L: (4, 3), Card.M: (2, 5), Card.N: (6, 5), Card.O: (8, 2),
    Card.P: (2, 6), Card.Q: (2, 15), Card.R: (6, 5), Card.S: (4, 3), Card.T: (6, 3),
    Card.U: (6, 4), Card.V: (2, 11), Card.W: (2, 10), Card.X: (2, 12), Card.Y: (4, 4),
    Card.Z: (2, 14), Card.QU: (2, 9), Card.IN: (2, 7), Card.ER: (2, 7), Card.CL: (2, 10),
    Card.TH: (2, 9),
}  # fmt: skip

_POINTS: dict[Card, int] = {card: points for card, (_face, points) in _TABLE.items()}
_ORDER: dict[Card, int] = {card: index for index, card in enumerate(Card)}

#: How many copies of each card the deck holds.
DECK_COUNTS: Counter[Card] = Counter({card: count for card, (count, _) in _TABLE.items()})
#: 118: two copies of a 59-card deck.
DECK_SIZE: int = sum(DECK_COUNTS.values())
#: The five cards that carry two letters.
DOUBLE_CARDS: tuple[Card, ...] = tuple(card for card in Card if card.is_double)


def full_deck() -> list[Card]:
    """All 118 cards in a fixed canonical order (deck order, copies together), unshuffled."""
    return [card for card in Card for _copy in range(DECK_COUNTS[card])]


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read cards typed as ``"qu i z"``, ``"QU,I,Z"`` or ``["qu", "i", "z"]``.

    Raises :class:`InvalidCardError` naming the first token that is not a card.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(token) for token in tokens]


def cards_points(cards: Iterable[Card]) -> int:
    """Sum of the printed points: QU·I·Z = 9 + 2 + 14 = 25 (QU is one card, not Q + U)."""
    return sum(card.points for card in cards)


def cards_text(cards: Iterable[Card]) -> str:
    """The letters the cards spell, lower case: ``cards_text([Card.QU, Card.I, Card.Z]) == "quiz"``."""
    return "".join(card.letters for card in cards)


def _NOT_A_CARD(text: object) -> Reason:
    return Reason("not_a_card", {"text": repr(text)})
