"""``make_player``: the one way the app, the simulator and the tests get a computer player.

A dictionary's word index comes from the solver's one cache (:func:`quiddler.solver.index_for`:
in memory, then on disk). What the players work out from a dictionary besides (the beginner's short
common words, how useful each card is) is kept here for the few dictionaries used last.
"""

from __future__ import annotations

import contextlib
import random
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar, cast

from quiddler.dictionary import DictionaryError, WithProperNouns, open_dictionary
from quiddler.dictionary.family import FamilyFiltered
from quiddler.engine import Card, WordChecker, WordSet
from quiddler.i18n import _
from quiddler.players.base import LEVELS, ComputerPlayer
from quiddler.players.expert import ExpertPlayer, ExpertSettings
from quiddler.players.greedy import GreedyPlayer
from quiddler.players.hands import HandSolver
from quiddler.players.seats import UnknownLevelError
from quiddler.players.strategic import EASY, HARD, MEDIUM, StrategicPlayer, card_usefulness
from quiddler.solver import WordIndex, index_for

__all__ = ["UnknownLevelError", "make_player", "parse_levels", "EASY_MAX_LETTERS"]

#: The easy player's words are at most this long: a beginner plays short words.
EASY_MAX_LETTERS = 5

_STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD}
_T = TypeVar("_T")
#: Things worked out once per dictionary, by its fingerprint (a hash of its words); the least
#: recently used go first once :data:`_MEMO_SIZE` are kept.
_MEMO: OrderedDict[tuple[str, str], Any] = OrderedDict()
_MEMO_SIZE = 6


def _memo(kind: str, dictionary: WordChecker, build: Callable[[], _T]) -> _T:
    key = (kind, dictionary.fingerprint)
    if key not in _MEMO:
        while len(_MEMO) >= _MEMO_SIZE:
            _MEMO.popitem(last=False)
        _MEMO[key] = build()
    _MEMO.move_to_end(key)
    return cast(_T, _MEMO[key])


def _level(level: str) -> str:
    name = level.strip().lower() if isinstance(level, str) else level
    if name not in LEVELS:
        said = _("there is no computer level {level}; choose one of: {levels}")
        raise UnknownLevelError(said.format(level=repr(level), levels=", ".join(LEVELS)))
    return name


def parse_levels(text: str) -> tuple[str, ...]:
    """``"hard,easy"`` → ``("hard", "easy")``; raises :class:`UnknownLevelError` on a bad name."""
    return tuple(_level(part) for part in text.split(","))


def _index(dictionary: WordChecker) -> WordIndex:
    """The dictionary's word index, from the solver's one cache."""
    return index_for(dictionary)


def _easy_vocabulary(dictionary: WordChecker) -> tuple[WordIndex, WordSet]:
    """The beginner's words: the small common-word list (English; in another language all the
    dictionary's words), kept short, and only words ``dictionary`` allows (so a beginner never
    lays a word the game's dictionary would refuse). Where the game allows proper nouns (Junior)
    the short names count too: a child knows TOM and ANN."""

    def build() -> tuple[WordIndex, WordSet]:
        allowed = dictionary.words()
        common = allowed  # no small list here, or not English: the beginner makes do with short words
        if getattr(dictionary, "language", "en") == "en":
            with contextlib.suppress(DictionaryError):
                common = frozenset(open_dictionary("en-small").words()) & allowed
        if len(common) < 100:  # a house list of its own: the small list does not apply
            common = allowed
        base = dictionary.base if isinstance(dictionary, FamilyFiltered) else dictionary
        if isinstance(base, WithProperNouns):
            common |= base.names & allowed
        short = [word for word in common if len(word) <= EASY_MAX_LETTERS]
        return WordIndex.build(short), WordSet(short)

    return _memo("easy", dictionary, build)


def _usefulness(dictionary: WordChecker) -> dict[Card, float]:
    return _memo("usefulness", dictionary, lambda: card_usefulness(dictionary.words()))


def make_player(
    level: str, *, seed: int, dictionary: WordChecker, expert: ExpertSettings | None = None
) -> ComputerPlayer:
    """A computer player of ``level`` (one of :data:`LEVELS`) that knows the words of ``dictionary``.

    ``seed`` seeds the player's own ``random.Random``, so the same seed plays the same way.
    ``expert`` sets how hard an expert player thinks (samples, time budget); other levels ignore it.
    Raises :class:`UnknownLevelError` (an ``InvalidInputError``) for an unknown level.
    """
    name = _level(level)
    rng = random.Random(seed)
    if name == "easy":
        index, vocabulary = _easy_vocabulary(dictionary)
        # where a final turn's words can only gain (Junior), even a beginner lays every word it
        # holds: it looks them up in the game's whole dictionary (loaded only if it comes to that)
        return StrategicPlayer(
            EASY, HandSolver(index), vocabulary, rng=rng, final_hands=lambda: HandSolver(_index(dictionary))
        )
    hands = HandSolver(_index(dictionary))
    if name == "greedy":
        return GreedyPlayer(hands, dictionary, rng=rng)
    if name == "expert":
        settings = expert if expert is not None else ExpertSettings()
        return ExpertPlayer(hands, dictionary, rng=rng, usefulness=_usefulness(dictionary), settings=settings)
    return StrategicPlayer(_STYLES[name], hands, dictionary, rng=rng, usefulness=_usefulness(dictionary))
