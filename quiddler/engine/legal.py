"""What a seat may do, read from its view alone: the table's questions answered without the game.

A table (hot-seat, or a client of a remote host) shows a key only when its action would be
accepted, and says why not when it would not. It asks the seat's :class:`~quiddler.engine.SeatView`
(``view.why_not(action)``, ``view.can(action)``, ``view.legal_moves``, in the manner of
python-chess's ``board.legal_moves``), so a remote table needs no round trip to the host for it.

The rules here are :meth:`Game.verify <quiddler.engine.Game.verify>`'s, asked of the view's
plain values: the same reasons in the same order (a property test holds the two together). What
a view cannot know is left to whoever applies the action: with checked words, a word is checked
only when a checker is given (a remote table without the host's dictionary passes None, and the
host decides); and a remote host's own limits (who may still challenge in a window) are the
host's. Applying is always the engine's: an action the view allowed may still be refused, with
its reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from quiddler.engine.actions import (
    Action,
    Challenge,
    CloseChallenges,
    Discard,
    Draw,
    GoOut,
    LayDown,
    NextRound,
    Source,
)
from quiddler.engine.cards import Card
from quiddler.engine.ports import written
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import WordCheck
from quiddler.engine.state import Phase
from quiddler.engine.words import Word

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker
    from quiddler.engine.view import SeatView

__all__ = ["refusal", "word_refusal", "legal_moves"]


def refusal(view: SeatView, action: Action, checker: WordChecker | None = None) -> Reason | None:
    """Why the engine would refuse ``action`` of ``view.seat`` now, or None (see the module
    docstring for what only the game can add). An action of another seat: that seat's turn."""
    match action:
        case Draw():
            return _turn(view, action.seat) or _draw(view, action.source)
        case Discard():
            return _play(view, action.seat) or _final_turn(view) or _cards(view, [action.card])
        case GoOut():
            return _play(view, action.seat) or _go_out(view, action, checker)
        case LayDown():
            if bar := _play(view, action.seat):
                return bar
            if view.went_out is None and not _pile_ran_out(view):
                return Reason("lay_down_only_final")
            return _laying(view, action.words, action.discard, checker)
        case Challenge():
            return _challenge(view, action, checker)
        case CloseChallenges():
            return None if view.phase is Phase.CHALLENGE else Reason("no_challenge_to_close")
        case NextRound():
            if view.phase is Phase.GAME_OVER:
                return Reason("game_over_no_next_round")
            return None if view.phase is Phase.ROUND_OVER else Reason("round_still_played")
    return None


def word_refusal(view: SeatView, word: Word, checker: WordChecker | None = None) -> Reason | None:
    """Why ``word`` could never be laid in this game (as :meth:`Game.why_not_word
    <quiddler.engine.Game.why_not_word>`); the dictionary only when ``checker`` is given."""
    return _word_size(view, word) or _word_checked(view, word, checker)


def legal_moves(view: SeatView) -> Iterator[Action]:
    """The actions of ``view.seat`` a table offers by one key that the engine would accept now:
    each draw, the discard of each different card in the hand, closing a challenge window, the
    next round. (Going out, laying down and challenging take words: ask :func:`refusal`.)"""
    seat = view.seat
    candidates: list[Action] = [Draw(seat, Source.DRAW_PILE), Draw(seat, Source.DISCARD_PILE)]
    candidates += [Discard(seat, card) for card in sorted(set(view.hand), key=lambda card: card.value)]
    candidates += [CloseChallenges(), NextRound()]
    return (action for action in candidates if refusal(view, action) is None)


def _seat(view: SeatView, seat: int) -> Reason | None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < view.player_count:
        return Reason("no_such_seat", {"seat": repr(seat), "players": view.player_count})
    return None


def _turn(view: SeatView, seat: int) -> Reason | None:
    if bar := _seat(view, seat):
        return bar
    if view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return Reason("round_over")
    if view.phase is Phase.CHALLENGE:
        return Reason("challenge_first")
    if seat != view.current:
        return Reason("out_of_turn", {"current": view.players[view.current], "seat": view.players[seat]})
    return None


def _draw(view: SeatView, source: Source) -> Reason | None:
    if view.phase is not Phase.DRAW:
        return Reason("already_drew")
    if source is Source.DISCARD_PILE and not view.discard_pile:
        return Reason("discard_pile_empty")
    refill = len(view.discard_pile) >= 2 and not view.rules.round_pile
    if source is Source.DRAW_PILE and not view.draw_count and not refill:
        return Reason("draw_pile_empty")
    return None


def _play(view: SeatView, seat: int) -> Reason | None:
    if bar := _turn(view, seat):
        return bar
    return Reason("draw_first") if view.phase is not Phase.PLAY else None


def _final_turn(view: SeatView) -> Reason | None:
    if view.went_out is not None:
        return Reason("final_turn_lay_down")
    return Reason("pile_ran_out") if _pile_ran_out(view) else None


def _pile_ran_out(view: SeatView) -> bool:
    """One player's short pile used up (docs/rules.md §12): this turn lays down or goes out."""
    return view.rules.pile_ran_out(view.draw_count)


def _cards(view: SeatView, cards: Sequence[Card]) -> Reason | None:
    """The view is of the acting seat (its own hand): the cards must all be in it."""
    missing = Counter(cards) - Counter(view.hand)
    if missing:
        names = ", ".join(card.label for card in sorted(missing.elements()))
        return Reason("not_in_hand", {"cards": names})
    return None


def _word_size(view: SeatView, word: Word) -> Reason | None:
    minimum = view.rules.min_word_cards
    if not word.cards:
        return Reason("word_without_cards")
    if word.card_count < minimum:
        code = "word_single_card" if word.card_count == 1 else "word_too_short"
        return Reason(code, {"word": word.spelling, "count": word.card_count, "minimum": minimum})
    return None


def _word_checked(view: SeatView, word: Word, checker: WordChecker | None) -> Reason | None:
    if checker is not None and view.rules.word_check is WordCheck.CHECKED and not checker.is_word(word.text):
        return Reason("word_not_in_dictionary", {"word": written(word.text, checker)})
    return None


def _laying(
    view: SeatView, words: Sequence[Word], discard: Card, checker: WordChecker | None
) -> Reason | None:
    if bar := _cards(view, [card for word in words for card in word.cards] + [discard]):
        return bar
    for word in words:
        if bar := _word_size(view, word):
            return bar
    for word in words:
        if bar := _word_checked(view, word, checker):
            return bar
    return None


def _go_out(view: SeatView, action: GoOut, checker: WordChecker | None) -> Reason | None:
    if view.went_out is not None and view.go_out_bar is not None:
        return view.go_out_bar
    if bar := _laying(view, action.words, action.discard, checker):
        return bar
    left = list(view.hand)  # in the hand's order, as the game names them
    for card in [card for word in action.words for card in word.cards] + [action.discard]:
        left.remove(card)
    if left:
        return Reason("cards_left_over", {"cards": " ".join(card.label for card in left)})
    if not action.words:
        return Reason("go_out_without_words")
    return view.go_out_bar


def _challenge(view: SeatView, action: Challenge, checker: WordChecker | None) -> Reason | None:
    if view.rules.word_check is WordCheck.CHECKED:
        return Reason("no_challenges_checked")
    if bar := _seat(view, action.challenger) or _seat(view, action.seat):
        return bar
    if view.phase is not Phase.CHALLENGE or action.seat != view.current:
        return Reason("challenge_too_late")
    if action.challenger == action.seat:
        return Reason("challenge_own_word")
    words = view.table[action.seat]
    if not 0 <= action.word_index < len(words):
        return Reason("no_such_word", {"name": view.players[action.seat], "number": action.word_index + 1})
    if words[action.word_index].challenger is not None:
        return Reason("already_challenged", {"word": written(words[action.word_index].word.text, checker)})
    return None
