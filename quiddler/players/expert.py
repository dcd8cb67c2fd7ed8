"""The expert computer player: judges each move by playing the round out in imagined deals.

It cannot see the other hands or the draw pile, so it imagines them: for each decision it deals
the cards it has not seen to the other hands and the draw pile, ``samples`` times
(:mod:`quiddler.players.worlds`: each seat keeps the cards it was seen taking from the discard
pile). In each such *world* it plays every move it is weighing, then the rest of the round with
a quick policy for every seat (:mod:`quiddler.players.playouts`), and scores the round exactly:
words, unused cards, bonuses. The move with the best average wins. Every move is tried in the
same worlds, so even a few dozen make a fair comparison (common random numbers). This is
determinized Monte Carlo: the rollout improves on the policies it rolls out with.

That one mechanism answers the questions ``hard`` answers with rules of thumb:

* **Going out now or waiting.** Going out ends the round: the world then plays the others' final
  turns, the discard handed to the next of them. Waiting with a complete hand plays the next
  turns, where another seat may go out first — as often as the worlds' hands let it.
* **The bonuses.** The rounds are scored with the bonuses, so a go-out built around a longer
  word, or a final turn that beats the words on the table, is worth what it wins.
* **The game, not the round.** A round's result is judged by the chance of winning the game it
  leaves (:func:`win_chance`): a lead must survive the rounds still to come, and in the last
  round only winning counts. Ahead, the expert plays safe; behind, it takes risks.

The moves weighed: both piles to draw from, each followed by ``hard``'s move with the card drawn
(it needs nothing hidden, so the same card gets the same move in every world); going out the
solver's way and around each of the longest words; the discards ``hard`` ranks best; and waiting
a turn with a complete hand (throwing away a go-out's discard).

**What the others' turns say.** A seat that ended its last turn with a plain discard could
probably not go out: a world that gives it a hand that could (with the card it threw away) is
kept only with chance ``wait_chance``.

**Rounds always end.** The expert never throws back the card it just took from the discard pile
(that passes the turn, and two players passing could do so for ever), goes out when it can after
``patience`` turns of a round, and draws blind after ``blind_after`` turns.

**Cost and determinism.** The worlds come from the player's own seeded generator, so the same
seed plays the same way. ``samples`` is the control; ``budget`` caps the processor time of one
decision (of the thread deciding, so other work on the machine does not count): worlds are
played one at a time for every move, and when the budget runs out the moves are compared on the
worlds played so far. That depends on the machine's speed, so such decisions are counted
(:attr:`ExpertPlayer.budget_hits`); with the defaults they are rare, and a decision that is not
cut short is always the same for the same seed.

**At a table of four** it is barely ahead of ``hard`` (calibration games: ahead of hard in 158 of
300), though it beats hard in 63% of two-player games. It goes out in 43% of the turns it could
(hard 79%), waiting deliberately for a final turn with a complete hand; never waiting, or judging
by rivals beaten instead of :func:`win_chance`, did not help in small paired runs.
docs/development.md ("How the expert thinks") has the figures and what is left to try.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from quiddler.engine import (
    Action,
    Card,
    Discard,
    Discarded,
    Draw,
    Drew,
    GoOut,
    LayDown,
    Phase,
    SeatView,
    Source,
)
from quiddler.engine.ports import WordChecker
from quiddler.players.challenge import unknown_words
from quiddler.players.hands import HandSolver, longest_word_options
from quiddler.players.knowledge import draw_sources
from quiddler.players.playouts import Playout
from quiddler.players.strategic import HARD, StrategicPlayer
from quiddler.players.worlds import World, deal_world

__all__ = [
    "ExpertSettings",
    "ExpertPlayer",
    "DEFAULT_SAMPLES",
    "DEFAULT_BUDGET",
    "round_spread",
    "win_chance",
]

#: Worlds dealt per decision.
DEFAULT_SAMPLES = 24
#: Seconds a decision may take at most.
DEFAULT_BUDGET = 0.25


@dataclass(frozen=True)
class ExpertSettings:
    """How hard the expert thinks (see the module docstring)."""

    #: Worlds dealt per decision: more is (a little) stronger and slower.
    samples: int = DEFAULT_SAMPLES
    #: Seconds of processor time a decision may take; worlds not played by then are skipped.
    budget: float = DEFAULT_BUDGET
    #: Turns a playout plays before the round is settled as if everyone laid their best play.
    horizon: int = 8
    #: Discards weighed (the best ``hard`` ranks), besides waiting with a complete hand.
    discards: int = 3
    #: Ways of waiting a turn with a complete hand weighed (the go-outs' discards).
    waits: int = 3
    #: Turns into a round after which a hand that can go out does (no more waiting).
    patience: int = 5
    #: Turns into a round after which the draw is always blind, so a long round moves on.
    blind_after: int = 10
    #: How often the worlds let a seat that just discarded have held a hand that could go out
    #: (a player may wait); 1 reads nothing into the others' turns.
    wait_chance: float = 0.2


class ExpertPlayer:
    """The ``expert`` level; see the module docstring."""

    level = "expert"

    def __init__(
        self,
        hands: HandSolver,
        vocabulary: WordChecker,
        *,
        rng: random.Random,
        usefulness: Mapping[Card, float] | None = None,
        settings: ExpertSettings = ExpertSettings(),
        clock: Callable[[], float] = time.thread_time,
    ) -> None:
        self.hands = hands
        self.vocabulary = vocabulary
        self.rng = rng
        self.settings = settings
        self.clock = clock
        #: ``hard``'s judgement, for the moves worth weighing.
        self.hard = StrategicPlayer(HARD, hands, vocabulary, rng=random.Random(0), usefulness=usefulness)
        #: ``hard`` without its patience (cheaper), for this seat's move right after a draw.
        self.follower = StrategicPlayer(
            replace(HARD, patient=False), hands, vocabulary, rng=random.Random(0), usefulness=usefulness
        )
        self.playout = Playout(hands, horizon=settings.horizon)
        #: Decisions cut short by the time budget.
        self.budget_hits = 0
        #: This decision's follow-up moves after a draw, by card drawn and discard pile size.
        self._follow: dict[tuple[Card, int], Action] = {}

    # ------------------------------------------------------------------ the protocol

    def act(self, view: SeatView) -> Action:
        self.hands.new_round((view.round, view.dealer), view.rules)
        seed = self.rng.getrandbits(64)
        if view.phase is Phase.DRAW:
            sources = draw_sources(view)
            if len(sources) < 2:
                return Draw(view.seat, sources[0] if sources else Source.DRAW_PILE)
            if view.went_out is None and view.turns_taken >= self.settings.blind_after:
                return Draw(view.seat, Source.DRAW_PILE)  # a long round: keep the cards moving
            return self._best(view, [Draw(view.seat, source) for source in sources], seed)
        if view.went_out is not None:
            return self._best(view, self._final_options(view), seed)
        return self._best(view, self._play_options(view), seed)

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return unknown_words(view, self.vocabulary)

    # ------------------------------------------------------------------ the moves weighed

    def _play_options(self, view: SeatView) -> list[Action]:
        """Going out (each way worth weighing), and the few discards ``hard`` ranks best; when
        the hand can go out, also waiting a turn with it complete (throwing the go-out's discard)."""
        hand = view.hand
        seat = view.seat
        solution = self.hands.solve(hand)
        options: list[Action] = []
        waiting: list[Card] = []
        if solution.go_out is not None and view.may_go_out:
            play = solution.go_out
            assert play.discard is not None
            options.append(GoOut(seat, play.words, play.discard))
            for option in longest_word_options(self.hands, hand, go_out=True):
                options.append(GoOut(seat, option.words, option.discard))
            if view.turns_taken > self.settings.patience:
                return _distinct(options)  # waited long enough: a round must end
            # any go-out's discard keeps a complete hand
            waiting = list(dict.fromkeys(option.discard for option in options if isinstance(option, GoOut)))
            waiting = waiting[: self.settings.waits]
        best = solution.best
        left_out = {*best.unused, *([best.discard] if best.discard is not None else [])}
        # Throwing back the card just taken from the discard pile would pass the turn; two
        # players doing that could pass for ever.
        taken = _taken(view)
        choices = sorted(left_out - {taken}) or sorted(set(hand) - {taken}) or sorted(hand)
        discards = self.hard.rank_discards(view, hand, choices)[: self.settings.discards]
        discards += [card for card in waiting if card not in discards and card != taken]
        options.extend(Discard(seat, card) for card in discards)
        return _distinct(options)

    def _final_options(self, view: SeatView) -> list[Action]:
        """The best play and the plays built around the longest words."""
        hand = view.hand
        best = self.hands.solve(hand).best
        options = [
            LayDown(view.seat, best.words, best.discard if best.discard is not None else _dearest(hand))
        ]
        for option in longest_word_options(self.hands, hand, go_out=False):
            options.append(LayDown(view.seat, option.words, option.discard))
        return _distinct(options)

    # ------------------------------------------------------------------ weighing them

    def _best(self, view: SeatView, options: list[Action], seed: int) -> Action:
        """The option with the best average outcome over the worlds (the first of equals)."""
        if len(options) == 1:
            return options[0]
        self._follow = {}
        settings = self.settings
        totals = [0.0] * len(options)
        deadline = self.clock() + settings.budget
        worlds = max(1, settings.samples)
        dealt = self._worlds(view, seed)
        for sample in range(worlds):
            world_seed, world = next(dealt)
            for index, option in enumerate(options):
                copy = world.copy(random.Random(world_seed))
                totals[index] += self._outcome(view, copy, option)
            if sample + 1 < worlds and self.clock() > deadline:
                self.budget_hits += 1
                break
        best = max(range(len(options)), key=lambda index: (totals[index], -index))
        return options[best]

    def _worlds(self, view: SeatView, seed: int) -> Iterator[tuple[int, World]]:
        """Worlds consistent with the view, each with the seed for its own random events.

        A world where a seat that just ended its turn by discarding could have gone out instead
        is unlikely (players go out when they can, mostly), so it is kept only now and then.
        """
        rng = random.Random(seed)
        clues = _last_discards(view) if self.settings.wait_chance < 1 else []
        tries = 0
        while True:
            world_seed = rng.getrandbits(64)
            world = deal_world(view, random.Random(world_seed))
            tries += 1
            if clues and tries <= 4 * self.settings.samples and not self._plausible(world, clues, rng):
                continue
            yield world_seed, world

    def _plausible(self, world: World, clues: list[tuple[int, Card]], rng: random.Random) -> bool:
        """False (now and then True) if a seat that discarded could have gone out in ``world``."""
        for seat, card in clues:
            if self.hands.solve((*world.hands[seat], card)).go_out is not None:
                return rng.random() < self.settings.wait_chance
        return True

    def _outcome(self, view: SeatView, world: World, option: Action) -> float:
        """Play ``option`` in ``world``, then the round out; what that is worth to this seat."""
        match option:
            case Draw():
                card = world.take(option.source is Source.DISCARD_PILE)
                self._apply(world, self._follow_up(view, world, card))
            case Discard():
                world.throw(option.card)
            case GoOut() | LayDown():
                world.lay(option.words, option.discard)
        self.playout.run(world)
        return self._worth(view, world.scores())

    def _follow_up(self, view: SeatView, world: World, card: Card) -> Action:
        """What this seat plays after drawing ``card`` in a world: ``hard``'s move, which needs
        nothing hidden, so the same card gets the same move in every world (kept per decision)."""
        key = (card, len(world.discard))
        action = self._follow.get(key)
        if action is None:
            hand = (*view.hand, card)
            counts = list(view.hand_counts)
            counts[view.seat] += 1
            after = replace(
                view,
                hand=hand,
                phase=Phase.PLAY,
                discard_pile=tuple(world.discard),
                draw_count=len(world.draw),
                turns_taken=view.turns_taken + 1,
                hand_counts=tuple(counts),
            )
            action = self._follow[key] = self.follower.act(after)
        return action

    @staticmethod
    def _apply(world: World, action: Action) -> None:
        """Play the current seat's move (after its draw) in ``world``."""
        match action:
            case Discard():
                world.throw(action.card)
            case GoOut() | LayDown():
                world.lay(action.words, action.discard)

    def _worth(self, view: SeatView, scores: list[int]) -> float:
        """The chance of winning the game if the round ends with ``scores`` (:func:`win_chance`);
        the round's margin over the others breaks ties (far ahead or far behind, every move wins
        or loses alike)."""
        me = view.seat
        margin = scores[me] - (sum(scores) - scores[me]) / (len(scores) - 1)
        return win_chance(view, scores) + margin / 1000


def win_chance(view: SeatView, scores: Sequence[int]) -> float:
    """How likely the seat of ``view`` is to win the game if this round ends with ``scores``.

    The rounds still to come are taken to add to each pair of players a difference spread
    normally around nothing, :func:`round_spread` points a round; so a lead of ``L`` over a rival
    with a spread of ``s`` still to come is kept with chance Φ(L / s), and after the last round
    the game is simply won (1), shared (1/k among k) or lost (0). Against several rivals the
    chances are multiplied.
    """
    me = view.seat
    totals = [total + score for total, score in zip(view.totals, scores, strict=True)]
    spread = math.sqrt(sum(round_spread(size) ** 2 for size in view.rules.hand_sizes[view.round + 1 :]))
    if spread == 0:
        top = max(totals)
        return 1 / totals.count(top) if totals[me] == top else 0.0
    chance = 1.0
    for seat, total in enumerate(totals):
        if seat != me:
            chance *= _normal((totals[me] - total) / spread)
    return chance


def _taken(view: SeatView) -> Card | None:
    """The card this seat took from the discard pile on this turn, if it did."""
    for record in reversed(view.round_log):
        if isinstance(record, Drew) and record.seat == view.seat:
            return record.card if record.source is Source.DISCARD_PILE else None
    return None


def _last_discards(view: SeatView) -> list[tuple[int, Card]]:
    """(seat, card) for each other seat whose last turn this round ended with a plain discard of
    ``card``: it held that card and its hand then, and did not go out with them."""
    last: dict[int, Card | None] = {}
    for record in view.round_log:
        if isinstance(record, Drew):
            last[record.seat] = None
        elif isinstance(record, Discarded):
            last[record.seat] = record.card
    turns = Counter(record.seat for record in view.round_log if isinstance(record, Drew))
    return [
        (seat, card)
        for seat, card in sorted(last.items())
        if card is not None and seat != view.seat and view.rules.lets_go_out_on_turn(turns[seat])
    ]


def _distinct(options: Sequence[Action]) -> list[Action]:
    """The options less repeats (the same words in another order, the same discard)."""
    unique: dict[tuple[object, ...], Action] = {}
    for option in options:
        if isinstance(option, GoOut | LayDown):
            key: tuple[object, ...] = (
                type(option),
                tuple(sorted(w.cards for w in option.words)),
                option.discard,
            )
        else:
            key = (option,)
        unique.setdefault(key, option)
    return list(unique.values())


def _dearest(cards: Sequence[Card]) -> Card:
    """The card worth most points (the first of equals)."""
    return max(cards, key=lambda card: card.points)


def round_spread(hand_size: int) -> float:
    """The usual spread (standard deviation) of the difference between two players' scores in a
    round of ``hand_size`` cards: about 11 points in round 1 to 15 in round 8 (measured with
    ``quiddler simulate``, hard against hard)."""
    return 10 + 0.5 * hand_size


def _normal(x: float) -> float:
    """The standard normal distribution function Φ(x)."""
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))
