"""Dictionaries: the backends of the engine's :class:`~quiddler.engine.WordChecker` port.

Importing this package loads no word list and never imports ``enchant``: backends are loaded on
demand, so the engine and the command line stay quick to start.

    from quiddler.dictionary import open_dictionary
    words = open_dictionary()          # the bundled "en" list, plus the house words
    words.is_word("quiz")              # True
    open_dictionary("enchant:en_GB")   # DictionaryError with an install hint if Enchant is missing
    for_rules(words, JUNIOR).is_word("paris")   # True: Junior allows proper nouns
    open_checker("en", JUNIOR, "strict")         # what a game plays by: names, family filter
"""

from quiddler.dictionary.base import Dictionary
from quiddler.dictionary.checker import game_checker, open_checker
from quiddler.dictionary.errors import DictionaryError
from quiddler.dictionary.house import add_house_words, house_words, remove_house_words
from quiddler.dictionary.names import WithProperNouns, for_rules
from quiddler.dictionary.registry import (
    DEFAULT_DICTIONARY,
    DictionaryInfo,
    available_dictionaries,
    check_dictionary,
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
