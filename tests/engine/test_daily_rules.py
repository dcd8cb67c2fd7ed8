"""The one-player daily game's rules (docs/rules.md §12), rule by rule, on the engine's Game."""

from __future__ import annotations

from datetime import date

import pytest

from quiddler.engine import (
    STANDARD,
    Card,
    Discard,
    Draw,
    Game,
    GameSetup,
    GoOut,
    InvalidInputError,
    LayDown,
    NotAWordError,
    Phase,
    RuleOptions,
    Source,
    Word,
    WordSet,
    WrongPhaseError,
    parse_cards,
)
from quiddler.engine.daily import DAILY, DAILY_PILE, date_seed, day_deal

DAY = date(2026, 11, 28)  # round 1: hand E U O, turned up E, pile L N N W D IN S T
WORDS = WordSet({"eon", "one", "owl", "woe", "no", "on", "we", "ewe", "lo", "ell"})


def word(text: str) -> Word:
    return Word(tuple(parse_cards(text)))


def daily_game(checker: WordSet = WORDS) -> Game:
    return Game.new(["You"], checker=checker, rules=DAILY, seed=date_seed(DAY))


def test_the_daily_rules_are_for_one_player_with_a_short_pile_and_checked_words() -> None:
    assert DAILY.hand_sizes == (3, 4, 5, 6, 7, 8, 9, 10)
    assert (DAILY.min_players, DAILY.max_players, DAILY.round_pile) == (1, 1, DAILY_PILE)
    assert DAILY.bonuses == () and DAILY.title == "Quiddler of the day"
    with pytest.raises(InvalidInputError, match="1 to 1 players, not 2"):
        GameSetup(("Ann", "Bob"), DAILY, date_seed(DAY))
    with pytest.raises(InvalidInputError, match="one player alone"):
        STANDARD.with_(round_pile=8)  # a table's pile is refilled, never short
    with pytest.raises(InvalidInputError, match="one player alone"):
        STANDARD.with_(min_players=1, max_players=1)  # alone, a round would end only by going out
    with pytest.raises(InvalidInputError, match="between 2 and 8"):
        STANDARD.with_(min_players=1)


def test_the_rules_travel_in_a_save_and_an_older_save_reads_as_before() -> None:
    assert RuleOptions.from_dict(DAILY.to_dict()) == DAILY
    old = STANDARD.to_dict()
    del old["round_pile"], old["daily_deal"]
    assert RuleOptions.from_dict(old) == STANDARD


def test_a_round_deals_the_hand_one_turned_up_card_and_a_pile_of_eight() -> None:
    game = daily_game()
    assert game.hand(0) == tuple(parse_cards("e u o"))
    assert game.discard_pile == (Card.E,) and len(game.draw_pile) == DAILY_PILE
    assert len(game.set_aside) == 118 - 3 - 1 - DAILY_PILE
    assert game.view(0).draw_count == DAILY_PILE
    game.check_invariants()


def test_taking_the_discard_keeps_the_pile_and_drawing_uses_it() -> None:
    game = daily_game()
    game.draw(0, Source.DISCARD_PILE)
    assert len(game.draw_pile) == DAILY_PILE
    game.discard(0, Card.E)
    game.draw(0, Source.DRAW_PILE)
    assert len(game.draw_pile) == DAILY_PILE - 1 and Card.L in game.hand(0)


def _to_last_card(game: Game) -> None:
    """Draw from the pile, throwing away the card drawn, until its last card is in hand."""
    while True:
        drew = game.draw(0, Source.DRAW_PILE)
        if not game.draw_pile:
            return
        game.discard(0, drew.card)


def test_the_turn_that_draws_the_last_card_must_lay_down_or_go_out() -> None:
    game = daily_game()
    assert not game.is_final_turn
    with pytest.raises(WrongPhaseError, match="only to go out"):
        game.draw(0)
        game.lay_down(0, [], game.hand(0)[0])
    game.discard(0, Card.L)
    _to_last_card(game)
    assert game.hand(0) == tuple(parse_cards("e u o t"))
    assert game.is_final_turn and game.view(0).is_final_turn and game.phase is Phase.PLAY
    before = game.snapshot()
    with pytest.raises(WrongPhaseError, match="last card of the draw pile"):
        game.discard(0, Card.T)
    assert game.snapshot() == before
    assert str(game.view(0).why_not(Discard(0, Card.T))) == game.why_not(Discard(0, Card.T))
    assert game.view(0).why_not(LayDown(0, (), Card.T)) is None
    assert game.view(0).why_not(Draw(0, Source.DRAW_PILE)) is not None


def test_at_the_piles_end_unused_cards_count_against_you_and_no_bonus_is_given() -> None:
    game = daily_game()
    _to_last_card(game)  # E U O + T
    with pytest.raises(NotAWordError):
        game.lay_down(0, [word("u e")], Card.T)  # words are checked: UE is none
    game.lay_down(0, [], Card.T)
    summary = game.summaries[-1]
    assert game.phase is Phase.ROUND_OVER and summary.went_out is None
    assert summary.results[0].unused_points == 2 + 4 + 2 and summary.scores == (0,)  # never below 0
    assert summary.results[0].bonuses == ()


def test_a_word_laid_at_the_piles_end_scores_less_the_unused_cards() -> None:
    game = daily_game()
    game.draw(0, Source.DRAW_PILE)  # L
    game.discard(0, Card.U)
    game.draw(0, Source.DRAW_PILE)  # N
    game.discard(0, Card.N)
    _to_last_card(game)  # holds E O L + T
    game.lay_down(0, [word("l o")], Card.T)
    result = game.summaries[-1].results[0]
    assert (result.word_points, result.unused_points, result.score) == (3 + 2, 2, 3)
    assert result.bonuses == ()  # one player would win both bonuses with any word


def test_going_out_ends_the_round_before_the_pile_runs_out() -> None:
    game = daily_game()
    game.draw(0, Source.DRAW_PILE)  # L: E U O L
    game.discard(0, Card.U)
    game.draw(0, Source.DRAW_PILE)  # N: E O L N
    with pytest.raises(NotAWordError):
        game.go_out(0, [word("l o n")], Card.E)
    record = game.go_out(0, [word("e o n")], Card.L)
    assert record.seat == 0 and game.phase is Phase.ROUND_OVER
    assert game.summaries[-1].went_out == 0 and game.summaries[-1].scores == (2 + 2 + 5,)
    assert len(game.draw_pile) == DAILY_PILE - 2  # left undrawn
    game.next_round()
    assert game.hand(0) == day_deal(DAY).rounds[1].hand


def test_going_out_is_allowed_on_the_last_turn_too() -> None:
    game = daily_game()
    game.draw(0, Source.DISCARD_PILE)  # E: E U O E
    game.discard(0, Card.U)
    for card in parse_cards("l n n"):
        game.draw(0, Source.DRAW_PILE)
        game.discard(0, card)
    game.draw(0, Source.DRAW_PILE)  # W
    game.discard(0, Card.O)  # E E W
    _to_last_card(game)  # E E W + T
    assert game.is_final_turn
    assert game.view(0).why_not(GoOut(0, (word("e w e"),), Card.T), WORDS) is None
    game.go_out(0, [word("e w e")], Card.T)
    assert game.summaries[-1].went_out == 0 and game.summaries[-1].scores == (2 + 10 + 2,)


def test_a_whole_day_is_eight_rounds_and_replays_from_its_save_alone() -> None:
    game = daily_game()
    while not game.is_over:
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
            continue
        game.draw(0, Source.DRAW_PILE)
        if game.is_final_turn:
            game.lay_down(0, [], game.hand(0)[-1])
        else:
            game.discard(0, game.hand(0)[-1])
    assert len(game.summaries) == 8 and game.winners == (0,)
    again = Game.replay(GameSetup.from_dict(game.setup.to_dict()), WORDS, game.actions)
    assert again.snapshot() == game.snapshot()
