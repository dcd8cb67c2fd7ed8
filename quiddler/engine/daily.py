"""Quiddler of the day: the deal a date fixes, the same on every machine (docs/rules.md §12).

The deal must not depend on Python's ``random`` (whose algorithms may change between versions)
nor on anything but the date, so it is made by a documented, versioned method that another
program can reproduce from [the daily page](../../docs/daily.md) alone. Method 1
(:data:`DAILY_METHOD`):

1. The deck starts in its fixed order (:func:`~quiddler.engine.cards.full_deck`: A…Z, then QU,
   IN, ER, CL, TH, the copies of a card together: 10 A, 2 B, …, 2 TH; 118 cards).
2. A stream of bytes for one shuffle: SHA-256 of the ASCII text
   ``quiddler-daily-v1:<YYYY-MM-DD>:<round>:<shuffle>:<block>`` for ``block`` = 0, 1, 2, …,
   the 32-byte digests one after another. ``round`` counts from 1; ``shuffle`` is 0 for the
   round's deal (and 1, 2, … for any reshuffle of a discard pile into a new draw pile, which only
   a table with other players can need).
3. Numbers: the stream read four bytes at a time as big-endian unsigned 32-bit integers.
4. A fair number below ``n`` (rejection sampling, so no number is likelier than another): take
   the next integer ``u``; if ``u >= 2**32 - (2**32 % n)``, throw it away and take the next;
   else the number is ``u % n``.
5. Fisher–Yates: for ``i`` from ``len - 1`` down to 1, take a fair number ``j`` below ``i + 1``
   and swap the cards at ``i`` and ``j``.
6. The shuffled list's first card is the top of the pile. One player is dealt the first
   ``k`` cards (the round's hand size), the next is turned up to start the discard pile, and the
   :data:`DAILY_PILE` cards after it are the round's draw pile, top card first; the rest are set
   aside unseen.

A game carries the method in its rules (``RuleOptions.daily_deal``) and the date in its seed
(:func:`date_seed`: 28 November 2026 is 20261128), so a save of a daily game replays with the
same cards, and :meth:`Game <quiddler.engine.game.Game>` picks :class:`DailyShuffler` by itself.
A changed method gets a new number: a published day's cards never change.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any

from quiddler.engine.cards import DECK_SIZE, Card, full_deck
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import RuleOptions, WordCheck

__all__ = [
    "DAILY",
    "DAILY_METHOD",
    "DAILY_PILE",
    "DailyShuffler",
    "DayDeal",
    "RoundDeal",
    "date_of_seed",
    "date_seed",
    "day_deal",
    "daily_rules",
    "shuffle_stream",
    "shuffled",
]

#: The method this program deals new days with (the ``method`` of ``quiddler daily --json``).
DAILY_METHOD = 1
#: Methods this program can deal, by number.
DAILY_METHODS = (1,)
#: Cards in each round's draw pile (docs/rules.md §12, decided): eight draws, one a turn.
DAILY_PILE = 8
_TAG = "quiddler-daily-v{method}"
_TWO_32 = 1 << 32


def date_seed(day: date) -> int:
    """The seed that names ``day`` in a game's setup: YYYYMMDD as a number (20261128)."""
    return day.year * 10000 + day.month * 100 + day.day


def date_of_seed(seed: int) -> date:
    """The date a daily game's seed names; :class:`InvalidInputError` for a seed that is no date."""
    try:
        if not 10000101 <= seed <= 99991231:
            raise ValueError(seed)
        return date(seed // 10000, seed // 100 % 100, seed % 100)
    except (ValueError, TypeError):
        raise InvalidInputError(Reason("daily_seed", {"seed": seed})) from None


def shuffle_stream(day: date, round: int, shuffle: int = 0, method: int = DAILY_METHOD) -> Iterator[int]:
    """Step 2–3 of the method: the 32-bit numbers of one shuffle's stream, without end."""
    _check_method(method)
    prefix = f"{_TAG.format(method=method)}:{day.isoformat()}:{round}:{shuffle}:"
    block = 0
    while True:
        digest = hashlib.sha256(f"{prefix}{block}".encode("ascii")).digest()
        for start in range(0, 32, 4):
            yield int.from_bytes(digest[start : start + 4], "big")
        block += 1


def _below(numbers: Iterator[int], n: int) -> int:
    """Step 4: a fair number from 0 to n - 1, rejecting the integers that would favour some."""
    limit = _TWO_32 - _TWO_32 % n
    for number in numbers:
        if number < limit:
            return number % n
    raise AssertionError("the stream has no end")  # pragma: no cover


def shuffled(cards: list[Any], day: date, round: int, shuffle: int = 0, method: int = DAILY_METHOD) -> None:
    """Step 5: shuffle ``cards`` in place by Fisher–Yates driven by the day's stream."""
    numbers = shuffle_stream(day, round, shuffle, method)
    for i in range(len(cards) - 1, 0, -1):
        j = _below(numbers, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def _check_method(method: int) -> None:
    if method not in DAILY_METHODS:
        raise InvalidInputError(Reason("daily_method", {"method": method}))


class DailyShuffler:
    """The :class:`~quiddler.engine.shuffle.Shuffler` of a daily game: a whole deck handed to it
    is a round's deal (round 1, 2, … in turn), anything smaller a reshuffle within the round.

    It keeps only two counters, so :meth:`getstate` lets a test compare its state as it compares a
    seeded ``random.Random``'s.
    """

    def __init__(self, day: date, method: int = DAILY_METHOD) -> None:
        _check_method(method)
        self.day = day
        self.method = method
        self._round = 0
        self._shuffle = 0

    def shuffle(self, x: list[Any]) -> None:
        if len(x) == DECK_SIZE:
            self._round += 1
            self._shuffle = 0
        else:
            self._shuffle += 1
        shuffled(x, self.day, max(self._round, 1), self._shuffle, self.method)

    def getstate(self) -> tuple[str, int, int, int]:
        return (self.day.isoformat(), self.method, self._round, self._shuffle)


def daily_rules(method: int = DAILY_METHOD) -> RuleOptions:
    """The rules of the one-player daily game (docs/rules.md §12): eight rounds of 3 to 10 cards,
    a draw pile of :data:`DAILY_PILE` cards a round, words checked as they are laid (nobody is
    there to challenge), no bonuses (one player would win both every round)."""
    _check_method(method)
    return RuleOptions(
        word_check=WordCheck.CHECKED,
        bonuses=(),
        min_players=1,
        max_players=1,
        round_pile=DAILY_PILE,
        daily_deal=method,
        name="daily",
    )


#: The daily game's rules with today's method.
DAILY = daily_rules()


@dataclass(frozen=True)
class RoundDeal:
    """One round of a day: the hand dealt, the card turned up, the draw pile (top card first)."""

    round: int
    hand: tuple[Card, ...]
    turned_up: Card
    draw_pile: tuple[Card, ...]

    @property
    def seen(self) -> tuple[Card, ...]:
        """Every card the round can show its player: hand, turned-up card, whole draw pile."""
        return (*self.hand, self.turned_up, *self.draw_pile)

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round + 1,
            "hand_size": len(self.hand),
            "hand": [card.value for card in self.hand],
            "turned_up": self.turned_up.value,
            "draw_pile": [card.value for card in self.draw_pile],
        }


@dataclass(frozen=True)
class DayDeal:
    """The whole day's cards: the date, the method and the eight rounds."""

    day: date
    method: int
    rounds: tuple[RoundDeal, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "date": self.day.isoformat(),
            "method": self.method,
            "rounds": [round.to_dict() for round in self.rounds],
        }


def day_deal(day: date, method: int = DAILY_METHOD) -> DayDeal:
    """The cards ``day`` deals, round by round, as the game deals them (step 6)."""
    rules = daily_rules(method)
    rounds = []
    for number, size in enumerate(rules.hand_sizes):
        deck = full_deck()
        shuffled(deck, day, number + 1, 0, method)
        rounds.append(
            RoundDeal(
                round=number,
                hand=tuple(deck[:size]),
                turned_up=deck[size],
                draw_pile=tuple(deck[size + 1 : size + 1 + rules.round_pile]),
            )
        )
    return DayDeal(day, method, tuple(rounds))
