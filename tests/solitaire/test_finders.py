"""The finders agree: the solver's index and the brute-force finder find the same words."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler.engine import Card, WordSet, full_deck
from quiddler.engine.solitaire import PermutationFinder, Solitaire, SolitairePhase, best_word
from quiddler.solitaire.tools import SolverFinder, finder_for

from .words import WORDS

CHECKER = WordSet(WORDS)


def test_finder_for_uses_the_solver_index() -> None:
    assert isinstance(finder_for(CHECKER), SolverFinder)


def test_a_checker_without_a_word_list_gets_the_brute_force_finder() -> None:
    class OnlyAsks:
        def is_word(self, text: str) -> bool:
            return text == "at"

    finder = finder_for(OnlyAsks())
    assert isinstance(finder, PermutationFinder)
    assert [word.text for word in finder.find_words([Card.A, Card.T])] == ["at"]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.integers(0, 8))
def test_solver_and_brute_force_find_the_same_words(seed: int, size: int) -> None:
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    cards = deck[:size]
    solver = finder_for(CHECKER)
    brute = PermutationFinder(CHECKER)
    assert set(solver.find_words(cards)) == set(brute.find_words(cards))


def test_a_game_ends_the_same_way_with_either_finder() -> None:
    for seed in (13, 39):
        fast = Solitaire(CHECKER, finder_for(CHECKER), seed=seed)
        slow = Solitaire(CHECKER, PermutationFinder(CHECKER), seed=seed)
        while not fast.is_over:
            assert not slow.is_over
            if fast.phase is SolitairePhase.REFILL:
                for game in (fast, slow):
                    game.refill(game.refill_sources[0])
                continue
            assert set(fast.available_words()) == set(slow.available_words())
            word = best_word(fast.available_words())
            assert word is not None
            for game in (fast, slow):
                game.make_word(game.stacks_for(word) or ())
        assert slow.is_over and fast.end_reason is slow.end_reason
        assert fast.stacks == slow.stacks and fast.score == slow.score
