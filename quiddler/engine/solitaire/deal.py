"""The deal: eight stacks of five cards face down and one face up, numbered deals, the daily deal.

All 118 cards are shuffled by the :class:`~quiddler.engine.shuffle.Shuffler` handed to the game
(a seeded ``random.Random``: the same seed gives the same deal on every machine); cards are taken
from the top one at a time, round the eight stacks five times face down, then once more face up
(48 cards). The other 70 are set aside and never used.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import date

from quiddler.engine.cards import Card
from quiddler.engine.errors import InvalidInputError

__all__ = ["STACKS", "FACE_DOWN", "DEALT", "MAX_DEAL", "daily_seed", "deal_order"]

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
