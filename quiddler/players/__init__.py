"""Computer players. They see only a :class:`~quiddler.engine.SeatView`, never the game itself.

``make_player(level, seed=..., dictionary=...)`` builds one; a seat is a person or a computer
player of a level (:class:`~quiddler.players.seats.Seat`); :mod:`quiddler.match.headless` plays
whole games among them with no UI (``quiddler simulate``).

Importing the package is quick: the players and their word indexes load the first time a name
other than :data:`LEVELS` is used (PEP 562), so the setup screen can list the levels at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports
from quiddler.players.base import LEVELS

if TYPE_CHECKING:
    from quiddler.players.base import ComputerPlayer
    from quiddler.players.factory import make_player, parse_levels
    from quiddler.players.seats import UnknownLevelError

__all__ = ["LEVELS", "ComputerPlayer", "UnknownLevelError", "make_player", "parse_levels"]

#: Where each public name lives (LEVELS is imported above).
_HOME: dict[str, str] = {
    "ComputerPlayer": "base",
    "UnknownLevelError": "seats",
    "make_player": "factory",
    "parse_levels": "factory",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
