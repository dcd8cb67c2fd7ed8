"""The game's state, and what anyone may read of it: seats, piles, turns, the whole deck counted.

:class:`TableState` holds the round in play (each seat's :class:`SeatState`, the piles, whose turn
it is) and answers questions about it without changing it; the rules that change it are the other
parts of :class:`~quiddler.engine.game.Game` (``legality.py``, ``turn_actions.py``,
``challenges.py``, ``round_end.py``), each a class below it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from quiddler.engine.actions import Action, Record
from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.ports import WordChecker
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import RuleOptions
from quiddler.engine.scoring import RoundSummary
from quiddler.engine.setup import GameSetup
from quiddler.engine.shuffle import Shuffler
from quiddler.engine.state import LaidWord, Phase

__all__ = ["SeatState", "TableState", "fewer"]


@dataclass
class SeatState:
    """Mutable per-seat state of the current round (private: the game hands out copies)."""

    hand: list[Card] = field(default_factory=list)
    words: list[LaidWord] = field(default_factory=list)
    laid_down: bool = False
    discard: Card | None = None
    turns: int = 0
    penalties: list[int] = field(default_factory=list)


def fewer(hand: Iterable[Card], cards: Iterable[Card]) -> list[Card] | None:
    """``hand`` minus ``cards`` as a multiset, or None if ``cards`` asks for more than it holds."""
    left = list(hand)
    for card in cards:
        try:
            left.remove(card)
        except ValueError:
            return None
    return left


class TableState:
    """A game's state and its readers (the game hands out copies, never its lists)."""

    setup: GameSetup
    rules: RuleOptions
    checker: WordChecker
    _rng: Shuffler
    records: list[Record]
    summaries: list[RoundSummary]
    round: int
    dealer: int
    phase: Phase
    current: int
    went_out: int | None
    _final_turns: list[int]
    _draw: list[Card]
    _discard: list[Card]
    _aside: list[Card]
    _seats: list[SeatState]

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def player_count(self) -> int:
        return len(self.setup.players)

    @property
    def hand_size(self) -> int:
        """Cards dealt this round."""
        return self.rules.hand_sizes[self.round]

    @property
    def leader(self) -> int:
        """The player left of the dealer, who deals the first card and plays first."""
        return (self.dealer + 1) % self.player_count

    @property
    def actions(self) -> list[Action]:
        """Every applied action in order: with :attr:`setup` it replays the game."""
        return [record.action for record in self.records]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's hand (what it holds; after a lay-down, its unused cards)."""
        return tuple(self._seats[self._seat(seat)].hand)

    def words(self, seat: int) -> tuple[LaidWord, ...]:
        """The words a seat has laid on the table this round."""
        return tuple(self._seats[self._seat(seat)].words)

    def has_laid_down(self, seat: int) -> bool:
        return self._seats[self._seat(seat)].laid_down

    def turns_taken(self, seat: int) -> int:
        """How many turns the seat has begun this round (draws made)."""
        return self._seats[self._seat(seat)].turns

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile, top card last. Hidden from players: only :meth:`view` is for them."""
        return tuple(self._draw)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, top card last."""
        return tuple(self._discard)

    @property
    def discard_top(self) -> Card | None:
        return self._discard[-1] if self._discard else None

    @property
    def is_final_turn(self) -> bool:
        """True while someone has gone out and the current seat is taking its last turn, or (one
        player, docs/rules.md §12) while the turn that drew the draw pile's last card is played."""
        if self.phase is Phase.PLAY and self.rules.pile_ran_out(len(self._draw)):
            return True
        return self.went_out is not None and self.phase in (Phase.DRAW, Phase.PLAY)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """The cards a short draw pile leaves out of the round (``RuleOptions.round_pile``), unseen."""
        return tuple(self._aside)

    @property
    def final_turns_left(self) -> tuple[int, ...]:
        """Seats still owed a final turn, in order (the current one first, while it plays)."""
        if self.is_final_turn:
            return (self.current, *self._final_turns)
        return tuple(self._final_turns)

    def card_counts(self) -> Counter[Card]:
        """Every card in every place (piles, hands, words on the table): always the whole deck."""
        counts: Counter[Card] = Counter(self._draw) + Counter(self._discard) + Counter(self._aside)
        for seat in self._seats:
            counts.update(seat.hand)
            for laid in seat.words:
                counts.update(laid.word.cards)
        return counts

    def check_invariants(self) -> None:
        """Raise AssertionError if a card was lost or duplicated (used by the property tests)."""
        counts = self.card_counts()
        if counts != DECK_COUNTS:
            raise AssertionError(f"cards lost or duplicated: {counts - DECK_COUNTS} / {DECK_COUNTS - counts}")

    def snapshot(self) -> dict[str, Any]:
        """The whole state as comparable plain values, hidden parts and the shuffler's state included.

        Two snapshots are equal exactly when the games would behave the same from here on; the
        property tests compare one taken before an illegal action with one taken after it, to
        prove that a refused action changes nothing (not even the random state).
        """
        getstate = getattr(self._rng, "getstate", None)
        return {
            "round": self.round,
            "dealer": self.dealer,
            "phase": self.phase,
            "current": self.current,
            "went_out": self.went_out,
            "final_turns": tuple(self._final_turns),
            "draw": tuple(self._draw),
            "discard": tuple(self._discard),
            "aside": tuple(self._aside),
            "seats": tuple(
                (
                    tuple(seat.hand),
                    tuple(seat.words),
                    seat.laid_down,
                    seat.discard,
                    seat.turns,
                    tuple(seat.penalties),
                )
                for seat in self._seats
            ),
            "records": tuple(self.records),
            "summaries": tuple(self.summaries),
            "rng": getstate() if callable(getstate) else None,
        }

    def _seat(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.player_count:
            raise InvalidInputError(
                Reason("no_such_seat", {"seat": repr(seat), "players": self.player_count})
            )
        return seat
