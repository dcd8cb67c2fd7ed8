"""Judging one decision from what the player could see then: their :class:`SeatView` only.

Every function here takes the seat's view at the moment of the decision (never the game), so a
turn is judged with the player's own hand, the face-up discard pile, the words on the table and
the cards counted as unseen — exactly what the hint knew, and no more. The judgement follows
the hint's own advice (the table's hint, ``draw_hint`` and ``play_hint``, gives it in words): a
player who did what the hint said is never told they missed something (a test plays whole games
by the hint to keep the two in step).

Two kinds of alternative are told apart:

* **certain** ones, whose result the player could know for sure at that moment: going out now
  (with the top discard, or instead of discarding), or, on a final turn, laying the best words
  with the top discard. They carry ``value``, the round score (before bonuses) they would have
  made, and the review counts the difference with what the player really scored as points
  missed;
* **chances**: another discard that would have kept better words and as good or a better chance
  to go out on the next blind draw. The next card is unknown, so these are told, with the
  chances, but cost no points.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quiddler.engine import Card, Discard, Draw, GoOut, LayDown, SeatView, Source, Word
from quiddler.i18n import _
from quiddler.players.hands import HandSolver
from quiddler.players.knowledge import draw_sources, remove_cards, unseen_cards
from quiddler.solver import Play, blind_go_out_value, can_go_out, takes_discard

__all__ = ["Alternative", "blind_was_better", "judge_draw", "judge_play", "next_draw_chance"]


@dataclass(frozen=True)
class Alternative:
    """A better choice than the one made, seen from the player's seat at the time.

    ``kind`` is ``"take"`` (take the top discard instead of drawing blind), ``"go_out"`` (go out
    instead of discarding) or ``"discard"`` (another card to discard). ``play`` is what the
    alternative lays (a go-out, or a final turn's best words), ``value`` its certain round score
    before bonuses, or None when its outcome depended on an unseen card.
    """

    kind: str
    turn: int
    card: Card | None
    play: Play | None
    value: int | None
    #: For ``"discard"``: the card thrown, the best words kept after it and after the better
    #: discard (points if the round ended now), and both chances of going out on the next draw.
    thrown: Card | None = None
    kept: int = 0
    better_kept: int = 0
    chance: float = 0.0
    better_chance: float = 0.0
    #: For a ``"take"`` that was not certain: the word points before and after taking.
    words_before: int = 0
    words_after: int = 0
    final_turn: bool = False


def judge_draw(
    view: SeatView, action: Draw, hands: HandSolver, *, weigh_blind: bool = True
) -> Alternative | None:
    """The better draw, if the hint would have taken the top discard and the player drew blind.

    A go-out with the top discard counts only when it is worth at least what a blind draw would
    bring in expectation over the cards the player had not seen (:func:`blind_go_out_value`).
    The review then drops it if the card really drawn let them go out for as much.
    ``weigh_blind=False`` leaves the blind draw's value out (the review weighs it later, with
    :func:`blind_was_better`, only for the draws it would tell: it costs a solve per unseen card).
    """
    if action.source is not Source.DRAW_PILE or Source.DISCARD_PILE not in draw_sources(view):
        return None
    top = view.discard_top
    if top is None:
        return None
    final_turn = view.went_out is not None
    barred = view.why_not_go_out is not None  # the engine's answer for the turn being drawn for
    now = hands.solve(view.hand, discard=False)
    taking = hands.solve((*view.hand, top))
    blind = None
    if weigh_blind and taking.go_out is not None and not final_turn and not barred:
        blind = blind_value(view, hands)
    if not takes_discard(now, taking, top, final_turn=final_turn, barred=barred, blind=blind):
        return None
    turn = view.turns_taken + 1
    if taking.go_out is not None and not final_turn and not barred:
        return Alternative("take", turn, top, taking.go_out, taking.go_out.round_score)
    best = taking.best
    return Alternative(
        "take",
        turn,
        top,
        best,
        best.round_score if final_turn else None,
        words_before=now.best.word_points,
        words_after=best.word_points,
        final_turn=final_turn,
    )


def blind_value(view: SeatView, hands: HandSolver) -> float:
    """What a blind draw was worth to the seat in expectation, as far as going out goes, over
    what the player could know: the cards not in their hand or in sight."""
    minimum = hands.rules.min_word_cards
    return blind_go_out_value(
        view.hand,
        unseen_cards(view),
        hands.solve,
        lambda drawn: can_go_out(drawn, hands.index, min_word_cards=minimum),
    )


def blind_was_better(view: SeatView, alternative: Alternative, hands: HandSolver) -> bool:
    """A go-out with the top discard (``alternative``) that a blind draw beat on average, seen
    from ``view`` (the seat's view before that draw): taking it was no better draw."""
    if alternative.kind != "take" or alternative.value is None or alternative.final_turn:
        return False
    return blind_value(view, hands) > alternative.value


def judge_play(view: SeatView, action: Discard | GoOut | LayDown, hands: HandSolver) -> Alternative | None:
    """After the draw, on an ordinary turn: going out when the player discarded instead, or a
    discard that kept better words without a worse chance of going out next. (Going out with
    other words, and a final turn's words, are judged with the final hand: see
    :mod:`quiddler.coach.review`.)"""
    if not isinstance(action, Discard) or view.went_out is not None:
        return None
    solution = hands.solve(view.hand)
    turn = view.turns_taken
    if solution.go_out is not None and view.may_go_out:
        return Alternative("go_out", turn, None, solution.go_out, solution.go_out.round_score)
    better = solution.best.discard
    if better is None or better == action.card:
        return None
    kept = hands.solve(remove_cards(view.hand, [action.card]), discard=False).best.score
    if kept >= solution.best.score:
        return None  # an equally good discard
    unseen = unseen_cards(view)
    chance = next_draw_chance(remove_cards(view.hand, [action.card]), unseen, hands)
    better_chance = next_draw_chance(remove_cards(view.hand, [better]), unseen, hands)
    if chance > better_chance:
        return None  # kept worse words now for a better chance to go out: a fair choice
    return Alternative(
        "discard",
        turn,
        better,
        solution.best,
        None,
        thrown=action.card,
        kept=kept,
        better_kept=solution.best.score,
        chance=chance,
        better_chance=better_chance,
    )


def next_draw_chance(kept: Sequence[Card], unseen: Counter[Card], hands: HandSolver) -> float:
    """The chance that ``kept`` plus one blind draw can go out, each unseen card as likely as its
    unseen copies make it (the draw pile and the others' hands are unknown alike)."""
    total = sum(unseen.values())
    if total == 0:
        return 0.0
    index, minimum = hands.index, hands.rules.min_word_cards
    hits = sum(
        count for card, count in unseen.items() if can_go_out((*kept, card), index, min_word_cards=minimum)
    )
    return hits / total


def spelled(words: Sequence[Word]) -> str:
    """``QU·I·Z``, ``QU·I·Z and T·O·P``, ``QU·I·Z, T·O·P and A·T`` or ``no words``."""
    if not words:
        return _("no words")
    names = [word.spelling for word in words]
    if len(names) == 1:
        return names[0]
    return _("{words} and {last}").format(words=", ".join(names[:-1]), last=names[-1])
