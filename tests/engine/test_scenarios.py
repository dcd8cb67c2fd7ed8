"""Whole rounds and games on a stacked deck, every score checked to the point by hand.

The deck is stacked through :class:`quiddler.engine.StackedDeck`, the shuffler the engine takes
like any other, so these games run through the public API with no back door into the state.
"""

from __future__ import annotations

import random

import pytest

from quiddler.engine import (
    STANDARD,
    Card,
    Game,
    InvalidInputError,
    Phase,
    Source,
    StackedDeck,
    Word,
    full_deck,
)

from .helpers import WORDS, AcceptAll, expected_scores, ledgers_from_records, stacked_game, w

ROUND_TWO = StackedDeck.deal_order(["qu i z m", "o a t e", "s t e m"], "e", "x y a")


def play_round_one(game: Game) -> None:
    """Ann goes out with QUIZ; Bob and Cy take final turns; three challenges, one of them won."""
    # Ann draws M and goes out with QU·I·Z, discarding the M.
    assert game.draw(0, Source.DRAW_PILE).card is Card.M
    game.go_out(0, [w("qu-i-z")], Card.M)
    assert game.phase is Phase.CHALLENGE
    lost = game.challenge(1, 0, 0)  # Bob doubts QUIZ: it is a word, Bob pays 25
    assert (lost.allowable, lost.loser, lost.penalty) == (True, 1, 25)
    game.close_challenges()
    # Bob's final turn: draws A, lays TOP, discards the A.
    assert game.final_turns_left == (1, 2)
    assert game.draw(1).card is Card.A
    game.lay_down(1, [w("t-o-p")], Card.A)
    lost = game.challenge(2, 1, 0)  # Cy doubts TOP: a word, Cy pays 11
    assert (lost.allowable, lost.loser, lost.penalty) == (True, 2, 11)
    game.close_challenges()
    # Cy's final turn: takes Bob's A from the discard pile, lays the bogus K·X, discards the A, keeps Y.
    assert game.draw(2, Source.DISCARD_PILE).card is Card.A
    game.lay_down(2, [w("k-x")], Card.A)
    won = game.challenge(0, 2, 0)  # Ann doubts KX rightly: Cy pays 20 and KX scores nothing
    assert (won.allowable, won.loser, won.penalty) == (False, 2, 20)
    game.close_challenges()


def test_a_three_player_round_with_a_go_out_two_final_turns_and_challenges_won_and_lost() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["qu i z", "t o p", "x y k"], "e", "m a")
    assert (game.dealer, game.current) == (2, 0)
    play_round_one(game)
    assert game.phase is Phase.ROUND_OVER
    ann, bob, cy = game.summaries[0].results
    # Ann: QUIZ 25, nothing unused; the only four-letter word: longest-word bonus 10.
    # Most words is a tie (Ann 1, Bob 1; Cy's KX does not count): nobody gets it.
    assert (ann.word_points, ann.unused_points, ann.bonus_points, ann.penalty) == (25, 0, 10, 0)
    assert ann.score == 35
    # Bob: TOP 11, minus 25 for the challenge he lost.
    assert (bob.word_points, bob.unused_points, bob.bonus_points, bob.penalty) == (11, 0, 0, 25)
    assert bob.score == -14
    # Cy: no allowable word, Y (4) unused: floor at 0; then -11 (lost on TOP) and -20 (KX rejected).
    assert (cy.word_points, cy.unused_points, cy.base, cy.penalty) == (0, 4, 0, 31)
    assert cy.rejected_words == (w("k-x"),) and cy.unused == (Card.Y,)
    assert cy.score == -31
    assert game.totals == (35, -14, -31)
    ledgers = ledgers_from_records(game.records, 0, 3)
    assert expected_scores(ledgers, STANDARD) == [35, -14, -31]
    game.check_invariants()


def test_a_stacked_second_round_rotates_the_deal_and_adds_to_the_totals() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["qu i z", "t o p", "x y k"], "e", "m a", later=[ROUND_TWO])
    play_round_one(game)
    started = game.next_round()
    assert (started.round, started.dealer) == (1, 0)
    assert game.current == 1  # Bob, left of the dealer Ann, received the first card and leads
    assert sorted(game.hand(1)) == sorted(Word.parse("qu i z m").cards)
    assert game.discard_pile == (Card.E,)
    game.draw(1)
    game.discard(1, Card.X)
    assert game.draw(2, Source.DISCARD_PILE).card is Card.X
    game.go_out(2, [w("o-x"), w("a-t")], Card.E)
    game.close_challenges()
    assert game.final_turns_left == (0, 1)
    game.draw(0)
    game.lay_down(0, [w("s-t-e-m")], Card.Y)
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [w("qu-i-z")], Card.A)
    game.challenge(0, 1, 0)  # Ann loses: QUIZ is a word
    game.close_challenges()
    ann, bob, cy = game.summaries[1].results
    # Cy: OX 14 + AT 5 = 19 and the most words (2): +10. Longest is a tie (STEM, QUIZ): nobody.
    assert cy.score == 19 + 10
    # Ann: STEM 13, minus 25 for her lost challenge. Bob: QUIZ 25 minus the unused M 5.
    assert ann.score == 13 - 25
    assert bob.score == 25 - 5
    assert game.totals == (35 - 12, -14 + 20, -31 + 29)
    assert expected_scores(ledgers_from_records(game.records, 1, 3), STANDARD) == [-12, 20, 29]


def test_a_stacked_refill_of_the_draw_pile() -> None:
    rules = STANDARD.with_(hand_sizes=(10,), name="one long round")
    # Deal 80 cards and the discard without a Z, put a Z on top of the draw pile and on the refill.
    no_z = [card for card in full_deck() if card is not Card.Z]
    random.Random(4).shuffle(no_z)
    deck = StackedDeck([[*no_z[:81], Card.Z], [Card.Z]], seed=4)
    names = [f"P{i}" for i in range(8)]
    game = Game.new(names, checker=AcceptAll(), rules=rules, rng=deck, seed=0)
    assert len(game.draw_pile) == 37
    assert game.draw_pile[-1] is Card.Z and Card.Z not in game.discard_pile
    while game.draw_pile:
        seat = game.current
        card = game.draw(seat).card
        game.discard(seat, card)  # every card drawn goes straight to the discard pile
    assert Card.Z in game.discard_pile[:-1]
    top = game.discard_top
    record = game.draw(game.current)
    assert record.refilled and record.card is Card.Z
    assert game.discard_pile == (top,)
    assert len(game.draw_pile) == 36
    game.check_invariants()


def test_a_whole_game_s_totals_checked_against_a_hand_computation() -> None:
    """Each round the leader goes out with all but one card as one word; the others lay nothing.

    So the leader scores the word's points plus the only bonus (two players: longest word), and
    the other player scores max(0, −unused) = 0.
    """
    game = Game.new(["Ann", "Bob"], checker=WORDS, seed=11, rng=random.Random(11))
    expected = [0, 0]
    while True:
        seat = game.current
        game.draw(seat)
        hand = game.hand(seat)
        word = Word(hand[:-1])
        game.go_out(seat, [word], hand[-1])
        game.close_challenges()
        other = game.current
        game.draw(other)
        game.lay_down(other, [], game.hand(other)[-1])
        expected[seat] += sum(card.points for card in hand[:-1]) + 10
        assert game.totals == tuple(expected)
        if game.is_over:
            break
        game.next_round()
    assert len(game.summaries) == 8
    assert [summary.went_out for summary in game.summaries] == [0, 1] * 4
    assert game.winners == tuple(seat for seat in (0, 1) if expected[seat] == max(expected))


def test_a_stacked_deck_refuses_impossible_orders() -> None:
    with pytest.raises(InvalidInputError, match="same number of cards"):
        StackedDeck.deal_order(["a b", "c"], "e")
    deck = StackedDeck([["z", "z", "z"]])
    with pytest.raises(InvalidInputError, match="more copies"):
        Game.new(["Ann", "Bob"], checker=WORDS, rng=deck)


def test_a_stacked_deck_deals_exactly_the_hands_it_was_given_then_shuffles_by_its_seed() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["qu i z", "t o p", "x y k"], "e", "m a")
    assert [game.hand(seat) for seat in range(3)] == [
        (Card.QU, Card.I, Card.Z),
        (Card.T, Card.O, Card.P),
        (Card.X, Card.Y, Card.K),
    ]
    assert game.discard_pile == (Card.E,)
    assert game.draw_pile[-2:] == (Card.A, Card.M)
    again = stacked_game(["Ann", "Bob", "Cy"], ["qu i z", "t o p", "x y k"], "e", "m a")
    assert again.draw_pile == game.draw_pile
