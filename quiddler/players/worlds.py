"""Possible worlds: the hidden cards dealt out at random, consistent with what one seat has seen.

A seat does not know the other hands or the draw pile's order, but it knows how many cards each
holds, which cards it has seen (its own hand, the discard pile, the words on the table) and
which cards each other seat took from the discard pile and still holds
(:func:`~quiddler.players.knowledge.known_holdings`). A *world* is one way the rest could lie:
the unseen cards shuffled and dealt to the other hands (after the cards they are known to hold)
and the draw pile. Playing a round out in many such worlds and averaging is how the expert
player judges a move without ever seeing a hidden card (determinized Monte Carlo).

:class:`World` is a small, fast, mutable copy of a round: hands, piles, the words laid, whose
turn, who went out and who still has a final turn. It follows the engine's rules for what it
models (drawing, refilling an empty draw pile, discarding, going out, final turns, scoring with
the bonuses) and leaves out challenges, which the computer players' own words never lose.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from quiddler.engine import Card, Drew, Phase, RuleOptions, SeatView, Word, award_bonuses
from quiddler.players.knowledge import known_holdings, unseen_cards

__all__ = ["World", "deal_world"]


class World:
    """One round in progress with every card placed: what a playout changes as it plays.

    ``draw`` and ``discard`` keep their top card last, as in the engine.
    """

    __slots__ = (
        "current",
        "discard",
        "draw",
        "final_turns",
        "hand_size",
        "hands",
        "over",
        "phase",
        "players",
        "rng",
        "rules",
        "turns",
        "went_out",
        "words",
    )

    def __init__(
        self,
        rules: RuleOptions,
        hand_size: int,
        hands: list[list[Card]],
        draw: list[Card],
        discard: list[Card],
        words: list[tuple[Word, ...] | None],
        turns: list[int],
        current: int,
        phase: Phase,
        went_out: int | None,
        final_turns: list[int],
        rng: random.Random,
    ) -> None:
        self.rules = rules
        #: Cards dealt to each hand this round.
        self.hand_size = hand_size
        self.players = len(hands)
        self.hands = hands
        self.draw = draw
        self.discard = discard
        #: The words each seat laid (None until it lays down).
        self.words = words
        self.turns = turns
        self.current = current
        self.phase = phase
        self.went_out = went_out
        #: Seats still owed a final turn after the current one, in order.
        self.final_turns = final_turns
        self.over = False
        self.rng = rng

    def copy(self, rng: random.Random) -> World:
        """An independent copy (its own lists), refilling the draw pile with ``rng``."""
        return World(
            self.rules,
            self.hand_size,
            [list(hand) for hand in self.hands],
            list(self.draw),
            list(self.discard),
            list(self.words),
            list(self.turns),
            self.current,
            self.phase,
            self.went_out,
            list(self.final_turns),
            rng,
        )

    # ------------------------------------------------------------------ the moves

    @property
    def is_final_turn(self) -> bool:
        return self.went_out is not None

    def may_go_out(self, seat: int) -> bool:
        """The engine's rule, in an imagined round: nobody has gone out, and the house rules let
        ``seat`` go out on the turn it is playing."""
        return self.went_out is None and self.rules.lets_go_out_on_turn(self.turns[seat])

    def take(self, from_discard: bool) -> Card:
        """The current seat draws (from the discard pile, or blind) and holds the card."""
        if from_discard and self.discard:
            card = self.discard.pop()
        else:
            if not self.draw:
                rest, self.discard = self.discard[:-1], self.discard[-1:]
                self.rng.shuffle(rest)
                self.draw = rest
            # nothing anywhere to draw (a tiny test deck): take the discard after all
            card = self.draw.pop() if self.draw else self.discard.pop()
        self.hands[self.current].append(card)
        self.turns[self.current] += 1
        self.phase = Phase.PLAY
        return card

    def throw(self, card: Card) -> None:
        """The current seat ends an ordinary turn by discarding ``card``."""
        self.hands[self.current].remove(card)
        self.discard.append(card)
        self.current = (self.current + 1) % self.players
        self.phase = Phase.DRAW

    def lay(self, words: Sequence[Word], card: Card) -> None:
        """The current seat lays ``words`` and discards ``card``: going out, or its final turn."""
        seat = self.current
        hand = self.hands[seat]
        for word in words:
            for used in word.cards:
                hand.remove(used)
        hand.remove(card)
        self.discard.append(card)
        self.words[seat] = tuple(words)
        if self.went_out is None:
            self.went_out = seat
            self.final_turns = [(seat + offset) % self.players for offset in range(1, self.players)]
        if self.final_turns:
            self.current = self.final_turns.pop(0)
            self.phase = Phase.DRAW
        else:
            self.over = True

    # ------------------------------------------------------------------ the end

    def scores(self) -> list[int]:
        """Every seat's round score as the engine counts it, bonuses included. A seat that has not
        laid down yet is scored on what it has laid (nothing) and its hand (all unused)."""
        laid = [words or () for words in self.words]
        bonuses = award_bonuses(laid, self.rules.bonuses_for(self.players))
        subtract = self.rules.subtract_unused
        scores = []
        for seat, words in enumerate(laid):
            base = sum(word.points for word in words)
            if subtract:
                base -= sum(card.points for card in self.hands[seat])
            scores.append(max(0, base) + self.rules.bonus_points * len(bonuses[seat]))
        return scores


def _turns(view: SeatView) -> list[int]:
    """Draws made by each seat this round, from the round's log."""
    turns = [0] * view.player_count
    for record in view.round_log:
        if isinstance(record, Drew):
            turns[record.seat] += 1
    return turns


def deal_world(view: SeatView, rng: random.Random) -> World:
    """A world consistent with ``view``: the cards the seat has not seen, dealt at random.

    Each other seat holds the cards it is known to have taken from the discard pile, and the
    rest of its hand is dealt from the unseen cards (shuffled by ``rng``); what is left is the
    draw pile, in the shuffled order. The seat's own hand, the discard pile and the words on
    the table are as the view shows them.
    """
    me = view.seat
    unseen = unseen_cards(view)
    held = [list(holding.elements()) for holding in known_holdings(view)]
    for seat, count in enumerate(view.hand_counts):
        # never more known cards than the seat holds (the counting is exact; this is a guard)
        unseen.update(held[seat][count:])
        del held[seat][count:]
    pool = [card for card in sorted(unseen) for _ in range(unseen[card])]
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    for seat, count in enumerate(view.hand_counts):
        if seat == me:
            hands.append(list(view.hand))
            continue
        hand = held[seat]
        while len(hand) < count and pool:
            hand.append(pool.pop())
        hands.append(hand)
    words: list[tuple[Word, ...] | None] = [
        tuple(laid.word for laid in view.table[seat] if not laid.rejected) if view.laid_down[seat] else None
        for seat in range(view.player_count)
    ]
    final = list(view.final_turns_left)
    if view.went_out is not None and final and final[0] == view.current:
        final = final[1:]
    return World(
        view.rules,
        view.hand_size,
        hands,
        pool,
        list(view.discard_pile),
        words,
        _turns(view),
        view.current,
        view.phase,
        view.went_out,
        final,
        rng,
    )
