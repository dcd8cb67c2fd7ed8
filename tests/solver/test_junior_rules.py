"""The solver under other rules: one-card words and unused cards not subtracted (Quiddler Junior,
docs/rules.md §8), and a longer minimum word, against the brute force."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from quiddler.engine import JUNIOR, STANDARD, Card, full_deck, parse_cards
from quiddler.engine.errors import InvalidInputError
from quiddler.solver import Play, WordIndex, best_word, can_go_out, find_words, solve, solve_for
from tests.solver import brute
from tests.solver.words import WORDS


def _shape(play: Play) -> tuple[int, int, int]:
    return (play.score, len(play.words), play.longest)


def _check_junior(hand: list[Card], index: WordIndex, *, discard: bool) -> None:
    solution = solve_for(hand, index, JUNIOR, discard=discard)
    go_out, best = brute.best_values(hand, WORDS, discard=discard, min_cards=1, subtract_unused=False)
    assert _shape(solution.best) == best, hand
    for play in (solution.best, solution.go_out):
        if play is None:
            continue
        used = [card for word in play.words for card in word.cards] + list(play.unused)
        used += [play.discard] if play.discard is not None else []
        assert Counter(used) == Counter(hand)
        assert all(word.text in WORDS for word in play.words)
        assert play.score == sum(word.points for word in play.words)  # unused cards cost nothing
    if go_out is None:
        assert solution.go_out is None, hand
    else:
        assert solution.go_out is not None and _shape(solution.go_out) == go_out, hand


# Junior deals 2 to 7 cards; bigger hands check the search, with fewer of them (the brute force grows).
JUNIOR_HANDS = {2: 150, 3: 150, 4: 150, 5: 150, 6: 120, 7: 100, 8: 60, 9: 30}


@pytest.mark.parametrize("size", sorted(JUNIOR_HANDS))
def test_junior_scores_equal_brute_force(size: int, small_index: WordIndex) -> None:
    rng = random.Random(1000 + size)
    deck = full_deck()
    for _ in range(JUNIOR_HANDS[size]):
        hand = rng.sample(deck, size)
        _check_junior(hand, small_index, discard=True)
        _check_junior(hand, small_index, discard=False)


def test_junior_hands_rich_in_one_card_words(small_index: WordIndex) -> None:
    rng = random.Random(8)
    pool = [Card.A] * 4 + [Card.I] * 4 + [Card.IN, Card.ER] * 2 + [Card.T, Card.S, Card.N, Card.E, Card.O] * 2
    for _ in range(60):
        hand = rng.sample(pool, rng.randint(2, 8))
        _check_junior(hand, small_index, discard=True)
        _check_junior(hand, small_index, discard=False)


@pytest.mark.parametrize("min_cards", [1, 3])
def test_every_word_of_the_minimum_size_is_found(min_cards: int, small_index: WordIndex) -> None:
    rng = random.Random(200 + min_cards)
    deck = full_deck()
    for _ in range(200):
        hand = rng.sample(deck, rng.randint(1, 10))
        found = find_words(hand, small_index, min_word_cards=min_cards)
        assert sorted(word.cards for word in found) == sorted(brute.words_in(hand, WORDS, min_cards))
        best = best_word(hand, small_index, min_word_cards=min_cards)
        assert (best is None) == (not found)
        if best is not None:
            assert best.points == max(word.points for word in found)


def test_a_lone_in_card_is_a_word_only_in_junior(small_index: WordIndex) -> None:
    hand = parse_cards("in x")
    assert solve(hand, small_index).go_out is None
    assert not can_go_out(hand, small_index)
    junior = solve_for(hand, small_index, JUNIOR)
    assert junior.go_out is not None
    assert [word.spelling for word in junior.go_out.words] == ["IN"] and junior.go_out.discard is Card.X
    assert can_go_out(hand, small_index, min_word_cards=1)
    assert {word.spelling for word in find_words(parse_cards("a i"), small_index, min_word_cards=1)} == {
        "A",
        "I",
        "A·I",
    }


def test_junior_lays_the_most_points_where_the_standard_game_throws_a_dear_card(
    small_index: WordIndex,
) -> None:
    """The standard game goes out with FERN and throws Z away; in Junior unused cards cost nothing,
    so FEZ (22) with R left over beats FERN (18)."""
    hand = parse_cards("z r f n e")
    standard = solve_for(hand, small_index, STANDARD).best
    assert ([word.spelling for word in standard.words], standard.discard, standard.score) == (
        ["F·E·R·N"],
        Card.Z,
        18,
    )
    junior = solve_for(hand, small_index, JUNIOR).best
    assert [word.spelling for word in junior.words] == ["F·E·Z"]
    assert (junior.unused, junior.discard, junior.score) == ((Card.R,), Card.N, 22)


def test_a_minimum_below_one_card_is_refused(small_index: WordIndex) -> None:
    with pytest.raises(InvalidInputError):
        solve(parse_cards("a t"), small_index, min_word_cards=0)
