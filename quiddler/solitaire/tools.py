"""What a solitaire game is built from: the dictionary and the word finder that answers for it.

The command line and the title screen both build a game through :func:`load_word_tools` (and
:class:`~quiddler.solitaire.options.SolitaireOptions`), and the tests reuse them with a small word
list, so there is one factory and no test-only door.

The word finder is the hint solver's index (``quiddler.solver``), or, for a checker that cannot
list its words, the engine's :class:`~quiddler.engine.solitaire.PermutationFinder`, which gives
the same answers more slowly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quiddler.engine import Card, Word, WordChecker
from quiddler.engine.solitaire import PermutationFinder, WordFinder
from quiddler.i18n import _
from quiddler.match.hints import Progress, prepare_index
from quiddler.solver import WordIndex, find_words, index_for

__all__ = ["WordTools", "load_word_tools", "finder_for", "SolverFinder"]


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
    except (AttributeError, TypeError, ValueError, OSError):  # a stand-in that only answers is_word
        return _brute_force(checker)
    return SolverFinder(index)


def _brute_force(checker: WordChecker) -> PermutationFinder:
    try:
        words: frozenset[str] | None = checker.words()
    except Exception:  # a stand-in that cannot list its words: check every order instead
        words = None
    return PermutationFinder(checker, words)


@dataclass(frozen=True)
class WordTools:
    """A dictionary and the finder that answers for it."""

    checker: WordChecker
    finder: WordFinder
    dictionary: str | None = None


def load_word_tools(
    name: str | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
    family: str = "on",
) -> WordTools:
    """Open dictionary ``name`` (None: the default) and its finder.

    The first time a dictionary is used its word index is built (seconds, in a child process):
    ``progress`` hears what is being done and how far along it is, so a screen can say it.
    Raises ValueError with one sentence for the player if the dictionary cannot be opened.
    """
    from quiddler.dictionary import DictionaryError, open_dictionary

    say = progress or (lambda text, fraction: None)
    say(_("Opening the dictionary…"), None)
    try:
        checker = open_dictionary(name)
    except DictionaryError as error:
        raise ValueError(str(error)) from None
    called = checker.name or name
    prepare_index(checker, progress=say, cancelled=cancelled, name=called)
    say(_("Dealing the cards…"), None)
    # The family filter keeps vulgar words out of hints only (the game checker names them): the
    # finder, which also decides when no word is left, still finds every word.
    from quiddler.dictionary import game_checker

    return WordTools(game_checker(checker, family=family), finder_for(checker), called)
