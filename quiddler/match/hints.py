"""Hints: the solver's best play for a hand, put in words for the player, by the game's own rules.

Nothing here decides a rule: a go-out is suggested only when the engine (asked through
``why_not_go_out``) would accept it, and the solver answers by the game's ``RuleOptions``. The word
index comes from the solver's one cache (:func:`quiddler.solver.index_for`); :func:`warm_hints`
loads it (building it, the first time a dictionary is used, in a child process) so the first hint
of a game is quick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.i18n import _

if TYPE_CHECKING:
    from quiddler.engine import Card, Source, Word
    from quiddler.engine.ports import WordChecker

__all__ = [
    "HintResult",
    "GoOutCheck",
    "solve_hand",
    "play_hint",
    "draw_hint",
    "hint_for",
    "hints_ready",
    "warm_hints",
    "prepare_index",
    "Progress",
]


@dataclass(frozen=True)
class HintResult:
    """What the hint engine suggests, already in words for the player."""

    text: str
    words: tuple[Word, ...] = ()
    discard: Card | None = None
    #: The words and discard go out (not only the best words to keep for later).
    goes_out: bool = False
    #: A hint before the draw: the pile it suggests drawing from (``u`` draws from it).
    draw: Source | None = None


#: Asked by a hint before it suggests going out: the engine's sentence for why going out with
#: these words and this discard would be refused now (a house rule, a word a checked game
#: refuses), or None. The table hands in ``game.why_not`` of a :class:`GoOut`.
GoOutCheck = Callable[[tuple["Word", ...], "Card | None"], "str | None"]


def solve_hand(
    hand: Sequence[Card], checker: WordChecker, rules: RuleOptions = STANDARD, *, discard: bool = True
) -> Any:
    """The solver's :class:`~quiddler.solver.Solution` for ``hand`` by the game's ``rules`` (in
    Junior a one-card word counts and unused cards cost nothing). Call it in a worker: the first
    hint of a dictionary may have to build the solver's index."""
    from quiddler.solver import solve_for

    return solve_for(tuple(hand), _word_index(checker), rules, discard=discard)


def _spelled(words: Sequence[Word]) -> str:
    from quiddler.match.describe import words_text

    return words_text(words)


def _unused_text(play: Any, rules: RuleOptions) -> str:
    """``, with I U unused (−6)``; where unused cards cost nothing, ``(free)``."""
    if not play.unused:
        return ""
    cards = " ".join(card.label for card in play.unused)
    cost = f"−{sum(card.points for card in play.unused)}" if rules.subtract_unused else _("free")
    return _(", with {cards} unused ({cost})").format(cards=cards, cost=cost)


def play_hint(
    solution: Any, rules: RuleOptions, *, final_turn: bool, why_not_go_out: GoOutCheck | None = None
) -> HintResult:
    """The hint after drawing, in words: the best go-out if the engine would accept it, or the
    best words to keep and the card to discard; on a final turn the best lay-down.

    Every score shown is what the round would score (docs/rules.md §6: never below zero before bonuses),
    so a play whose unused cards outweigh its words says 0, as the round summary will.
    """
    refusal = ""
    go_out = solution.go_out
    if go_out is not None and not final_turn:
        why = why_not_go_out(go_out.words, go_out.discard) if why_not_go_out is not None else None
        if why is None:
            if go_out.discard is not None:
                said = _("Go out with {words} and discard {card}: {points} points.")
            else:
                said = _("Go out with {words}: {points} points.")
            return HintResult(
                said.format(
                    words=_spelled(go_out.words),
                    card=go_out.discard.label if go_out.discard is not None else "",
                    points=go_out.round_score,
                ),
                go_out.words,
                go_out.discard,
                goes_out=True,
            )
        refusal = why.rstrip(".") + ". "
    play = solution.best
    if play.discard is not None:
        discard = _("discard {card}").format(card=play.discard.label)
    else:
        discard = _("discard")
    if final_turn:
        if not play.words:
            said = _("No word to lay down: {discard}; 0 points this round.").format(discard=discard)
            return HintResult(said, (), play.discard)
        return HintResult(
            _("Lay down {words}{unused}; {discard}: {points} points this round.").format(
                words=_spelled(play.words),
                unused=_unused_text(play, rules),
                discard=discard,
                points=play.round_score,
            ),
            play.words,
            play.discard,
        )
    lead = refusal or _("You cannot go out yet.") + " "
    if not play.words:
        return HintResult(
            lead + _("No word in this hand yet: {discard}.").format(discard=discard), (), play.discard
        )
    return HintResult(
        lead
        + _("Best words so far: {words}{unused}; {points} points if the round ended now.").format(
            words=_spelled(play.words), unused=_unused_text(play, rules), points=play.round_score
        )
        + f" {discard[:1].upper()}{discard[1:]}.",
        play.words,
        play.discard,
    )


def draw_hint(
    now: Any,
    taking: Any,
    top: Card | None,
    *,
    final_turn: bool,
    go_out_barred: str | None,
) -> HintResult:
    """The hint before drawing: is the top discard worth taking?

    ``now`` is the solver's answer for the hand as it is (nothing discarded), ``taking`` for the
    hand with ``top`` added (one card to discard), or None when the discard cannot be taken.
    ``go_out_barred`` is the engine's sentence for why this turn cannot go out whatever the
    cards (the house rule), or None. Whether taking is worth it is the solver's
    :func:`~quiddler.solver.takes_discard` (the rule the coach judges draws by); this says why.
    """
    from quiddler.engine.actions import Source  # the actions load with the game, not at start-up
    from quiddler.solver.plays import takes_discard

    if top is None or taking is None:
        return HintResult(
            _("The discard cannot be taken now: draw from the draw pile."), draw=Source.DRAW_PILE
        )
    name = top.label
    if not takes_discard(now, taking, top, final_turn=final_turn, barred=go_out_barred is not None):
        return HintResult(
            _("The {card} does not improve your hand: draw from the draw pile.").format(card=name),
            draw=Source.DRAW_PILE,
        )
    if taking.go_out is not None and not final_turn and go_out_barred is None:
        play = taking.go_out
        discard = play.discard.label if play.discard is not None else _("nothing")
        return HintResult(
            _(
                "Take the {card}: with it you can go out ({words}, discard {discard}: {points} points)."
            ).format(card=name, words=_spelled(play.words), discard=discard, points=play.round_score),
            draw=Source.DISCARD_PILE,
        )
    before, after = now.best, taking.best
    could = taking.go_out is not None and not final_turn
    barred = f" ({go_out_barred.rstrip('.')}.)" if could and go_out_barred else ""
    return HintResult(
        _("Take the {card}: your best words become {words} ({points} points in words; now {now}).").format(
            card=name, words=_spelled(after.words), points=after.word_points, now=before.word_points
        )
        + barred,
        draw=Source.DISCARD_PILE,
    )


def hint_for(
    hand: Sequence[Card],
    checker: WordChecker,
    *,
    final_turn: bool,
    rules: RuleOptions = STANDARD,
    why_not_go_out: GoOutCheck | None = None,
) -> HintResult:
    """:func:`solve_hand` and :func:`play_hint` in one call (in a worker)."""
    return play_hint(
        solve_hand(hand, checker, rules), rules, final_turn=final_turn, why_not_go_out=why_not_go_out
    )


def hints_ready(checker: WordChecker) -> bool:
    """True once the solver's index of ``checker``'s words is in memory (hints are then quick)."""
    from quiddler.solver import in_memory

    return in_memory(checker)


#: Below this many words the index is built in the worker thread itself (a blink); above, in a
#: child process, because building it is seconds of pure-Python work that would starve the UI
#: thread of the GIL: the table would answer keys late while it runs.
CHILD_BUILD_WORDS = 5000


#: How a long preparation reports itself: what is being done, and the fraction done (or None).
Progress = Callable[[str, "float | None"], object]


def _no_progress(text: str, fraction: float | None) -> None:
    """Nobody is watching."""


def prepare_index(
    checker: WordChecker,
    *,
    progress: Progress = _no_progress,
    cancelled: Callable[[], bool] = lambda: False,
    name: str | None = None,
) -> None:
    """Make sure the solver's index of ``checker`` is in the disk cache, so that opening it takes
    milliseconds: the first time a dictionary is used it is built in a child process (a few
    seconds), and ``progress`` hears how far along it is. Never raises (the index is then built
    where it is first needed, only more slowly)."""
    from quiddler.solver import cache

    try:
        if cache.is_cached(checker) or len(list(cache.words_of(checker))) < CHILD_BUILD_WORDS:
            return
        called = name or getattr(checker, "name", None) or _("chosen")
        text = _("Building the word index of the {name} dictionary (only the first time it is used).").format(
            name=called
        )
        progress(text, 0.0)
        cache.build_in_subprocess(checker, cancelled=cancelled, progress=lambda done: progress(text, done))
    except Exception:
        return


def warm_hints(checker: WordChecker, *, cancelled: Callable[[], bool] = lambda: False) -> bool:
    """Load the index hints need from the disk cache, building it first if it is not there yet
    (in a child process for a real dictionary); slow only the very first time a dictionary is
    used. Call it in a worker as soon as a game starts. ``cancelled`` is polled while the child
    works (the game was left: the child is stopped). Returns False when hints are not available;
    never raises."""
    if hints_ready(checker):
        return True
    prepare_index(checker, cancelled=cancelled)  # the in-process build below still works, only slower
    if cancelled():
        return False
    try:
        _word_index(checker)
    except Exception:
        return False
    return True


def _word_index(checker: WordChecker) -> Any:
    """The solver's index of the checker's words (the solver's one cache: memory, then disk)."""
    from quiddler.solver import index_for

    return index_for(checker)
