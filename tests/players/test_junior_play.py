"""Computer players under Quiddler Junior's rules (RULES.md §8): one-card words count and unused
cards cost nothing, so the solver they ask must know it."""

from __future__ import annotations

from typing import Any

from quiddler.engine import JUNIOR, STANDARD, Card, LaidDown, WentOut, parse_cards
from quiddler.players import make_player
from quiddler.players.hands import HandSolver
from quiddler.players.table import play_game
from quiddler.solver import WordIndex


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
