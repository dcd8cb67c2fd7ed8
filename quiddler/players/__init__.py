"""Computer players. They see only a :class:`~quiddler.engine.SeatView`, never the game itself.

``make_player(level, seed=..., dictionary=...)`` builds one; :mod:`quiddler.players.table` plays
whole games among them with no UI (``quiddler simulate``).
"""

from quiddler.players.base import LEVELS, ComputerPlayer
from quiddler.players.factory import UnknownLevelError, make_player, parse_levels

__all__ = ["LEVELS", "ComputerPlayer", "UnknownLevelError", "make_player", "parse_levels"]
