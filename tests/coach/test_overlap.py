"""Misses of one round overlap (issue 35): they are listed with their own points, but the round
and the game's biggest misses count only the biggest of them, so what is listed never adds up to
more than the points left on the table."""

from __future__ import annotations

import random

from quiddler.coach import game_text, person_round_lines, review_actions, review_game
from quiddler.dictionary import for_rules
from quiddler.engine import JUNIOR, Discard, Draw, Game, GameSetup, LayDown
from quiddler.solver import index_for
from tests.coach.test_review import BLIND, INDEX, WORDS, bob_goes_out_with_toe, stacked, w

OVERLAP = "These misses overlap (each is another way to the same points)"


def tom_round():
    """Ann's T O M (a name: a word in Junior) could go out on turn 1 and be laid at the end:
    two misses of 10 points each, one chance."""
    rules = JUNIOR.with_(hand_sizes=(3,))
    checker = for_rules(WORDS, rules)
    actions = [
        Draw(0, BLIND),
        Discard(0, w("x").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (), w("v").cards[0]),
    ]
    deal = ["t o m", "t o e"]
    setup = GameSetup(("Ann", "Bob"), rules, 1)
    Game.replay(setup, checker, actions, rng=stacked(deal, "j", "x p v"))
    return review_actions(setup, actions, checker, index_for(checker), [0], rng=stacked(deal, "j", "x p v"))


def test_overlapping_misses_are_counted_once_and_said_to_overlap() -> None:
    review = tom_round()
    ann = review.rounds[0][0]
    assert [miss.points for miss in ann.misses] == [10, 10] and ann.missed == 10
    assert [miss.kind for miss in ann.counted_misses] == ["go_out"]
    assert [miss.kind for miss in review.biggest()] == ["go_out"]
    assert sum(miss.points for miss in review.biggest()) == review.missed(0) == 10
    assert OVERLAP in "\n".join(person_round_lines(ann))
    assert game_text(review).count("10 points: Ann, round 1") == 1


def test_the_listed_biggest_misses_never_add_up_to_more_than_was_left() -> None:
    from tests.saves.helpers import random_action

    for seed in range(3):
        rng = random.Random(seed)
        game = Game.new(["Ann", "Bob", "Cy"], checker=WORDS, seed=seed)
        while not game.is_over:
            game.apply(random_action(game, rng))
        review = review_game(game, INDEX)
        for round_ in review.rounds:
            for person in round_:
                assert sum(miss.points for miss in person.counted_misses) == person.missed
                said = "\n".join(person_round_lines(person))
                assert (OVERLAP in said) == person.overlapping
        for seat in review.seats:
            listed = [miss for miss in review.biggest(count=100) if miss.seat == seat]
            assert sum(miss.points for miss in listed) == review.missed(seat)
