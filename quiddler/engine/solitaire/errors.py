"""Solitaire's errors: each refusal a specific :class:`~quiddler.engine.errors.IllegalActionError`.

Like the hot-seat game's, every message is a sentence the player reads as it is.
"""

from __future__ import annotations

from quiddler.engine.errors import IllegalActionError, WrongPhaseError

__all__ = [
    "EmptyStackError",
    "StackUsedTwiceError",
    "RefillNeededError",
    "NoRefillError",
    "BadRefillSourceError",
    "NothingToUndoError",
    "GameOverError",
]


class EmptyStackError(IllegalActionError):
    """The action names a stack that has no card."""


class StackUsedTwiceError(IllegalActionError):
    """A word names the same stack twice: each stack shows one face-up card."""


class RefillNeededError(WrongPhaseError):
    """A stack is empty and must be refilled before the next word."""


class NoRefillError(WrongPhaseError):
    """A refill was asked for when no space needs one."""


class BadRefillSourceError(IllegalActionError):
    """A refill from a stack that cannot give a card (empty, or its only card)."""


class NothingToUndoError(IllegalActionError):
    """Undo with no word made yet."""


class GameOverError(WrongPhaseError):
    """The game has ended: no action but reading is left."""
