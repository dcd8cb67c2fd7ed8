"""Dictionaries: the :class:`WordChecker` protocol and its backends.

Importing this package loads no word list and never imports ``enchant``: backends are loaded on
demand, so the engine and the command line stay quick to start.
"""

from quiddler.dictionary.protocol import WordChecker, WordSet

__all__ = ["WordChecker", "WordSet"]
