"""The solver as a computer player uses it: cached, with the hand as a multiset.

A player asks about the same hands again and again within a turn (the draw choice looks at the
hand plus each card it might draw; the discard choice then looks at one of those again), so the
answers are kept per round. The cache is a plain dict cleared at each new round, which keeps its
size bounded by one round's questions.

Also here: the lay-downs built around a hand's longest words (:func:`longest_word_options`),
which the hard and expert players weigh against the solver's best for the longest-word bonus.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from quiddler.engine import STANDARD, Card, RuleOptions, Word
from quiddler.players.knowledge import remove_cards
from quiddler.solver import Solution, WordIndex, solve_for

__all__ = ["HandSolver", "LayOption", "letters", "longest_word_options"]

_LETTERS: dict[Card, int] = {card: len(card.letters) for card in Card}


class HandSolver:
    """``solve`` with a per-round memory. Hands are keyed sorted, so order never matters.

    Answers follow the game's rules (:func:`~quiddler.solver.solve_for`), given with each round:
    in Quiddler Junior a one-card word counts and unused cards cost nothing.
    """

    def __init__(self, index: WordIndex) -> None:
        self.index = index
        self._cache: dict[tuple[tuple[Card, ...], bool], Solution] = {}
        self._round: tuple[int, int] | None = None
        self.rules = STANDARD
        self.calls = 0

    def new_round(self, key: tuple[int, int], rules: RuleOptions = STANDARD) -> None:
        """Forget the answers of an earlier round (``key`` names the round, e.g. (round, dealer))
        and answer by ``rules`` from now on."""
        if key != self._round or rules != self.rules:
            self._cache.clear()
            self._round = key
            self.rules = rules

    def solve(self, hand: Iterable[Card], *, discard: bool = True) -> Solution:
        key = (tuple(sorted(hand)), discard)
        found = self._cache.get(key)
        if found is None:
            self.calls += 1
            found = solve_for(key[0], self.index, self.rules, discard=discard)
            self._cache[key] = found
        return found


@dataclass(frozen=True, slots=True)
class LayOption:
    """A way to end a turn by laying words: the words, the discard, and the points of the words
    less the cards left unused."""

    words: tuple[Word, ...]
    discard: Card
    points: int


def letters(word: Word) -> int:
    """A word's length in letters, what the longest-word bonus measures (``Word.letter_count``,
    counted without making the word's text: this is asked of hundreds of words a turn)."""
    return sum([_LETTERS[card] for card in word.cards])


def longest_word_options(
    hands: HandSolver, hand: Sequence[Card], *, go_out: bool, at_least: int = 0, count: int = 4
) -> list[LayOption]:
    """Plays built around each of the ``count`` longest words of ``hand`` (of at least
    ``at_least`` letters; the most points first among equals; another spelling of the same cards
    is skipped): the word, then the best go-out (``go_out``) or the best play of the cards left."""
    words = [word for word in hands.solve(hand).words if letters(word) >= at_least]
    words.sort(key=lambda word: (letters(word), word.points), reverse=True)
    options = []
    seen: set[tuple[Card, ...]] = set()
    for word in words[:count]:
        key = tuple(sorted(word.cards))
        if key in seen:
            continue
        seen.add(key)
        rest = remove_cards(hand, word.cards)
        if not rest:
            continue
        if len(rest) == 1:  # the word and a discard: nothing else to arrange
            options.append(LayOption((word,), rest[0], word.points))
            continue
        sub = hands.solve(rest)
        play = sub.go_out if go_out else sub.best
        if play is None or play.discard is None:
            continue
        unused = sum(card.points for card in play.unused)
        options.append(LayOption((word, *play.words), play.discard, word.points + play.word_points - unused))
    return options
