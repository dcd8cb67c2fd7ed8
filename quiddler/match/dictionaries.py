"""Opening the dictionary a match plays by, and the list of dictionaries a setup screen offers.

Each is imported lazily so a front end's first screen shows fast. The dictionary package words its
own errors for players (:class:`~quiddler.dictionary.DictionaryError`): they pass through as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker
    from quiddler.engine.rules import RuleOptions

__all__ = [
    "DictionaryInfo",
    "DictionaryOpener",
    "open_dictionary",
    "open_checker",
    "checker_for",
    "dictionary_choices",
]


class DictionaryOpener(Protocol):
    """How a front end opens a dictionary by name (None: the default); tests hand in their own."""

    def __call__(self, name: str | None) -> WordChecker: ...


@dataclass(frozen=True)
class DictionaryInfo:
    name: str
    description: str


def open_dictionary(name: str | None) -> WordChecker:
    """The named dictionary (None: the default); raises
    :class:`~quiddler.dictionary.DictionaryError` with a player-readable message."""
    from quiddler.dictionary import open_dictionary as opener

    return opener(name)


def checker_for(checker: WordChecker, rules: RuleOptions, *, family: str = "on") -> WordChecker:
    """The checker a game with ``rules`` plays by: in Junior the dictionary and the names list
    (:func:`quiddler.dictionary.for_rules`), behind the ``family`` filter (its words, which hints
    and computer players use, leave out vulgar words unless it is off; strict refuses them);
    raises a ``DictionaryError`` with a sentence for the players if the names list is missing or
    damaged."""
    from quiddler.dictionary import game_checker

    return game_checker(checker, rules, family)


def open_checker(name: str | None, rules: RuleOptions, *, family: str = "on") -> WordChecker:
    """The checker a game with ``rules`` plays by, dictionary ``name`` opened
    (:func:`quiddler.dictionary.open_checker`); its errors are sentences for players."""
    from quiddler.dictionary import open_checker as opener

    return opener(name, rules, family)


def dictionary_choices() -> tuple[list[DictionaryInfo], str | None]:
    """The dictionaries that can be chosen, and the default's name (empty if none are found)."""
    from quiddler.dictionary import DEFAULT_DICTIONARY, available_dictionaries

    infos: list[DictionaryInfo] = []
    try:
        found: Any = available_dictionaries()
    except Exception:
        return [], DEFAULT_DICTIONARY
    for item in found:
        if isinstance(item, str):
            infos.append(DictionaryInfo(item, item))
        else:
            name = str(getattr(item, "name", item))
            infos.append(DictionaryInfo(name, str(getattr(item, "description", "") or name)))
    return infos, DEFAULT_DICTIONARY
