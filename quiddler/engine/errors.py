"""The engine's exceptions, and the root of every error quiddler raises on purpose.

:class:`QuiddlerError` is the one family: the engine's errors below, and above the engine
``DictionaryError``, ``SaveError``, ``RecordError`` (the solitaire record), ``BotError`` (a
computer player's refused move), ``UsageError`` (the command line), ``DataFolderError`` and
``FileProblem``. Each also derives from the built-in exception its callers catch: input the
player can fix is a ``ValueError``, a computer player's bug a ``RuntimeError``.

In the engine, two families as in python-chess: :class:`InvalidInputError` for input that does
not describe a thing of the game at all (a card ``"zz"``), and :class:`IllegalActionError` for a
well-formed action that the rules do not allow now. A refusal carries its
:class:`~quiddler.engine.reasons.Reason` (``error.why``: a code and its arguments), so the
sentence is made where it is shown, in the reader's language; ``str(error)`` is that sentence in
the language installed (English until the front end chooses one).
"""

from __future__ import annotations

from typing import Any

from quiddler.engine.reasons import Reason

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
    """Base of every error quiddler raises on purpose; ``str(error)`` is for the player.

    Raised with a :class:`Reason` (the engine's refusals) or a sentence already made (the layers
    above, and input errors no player sees); :attr:`why` is the former, else None.
    """

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        first = args[0] if args else None
        #: Why, as data (a code and its arguments), when the error was raised with a reason.
        #: (Not ``reason``: the file errors above keep their own ``reason`` word there.)
        self.why: Reason | None = first if isinstance(first, Reason) else None

    def __str__(self) -> str:
        if isinstance(self.why, Reason):
            return self.why.sentence()
        return super().__str__()


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
