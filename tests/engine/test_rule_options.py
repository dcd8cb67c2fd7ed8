"""Rule options (issue 2, docs/rules.md §8): presets, Junior, house rules, and their JSON form."""

from __future__ import annotations

import random

import pytest

from quiddler.engine import (
    JUNIOR,
    PRESETS,
    STANDARD,
    Bonus,
    Card,
    Game,
    GoOut,
    GoOutNotAllowedError,
    InvalidInputError,
    Phase,
    RuleOptions,
    Source,
    Word,
    WordCheck,
    preset,
)

from .helpers import AcceptAll, finish_round, stacked_game, w


def test_standard_preset_is_the_game_of_the_rule_sheets() -> None:
    assert STANDARD.hand_sizes == (3, 4, 5, 6, 7, 8, 9, 10)
    assert STANDARD.rounds == 8
    assert STANDARD.min_word_cards == 2
    assert STANDARD.subtract_unused
    assert STANDARD.bonuses == (Bonus.MOST_WORDS, Bonus.LONGEST_WORD)
    assert STANDARD.bonus_points == 10
    assert STANDARD.word_check is WordCheck.TABLE
    assert not STANDARD.no_go_out_on_first_turn
    assert (STANDARD.min_players, STANDARD.max_players) == (2, 8)


def test_presets_are_found_by_name_in_any_case() -> None:
    assert set(PRESETS) >= {"standard", "checked", "junior"}
    assert preset("standard") is STANDARD
    assert preset(" Junior ") is JUNIOR
    assert preset("CHECKED").word_check is WordCheck.CHECKED
    with pytest.raises(InvalidInputError, match=r"no rules called .chess.*standard"):
        preset("chess")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_rule_options_to_dict_and_from_dict_round_trip(name: str) -> None:
    rules = PRESETS[name]
    data = rules.to_dict()
    import json

    assert json.loads(json.dumps(data)) == data
    again = RuleOptions.from_dict(json.loads(json.dumps(data)))
    assert again == rules
    assert again.name == rules.name


@pytest.mark.parametrize(
    "data",
    [{}, {"hand_sizes": [3]}, None, [], {**STANDARD.to_dict(), "word_check": "psychic"},
     {**STANDARD.to_dict(), "hand_sizes": [0]}, {**STANDARD.to_dict(), "bonuses": ["most_words"]},
     {**STANDARD.to_dict(), "hand_sizes": ["three"]}],
)  # fmt: skip
def test_rule_options_from_bad_data_is_refused_with_a_sentence(data: object) -> None:
    with pytest.raises(InvalidInputError):
        RuleOptions.from_dict(data)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "changes",
    [{"hand_sizes": ()}, {"hand_sizes": (3, 0)}, {"min_word_cards": 0}, {"bonus_points": -1},
     {"min_players": 1}, {"max_players": 9}, {"min_players": 5, "max_players": 4},
     {"bonuses": (Bonus.MOST_WORDS,), "two_player_bonus": Bonus.LONGEST_WORD},
     {"bonuses": (Bonus.LONGEST_WORD, Bonus.LONGEST_WORD)}, {"hand_sizes": (3, 4.5)},
     {"hand_sizes": (3, True)}, {"min_word_cards": 4, "hand_sizes": (3, 4, 5)}],
)  # fmt: skip
def test_impossible_rule_options_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(InvalidInputError):
        STANDARD.with_(**changes)


def test_a_different_number_of_rounds_and_hand_sizes() -> None:
    rules = STANDARD.with_(hand_sizes=(5, 2, 7), name="odd")
    game = Game.new(["Ann", "Bob", "Cy"], checker=AcceptAll(), rules=rules, seed=2)
    dealt = []
    while True:
        dealt.append(len(game.hand(0)))
        finish_round(game)
        if game.is_over:
            break
        game.next_round()
    assert dealt == [5, 2, 7]
    assert len(game.summaries) == 3


def test_hands_too_big_for_the_deck_are_refused_at_setup() -> None:
    with pytest.raises(InvalidInputError, match="too few cards"):
        Game.new([f"P{i}" for i in range(8)], checker=AcceptAll(), rules=STANDARD.with_(hand_sizes=(14,)))


# ------------------------------------------------------------------ Quiddler Junior (§8)


def test_junior_preset_deals_two_to_seven_cards() -> None:
    assert JUNIOR.hand_sizes == (2, 3, 4, 5, 6, 7)
    game = Game.new(["Ann", "Bob"], checker=AcceptAll(), rules=JUNIOR, seed=1)
    assert len(game.hand(0)) == 2
    game.check_invariants()


def test_junior_allows_one_card_words() -> None:
    game = stacked_game(["Ann", "Bob"], ["a i", "o x"], "e", "t", rules=JUNIOR)
    game.draw(0)
    game.go_out(0, [w("a"), w("i")], Card.T)
    assert [laid.word for laid in game.words(0)] == [w("a"), w("i")]


def test_junior_does_not_subtract_unused_cards() -> None:
    game = stacked_game(["Ann", "Bob"], ["a i", "z q"], "e", "t x", rules=JUNIOR)
    game.draw(0)
    game.go_out(0, [w("a-i")], Card.T)
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [], Card.X)
    bob = game.summaries[0].results[1]
    assert bob.unused == (Card.Z, Card.Q)
    assert bob.unused_points == 0 and bob.score == 0


def test_junior_gives_a_single_five_point_longest_word_bonus() -> None:
    assert JUNIOR.bonuses == (Bonus.LONGEST_WORD,) and JUNIOR.bonus_points == 5
    game = stacked_game(["Ann", "Bob", "Cy"], ["a i", "o x", "e e"], "e", "t y y", rules=JUNIOR)
    game.draw(0)
    game.go_out(0, [w("a"), w("i")], Card.T)  # two words: no most-words bonus in Junior
    game.close_challenges()
    game.draw(1)
    game.lay_down(1, [w("o-x")], Card.Y)  # the single longest word
    game.close_challenges()
    game.draw(2)
    game.lay_down(2, [], Card.Y)
    ann, bob, cy = game.summaries[0].results
    assert ann.bonuses == () and ann.score == 4
    assert bob.bonuses == (Bonus.LONGEST_WORD,) and bob.score == 14 + 5
    assert cy.score == 0


def test_junior_is_for_two_to_six_players() -> None:
    Game.new([f"P{i}" for i in range(6)], checker=AcceptAll(), rules=JUNIOR)
    with pytest.raises(InvalidInputError, match="2 to 6 players"):
        Game.new([f"P{i}" for i in range(7)], checker=AcceptAll(), rules=JUNIOR)


def test_a_whole_junior_game_plays_six_rounds() -> None:
    game = Game.new(["Ann", "Bob", "Cy"], checker=AcceptAll(), rules=JUNIOR, seed=9)
    rounds = 0
    while True:
        rounds += 1
        finish_round(game)
        game.check_invariants()
        if game.is_over:
            break
        game.next_round()
    assert rounds == 6


# ------------------------------------------------------------------ house rule


def test_house_rule_no_going_out_on_first_turn() -> None:
    rules = STANDARD.with_(no_go_out_on_first_turn=True, name="house")
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "s x y", rules=rules)
    game.draw(0)
    before = game.snapshot()
    with pytest.raises(GoOutNotAllowedError, match="first turn"):
        game.go_out(0, [w("t-o-p")], Card.S)
    assert game.snapshot() == before
    assert not game.can(GoOut(0, (w("t-o-p"),), Card.S))
    game.discard(0, Card.S)
    game.draw(1)
    game.discard(1, game.hand(1)[-1])
    game.draw(0)
    game.go_out(0, [w("t-o-p")], game.hand(0)[-1])
    assert game.went_out == 0


def test_the_engine_says_before_the_draw_whether_this_turn_may_go_out() -> None:
    """why_not_go_out_this_turn answers for the turn being played, or the one about to be, so a
    hint can tell before the draw (issue 12); it is the same sentence going out would get."""
    rules = STANDARD.with_(no_go_out_on_first_turn=True, name="house")
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "s x y", rules=rules)
    before = game.snapshot()
    assert game.why_not_go_out_this_turn(0) == "House rule: nobody may go out on their first turn of a round."
    assert game.snapshot() == before, "asking changes nothing"
    game.draw(0)
    assert game.why_not_go_out_this_turn(0) == game.why_not(GoOut(0, (w("t-o-p"),), Card.S))
    game.discard(0, Card.S)
    game.draw(1)
    game.discard(1, game.hand(1)[-1])
    assert game.why_not_go_out_this_turn(0) is None, "Ann's second turn, before her draw"
    plain = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "s")
    assert plain.why_not_go_out_this_turn(0) is None
    plain.draw(0)
    plain.go_out(0, [w("t-o-p")], Card.S)
    plain.close_challenges()
    assert "Ann went out already" in (plain.why_not_go_out_this_turn(1) or "")


def test_the_engine_says_why_a_single_word_could_never_be_laid() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "s")
    assert game.why_not_word(w("a")) == "A is a single card: a word uses at least 2 cards."
    assert game.why_not_word(w("t-o-p")) is None
    assert game.why_not_word(w("x-q-z")) is None, "under table rules a non-word may be laid (and challenged)"
    checked = stacked_game(
        ["Ann", "Bob"], ["t o p", "s t e"], "a", "s", rules=STANDARD.with_(word_check=WordCheck.CHECKED)
    )
    assert checked.why_not_word(w("x-q-z")) == "XQZ is not in the dictionary: rearrange your cards."
    junior = stacked_game(["Ann", "Bob"], ["t o", "s t"], "a", "s", rules=JUNIOR)
    assert junior.why_not_word(w("a")) is None


def test_going_out_on_the_first_turn_is_allowed_by_default() -> None:
    game = stacked_game(["Ann", "Bob"], ["t o p", "s t e"], "a", "s")
    game.draw(0)
    assert game.can(GoOut(0, (w("t-o-p"),), Card.S))


def test_junior_allows_proper_nouns_and_the_standard_game_does_not() -> None:
    assert JUNIOR.proper_nouns and not STANDARD.proper_nouns
    assert all(not PRESETS[name].proper_nouns for name in ("standard", "checked", "short"))
    assert JUNIOR.offers_best_lay_down and not STANDARD.offers_best_lay_down


def test_rules_saved_before_proper_nouns_existed_load_as_their_preset_is_today() -> None:
    """A Junior save (or a remembered setup) written before the option existed resumes as Junior
    now plays, with proper nouns; other rules default to refusing them."""
    old_junior = JUNIOR.to_dict()
    del old_junior["proper_nouns"]
    assert RuleOptions.from_dict(old_junior) == JUNIOR
    old_standard = STANDARD.to_dict()
    del old_standard["proper_nouns"]
    assert RuleOptions.from_dict(old_standard) == STANDARD
    custom = {**old_standard, "name": "house"}
    assert not RuleOptions.from_dict(custom).proper_nouns
    assert RuleOptions.from_dict({**JUNIOR.to_dict(), "proper_nouns": False}).proper_nouns is False


@pytest.mark.parametrize(
    "rules",
    [
        PRESETS["short"],
        PRESETS["short"].with_(no_go_out_on_first_turn=True, name="house"),
        PRESETS["checked"].with_(hand_sizes=(3, 4, 5), no_go_out_on_first_turn=True),
        JUNIOR.with_(hand_sizes=(2, 3, 4)),
        JUNIOR.with_(hand_sizes=(2, 3, 4), no_go_out_on_first_turn=True),
    ],
    ids=["standard", "house", "checked-house", "junior", "junior-house"],
)
def test_a_seats_view_says_may_go_out_exactly_when_the_engine_accepts_going_out(rules: RuleOptions) -> None:
    """The one answer to "may this seat go out now": the view's :attr:`SeatView.may_go_out` (and
    its sentence, ``why_not_go_out``) is the engine's, at every moment of many seeded games, for
    every seat, whatever the rules. Every card is a word here (AcceptAll), so a go-out of the whole
    hand but one card is refused only for the turn, the phase or the rules."""
    checked = 0
    for seed in range(12):
        chooser = random.Random(seed)
        game = Game.new(["Ann", "Bob", "Cy"], checker=AcceptAll(), seed=seed, rules=rules)
        while not game.is_over:
            for seat in range(game.player_count):
                view, hand = game.view(seat), game.hand(seat)
                assert view.why_not_go_out == game.why_not_go_out_this_turn(seat)
                if len(hand) > rules.min_word_cards:
                    going_out = GoOut(seat, (Word(hand[:-1]),), hand[-1])
                    assert view.may_go_out == game.can(going_out), (
                        seed,
                        seat,
                        game.phase,
                        game.why_not(going_out),
                    )
                    checked += view.may_go_out
            _play_on(game, chooser)
    assert checked > 50, "going out was allowed often enough to be tested"


def _play_on(game: Game, chooser: random.Random) -> None:
    """One step of a game played at random: go out when allowed one time in three."""
    seat = game.current
    if game.phase is Phase.CHALLENGE:
        game.close_challenges()
    elif game.phase is Phase.ROUND_OVER:
        game.next_round()
    elif game.phase is Phase.DRAW:
        game.draw(
            seat,
            chooser.choice([Source.DRAW_PILE, Source.DISCARD_PILE]) if game.discard_top else Source.DRAW_PILE,
        )
    else:
        hand = game.hand(seat)
        if game.view(seat).may_go_out and chooser.random() < 1 / 3:
            game.go_out(seat, [Word(hand[:-1])], hand[-1])
        elif game.is_final_turn:
            game.lay_down(seat, [], hand[-1])
        else:
            game.discard(seat, chooser.choice(hand))
