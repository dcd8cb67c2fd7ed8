"""The turn's actions applied to the table: the deal, a draw, a discard, going out and laying down
(docs/rules.md §2–§3). Each runs only after :meth:`~quiddler.engine.legality.Legality.verify`
accepted it."""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.engine.actions import Discard, Discarded, Draw, Drew, GoOut, LaidDown, LayDown, Source, WentOut
from quiddler.engine.cards import Card, full_deck
from quiddler.engine.round_end import RoundEnd
from quiddler.engine.rules import WordCheck
from quiddler.engine.scoring import dealer_of
from quiddler.engine.state import LaidWord, Phase
from quiddler.engine.table_state import SeatState, fewer
from quiddler.engine.words import Word

__all__ = ["TurnActions"]


class TurnActions(RoundEnd):
    """The changes a verified turn action makes to the round in play."""

    def _deal(self) -> None:
        """Shuffle all 118 cards and deal the next round, one card at a time from the leader."""
        self.round += 1
        self.dealer = dealer_of(self.round, self.player_count)
        deck = full_deck()
        self._rng.shuffle(deck)
        deck.reverse()  # the shuffled order's first card is the top of the pile: pop() takes it
        self._seats = [SeatState() for _seat in self.players]
        for _card in range(self.hand_size):
            for offset in range(self.player_count):
                self._seats[(self.leader + offset) % self.player_count].hand.append(deck.pop())
        self._discard = [deck.pop()]
        pile = self.rules.round_pile
        # A short pile (docs/rules.md §12) takes the next cards; the rest are set aside unseen.
        self._aside = deck[: len(deck) - pile] if pile else []
        self._draw = deck[len(deck) - pile :] if pile else deck
        self.phase = Phase.DRAW
        self.current = self.leader
        self.went_out = None
        self._final_turns: list[int] = []

    def _draw_card(self, action: Draw) -> Drew:
        seat = self._seats[action.seat]
        refilled = False
        if action.source is Source.DISCARD_PILE:
            card = self._discard.pop()
        else:
            if not self._draw:
                # (decided) the discard pile but its top card is shuffled into a new draw pile
                rest, self._discard = self._discard[:-1], self._discard[-1:]
                self._rng.shuffle(rest)
                rest.reverse()
                self._draw = rest
                refilled = True
            card = self._draw.pop()
        seat.hand.append(card)
        seat.turns += 1
        self.phase = Phase.PLAY
        return Drew(self.round, action.seat, action.source, card, refilled)

    def _discard_card(self, action: Discard) -> Discarded:
        seat = self._seats[action.seat]
        seat.hand.remove(action.card)
        seat.discard = action.card
        self._discard.append(action.card)
        self.current = (self.current + 1) % self.player_count
        self.phase = Phase.DRAW
        return Discarded(self.round, action.seat, action.card)

    def _lay(self, seat_index: int, words: Sequence[Word], discard: Card) -> None:
        seat = self._seats[seat_index]
        left = fewer(seat.hand, [card for word in words for card in word.cards] + [discard])
        assert left is not None, "verify() let through cards the hand does not hold"
        seat.hand = left
        seat.words = [LaidWord(word) for word in words]
        seat.laid_down = True
        seat.discard = discard
        self._discard.append(discard)
        if self.rules.word_check is WordCheck.TABLE and words:
            self.phase = Phase.CHALLENGE
        else:
            self._after_laying()

    def _go_out(self, action: GoOut) -> WentOut:
        self.went_out = action.seat
        count = self.player_count
        self._final_turns = [(action.seat + offset) % count for offset in range(1, count)]
        self._lay(action.seat, action.words, action.discard)
        return WentOut(self.round, action.seat, action.words, action.discard)

    def _lay_down(self, action: LayDown) -> LaidDown:
        self._lay(action.seat, action.words, action.discard)
        return LaidDown(self.round, action.seat, action.words, self.hand(action.seat), action.discard)
