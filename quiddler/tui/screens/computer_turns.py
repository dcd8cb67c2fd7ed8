"""Computer turns at the table: one step at a time, paced so the people at the table can follow.

:class:`ComputerTurns` is a controller the table owns (composition, not a base class). What a
computer seat does is the match's business (:meth:`TablePort.computer_move
<quiddler.match.port.TablePort.computer_move>`: its own answer for its own view, or the simplest
legal step when it breaks); what is left here is the pacing, which is the front end's: the pause
before each step, and space to hurry.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Protocol

from quiddler.engine import Action, Phase, Record
from quiddler.tui.screens.table_text import PLAYING

if TYPE_CHECKING:
    from quiddler.engine import Game
    from quiddler.match.port import TablePort

__all__ = ["ComputerTurns", "Table"]


class Table(Protocol):
    """What the controller needs of the table that owns it."""

    port: TablePort
    game: Game

    @property
    def is_attached(self) -> bool: ...

    def apply(self, action: Action, *, advance: bool = True) -> Record | None: ...

    def advance(self) -> None: ...

    def say_problem(self, message: str) -> None: ...


class ComputerTurns:
    """Plays a computer seat's turn for ``table``, pausing ``delay`` seconds between its steps."""

    def __init__(self, table: Table, delay: float) -> None:
        self.table = table
        #: Seconds between a computer's steps (0: no pause).
        self.delay = delay
        self._hurry = asyncio.Event()  # set by space: no more pauses this turn

    async def play_turn(self) -> None:
        """Play the current computer's turn one step at a time, pausing so people can follow it
        (run it in the table's worker: a new turn cancels the old one)."""
        table = self.table
        game = table.game
        seat = game.current
        self._hurry.clear()
        while game.current == seat and game.phase in PLAYING:
            move = await asyncio.to_thread(table.port.computer_move, seat)
            if move is None:  # played elsewhere: its moves arrive as events
                return
            if move.problem is not None:
                table.say_problem(move.problem)
            await self.pause()
            if not table.is_attached:
                return
            table.apply(move.action, advance=False)
        if game.phase is Phase.CHALLENGE and table.is_attached:
            # Words just laid: the table shows the whole turn (words, unused cards, discard) for
            # a moment before the challenge window covers it (the window repeats it too).
            await self.pause(3)
            if not table.is_attached:
                return
        table.advance()

    async def pause(self, steps: float = 1) -> None:
        """Wait ``steps`` computer steps' time, or less if space asked to hurry."""
        if self.delay <= 0 or self._hurry.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._hurry.wait(), self.delay * steps)

    def hurry(self) -> None:
        """Skip the computer's pauses for the rest of its turn."""
        self._hurry.set()
