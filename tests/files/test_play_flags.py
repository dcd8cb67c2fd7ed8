"""``quiddler play`` flags against what was remembered from the last game (issue 35): a wrong
--players count is the player's own mistake, said as such; --start sets a damaged players.json
aside as plain ``play`` does, instead of writing over it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.engine.rules import PRESETS
from quiddler.match.remembered import remember
from quiddler.match.setup import MatchSetup, Seat
from quiddler.tui.app import QuiddlerApp


def _remember(preset: str) -> None:
    folder = Path(os.environ["QUIDDLER_DATA_DIR"])
    remember(folder, MatchSetup((Seat("Ann"), Seat("Bob")), PRESETS[preset], None, None, preset))


def test_one_player_is_said_as_what_was_typed_not_as_the_remembered_rules(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _remember("short")
    assert cli.main(["play", "--players", "Ann"]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line == "quiddler play: --players names 1 player, and a game is for 2 to 8."


def test_remembered_rules_that_set_the_limit_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    _remember("junior")
    assert cli.main(["play", "--players", "A,B,C,D,E,F,G"]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "--players names 7 players" in line and "remembered from the last game" in line
    assert "2 to 6" in line and "--rules" in line


@pytest.mark.parametrize(
    "content",
    [
        {"version": 1, "seats": "Ann"},
        {"version": 1, "seats": [{"name": "Ann"}], "rules": {"hand_sizes": "x"}},
        {"version": 1, "seats": [{"name": "\u001b]0;x\u0007"}, {"name": "B"}]},
    ],
    ids=["seats", "rules", "name"],
)
def test_start_sets_a_damaged_players_file_aside_instead_of_writing_over_it(
    content: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = Path(os.environ["QUIDDLER_DATA_DIR"])
    path = folder / "players.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    notices: list[tuple[str, ...]] = []
    monkeypatch.setattr(QuiddlerApp, "run", lambda self: notices.append(self.deps.notices))
    monkeypatch.setattr(cli, "require_terminal", lambda command: None)
    assert cli.main(["play", "--start", "--players", "Ann,Bob"]) == 0
    assert not path.exists()
    [moved] = [item for item in folder.iterdir() if item.name.startswith("players.corrupt")]
    assert json.loads(moved.read_text(encoding="utf-8")) == content
    [[said]] = notices
    assert "moved aside" in said


def test_resume_on_a_damaged_last_save_is_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.engine import Game, WordSet
    from quiddler.saves import SavedGame, SaveStore

    game = Game.new(["Ann", "Bob"], checker=WordSet(["quiz"]), seed=3)
    path = SaveStore().save(SavedGame.from_game(game, seats=("human", "human"), dictionary="test"))
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    assert cli.main(["play", "--resume"]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "cannot be used" in line and "moved aside" in line
    assert line.endswith("there is no other unfinished game to resume.")
