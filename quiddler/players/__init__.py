"""Computer players. They see only a :class:`~quiddler.engine.SeatView`, never the game itself.

``make_player(level, seed=..., dictionary=...)`` builds one; :mod:`quiddler.players.table` plays
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
    from quiddler.players.factory import UnknownLevelError, make_player, parse_levels

__all__ = ["LEVELS", "ComputerPlayer", "UnknownLevelError", "make_player", "parse_levels"]

#: Where each public name lives (LEVELS is imported above).
_HOME: dict[str, str] = {
    "ComputerPlayer": "base",
    "UnknownLevelError": "factory",
    "make_player": "factory",
    "parse_levels": "factory",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
