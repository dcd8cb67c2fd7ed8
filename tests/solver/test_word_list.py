"""``Solution.words`` is made on first read, and the tie-break's word counts are exact.

The word list is a :class:`WordList` that stands for a tuple: these tests pin down that it
behaves as one (equality, hashing, pickling) and makes its words once, only when read. The
tie-break asks "does this part of the hand split into k words or more?" instead of computing
the most words; the last test checks that the answer equals a brute-force count for every
part of many hands.
"""

from __future__ import annotations

import pickle
import random
from collections import Counter

from quiddler.engine import Card, Word, full_deck
from quiddler.solver import WordIndex, WordList, find_words, solve
from quiddler.solver.search import _Analysis
from tests.solver import brute
from tests.solver.words import WORDS


def test_words_are_made_once_and_only_when_read() -> None:
    made: list[int] = []
    words = (Word.parse("q-i"), Word.parse("z-a"))

    def make() -> tuple[Word, ...]:
        made.append(1)
        return words

    listed = WordList(make=make)
    assert made == []
    assert len(listed) == 2 and made == [1]
    assert list(listed) == list(words) and listed[1] == words[1] and listed[:1] == words[:1]
    assert made == [1]


def test_a_word_list_behaves_as_its_tuple() -> None:
    words = (Word.parse("qu-i-z"), Word.parse("q-u-i-z"))
    listed = WordList(make=lambda: list(words))
    assert listed == words and words == listed and listed == list(words)
    assert listed == WordList(words) and listed != words[:1] and listed != "quiz"
    assert hash(listed) == hash(WordList(words))
    assert words[0] in listed and Word.parse("z-a") not in listed
    assert pickle.loads(pickle.dumps(listed)) == words
    assert repr(listed) == f"WordList({words!r})"
    assert not WordList() and WordList() == ()


def test_solution_words_are_find_words(small_index: WordIndex) -> None:
    rng = random.Random(7)
    deck = full_deck()
    for _ in range(300):
        hand = rng.sample(deck, rng.randint(2, 11))
        solution = solve(hand, small_index)
        assert solution.words == tuple(find_words(hand, small_index)), hand
        assert isinstance(solution.words, WordList)
    assert pickle.loads(pickle.dumps(solution)) == solution


def _most_words_brute(hand: list[Card]) -> dict[tuple[Card, ...], int]:
    """Per multiset of cards laid as words: the most words it splits into."""
    most: dict[tuple[Card, ...], int] = {}
    for chosen, _ in brute.arrangements(hand, WORDS):
        used = tuple(sorted((card for word in chosen for card in word), key=lambda card: card.value))
        most[used] = max(most.get(used, 0), len(chosen))
    return most


def test_word_counts_match_a_brute_force_count(small_index: WordIndex) -> None:
    rng = random.Random(11)
    deck = full_deck()
    checked = 0
    for _ in range(40):
        hand = rng.sample(deck, rng.randint(4, 9))
        expected = _most_words_brute(hand)
        analysis = _Analysis(hand, small_index)
        cards = analysis.layout.cards
        for subset in range(1, analysis.layout.full + 1):
            # Only canonical subsets (each card's copies taken from the first on), as the search.
            canonical = all(
                (subset >> start) & ((1 << copies) - 1) in {(1 << used) - 1 for used in range(copies + 1)}
                for _, start, copies, _ in analysis.layout.blocks
            )
            if not canonical or not analysis.is_splittable(subset):
                continue
            used = [cards[position] for position in range(analysis.layout.n) if (subset >> position) & 1]
            key = tuple(sorted(used, key=lambda card: card.value))
            assert analysis.most([subset])[0] == expected[key], (hand, Counter(used))
            checked += 1
    assert checked > 100
