"""A blind draw is judged against what it was worth in expectation (issue 35): taking the top
discard to go out is a miss only when it beat a blind draw on average, over the cards the player
had not seen, and never when the card really drawn let them go out for as much."""

from __future__ import annotations

from collections import Counter

from quiddler.coach import person_round_lines, review_game
from quiddler.engine import (
    STANDARD,
    Card,
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GameSetup,
    GoOut,
    LayDown,
    Source,
    StackedDeck,
    Word,
    WordSet,
)
from quiddler.solver import WordIndex, blind_go_out_value, solve_for, takes_discard

WORDS = WordSet({"quit", "toe", "toy", "tot", "it"})
INDEX = WordIndex.build(WORDS.words())
ONE_ROUND = STANDARD.with_(hand_sizes=(3,))
BLIND = Source.DRAW_PILE


def w(text: str) -> Word:
    return Word.parse(text)


def card(text: str) -> Card:
    return w(text).cards[0]


def solve(hand: tuple[Card, ...], *, discard: bool = True):
    return solve_for(tuple(sorted(hand)), INDEX, ONE_ROUND, discard=discard)


def review(actions, hands, discard, pile):
    def deck() -> StackedDeck:
        return StackedDeck([StackedDeck.deal_order(hands, discard=discard, draw_pile=pile)], seed=0)

    setup = GameSetup(("Ann", "Bob"), ONE_ROUND, 1)
    game = Game.replay(setup, WORDS, actions, rng=deck())
    assert game.is_over
    return review_game(game, INDEX, rng=deck())


def bob_goes_out_with_toe():
    return [Draw(1, BLIND), GoOut(1, (w("t o e"),), card("p")), CloseChallenges()]


def test_a_blind_draw_worth_more_on_average_than_a_sure_go_out_is_the_better_draw() -> None:
    hand = tuple(w("t o e").cards)
    unseen = Counter({card("a"): 3, card("y"): 1})  # A: T·O·E (7); Y: T·O·Y (9)
    blind = blind_go_out_value(hand, unseen, solve)
    assert blind == (3 * 7 + 9) / 4
    now, taking = solve(hand, discard=False), solve((*hand, card("a")))
    assert taking.go_out is not None and taking.go_out.round_score == 7
    assert not takes_discard(now, taking, card("a"), final_turn=False, barred=False, blind=blind)
    assert takes_discard(now, taking, card("a"), final_turn=False, barred=False, blind=7.0)  # a tie: sure
    assert takes_discard(now, taking, card("a"), final_turn=False, barred=False)  # nothing known


def test_drawing_blind_when_any_card_also_went_out_is_no_miss() -> None:
    # Ann's T O E goes out whatever she draws (T·O·E, 7, or T·O·Y, 9, with a Y); the A on the
    # discard pile only makes T·O·E too. She draws blind (Q), then throws her E and ends with
    # nothing: the miss is not going out (7 points), not the draw.
    actions = [
        Draw(0, BLIND),
        Discard(0, card("e")),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (), card("q")),
    ]
    ann = review(actions, ["t o e", "t o e"], discard="a", pile="q p i").rounds[0][0]
    assert ann.misses[0].kind == "go_out"
    assert not any(miss.kind == "take" for miss in ann.misses)
    assert "taking the A" not in "\n".join(person_round_lines(ann))


def test_the_card_really_drawn_going_out_for_as_much_clears_the_draw() -> None:
    # QU I X with a T on the discard pile goes out with QU·I·T (14); few blind cards would. She
    # draws blind and gets the other T, which goes out for as much: the draw cost nothing. She
    # then throws that T: that, not the draw, is the miss.
    actions = [
        Draw(0, BLIND),
        Discard(0, card("t")),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (), card("x")),
    ]
    ann = review(actions, ["qu i x", "t o e"], discard="t", pile="t p a").rounds[0][0]
    assert [miss.kind for miss in ann.misses] == ["go_out"]
    assert not any(miss.kind == "take" for miss in ann.misses)
    assert ann.missed == 24  # 14, and the longest-word bonus against Bob's T·O·E


def test_a_blind_draw_that_could_not_match_the_discard_is_still_a_miss() -> None:
    actions = [
        Draw(0, BLIND),
        Discard(0, card("x")),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (), card("qu")),
    ]
    ann = review(actions, ["qu i x", "t o e"], discard="t", pile="e p a").rounds[0][0]
    assert [(miss.kind, miss.points) for miss in ann.misses] == [("take", 24)]
