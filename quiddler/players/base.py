"""What a computer player is, as the app and the simulator see it.

A computer player is handed a :class:`~quiddler.engine.SeatView` — a frozen copy of what its seat
may see — and answers with an engine action. It never receives the :class:`~quiddler.engine.Game`,
so it cannot peek at the draw pile or another hand; the engine still verifies every action it
returns, exactly as for a person.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from quiddler.engine import Action, SeatView

__all__ = ["LEVELS", "ComputerPlayer"]

#: The strengths a seat can be given: ``bot:easy`` … ``bot:expert``; ``greedy`` is the fixed
#: baseline used to measure the others.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert", "greedy")


class ComputerPlayer(Protocol):
    """A seat played by the computer."""

    level: str

    def act(self, view: SeatView) -> Action:
        """The action for this seat on its own turn: a Draw in the DRAW phase; a Discard, GoOut or
        (on a final turn) LayDown in the PLAY phase."""
        ...

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        """In the CHALLENGE phase (``view.current`` just laid words): the indices of those words
        this seat challenges, possibly none."""
        ...
