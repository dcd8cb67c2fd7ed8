"""A challenge window: who may still challenge the words just laid, and until when."""

from __future__ import annotations

from dataclasses import dataclass, field

from quiddler.engine import Challenged

__all__ = ["ChallengeWindow", "PassChallenges"]


@dataclass(frozen=True)
class PassChallenges:
    """``seat`` challenges nothing (more) in the open window: submitted to a table's port like
    any action (a remote port sends it as one ``pass`` message). The window closes when every
    decider has passed, or no word is left to challenge."""

    seat: int


@dataclass
class ChallengeWindow:
    """The moment after words are laid (table rules) when the other players may challenge them.

    ``deciders`` are the people who may still challenge (the computer players decided as the window
    opened: ``decided``). Each of them may challenge several words, or pass; the window closes when
    every decider has passed, when someone closes it (one keyboard: "no more challenges"), or when
    the turn driver's clock passes :attr:`deadline` (the match keeps no timer of its own).
    """

    layer: int
    deciders: tuple[int, ...]
    time_limit: float | None
    opened_at: float
    decided: tuple[Challenged, ...] = ()
    passed: set[int] = field(default_factory=set)

    @property
    def waiting(self) -> tuple[int, ...]:
        """The deciders who have not passed yet."""
        return tuple(seat for seat in self.deciders if seat not in self.passed)

    @property
    def deadline(self) -> float | None:
        """When the window closes by itself (on the match's clock), or None: no time limit."""
        return None if self.time_limit is None else self.opened_at + self.time_limit

    def expired(self, now: float) -> bool:
        deadline = self.deadline
        return deadline is not None and now >= deadline
