"""The thinking computer players: easy, medium and hard are one policy with different habits.

The hard player plays a one-turn lookahead over the cards it has not seen:

* **What a hand is worth.** Holding ``n + 1`` cards after a draw, a hand is worth its best
  go-out (points, the bonuses it is likely to win, and the worth of ending the round while the
  others are short of words) or, if it cannot go out, the solver's best play and its likely
  bonuses less a toll for being incomplete. Holding ``n`` cards between turns, a hand is worth
  the average of that over the next blind draw, each unseen card weighted by how many copies are
  unseen (:mod:`quiddler.players.knowledge`); the likeliest kinds are tried one by one and the
  rest count as a card of no use, which keeps a decision to a few dozen solves.
* **Draw or take the discard.** Take the discard when the hand with it is worth more than the
  average blind draw.
* **What to keep.** Only cards the best play leaves out are candidates; they are ranked by the
  solver's score of what is kept, and the best few are looked at one draw ahead. Between equals,
  the card fewer short words use is given away (it is less likely to complete the next hand).
* **When to go out.** Going out ends the round after one last turn for everyone else, who are
  caught with their unused cards; waiting with a hand that can already go out risks little (it
  keeps a complete hand) but gives the others one more draw each. The player waits only when
  one more draw is expected to raise its go-out, bonuses included, by more than that.
* **Bonuses.** Go-outs and final turns are also tried around each of the longest words the hand
  can make. A go-out's bonuses are a guess at what the others will lay on their last turn
  (:func:`bonus_chance`); a final turn's are judged against the words already on the table.
  Measured with ``bench/bench_players.py``, the bonuses are most of the hard player's edge.

Medium finds the same best arrangements but looks no further than the card in hand and ignores
the bonuses, and now and then throws away a careless card; easy knows only short common words,
plays carelessly, and now and then overlooks that it could go out.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from quiddler.engine import (
    Action,
    Bonus,
    Card,
    Discard,
    GoOut,
    LayDown,
    Phase,
    SeatView,
    Source,
    WordChecker,
)
from quiddler.players.challenge import unknown_words
from quiddler.players.hands import HandSolver, LayOption, longest_word_options
from quiddler.players.knowledge import draw, draw_sources, remove_cards, unseen_cards
from quiddler.solver import Play

__all__ = ["Style", "StrategicPlayer", "HARD", "MEDIUM", "EASY", "bonus_chance", "card_usefulness"]


@dataclass(frozen=True)
class Style:
    """The habits of a level. Points are round points; probabilities are per decision."""

    level: str
    #: Look one blind draw ahead when choosing what to draw and what to keep.
    lookahead: bool = True
    #: How many of the best-ranked discards get the lookahead.
    candidates: int = 3
    #: How many kinds of unseen card (the likeliest) the lookahead draws; the rest are taken to be
    #: of no use to the hand, which the rare, dear consonants mostly are.
    kinds: int = 10
    #: Hands of at most this many cards are cheap to solve: their lookahead tries ``small_extra``
    #: more kinds and one more candidate discard.
    small_hand: int = 7
    small_extra: int = 6
    #: Worth of ending the round by going out, per card the others hold (they are caught short).
    go_out_worth: float = 0.8
    #: Toll on a hand that cannot go out, per card in the hand.
    incomplete_toll: float = 0.5
    #: Consider waiting a turn instead of going out.
    patient: bool = True
    #: What one more turn gives the others, per card in the hand.
    wait_cost: float = 0.1
    #: Try go-outs and final turns built around the longest words.
    bonus_aware: bool = True
    #: Chance of overlooking a possible go-out.
    miss_go_out: float = 0.0
    #: Chance of throwing away a random card left out of the best play instead of the chosen one.
    careless: float = 0.0
    #: Chance of challenging a word it does not know.
    boldness: float = 1.0
    #: Points a discard is dearer for each unit of its usefulness to the next player (the share of
    #: short words that use its letters, :func:`card_usefulness`).
    feed: float = 0.0


HARD = Style("hard", feed=2.0)
MEDIUM = Style(
    "medium", lookahead=False, patient=False, bonus_aware=False, go_out_worth=0.5, careless=0.1, boldness=0.7
)
EASY = Style(
    "easy",
    lookahead=False,
    patient=False,
    bonus_aware=False,
    go_out_worth=0.3,
    miss_go_out=0.35,
    careless=0.4,
    boldness=0.25,
)


class StrategicPlayer:
    """A computer player of a given :class:`Style`; see the module docstring for the policy."""

    def __init__(
        self,
        style: Style,
        hands: HandSolver,
        vocabulary: WordChecker,
        *,
        rng: random.Random,
        usefulness: Mapping[Card, float] | None = None,
        final_hands: Callable[[], HandSolver] | None = None,
    ) -> None:
        self.usefulness: Mapping[Card, float] = usefulness or {}
        #: Where a final turn's words can only gain (:attr:`RuleOptions.offers_best_lay_down`,
        #: Junior), the solver over the game's whole dictionary: a player with a smaller
        #: vocabulary (easy) still lays every word it holds. Made on first use.
        self._make_final_hands = final_hands
        self._final_hands: HandSolver | None = None
        self.style = style
        self.level = style.level
        self.hands = hands
        self.vocabulary = vocabulary
        self.rng = rng
        self._unseen: Counter[Card] = Counter()

    # ------------------------------------------------------------------ the protocol

    def act(self, view: SeatView) -> Action:
        self.hands.new_round((view.round, view.dealer), view.rules)
        self._unseen = unseen_cards(view)
        if view.phase is Phase.DRAW:
            return self._draw(view)
        if view.went_out is not None:
            return self._final_turn(view)
        return self._play(view)

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return unknown_words(view, self.vocabulary, boldness=self.style.boldness, rng=self.rng)

    # ------------------------------------------------------------------ drawing

    def _draw(self, view: SeatView) -> Action:
        sources = draw_sources(view)
        top = view.discard_top
        if top is None or Source.DISCARD_PILE not in sources:
            return draw(view, Source.DRAW_PILE)
        if Source.DRAW_PILE not in sources:
            return draw(view, Source.DISCARD_PILE)
        final = view.went_out is not None
        take = self._turn_value(view, (*view.hand, top), final=final)
        if self.style.lookahead or final:
            blind = self._expected(view, view.hand, final=final)
        else:
            blind = self._turn_value(view, view.hand, final=final, drawn=False)
        return draw(view, Source.DISCARD_PILE if take > blind else Source.DRAW_PILE)

    def _expected(self, view: SeatView, hand: Sequence[Card], *, final: bool = False) -> float:
        """The average worth of ``hand`` plus one blind draw from the unseen cards.

        The likeliest ``kinds`` of unseen card are tried one by one; the others count as a card
        the hand cannot use (it would be thrown away again), which keeps the cost to a few solves.
        """
        unseen = self._unseen
        total = sum(unseen.values())
        useless = self._turn_value(view, hand, final=final, drawn=False)
        if total == 0:
            return useless
        likely = self._likely(view)
        tried = sum(count for _, count in likely)
        value = sum(count * self._turn_value(view, (*hand, card), final=final) for card, count in likely)
        return (value + (total - tried) * useless) / total

    def _likely(self, view: SeatView) -> list[tuple[Card, int]]:
        """The kinds of unseen card the lookahead tries, with their unseen copies: the most
        copies first, as many kinds as :meth:`_kinds` allows."""
        return sorted(self._unseen.items(), key=lambda item: (-item[1], item[0]))[: self._kinds(view)]

    def _kinds(self, view: SeatView) -> int:
        """How many kinds of unseen card the lookahead tries (more for small, cheap hands)."""
        return self.style.kinds + (self.style.small_extra if view.hand_size <= self.style.small_hand else 0)

    def _turn_value(self, view: SeatView, cards: Sequence[Card], *, final: bool, drawn: bool = True) -> float:
        """What holding ``cards`` (after a draw, or before it when ``drawn`` is False) is worth."""
        if not drawn:
            # a drawn card of no use is thrown away again: the hand is worth what it is now
            best = self.hands.solve(cards, discard=False).best
            worth = self._play_worth(view, best)
            if final:
                return worth
            if not best.unused:
                return worth + self._go_out_worth(view)
            return worth - self._toll(view) * (len(cards) + 1)
        solution = self.hands.solve(cards)
        if final:
            return self._play_worth(view, solution.best)
        if solution.go_out is not None:
            return self._play_worth(view, solution.go_out) + self._go_out_worth(view)
        return self._play_worth(view, solution.best) - self._toll(view) * len(cards)

    def _play_worth(self, view: SeatView, play: Play) -> float:
        """A play's score and the bonuses it is likely to win."""
        return play.score + self._bonus_worth(view, len(play.words), play.longest)

    def _toll(self, view: SeatView) -> float:
        return self.style.incomplete_toll

    def _go_out_worth(self, view: SeatView) -> float:
        """Worth of ending the round now: the others' cards that will be caught short."""
        others = sum(count for seat, count in enumerate(view.hand_counts) if seat != view.seat)
        return self.style.go_out_worth * others / max(1, view.player_count - 1)

    # ------------------------------------------------------------------ playing

    def _play(self, view: SeatView) -> Action:
        hand = view.hand
        solution = self.hands.solve(hand)
        overlooked = self.style.miss_go_out > 0 and self.rng.random() < self.style.miss_go_out
        if solution.go_out is not None and view.may_go_out and not overlooked:
            option = self._best_go_out(view, hand)
            if not self.style.patient or not self._worth_waiting(view, hand, option):
                return GoOut(view.seat, option.words, option.discard)
            return Discard(view.seat, option.discard)  # wait, keeping the complete hand
        return Discard(view.seat, self._choose_discard(view, hand))

    def _choose_discard(self, view: SeatView, hand: tuple[Card, ...]) -> Card:
        """The card to throw away: one the best play leaves out, the one whose loss hurts least.

        Cards inside the best play's words are kept (throwing one away breaks a word); among the
        cards left out, the solver scores what is kept, and the best few are looked at one draw
        ahead.
        """
        best = self.hands.solve(hand).best
        left_out = sorted({*best.unused, *([best.discard] if best.discard is not None else [])})
        if not left_out:
            left_out = sorted(set(hand))
        if self.style.careless and self.rng.random() < self.style.careless:
            return self.rng.choice(left_out)
        if len(left_out) == 1:
            return left_out[0]
        ranked = self.rank_discards(view, hand, left_out)
        if not self.style.lookahead:
            return ranked[0]
        small = view.hand_size <= self.style.small_hand
        shortlist = ranked[: self.style.candidates + small]
        return max(
            shortlist,
            key=lambda card: (
                self._expected(view, remove_cards(hand, [card])) - self._feeding(card),
                card.points,
            ),
        )

    def rank_discards(self, view: SeatView, hand: Sequence[Card], cards: Iterable[Card]) -> list[Card]:
        """``cards`` (of ``hand``), the best to throw away first: by what the hand is worth
        without the card, less how much the card would help the next player."""
        return sorted(
            cards,
            key=lambda card: (
                self._turn_value(view, remove_cards(hand, [card]), final=False, drawn=False)
                - self._feeding(card),
                card.points,
            ),
            reverse=True,
        )

    def _feeding(self, card: Card) -> float:
        """How much handing ``card`` to the next player is likely to help them, in points."""
        return self.style.feed * self.usefulness.get(card, 0.0)

    def _worth_waiting(self, view: SeatView, hand: tuple[Card, ...], option: LayOption) -> bool:
        """True if one more turn is expected to raise this go-out by more than it gives away.

        Waiting keeps the complete hand (everything but the go-out's discard), so the worst a
        draw can do is nothing: the same go-out is there next turn. The likeliest kinds of unseen
        card are tried; the rest count as no gain.
        """
        if not self.style.lookahead:
            return False
        kept = remove_cards(hand, [option.discard])
        now = option.points + self._bonus_estimate(view, option)
        total = sum(self._unseen.values())
        if total == 0:
            return False
        likely = self._likely(view)
        gain = 0.0
        for card, count in likely:
            play = self.hands.solve((*kept, card)).go_out
            if play is None or play.discard is None:
                continue
            later = LayOption(play.words, play.discard, play.score)
            gain += count * max(0.0, later.points + self._bonus_estimate(view, later) - now)
        return gain / total > self.style.wait_cost * view.hand_size

    def _best_go_out(self, view: SeatView, hand: Sequence[Card]) -> LayOption:
        """The go-out worth most, bonuses included (as far as they can be foreseen)."""
        options = []
        play = self.hands.solve(hand).go_out
        if play is not None and play.discard is not None:
            options.append(LayOption(play.words, play.discard, play.score))
        if self.style.bonus_aware:
            options.extend(longest_word_options(self.hands, hand, go_out=True))
        if not options:
            raise AssertionError("asked for a go-out the hand cannot make")
        return max(options, key=lambda option: option.points + self._bonus_estimate(view, option))

    def _bonus_estimate(self, view: SeatView, option: LayOption) -> float:
        """Expected bonus points of going out with ``option`` (the others still have a last turn)."""
        longest = max((word.letter_count for word in option.words), default=0)
        return self._bonus_worth(view, len(option.words), longest)

    def _bonus_worth(self, view: SeatView, words: int, longest: int) -> float:
        """Expected bonus points of ending the round with ``words`` words, the longest ``longest``
        letters long, against every other seat still to lay down."""
        if not self.style.bonus_aware:
            return 0.0
        rules = view.rules
        total = 0.0
        for bonus in rules.bonuses_for(view.player_count):
            mine = longest if bonus is Bonus.LONGEST_WORD else words
            total += rules.bonus_points * bonus_chance(bonus, mine, view.hand_size, view.player_count - 1)
        return total

    # ------------------------------------------------------------------ the last turn

    def _final_turn(self, view: SeatView) -> Action:
        hand = view.hand
        hands = self.hands
        if view.rules.offers_best_lay_down and self._make_final_hands is not None:
            if self._final_hands is None:
                self._final_hands = self._make_final_hands()
            hands = self._final_hands
            hands.new_round((view.round, view.dealer), view.rules)
        best = hands.solve(hand).best
        fallback = best.discard if best.discard is not None else max(hand, key=lambda card: card.points)
        options = [LayOption(best.words, fallback, best.score)]
        if self.style.bonus_aware:
            options.extend(longest_word_options(self.hands, hand, go_out=False))
        if self.style.careless and self.rng.random() < self.style.careless:
            options = options[:1]
        chosen = max(options, key=lambda option: self._final_score(view, option))
        return LayDown(view.seat, chosen.words, chosen.discard)

    def _final_score(self, view: SeatView, option: LayOption) -> float:
        """The round score ``option`` gives, bonuses judged against the words already on the table."""
        base = max(0, option.points) if view.rules.subtract_unused else sum(w.points for w in option.words)
        waiting = [seat for seat in view.final_turns_left if seat != view.seat]
        total = float(base)
        for bonus in view.rules.bonuses_for(view.player_count):
            if bonus is Bonus.LONGEST_WORD:
                mine = max((word.letter_count for word in option.words), default=0)
                theirs = [max((laid.word.letter_count for laid in words), default=0) for words in view.table]
            else:
                mine = len(option.words)
                theirs = [len(words) for words in view.table]
            others = [measure for seat, measure in enumerate(theirs) if seat != view.seat]
            if mine == 0 or (others and mine <= max(others)):
                continue
            total += view.rules.bonus_points * bonus_chance(bonus, mine, view.hand_size, len(waiting))
        return total


def bonus_chance(bonus: Bonus, mine: int, hand_size: int, rivals: int) -> float:
    """Rough chance that ``mine`` (letters in the longest word, or number of words) beats each of
    ``rivals`` hands not yet seen, in a round of ``hand_size`` cards; a tie wins nobody the bonus.

    A logistic guess around what a rival typically lays, measured with ``quiddler simulate``
    over hard and greedy players: the longest word grows from about 3 letters in round 1 to
    about 4.5 in round 8, the number of words from about 1 to 3.
    """
    if rivals <= 0:
        return 1.0
    if mine <= 0:
        return 0.0
    if bonus is Bonus.LONGEST_WORD:
        typical, slope = 2.6 + 0.2 * hand_size, 1.3
    else:
        typical, slope = 0.3 * hand_size, 2.0
    one = 1.0 / (1.0 + math.exp(-slope * (mine - typical - 0.5)))
    return one**rivals


def card_usefulness(words: Iterable[str], *, longest: int = 6) -> dict[Card, float]:
    """For each card, the share of the words of at most ``longest`` letters that contain its
    letters: E is in most short words, Q in almost none. A rough measure of how likely a card is
    to complete someone's hand."""
    letters: Counter[str] = Counter()
    doubles = [card for card in Card if card.is_double]
    double_counts: Counter[Card] = Counter()
    total = 0
    for word in words:
        if len(word) > longest:
            continue
        total += 1
        letters.update(set(word))
        for card in doubles:
            if card.letters in word:
                double_counts[card] += 1
    if not total:
        return {}
    return {card: (double_counts[card] if card.is_double else letters[card.letters]) / total for card in Card}
