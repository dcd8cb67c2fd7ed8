"""docs/rules.md §5: allowable words, the two checking modes, and challenges under table rules."""

from __future__ import annotations

import pytest

from quiddler.engine import (
    PRESETS,
    STANDARD,
    Card,
    Challenge,
    CloseChallenges,
    GoOut,
    InvalidChallengeError,
    NotAWordError,
    Phase,
    WordSet,
    WordTooShortError,
    WrongPhaseError,
)

from .helpers import stacked_game, w

CHECKED = PRESETS["checked"]


def went_out_with_top() -> object:
    """Ann goes out with TOP (discarding S) in a 3-player table-rules game; the window is open."""
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o p", "s t e", "x y k"], "a", "s e")
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.S)
    return game


def test_a_word_of_one_card_is_refused() -> None:
    game = stacked_game(["Ann", "Bob"], ["i t o", "s t e"], "a", "s")
    game.draw(0)
    before = game.snapshot()
    with pytest.raises(WordTooShortError, match="I is a single card: a word uses at least 2 cards"):
        game.go_out(0, [w("i"), w("t-o")], Card.S)
    assert game.snapshot() == before


def test_a_lone_double_card_is_not_a_word_even_with_two_letters() -> None:
    game = stacked_game(["Ann", "Bob"], ["in t o", "s t e"], "a", "s")
    game.draw(0)
    with pytest.raises(WordTooShortError, match="IN is a single card"):
        game.go_out(0, [w("in"), w("t-o")], Card.S)
    assert not game.can(GoOut(0, (w("in"), w("t-o")), Card.S))


def test_checked_words_mode_refuses_a_word_the_dictionary_rejects_and_has_no_challenges() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "x", rules=CHECKED)
    game.draw(0)
    before = game.snapshot()
    with pytest.raises(NotAWordError, match="OPT is not in the dictionary"):
        game.go_out(0, [w("o-p-t")], Card.X)
    assert game.snapshot() == before
    game.go_out(0, [w("t-o-p")], Card.X)
    assert game.phase is Phase.DRAW  # no challenge window: straight on to Bob's final turn
    assert game.current == 1
    with pytest.raises(InvalidChallengeError, match="no challenges"):
        game.challenge(1, 0, 0)
    game.draw(1)
    drawn = game.hand(1)[-1]
    with pytest.raises(NotAWordError):
        game.lay_down(1, [w("s-t-e")], drawn)
    game.lay_down(1, [], drawn)
    assert game.phase is Phase.ROUND_OVER


def test_table_rules_lay_words_down_unchecked_and_open_a_challenge_window() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "x")
    game.draw(0)
    game.go_out(0, [w("o-p-t")], Card.X)  # not in WORDS, but nobody checks until challenged
    assert game.phase is Phase.CHALLENGE
    assert game.challenge_words == ((0, 0),)
    with pytest.raises(WrongPhaseError, match="challenge them or close"):
        game.draw(1)


def test_challenger_loses_the_words_value_if_the_word_is_allowable() -> None:
    game = went_out_with_top()
    record = game.challenge(1, 0, 0)
    assert record.allowable and record.loser == 1 and record.penalty == 11
    assert game.words(0)[0].allowable is True and not game.words(0)[0].rejected
    game.close_challenges()
    for seat in (1, 2):
        game.draw(seat)
        game.lay_down(seat, [], game.hand(seat)[0])
    ann, bob, _ = game.summaries[0].results
    assert ann.word_points == 11 and ann.penalty == 0
    assert bob.penalty == 11
    assert bob.score == bob.base + bob.bonus_points - 11


def test_layer_loses_and_the_word_scores_nothing_and_counts_for_no_bonus_if_not_allowable() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o p", "s t e", "x y k"], "a", "s e")
    game.draw(0)
    game.go_out(0, [w("o-p-t")], Card.S)
    record = game.challenge(2, 0, 0)
    assert not record.allowable and record.loser == 0 and record.penalty == 11
    assert game.words(0)[0].rejected
    game.close_challenges()
    for seat in (1, 2):
        game.draw(seat)
        game.lay_down(seat, [], game.hand(seat)[0])
    ann = game.summaries[0].results[0]
    assert ann.words == () and ann.rejected_words == (w("o-p-t"),)
    assert ann.word_points == 0 and ann.unused_points == 0
    assert ann.bonuses == ()  # OPT would otherwise have won both bonuses alone
    assert ann.score == -11
    assert game.summaries[0].results[2].penalty == 0


def test_steve_challenged_loses_21() -> None:
    rules = STANDARD.with_(hand_sizes=(5,), name="five cards")
    game = stacked_game(["Ann", "Bob"], ["s t e v e", "a b c d f"], "g", "x", rules=rules)
    game.draw(0)
    game.go_out(0, [w("s-t-e-v-e")], Card.X)  # Steve is a proper noun: not in the dictionary
    record = game.challenge(1, 0, 0)
    assert record.penalty == 21 and record.loser == 0
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [], Card.A)
    assert game.summaries[0].scores[0] == -21


def test_player_who_went_out_and_lost_a_challenge_has_still_gone_out() -> None:
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o p", "s t e", "x y k"], "a", "s e")
    game.draw(0)
    game.go_out(0, [w("o-p-t")], Card.S)
    game.challenge(1, 0, 0)
    game.close_challenges()
    assert game.went_out == 0
    assert game.hand(0) == ()
    assert game.final_turns_left == (1, 2)
    for seat in (1, 2):
        game.draw(seat)
        game.lay_down(seat, [], game.hand(seat)[0])
    assert game.summaries[0].went_out == 0
    assert game.phase is not Phase.DRAW  # Ann is not given another turn


def test_any_other_player_may_challenge_any_of_the_new_words() -> None:
    rules = STANDARD.with_(hand_sizes=(4,), name="four cards")
    game = stacked_game(["Ann", "Bob", "Cy"], ["t o x i", "s t e a", "b c d f"], "e", "e", rules=rules)
    game.draw(0)
    game.go_out(0, [w("t-o"), w("x-i")], Card.E)
    assert game.challenge_words == ((0, 0), (0, 1))
    game.challenge(1, 0, 0)
    assert game.challenge_words == ((0, 1),)
    game.challenge(2, 0, 1)
    assert game.challenge_words == ()
    assert [laid.challenger for laid in game.words(0)] == [1, 2]
    assert [laid.allowable for laid in game.words(0)] == [True, False]  # XI is not in WORDS


def test_each_word_can_be_challenged_once() -> None:
    game = went_out_with_top()
    game.challenge(1, 0, 0)
    before = game.snapshot()
    with pytest.raises(InvalidChallengeError, match="TOP has already been challenged"):
        game.challenge(2, 0, 0)
    assert game.snapshot() == before


def test_no_self_challenge() -> None:
    game = went_out_with_top()
    with pytest.raises(InvalidChallengeError, match="your own word"):
        game.challenge(0, 0, 0)
    assert not game.can(Challenge(0, 0, 0))


def test_only_the_words_just_laid_may_be_challenged_before_the_next_turn() -> None:
    game = went_out_with_top()
    with pytest.raises(InvalidChallengeError, match="no word number 2"):
        game.challenge(1, 0, 1)
    game.close_challenges()
    with pytest.raises(InvalidChallengeError, match="just laid down"):
        game.challenge(1, 0, 0)
    assert not game.can(CloseChallenges())
    game.draw(1)
    game.lay_down(1, [w("s-t")], Card.E)
    with pytest.raises(InvalidChallengeError, match="just laid down"):
        game.challenge(2, 0, 0)  # Ann's words had their window
    game.challenge(0, 1, 0)  # the player who went out may challenge too


def test_no_challenge_during_an_ordinary_turn() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "x")
    with pytest.raises(InvalidChallengeError):
        game.challenge(1, 0, 0)


def test_a_final_turn_without_words_opens_no_challenge_window() -> None:
    game = went_out_with_top()
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [], Card.E)
    assert game.phase is Phase.DRAW and game.current == 2


def test_the_dictionary_chosen_for_the_game_decides_a_challenge() -> None:
    for checker, allowable in ((WordSet({"opt"}), True), (WordSet(), False)):
        game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "x", checker=checker)
        game.draw(0)
        game.go_out(0, [w("o-p-t")], Card.X)
        assert game.challenge(1, 0, 0).allowable is allowable
