"""Computer turns at the table: one step at a time, paced so the people at the table can follow.

:class:`ComputerTurns` is a plain mixin of :class:`~quiddler.tui.screens.table.TableScreen` (it
has no ``@on`` handlers, so Textual need not see it as a screen). A computer seat answers with an
action for its own view of the game; an answer the engine would refuse, or a computer player that
breaks, never stops the game: the seat then plays the simplest legal step instead.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from textual import work

from quiddler.engine import Action, Discard, Draw, Game, LayDown, Phase, Record, Source
from quiddler.tui.screens.table_text import PLAYING
from quiddler.tui.services import ComputerSeat

__all__ = ["ComputerTurns"]


class ComputerTurns:
    """Plays the computer seats' turns for the table, which sets the attributes below."""

    game: Game
    bots: dict[int, ComputerSeat]
    bot_delay: float  # seconds between a computer's steps (0: no pause)
    humans: tuple[int, ...]
    _hurry: asyncio.Event  # set by space: no more pauses this turn

    if TYPE_CHECKING:
        is_attached: bool

        def apply(self, action: Action, *, advance: bool = True) -> Record | None: ...
        def advance(self) -> None: ...
        def notify(
            self,
            message: str,
            *,
            title: str = "",
            severity: str = "information",
            timeout: float | None = None,
            markup: bool = True,
        ) -> None: ...

    def _watcher(self) -> int | None:
        """Whose hand stays face up while computers play: the only person's, or nobody's."""
        return self.humans[0] if len(self.humans) == 1 else None

    @work(exclusive=True, group="bot")
    async def run_bot(self) -> None:
        """Play the computer's turn one step at a time, pausing so people can follow it."""
        game = self.game
        seat = game.current
        bot = self.bots[seat]
        self._hurry.clear()
        while game.current == seat and game.phase in PLAYING:
            view = game.view(seat)
            try:
                action = await asyncio.to_thread(bot.act, view)
            except Exception as error:  # a broken computer player must not stop the game
                action = self._fallback(seat)
                self.notify(f"{game.players[seat]} could not decide ({error}); it plays safe.")
            if not game.can(action):
                action = self._fallback(seat)
            await self._pause()
            if not self.is_attached:
                return
            self.apply(action, advance=False)
        if game.phase is Phase.CHALLENGE and self.is_attached:
            # Words just laid: the table shows the whole turn (words, unused cards, discard) for
            # a moment before the challenge window covers it (the window repeats it too).
            await self._pause(3)
            if not self.is_attached:
                return
        self.advance()

    def _fallback(self, seat: int) -> Action:
        """The simplest legal step for a computer seat whose own answer was refused."""
        game = self.game
        if game.phase is Phase.DRAW:
            source = Source.DRAW_PILE if game.can(Draw(seat, Source.DRAW_PILE)) else Source.DISCARD_PILE
            return Draw(seat, source)
        card = max(game.hand(seat), key=lambda c: c.points)
        return LayDown(seat, (), card) if game.is_final_turn else Discard(seat, card)

    async def _pause(self, steps: float = 1) -> None:
        """Wait ``steps`` computer steps' time, or less if space asked to hurry."""
        if self.bot_delay <= 0 or self._hurry.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._hurry.wait(), self.bot_delay * steps)

    def action_hurry(self) -> None:
        """Skip the computer's pauses for the rest of its turn."""
        self._hurry.set()
