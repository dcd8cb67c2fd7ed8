"""Computer players only ever make legal moves, whatever the deal, the rules or the line-up.

The driver raises :class:`BotError` on the first action the engine refuses, so a game that
finishes is a game of legal moves; after it, every card is still in the deck exactly once and the
running totals are the sum of the round scores.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler.engine import JUNIOR, STANDARD, Drew, RuleOptions, WordCheck, WordSet
from quiddler.match.headless import play_game
from quiddler.players import LEVELS, make_player
from quiddler.players.expert import ExpertSettings

SHORT = STANDARD.with_(hand_sizes=(3, 5, 7, 10), name="short")
CHECKED = SHORT.with_(word_check=WordCheck.CHECKED, name="checked")
FIRST_TURN = SHORT.with_(no_go_out_on_first_turn=True, name="first-turn")
#: The expert thinks with few worlds here: its moves are as legal, and far quicker to find.
QUICK_EXPERT = ExpertSettings(samples=2, horizon=3)


def _play(levels: list[str], seed: int, dictionary: Any, rules: RuleOptions) -> None:
    players = [
        make_player(level, seed=seed * 10 + seat, dictionary=dictionary, expert=QUICK_EXPERT)
        for seat, level in enumerate(levels)
    ]
    result = play_game(players, seed=seed, checker=dictionary, rules=rules)
    game = result.game
    assert game.is_over
    assert len(game.summaries) == rules.rounds
    game.check_invariants()
    assert game.totals == tuple(
        sum(summary.scores[seat] for summary in game.summaries) for seat in range(len(levels))
    )
    assert all(len(times) > 0 for times in result.decision_times)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    levels=st.lists(st.sampled_from(LEVELS), min_size=2, max_size=4),
    seed=st.integers(0, 10_000),
    rules=st.sampled_from([SHORT, CHECKED, FIRST_TURN]),
)
def test_bots_play_only_legal_moves(en: Any, levels: list[str], seed: int, rules: RuleOptions) -> None:
    _play(levels, seed, en, rules)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_standard_game_against_itself(en: Any, level: str) -> None:
    _play([level, level], 11, en, STANDARD)


def test_bots_play_quiddler_junior(en: Any) -> None:
    _play(["hard", "easy", "greedy", "expert"], 5, en, JUNIOR)


def test_bots_survive_an_empty_draw_pile() -> None:
    """Eight players and a one-word language (JO): nobody goes out for a long while, the draw
    pile runs out and the discard pile is shuffled into a new one, and every bot copes."""
    words = WordSet({"jo"})
    rules = STANDARD.with_(hand_sizes=(2,), name="thin")
    lineup = ["greedy", "easy", "medium", "hard", "greedy", "expert", "medium", "hard"]
    refills = 0
    for seed in (0, 2):
        players = [
            make_player(level, seed=seed + seat, dictionary=words, expert=QUICK_EXPERT)
            for seat, level in enumerate(lineup)
        ]
        game = play_game(players, seed=seed, checker=words, rules=rules).game
        game.check_invariants()
        refills += sum(1 for record in game.records if isinstance(record, Drew) and record.refilled)
    assert refills > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_many_full_games_stay_legal(en: Any, seed: int) -> None:
    for offset in range(10):
        lineup = [LEVELS[(seed + offset + k) % len(LEVELS)] for k in range(2 + (seed + offset) % 3)]
        rules = (STANDARD, CHECKED, FIRST_TURN)[offset % 3]
        _play(lineup, 1000 * seed + offset, en, rules)


@pytest.mark.slow
def test_a_thousand_short_games_stay_legal(en: Any) -> None:
    """Many deals, every level in every seat, both ways of checking words, the house rule."""
    rng = random.Random(2024)
    variants = [
        STANDARD.with_(hand_sizes=(3, 4), name="tiny"),
        STANDARD.with_(hand_sizes=(3, 4), word_check=WordCheck.CHECKED, name="tiny-checked"),
        STANDARD.with_(hand_sizes=(4, 3), no_go_out_on_first_turn=True, name="tiny-first-turn"),
    ]
    for number in range(1000):
        lineup = [rng.choice(LEVELS) for _ in range(rng.randint(2, 5))]
        _play(lineup, number, en, variants[number % len(variants)])
