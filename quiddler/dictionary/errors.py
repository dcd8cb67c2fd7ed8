"""The dictionary's one exception, a kind of invalid input the player can fix."""

from __future__ import annotations

from quiddler.engine.errors import InvalidInputError

__all__ = ["DictionaryError"]


class DictionaryError(InvalidInputError):
    """A dictionary cannot be opened or changed: an unknown name, a missing Enchant library or
    language, an unreadable word list, a house word that cards cannot spell.

    ``str(error)`` is a complete message for the player (it says what works instead), so the
    command line and the app show it as it is, never a traceback.
    """
