"""Computer players under Quiddler Junior's rules (docs/rules.md §8): one-card words count and unused
cards cost nothing, so the solver they ask must know it."""

from __future__ import annotations

from typing import Any

import pytest

from quiddler.dictionary import for_rules
from quiddler.engine import JUNIOR, STANDARD, Card, Game, LaidDown, StackedDeck, WentOut, Word, parse_cards
from quiddler.match.headless import play_game
from quiddler.players import make_player
from quiddler.players.expert import ExpertSettings
from quiddler.players.hands import HandSolver
from quiddler.solver import WordIndex, find_words, index_for

#: The expert thinks with few worlds in these tests: quicker, and its lay-downs are the same kind.
QUICK_EXPERT = ExpertSettings(samples=4)


def test_the_hand_solver_answers_by_the_rules_of_the_round() -> None:
    solver = HandSolver(WordIndex.build(["in", "ax", "tax"]))
    hand = parse_cards("in x")
    solver.new_round((1, 0), STANDARD)
    assert solver.solve(hand).go_out is None
    solver.new_round((1, 0), JUNIOR)  # same round, other rules: nothing remembered is reused
    play = solver.solve(hand).go_out
    assert play is not None and [word.spelling for word in play.words] == ["IN"] and play.discard is Card.X


def test_bots_lay_one_card_words_in_junior_games(en: Any) -> None:
    one_card = 0
    for seed in range(4):
        players = [
            make_player(level, seed=seed * 10 + seat, dictionary=en)
            for seat, level in enumerate(["hard", "medium"])
        ]
        game = play_game(players, seed=seed, checker=en, rules=JUNIOR).game
        game.check_invariants()
        for record in game.records:
            if isinstance(record, LaidDown | WentOut):
                assert all(en.is_word(word.text) for word in record.words)
                one_card += sum(word.card_count == 1 for word in record.words)
    assert one_card > 0


@pytest.fixture(scope="module")
def junior_words(en: Any) -> Any:
    """The default dictionary with Junior's names list, as every front end builds it."""
    return for_rules(en, JUNIOR)


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "greedy"])
def test_every_level_lays_every_word_it_holds_on_a_junior_final_turn(junior_words: Any, level: str) -> None:
    """docs/rules.md §8: after someone goes out, unused cards cost nothing, so a computer player lays
    down every word it holds (the easy level used to keep ER, NTH or LO, words it did not know)."""
    index = index_for(junior_words)
    final_turns = 0
    for seed in range(3):
        players = [
            make_player(level, seed=seed * 10 + seat, dictionary=junior_words, expert=QUICK_EXPERT)
            for seat in range(3)
        ]
        game = play_game(players, seed=seed, checker=junior_words, rules=JUNIOR).game
        for record in game.records:
            if isinstance(record, LaidDown):
                final_turns += 1
                kept = find_words(record.unused, index, min_word_cards=1) if record.unused else []
                assert kept == [], f"{level} kept {[word.text for word in kept]} in hand"
    assert final_turns > 10


@pytest.mark.slow
def test_bots_play_proper_nouns_in_junior(junior_words: Any, en: Any) -> None:
    names = set()
    for seed in range(3):
        players = [make_player(level, seed=seed, dictionary=junior_words) for level in ("hard", "easy")]
        game = play_game(players, seed=seed, checker=junior_words, rules=JUNIOR).game
        for record in game.records:
            if isinstance(record, LaidDown | WentOut):
                names.update(word.text for word in record.words if not en.is_word(word.text))
    assert names and all(junior_words.is_proper_noun(name) for name in names)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "greedy"])
def test_a_final_turn_lays_a_word_the_level_does_not_usually_play(junior_words: Any, level: str) -> None:
    """NTH is in the game's dictionary but not among the easy level's common words: on a Junior
    final turn every level still lays it (it costs nothing to lay and scores 17)."""
    rules = JUNIOR.with_(hand_sizes=(3,))
    order = StackedDeck.deal_order(["c a t", "n t h"], discard="e", draw_pile="s z")
    for seed in range(3):
        game = Game.new(["Ann", "Bot"], checker=junior_words, rules=rules, rng=StackedDeck([order]))
        game.draw(0)
        game.go_out(0, [Word((Card.C, Card.A, Card.T))], Card.S)
        game.close_challenges()
        player = make_player(level, seed=seed, dictionary=junior_words, expert=QUICK_EXPERT)
        for _ in range(2):  # draw, then the final lay-down
            game.apply(player.act(game.view(1)))
        assert [laid.word.text for laid in game.words(1)] == ["nth"], level
