"""Dictionaries: the backends of the engine's :class:`~quiddler.engine.WordChecker` port.

Importing this package loads no word list and never imports ``enchant``: backends are loaded on
demand, so the engine and the command line stay quick to start. Each name loads from its module
the first time it is used (PEP 562): ``quiddler play --dictionary es`` checks the name with
:func:`check_dictionary` before its first screen, which loads the list of bundled dictionaries
and the house words, not the word checkers.

    from quiddler.dictionary import open_dictionary
    words = open_dictionary()          # the bundled "en" list, plus the house words
    words.is_word("quiz")              # True
    open_dictionary("enchant:en_GB")   # DictionaryError with an install hint if Enchant is missing
    for_rules(words, JUNIOR).is_word("paris")   # True: Junior allows proper nouns
    open_checker("en", JUNIOR, "strict")         # what a game plays by: names, family filter
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.dictionary.base import Dictionary
    from quiddler.dictionary.check import check_dictionary
    from quiddler.dictionary.checker import game_checker, open_checker
    from quiddler.dictionary.errors import DictionaryError
    from quiddler.dictionary.house import add_house_words, house_words, remove_house_words
    from quiddler.dictionary.names import WithProperNouns, for_rules
    from quiddler.dictionary.registry import (
        DEFAULT_DICTIONARY,
        DictionaryInfo,
        available_dictionaries,
        open_dictionary,
    )

__all__ = [
    "Dictionary",
    "DictionaryError",
    "DictionaryInfo",
    "DEFAULT_DICTIONARY",
    "open_dictionary",
    "check_dictionary",
    "open_checker",
    "game_checker",
    "available_dictionaries",
    "house_words",
    "add_house_words",
    "remove_house_words",
    "for_rules",
    "WithProperNouns",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "Dictionary": "base",
    "check_dictionary": "check",
    "game_checker": "checker",
    "open_checker": "checker",
    "DictionaryError": "errors",
    "add_house_words": "house",
    "house_words": "house",
    "remove_house_words": "house",
    "WithProperNouns": "names",
    "for_rules": "names",
    "DEFAULT_DICTIONARY": "registry",
    "DictionaryInfo": "registry",
    "available_dictionaries": "registry",
    "open_dictionary": "registry",
}

__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
