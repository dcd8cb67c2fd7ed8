"""The players' decisions in set positions, and the factory's contract."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from quiddler.engine import (
    DECK_COUNTS,
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    InvalidInputError,
    LayDown,
    Phase,
    RuleOptions,
    Source,
    WordCheck,
    WordSet,
    parse_cards,
)
from quiddler.players import LEVELS, make_player, parse_levels
from quiddler.players.knowledge import known_holdings, unseen_cards

from .helpers import stacked_game

STANDARD2 = RuleOptions()


_game = stacked_game


# ------------------------------------------------------------------ the factory


@pytest.mark.parametrize("level", LEVELS)
def test_make_player_gives_each_level(en: Any, level: str) -> None:
    player = make_player(level, seed=1, dictionary=en)
    assert player.level == level


def test_an_unknown_level_is_one_sentence(en: Any) -> None:
    with pytest.raises(InvalidInputError) as caught:
        make_player("wizard", seed=1, dictionary=en)
    message = str(caught.value)
    assert "wizard" in message and "hard" in message and "\n" not in message
    assert isinstance(caught.value, ValueError)


def test_parse_levels_reads_a_line_up() -> None:
    assert parse_levels("hard, Easy,greedy") == ("hard", "easy", "greedy")
    with pytest.raises(InvalidInputError):
        parse_levels("hard,,easy")


# ------------------------------------------------------------------ counting cards


def test_unseen_cards_are_the_deck_less_what_the_seat_has_seen(en: Any) -> None:
    game = _game(["c a t", "d o g"], "e", "x y", checker=en)
    game.draw(0, Source.DISCARD_PILE)  # Ann takes the E: everybody knows she holds it
    game.discard(0, Card.C)
    view = game.view(1)
    assert known_holdings(view)[0] == Counter({Card.E: 1})
    expected = Counter(DECK_COUNTS)
    expected.subtract(parse_cards("d o g c e"))  # own hand, the discard pile, Ann's known E
    assert unseen_cards(view) == +expected


# ------------------------------------------------------------------ greedy


def test_greedy_takes_the_discard_only_to_go_out_at_once(en: Any) -> None:
    player = make_player("greedy", seed=1, dictionary=en)
    game = _game(["c a x", "m m p"], "t", checker=en)  # CAT with the T, and the X to discard
    assert player.act(game.view(0)) == Draw(0, Source.DISCARD_PILE)
    game = _game(["c a x", "m m p"], "q", checker=en)
    assert player.act(game.view(0)) == Draw(0, Source.DRAW_PILE)


def test_greedy_goes_out_when_it_can(en: Any) -> None:
    player = make_player("greedy", seed=1, dictionary=en)
    game = _game(["c a t", "m m p"], "s", checker=en)
    game.draw(0, Source.DISCARD_PILE)
    action = player.act(game.view(0))
    assert isinstance(action, GoOut)
    assert game.can(action)


def test_greedy_throws_away_the_dearest_card_it_cannot_use(en: Any) -> None:
    player = make_player("greedy", seed=1, dictionary=en)
    game = _game(["c a t q", "m m p o"], "x", "v", checker=en, rules=STANDARD2.with_(hand_sizes=(4,)))
    game.draw(0, Source.DRAW_PILE)  # the V: CAT plus Q and V, neither usable
    action = player.act(game.view(0))
    assert action == Discard(0, Card.Q)


# ------------------------------------------------------------------ hard


def test_hard_takes_a_discard_that_completes_its_hand(en: Any) -> None:
    player = make_player("hard", seed=1, dictionary=en)
    game = _game(["c a x", "m m p"], "t", checker=en)
    assert player.act(game.view(0)) == Draw(0, Source.DISCARD_PILE)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_hard_and_expert_lay_down_for_the_longest_word_bonus_on_a_final_turn(level: str) -> None:
    """Bob went out with ABCD and EF (longest: 4 letters). Ann's final turn holds Z E S T T A S:
    ZEST scores 22 - 5 unused = 17 but ties Bob's 4 letters; TASTES scores only 16 but wins the
    10-point longest-word bonus (two players), so the hard and expert players lay TASTES."""
    words = WordSet({"zest", "tastes", "abcd", "ef"})
    rules = STANDARD2.with_(hand_sizes=(6,))
    game = _game(["z e s t t a", "a b c d e f"], "o", "x g s", checker=words, rules=rules)
    game.draw(0, Source.DRAW_PILE)
    game.discard(0, Card.X)
    game.draw(1, Source.DRAW_PILE)
    game.go_out(1, [parse_word("a b c d"), parse_word("e f")], Card.G)
    game.close_challenges()
    game.draw(0, Source.DRAW_PILE)
    greedy = make_player("greedy", seed=1, dictionary=words).act(game.view(0))
    assert isinstance(greedy, LayDown) and [word.text for word in greedy.words] == ["zest"]
    action = make_player(level, seed=1, dictionary=words).act(game.view(0))
    assert isinstance(action, LayDown) and game.can(action)
    assert [word.text for word in action.words] == ["tastes"]
    game.apply(action)
    game.close_challenges()
    assert game.summaries[-1].scores[0] == 26


def parse_word(text: str) -> Any:
    from quiddler.engine import Word

    return Word.parse(text)


def test_hard_challenges_every_word_it_does_not_know(en: Any) -> None:
    """Table rules: Bob lays a non-word; the hard player challenges it, the easy one only sometimes."""
    nonsense = WordSet({"zzq"})  # the game's judge for this table
    challenged = {"hard": 0, "easy": 0}
    for seed in range(20):
        game = _game(["c a t", "q z m"], "e", checker=nonsense)
        game.draw(0, Source.DRAW_PILE)
        game.discard(0, game.hand(0)[0])
        game.draw(1, Source.DRAW_PILE)
        hand = game.hand(1)
        game.go_out(1, [parse_word(" ".join(card.value for card in hand[:3]))], hand[3])
        assert game.phase is Phase.CHALLENGE
        for level in challenged:
            player = make_player(level, seed=seed, dictionary=en)
            challenged[level] += player.challenges(game.view(0)) == (0,)
    assert challenged["hard"] == 20
    assert 0 < challenged["easy"] < 20


def test_nobody_challenges_in_checked_mode(en: Any) -> None:
    rules = STANDARD2.with_(word_check=WordCheck.CHECKED)
    game = _game(["c a t", "d o g"], "s", checker=en, rules=rules)
    player = make_player("hard", seed=1, dictionary=en)
    assert player.challenges(game.view(1)) == ()


def test_players_with_the_same_seed_decide_the_same(en: Any) -> None:
    rng = random.Random(5)
    for _ in range(5):
        seed = rng.randrange(1000)
        game = Game.new(["Ann", "Bob"], checker=en, seed=seed)
        for level in LEVELS:
            first = make_player(level, seed=seed, dictionary=en).act(game.view(0))
            second = make_player(level, seed=seed, dictionary=en).act(game.view(0))
            assert first == second


def test_the_easy_player_lays_only_short_common_words(en: Any) -> None:
    from quiddler.dictionary import open_dictionary
    from quiddler.match.headless import play_game
    from quiddler.players.factory import EASY_MAX_LETTERS

    common = open_dictionary("en-small")
    laid = []
    for seed in range(3):
        players = [
            make_player("easy", seed=seed, dictionary=en),
            make_player("greedy", seed=seed, dictionary=en),
        ]
        game = play_game(players, seed=seed, checker=en, rules=STANDARD2.with_(hand_sizes=(5, 8))).game
        laid += [word.text for summary in game.summaries for word in summary.results[0].words]
    assert laid
    assert all(len(text) <= EASY_MAX_LETTERS and common.is_word(text) and en.is_word(text) for text in laid)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_complete_hand_goes_out_with_every_card_but_one(en: Any, level: str) -> None:
    game = _game(["c a x", "m m p"], "t", checker=en)
    game.draw(0, Source.DISCARD_PILE)
    action = make_player(level, seed=1, dictionary=en).act(game.view(0))
    assert isinstance(action, GoOut) and game.can(action)
    # TAX (3 + 2 + 12) beats CAT (8 + 2 + 3): the dear X goes into the word, the C is thrown away
    assert [word.text for word in action.words] == ["tax"] and action.discard is Card.C
