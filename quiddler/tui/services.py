"""The app's doors to the rest of the project: dictionaries, spellings, hints, computer players.

Each is imported lazily so the app's first screen shows fast. Nothing here decides a rule: the
engine does, and the solver answers by the game's rules.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from quiddler.engine.rules import STANDARD, RuleOptions

if TYPE_CHECKING:
    from quiddler.dictionary.protocol import WordChecker
    from quiddler.engine import Card, Word

__all__ = [
    "DictionaryInfo",
    "DictionaryOpener",
    "open_dictionary",
    "checker_for",
    "dictionary_choices",
    "spell",
    "pick_spellings",
    "HintResult",
    "hint_for",
    "hints_ready",
    "warm_hints",
    "prepare_index",
    "Progress",
    "BotFactory",
    "make_bot",
]


class DictionaryOpener(Protocol):
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


def checker_for(checker: WordChecker, rules: RuleOptions) -> WordChecker:
    """The checker a game with ``rules`` plays by: in Junior the dictionary and the names list
    (:func:`quiddler.dictionary.for_rules`); raises a ``DictionaryError`` with a sentence for the
    players if the names list is missing or damaged."""
    from quiddler.dictionary.names import for_rules

    return for_rules(checker, rules)


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


def spell(text: str) -> list[Word]:
    """All ways to spell ``text`` with cards (QU·I·Z and Q·U·I·Z for "quiz")."""
    from quiddler.dictionary.spelling import spellings

    return list(spellings(text))


def pick_spellings(text: str, hand: Sequence[Card]) -> list[Word]:
    """Spellings of ``text`` that ``hand`` can make, best first.

    Best means the most points laid (which is also the fewest points left unused), then the most
    cards used, so Q·U·I·Z beats QU·I·Z when the hand holds Q and U as well as QU.
    """
    held = Counter(hand)
    fits = [word for word in spell(text) if not Counter(word.cards) - held]
    unique = list(dict.fromkeys(fits))
    unique.sort(key=lambda word: (-word.points, -word.card_count, word.spelling))
    return unique


@dataclass(frozen=True)
class HintResult:
    """What the hint engine suggests, already in words for the player."""

    text: str
    words: tuple[Word, ...] = ()
    discard: Card | None = None
    #: The words and discard go out (not only the best words to keep for later).
    goes_out: bool = False


def hint_for(
    hand: Sequence[Card], checker: WordChecker, *, final_turn: bool, rules: RuleOptions = STANDARD
) -> HintResult:
    """The best go-out (or, on a final turn, best lay-down) for ``hand`` by the game's ``rules``
    (in Junior a one-card word counts and unused cards cost nothing); call it in a worker: the
    first hint of a dictionary may have to build the solver's index."""
    from quiddler.solver import solve_for

    solution = solve_for(tuple(hand), _word_index(checker), rules)
    if solution.go_out is not None and not final_turn:
        play = solution.go_out
        tail = f" and discard {play.discard.label}" if play.discard is not None else ""
        words = ", ".join(word.spelling for word in play.words)
        return HintResult(
            f"Go out with {words}{tail} ({play.score} points).", play.words, play.discard, goes_out=True
        )
    play = solution.best
    discard = f"discard {play.discard.label}" if play.discard is not None else "discard"
    if not play.words:
        return HintResult(f"No word in this hand yet: {discard}.", (), play.discard)
    words = ", ".join(word.spelling for word in play.words)
    left = " ".join(card.label for card in play.unused)
    extra = f", {left} unused" if left else ""
    lead = "Lay down" if final_turn else "You cannot go out yet; best words"
    return HintResult(f"{lead}: {words}{extra}; {discard} ({play.score} points).", play.words, play.discard)


_INDEXES: dict[int, tuple[WordChecker, Any]] = {}
#: One builder at a time: a hint asked for while the index is being warmed waits for that build
#: instead of starting a second one (which would take as long again).
_INDEX_LOCK = threading.Lock()


def hints_ready(checker: WordChecker) -> bool:
    """True once the solver's index of ``checker``'s words is in memory (hints are then quick)."""
    found = _INDEXES.get(id(checker))
    return found is not None and found[0] is checker


#: Below this many words the index is built in the worker thread itself (a blink); above, in a
#: child process, because building it is seconds of pure-Python work that would starve the UI
#: thread of the GIL: the table would answer keys late while it runs.
CHILD_BUILD_WORDS = 5000


#: How a long preparation reports itself: what is being done, and the fraction done (or None).
Progress = Callable[[str, "float | None"], object]


def _no_progress(text: str, fraction: float | None) -> None:
    """Nobody is watching."""


def prepare_index(
    checker: WordChecker,
    *,
    progress: Progress = _no_progress,
    cancelled: Callable[[], bool] = lambda: False,
    name: str | None = None,
) -> None:
    """Make sure the solver's index of ``checker`` is in the disk cache, so that opening it takes
    milliseconds: the first time a dictionary is used it is built in a child process (a few
    seconds), and ``progress`` hears how far along it is. Never raises (the index is then built
    where it is first needed, only more slowly)."""
    from quiddler.solver import cache

    try:
        if cache.is_cached(checker) or len(list(cache.words_of(checker))) < CHILD_BUILD_WORDS:
            return
        called = name or getattr(checker, "name", None) or "chosen"
        text = f"Building the word index of the {called} dictionary (only the first time it is used)."
        progress(text, 0.0)
        cache.build_in_subprocess(checker, cancelled=cancelled, progress=lambda done: progress(text, done))
    except Exception:
        return


def warm_hints(checker: WordChecker, *, cancelled: Callable[[], bool] = lambda: False) -> bool:
    """Load the index hints need from the disk cache, building it first if it is not there yet
    (in a child process for a real dictionary); slow only the very first time a dictionary is
    used. Call it in a worker as soon as a game starts. ``cancelled`` is polled while the child
    works (the game was left: the child is stopped). Returns False when hints are not available;
    never raises."""
    if hints_ready(checker):
        return True
    prepare_index(checker, cancelled=cancelled)  # the in-process build below still works, only slower
    if cancelled():
        return False
    try:
        _word_index(checker)
    except Exception:
        return False
    return True


def _word_index(checker: WordChecker) -> Any:
    """The solver's index of the checker's words: its disk-cached one, or built once and kept."""
    import quiddler.solver as solver

    with _INDEX_LOCK:
        found = _INDEXES.get(id(checker))
        if found is not None and found[0] is checker:
            return found[1]
        index = solver.index_for(checker)
        while len(_INDEXES) >= 2:  # one game's dictionary at a time, and the one before it
            _INDEXES.pop(next(iter(_INDEXES)))
        _INDEXES[id(checker)] = (checker, index)
        return index


class ComputerSeat(Protocol):
    def act(self, view: Any) -> Any: ...

    def challenges(self, view: Any) -> tuple[int, ...]: ...


BotFactory = Callable[[str, int, "WordChecker"], ComputerSeat]


def make_bot(level: str, seed: int, checker: WordChecker) -> ComputerSeat:
    """A computer player for a seat (``level``: easy, medium, hard or greedy)."""
    from quiddler.players import make_player

    return make_player(level, seed=seed, dictionary=checker)
