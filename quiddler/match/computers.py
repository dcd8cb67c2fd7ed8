"""Computer players at a match: the one factory that makes them, and what one of their moves is.

A computer seat answers with an action for its own :class:`~quiddler.engine.SeatView`; the match
(:meth:`Match.computer_move <quiddler.match.Match.computer_move>`) asks it, checks the answer with
the engine and, if the player broke or answered with something the engine refuses, plays the
simplest legal step instead, so a computer player never stops a game (with ``strict`` on, as
``quiddler simulate`` runs it, a refused answer is a :class:`BotError` instead: a bug to find).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from quiddler.engine.errors import QuiddlerError

if TYPE_CHECKING:
    from quiddler.engine import Action, SeatView
    from quiddler.engine.ports import WordChecker

__all__ = ["BotError", "BotFactory", "ComputerMove", "ComputerSeat", "make_bot"]


class BotError(QuiddlerError, RuntimeError):
    """A computer player answered with an action the engine refused: a bug in the player."""


class ComputerSeat(Protocol):
    """What the match needs of a computer player (:class:`quiddler.players.ComputerPlayer` is one)."""

    def act(self, view: SeatView) -> Action: ...

    def challenges(self, view: SeatView) -> tuple[int, ...]: ...


#: How a match gets the computer player of a seat: ``factory(level, seed, checker)``.
BotFactory = Callable[[str, int, "WordChecker"], ComputerSeat]


def make_bot(level: str, seed: int, checker: WordChecker) -> ComputerSeat:
    """A computer player for a seat (``level``: easy, medium, hard, expert or greedy, the levels of
    :data:`quiddler.players.LEVELS`)."""
    from quiddler.players import make_player

    return make_player(level, seed=seed, dictionary=checker)


@dataclass(frozen=True)
class ComputerMove:
    """What a computer seat does next, and how long it took to decide."""

    seat: int
    action: Action
    #: Seconds the player spent deciding (its ``act`` call only).
    seconds: float
    #: When the player broke: a sentence for the table ("Rex could not decide (…); it plays safe."),
    #: and ``action`` is the simplest legal step instead of its own.
    problem: str | None = None
