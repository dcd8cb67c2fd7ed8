"""The one question the game asks a dictionary.

Kept in its own module with no imports, so the engine, the solver and the computer players can
depend on it without loading any word list or the Enchant C library.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

__all__ = ["WordChecker", "WordSet", "written"]


@runtime_checkable
class WordChecker(Protocol):
    """Anything that can say whether a string is an allowable word (RULES.md §5).

    The text is lower-case letters a–z, as the cards spell it (``"quiz"``). A checker answers
    for the rules too: no proper nouns, abbreviations, prefixes, suffixes or contractions.
    """

    def is_word(self, text: str) -> bool:
        """True if ``text`` may be laid down as a word."""
        ...


class WordSet:
    """The simplest checker: a fixed set of lower-case words (tests, house lists, solver input)."""

    def __init__(self, words: Iterable[str] = ()) -> None:
        self.words: frozenset[str] = frozenset(word.lower() for word in words)

    def is_word(self, text: str) -> bool:
        return text.lower() in self.words

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def __len__(self) -> int:
        return len(self.words)

    def __repr__(self) -> str:
        return f"WordSet(<{len(self.words)} words>)"


def written(text: str, checker: object = None) -> str:
    """A word as players read it: in capitals (QUIZ), or capitalised when ``checker`` allows it
    only as a proper noun (Paris, in Quiddler Junior). Any checker without the idea of proper
    nouns writes every word in capitals."""
    is_proper_noun = getattr(checker, "is_proper_noun", None)
    if callable(is_proper_noun) and is_proper_noun(text):
        return text.capitalize()
    return text.upper()
