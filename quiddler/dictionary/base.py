"""What every dictionary backend offers: the :class:`WordChecker` question and a little more.

Three things sit in front of a backend, in this order, so that every backend answers the same
way: the table's house words and, for English, the one-letter words ``a`` and ``i`` (always
allowed: no word list holds them in lower case), then the game's word rules
(:mod:`quiddler.dictionary.rules`), then the backend's own list.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Collection, Iterable
from functools import cached_property

from quiddler.dictionary.rules import WordRules, reason_sentence
from quiddler.i18n import _

__all__ = ["Dictionary", "WordListDictionary", "fingerprint_of"]


def fingerprint_of(*parts: str, house: Iterable[str] = ()) -> str:
    """A short stable hash of some identifying strings and the house words."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode("utf-8") + b"\0")
    digest.update(b"house\0" + "\n".join(sorted(house)).encode("utf-8"))
    return digest.hexdigest()[:32]


class Dictionary(ABC):
    """A word checker the game can use: it implements the engine's
    :class:`~quiddler.engine.WordChecker` and :class:`~quiddler.engine.Explains`.

    ``name`` is the spec it was opened with (``"en"``, ``"enchant:en_US"``, ``"file:words.txt"``);
    ``description`` says what it is for a player.
    """

    def __init__(self, name: str, description: str, *, rules: WordRules, house: frozenset[str]) -> None:
        self.name = name
        self.description = description
        self.rules = rules
        self.house: frozenset[str] = house
        #: The rules' one-letter words (``a`` and ``i`` in English), read once so that
        #: :meth:`words` and :attr:`fingerprint` always agree.
        self.one_letter_words: frozenset[str] = rules.one_letter_words
        #: Allowed without asking the backend: the house words and the one-letter words. A house
        #: word overrides the dictionary, never the abbreviations and contractions word lists know
        #: (a hand-edited ``kb`` line stays refused, as ``house add kb`` is).
        self._granted: frozenset[str] = (house - rules.blocked) | self.one_letter_words

    @property
    def language(self) -> str:
        """The language whose word rules stand in front (``"en"``, ``"es"``; ``""``: another):
        what picks the family filter's list and the beginner's common words."""
        return self.rules.language

    @abstractmethod
    def _backend_has(self, text: str) -> bool:
        """The backend's own answer for a word that passed the rules (lower-case a–z)."""

    @abstractmethod
    def words(self) -> frozenset[str]:
        """The candidate words the hint solver indexes (each one passes :meth:`is_word`),
        including the house words and the rules' one-letter words (``a`` and ``i`` in English)."""

    @property
    @abstractmethod
    def fingerprint(self) -> str:
        """A stable hash of the content of :meth:`words`: the solver's cache key."""

    def is_word(self, text: str) -> bool:
        """True if ``text`` (lower-case a–z) may be laid down as a word."""
        if not text.islower():  # "I", "Quiz": the cards have no case
            text = text.lower()
        if text in self._granted:
            return True
        return self.rules.rejection(text) is None and self._backend_has(text)

    def is_house_word(self, text: str) -> bool:
        return text.lower() in self.house

    def is_proper_noun(self, text: str) -> bool:
        """Always False: a dictionary alone allows no names (Junior adds them, :mod:`.names`)."""
        return False

    def why_not(self, text: str) -> str | None:
        """Why ``text`` is not allowed, as a sentence fragment for players, or ``None`` if it is."""
        text = text.strip().lower()
        if text in self._granted:
            return None
        reason = self.rules.reason(text)
        if reason is not None:
            return reason
        if not self._backend_has(text):
            from quiddler.dictionary.names import known_name

            if known_name(text):  # Paris: a name, which only Junior allows (docs/rules.md §5, §8)
                return reason_sentence("proper-noun")
            return _("not in the dictionary ({name})").format(name=self.name)
        return None

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class WordListDictionary(Dictionary):
    """A fixed list of words: a bundled list, or a file the player names.

    The rules were applied to the list when it was built or loaded, so a lookup is one set
    membership test: the game's rules still stand in front of the list, once instead of per word.
    The list never holds a one-letter word (the bundled files keep two letters or more); the
    rules' one-letter words are added here, with the house words.
    """

    def __init__(
        self,
        name: str,
        description: str,
        *,
        words: Collection[str],
        content_hash: str,
        rules: WordRules,
        house: frozenset[str],
    ) -> None:
        super().__init__(name, description, rules=rules, house=house)
        self._list = words
        self._content_hash = content_hash

    def _backend_has(self, text: str) -> bool:
        return text in self._list

    def is_word(self, text: str) -> bool:
        if not text.islower():
            text = text.lower()
        return text in self._granted or text in self._list

    @cached_property
    def _all(self) -> frozenset[str]:
        """The list plus the house words and the one-letter words, made once when first asked:
        a trie (the Spanish list) is never copied into a set unless the solver indexes it."""
        if isinstance(self._list, frozenset):
            return self._list | self._granted if self._granted else self._list
        return frozenset(self._list) | self._granted

    def words(self) -> frozenset[str]:
        """The list plus the house words and the one-letter words."""
        return self._all

    @cached_property
    def fingerprint(self) -> str:
        """Hash of the list file's bytes, the one-letter words and the house words: everything
        :meth:`words` is made of, with no need to hash 80,000 words. (The one-letter words joined
        :meth:`words` after solver indexes had been cached, so they change every fingerprint.)"""
        one_letter = " ".join(sorted(self.one_letter_words))
        return fingerprint_of("list", self._content_hash, f"one-letter:{one_letter}", house=self.house)

    def __len__(self) -> int:
        return len(self._list) + sum(1 for word in self._granted if word not in self._list)
