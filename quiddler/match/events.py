"""What a match tells the front ends that watch it: plain, frozen events and a small event stream.

A front end subscribes a function (``unsubscribe = match.subscribe(listener)``) and is called, on
the thread that made the change, with each event in order. Events are plain values that can be
forwarded as they are (a score sheet, a coach) or per seat (:meth:`ActionApplied.seen_by`: a
remote player's connection must not hear the card someone else drew blind).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from quiddler.engine.view import redact

if TYPE_CHECKING:
    from quiddler.engine import Record, RoundSummary

__all__ = [
    "ActionApplied",
    "RoundOver",
    "GameOver",
    "SaveFailed",
    "ChallengeWindowOpened",
    "SeatChanged",
    "Presence",
    "TurnTimedOut",
    "ComputerTrouble",
    "Event",
    "Listener",
    "EventStream",
]


@dataclass(frozen=True)
class ActionApplied:
    """The engine applied an action: its record (with every card in it, as the engine knows it)."""

    record: Record
    #: How many actions the game has applied, this one included (a remote client can spot a gap).
    number: int

    def seen_by(self, viewer: int | None) -> ActionApplied:
        """The event as ``viewer`` may hear it (None: a spectator): a card drawn blind by someone
        else is hidden, as in :class:`~quiddler.engine.SeatView`'s log."""
        return ActionApplied(redact(self.record, viewer), self.number)


@dataclass(frozen=True)
class RoundOver:
    """A round was scored (the last one too, just before :class:`GameOver`)."""

    summary: RoundSummary


@dataclass(frozen=True)
class GameOver:
    """The last round was scored: the final totals and the winners (equal highest totals share)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class SaveFailed:
    """The match could not be saved after an action (a full disk, a read-only folder): one sentence
    for the players, said once until a save works again; the next action tries again."""

    message: str


@dataclass(frozen=True)
class ChallengeWindowOpened:
    """Words were just laid under table rules: the people in ``deciders`` may challenge them, until
    each has passed, someone closes the window or ``time_limit`` seconds have gone by (None: no
    limit). ``decided`` are the challenges the computer players made as it opened."""

    layer: int
    deciders: tuple[int, ...]
    time_limit: float | None
    decided: tuple[Record, ...] = field(default=())


@dataclass(frozen=True)
class SeatChanged:
    """A seat was handed to a computer player at ``level``, or back to a person (``level`` None)."""

    seat: int
    level: str | None


@dataclass(frozen=True)
class Presence:
    """Who is at the table (a remote game): ``connected`` per seat (people at the host's keyboard
    and computer seats always are), and whether this front end reaches the host (``online``)."""

    connected: tuple[bool, ...]
    online: bool = True


@dataclass(frozen=True)
class TurnTimedOut:
    """A person's turn outlasted the turn timer: the driver played it for them (they keep the seat)."""

    seat: int


@dataclass(frozen=True)
class ComputerTrouble:
    """A computer player broke and played the simplest legal step instead: one sentence for the
    table ("Rex could not decide (…); it plays safe.")."""

    seat: int
    message: str


Event: TypeAlias = (
    ActionApplied
    | RoundOver
    | GameOver
    | SaveFailed
    | ChallengeWindowOpened
    | SeatChanged
    | Presence
    | TurnTimedOut
    | ComputerTrouble
)
Listener: TypeAlias = Callable[[Event], object]


class EventStream:
    """Listeners, called in the order they subscribed, with every event in the order it happened."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every event from now on; returns the function that stops it."""
        self._listeners.append(listener)
        return lambda: self.unsubscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop calling ``listener`` (nothing happens if it was not subscribed)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def emit(self, event: Event) -> None:
        for listener in tuple(self._listeners):
            listener(event)
