"""Where the game's randomness comes from.

The engine never calls the global ``random``: it is handed a :class:`Shuffler`, which a seeded
``random.Random`` already is. Tests and puzzles hand it a :class:`StackedDeck` instead, which
puts chosen cards on top, so a rule sheet's example can be dealt exactly, with no back door
into the game's state.

:func:`new_seed` is the one place a seed is drawn at random, for every game, deal and simulation
that is not given one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from quiddler.engine.cards import Card, parse_cards
from quiddler.engine.errors import InvalidInputError

__all__ = ["SEED_BITS", "Shuffler", "StackedDeck", "new_seed"]

#: A seed drawn at random has this many bits: every one fits a save's seed, a signed 64-bit
#: number (:data:`quiddler.engine.setup.MAX_SEED`).
SEED_BITS = 63


def new_seed(limit: int = 2**SEED_BITS) -> int:
    """A fresh seed from the operating system's randomness (:class:`random.SystemRandom`, never
    the global generator, so no test or earlier seed can make it repeat): a whole number from 1
    to ``limit - 1``.

    The default gives 63 bits. A front end that shows the number for players to type again
    (solitaire's deal numbers, ``quiddler simulate``'s first seed) asks for a smaller ``limit``.
    """
    return random.SystemRandom().randrange(1, limit)


class Shuffler(Protocol):
    """Shuffles a list in place; ``random.Random`` is one."""

    def shuffle(self, x: list[Any]) -> None: ...


class StackedDeck:
    """A shuffler that puts a chosen order of cards on top, once per shuffle.

    ``orders[k]`` is the top of the pile at the k-th shuffle (each round's deal, then any refill
    of the draw pile), top card first; the cards it does not name follow in an order shuffled by
    ``random.Random(seed)``. After the listed orders run out it shuffles like that seeded random.

    The deal takes cards from the top one at a time, starting with the player left of the dealer,
    then turns up one card for the discard pile; :meth:`deal_order` builds such a top from hands.
    """

    def __init__(self, orders: Iterable[Sequence[Card | str]] = (), *, seed: int = 0) -> None:
        self._orders = [self._cards(order) for order in orders]
        self._random = random.Random(seed)

    @staticmethod
    def _cards(order: Sequence[Card | str]) -> list[Card]:
        return [card if isinstance(card, Card) else Card.parse(card) for card in order]

    @staticmethod
    def deal_order(
        hands: Sequence[Sequence[Card | str] | str],
        discard: Card | str,
        draw_pile: Sequence[Card | str] | str = (),
    ) -> list[Card]:
        """The top of a pile that deals ``hands`` (in dealing order: the leader's hand first),
        then turns up ``discard``, then leaves ``draw_pile`` on top of the draw pile."""
        parsed = [parse_cards(hand) if isinstance(hand, str) else StackedDeck._cards(hand) for hand in hands]
        size = len(parsed[0])
        if any(len(hand) != size for hand in parsed):
            raise InvalidInputError("every stacked hand must have the same number of cards")
        top = [hand[index] for index in range(size) for hand in parsed]
        top.append(discard if isinstance(discard, Card) else Card.parse(discard))
        top.extend(parse_cards(draw_pile) if isinstance(draw_pile, str) else StackedDeck._cards(draw_pile))
        return top

    def shuffle(self, x: list[Any]) -> None:
        self._random.shuffle(x)
        if not self._orders:
            return
        top = self._orders.pop(0)
        rest = Counter(x)
        rest.subtract(top)
        if any(count < 0 for count in rest.values()):
            raise InvalidInputError("a stacked order names more copies of a card than the pile holds")
        remaining = list(x)
        for card in top:
            remaining.remove(card)
        x[:] = top + remaining
