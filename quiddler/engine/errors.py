"""The engine's exceptions, and the root of every error quiddler raises on purpose.

:class:`QuiddlerError` is the one family: the engine's errors below, and above the engine
``DictionaryError``, ``SaveError``, ``RecordError`` (the solitaire record), ``BotError`` (a
computer player's refused move), ``UsageError`` (the command line), ``DataFolderError`` and
``FileProblem``. Each also derives from the built-in exception its callers catch: input the
player can fix is a ``ValueError``, a computer player's bug a ``RuntimeError``.

In the engine, two families as in python-chess: :class:`InvalidInputError` for input that does
not describe a thing of the game at all (a card ``"zz"``), and :class:`IllegalActionError` for a
well-formed action that the rules do not allow now. Every message is a sentence a player can
read, because the app shows it as it is.
"""

from __future__ import annotations

__all__ = [
    "QuiddlerError",
    "InvalidInputError",
    "InvalidCardError",
    "IllegalActionError",
    "OutOfTurnError",
    "WrongPhaseError",
    "CardNotInHandError",
    "WordTooShortError",
    "NotAWordError",
    "CardsLeftOverError",
    "GoOutNotAllowedError",
    "InvalidChallengeError",
]


class QuiddlerError(Exception):
    """Base of every error quiddler raises on purpose; ``str(error)`` is for the player."""


class InvalidInputError(QuiddlerError, ValueError):
    """The input does not describe anything in the game (a malformed card, seat or setup)."""


class InvalidCardError(InvalidInputError):
    """Text that is not one of the 31 card faces."""


class IllegalActionError(QuiddlerError, ValueError):
    """A well-formed action that the rules forbid in the current state. The state is unchanged."""


class OutOfTurnError(IllegalActionError):
    """It is not this seat's turn (or this seat may not act now)."""


class WrongPhaseError(IllegalActionError):
    """The action does not fit this moment of the turn (discarding before drawing, …)."""


class CardNotInHandError(IllegalActionError):
    """The action names a card, or more copies of a card, than the hand holds."""


class WordTooShortError(IllegalActionError):
    """A word of fewer cards than the rules allow (a lone IN card is never a word)."""


class NotAWordError(IllegalActionError):
    """Checked-words mode: the dictionary does not allow this word."""


class CardsLeftOverError(IllegalActionError):
    """Going out must use every card but the discard."""


class GoOutNotAllowedError(IllegalActionError):
    """A house rule forbids going out now (no going out on your first turn of a round)."""


class InvalidChallengeError(IllegalActionError):
    """A challenge of a word that cannot be challenged now, or by this seat."""
