"""The review of a game: for each round and each person, the points left on the table.

:func:`review_game` replays a game's setup and actions through the engine (what a save or the
history holds) and, for every person reviewed, looks at two things:

* **The final hand.** The hand they held on their last turn of the round, after the draw: the
  exact solver's best arrangement of it by the game's rules (the same dictionary, the smallest
  word and whether unused cards count, so Junior's one-card words and names are found) against
  what they laid. Someone who went out is compared with the best go-out of that hand, everyone
  else with the best lay-down of their final turn.
* **The turns.** Each draw and discard, judged only with the seat's view at that moment
  (:mod:`quiddler.coach.judge`): the top discard that would have let them go out, or made
  better words on a final turn; going out instead of discarding; a discard that kept worse words
  for no better chance of going out.

**What is counted.** A round is measured by its score *before bonuses* (the points of the
words less the unused cards, never below zero, less the points of a word that lost a challenge:
exactly what the hint maximises) *plus the bonuses it won*; an alternative is measured by its
score before bonuses plus the bonuses its words would have won against the words the others
laid that round. So a lay-down that won the longest-word bonus is no miss beside one worth a
few points more without it. The best arrangement is still the one with the most points before
bonuses (the hint's): one that would give up points to win a bonus is not looked for, since
whether it wins depends on words the others had not laid yet. The points missed in a round are
how far the best *certain* alternative (the best arrangement of the final hand, or a go-out
seen on an earlier turn) is above what they scored; misses of one round are other ways to the
same points, so only the biggest counts, plus any points lost by challenging a word that was
allowed (not challenging was sure to cost nothing). A player who always did what the hint said
has missed nothing.

**Whom.** Computer seats are not reviewed unless asked (``computers=True``); pass ``seats`` to
review only some people (the app reviews one player at a time, after that player's pass screen).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from quiddler.coach.judge import Alternative, blind_was_better, judge_draw, judge_play
from quiddler.dictionary.family import family_skipped
from quiddler.engine import (
    Action,
    Card,
    Challenged,
    Discard,
    Draw,
    Game,
    GameSetup,
    GoOut,
    LayDown,
    Phase,
    RoundSummary,
    SeatView,
    Word,
    award_bonuses,
)
from quiddler.engine.ports import WordChecker
from quiddler.engine.replay import Replay
from quiddler.engine.shuffle import Shuffler
from quiddler.i18n import _, ngettext
from quiddler.players.hands import HandSolver
from quiddler.solver import Play, WordIndex

__all__ = ["Miss", "PersonRound", "GameReview", "review_game", "review_actions"]


@dataclass(frozen=True)
class Miss:
    """One thing that cost points (or a chance) in a round: a sentence's worth of facts."""

    round: int
    seat: int
    #: ``"lay_down"`` (the final hand's arrangement), ``"take"``, ``"go_out"``, ``"discard"`` or
    #: ``"challenge"`` (a challenged word that was allowed).
    kind: str
    #: The player's turn in the round (1 for the first draw); 0 for a challenge.
    turn: int
    #: Round points this cost (bonuses counted on both sides); 0 for a chance whose outcome was not
    #: sure. Misses of one round overlap: see :attr:`PersonRound.counted_misses`.
    points: int
    alternative: Alternative | None = None
    #: For ``"challenge"``: the word challenged.
    word: Word | None = None
    #: The bonus points the alternative's words would have won against the words the others
    #: laid that round (``points`` counts them, and the bonuses the round really won).
    bonus: int = 0


@dataclass(frozen=True)
class PersonRound:
    """One person's round: their final hand, what they laid, the best arrangement, the misses."""

    round: int
    hand_size: int
    seat: int
    name: str
    went_out: bool
    final_hand: tuple[Card, ...]
    laid: tuple[Word, ...]
    rejected: tuple[Word, ...]
    unused: tuple[Card, ...]
    discard: Card | None
    #: The round score before bonuses: floored words less unused, less lost challenges of theirs.
    scored: int
    best: Play
    best_value: int
    misses: tuple[Miss, ...]
    #: Points lost by challenging words that were allowed (counted in :attr:`missed`).
    challenge_loss: int = 0
    #: The family filter kept a word the final hand could spell out of :attr:`best`: it is the
    #: best the filter allows, not the best (a person may lay that word).
    family_skipped: bool = False
    #: Bonus points the round gave them (longest word, most words), and those the best
    #: arrangement's words would have won against the words the others laid.
    bonus: int = 0
    best_bonus: int = 0

    @property
    def lay_down_missed(self) -> int:
        """How far the best arrangement of the final hand, with the bonuses its words would have
        won, is above what was scored with the bonuses won."""
        return max(0, self.best_value + self.best_bonus - self.scored - self.bonus)

    @property
    def missed(self) -> int:
        """Points left on the table this round: the best certain alternative over what was scored
        (bonuses counted on both sides), plus challenges lost as challenger. Misses of one round
        overlap (each is another way to the same points), so the best one counts, not their sum."""
        values = [self.best_value + self.best_bonus] + [
            miss.alternative.value + miss.bonus
            for miss in self.misses
            if miss.alternative is not None and miss.alternative.value is not None
        ]
        return max(0, max(values) - self.scored - self.bonus) + self.challenge_loss

    @property
    def overlapping(self) -> bool:
        """More than one miss of this round cost points that are not a lost challenge: they are
        ways to the same points, and the round counts only the biggest."""
        return sum(1 for miss in self.misses if miss.points and miss.kind != "challenge") > 1

    @property
    def counted_misses(self) -> tuple[Miss, ...]:
        """The misses whose points add up to :attr:`missed`: the biggest of the overlapping ones
        (the earliest on a tie) and every lost challenge."""
        sure = [miss for miss in self.misses if miss.points and miss.kind != "challenge"]
        challenges = [miss for miss in self.misses if miss.kind == "challenge" and miss.points]
        first = sorted(sure, key=lambda miss: -miss.points)[:1]  # stable: the earliest on a tie
        return (*first, *challenges)

    @property
    def played_best(self) -> bool:
        return self.missed == 0


@dataclass(frozen=True)
class GameReview:
    """A whole game's review: every reviewed person's rounds, in round then seat order."""

    players: tuple[str, ...]
    seats: tuple[int, ...]
    rounds: tuple[tuple[PersonRound, ...], ...]
    finished: bool
    rules_name: str = ""

    def of(self, seat: int) -> list[PersonRound]:
        return [person for round_ in self.rounds for person in round_ if person.seat == seat]

    def missed(self, seat: int) -> int:
        return sum(person.missed for person in self.of(seat))

    def biggest(self, count: int = 5) -> list[Miss]:
        """The misses that cost most points, the most first (ties: earlier round first).

        The misses of one person's round overlap (each is another way to the same points), so
        only the biggest of them is listed, with any lost challenge (which adds to it): the
        listed points never add up to more than were left on the table."""
        misses = [miss for round_ in self.rounds for person in round_ for miss in person.counted_misses]
        return sorted(misses, key=lambda miss: (-miss.points, miss.round, miss.seat, miss.turn))[:count]

    def summary(self, seat: int) -> str:
        """One line: "Ann played within 12 points of her best over 8 rounds"."""
        rounds = len(self.of(seat))
        name = self.players[seat]
        over = ngettext("{count} round", "{count} rounds", rounds).format(count=rounds)
        missed = self.missed(seat)
        if missed == 0:
            return _("{name} played the best their cards allowed in every one of {rounds}.").format(
                name=name, rounds=over
            )
        said = ngettext(
            "{name} played within {count} point of their best over {rounds}.",
            "{name} played within {count} points of their best over {rounds}.",
            missed,
        )
        return said.format(name=name, count=missed, rounds=over)


def review_game(
    game: Game, index: WordIndex, seats: Collection[int] | None = None, *, rng: Shuffler | None = None
) -> GameReview:
    """The review of ``game`` (replayed anew from its setup and actions) for ``seats``.

    ``index`` is the solver's index of the game's dictionary, as the game's checker sees it
    (:func:`quiddler.dictionary.for_rules`: with Junior's names). ``seats`` defaults to all.
    A game dealt by a :class:`~quiddler.engine.StackedDeck` needs a fresh one as ``rng``.
    """
    return review_actions(game.setup, game.actions, game.checker, index, seats, rng=rng)


def review_actions(
    setup: GameSetup,
    actions: Iterable[Action],
    checker: WordChecker,
    index: WordIndex,
    seats: Collection[int] | None = None,
    *,
    seat_kinds: Sequence[str] | None = None,
    computers: bool = False,
    rng: Shuffler | None = None,
) -> GameReview:
    """Replay ``actions`` on ``setup`` and review the rounds that were scored.

    ``seat_kinds`` (``"human"`` or ``"bot:<level>"`` per seat, as a save lists them) leaves the
    computer seats out unless ``computers``; ``seats`` narrows further. Raises the engine's
    :class:`~quiddler.engine.QuiddlerError` if the actions do not replay.
    """
    count = len(setup.players)
    chosen = set(range(count) if seats is None else seats)
    if seat_kinds is not None and not computers:
        chosen = {seat for seat in chosen if seat_kinds[seat] == "human"}
    replayed = Replay(setup, actions, checker, rng)  # the engine's one replay
    game = replayed.game
    walker = _Walker(game, HandSolver(index), chosen)
    for action in replayed.steps(after=walker.after):
        walker.before(action)
    return GameReview(
        players=setup.players,
        seats=tuple(sorted(chosen)),
        rounds=tuple(walker.rounds),
        finished=game.is_over,
        rules_name=setup.rules.name,
    )


@dataclass
class _Round:
    """What is gathered about one round while it is replayed."""

    alternatives: dict[int, list[Alternative]] = field(default_factory=dict)
    #: Each seat's hand on its last turn, after the draw, and that turn's number.
    final_hands: dict[int, tuple[tuple[Card, ...], int]] = field(default_factory=dict)
    challenges: list[Challenged] = field(default_factory=list)
    #: The seat's view before a blind draw that a "take" alternative was found for (by the
    #: alternative's id): the blind draw's worth is weighed from it only if the miss is told.
    before_draw: dict[int, SeatView] = field(default_factory=dict)


class _Walker:
    """Follows the replay: each decision of a reviewed seat is judged from that seat's view."""

    def __init__(self, game: Game, hands: HandSolver, seats: set[int]) -> None:
        self.game = game
        self.hands = hands
        self.seats = seats
        self.rounds: list[tuple[PersonRound, ...]] = []
        self.current = _Round()
        #: A "take" alternative of the draw just made, until the card drawn is seen.
        self.pending_take: tuple[int, Alternative, SeatView] | None = None

    def before(self, action: Action) -> None:
        game = self.game
        if game.phase not in (Phase.DRAW, Phase.PLAY):
            return
        seat = game.current
        if seat not in self.seats or not isinstance(action, Draw | Discard | GoOut | LayDown):
            return
        self.hands.new_round((game.round, game.dealer), game.rules)
        view = game.view(seat)  # the seat's view: nothing it could not see
        if isinstance(action, Draw):
            found = judge_draw(view, action, self.hands, weigh_blind=False)
            if found is not None and found.kind == "take" and found.value is not None:
                self.pending_take = (seat, found, view)  # judged once the card drawn is in the hand
                return
        else:
            self._drawn_instead(seat, view)
            found = judge_play(view, action, self.hands)
            if isinstance(action, GoOut | LayDown):
                self.current.final_hands[seat] = (view.hand, view.turns_taken)
        if found is not None:
            self.current.alternatives.setdefault(seat, []).append(found)

    def _drawn_instead(self, seat: int, view: SeatView) -> None:
        """Keep the pending "take the discard" alternative of ``seat``'s draw unless the card
        drawn blind let them go out for as much: then drawing blind cost nothing."""
        pending, self.pending_take = self.pending_take, None
        if pending is None or pending[0] != seat:
            return
        alternative = pending[1]
        self.current.before_draw[id(alternative)] = pending[2]
        drawn = self.hands.solve(view.hand).go_out
        value = alternative.value
        if drawn is not None and view.may_go_out and value is not None and drawn.round_score >= value:
            return
        self.current.alternatives.setdefault(seat, []).append(alternative)

    def after(self, record: object) -> None:
        if isinstance(record, Challenged):
            self.current.challenges.append(record)
        if self.game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) and len(self.game.summaries) > len(
            self.rounds
        ):
            self.rounds.append(self._close(self.game.summaries[-1]))
            self.current = _Round()

    def _close(self, summary: RoundSummary) -> tuple[PersonRound, ...]:
        rules = self.game.rules
        self.hands.new_round((summary.round, summary.dealer), rules)
        people = []
        for seat in sorted(self.seats):
            result = summary.results[seat]
            hand, last_turn = self.current.final_hands[seat]
            mine = [c for c in self.current.challenges if c.loser == seat]
            own_loss = sum(c.penalty for c in mine if c.seat == seat)
            challenge_loss = sum(c.penalty for c in mine if c.challenger == seat)
            scored = result.base - own_loss
            solution = self.hands.solve(hand)
            went_out = summary.went_out == seat
            best = solution.go_out if went_out and solution.go_out is not None else solution.best
            others = [other.words for other in summary.results]

            def bonus_of(words: tuple[Word, ...], seat: int = seat, others: list[Any] = others) -> int:
                """The bonus points ``words`` would have won against the words the others laid."""
                table = [*others[:seat], words, *others[seat + 1 :]]
                won = award_bonuses(table, rules.bonuses_for(len(table)))[seat]
                return rules.bonus_points * len(won)

            best_value = best.round_score
            won = result.bonus_points
            total = scored + won  # what the round gave, bonuses counted
            misses = []
            for alt in self.current.alternatives.get(seat, []):
                bonus = bonus_of(alt.play.words) if alt.value is not None and alt.play is not None else 0
                view = self.current.before_draw.get(id(alt))
                if not _worth_telling(alt, scored, bonus, won):
                    continue
                if view is not None and blind_was_better(view, alt, self.hands):
                    continue  # a blind draw was worth more on average: drawing blind was fair
                misses.append(
                    Miss(
                        summary.round,
                        seat,
                        alt.kind,
                        alt.turn,
                        _points(alt, total, bonus),
                        alt,
                        bonus=bonus,
                    )
                )
            best_bonus = bonus_of(best.words)
            if best_value + best_bonus > total:
                misses.append(
                    Miss(
                        summary.round,
                        seat,
                        "lay_down",
                        last_turn,
                        best_value + best_bonus - total,
                        bonus=best_bonus,
                    )
                )
            for challenge in mine:
                if challenge.challenger == seat:
                    misses.append(
                        Miss(summary.round, seat, "challenge", 0, challenge.penalty, word=challenge.word)
                    )
            people.append(
                PersonRound(
                    round=summary.round,
                    hand_size=summary.hand_size,
                    seat=seat,
                    name=self.game.players[seat],
                    went_out=went_out,
                    final_hand=hand,
                    laid=result.words,
                    rejected=result.rejected_words,
                    unused=result.unused,
                    discard=result.discard,
                    scored=scored,
                    best=best,
                    best_value=best_value,
                    misses=tuple(misses),
                    challenge_loss=challenge_loss,
                    bonus=won,
                    best_bonus=best_bonus,
                    family_skipped=family_skipped(self.game.checker, hand, min_cards=rules.min_word_cards),
                )
            )
        return tuple(people)


def _worth_telling(alternative: Alternative, scored: int, bonus: int = 0, won: int = 0) -> bool:
    """A sure alternative that would not have scored more (they went out later for as much, or
    more; bonuses counted: ``bonus`` the alternative would have won, ``won`` what the round won)
    is no miss; nor is a discard pile card that would only have made better words for now when
    the round ended better than those words. A better discard's chance to go out sooner is told
    whatever came of it."""
    if alternative.value is not None:
        return _points(alternative, scored + won, bonus) > 0
    if alternative.kind == "take" and alternative.play is not None:
        return alternative.play.round_score > scored
    return True


def _points(alternative: Alternative, total: int, bonus: int = 0) -> int:
    """What a certain alternative (with the ``bonus`` it would have won) would have added to the
    round's ``total`` (bonuses counted); 0 for a chance."""
    return 0 if alternative.value is None else max(0, alternative.value + bonus - total)


def as_dict(review: GameReview) -> dict[str, Any]:
    """The review as JSON-ready data (``quiddler review --json``): docs/guide.md gives the shape."""
    return {
        "players": list(review.players),
        "reviewed": [review.players[seat] for seat in review.seats],
        "finished": review.finished,
        "rules": review.rules_name,
        "missed": {review.players[seat]: review.missed(seat) for seat in review.seats},
        "summary": [review.summary(seat) for seat in review.seats],
        "rounds": [
            {
                "round": round_[0].round + 1 if round_ else index + 1,
                "hand_size": round_[0].hand_size if round_ else None,
                "players": [_person_dict(person) for person in round_],
            }
            for index, round_ in enumerate(review.rounds)
        ],
        "biggest": [_miss_dict(miss, review.players) for miss in review.biggest()],
    }


def _cards(cards: Iterable[Card]) -> list[str]:
    return [card.value for card in cards]


def _words(words: Iterable[Word]) -> list[list[str]]:
    return [word.to_list() for word in words]


def _person_dict(person: PersonRound) -> dict[str, Any]:
    return {
        "player": person.name,
        "seat": person.seat,
        "went_out": person.went_out,
        "final_hand": _cards(person.final_hand),
        "laid": {
            "words": _words(person.laid),
            "rejected": _words(person.rejected),
            "unused": _cards(person.unused),
            "discard": person.discard.value if person.discard is not None else None,
            "score": person.scored,
            "bonus": person.bonus,
        },
        "best": {**person.best.to_dict(), "score": person.best_value, "bonus": person.best_bonus},
        "missed": person.missed,
        "misses": [_miss_dict(miss, None) for miss in person.misses],
    }


def _miss_dict(miss: Miss, players: Sequence[str] | None) -> dict[str, Any]:
    data: dict[str, Any] = {"round": miss.round + 1}
    if players is not None:
        data["player"] = players[miss.seat]
    data.update(kind=miss.kind, turn=miss.turn, points=miss.points)
    alt = miss.alternative
    if alt is not None:
        if alt.card is not None:
            data["card"] = alt.card.value
        if alt.play is not None:
            data["play"] = alt.play.to_dict()
        if alt.kind == "discard":
            data.update(
                thrown=alt.thrown.value if alt.thrown is not None else None,
                chance=round(alt.chance, 3),
                better_chance=round(alt.better_chance, 3),
            )
    if miss.word is not None:
        data["word"] = miss.word.to_list()
    return data
