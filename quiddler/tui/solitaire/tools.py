"""What a solitaire game is built from: the dictionary, the word finder, the seed (no Textual here).

The command line and the title screen both build a game through :func:`load_word_tools` and
:class:`SolitaireOptions`, and the tests reuse them with a small word list, so there is one
factory and no test-only door.

The word finder is the hint solver's index (``quiddler.solver``), or, for a checker that cannot
list its words, the engine's :class:`~quiddler.engine.solitaire.PermutationFinder`, which gives
the same answers more slowly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from quiddler.dictionary.protocol import WordChecker
from quiddler.engine import Card, Word
from quiddler.engine.solitaire import PermutationFinder, Solitaire, WordFinder, daily_seed
from quiddler.solver import WordIndex, find_words, index_for

__all__ = ["WordTools", "SolitaireOptions", "load_word_tools", "finder_for", "SolverFinder"]


class SolverFinder:
    """The hint solver's word index as a :class:`WordFinder` (words from some of the cards)."""

    def __init__(self, index: WordIndex) -> None:
        self._index = index

    def find_words(self, cards: Sequence[Card]) -> list[Word]:
        return find_words(list(cards), self._index)


def finder_for(checker: WordChecker) -> WordFinder:
    """The fastest finder for ``checker``: the solver's index, or brute force for a checker
    that cannot list its words."""
    try:
        index = index_for(checker)
    except (TypeError, ValueError, OSError):  # a checker that cannot list its words
        return _brute_force(checker)
    return SolverFinder(index)


def _brute_force(checker: WordChecker) -> PermutationFinder:
    words_of = getattr(checker, "words", None)
    try:
        words = words_of() if callable(words_of) else words_of
    except Exception:  # a backend that cannot list its words: check every order instead
        words = None
    return PermutationFinder(checker, words)


@dataclass(frozen=True)
class WordTools:
    """A dictionary and the finder that answers for it."""

    checker: WordChecker
    finder: WordFinder
    dictionary: str | None = None


def load_word_tools(name: str | None = None) -> WordTools:
    """Open dictionary ``name`` (None: the default) and its finder.

    Raises ValueError with one sentence for the player if the dictionary cannot be opened.
    """
    from quiddler.dictionary import DictionaryError, open_dictionary

    try:
        checker = open_dictionary(name)
    except DictionaryError as error:
        raise ValueError(str(error)) from None
    return WordTools(checker, finder_for(checker), getattr(checker, "name", name))


@dataclass(frozen=True)
class SolitaireOptions:
    """How to deal: a seed, or the daily deal of a date, or neither (a random seed)."""

    seed: int | None = None
    daily: date | None = None

    def resolved_seed(self) -> int:
        if self.daily is not None:
            return daily_seed(self.daily)
        if self.seed is not None:
            return self.seed
        return random.SystemRandom().randrange(2**63)

    def new_game(self, tools: WordTools) -> Solitaire:
        return Solitaire(tools.checker, tools.finder, seed=self.resolved_seed())

    def describe(self, seed: int) -> str:
        """The deal's name for the header: ``daily 2026-11-21`` or ``seed 42``."""
        if self.daily is not None:
            return f"daily {self.daily.isoformat()}"
        return f"seed {seed}"
