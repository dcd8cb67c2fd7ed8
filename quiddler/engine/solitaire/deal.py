"""The deal: eight stacks of five cards face down and one face up, numbered deals, the daily deal.

All 118 cards are shuffled by the :class:`~quiddler.engine.shuffle.Shuffler` handed to the game
(a seeded ``random.Random``: the same seed gives the same deal on every machine); cards are taken
from the top one at a time, round the eight stacks five times face down, then once more face up
(48 cards). The other 70 are set aside and never used.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Sequence
from datetime import date

from quiddler.engine.cards import Card, full_deck
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.shuffle import Shuffler

__all__ = [
    "STACKS",
    "FACE_DOWN",
    "DEALT",
    "MAX_DEAL",
    "daily_seed",
    "deal_order",
    "shuffled_deck",
    "stacks_of",
    "points_left",
]

#: Stacks on the table.
STACKS = 8
#: Cards dealt face down on each stack before the face-up card.
FACE_DOWN = 5
#: Cards dealt in all: eight stacks of five face down plus one face up.
DEALT = STACKS * (FACE_DOWN + 1)
#: Deals are numbered 0 to 2**64 - 1 (a daily deal's number is 64 bits of a hash).
MAX_DEAL = 2**64 - 1


def daily_seed(day: date) -> int:
    """The seed of the day's deal: from the date alone, so every machine deals the same game.

    The first eight bytes of SHA-256 of ``"quiddler-daily-YYYY-MM-DD"``, big-endian.
    """
    digest = hashlib.sha256(f"quiddler-daily-{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big")


def deal_order(stacks: Sequence[Sequence[Card | str] | str]) -> list[Card]:
    """The top of a shuffled deck that deals ``stacks`` (for a :class:`StackedDeck`).

    Each stack is given face-up card first, then the cards under it down to the bottom: six
    cards, e.g. ``"qu e t a s o"`` shows QU with E next.
    """
    parsed: list[list[Card]] = []
    for stack in stacks:
        items = stack.split() if isinstance(stack, str) else list(stack)
        parsed.append([item if isinstance(item, Card) else Card.parse(item) for item in items])
    if len(parsed) != STACKS or any(len(stack) != FACE_DOWN + 1 for stack in parsed):
        raise InvalidInputError(f"a solitaire deal is {STACKS} stacks of {FACE_DOWN + 1} cards")
    # Dealing goes round the stacks bottom layer first, so layer k of stack i is card k*8 + i.
    return [parsed[i][FACE_DOWN - layer] for layer in range(FACE_DOWN + 1) for i in range(STACKS)]


def shuffled_deck(seed: int, shuffler: Shuffler | None = None) -> list[Card]:
    """The whole deck shuffled for deal ``seed`` (by ``shuffler`` instead, if one is given), top first.

    The game deals from it, and a screen that shows the deal before the game exists (solitaire's
    first frame, while the dictionary opens) reads the same cards from it.
    """
    deck = full_deck()
    (shuffler if shuffler is not None else random.Random(seed)).shuffle(deck)
    return deck


def stacks_of(deck: Sequence[Card]) -> list[list[Card]]:
    """The eight stacks ``deck`` (top first) deals, each from its bottom card to its face-up one."""
    return [list(deck[index:DEALT:STACKS]) for index in range(STACKS)]


def points_left(stacks: Iterable[Iterable[Card]]) -> int:
    """The points of every card still on ``stacks``: the running score, 0 is perfect (the game's
    and the score a deal starts with, shown before the game exists)."""
    return sum(card.points for stack in stacks for card in stack)
