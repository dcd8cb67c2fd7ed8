"""Actions a game accepts, and the records of what they did.

An *action* is what a seat asks for (``Draw(seat=0, source=Source.DISCARD)``); a *record* is the
frozen account of an applied action, with what only the engine knew (which card came off the
draw pile, what a challenge decided). The list of records is the game's log; the list of their
actions, with the setup, replays the game exactly (saves are made of it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from quiddler.engine.cards import Card
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason
from quiddler.engine.words import Word

__all__ = [
    "Source",
    "Draw",
    "Discard",
    "GoOut",
    "LayDown",
    "Challenge",
    "CloseChallenges",
    "NextRound",
    "Action",
    "Drew",
    "Discarded",
    "WentOut",
    "LaidDown",
    "Challenged",
    "ChallengesClosed",
    "RoundStarted",
    "Record",
    "action_to_dict",
    "action_from_dict",
]


class Source(Enum):
    """Where a draw comes from."""

    DRAW_PILE = "draw"
    DISCARD_PILE = "discard"

    @property
    def title(self) -> str:
        return str(Reason("draw_pile" if self is Source.DRAW_PILE else "discard_pile"))


def _words(words: Sequence[Word]) -> tuple[Word, ...]:
    return tuple(words)


@dataclass(frozen=True)
class Draw:
    """Take the top card of the draw pile or of the discard pile (docs/rules.md §3.1)."""

    seat: int
    source: Source = Source.DRAW_PILE
    kind: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Discard:
    """End an ordinary turn by discarding one card (docs/rules.md §3.2)."""

    seat: int
    card: Card
    kind: ClassVar[str] = "discard"


@dataclass(frozen=True)
class GoOut:
    """Lay every card but one as words and discard the last (docs/rules.md §4)."""

    seat: int
    words: tuple[Word, ...]
    discard: Card
    kind: ClassVar[str] = "go_out"

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", _words(self.words))


@dataclass(frozen=True)
class LayDown:
    """A final turn's end: lay down any words (possibly none) and discard one card (docs/rules.md §4)."""

    seat: int
    words: tuple[Word, ...]
    discard: Card
    kind: ClassVar[str] = "lay_down"

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", _words(self.words))


@dataclass(frozen=True)
class Challenge:
    """Seat ``challenger`` challenges word ``word_index`` of the words ``seat`` just laid (§5)."""

    challenger: int
    seat: int
    word_index: int
    kind: ClassVar[str] = "challenge"


@dataclass(frozen=True)
class CloseChallenges:
    """Nobody (more) challenges: play moves on to the next turn."""

    kind: ClassVar[str] = "close_challenges"


@dataclass(frozen=True)
class NextRound:
    """Deal the next round after the round summary has been seen."""

    kind: ClassVar[str] = "next_round"


Action = Draw | Discard | GoOut | LayDown | Challenge | CloseChallenges | NextRound


# ---------------------------------------------------------------- records


@dataclass(frozen=True)
class Drew:
    """A draw. ``card`` is private to ``seat`` when it came from the draw pile."""

    round: int
    seat: int
    source: Source
    card: Card
    refilled: bool = False

    @property
    def action(self) -> Draw:
        return Draw(self.seat, self.source)


@dataclass(frozen=True)
class Discarded:
    round: int
    seat: int
    card: Card

    @property
    def action(self) -> Discard:
        return Discard(self.seat, self.card)


@dataclass(frozen=True)
class WentOut:
    round: int
    seat: int
    words: tuple[Word, ...]
    discard: Card

    @property
    def action(self) -> GoOut:
        return GoOut(self.seat, self.words, self.discard)


@dataclass(frozen=True)
class LaidDown:
    round: int
    seat: int
    words: tuple[Word, ...]
    unused: tuple[Card, ...]
    discard: Card

    @property
    def action(self) -> LayDown:
        return LayDown(self.seat, self.words, self.discard)


@dataclass(frozen=True)
class Challenged:
    """A decided challenge: ``allowable`` is the dictionary's answer; ``loser`` pays ``penalty``."""

    round: int
    challenger: int
    seat: int
    word_index: int
    word: Word
    allowable: bool
    loser: int
    penalty: int

    @property
    def action(self) -> Challenge:
        return Challenge(self.challenger, self.seat, self.word_index)


@dataclass(frozen=True)
class ChallengesClosed:
    round: int
    seat: int

    @property
    def action(self) -> CloseChallenges:
        return CloseChallenges()


@dataclass(frozen=True)
class RoundStarted:
    round: int
    dealer: int

    @property
    def action(self) -> NextRound:
        return NextRound()


Record = Drew | Discarded | WentOut | LaidDown | Challenged | ChallengesClosed | RoundStarted


# ---------------------------------------------------------------- JSON form


def action_to_dict(action: Action) -> dict[str, Any]:
    """Plain JSON-ready data for an action: ``{"kind": "draw", "seat": 0, "source": "draw"}``."""
    data: dict[str, Any] = {"kind": action.kind}
    match action:
        case Draw(seat=seat, source=source):
            data.update(seat=seat, source=source.value)
        case Discard(seat=seat, card=card):
            data.update(seat=seat, card=card.value)
        case GoOut(seat=seat, words=words, discard=card) | LayDown(seat=seat, words=words, discard=card):
            data.update(seat=seat, words=[word.to_list() for word in words], discard=card.value)
        case Challenge(challenger=challenger, seat=seat, word_index=index):
            data.update(challenger=challenger, seat=seat, word_index=index)
    return data


def action_from_dict(data: dict[str, Any]) -> Action:
    """The inverse of :func:`action_to_dict`; raises :class:`InvalidInputError` for bad data."""
    try:
        kind = data["kind"]
        if kind == "draw":
            return Draw(int(data["seat"]), Source(data["source"]))
        if kind == "discard":
            return Discard(int(data["seat"]), Card.parse(data["card"]))
        if kind in ("go_out", "lay_down"):
            words = tuple(Word.parse(list(word)) for word in data["words"])
            cls = GoOut if kind == "go_out" else LayDown
            return cls(int(data["seat"]), words, Card.parse(data["discard"]))
        if kind == "challenge":
            return Challenge(int(data["challenger"]), int(data["seat"]), int(data["word_index"]))
        if kind == "close_challenges":
            return CloseChallenges()
        if kind == "next_round":
            return NextRound()
    except (KeyError, TypeError, ValueError) as error:
        raise InvalidInputError(f"this is not a Quiddler action: {data!r} ({error})") from None
    raise InvalidInputError(f"this is not a Quiddler action: {data!r}")
