"""Computer players. They see only a :class:`~quiddler.engine.SeatView`, never the game itself."""

from quiddler.players.base import LEVELS, ComputerPlayer

__all__ = ["LEVELS", "ComputerPlayer"]
