"""docs/rules.md §2–§4: players, rounds, shuffle and deal, dealer rotation, turns, going out, final turns."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from quiddler.engine import (
    DECK_COUNTS,
    STANDARD,
    Card,
    CardNotInHandError,
    CardsLeftOverError,
    Discard,
    Draw,
    Game,
    GoOut,
    IllegalActionError,
    InvalidInputError,
    LayDown,
    NextRound,
    OutOfTurnError,
    Phase,
    Source,
    Word,
    WrongPhaseError,
    full_deck,
)

from .helpers import WORDS, AcceptAll, cards, final_turns_lay_nothing, finish_round, stacked_game, w


class RecordingShuffler:
    """A shuffler that keeps the deck in canonical order and remembers what it was asked to shuffle."""

    def __init__(self) -> None:
        self.calls: list[Counter[Card]] = []

    def shuffle(self, x: list[Any]) -> None:
        self.calls.append(Counter(x))
        x.sort(key=full_deck().index)


def new_game(players: int = 3, **kwargs: Any) -> Game:
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"][:players]
    return Game.new(names, checker=kwargs.pop("checker", AcceptAll()), seed=kwargs.pop("seed", 1), **kwargs)


# ------------------------------------------------------------------ §2 a game


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_a_game_is_for_two_to_eight_players(players: int) -> None:
    game = new_game(players)
    assert game.player_count == players
    assert all(len(game.hand(seat)) == 3 for seat in range(players))


@pytest.mark.parametrize("players", [0, 1, 9])
def test_fewer_than_two_or_more_than_eight_players_is_refused(players: int) -> None:
    with pytest.raises(InvalidInputError, match="2 to 8 players"):
        Game.new([f"P{i}" for i in range(players)], checker=WORDS)


def test_players_need_distinct_names_given_as_text() -> None:
    with pytest.raises(InvalidInputError, match="same name"):
        Game.new(["Ann", "ann"], checker=WORDS)
    with pytest.raises(InvalidInputError, match="needs a name"):
        Game.new(["Ann", " "], checker=WORDS)
    with pytest.raises(InvalidInputError, match="text"):
        Game.new(["Ann", 3], checker=WORDS)  # type: ignore[list-item]


def test_eight_rounds_deal_three_to_ten_cards() -> None:
    game = new_game(4)
    dealt = []
    while True:
        dealt.append(game.hand_size)
        assert {len(game.hand(seat)) for seat in range(4)} == {game.round + 3}
        finish_round(game)
        if game.is_over:
            break
        game.next_round()
    assert dealt == [3, 4, 5, 6, 7, 8, 9, 10]
    assert len(game.summaries) == 8


def test_all_118_cards_are_shuffled_before_every_round() -> None:
    shuffler = RecordingShuffler()
    game = Game.new(["Ann", "Bob", "Cy"], checker=AcceptAll(), rng=shuffler)
    for _ in range(3):
        finish_round(game)
        game.next_round()
    assert len(shuffler.calls) == 4
    assert all(call == DECK_COUNTS for call in shuffler.calls)


def test_a_seeded_game_deals_differently_each_round_and_the_same_for_the_same_seed() -> None:
    one, two = new_game(3, seed=42), new_game(3, seed=42)
    first_hands = [one.hand(seat) for seat in range(3)]
    assert first_hands == [two.hand(seat) for seat in range(3)]
    assert one.draw_pile == two.draw_pile
    finish_round(one)
    one.next_round()
    assert [one.hand(seat)[:3] for seat in range(3)] != first_hands


def test_cards_are_dealt_one_at_a_time_starting_left_of_the_dealer() -> None:
    game = Game.new(["Ann", "Bob", "Cy"], checker=AcceptAll(), rng=RecordingShuffler())
    order = full_deck()  # the unshuffled order: its first card is the top of the pile
    assert game.dealer == 2 and game.leader == 0
    for seat in range(3):
        assert list(game.hand(seat)) == [order[seat], order[seat + 3], order[seat + 6]]
    finish_round(game)
    game.next_round()
    assert game.dealer == 0 and game.leader == 1
    leader, second, dealer = 1, 2, 0
    assert list(game.hand(leader)) == [order[0], order[3], order[6], order[9]]
    assert list(game.hand(second)) == [order[1], order[4], order[7], order[10]]
    assert list(game.hand(dealer)) == [order[2], order[5], order[8], order[11]]


def test_the_rest_form_the_draw_pile_and_its_top_card_starts_the_discard_pile() -> None:
    game = Game.new(["Ann", "Bob"], checker=AcceptAll(), rng=RecordingShuffler())
    order = full_deck()
    assert game.discard_pile == (order[6],)
    assert len(game.draw_pile) == 118 - 6 - 1
    assert game.draw_pile[-1] == order[7]  # top card last
    assert list(reversed(game.draw_pile)) == order[7:]


def test_first_dealer_is_last_player_and_first_player_leads_round_one() -> None:
    for players in range(2, 9):
        game = new_game(players)
        assert game.dealer == players - 1
        assert game.leader == 0
        assert game.current == 0
        assert game.phase is Phase.DRAW


def test_the_deal_passes_to_the_left_each_round_and_the_player_left_of_the_dealer_leads() -> None:
    game = new_game(3)
    dealers, leaders = [], []
    while True:
        dealers.append(game.dealer)
        leaders.append(game.current)
        finish_round(game)
        if game.is_over:
            break
        game.next_round()
    assert dealers == [2, 0, 1, 2, 0, 1, 2, 0]
    assert leaders == [0, 1, 2, 0, 1, 2, 0, 1]
    assert [summary.dealer for summary in game.summaries] == dealers


# ------------------------------------------------------------------ §3 a turn


def test_a_turn_starts_with_a_draw_from_the_top_of_the_draw_pile() -> None:
    game = new_game(2)
    top = game.draw_pile[-1]
    record = game.draw(0, Source.DRAW_PILE)
    assert record.card == top and not record.refilled
    assert game.hand(0)[-1] == top
    assert len(game.hand(0)) == 4
    assert game.phase is Phase.PLAY


def test_top_card_only_from_discard() -> None:
    game = new_game(2)
    game.draw(0)
    game.discard(0, game.hand(0)[0])
    below, top = game.discard_pile[-2], game.discard_pile[-1]
    record = game.draw(1, Source.DISCARD_PILE)
    assert record.card == top
    assert game.discard_pile == (below,)
    assert game.hand(1)[-1] == top


def test_only_one_draw_per_turn_and_no_discard_before_drawing() -> None:
    game = new_game(2)
    with pytest.raises(WrongPhaseError, match="Draw a card first"):
        game.discard(0, game.hand(0)[0])
    game.draw(0)
    with pytest.raises(WrongPhaseError, match="already drawn"):
        game.draw(0, Source.DISCARD_PILE)


def test_discarding_ends_the_turn_and_play_passes_clockwise() -> None:
    game = new_game(3)
    for seat in (0, 1, 2, 0):
        assert game.current == seat
        game.draw(seat)
        game.discard(seat, game.hand(seat)[0])
        assert len(game.hand(seat)) == 3


def test_only_the_current_player_may_act() -> None:
    game = new_game(3)
    with pytest.raises(OutOfTurnError, match="Ann's turn, not Bob's"):
        game.draw(1)
    assert not game.can(Draw(2))
    assert game.why_not(Draw(1)) == "It is Ann's turn, not Bob's."
    assert game.can(Draw(0))


def test_a_seat_that_is_not_at_the_table_is_refused_without_a_crash() -> None:
    game = new_game(3)
    with pytest.raises(InvalidInputError):
        game.draw(3)
    assert not game.can(Draw(7))
    assert game.why_not(Draw(-1)) is not None


def test_cards_stay_in_the_hand_nothing_is_laid_before_someone_goes_out() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "x")
    game.draw(0)
    with pytest.raises(WrongPhaseError, match="only to go out"):
        game.lay_down(0, [w("t-o-p")], Card.X)
    assert game.words(0) == ()


def test_any_card_may_be_discarded_including_the_one_just_taken() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "m", "x")
    game.draw(0, Source.DISCARD_PILE)
    assert game.can(Discard(0, Card.M))
    game.discard(0, Card.M)
    assert game.discard_top is Card.M
    assert sorted(game.hand(0)) == sorted(cards("t o p"))
    for card in game.hand(1):
        game2 = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "m", "x")
        game2.draw(0)
        game2.discard(0, Card.X)
        game2.draw(1)
        assert game2.can(Discard(1, card))


def test_a_card_not_in_the_hand_cannot_be_discarded() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "m", "x")
    game.draw(0)
    with pytest.raises(CardNotInHandError, match="does not hold Z"):
        game.discard(0, Card.Z)


def test_empty_draw_pile_is_refilled_from_discards_except_top() -> None:
    rules = STANDARD.with_(hand_sizes=(10,), name="one long round")
    game = Game.new([f"P{i}" for i in range(8)], checker=AcceptAll(), rules=rules, seed=5)
    assert len(game.draw_pile) == 118 - 80 - 1
    while game.draw_pile:
        seat = game.current
        game.draw(seat, Source.DRAW_PILE)
        game.discard(seat, game.hand(seat)[0])
        game.check_invariants()
    old_discards = game.discard_pile
    assert len(old_discards) == 38
    seat = game.current
    record = game.draw(seat, Source.DRAW_PILE)
    assert record.refilled
    assert game.discard_pile == (old_discards[-1],)
    assert Counter(game.draw_pile) + Counter([record.card]) == Counter(old_discards[:-1])
    assert game.draw_pile != old_discards[:-2]  # shuffled, not just turned over
    game.check_invariants()


def test_the_refill_shuffle_comes_from_the_games_shuffler() -> None:
    rules = STANDARD.with_(hand_sizes=(10,), name="one long round")
    names = [f"P{i}" for i in range(8)]
    one = Game.new(names, checker=AcceptAll(), rules=rules, seed=5)
    two = Game.new(names, checker=AcceptAll(), rules=rules, rng=random.Random(5))
    for game in (one, two):
        for _ in range(40):
            seat = game.current
            game.draw(seat)
            game.discard(seat, game.hand(seat)[-1])
    assert one.snapshot() == two.snapshot()


# ------------------------------------------------------------------ §4 going out and final turns


def test_going_out_uses_every_card_but_one() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o p", "s t e", "c a t"], "e", "s")
    game.draw(0)
    with pytest.raises(CardsLeftOverError, match="left over: S"):
        game.go_out(0, [w("t-o")], Card.P)
    with pytest.raises(CardsLeftOverError):
        game.go_out(0, [], Card.S)
    with pytest.raises(CardNotInHandError):
        game.go_out(0, [w("t-o-p-s")], Card.E)
    record = game.go_out(0, [w("t-o-p")], Card.S)
    assert record.words == (w("t-o-p"),)
    assert game.hand(0) == ()
    assert game.discard_top is Card.S
    assert game.went_out == 0


def test_going_out_may_use_several_words() -> None:
    rules = STANDARD.with_(hand_sizes=(4,), name="four cards")
    game = stacked_game(["Ann", "Bob"], ["t o x i", "s t e a"], "e", "e", rules=rules)
    game.draw(0)
    game.go_out(0, [w("t-o"), w("x-i")], Card.E)
    assert [laid.word for laid in game.words(0)] == [w("t-o"), w("x-i")]
    assert game.hand(0) == ()


def test_the_discard_when_going_out_may_be_a_card_that_could_have_been_used() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "e", "s")
    game.draw(0)
    assert game.can(GoOut(0, (w("t-o-p"),), Card.S))  # TOPS or STOP could have used the S
    assert game.can(GoOut(0, (w("s-t-o-p"),), Card.E)) is False  # E is not in the hand
    game.go_out(0, [w("t-o-p")], Card.S)
    assert game.discard_top is Card.S


def test_going_out_only_on_your_own_turn_after_drawing() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "e", "s")
    with pytest.raises(WrongPhaseError, match="Draw a card first"):
        game.go_out(0, [w("t-o")], Card.P)
    game.draw(0)
    with pytest.raises(OutOfTurnError):
        game.go_out(1, [w("s-t")], Card.E)


def test_exactly_one_final_turn_for_every_other_player() -> None:
    game = stacked_game(["Ann", "Bob", "Cy", "Di"], ["a b c", "d e f", "g h i", "j k l"], "e", "m n o p")
    game.draw(0)
    game.discard(0, Card.A)
    game.draw(1)
    game.go_out(1, [w("d-e-f")], Card.N)
    assert game.phase is Phase.CHALLENGE
    game.close_challenges()
    assert game.final_turns_left == (2, 3, 0)
    taken = []
    while game.is_final_turn:
        seat = game.current
        taken.append(seat)
        game.draw(seat)
        with pytest.raises(WrongPhaseError, match="final turn"):
            game.discard(seat, game.hand(seat)[0])
        with pytest.raises(WrongPhaseError, match="went out already"):
            game.go_out(seat, [Word(game.hand(seat)[:-1])], game.hand(seat)[-1])
        game.lay_down(seat, [], game.hand(seat)[0])
    assert taken == [2, 3, 0]
    assert game.phase is Phase.ROUND_OVER
    assert len(game.summaries) == 1
    with pytest.raises(WrongPhaseError, match="round is over"):
        game.draw(1)


def test_a_final_turn_lays_down_any_words_and_keeps_the_rest_as_unused() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "e", "x m")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.X)
    game.close_challenges()
    game.draw(1)
    record = game.lay_down(1, [w("t-e")], Card.M)
    assert record.unused == (Card.S,)
    assert game.hand(1) == (Card.S,)
    assert game.words(1)[0].word == w("t-e")


def test_nobody_may_add_to_another_players_words() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s e a"], "e", "x s")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.X)
    game.close_challenges()
    game.draw(1)
    # STOP would need Ann's T, O and P from the table: the cards are not in Bob's hand.
    with pytest.raises(CardNotInHandError):
        game.lay_down(1, [w("s-t-o-p")], Card.E)
    assert game.words(0)[0].word == w("t-o-p")


def test_after_the_last_final_turn_the_round_is_scored_and_the_next_round_dealt() -> None:
    game = new_game(3)
    finish_round(game)
    assert game.phase is Phase.ROUND_OVER
    with pytest.raises(WrongPhaseError, match="round is over"):
        game.apply(Draw(game.current))
    record = game.next_round()
    assert record.round == 1 and record.dealer == 0
    assert game.phase is Phase.DRAW and game.hand_size == 4
    assert all(game.words(seat) == () for seat in range(3))
    game.check_invariants()


def test_next_round_is_refused_while_a_round_is_played_and_after_the_game() -> None:
    game = new_game(2, rules=STANDARD.with_(hand_sizes=(3,), name="one round"))
    with pytest.raises(WrongPhaseError, match="still being played"):
        game.apply(NextRound())
    finish_round(game)
    assert game.is_over
    with pytest.raises(WrongPhaseError, match="game is over"):
        game.next_round()


def test_lay_down_is_only_for_final_turns_and_go_out_only_once() -> None:
    game = new_game(3)
    game.draw(0)
    hand = game.hand(0)
    assert not game.can(LayDown(0, (Word(hand[:2]),), hand[2]))
    game.go_out(0, [Word(hand[:-1])], hand[-1])
    game.close_challenges()
    final_turns_lay_nothing(game)
    assert game.phase is Phase.ROUND_OVER


def test_an_illegal_action_raises_a_sentence_and_changes_nothing() -> None:
    game = new_game(3)
    before = game.snapshot()
    for action in (Draw(1), Discard(0, Card.A), GoOut(0, (), Card.A), NextRound()):
        with pytest.raises(IllegalActionError) as info:
            game.apply(action)
        assert str(info.value).endswith(".")
        assert game.snapshot() == before


@pytest.mark.parametrize(
    "action",
    [
        Draw(0, "draw"),  # type: ignore[arg-type]
        Draw("0"),  # type: ignore[arg-type]
        Draw(True),
        Discard(0, "a"),  # type: ignore[arg-type]
        GoOut(0, (Word((Card.A, "b")),), Card.C),  # type: ignore[arg-type]
        GoOut(0, ("ab",), Card.C),  # type: ignore[arg-type]
        LayDown(0, (), "c"),  # type: ignore[arg-type]
    ],
)
def test_a_malformed_action_is_refused_as_invalid_input_and_changes_nothing(action: object) -> None:
    game = new_game(3)
    if not isinstance(action, Draw):
        game.draw(0)
    before = game.snapshot()
    with pytest.raises(InvalidInputError):
        game.apply(action)  # type: ignore[arg-type]
    assert game.snapshot() == before
    assert not game.can(action)  # type: ignore[arg-type]


def test_a_malformed_challenge_is_refused_as_invalid_input() -> None:
    from quiddler.engine import Challenge

    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "x")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.X)
    before = game.snapshot()
    with pytest.raises(InvalidInputError):
        game.apply(Challenge(1, 0, "0"))  # type: ignore[arg-type]
    assert game.snapshot() == before
