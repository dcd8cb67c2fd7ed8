"""What the engine asks of a dictionary: its port, owned here so the engine imports no backend.

:class:`WordChecker` is the one dictionary capability of the whole program: the game asks
:meth:`~WordChecker.is_word` (docs/rules.md §5), and the solver, the hints and the computer players ask
:meth:`~WordChecker.words` and :attr:`~WordChecker.fingerprint` to index the words; every front end
names it by :attr:`~WordChecker.name`. The bundled, ``file:`` and Enchant dictionaries, Junior's
dictionary-plus-names (:func:`quiddler.dictionary.for_rules`) and the plain :class:`WordSet` all
implement it, house words included (a dictionary's words and fingerprint hold them).

:class:`Explains` is what a full dictionary says beyond yes or no (why a word is refused, whether
it is a name or a house word). Those answers only choose the words of a message, never a ruling,
so a checker without them (a test's stand-in that answers :meth:`~WordChecker.is_word` alone)
still plays: the few places that word a message ask ``isinstance(checker, Explains)``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from quiddler.engine.reasons import Reason

__all__ = ["WordChecker", "Explains", "WordSet", "written"]


@runtime_checkable
class WordChecker(Protocol):
    """A dictionary: whether a string is an allowable word, and the words it allows.

    The text asked about is letters a–z as the cards spell them (``"quiz"``; any case is
    accepted). A checker answers for the rules too: no abbreviations, prefixes, suffixes or
    contractions, and proper nouns only where the game allows them (Junior).
    """

    @property
    def name(self) -> str:
        """What the dictionary is called (``"en"``, ``"enchant:en_US"``); empty if it has no name."""
        ...

    @property
    def fingerprint(self) -> str:
        """A stable hash of the content of :meth:`words`: the solver's cache key."""
        ...

    def is_word(self, text: str) -> bool:
        """True if ``text`` may be laid down as a word."""
        ...

    def words(self) -> frozenset[str]:
        """The words to look for in a hand (lower case; each one passes :meth:`is_word`)."""
        ...


@runtime_checkable
class Explains(Protocol):
    """What a full dictionary says of a word beyond yes or no (the look-up, ``quiddler check``)."""

    def why_not(self, text: str) -> str | None:
        """Why ``text`` is not allowed, as a sentence fragment for players, or None if it is."""
        ...

    def is_proper_noun(self, text: str) -> bool:
        """True if ``text`` is a word here only as a name (Paris in Junior), written capitalised."""
        ...

    def is_house_word(self, text: str) -> bool:
        """True if ``text`` is one of the table's house words."""
        ...


class WordSet:
    """The simplest dictionary: a fixed set of lower-case words (tests, a beginner's vocabulary).

    It knows no names and no house words; ``name`` is empty unless one is given, so a front end
    falls back to the name it opened it by.
    """

    def __init__(self, words: Iterable[str] = (), *, name: str = "") -> None:
        self.name = name
        self._words: frozenset[str] = frozenset(word.lower() for word in words)
        self._fingerprint: str | None = None

    def is_word(self, text: str) -> bool:
        return text.lower() in self._words

    def words(self) -> frozenset[str]:
        return self._words

    @property
    def fingerprint(self) -> str:
        """A hash of the sorted words (computed once: the set never changes)."""
        if self._fingerprint is None:
            digest = hashlib.sha256("\n".join(sorted(self._words)).encode("utf-8"))
            self._fingerprint = "words-" + digest.hexdigest()[:32]
        return self._fingerprint

    def why_not(self, text: str) -> str | None:
        if self.is_word(text.strip()):
            return None
        if self.name:
            return str(Reason("not_in_named_word_list", {"name": self.name}))
        return str(Reason("not_in_word_list"))

    def is_proper_noun(self, text: str) -> bool:
        return False

    def is_house_word(self, text: str) -> bool:
        return False

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def __len__(self) -> int:
        return len(self._words)

    def __repr__(self) -> str:
        return f"WordSet(<{len(self._words)} words>)"


def written(text: str, checker: WordChecker | None = None) -> str:
    """A word as players read it: in capitals (QUIZ), or capitalised when ``checker`` allows it
    only as a proper noun (Paris, in Quiddler Junior)."""
    if isinstance(checker, Explains) and checker.is_proper_noun(text):
        return text.capitalize()
    return text.upper()
