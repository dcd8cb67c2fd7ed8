"""Quiddler solitaire: eight stacks, words from the face-up cards, score what is left (RULES.md §7).

The deal: all 118 cards are shuffled by the :class:`~quiddler.engine.shuffle.Shuffler` handed in
(a seeded ``random.Random``: the same seed gives the same deal on every machine); cards are taken
from the top one at a time, round the eight stacks five times face down, then once more face up
(48 cards). The other 70 are set aside and never used.

A turn: make an allowable word (two cards or more, checked at once by the dictionary, since there
is nobody to challenge it) from some or all of the face-up cards, naming the *stacks* its cards
come from in spelling order. The cards are removed and each stack that lost its face-up card
turns up its next one.

Refilling (decided, exactly):

* A **refill** moves the face-up (top) card of a *source* stack that holds at least two cards
  into the leftmost empty space; the source then shows its next card. A stack of one card is
  never a source: moving its only card would just move the hole.
* After a word, while there is an empty space *and* a stack of two cards or more, the game is in
  the ``REFILL`` phase and the player must choose the source of each refill, one space at a time
  (an explicit :class:`Refill` action, even when only one stack could give). No word may be made
  until the refills are done.
* So with eight cards or more left, all eight spaces are filled again. With fewer than eight
  left, refilling goes on until every card left is face up on a stack of its own (one card per
  space, the other spaces empty). When the only cards left are in one stack, its cards are moved
  one at a time, top first, into the empty spaces in the same way.

The end, detected by the game itself after every word and every refill that completes the
refilling: no cards are left (a perfect 0), or no allowable word can be made from the face-up
cards, which the :class:`WordFinder` decides. The score is the sum of the points of all the
cards left on the stacks, face up and face down; 0 is perfect. A player may also give up, which
ends the game with the cards left as the score.

Undo takes back the last word together with the refills made after it, back to the state just
before the word (repeatable to the start of the game). It also takes back the last word of a game
that ended by itself (no word left, or every card used), which then goes on; a game the player
gave up stays over. A game in which undo or a hint was used is *assisted*:
:attr:`Solitaire.assisted` says so, and the record keeps it.

Every applied action is kept in :attr:`Solitaire.actions`: with :attr:`Solitaire.deck_order` (the
deal) they are the whole game, which is how a game is saved and resumed
(:meth:`Solitaire.from_deck`, then the actions again).

Like :class:`~quiddler.engine.game.Game`, legality lives in :meth:`Solitaire.verify`, which raises a
specific :class:`~quiddler.engine.errors.IllegalActionError` (with a sentence a player can read)
before anything changes; :meth:`Solitaire.apply` applies and returns a frozen record.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from enum import Enum
from typing import Any, ClassVar, Protocol, runtime_checkable

from quiddler.engine.cards import DECK_COUNTS, Card, full_deck
from quiddler.engine.errors import (
    IllegalActionError,
    InvalidInputError,
    NotAWordError,
    QuiddlerError,
    WordTooShortError,
    WrongPhaseError,
)
from quiddler.engine.ports import WordChecker, WordSet
from quiddler.engine.shuffle import Shuffler, new_seed
from quiddler.engine.words import Word

__all__ = [
    "MAX_DEAL",
    "STACKS",
    "FACE_DOWN",
    "DEALT",
    "SolitairePhase",
    "EndReason",
    "MakeWord",
    "Refill",
    "Undo",
    "Hint",
    "GiveUp",
    "SolitaireAction",
    "WordMade",
    "Refilled",
    "Undone",
    "HintGiven",
    "GaveUp",
    "SolitaireRecord",
    "WordFinder",
    "PermutationFinder",
    "CallableFinder",
    "EmptyStackError",
    "StackUsedTwiceError",
    "RefillNeededError",
    "NoRefillError",
    "BadRefillSourceError",
    "NothingToUndoError",
    "GameOverError",
    "Solitaire",
    "best_word",
    "spellings",
    "daily_seed",
    "deal_order",
]

#: Stacks on the table.
STACKS = 8
#: Cards dealt face down on each stack before the face-up card.
FACE_DOWN = 5
#: Cards dealt in all: eight stacks of five face down plus one face up.
DEALT = STACKS * (FACE_DOWN + 1)
#: Deals are numbered 0 to 2**64 - 1 (a daily deal's number is 64 bits of a hash).
MAX_DEAL = 2**64 - 1


# ---------------------------------------------------------------- errors


class EmptyStackError(IllegalActionError):
    """The action names a stack that has no card."""


class StackUsedTwiceError(IllegalActionError):
    """A word names the same stack twice: each stack shows one face-up card."""


class RefillNeededError(WrongPhaseError):
    """A stack is empty and must be refilled before the next word."""


class NoRefillError(WrongPhaseError):
    """A refill was asked for when no space needs one."""


class BadRefillSourceError(IllegalActionError):
    """A refill from a stack that cannot give a card (empty, or its only card)."""


class NothingToUndoError(IllegalActionError):
    """Undo with no word made yet."""


class GameOverError(WrongPhaseError):
    """The game has ended: no action but reading is left."""


# ---------------------------------------------------------------- phases, actions, records


class SolitairePhase(Enum):
    PLAY = "play"
    REFILL = "refill"
    OVER = "over"


class EndReason(Enum):
    """Why a game ended."""

    CLEARED = "cleared"
    NO_WORD = "no_word"
    GAVE_UP = "gave_up"

    @property
    def sentence(self) -> str:
        """What the game says when it ends this way."""
        return {
            EndReason.CLEARED: "Every card is used: a perfect game.",
            EndReason.NO_WORD: "No word can be made from the face-up cards: the game is over.",
            EndReason.GAVE_UP: "You gave up: the cards left are your score.",
        }[self]


@dataclass(frozen=True)
class MakeWord:
    """Make a word of the face-up cards of ``stacks`` (0-based), in spelling order."""

    stacks: tuple[int, ...]
    kind: ClassVar[str] = "make_word"

    def __post_init__(self) -> None:
        object.__setattr__(self, "stacks", tuple(self.stacks))


@dataclass(frozen=True)
class Refill:
    """Move the face-up card of stack ``source`` into the leftmost empty space."""

    source: int
    kind: ClassVar[str] = "refill"


@dataclass(frozen=True)
class Undo:
    """Take back the last word and the refills after it."""

    kind: ClassVar[str] = "undo"


@dataclass(frozen=True)
class Hint:
    """Ask for a word the face-up cards make (the game becomes assisted).

    ``rank`` 0 is the best word by points, 1 the next best, and so on (one spelling per word,
    the best one), wrapping round past the last, so asking again shows another word.
    """

    rank: int = 0
    kind: ClassVar[str] = "hint"


@dataclass(frozen=True)
class GiveUp:
    """End the game now; the cards left are the score."""

    kind: ClassVar[str] = "give_up"


SolitaireAction = MakeWord | Refill | Undo | Hint | GiveUp


@dataclass(frozen=True)
class WordMade:
    """A word was made. ``turned_up``: (stack, the card it now shows, or None when it is empty)."""

    word: Word
    stacks: tuple[int, ...]
    turned_up: tuple[tuple[int, Card | None], ...]
    ended: EndReason | None


@dataclass(frozen=True)
class Refilled:
    """``card`` moved from ``source`` to the empty space ``target``; ``source`` now shows ``turned_up``."""

    source: int
    target: int
    card: Card
    turned_up: Card | None
    ended: EndReason | None


@dataclass(frozen=True)
class Undone:
    """The word ``word`` and the ``refills`` made after it were taken back."""

    word: Word
    refills: int


@dataclass(frozen=True)
class HintGiven:
    """The hint: a word, the stacks to take it from, and its place among ``of`` words by points.

    ``word`` is None only when no word can be made at all.
    """

    word: Word | None
    stacks: tuple[int, ...]
    rank: int = 0
    of: int = 0


@dataclass(frozen=True)
class GaveUp:
    score: int


SolitaireRecord = WordMade | Refilled | Undone | HintGiven | GaveUp


# ---------------------------------------------------------------- word finding


@runtime_checkable
class WordFinder(Protocol):
    """What the game needs to know when no word is left: every word some of ``cards`` make.

    The words may come in any order and with every spelling (QU·I·Z and Q·U·I·Z); a word of
    fewer than two cards is ignored. The solver's index is one (wrapped by :class:`CallableFinder`).
    """

    def find_words(self, cards: Sequence[Card]) -> Sequence[Word]: ...


class CallableFinder:
    """Adapts a plain function ``cards -> words`` (e.g. the solver with its index bound) to a finder."""

    def __init__(self, function: Callable[[Sequence[Card]], Iterable[Word]]) -> None:
        self._function = function

    def find_words(self, cards: Sequence[Card]) -> list[Word]:
        return list(self._function(cards))


class PermutationFinder:
    """Brute force over the orders of the cards, asking a :class:`WordChecker` about each.

    Eight face-up cards have about 110 000 orders of two or more; given the dictionary's words
    (or a :class:`WordSet`), only orders that are a prefix of some word are followed, which makes
    it quick. It is the reference the solver is tested against, and the fallback without it.
    """

    def __init__(self, checker: WordChecker, words: Iterable[str] | None = None) -> None:
        self.checker = checker
        if words is None and isinstance(checker, WordSet):
            words = checker.words()
        self._prefixes: frozenset[str] | None = None
        if words is not None:
            self._prefixes = frozenset(
                word.lower()[:end] for word in words for end in range(1, len(word) + 1)
            )

    def find_words(self, cards: Sequence[Card]) -> list[Word]:
        found: list[Word] = []
        seen: set[tuple[Card, ...]] = set()
        for order in self._orders(list(cards), ()):
            if len(order) >= 2 and order not in seen:
                text = "".join(card.letters for card in order)
                if self.checker.is_word(text):
                    seen.add(order)
                    found.append(Word(order))
        return found

    def _orders(self, left: list[Card], prefix: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
        tried: set[Card] = set()
        for index, card in enumerate(left):
            if card in tried:
                continue
            tried.add(card)
            order = (*prefix, card)
            text = "".join(c.letters for c in order)
            if self._prefixes is not None and text not in self._prefixes:
                continue
            yield order
            yield from self._orders(left[:index] + left[index + 1 :], order)


def _word_rank(word: Word) -> tuple[int, int, str]:
    """Best first: most points (they leave the table), then most cards, then alphabetical."""
    return (-word.points, -word.card_count, word.text)


def best_word(words: Iterable[Word], minimum_cards: int = 2) -> Word | None:
    """The hint's choice among ``words``: most points, then most cards, then alphabetical."""
    usable = [word for word in words if word.card_count >= minimum_cards]
    return min(usable, key=_word_rank) if usable else None


# ---------------------------------------------------------------- spelling a typed word


def spellings(text: str, face_up: Sequence[Card | None], *, partial: bool = False) -> list[tuple[int, ...]]:
    """Every way to spell ``text`` with face-up cards of distinct stacks, as stack sequences.

    ``face_up[i]`` is stack i's face-up card (None: empty). With ``partial`` the last card may
    run past the text (``"q"`` can be the start of QU), so a word can be picked as it is typed.
    Ordered best first: exact spellings before partial ones, then most points, then most cards,
    then the leftmost stacks, so the first choice is the one that clears the most from the table.
    """
    text = text.lower()
    results: list[tuple[tuple[int, ...], bool]] = []

    def walk(at: int, used: tuple[int, ...]) -> None:
        if at == len(text):
            if used:
                results.append((used, True))
            return
        rest = text[at:]
        for stack, card in enumerate(face_up):
            if card is None or stack in used:
                continue
            if rest.startswith(card.letters):
                walk(at + len(card.letters), (*used, stack))
            elif partial and card.letters.startswith(rest):
                results.append(((*used, stack), False))

    walk(0, ())

    def rank(item: tuple[tuple[int, ...], bool]) -> tuple[bool, int, int, tuple[int, ...]]:
        stacks, exact = item
        points = sum(card.points for stack in stacks if (card := face_up[stack]) is not None)
        return (not exact, -points, -len(stacks), stacks)

    return [stacks for stacks, _ in sorted(results, key=rank)]


# ---------------------------------------------------------------- seeds and deals


def daily_seed(day: date) -> int:
    """The seed of the day's deal: from the date alone, so every machine deals the same game.

    The first eight bytes of SHA-256 of ``"quiddler-daily-YYYY-MM-DD"``, big-endian.
    """
    digest = hashlib.sha256(f"quiddler-daily-{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big")


def deal_order(stacks: Sequence[Sequence[Card | str] | str]) -> list[Card]:
    """The top of a shuffled deck that deals ``stacks`` (for a :class:`StackedDeck`).

    Each stack is given face-up card first, then the cards under it down to the bottom: six
    cards, e.g. ``"qu e t a s o"`` shows QU with E next.
    """
    parsed: list[list[Card]] = []
    for stack in stacks:
        items = stack.split() if isinstance(stack, str) else list(stack)
        parsed.append([item if isinstance(item, Card) else Card.parse(item) for item in items])
    if len(parsed) != STACKS or any(len(stack) != FACE_DOWN + 1 for stack in parsed):
        raise InvalidInputError(f"a solitaire deal is {STACKS} stacks of {FACE_DOWN + 1} cards")
    # Dealing goes round the stacks bottom layer first, so layer k of stack i is card k*8 + i.
    return [parsed[i][FACE_DOWN - layer] for layer in range(FACE_DOWN + 1) for i in range(STACKS)]


# ---------------------------------------------------------------- the game


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
        shuffler: Shuffler = rng if rng is not None else random.Random(seed)
        deck = full_deck()
        shuffler.shuffle(deck)
        self._deck_order: tuple[Card, ...] = tuple(deck)
        # deck[0] is the top of the shuffled pile and is dealt first, to stack 0's bottom.
        self._stacks: list[list[Card]] = [deck[i:DEALT:STACKS] for i in range(STACKS)]
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
        return sum(card.points for stack in self._stacks for card in stack)

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
        for word in sorted(self.available_words(), key=_word_rank):
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
                    raise GameOverError("You gave up this game: it cannot be taken back.")
                if not self._history:
                    raise NothingToUndoError("There is no word to undo yet.")
            case Hint():
                if not isinstance(action.rank, int) or action.rank < 0:
                    raise InvalidInputError(f"a hint's rank is a whole number 0 or more, not {action.rank!r}")
                self._require_not_over("there is nothing left to hint")
                if self.phase is SolitairePhase.REFILL:
                    raise RefillNeededError(self._refill_sentence())
            case GiveUp():
                self._require_not_over("it has already ended")
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

    def _require_not_over(self, what: str) -> None:
        if self.phase is SolitairePhase.OVER:
            raise GameOverError(f"The game is over: {what}.")

    def _refill_sentence(self) -> str:
        target = self.empty_spaces[0] + 1
        return f"Stack {target} is empty: choose the stack whose top card moves into its space first."

    def _check_stacks(self, stacks: Sequence[int]) -> None:
        for stack in stacks:
            if not isinstance(stack, int) or isinstance(stack, bool) or not 0 <= stack < STACKS:
                raise InvalidInputError(f"there is no stack {stack!r}: stacks are 1 to {STACKS}")
        for stack in stacks:
            if not self._stacks[stack]:
                raise EmptyStackError(f"Stack {stack + 1} is empty: it has no card to use.")
        repeated = [stack for stack, count in Counter(stacks).items() if count > 1]
        if repeated:
            raise StackUsedTwiceError(
                f"Stack {repeated[0] + 1} is used twice: each stack gives only its face-up card."
            )

    def _verify_make_word(self, action: MakeWord) -> None:
        self._require_not_over("no more words can be made")
        if self.phase is SolitairePhase.REFILL:
            raise RefillNeededError(self._refill_sentence())
        word = self.word_for(action.stacks)
        if word.card_count < self.min_word_cards:
            size = "no cards" if not word.cards else "a single card"
            raise WordTooShortError(f"A word uses at least {self.min_word_cards} cards; this one has {size}.")
        if not self.checker.is_word(word.text):
            raise NotAWordError(f"{word.text.upper()} is not in the dictionary.")

    def _verify_refill(self, action: Refill) -> None:
        self._require_not_over("there is nothing to refill")
        if self.phase is not SolitairePhase.REFILL:
            raise NoRefillError("No stack needs refilling now.")
        source = action.source
        if not isinstance(source, int) or isinstance(source, bool) or not 0 <= source < STACKS:
            raise InvalidInputError(f"there is no stack {source!r}: stacks are 1 to {STACKS}")
        size = len(self._stacks[source])
        if size == 0:
            raise BadRefillSourceError(f"Stack {source + 1} is empty: choose a stack with cards.")
        if size == 1:
            raise BadRefillSourceError(
                f"Stack {source + 1} has only its face-up card: moving it would leave another space; "
                "choose a stack with cards under its top card."
            )

    # ------------------------------------------------------------ applying

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
        return self.apply(MakeWord(tuple(stacks)))  # type: ignore[return-value]

    def refill(self, source: int) -> Refilled:
        return self.apply(Refill(source))  # type: ignore[return-value]

    def undo(self) -> Undone:
        return self.apply(Undo())  # type: ignore[return-value]

    def hint(self, rank: int = 0) -> HintGiven:
        return self.apply(Hint(rank))  # type: ignore[return-value]

    def give_up(self) -> GaveUp:
        return self.apply(GiveUp())  # type: ignore[return-value]

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
