"""The game: a state machine over rounds, turns, final turns and challenges (docs/rules.md §2–§6).

Every action goes through :meth:`Game.verify`, the one place that knows the rules of legality; it
raises a specific :class:`~quiddler.engine.errors.IllegalActionError` before anything is touched,
so an illegal action leaves the game exactly as it was. :meth:`Game.apply` then changes the state
and returns a frozen record, which is kept in :attr:`Game.records`.

Phases of a round::

    DRAW ──draw──▶ PLAY ──discard──▶ DRAW (next seat)
                    │ go out / lay down (final turn)
                    ▼
                CHALLENGE (table rules, words laid) ──close──▶ DRAW (next final turn)
                                                          └──▶ ROUND_OVER ──next round──▶ DRAW
                                                          └──▶ GAME_OVER (after the last round)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from quiddler.engine.actions import (
    Action,
    Challenge,
    Challenged,
    ChallengesClosed,
    CloseChallenges,
    Discard,
    Discarded,
    Draw,
    Drew,
    GoOut,
    LaidDown,
    LayDown,
    NextRound,
    Record,
    RoundStarted,
    Source,
    WentOut,
)
from quiddler.engine.cards import DECK_COUNTS, Card, full_deck
from quiddler.engine.daily import DailyShuffler, date_of_seed
from quiddler.engine.errors import (
    CardNotInHandError,
    CardsLeftOverError,
    GoOutNotAllowedError,
    InvalidChallengeError,
    InvalidInputError,
    NotAWordError,
    OutOfTurnError,
    QuiddlerError,
    WordTooShortError,
    WrongPhaseError,
)
from quiddler.engine.ports import WordChecker, written
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import STANDARD, RuleOptions, WordCheck
from quiddler.engine.scoring import (
    RoundSummary,
    SeatTable,
    dealer_of,
    dictionary_allows,
    rule_challenge,
    score_round,
)
from quiddler.engine.setup import GameSetup
from quiddler.engine.shuffle import Shuffler, new_seed
from quiddler.engine.state import LaidWord, Phase
from quiddler.engine.view import SeatView, TableView, redact
from quiddler.engine.words import Word

__all__ = ["Game"]


@dataclass
class _Seat:
    """Mutable per-seat state of the current round (private: the game hands out copies)."""

    hand: list[Card] = field(default_factory=list)
    words: list[LaidWord] = field(default_factory=list)
    laid_down: bool = False
    discard: Card | None = None
    turns: int = 0
    penalties: list[int] = field(default_factory=list)


def _fewer(hand: Iterable[Card], cards: Iterable[Card]) -> list[Card] | None:
    """``hand`` minus ``cards`` as a multiset, or None if ``cards`` asks for more than it holds."""
    left = list(hand)
    for card in cards:
        try:
            left.remove(card)
        except ValueError:
            return None
    return left


def _is_index(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_form(action: object) -> None:
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


def _shuffler(setup: GameSetup) -> Shuffler:
    """The shuffler a setup implies: the day's deal for a daily game (its seed is the date,
    :mod:`quiddler.engine.daily`), else ``random.Random`` seeded with the setup's seed."""
    if setup.rules.daily_deal:
        return DailyShuffler(date_of_seed(setup.seed), setup.rules.daily_deal)
    return random.Random(setup.seed)


class Game:
    """One game of Quiddler for 2–8 players, or the daily game for one (docs/rules.md §12).

    >>> from quiddler.engine import WordSet
    >>> game = Game.new(["Ann", "Bob"], checker=WordSet({"quiz"}), seed=7)
    >>> game.phase, game.current, game.hand_size
    (<Phase.DRAW: 'draw'>, 0, 3)
    """

    def __init__(self, setup: GameSetup, checker: WordChecker, rng: Shuffler | None = None) -> None:
        self.setup = setup
        self.rules = setup.rules
        self.checker = checker
        self._rng: Shuffler = rng if rng is not None else _shuffler(setup)
        self.records: list[Record] = []
        self.summaries: list[RoundSummary] = []
        self.round = -1
        self.dealer = dealer_of(0, len(setup.players))
        self._deal()

    @classmethod
    def new(
        cls,
        players: Sequence[str],
        *,
        checker: WordChecker,
        rules: RuleOptions = STANDARD,
        seed: int | None = None,
        rng: Shuffler | None = None,
    ) -> Game:
        """Start a game; with no seed one is drawn at random and kept in :attr:`setup`."""
        if seed is None:
            seed = new_seed()
        return cls(GameSetup(tuple(players), rules, seed), checker, rng)

    @classmethod
    def replay(
        cls, setup: GameSetup, checker: WordChecker, actions: Iterable[Action], rng: Shuffler | None = None
    ) -> Game:
        """Rebuild a game from its setup and its actions (a save file, a bug report)."""
        game = cls(setup, checker, rng)
        for action in actions:
            game.apply(action)
        return game

    # ------------------------------------------------------------ what anyone may read

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def player_count(self) -> int:
        return len(self.setup.players)

    @property
    def hand_size(self) -> int:
        """Cards dealt this round."""
        return self.rules.hand_sizes[self.round]

    @property
    def leader(self) -> int:
        """The player left of the dealer, who deals the first card and plays first."""
        return (self.dealer + 1) % self.player_count

    @property
    def actions(self) -> list[Action]:
        """Every applied action in order: with :attr:`setup` it replays the game."""
        return [record.action for record in self.records]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's hand (what it holds; after a lay-down, its unused cards)."""
        return tuple(self._seats[self._seat(seat)].hand)

    def words(self, seat: int) -> tuple[LaidWord, ...]:
        """The words a seat has laid on the table this round."""
        return tuple(self._seats[self._seat(seat)].words)

    def has_laid_down(self, seat: int) -> bool:
        return self._seats[self._seat(seat)].laid_down

    def turns_taken(self, seat: int) -> int:
        """How many turns the seat has begun this round (draws made)."""
        return self._seats[self._seat(seat)].turns

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile, top card last. Hidden from players: only :meth:`view` is for them."""
        return tuple(self._draw)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, top card last."""
        return tuple(self._discard)

    @property
    def discard_top(self) -> Card | None:
        return self._discard[-1] if self._discard else None

    @property
    def is_final_turn(self) -> bool:
        """True while someone has gone out and the current seat is taking its last turn, or (one
        player, docs/rules.md §12) while the turn that drew the draw pile's last card is played."""
        if self.phase is Phase.PLAY and self.rules.pile_ran_out(len(self._draw)):
            return True
        return self.went_out is not None and self.phase in (Phase.DRAW, Phase.PLAY)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """The cards a short draw pile leaves out of the round (``RuleOptions.round_pile``), unseen."""
        return tuple(self._aside)

    @property
    def final_turns_left(self) -> tuple[int, ...]:
        """Seats still owed a final turn, in order (the current one first, while it plays)."""
        if self.is_final_turn:
            return (self.current, *self._final_turns)
        return tuple(self._final_turns)

    @property
    def challenge_words(self) -> tuple[tuple[int, int], ...]:
        """During a challenge window: (seat, word index) of every word that may still be challenged."""
        if self.phase is not Phase.CHALLENGE:
            return ()
        seat = self._seats[self.current]
        return tuple((self.current, i) for i, laid in enumerate(seat.words) if laid.challenger is None)

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals: the sum of every scored round."""
        return tuple(
            sum(summary.scores[seat] for summary in self.summaries) for seat in range(self.player_count)
        )

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """After the last round: the seats with the highest total ((decided) ties share the win)."""
        if not self.is_over:
            return ()
        best = max(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == best)

    def card_counts(self) -> Counter[Card]:
        """Every card in every place (piles, hands, words on the table): always the whole deck."""
        counts: Counter[Card] = Counter(self._draw) + Counter(self._discard) + Counter(self._aside)
        for seat in self._seats:
            counts.update(seat.hand)
            for laid in seat.words:
                counts.update(laid.word.cards)
        return counts

    def check_invariants(self) -> None:
        """Raise AssertionError if a card was lost or duplicated (used by the property tests)."""
        counts = self.card_counts()
        if counts != DECK_COUNTS:
            raise AssertionError(f"cards lost or duplicated: {counts - DECK_COUNTS} / {DECK_COUNTS - counts}")

    def snapshot(self) -> dict[str, Any]:
        """The whole state as comparable plain values, hidden parts and the shuffler's state included.

        Two snapshots are equal exactly when the games would behave the same from here on; the
        property tests compare one taken before an illegal action with one taken after it, to
        prove that a refused action changes nothing (not even the random state).
        """
        getstate = getattr(self._rng, "getstate", None)
        return {
            "round": self.round,
            "dealer": self.dealer,
            "phase": self.phase,
            "current": self.current,
            "went_out": self.went_out,
            "final_turns": tuple(self._final_turns),
            "draw": tuple(self._draw),
            "discard": tuple(self._discard),
            "aside": tuple(self._aside),
            "seats": tuple(
                (
                    tuple(seat.hand),
                    tuple(seat.words),
                    seat.laid_down,
                    seat.discard,
                    seat.turns,
                    tuple(seat.penalties),
                )
                for seat in self._seats
            ),
            "records": tuple(self.records),
            "summaries": tuple(self.summaries),
            "rng": getstate() if callable(getstate) else None,
        }

    @overload
    def view(self, seat: int) -> SeatView: ...

    @overload
    def view(self, seat: None) -> TableView: ...

    def view(self, seat: int | None) -> TableView:
        """What ``seat`` may see, as a detached copy (see :mod:`quiddler.engine.view`): the one
        place a :class:`SeatView` is made. None: what a spectator may see, a
        :class:`~quiddler.engine.view.TableView` with no hand (a table whose hands are all face
        down shows it)."""
        if seat is None:
            return TableView(**self._public_view(None))
        seat = self._seat(seat)
        bar = self.go_out_bar(seat)
        return SeatView(
            **self._public_view(seat), why_not_go_out=None if bar is None else str(bar), go_out_bar=bar
        )

    def _public_view(self, seat: int | None) -> dict[str, Any]:
        """The fields of ``seat``'s view (None: a spectator's, with no hand)."""
        players = range(self.player_count)
        return dict(
            seat=seat,
            players=self.players,
            rules=self.rules,
            round=self.round,
            hand_size=self.hand_size,
            dealer=self.dealer,
            phase=self.phase,
            current=self.current,
            hand=self.hand(seat) if seat is not None else (),
            hand_counts=tuple(len(self.hand(other)) for other in players),
            draw_count=len(self._draw),
            discard_pile=self.discard_pile,
            went_out=self.went_out,
            final_turns_left=self.final_turns_left,
            table=tuple(self.words(other) for other in players),
            laid_down=tuple(self.has_laid_down(other) for other in players),
            turns_taken=self.turns_taken(seat) if seat is not None else 0,
            totals=self.totals,
            summaries=tuple(self.summaries),
            round_log=tuple(redact(record, seat) for record in self.records if record.round == self.round),
            winners=self.winners,
        )

    # ------------------------------------------------------------ legality, in one place

    def verify(self, action: Action) -> None:
        """Raise the specific :class:`IllegalActionError` that forbids ``action``, or return.

        An action that is not even well formed (a seat that is not a number, a card given as
        text) raises :class:`InvalidInputError` instead, before any rule is asked.
        """
        _check_form(action)
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

    def _seat(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.player_count:
            raise InvalidInputError(
                Reason("no_such_seat", {"seat": repr(seat), "players": self.player_count})
            )
        return seat

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
        left = _fewer(self._seats[seat].hand, cards)
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

    def _verify_challenge(self, action: Challenge) -> None:
        if self.rules.word_check is WordCheck.CHECKED:
            raise InvalidChallengeError(Reason("no_challenges_checked"))
        self._seat(action.challenger)
        self._seat(action.seat)
        if self.phase is not Phase.CHALLENGE or action.seat != self.current:
            raise InvalidChallengeError(Reason("challenge_too_late"))
        if action.challenger == action.seat:
            raise InvalidChallengeError(Reason("challenge_own_word"))
        words = self._seats[action.seat].words
        if not 0 <= action.word_index < len(words):
            raise InvalidChallengeError(
                Reason("no_such_word", {"name": self.players[action.seat], "number": action.word_index + 1})
            )
        if words[action.word_index].challenger is not None:
            word = written(words[action.word_index].word.text, self.checker)
            raise InvalidChallengeError(Reason("already_challenged", {"word": word}))

    # ------------------------------------------------------------ applying

    def apply(self, action: Action) -> Record:
        """Verify ``action``, apply it and return (and keep) its record."""
        self.verify(action)
        match action:
            case Draw():
                record: Record = self._draw_card(action)
            case Discard():
                record = self._discard_card(action)
            case GoOut():
                record = self._go_out(action)
            case LayDown():
                record = self._lay_down(action)
            case Challenge():
                record = self._challenge(action)
            case CloseChallenges():
                record = ChallengesClosed(self.round, self.current)
                self._after_laying()
            case NextRound():
                self._deal()
                record = RoundStarted(self.round, self.dealer)
        self.records.append(record)
        return record

    # the convenience forms a script or the app calls
    def draw(self, seat: int, source: Source = Source.DRAW_PILE) -> Drew:
        return self.apply(Draw(seat, source))  # type: ignore[return-value]

    def discard(self, seat: int, card: Card) -> Discarded:
        return self.apply(Discard(seat, card))  # type: ignore[return-value]

    def go_out(self, seat: int, words: Sequence[Word], discard: Card) -> WentOut:
        return self.apply(GoOut(seat, tuple(words), discard))  # type: ignore[return-value]

    def lay_down(self, seat: int, words: Sequence[Word], discard: Card) -> LaidDown:
        return self.apply(LayDown(seat, tuple(words), discard))  # type: ignore[return-value]

    def challenge(self, challenger: int, seat: int, word_index: int) -> Challenged:
        return self.apply(Challenge(challenger, seat, word_index))  # type: ignore[return-value]

    def close_challenges(self) -> ChallengesClosed:
        return self.apply(CloseChallenges())  # type: ignore[return-value]

    def next_round(self) -> RoundStarted:
        return self.apply(NextRound())  # type: ignore[return-value]

    def _deal(self) -> None:
        """Shuffle all 118 cards and deal the next round, one card at a time from the leader."""
        self.round += 1
        self.dealer = dealer_of(self.round, self.player_count)
        deck = full_deck()
        self._rng.shuffle(deck)
        deck.reverse()  # the shuffled order's first card is the top of the pile: pop() takes it
        self._seats = [_Seat() for _seat in self.players]
        for _card in range(self.hand_size):
            for offset in range(self.player_count):
                self._seats[(self.leader + offset) % self.player_count].hand.append(deck.pop())
        self._discard: list[Card] = [deck.pop()]
        pile = self.rules.round_pile
        # A short pile (docs/rules.md §12) takes the next cards; the rest are set aside unseen.
        self._aside: list[Card] = deck[: len(deck) - pile] if pile else []
        self._draw: list[Card] = deck[len(deck) - pile :] if pile else deck
        self.phase = Phase.DRAW
        self.current = self.leader
        self.went_out: int | None = None
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
        left = _fewer(seat.hand, [card for word in words for card in word.cards] + [discard])
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

    def _challenge(self, action: Challenge) -> Challenged:
        seat = self._seats[action.seat]
        laid = seat.words[action.word_index]
        ruling = rule_challenge(
            laid.word,
            seat=action.seat,
            challenger=action.challenger,
            allowable=dictionary_allows(laid.word, self.rules, self.checker),
        )
        seat.words[action.word_index] = LaidWord(laid.word, action.challenger, ruling.allowable)
        self._seats[ruling.loser].penalties.append(ruling.penalty)
        return Challenged(
            self.round,
            action.challenger,
            action.seat,
            action.word_index,
            laid.word,
            ruling.allowable,
            ruling.loser,
            ruling.penalty,
        )

    def _after_laying(self) -> None:
        """Move to the next final turn, or score the round when none is left."""
        if self._final_turns:
            self.current = self._final_turns.pop(0)
            self.phase = Phase.DRAW
            return
        self._score()

    def _score(self) -> None:
        tables = [
            SeatTable(
                words=tuple(laid.word for laid in seat.words),
                rejected=frozenset(i for i, laid in enumerate(seat.words) if laid.rejected),
                unused=tuple(seat.hand),
                discard=seat.discard,
                penalties=tuple(seat.penalties),
            )
            for seat in self._seats
        ]
        summary = score_round(
            tables, self.rules, round=self.round, dealer=self.dealer, went_out=self.went_out
        )
        self.summaries.append(summary)
        self.phase = Phase.GAME_OVER if self.round + 1 >= self.rules.rounds else Phase.ROUND_OVER
