"""What a host answers a seat's questions (``ask``), and the checks a seat's moves pass first.

Functions of the match alone, run on the host's loop: whether an action is the asking seat's own
(a seat plays its own seat only), whether a challenge may be made now, whether a ``next_round``
finds its round dealt already, the ``why_not`` questions (a :class:`Reason`, or None: allowed), the
look-up (the dictionary's verdict as data, :class:`LookedUp`), the reviews (the work to do off the
loop, a callable) and the open challenge window as the protocol writes it (docs/protocol.md,
"Questions"). What is made for one player alone is made in their language by the caller
(:func:`quiddler.i18n.speaking`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import msgspec

from quiddler.engine import (
    Action,
    Card,
    Challenge,
    Game,
    InvalidInputError,
    NextRound,
    Phase,
    QuiddlerError,
    Word,
    action_from_dict,
)
from quiddler.engine.ports import WordChecker
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import RuleOptions
from quiddler.match.match import Match
from quiddler.remote.protocol import Ask, DiscardAction, GoOutAction, LayDownAction, ProtocolError, WireAction
from quiddler.remote.wire import record_to_wire

__all__ = [
    "LookedUp",
    "answer_question",
    "check_challenger",
    "dealt_already",
    "look_up_verdict",
    "own_action",
    "window_message",
]


def dealt_already(game: Game) -> bool:
    """Whether a ``next_round`` finds its round already dealt: after a round's scores, each
    person may deal the next one, and the second to ask gets an answer (nothing done), not
    an error."""
    return not game.is_over and game.phase is not Phase.ROUND_OVER and len(game.summaries) == game.round > 0


def own_action(seat: int, data: WireAction) -> Action:
    """The action ``data`` describes, if it is ``seat``'s to take. A card that is none is
    refused as such first (``not_a_card``, said where it is read), not as an action of the wrong
    shape in the host's words."""
    for card in _cards_of(data):
        Card.parse(card)
    action = action_from_dict(msgspec.to_builtins(data))
    actor = action.challenger if isinstance(action, Challenge) else getattr(action, "seat", seat)
    if actor != seat:
        raise ProtocolError(Reason("not_your_move"))
    return action


def _cards_of(data: WireAction) -> list[str]:
    """Every card an action's message names: its card, its discard, each card of its words."""
    match data:
        case DiscardAction(card=card):
            return [card]
        case GoOutAction(words=words, discard=discard) | LayDownAction(words=words, discard=discard):
            return [discard, *(card for word in words for card in word)]
        case _:
            return []


def check_challenger(match: Match, action: Action) -> None:
    """Raise if ``action`` is a challenge its challenger may not make now."""
    if isinstance(action, Challenge):
        window = match.challenge_window
        if window is None or action.challenger not in window.waiting:
            raise InvalidInputError(Reason("cannot_challenge_now"))


def answer_question(match: Match, seat: int, ask: Ask) -> Any:
    """The answer to ``seat``'s question: a value to send, a :class:`Reason` (said there in the
    asker's language), a :class:`LookedUp`, or a callable (a review, worked out off the loop)."""
    game = match.game
    if ask.question == "why_not":
        if ask.action is None:
            raise ProtocolError(Reason("which_action"))
        action = own_action(seat, ask.action)
        if isinstance(action, Challenge):
            window = match.challenge_window
            if window is None or seat not in window.waiting:
                return Reason("cannot_challenge_now")
        if isinstance(action, NextRound) and dealt_already(game):
            return None  # dealt by another player: asking to deal it is answered, not refused
        return _refusal(lambda: game.verify(action))
    if ask.question == "why_not_word":
        if not ask.word:
            raise ProtocolError(Reason("which_word"))
        word = Word.parse(ask.word)
        return _refusal(lambda: game.verify_word(word))
    if ask.question == "why_not_go_out":
        return game.go_out_bar(seat)
    if ask.question == "look_up":
        return look_up_verdict(match.checker, ask.text or "", game.rules)
    if ask.question == "round_review":
        if ask.round is None or ask.round >= len(game.summaries):
            return Reason("round_not_over_yet")
        from quiddler.match.review import round_review

        round = ask.round
        return lambda: round_review(game, seat, round)
    if ask.question == "game_review":
        if not game.is_over:
            return Reason("game_not_over_yet")
        from quiddler.match.review import game_review

        seats = [s for s in ask.seats or () if s < len(game.players)]
        return lambda: game_review(game, seats)
    return window_message(match)


def window_message(match: Match) -> dict[str, Any] | None:
    """The open challenge window as the ``challenge`` message writes it (None: none is open)."""
    window = match.challenge_window
    if window is None:
        return None
    deadline = window.deadline
    left = None if deadline is None else max(0.0, deadline - match.clock())
    return {
        "layer": window.layer,
        "deciders": list(window.deciders),
        "waiting": list(window.waiting),
        "seconds_left": left,
        "time_limit": window.time_limit,
        "decided": [record_to_wire(record) for record in window.decided],
    }


def _refusal(verify: Callable[[], None]) -> Reason | str | None:
    """What ``verify`` raises, as a reason (or the sentence of an error without one), or None."""
    try:
        verify()
    except QuiddlerError as error:
        return error.why or str(error)
    return None


@dataclass(frozen=True)
class LookedUp:
    """A look-up's answer: the sentence (``value``, for clients of the first protocol) and the
    dictionary's verdict as data (``look_up``), which a client phrases in its own language."""

    sentence: str
    data: dict[str, Any]


def look_up_verdict(checker: WordChecker, typed: str, rules: RuleOptions) -> LookedUp:
    """What the game's dictionary says of ``typed``: the verdict (allowed, why not, a name, a
    house word) as data, and the look-up's sentence (in the asker's language)."""
    from quiddler.engine.letters import fold_accents
    from quiddler.engine.ports import Explains
    from quiddler.match.lookup import look_up

    word = fold_accents(typed.strip().lower())
    explains = checker if isinstance(checker, Explains) else None
    why = explains.why_not(word) if explains is not None else None
    allowed = why is None if explains is not None else checker.is_word(word)
    data = {
        "text": typed,
        "allowed": allowed,
        "why": why,
        "proper_noun": bool(explains is not None and explains.is_proper_noun(word)),
        "house_word": bool(explains is not None and explains.is_house_word(word)),
    }
    return LookedUp(look_up(checker, typed, rules), data)
