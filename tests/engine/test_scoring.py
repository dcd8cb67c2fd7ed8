"""docs/rules.md §6: scoring a round, bonuses, penalties after the floor, totals and winners."""

from __future__ import annotations

import pytest

from quiddler.engine import (
    STANDARD,
    Bonus,
    Card,
    RuleOptions,
    SeatTable,
    award_bonuses,
    score_round,
)

from .helpers import cards, stacked_game, w

FOUR = STANDARD.with_(hand_sizes=(4,), name="four cards")


def play_final_turns(game, plays) -> None:  # type: ignore[no-untyped-def]
    """Close any challenge window, then give each final-turn seat its (words, discard)."""
    if game.phase.value == "challenge":
        game.close_challenges()
    for words, discard in plays:
        seat = game.current
        game.draw(seat)
        game.lay_down(seat, [w(text) for text in words], Card.parse(discard))
        if game.phase.value == "challenge":
            game.close_challenges()


# ------------------------------------------------------------------ the worked examples


def test_quiz_spelled_qu_i_z_going_out_in_round_one_scores_25() -> None:
    # Bob's TH·IN ties QUIZ in letters and in number of words, so no bonus blurs the example.
    game = stacked_game(["Ann", "Bob"], ["qu i z", "th in e"], "a", "m x")
    assert game.round == 0 and game.hand_size == 3
    game.draw(0)
    game.go_out(0, [w("qu-i-z")], Card.M)
    play_final_turns(game, [(["th-in"], "x")])
    ann = game.summaries[0].results[0]
    assert ann.word_points == 25 and ann.unused_points == 0 and ann.bonus_points == 0
    assert ann.score == 25
    assert game.totals[0] == 25


def test_final_turn_player_holding_qu_i_z_m_who_lays_quiz_scores_20() -> None:
    # Ann's STEM ties QUIZ (one word of four letters each): no bonus.
    game = stacked_game(["Ann", "Bob"], ["s t e m", "qu i z m"], "a", "a x", rules=FOUR)
    game.draw(0)
    game.go_out(0, [w("s-t-e-m")], Card.A)
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [w("qu-i-z")], Card.X)
    assert game.hand(1) == (Card.M,)
    game.close_challenges()
    bob = game.summaries[0].results[1]
    assert (bob.word_points, bob.unused_points, bob.bonus_points) == (25, 5, 0)
    assert bob.score == 25 - 5 == 20
    assert game.summaries[0].results[0].score == 13


def test_final_turn_player_who_makes_no_word_scores_zero() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "qu z x"], "a", "s j")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [], Card.J)
    bob = game.summaries[0].results[1]
    assert bob.unused_points == 9 + 14 + 12
    assert bob.score == 0
    assert game.totals[1] == 0


def test_words_score_minus_unused_but_never_below_zero() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o p", "a t z", "e e a"], "a", "s x x")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    play_final_turns(game, [(["a-t"], "x"), (["e-e"], "x")])
    results = game.summaries[0].results
    assert (results[1].word_points, results[1].unused_points, results[1].base) == (5, 14, 0)
    assert (results[2].word_points, results[2].unused_points, results[2].base) == (4, 2, 2)


def test_unused_cards_never_include_the_discard() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "a t e"], "a", "s z")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    play_final_turns(game, [(["a-t-e"], "z")])
    bob = game.summaries[0].results[1]
    assert bob.discard is Card.Z and bob.unused == () and bob.unused_points == 0


def test_lost_challenge_penalty_applies_after_the_floor() -> None:
    # Bob lays a bogus XK, keeps Q unused: max(0, 0 - 15) = 0, then -20 for the lost challenge.
    game = stacked_game(["Ann", "Bob"], ["t o p", "x k q"], "a", "s e")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [w("x-k")], Card.E)
    game.challenge(0, 1, 0)
    game.close_challenges()
    bob = game.summaries[0].results[1]
    assert bob.unused_points == 15 and bob.base == 0 and bob.penalty == 20
    assert bob.score == -20  # not max(0, -15 - 20) and not max(0, ...) - 0


def test_a_wrong_challengers_penalty_also_comes_after_the_floor() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "x k q"], "a", "s e")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    game.challenge(1, 0, 0)  # TOP is a word: Bob loses 11
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [], Card.E)
    bob = game.summaries[0].results[1]
    assert bob.base == 0 and bob.score == -11


# ------------------------------------------------------------------ bonuses


def test_most_words_bonus_goes_to_the_single_player_with_most_allowable_words() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o x i", "a b c d", "e f g h"], "e", "e y y", rules=FOUR)
    game.draw(0)
    game.go_out(0, [w("t-o"), w("x-i")], Card.E)
    play_final_turns(game, [(["c-a-b"], "y"), (["f-e-h"], "y")])
    summary = game.summaries[0]
    assert summary.bonus_winner(Bonus.MOST_WORDS) == 0
    assert summary.results[0].bonuses == (Bonus.MOST_WORDS,)
    assert summary.bonus_winner(Bonus.LONGEST_WORD) is None  # CAB and FEH tie at three letters


def test_longest_word_is_counted_in_letters_not_cards() -> None:
    # TH·IN is two cards but four letters; C·A·T is three cards and three letters.
    game = stacked_game(["Cat", "Thin"], ["c a t", "th in e"], "a", "s x")
    game.draw(0)
    game.go_out(0, [w("c-a-t")], Card.S)
    play_final_turns(game, [(["th-in"], "x")])
    summary = game.summaries[0]
    assert summary.bonus_winner(Bonus.LONGEST_WORD) == 1
    assert summary.results[1].score == (9 + 7) - 2 + 10
    assert summary.results[0].score == 8 + 2 + 3


def test_tie_for_longest_word_gives_no_bonus() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o p", "c a t", "e e a"], "a", "x x y")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.X)
    play_final_turns(game, [(["c-a-t"], "x"), (["e-e"], "y")])
    summary = game.summaries[0]
    assert summary.bonus_winner(Bonus.LONGEST_WORD) is None
    assert all(Bonus.LONGEST_WORD not in result.bonuses for result in summary.results)


def test_tie_for_most_words_gives_no_bonus() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "a t e"], "a", "x x")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.X)
    play_final_turns(game, [(["a-t-e"], "x")])
    assert game.summaries[0].bonus_winner(Bonus.MOST_WORDS) is None


def test_one_player_may_get_both_bonuses() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["th e x i", "a b c d", "e f g h"], "e", "e y y", rules=FOUR)
    game.draw(0)
    game.go_out(0, [w("th-e"), w("x-i")], Card.E)
    play_final_turns(game, [(["a-b"], "y"), ([], "y")])
    ann = game.summaries[0].results[0]
    assert set(ann.bonuses) == {Bonus.MOST_WORDS, Bonus.LONGEST_WORD}
    assert ann.bonus_points == 20
    assert ann.score == (9 + 2) + (12 + 2) + 20


def test_a_player_with_two_equally_long_words_still_has_the_single_longest() -> None:
    assert award_bonuses([[w("t-o"), w("a-t")], [w("a")]], [Bonus.LONGEST_WORD]) == [
        [Bonus.LONGEST_WORD],
        [],
    ]


def test_nobody_gets_a_bonus_when_nobody_has_a_word() -> None:
    assert award_bonuses([[], [], []], list(Bonus)) == [[], [], []]


@pytest.mark.parametrize("chosen", [Bonus.MOST_WORDS, Bonus.LONGEST_WORD])
def test_two_player_game_uses_only_the_chosen_bonus(chosen: Bonus) -> None:
    rules = FOUR.with_(two_player_bonus=chosen)
    # Ann: TO + XI (two words, two letters each). Bob: CAB (one word, three letters).
    game = stacked_game(["Ann", "Bob"], ["t o x i", "a b c d"], "e", "e y", rules=rules)
    game.draw(0)
    game.go_out(0, [w("t-o"), w("x-i")], Card.E)
    play_final_turns(game, [(["c-a-b"], "y")])
    summary = game.summaries[0]
    ann, bob = summary.results
    assert rules.bonuses_for(2) == (chosen,)
    if chosen is Bonus.MOST_WORDS:
        assert ann.bonuses == (Bonus.MOST_WORDS,) and bob.bonuses == ()
    else:
        assert ann.bonuses == () and bob.bonuses == (Bonus.LONGEST_WORD,)
    unused_bonus = Bonus.MOST_WORDS if chosen is Bonus.LONGEST_WORD else Bonus.LONGEST_WORD
    assert summary.bonus_winner(unused_bonus) is None


def test_with_three_or_more_players_both_bonuses_count() -> None:
    assert STANDARD.bonuses_for(3) == (Bonus.MOST_WORDS, Bonus.LONGEST_WORD)
    assert STANDARD.bonuses_for(8) == (Bonus.MOST_WORDS, Bonus.LONGEST_WORD)


def test_bonuses_are_ten_points_each() -> None:
    tables = [SeatTable(words=(w("t-o"), w("x-i"))), SeatTable(words=(w("a-t"),))]
    three = [*tables, SeatTable()]
    summary = score_round(three, STANDARD)
    assert summary.results[0].bonus_points == 10  # most words only: TO, XI, AT all two letters
    assert summary.scores == (5 + 14 + 10, 5, 0)


# ------------------------------------------------------------------ the pure scorer


def test_score_round_is_floor_then_bonuses_then_penalties() -> None:
    tables = [
        SeatTable(words=(w("qu-i-z"),), unused=tuple(cards("m"))),
        SeatTable(words=(w("x-k"),), rejected=frozenset({0}), unused=tuple(cards("q")), penalties=(20,)),
        SeatTable(unused=tuple(cards("z")), penalties=(11,)),
    ]
    summary = score_round(tables, STANDARD)
    quiz, bogus, nothing = summary.results
    assert quiz.score == 25 - 5 + 10 + 10
    assert bogus.words == () and bogus.rejected_words == (w("x-k"),)
    assert bogus.score == -20
    assert nothing.score == -11


# ------------------------------------------------------------------ totals and winners


def test_the_running_total_is_the_sum_of_round_scores() -> None:
    from quiddler.engine import Game

    from .helpers import AcceptAll, finish_round

    game = Game.new(["Ann", "Bob", "Cy"], checker=AcceptAll(), seed=3)
    while True:
        finish_round(game)
        assert game.totals == tuple(sum(s.scores[seat] for s in game.summaries) for seat in range(3))
        if game.is_over:
            break
        game.next_round()
    assert len(game.summaries) == 8
    best = max(game.totals)
    assert game.winners == tuple(seat for seat in range(3) if game.totals[seat] == best)


def test_winners_share_ties() -> None:
    one_round = STANDARD.with_(hand_sizes=(3,), name="one round")
    game = stacked_game(["Ann", "Bob"], ["t o p", "t o p"], "a", "s x", rules=one_round)
    assert game.winners == ()  # nobody wins before the end
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    play_final_turns(game, [(["t-o-p"], "x")])
    assert game.is_over
    assert game.totals == (11, 11)
    assert game.winners == (0, 1)


def test_the_highest_total_wins() -> None:
    one_round = STANDARD.with_(hand_sizes=(3,), name="one round")
    game = stacked_game(["Ann", "Bob"], ["t o p", "t o e"], "a", "s x", rules=one_round)
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    play_final_turns(game, [(["t-o"], "x")])
    assert game.totals == (11 + 10, 5 - 2)
    assert game.winners == (0,)


def test_custom_bonus_points_and_no_bonuses() -> None:
    none = RuleOptions(bonuses=(), name="no bonuses")
    assert none.bonuses_for(2) == () and none.bonuses_for(5) == ()
    table = [SeatTable(words=(w("t-o-p"),)), SeatTable()]
    assert score_round(table, none).scores == (11, 0)
    assert score_round(table, STANDARD.with_(bonus_points=7)).scores == (18, 0)
