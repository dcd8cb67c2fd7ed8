"""``make_player``: the one way the app, the simulator and the tests get a computer player.

Word indexes are expensive to build and the same for every player of a dictionary, so they are
made once per dictionary (the solver caches the big one on disk too) and shared.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from quiddler import solver
from quiddler.dictionary import WordSet
from quiddler.engine import Card, InvalidInputError
from quiddler.players.base import LEVELS, ComputerPlayer
from quiddler.players.greedy import GreedyPlayer
from quiddler.players.hands import HandSolver
from quiddler.players.strategic import EASY, HARD, MEDIUM, StrategicPlayer, card_usefulness
from quiddler.solver import WordIndex

__all__ = ["UnknownLevelError", "make_player", "parse_levels", "EASY_MAX_LETTERS"]

#: The easy player's words are at most this long: a beginner plays short words.
EASY_MAX_LETTERS = 5

_STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD}
_EASY: dict[object, tuple[WordIndex, WordSet]] = {}
_INDEXES: dict[int, tuple[object, WordIndex]] = {}
_BY_FINGERPRINT: dict[str, WordIndex] = {}
_USEFULNESS: dict[object, dict[Card, float]] = {}


class UnknownLevelError(InvalidInputError):
    """A computer level that does not exist."""


def _level(level: str) -> str:
    name = level.strip().lower() if isinstance(level, str) else level
    if name not in LEVELS:
        raise UnknownLevelError(f"there is no computer level {level!r}; choose one of: {', '.join(LEVELS)}")
    return name


def parse_levels(text: str) -> tuple[str, ...]:
    """``"hard,easy"`` → ``("hard", "easy")``; raises :class:`UnknownLevelError` on a bad name."""
    return tuple(_level(part) for part in text.split(","))


def _words(dictionary: Any) -> Iterable[str]:
    words = dictionary.words
    return words() if callable(words) else words


def _index(dictionary: Any) -> WordIndex:
    """The dictionary's word index: the solver's disk-cached one, or built once for a plain word set."""
    fingerprint = getattr(dictionary, "fingerprint", None)
    if fingerprint is not None:
        index = _BY_FINGERPRINT.get(fingerprint)
        if index is None:
            index_for = getattr(solver, "index_for", None)
            index = index_for(dictionary) if index_for is not None else WordIndex.build(_words(dictionary))
            _BY_FINGERPRINT[fingerprint] = index
        return index
    found = _INDEXES.get(id(dictionary))
    if found is None or found[0] is not dictionary:
        found = (dictionary, WordIndex.build(_words(dictionary)))
        _INDEXES[id(dictionary)] = found
    return found[1]


def _easy_vocabulary(dictionary: Any) -> tuple[WordIndex, WordSet]:
    """The beginner's words: the small common-word list, kept short, and only words ``dictionary`` allows."""
    key = getattr(dictionary, "fingerprint", None) or id(dictionary)
    found = _EASY.get(key)
    if found is None:
        allowed = frozenset(_words(dictionary))
        try:
            from quiddler.dictionary import open_dictionary

            common = frozenset(open_dictionary("en-small").words()) & allowed
        except Exception:  # no small list here: the beginner makes do with short words
            common = allowed
        if len(common) < 100:
            common = allowed
        short = [word for word in common if len(word) <= EASY_MAX_LETTERS]
        vocabulary = WordSet(short)
        found = (WordIndex.build(short), vocabulary)
        _EASY[key] = found
    return found


def make_player(level: str, *, seed: int, dictionary: Any) -> ComputerPlayer:
    """A computer player of ``level`` (one of :data:`LEVELS`) that knows the words of ``dictionary``.

    ``seed`` seeds the player's own ``random.Random``, so the same seed plays the same way.
    Raises :class:`UnknownLevelError` (an ``InvalidInputError``) for an unknown level.
    """
    name = _level(level)
    rng = random.Random(seed)
    if name == "easy":
        index, vocabulary = _easy_vocabulary(dictionary)
        return StrategicPlayer(EASY, HandSolver(index), vocabulary, rng=rng)
    hands = HandSolver(_index(dictionary))
    if name == "greedy":
        return GreedyPlayer(hands, dictionary, rng=rng)
    return StrategicPlayer(_STYLES[name], hands, dictionary, rng=rng, usefulness=_usefulness(dictionary))


def _usefulness(dictionary: Any) -> dict[Card, float]:
    key = getattr(dictionary, "fingerprint", None) or id(dictionary)
    found = _USEFULNESS.get(key)
    if found is None:
        found = _USEFULNESS[key] = card_usefulness(_words(dictionary))
    return found
