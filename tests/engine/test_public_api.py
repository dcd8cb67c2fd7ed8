"""A whole game driven from a script through the public API only, as docs/development.md shows it."""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import quiddler.engine
import quiddler.engine.game

ROOT = Path(__file__).resolve().parents[2]

#: A script that drives a whole game with nothing but the engine and a word set.
ENGINE_ONLY_EXAMPLE = textwrap.dedent(
    """
    from quiddler.engine import WordSet
    from quiddler.engine import Game, GoOut, Phase, Word

    game = Game.new(["Ann", "Bob", "Cy", "Di"], checker=WordSet({"quiz", "top"}), seed=7)
    while not game.is_over:
        seat = game.current
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        elif game.phase is Phase.CHALLENGE:
            game.close_challenges()  # nobody challenges the words just laid
        elif game.phase is Phase.DRAW:
            game.draw(seat)  # from the draw pile; Source.DISCARD_PILE takes the face-up card
        else:
            *rest, last = game.hand(seat)
            go_out = GoOut(seat, (Word(tuple(rest)),), last)
            if game.is_final_turn:
                game.lay_down(seat, [], last)  # no word on the final turn: unused cards count against
            elif game.turns_taken(seat) >= 3 and game.can(go_out):
                game.apply(go_out)  # table rules: words go down unchecked unless challenged
            else:
                game.discard(seat, last)
    print(game.totals, [game.players[seat] for seat in game.winners])
    """
)


def test_a_four_player_seeded_game_plays_to_the_end_with_the_public_api() -> None:
    namespace: dict[str, object] = {}
    exec(compile(ENGINE_ONLY_EXAMPLE, "engine-only example", "exec"), namespace)
    game = namespace["game"]
    assert isinstance(game, quiddler.engine.Game)
    assert game.is_over and game.player_count == 4
    assert len(game.summaries) == 8
    assert [summary.hand_size for summary in game.summaries] == [3, 4, 5, 6, 7, 8, 9, 10]
    assert game.totals == tuple(sum(s.scores[seat] for s in game.summaries) for seat in range(4))
    assert game.winners and all(game.totals[seat] == max(game.totals) for seat in game.winners)
    game.check_invariants()


def readme_engine_example() -> str:
    """The Python example that drives the engine (the first block importing it) of the
    developers' notes, "Driving the engine from Python"."""
    text = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL)
    return next(block for block in blocks if "from quiddler.engine import" in block)


@pytest.mark.slow
def test_the_readme_example_plays_a_four_player_seeded_game_to_the_end() -> None:
    """The script the developers' notes show, run as it is, in a fresh interpreter (issue 2's "done when")."""
    example = readme_engine_example()
    assert re.search(r"Game\.new\(\[[^]]*\]", example)
    names = re.search(r"Game\.new\(\[([^]]*)\]", example)
    assert names is not None and names.group(1).count(",") == 3  # four players
    assert "seed=" in example
    result = subprocess.run(
        [sys.executable, "-c", example], cwd=ROOT, capture_output=True, text=True, check=False, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()


def test_the_engine_only_example_runs_as_a_script_from_a_fresh_interpreter() -> None:
    first = subprocess.run(
        [sys.executable, "-c", ENGINE_ONLY_EXAMPLE], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert first.returncode == 0, first.stderr
    second = subprocess.run(
        [sys.executable, "-c", ENGINE_ONLY_EXAMPLE], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert first.stdout == second.stdout  # the same seed, the same game
    assert first.stdout.startswith("(")


def test_the_public_names_are_all_importable() -> None:
    for name in quiddler.engine.__all__:
        assert hasattr(quiddler.engine, name), name
    assert len(set(quiddler.engine.__all__)) == len(quiddler.engine.__all__)


def test_the_engine_docstring_examples_run() -> None:
    for module in (quiddler.engine, quiddler.engine.game):
        failures, _ = doctest.testmod(module, verbose=False)
        assert failures == 0, module.__name__
