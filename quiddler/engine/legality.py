"""Legality, in one place: every action is verified here before anything is touched.

:meth:`Legality.verify` raises the specific :class:`~quiddler.engine.errors.IllegalActionError`
that forbids an action (a :class:`~quiddler.engine.reasons.Reason` inside), so a refused action
leaves the game exactly as it was; :func:`check_form` first refuses an action that is not even
well formed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

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
from quiddler.engine.challenges import Challenges
from quiddler.engine.errors import (
    CardNotInHandError,
    CardsLeftOverError,
    GoOutNotAllowedError,
    InvalidInputError,
    NotAWordError,
    OutOfTurnError,
    QuiddlerError,
    WordTooShortError,
    WrongPhaseError,
)
from quiddler.engine.ports import written
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import WordCheck
from quiddler.engine.state import Phase
from quiddler.engine.table_state import fewer
from quiddler.engine.words import Word

__all__ = ["Legality", "check_form"]


def _is_index(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_form(action: object) -> None:
    """Raise :class:`InvalidInputError` unless every field of ``action`` has the type it must.

    Without this a script or a hand-edited save that passes ``"a"`` for a card reached the rules
    and failed with a bare ``AttributeError`` deep inside, instead of a sentence.
    """
    seats: tuple[object, ...] = ()
    cards: list[object] = []
    words: tuple[object, ...] = ()
    match action:
        case Draw():
            seats = (action.seat,)
            if not isinstance(action.source, Source):
                raise InvalidInputError(f"{action.source!r} is not a pile to draw from")
        case Discard():
            seats, cards = (action.seat,), [action.card]
        case GoOut() | LayDown():
            seats, cards, words = (action.seat,), [action.discard], action.words
        case Challenge():
            seats = (action.challenger, action.seat, action.word_index)
        case CloseChallenges() | NextRound():
            pass
        case _:
            raise InvalidInputError(f"{action!r} is not a Quiddler action")
    if not all(_is_index(value) for value in seats):
        raise InvalidInputError("a seat or a word number must be a whole number")
    for word in words:
        if not isinstance(word, Word) or not isinstance(word.cards, tuple):
            raise InvalidInputError(f"{word!r} is not a word made of cards")
        cards.extend(word.cards)
    if not all(isinstance(card, Card) for card in cards):
        raise InvalidInputError("a card must be one of the deck's cards, not text")


class Legality(Challenges):
    """The one place that knows whether an action is legal now, and why not."""

    def verify(self, action: Action) -> None:
        """Raise the specific :class:`IllegalActionError` that forbids ``action``, or return.

        An action that is not even well formed (a seat that is not a number, a card given as
        text) raises :class:`InvalidInputError` instead, before any rule is asked.
        """
        check_form(action)
        match action:
            case Draw():
                self._verify_draw(action)
            case Discard():
                self._verify_discard(action)
            case GoOut():
                self._verify_go_out(action)
            case LayDown():
                self._verify_lay_down(action)
            case Challenge():
                self._verify_challenge(action)
            case CloseChallenges():
                self._require_phase(Phase.CHALLENGE, Reason("no_challenge_to_close"))
            case NextRound():
                if self.phase is Phase.GAME_OVER:
                    raise WrongPhaseError(Reason("game_over_no_next_round"))
                self._require_phase(Phase.ROUND_OVER, Reason("round_still_played"))
            case _:
                raise InvalidInputError(f"{action!r} is not a Quiddler action")

    def can(self, action: Action) -> bool:
        """True if :meth:`apply` would accept ``action`` now.

        A malformed action (a seat that is not at the table) is answered False too, rather than
        raising, so that a UI can ask about anything a player typed.
        """
        try:
            self.verify(action)
        except QuiddlerError:
            return False
        return True

    def why_not(self, action: Action) -> str | None:
        """The sentence that explains why ``action`` is refused, or None if it is allowed."""
        try:
            self.verify(action)
        except QuiddlerError as error:
            return str(error)
        return None

    def _require_phase(self, phase: Phase, message: Reason) -> None:
        if self.phase is not phase:
            raise WrongPhaseError(message)

    def _require_turn(self, seat: int) -> None:
        self._seat(seat)
        if self.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            raise WrongPhaseError(Reason("round_over"))
        if self.phase is Phase.CHALLENGE:
            raise WrongPhaseError(Reason("challenge_first"))
        if seat != self.current:
            raise OutOfTurnError(
                Reason("out_of_turn", {"current": self.players[self.current], "seat": self.players[seat]})
            )

    def _verify_draw(self, action: Draw) -> None:
        self._require_turn(action.seat)
        self._require_phase(Phase.DRAW, Reason("already_drew"))
        if action.source is Source.DISCARD_PILE and not self._discard:
            raise WrongPhaseError(Reason("discard_pile_empty"))
        refill = len(self._discard) >= 2 and not self.rules.round_pile  # a short pile is never refilled
        if action.source is Source.DRAW_PILE and not self._draw and not refill:
            raise WrongPhaseError(Reason("draw_pile_empty"))

    def _require_play(self, seat: int) -> None:
        self._require_turn(seat)
        self._require_phase(Phase.PLAY, Reason("draw_first"))

    def _require_cards(self, seat: int, cards: Iterable[Card]) -> list[Card]:
        """The hand left after ``cards``; raises if the hand does not hold them all."""
        cards = list(cards)
        left = fewer(self._seats[seat].hand, cards)
        if left is None:
            missing = Counter(cards) - Counter(self._seats[seat].hand)
            names = ", ".join(card.label for card in sorted(missing.elements()))
            raise CardNotInHandError(Reason("not_in_hand", {"cards": names}))
        return left

    def _verify_discard(self, action: Discard) -> None:
        self._require_play(action.seat)
        if self.went_out is not None:
            raise WrongPhaseError(Reason("final_turn_lay_down"))
        if self.rules.pile_ran_out(len(self._draw)):
            raise WrongPhaseError(Reason("pile_ran_out"))
        self._require_cards(action.seat, [action.card])

    def _verify_words(self, words: Sequence[Word]) -> None:
        for word in words:
            self._verify_word_size(word)
        for word in words:
            self._verify_word_checked(word)

    def _verify_word_size(self, word: Word) -> None:
        minimum = self.rules.min_word_cards
        if not word.cards:
            raise WordTooShortError(Reason("word_without_cards"))
        if word.card_count < minimum:
            code = "word_single_card" if word.card_count == 1 else "word_too_short"
            args = {"word": word.spelling, "count": word.card_count, "minimum": minimum}
            raise WordTooShortError(Reason(code, args))

    def _verify_word_checked(self, word: Word) -> None:
        if self.rules.word_check is WordCheck.CHECKED and not self.checker.is_word(word.text):
            # A checker behind a strict family filter says when the filter alone refuses the word
            # (its ``refuses``), so the player hears why, not "not in the dictionary" (docs/rules.md §11).
            shown = {"word": written(word.text, self.checker)}
            refuses = getattr(self.checker, "refuses", None)
            if callable(refuses) and refuses(word.text):
                raise NotAWordError(Reason("word_refused_by_family", shown))
            raise NotAWordError(Reason("word_not_in_dictionary", shown))

    def why_not_word(self, word: Word) -> str | None:
        """Why ``word`` could never be laid down in this game, whatever the rest of the hand:
        too few cards, or (checked words) not in the dictionary. None if it may be laid.

        Under table rules a word the dictionary lacks may still be laid (and challenged), so only
        its size is asked. A front end asks this as a word is built, before going out or laying
        down, so the player hears it at once.
        """
        try:
            self.verify_word(word)
        except QuiddlerError as error:
            return str(error)
        return None

    def verify_word(self, word: Word) -> None:
        """Raise the error :meth:`why_not_word` says (with its reason), or return."""
        self._verify_word_size(word)
        self._verify_word_checked(word)

    def why_not_go_out_this_turn(self, seat: int) -> str | None:
        """Why ``seat`` may not go out on its current turn whatever cards it lays (someone has
        already gone out; the house rule against going out on a first turn), or None.

        In the draw phase it answers for the turn about to be played, so a hint can say before
        the draw whether the card on the discard pile would let the player go out.
        """
        bar = self.go_out_bar(seat)
        return None if bar is None else str(bar)

    def go_out_bar(self, seat: int) -> Reason | None:
        """:meth:`why_not_go_out_this_turn` as a reason (a code and its arguments), or None."""
        try:
            self._verify_going_out_turn(self._seat(seat))
        except QuiddlerError as error:
            return error.why
        return None

    def _verify_going_out_turn(self, seat: int) -> None:
        if self.went_out is not None:
            raise WrongPhaseError(Reason("someone_went_out", {"name": self.players[self.went_out]}))
        turn = self._seats[seat].turns + (1 if self.phase is Phase.DRAW else 0)
        if not self.rules.lets_go_out_on_turn(turn):
            raise GoOutNotAllowedError(Reason("no_going_out_first_turn"))

    def _verify_laying(self, seat: int, words: Sequence[Word], discard: Card) -> list[Card]:
        cards = [card for word in words for card in word.cards] + [discard]
        left = self._require_cards(seat, cards)
        self._verify_words(words)
        return left

    def _verify_go_out(self, action: GoOut) -> None:
        self._require_play(action.seat)
        if self.went_out is not None:
            self._verify_going_out_turn(action.seat)
        left = self._verify_laying(action.seat, action.words, action.discard)
        if left:
            names = " ".join(card.label for card in left)
            raise CardsLeftOverError(Reason("cards_left_over", {"cards": names}))
        if not action.words:
            raise CardsLeftOverError(Reason("go_out_without_words"))
        self._verify_going_out_turn(action.seat)

    def _verify_lay_down(self, action: LayDown) -> None:
        self._require_play(action.seat)
        if self.went_out is None and not self.rules.pile_ran_out(len(self._draw)):
            raise WrongPhaseError(Reason("lay_down_only_final"))
        self._verify_laying(action.seat, action.words, action.discard)
