"""``quiddler join --plain``: one seat of a game hosted elsewhere, line by line.

The same :class:`~quiddler.plain.table.PlainTable` as ``play --plain``, over a
:class:`~quiddler.remote.client.RemotePort`: the host runs the turn driver and decides every
move; this end says each event as it arrives (on the connection's thread: a whole line at a
time) and reads a command only when this seat has something to decide (its turn, a challenge
window, the deal of the next round), so typed lines are never taken for a decision not yet due.
Leaving is harmless: joining again with the same code gives the same seat back.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from quiddler.engine import Phase
from quiddler.i18n import _
from quiddler.match.events import GameOver
from quiddler.plain import telling
from quiddler.plain.console import Console
from quiddler.plain.table import Outcome, PlainTable

if TYPE_CHECKING:
    from quiddler.remote.client import RemotePort

__all__ = ["RemoteGame"]


class RemoteGame:
    """The seat of ``port`` (its one seat ``here``) played on ``console``."""

    def __init__(self, port: RemotePort, console: Console, *, patience: float = 1.0) -> None:
        self.port = port
        self.console = console
        self.seat = port.view(None).here[0]
        self.services = port.services()
        self.table = PlainTable(port, self.services, console)
        self.table.viewer = self.seat
        self.patience = patience
        self._moved = threading.Event()
        self._unsubscribe = port.subscribe(lambda event: self._moved.set())

    def _deciding(self) -> bool:
        """This seat may still challenge the words just laid."""
        sight = self.port.view(None)
        view, window = sight.game, sight.window
        if view.phase is not Phase.CHALLENGE or view.current == self.seat:
            return False
        return window is not None and self.seat in window.waiting

    def _say_the_end(self) -> None:
        """The game's end, said once: by its event, which may still be on its way, else here."""
        deadline = time.monotonic() + 2 * self.patience
        while not self.table.over_said and time.monotonic() < deadline:
            self._moved.wait(self.patience / 10)
        if not self.table.over_said:
            table = self.port.view(None).game
            self.table.hear(GameOver(table.totals, table.winners))

    def run(self) -> int:
        port, seat, table = self.port, self.seat, self.table
        players = port.view(seat).players
        self.console.say(
            _("You play {name}'s seat at a game of {players}.").format(
                name=players[seat], players=telling.listed_and(list(players))
            )
        )
        for line in telling.table_said(port.view(None).game, self.services.checker):
            self.console.say(line)
        presence: str | None = None
        dealt_offered: int | None = None
        try:
            while True:
                self._moved.clear()
                sight = port.view(seat)
                if (now := sight.presence) != presence:
                    presence = now
                    if now:
                        self.console.say(now)
                view = sight.game
                outcome = Outcome.DONE
                if view.is_over:
                    self._say_the_end()
                    return 0
                if view.is_my_turn:
                    outcome = table.turn(seat)
                elif self._deciding():
                    outcome = table.challenge(seat, self._deciding)
                elif view.phase is Phase.ROUND_OVER and dealt_offered != view.round:
                    dealt_offered = view.round
                    outcome = table.next_round(seat)
                else:
                    self._moved.wait(self.patience)
                if outcome is not Outcome.DONE:
                    if outcome is Outcome.ENDED and not self.console.interrupted:
                        said = _("The input has ended; join again with the same code to take your seat back.")
                    else:
                        said = _("You left the game; join again with the same code to take your seat back.")
                    self.console.say(said)
                    return 0
        except KeyboardInterrupt:  # Ctrl+C while the others play: the seat stays the player's
            self.console.say(_("You left the game; join again with the same code to take your seat back."))
            return 0
        finally:
            self._unsubscribe()
            table.close()
