"""The solver against a brute-force search: same scores, same tie-breaks, on thousands of hands."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from quiddler.engine import Card, full_deck
from quiddler.solver import Play, Solution, WordIndex, best_word, can_go_out, find_words, solve
from tests.solver import brute
from tests.solver.words import WORDS


def _shape(play: Play) -> tuple[int, int, int]:
    return (play.score, len(play.words), play.longest)


def _assert_valid(play: Play, hand: list[Card], words: frozenset[str], *, discard: bool) -> None:
    """The play uses exactly the hand's cards, real words of two cards or more, and scores right."""
    used = [card for word in play.words for card in word.cards] + list(play.unused)
    if play.discard is not None:
        used.append(play.discard)
    assert Counter(used) == Counter(hand)
    assert all(word.text in words and word.card_count >= 2 for word in play.words)
    assert (play.discard is not None) == (discard and bool(hand))
    if play.discard is not None and play.unused:
        assert play.discard.points >= max(card.points for card in play.unused)
    assert play.score == sum(word.points for word in play.words) - sum(card.points for card in play.unused)


def _check(hand: list[Card], index: WordIndex, words: frozenset[str], *, discard: bool) -> Solution:
    solution = solve(hand, index, discard=discard)
    go_out, best = brute.best_values(hand, words, discard=discard)
    assert _shape(solution.best) == best, hand
    _assert_valid(solution.best, hand, words, discard=discard)
    if go_out is None:
        assert solution.go_out is None, hand
    else:
        assert solution.go_out is not None, hand
        assert _shape(solution.go_out) == go_out, hand
        _assert_valid(solution.go_out, hand, words, discard=discard)
        assert not solution.go_out.unused
    return solution


#: Hands per size: the brute force grows fast with the hand, so fewer of the big ones.
HANDS = {3: 200, 4: 200, 5: 200, 6: 200, 7: 150, 8: 150, 9: 100, 10: 60, 11: 50}


@pytest.mark.parametrize("size", sorted(HANDS))
def test_scores_equal_brute_force_on_random_hands(size: int, small_index: WordIndex) -> None:
    rng = random.Random(size)
    deck = full_deck()
    for _ in range(HANDS[size]):
        hand = rng.sample(deck, size)
        _check(hand, small_index, WORDS, discard=True)
        _check(hand, small_index, WORDS, discard=False)


@pytest.mark.parametrize("size", range(3, 12))
def test_every_word_and_spelling_is_found(size: int, small_index: WordIndex) -> None:
    rng = random.Random(100 + size)
    deck = full_deck()
    for _ in range(100):
        hand = rng.sample(deck, size)
        found = find_words(hand, small_index)
        assert len(found) == len(set(found))
        assert sorted(word.cards for word in found) == sorted(brute.words_in(hand, WORDS))
        assert [word.points for word in found] == sorted((word.points for word in found), reverse=True)


def test_rich_hands_with_many_copies_equal_brute_force(small_index: WordIndex) -> None:
    """Vowel-heavy hands with repeated cards: many splits into two-letter words."""
    rng = random.Random(7)
    pool = [Card.A] * 4 + [Card.E] * 4 + [Card.I] * 3 + [Card.O] * 3 + [Card.T, Card.S, Card.N, Card.M] * 2
    for _ in range(30):
        hand = rng.sample(pool, rng.randint(6, 10))
        _check(hand, small_index, WORDS, discard=True)
        _check(hand, small_index, WORDS, discard=False)


def test_best_word_is_the_highest_scoring_word(small_index: WordIndex) -> None:
    rng = random.Random(3)
    deck = full_deck()
    for _ in range(300):
        hand = rng.sample(deck, rng.randint(2, 11))
        word = best_word(hand, small_index)
        candidates = brute.words_in(hand, WORDS)
        if not candidates:
            assert word is None
        else:
            assert word is not None and word.cards in candidates
            assert word.points == max(brute.points(cards) for cards in candidates)


def test_can_go_out_agrees_with_solve(small_index: WordIndex) -> None:
    rng = random.Random(5)
    deck = full_deck()
    for _ in range(300):
        hand = rng.sample(deck, rng.randint(3, 11))
        for discard in (True, False):
            expected = solve(hand, small_index, discard=discard).go_out is not None
            assert can_go_out(hand, small_index, discard=discard) is expected


def test_the_answer_does_not_depend_on_the_order_of_the_cards(small_index: WordIndex) -> None:
    rng = random.Random(11)
    deck = full_deck()
    for _ in range(100):
        hand = rng.sample(deck, 10)
        first = solve(hand, small_index)
        shuffled = solve(rng.sample(hand, len(hand)), small_index)
        assert (first.go_out, first.best, first.words) == (shuffled.go_out, shuffled.best, shuffled.words)


def test_the_index_does_not_depend_on_the_order_of_the_words() -> None:
    words = sorted(WORDS)
    one = WordIndex.build(words)
    other = WordIndex.build(reversed(words))
    assert (one.order, one.arcs, one.first, one.entry, one.points, one.rank, one.spellings) == (
        other.order,
        other.arcs,
        other.first,
        other.entry,
        other.points,
        other.rank,
        other.spellings,
    )


@pytest.mark.slow
def test_scores_equal_brute_force_with_the_default_dictionary(
    big_index: WordIndex, big_words: frozenset[str]
) -> None:
    """The full list, on a few hands of every size (the brute force reads all 80,000 words)."""
    rng = random.Random(2026)
    deck = full_deck()
    for size in (3, 5, 7, 9, 11):
        for _ in range(3):
            hand = rng.sample(deck, size)
            _check(hand, big_index, big_words, discard=True)
