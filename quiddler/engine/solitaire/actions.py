"""What a solitaire game accepts and what came of it: actions, their records, phases and endings.

An *action* is what the player asks for (``MakeWord((0, 3))``); a *record* is the frozen account
of an applied action, with what only the game knew (the cards turned up, whether the game ended).
The actions with the deal replay a game exactly, which is how it is saved.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from quiddler.engine.cards import Card
from quiddler.engine.reasons import Reason
from quiddler.engine.words import Word

__all__ = [
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
]


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
        codes = {"gave_up": "solitaire_gave_up_end"}
        return str(Reason(codes.get(self.value, f"solitaire_{self.value}")))


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
