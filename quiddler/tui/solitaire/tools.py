"""What a solitaire game is built from: the dictionary, the word finder, the seed (no Textual here).

The command line and the title screen both build a game through :func:`load_word_tools` and
:class:`SolitaireOptions`, and the tests reuse them with a small word list, so there is one
factory and no test-only door.

The word finder is the hint solver's index (``quiddler.solver``), or, for a checker that cannot
list its words, the engine's :class:`~quiddler.engine.solitaire.PermutationFinder`, which gives
the same answers more slowly.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from quiddler.engine import Card, Word, WordChecker, new_seed
from quiddler.engine.solitaire import PermutationFinder, Solitaire, WordFinder, daily_seed
from quiddler.match.hints import Progress, prepare_index
from quiddler.saves.solitaire import LoadedSolitaire, load_solitaire
from quiddler.solver import WordIndex, find_words, index_for

__all__ = [
    "WordTools",
    "SolitaireOptions",
    "Opening",
    "load_word_tools",
    "open_solitaire",
    "finder_for",
    "SolverFinder",
]


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
    say("Opening the dictionary…", None)
    try:
        checker = open_dictionary(name)
    except DictionaryError as error:
        raise ValueError(str(error)) from None
    called = checker.name or name
    prepare_index(checker, progress=say, cancelled=cancelled, name=called)
    say("Dealing the cards…", None)
    # The family filter keeps vulgar words out of hints only (the game checker names them): the
    # finder, which also decides when no word is left, still finds every word.
    from quiddler.dictionary.family import with_family

    return WordTools(with_family(checker, family), finder_for(checker), called)


def open_solitaire(
    dictionary: str | None = None,
    *,
    default: str | None = None,
    save_path: Path | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
    family: str = "on",
) -> tuple[WordTools, LoadedSolitaire]:
    """Everything solitaire needs before its first screen: the saved game (if any) and the word
    tools of ``dictionary``, else of the saved game's dictionary, else of ``default``.

    Call it in a worker: the first use of a dictionary builds its word index (see
    :func:`load_word_tools`). Raises ValueError with one sentence if no dictionary can be opened.
    """
    loaded = load_solitaire(save_path)
    name = dictionary or (loaded.saved.dictionary if loaded.saved else None) or default
    try:
        tools = load_word_tools(name, progress=progress, cancelled=cancelled, family=family)
    except ValueError:
        if dictionary is not None or name == default:
            raise
        # the saved game's dictionary is gone (an Enchant list removed): the usual one will do,
        # the words already made stay accepted
        tools = load_word_tools(default, progress=progress, cancelled=cancelled, family=family)
    return tools, loaded


class Opening:
    """:func:`open_solitaire` started at once in a thread of its own.

    ``quiddler solitaire`` starts it before it even imports Textual: opening the dictionary and
    loading its word index (tens of milliseconds, mostly reading files) then runs while the
    interface starts, and the game is on the screen sooner. The app listens for the progress
    (:meth:`listen`) and waits for the result in a worker (:meth:`result`).
    """

    def __init__(
        self,
        dictionary: str | None = None,
        *,
        default: str | None = None,
        save_path: Path | None = None,
        family: str = "on",
    ) -> None:
        self.dictionary = dictionary
        self.family = family
        #: The latest (what is being done, fraction done or None), for a screen that shows it late.
        self.latest: tuple[str, float | None] = ("Opening the dictionary…", None)
        self._listener: Progress | None = None
        self._cancelled = False
        self._done = threading.Event()
        self._result: tuple[WordTools, LoadedSolitaire] | None = None
        self._error: ValueError | None = None
        self._thread = threading.Thread(
            target=self._run, args=(default, save_path), name="solitaire-open", daemon=True
        )
        self._thread.start()

    def _run(self, default: str | None, save_path: Path | None) -> None:
        try:
            self._result = open_solitaire(
                self.dictionary,
                default=default,
                save_path=save_path,
                progress=self._progress,
                cancelled=lambda: self._cancelled,
                family=self.family,
            )
        except ValueError as error:
            self._error = error
        finally:
            self._done.set()

    def _progress(self, text: str, fraction: float | None) -> None:
        self.latest = (text, fraction)
        listener = self._listener
        if listener is not None:
            listener(text, fraction)

    def listen(self, listener: Progress) -> None:
        """Call ``listener`` (from the opening thread) with each progress from now on."""
        self._listener = listener

    @property
    def ready(self) -> bool:
        """True once :meth:`result` answers at once."""
        return self._done.is_set()

    def result(self) -> tuple[WordTools, LoadedSolitaire]:
        """Wait for the word tools and the saved game; raises ValueError (one sentence) if the
        dictionary cannot be opened."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result

    def cancel(self) -> None:
        """The player left first: stop building the word index (if it was being built)."""
        self._cancelled = True
        self._listener = None


#: New random deals are numbered 1 to DEAL_NUMBERS - 1 (``--seed`` accepts any number).
DEAL_NUMBERS = 1_000_000


@dataclass(frozen=True)
class SolitaireOptions:
    """How to deal: a seed, or the daily deal of a date, or neither (a random seed)."""

    seed: int | None = None
    daily: date | None = None
    #: Continue the game left unfinished at once, without asking (``--resume``).
    resume: bool = False

    def resolved_seed(self) -> int:
        if self.daily is not None:
            return daily_seed(self.daily)
        if self.seed is not None:
            return self.seed
        # A number a player can read out and type again: a million deals are plenty.
        return new_seed(DEAL_NUMBERS)

    def new_game(self, tools: WordTools) -> Solitaire:
        return Solitaire(tools.checker, tools.finder, seed=self.resolved_seed())

    def describe(self, seed: int) -> str:
        """The deal's name for the header: ``daily 2026-11-21`` or ``deal 42`` (its number)."""
        if self.daily is not None:
            return f"daily {self.daily.isoformat()}"
        return f"deal {seed}"

    def same_deal(self, seed: int, daily: date | None) -> bool:
        """True if these options ask for that very deal (by its number, or as that day's)."""
        if self.daily is not None:
            return daily == self.daily
        return daily is None and self.seed == seed
