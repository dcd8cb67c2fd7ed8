"""One turn driver and one replay (issue 31): no front end keeps a loop of its own.

Read from the source with ``ast``: asking a computer seat for its move (``computer_move``) or
playing a person's timed-out turn (``stand_in_move``) is the turn driver's alone, every front end
that plays a game runs the driver (the app's table and the host through ``AsyncDriver``,
``simulate`` through ``play_out``), and a game is looked back on (the coach, ``quiddler replay``,
the decisions of a match) through the engine's one replay, never by a loop over its actions of
a module's own.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import quiddler

ROOT = Path(quiddler.__file__).parent

#: Where the computers' moves are asked for and played: the driver (and where they are defined).
DRIVER = {"match/driver.py", "match/match.py"}
#: Each front end that plays a game, and the runner of the driver it imports.
FRONT_ENDS = {
    "tui/hot_seat.py": "AsyncDriver",  # the app's table (a game played at this keyboard)
    "remote/host.py": "AsyncDriver",  # quiddler host
    "match/headless.py": "play_out",  # quiddler simulate
    "plain/local.py": "Driver",  # play --plain: a loop of its own around the driver's calls
}


#: The one other replay: solitaire's own game (``engine/solitaire``) is replayed in one place, the
#: restore of its save; the table game's look backs are the engine's one ``Replay``.
OTHER_GAMES = {"saves/solitaire/saved_game.py"}


def _modules() -> list[tuple[str, ast.Module]]:
    return [
        (path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(ROOT.rglob("*.py"))
    ]


def _called(tree: ast.AST, names: set[str]) -> list[int]:
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in names
    ]


def test_only_the_turn_driver_asks_a_computer_for_its_move_or_plays_a_timed_out_turn() -> None:
    outside = {
        f"{name}:{line}"
        for name, tree in _modules()
        if name not in DRIVER
        for line in _called(tree, {"computer_move", "stand_in_move"})
    }
    assert outside == set(), "a loop of its own outside quiddler/match/driver.py"


def test_the_scan_finds_a_front_end_asking_a_computer_itself() -> None:
    tree = ast.parse("def turn(match, seat):\n    match.apply(match.computer_move(seat).action)\n")
    assert _called(tree, {"computer_move"}) == [2]


@pytest.mark.parametrize(("module", "runner"), sorted(FRONT_ENDS.items()))
def test_every_front_end_runs_the_turn_driver(module: str, runner: str) -> None:
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("quiddler.match")
        for alias in node.names
    }
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert runner in imported and runner in used, f"{module} does not run the driver ({runner})"


def _replays_by_itself(tree: ast.AST) -> list[int]:
    """Lines of ``for … in <…>.actions …:`` loops whose body applies something: a replay of its own."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.For):
            continue
        over_actions = any(
            isinstance(part, ast.Attribute) and part.attr == "actions" for part in ast.walk(node.iter)
        )
        if over_actions and any(_called(statement, {"apply"}) for statement in node.body):
            found.append(node.lineno)
    return found


def test_no_look_back_replays_a_game_by_itself_outside_the_engine() -> None:
    outside = {
        f"{name}:{line}"
        for name, tree in _modules()
        if not name.startswith("engine/") and name not in OTHER_GAMES
        for line in _replays_by_itself(tree)
    }
    assert outside == set(), "replay through quiddler.engine.replay.Replay (or Game.replay)"


def test_the_scan_finds_a_replay_of_its_own() -> None:
    tree = ast.parse(
        "game = Game(saved.setup, checker)\n"
        "for number, action in enumerate(saved.actions, start=1):\n"
        "    record = game.apply(action)\n"
    )
    assert _replays_by_itself(tree) == [2]


#: Where a table game is dealt: the one entrance (``Match.new``; ``Match.resume`` reopens a save).
ENTRANCE = {"match/match.py"}


def _deals(tree: ast.AST) -> list[int]:
    """Lines that deal a game: ``Game(...)`` or ``Game.new(...)`` (``Game.replay`` looks back)."""
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and (
            (isinstance(node.func, ast.Name) and node.func.id == "Game")
            or (
                isinstance(node.func, ast.Attribute)
                and node.func.attr == "new"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "Game"
            )
        )
    ]


def test_every_game_is_dealt_through_the_one_entrance() -> None:
    outside = {
        f"{name}:{line}"
        for name, tree in _modules()
        if not name.startswith("engine/") and name not in ENTRANCE
        for line in _deals(tree)
    }
    assert outside == set(), "deal through Match.new (with a bot_factory for players made by hand)"


def test_the_scan_finds_a_game_dealt_by_hand() -> None:
    tree = ast.parse("game = Game(setup.game_setup(seed), checker)\nother = Game.new(names, checker)\n")
    assert _deals(tree) == [1, 2]
