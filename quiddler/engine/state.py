"""The plain values a game's state is read in: its :class:`Phase` and a :class:`LaidWord`.

In a module of their own because both the game (:mod:`quiddler.engine.game`), which changes the
state, and the seat view (:mod:`quiddler.engine.view`), a frozen copy of what one seat may see,
are made of them: neither has to import the other's module to name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from quiddler.engine.words import Word

__all__ = ["Phase", "LaidWord"]


class Phase(Enum):
    """Where a round stands: whose move it is and what kind of move may come next."""

    DRAW = "draw"
    PLAY = "play"
    CHALLENGE = "challenge"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class LaidWord:
    """A word on the table, with its challenge if it had one (``allowable`` None: unchallenged)."""

    word: Word
    challenger: int | None = None
    allowable: bool | None = None

    @property
    def rejected(self) -> bool:
        return self.allowable is False
