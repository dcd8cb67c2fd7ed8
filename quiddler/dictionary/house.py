"""House words: extra words the table has agreed to allow, on top of any dictionary.

Kept in ``house-words.txt`` in the user's data folder (:func:`quiddler.paths.data_dir`), one word
per line, so a player can also edit it by hand. A house word must still be spellable with the
cards (a–z, two letters or more) but it overrides the rest of the word rules: if the table agrees
that ``ok`` is a word, it is one. A dictionary reads the house words when it is opened.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from quiddler import paths
from quiddler.dictionary.errors import DictionaryError
from quiddler.dictionary.rules import SHAPE_RULES

__all__ = ["house_words", "add_house_words", "remove_house_words", "house_words_path", "normalize_house_word"]

FILENAME = "house-words.txt"
_HEADER = "# House words: extra words this table allows. One per line; edit with 'quiddler house'.\n"


def house_words_path() -> Path:
    """Where the house words are kept (the file may not exist yet)."""
    return paths.data_dir() / FILENAME


def normalize_house_word(text: str) -> str:
    """The word in lower case, or :class:`DictionaryError` saying why it cannot be a house word."""
    word = text.strip().lower()
    reason = SHAPE_RULES.reason(word)
    if reason is not None:
        raise DictionaryError(f"{text!r} cannot be a house word: {reason}.")
    return word


def house_words() -> frozenset[str]:
    """The current house words (empty if none were ever added). Lines the cards cannot spell
    (a hand edit gone wrong) are skipped rather than refused, so a typo never stops a game."""
    path = house_words_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return frozenset()
    except OSError as error:
        raise DictionaryError(f"Cannot read the house words in {path}: {error.strerror}.") from None
    words = (line.strip().lower() for line in text.splitlines() if not line.lstrip().startswith("#"))
    return frozenset(word for word in words if SHAPE_RULES.allows(word))


def _write(words: Iterable[str]) -> None:
    path = house_words_path()
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(_HEADER + "".join(f"{word}\n" for word in sorted(set(words))), encoding="utf-8")
    os.replace(temporary, path)  # atomic: a crash never leaves half a list


def add_house_words(words: Iterable[str]) -> list[str]:
    """Add words; returns the ones that were new, sorted. All or nothing: if any word cannot be a
    house word, :class:`DictionaryError` is raised and the list is unchanged."""
    wanted = [normalize_house_word(word) for word in words]
    current = house_words()
    added = sorted(set(wanted) - current)
    if added:
        _write(current | set(added))
    return added


def remove_house_words(words: Iterable[str]) -> list[str]:
    """Remove words; returns the ones that were house words, sorted (others are ignored)."""
    wanted = {word.strip().lower() for word in words}
    current = house_words()
    removed = sorted(wanted & current)
    if removed:
        _write(current - wanted)
    return removed
