"""The solitaire game: :class:`Solitaire` deals, checks every action in one place and applies it.

The rules it keeps (refilling, the end, undo, assisted games) are told in the package's
docstring (:mod:`quiddler.engine.solitaire`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, overload

from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.errors import InvalidInputError, NotAWordError, QuiddlerError, WordTooShortError
from quiddler.engine.ports import WordChecker
from quiddler.engine.reasons import Reason
from quiddler.engine.shuffle import Shuffler, new_seed
from quiddler.engine.solitaire.actions import (
    EndReason,
    GaveUp,
    GiveUp,
    Hint,
    HintGiven,
    MakeWord,
    Refill,
    Refilled,
    SolitaireAction,
    SolitairePhase,
    SolitaireRecord,
    Undo,
    Undone,
    WordMade,
)
from quiddler.engine.solitaire.deal import DEALT, STACKS, points_left, shuffled_deck, stacks_of
from quiddler.engine.solitaire.errors import (
    BadRefillSourceError,
    EmptyStackError,
    GameOverError,
    NoRefillError,
    NothingToUndoError,
    RefillNeededError,
    StackUsedTwiceError,
)
from quiddler.engine.solitaire.finders import PermutationFinder, WordFinder, word_rank
from quiddler.engine.words import Word

__all__ = ["Solitaire"]


class _SameOrder:
    """A shuffler that puts the deck back in an order dealt before (for :meth:`Solitaire.restart`)."""

    def __init__(self, order: Sequence[Card]) -> None:
        self._order = list(order)

    def shuffle(self, x: list[Any]) -> None:
        x[:] = self._order


@dataclass(frozen=True)
class _Saved:
    """The state just before a word, for undo."""

    stacks: tuple[tuple[Card, ...], ...]
    words: int


class Solitaire:
    """One game of solitaire.

    ``checker`` decides whether a word is allowable; ``finder`` finds the words the face-up cards
    make (for the end and for hints; a :class:`PermutationFinder` over ``checker`` if not given).

    >>> from quiddler.engine import WordSet
    >>> game = Solitaire.new(WordSet({"at", "to"}), seed=7)
    >>> game.cards_left, len(game.face_up)
    (48, 8)
    """

    def __init__(
        self,
        checker: WordChecker,
        finder: WordFinder | None = None,
        *,
        seed: int = 0,
        rng: Shuffler | None = None,
        min_word_cards: int = 2,
    ) -> None:
        self.seed = seed
        self.checker = checker
        self.finder: WordFinder = finder if finder is not None else PermutationFinder(checker)
        self.min_word_cards = min_word_cards
        deck = shuffled_deck(seed, rng)
        self._deck_order: tuple[Card, ...] = tuple(deck)
        # deck[0] is the top of the shuffled pile and is dealt first, to stack 0's bottom.
        self._stacks: list[list[Card]] = stacks_of(deck)
        self.set_aside: tuple[Card, ...] = tuple(deck[DEALT:])
        self._words: list[Word] = []
        self._history: list[_Saved] = []
        self._refills: list[int] = []  # refills made after each word in the history
        self.records: list[SolitaireRecord] = []
        #: Every action applied, in order (with the deck order, the whole game: see from_deck).
        self.actions: list[SolitaireAction] = []
        self.undos = 0
        self.hints = 0
        self.phase = SolitairePhase.PLAY
        self.end_reason: EndReason | None = None
        self._available: list[Word] | None = None
        self._settle()

    @classmethod
    def new(
        cls,
        checker: WordChecker,
        finder: WordFinder | None = None,
        *,
        seed: int | None = None,
        rng: Shuffler | None = None,
    ) -> Solitaire:
        """A new game; with no seed one is drawn at random and kept in :attr:`seed`."""
        if seed is None:
            seed = new_seed()
        return cls(checker, finder, seed=seed, rng=rng)

    @classmethod
    def from_deck(
        cls,
        checker: WordChecker,
        finder: WordFinder | None,
        deck: Sequence[Card],
        *,
        seed: int = 0,
        min_word_cards: int = 2,
    ) -> Solitaire:
        """A game dealt from ``deck`` (a :attr:`deck_order`: the shuffled deck, top first).

        Raises :class:`InvalidInputError` unless ``deck`` holds exactly the 118 cards of the deck.
        """
        if Counter(deck) != DECK_COUNTS or len(deck) != sum(DECK_COUNTS.values()):
            raise InvalidInputError("a deal uses every card of the deck exactly once")
        return cls(checker, finder, seed=seed, rng=_SameOrder(deck), min_word_cards=min_word_cards)

    def restart(self) -> Solitaire:
        """A fresh game of the very same deal (same seed, same stacks, even from a stacked deck)."""
        return Solitaire.from_deck(
            self.checker, self.finder, self._deck_order, seed=self.seed, min_word_cards=self.min_word_cards
        )

    @property
    def deck_order(self) -> tuple[Card, ...]:
        """The shuffled deck this game was dealt from, top first: the deal itself."""
        return self._deck_order

    # ------------------------------------------------------------ reading

    @property
    def stacks(self) -> tuple[tuple[Card, ...], ...]:
        """Every stack bottom first: the last card is the face-up one."""
        return tuple(tuple(stack) for stack in self._stacks)

    @property
    def face_up(self) -> tuple[Card | None, ...]:
        """Each stack's face-up card, None for an empty space."""
        return tuple(stack[-1] if stack else None for stack in self._stacks)

    @property
    def face_down(self) -> tuple[int, ...]:
        """How many cards lie under each face-up card."""
        return tuple(max(0, len(stack) - 1) for stack in self._stacks)

    @property
    def cards_left(self) -> int:
        return sum(len(stack) for stack in self._stacks)

    @property
    def score(self) -> int:
        """The points of every card still on the stacks: the running score, 0 is perfect."""
        return points_left(self._stacks)

    @property
    def words(self) -> tuple[Word, ...]:
        """The words made so far, in order."""
        return tuple(self._words)

    @property
    def is_over(self) -> bool:
        return self.phase is SolitairePhase.OVER

    @property
    def is_perfect(self) -> bool:
        return self.is_over and self.cards_left == 0

    @property
    def assisted(self) -> bool:
        """True once undo or a hint has been used in this game."""
        return self.undos > 0 or self.hints > 0

    @property
    def empty_spaces(self) -> tuple[int, ...]:
        return tuple(i for i, stack in enumerate(self._stacks) if not stack)

    @property
    def refill_target(self) -> int | None:
        """The space the next refill fills (the leftmost empty one), None outside refilling."""
        if self.phase is not SolitairePhase.REFILL:
            return None
        return self.empty_spaces[0]

    @property
    def refill_sources(self) -> tuple[int, ...]:
        """Stacks that may give their face-up card to a refill now."""
        if self.phase is not SolitairePhase.REFILL:
            return ()
        return tuple(i for i, stack in enumerate(self._stacks) if len(stack) >= 2)

    def word_for(self, stacks: Sequence[int]) -> Word:
        """The word the face-up cards of ``stacks`` spell (raises like :meth:`verify`)."""
        self._check_stacks(stacks)
        return Word(tuple(self._stacks[i][-1] for i in stacks))

    def stacks_for(self, word: Word) -> tuple[int, ...] | None:
        """The stacks that show ``word``'s cards, leftmost first where a card shows twice."""
        used: list[int] = []
        for card in word.cards:
            for stack, shown in enumerate(self.face_up):
                if shown is card and stack not in used:
                    used.append(stack)
                    break
            else:
                return None
        return tuple(used)

    def available_words(self) -> list[Word]:
        """Every allowable word the face-up cards make now (from the finder; cached per position)."""
        if self._available is None:
            cards = [card for card in self.face_up if card is not None]
            words = self.finder.find_words(cards) if len(cards) >= self.min_word_cards else []
            self._available = [word for word in words if word.card_count >= self.min_word_cards]
        return list(self._available)

    def ranked_words(self) -> list[Word]:
        """The words the face-up cards make, best first (points, then cards, then alphabetical),
        one spelling per word: the best."""
        ranked: list[Word] = []
        seen: set[str] = set()
        for word in sorted(self.available_words(), key=word_rank):
            if word.text not in seen:
                seen.add(word.text)
                ranked.append(word)
        return ranked

    def suggestable_words(self) -> list[Word]:
        """:meth:`ranked_words` less those the checker does not want suggested: a checker with an
        ``is_filtered(text)`` method (the family filter) names them. Only hints leave them out;
        the end of the game still counts every word, so a game does not end while a word can
        be made, even one the hint would not offer."""
        is_filtered = getattr(self.checker, "is_filtered", None)
        ranked = self.ranked_words()
        return ranked if is_filtered is None else [word for word in ranked if not is_filtered(word.text)]

    def card_counts(self) -> Counter[Card]:
        """Every card of the deck: on the stacks, in the words made, set aside."""
        counts: Counter[Card] = Counter(self.set_aside)
        for stack in self._stacks:
            counts.update(stack)
        for word in self._words:
            counts.update(word.cards)
        return counts

    def check_invariants(self) -> None:
        """Raise AssertionError if a card was lost or duplicated."""
        if self.card_counts() != DECK_COUNTS:
            raise AssertionError("a card was lost or duplicated")

    def snapshot(self) -> dict[str, Any]:
        """The whole state as comparable plain values (a refused action must leave it equal)."""
        return {
            "stacks": self.stacks,
            "words": self.words,
            "history": tuple(self._history),
            "refills": tuple(self._refills),
            "records": tuple(self.records),
            "actions": tuple(self.actions),
            "phase": self.phase,
            "end": self.end_reason,
            "undos": self.undos,
            "hints": self.hints,
        }

    # ------------------------------------------------------------ legality, in one place

    def verify(self, action: SolitaireAction) -> None:
        """Raise the specific :class:`IllegalActionError` that forbids ``action``, or return."""
        match action:
            case MakeWord():
                self._verify_make_word(action)
            case Refill():
                self._verify_refill(action)
            case Undo():
                if self.end_reason is EndReason.GAVE_UP:
                    raise GameOverError(Reason("solitaire_gave_up"))
                if not self._history:
                    raise NothingToUndoError(Reason("solitaire_nothing_to_undo"))
            case Hint():
                if not isinstance(action.rank, int) or action.rank < 0:
                    raise InvalidInputError(f"a hint's rank is a whole number 0 or more, not {action.rank!r}")
                self._require_not_over(Reason("solitaire_over_hint"))
                if self.phase is SolitairePhase.REFILL:
                    raise RefillNeededError(self._refill_sentence())
            case GiveUp():
                self._require_not_over(Reason("solitaire_over_ended"))
            case _:
                raise InvalidInputError(f"{action!r} is not a solitaire action")

    def can(self, action: SolitaireAction) -> bool:
        """True if :meth:`apply` would accept ``action`` now (malformed input answers False)."""
        try:
            self.verify(action)
        except QuiddlerError:
            return False
        return True

    def why_not(self, action: SolitaireAction) -> str | None:
        """The sentence that refuses ``action``, or None if it is allowed."""
        try:
            self.verify(action)
        except QuiddlerError as error:
            return str(error)
        return None

    def can_make_word(self, stacks: Sequence[int]) -> bool:
        return self.can(MakeWord(tuple(stacks)))

    def can_refill(self, source: int) -> bool:
        return self.can(Refill(source))

    def can_undo(self) -> bool:
        return self.can(Undo())

    def can_hint(self) -> bool:
        return self.can(Hint())

    def can_give_up(self) -> bool:
        return self.can(GiveUp())

    def _require_not_over(self, sentence: Reason) -> None:
        if self.phase is SolitairePhase.OVER:
            raise GameOverError(sentence)

    def _refill_sentence(self) -> Reason:
        return Reason("solitaire_refill_first", {"target": self.empty_spaces[0] + 1})

    def _check_stacks(self, stacks: Sequence[int]) -> None:
        for stack in stacks:
            if not isinstance(stack, int) or isinstance(stack, bool) or not 0 <= stack < STACKS:
                raise InvalidInputError(f"there is no stack {stack!r}: stacks are 1 to {STACKS}")
        for stack in stacks:
            if not self._stacks[stack]:
                raise EmptyStackError(Reason("solitaire_stack_empty", {"stack": stack + 1}))
        repeated = [stack for stack, count in Counter(stacks).items() if count > 1]
        if repeated:
            raise StackUsedTwiceError(Reason("solitaire_stack_twice", {"stack": repeated[0] + 1}))

    def _verify_make_word(self, action: MakeWord) -> None:
        self._require_not_over(Reason("solitaire_over_words"))
        if self.phase is SolitairePhase.REFILL:
            raise RefillNeededError(self._refill_sentence())
        word = self.word_for(action.stacks)
        if word.card_count < self.min_word_cards:
            code = "solitaire_single_card" if word.cards else "solitaire_no_cards"
            raise WordTooShortError(Reason(code, {"minimum": self.min_word_cards}))
        if not self.checker.is_word(word.text):
            raise NotAWordError(Reason("solitaire_not_a_word", {"word": word.text.upper()}))

    def _verify_refill(self, action: Refill) -> None:
        self._require_not_over(Reason("solitaire_over_refill"))
        if self.phase is not SolitairePhase.REFILL:
            raise NoRefillError(Reason("solitaire_no_refill"))
        source = action.source
        if not isinstance(source, int) or isinstance(source, bool) or not 0 <= source < STACKS:
            raise InvalidInputError(f"there is no stack {source!r}: stacks are 1 to {STACKS}")
        size = len(self._stacks[source])
        if size == 0:
            raise BadRefillSourceError(Reason("solitaire_refill_empty", {"stack": source + 1}))
        if size == 1:
            raise BadRefillSourceError(Reason("solitaire_refill_single", {"stack": source + 1}))

    # ------------------------------------------------------------ applying

    # Each action's own record type, so a caller needs no cast (``game.apply(Refill(2)).card``).
    @overload
    def apply(self, action: MakeWord) -> WordMade: ...
    @overload
    def apply(self, action: Refill) -> Refilled: ...
    @overload
    def apply(self, action: Undo) -> Undone: ...
    @overload
    def apply(self, action: Hint) -> HintGiven: ...
    @overload
    def apply(self, action: GiveUp) -> GaveUp: ...
    @overload
    def apply(self, action: SolitaireAction) -> SolitaireRecord: ...

    def apply(self, action: SolitaireAction) -> SolitaireRecord:
        """Verify ``action``, apply it and return (and keep) its record."""
        self.verify(action)
        match action:
            case MakeWord():
                record: SolitaireRecord = self._make_word(action)
            case Refill():
                record = self._refill(action)
            case Undo():
                record = self._undo()
            case Hint():
                ranked = self.suggestable_words()
                self.hints += 1
                if ranked:
                    rank = action.rank % len(ranked)
                    word = ranked[rank]
                    record = HintGiven(word, self.stacks_for(word) or (), rank, len(ranked))
                else:
                    record = HintGiven(None, ())
            case GiveUp():
                self.phase = SolitairePhase.OVER
                self.end_reason = EndReason.GAVE_UP
                record = GaveUp(self.score)
        self.records.append(record)
        self.actions.append(action)
        return record

    def make_word(self, stacks: Sequence[int]) -> WordMade:
        return self.apply(MakeWord(tuple(stacks)))

    def refill(self, source: int) -> Refilled:
        return self.apply(Refill(source))

    def undo(self) -> Undone:
        return self.apply(Undo())

    def hint(self, rank: int = 0) -> HintGiven:
        return self.apply(Hint(rank))

    def give_up(self) -> GaveUp:
        return self.apply(GiveUp())

    def _make_word(self, action: MakeWord) -> WordMade:
        word = self.word_for(action.stacks)
        self._history.append(_Saved(self.stacks, len(self._words)))
        self._refills.append(0)
        for stack in action.stacks:
            self._stacks[stack].pop()
        self._words.append(word)
        self._available = None
        turned = tuple((stack, self.face_up[stack]) for stack in sorted(action.stacks))
        self._settle()
        return WordMade(word, action.stacks, turned, self.end_reason)

    def _refill(self, action: Refill) -> Refilled:
        target = self.empty_spaces[0]
        card = self._stacks[action.source].pop()
        self._stacks[target].append(card)
        self._refills[-1] += 1
        self._available = None
        self._settle()
        return Refilled(action.source, target, card, self.face_up[action.source], self.end_reason)

    def _undo(self) -> Undone:
        saved = self._history.pop()
        word = self._words[saved.words]
        refills = self._refills.pop()
        self._stacks = [list(stack) for stack in saved.stacks]
        del self._words[saved.words :]
        self._available = None
        self.undos += 1
        self.phase = SolitairePhase.PLAY
        self.end_reason = None
        return Undone(word, refills)

    def _settle(self) -> None:
        """After a change: refill if a space can be filled, else see whether the game has ended."""
        sources = any(len(stack) >= 2 for stack in self._stacks)
        if self.empty_spaces and sources:
            self.phase = SolitairePhase.REFILL
            return
        if self.cards_left == 0:
            self._end(EndReason.CLEARED)
        elif not self.available_words():
            self._end(EndReason.NO_WORD)
        else:
            self.phase = SolitairePhase.PLAY

    def _end(self, reason: EndReason) -> None:
        self.phase = SolitairePhase.OVER
        self.end_reason = reason
