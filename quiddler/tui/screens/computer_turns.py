"""Computer turns at the table: one step at a time, paced so the people at the table can follow.

:class:`ComputerTurns` is a plain mixin of :class:`~quiddler.tui.screens.table.TableScreen` (it
has no ``@on`` handlers, so Textual need not see it as a screen). What a computer seat does is the
match's business (:meth:`TablePort.computer_move <quiddler.match.port.TablePort.computer_move>`:
its own answer for its own view, or the simplest legal step when it breaks); what is left here is
the pacing, which is the front end's: the pause before each step, and space to hurry.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from textual import work

from quiddler.engine import Action, Game, Phase, Record
from quiddler.tui.screens.table_text import PLAYING

if TYPE_CHECKING:
    from quiddler.match.port import TablePort

__all__ = ["ComputerTurns"]


class ComputerTurns:
    """Plays the computer seats' turns for the table, which sets the attributes below."""

    port: TablePort
    game: Game
    bot_delay: float  # seconds between a computer's steps (0: no pause)
    humans: tuple[int, ...]
    _hurry: asyncio.Event  # set by space: no more pauses this turn

    if TYPE_CHECKING:
        is_attached: bool

        def apply(self, action: Action, *, advance: bool = True) -> Record | None: ...
        def advance(self) -> None: ...
        def notify(self, message: str) -> None: ...

    def _watcher(self) -> int | None:
        """Whose hand stays face up while computers play: the only person's, or nobody's."""
        return self.humans[0] if len(self.humans) == 1 else None

    @work(exclusive=True, group="bot")
    async def run_bot(self) -> None:
        """Play the computer's turn one step at a time, pausing so people can follow it."""
        game = self.game
        seat = game.current
        self._hurry.clear()
        while game.current == seat and game.phase in PLAYING:
            move = await asyncio.to_thread(self.port.computer_move, seat)
            if move is None:  # played elsewhere: its moves arrive as events
                return
            if move.problem is not None:
                self.notify(move.problem)
            await self._pause()
            if not self.is_attached:
                return
            self.apply(move.action, advance=False)
        if game.phase is Phase.CHALLENGE and self.is_attached:
            # Words just laid: the table shows the whole turn (words, unused cards, discard) for
            # a moment before the challenge window covers it (the window repeats it too).
            await self._pause(3)
            if not self.is_attached:
                return
        self.advance()

    async def _pause(self, steps: float = 1) -> None:
        """Wait ``steps`` computer steps' time, or less if space asked to hurry."""
        if self.bot_delay <= 0 or self._hurry.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._hurry.wait(), self.bot_delay * steps)

    def action_hurry(self) -> None:
        """Skip the computer's pauses for the rest of its turn."""
        self._hurry.set()
