"""A damaged solitaire record and a damaged ``players.json``: one sentence, no traceback, a damaged
file moved aside, a newer or unreadable one left exactly as it is (never overwritten), and the
program goes on: ``solitaire --stats`` prints, the next game is recorded, ``quiddler play`` starts
from the default setup."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from tui.helpers import build_app, settle

from quiddler import cli
from quiddler.commands.play import setup_from_args
from quiddler.match.remembered import PLAYERS_FILE, load_remembered, remember
from quiddler.match.setup import MatchSetup, Seat
from quiddler.saves.solitaire.record import (
    GameResult,
    RecordError,
    SolitaireStats,
    add_result,
    load_record,
    record_path,
    save_record,
)
from quiddler.storage.paths import data_dir
from quiddler.tui.screens.setup import SetupScreen

from .damage import KEPT, MOVED, OK, Damage, at, json_file, moved_copies, one_sentence, state

# ------------------------------------------------------------------ the solitaire record

RECORD_DAMAGES = json_file(
    64 * 1024 * 1024,
    number=("games", 0, "words"),
    wrong_type=(("games",), '{"a": 1}'),
    time=(("games", 0, "finished"), "0001-01-01T00:00:00+05:00"),
)
RECORD_DAMAGES["daily-2026-13-45"] = Damage("daily-2026-13-45", at(("games", 0, "daily"), '"2026-13-45"'))
RECORD_DAMAGES["score-1e400"] = Damage("score-1e400", at(("games", 1, "score"), "1e400"))
RECORD_OUTCOME = {name: MOVED for name in RECORD_DAMAGES} | {
    "bom": OK,
    "newer-version": KEPT,  # a newer quiddler's record: neither read nor rewritten
    "named-pipe": KEPT,
    "unreadable": KEPT,
    "folder": KEPT,
}

GAMES = (
    GameResult(12, 99, "2026-11-20T10:00:00+00:00", 7, 4, True, "no_word", "2026-11-20", "en"),
    GameResult(0, 5, "2026-11-21T20:00:00+00:00"),
)
NEXT = GameResult(7, 3, "2026-11-22T20:00:00+00:00")


def _record_bytes() -> bytes:
    save_record(SolitaireStats(GAMES))
    whole = record_path().read_bytes()
    record_path().unlink()
    return whole


@pytest.mark.parametrize("damage", RECORD_DAMAGES.values(), ids=str)
def test_a_damaged_record(
    damage: Damage, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record_path()
    damage.write(path, _record_bytes(), monkeypatch)
    before = state(path)
    outcome = RECORD_OUTCOME[damage.name]

    assert cli.main(["solitaire", "--stats"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("Solitaire record")
    if outcome == OK:
        assert err == "" and "Games played:    2" in out
        assert add_result(NEXT).stats.played == 3
        return
    one_sentence(err)
    assert "No solitaire games finished yet." in out
    if outcome == MOVED:
        assert "moved to" in err and not path.exists()
        [moved] = moved_copies(path)
        assert state(moved) == before
        assert add_result(NEXT).stats.games == (NEXT,)  # a fresh record: the next game counts
        assert load_record().stats.games == (NEXT,)
    else:
        assert "left as it is" in err
        with pytest.raises(RecordError, match="not recorded"):
            add_result(NEXT)
        assert state(path) == before  # never rewritten
        assert moved_copies(path) == []


# ------------------------------------------------------------------ remembered players

PLAYERS_DAMAGES = json_file(1024 * 1024, number=("seed",), wrong_type=(("seats",), "5"))
PLAYERS_DAMAGES["escape-in-a-name"] = Damage(
    "escape-in-a-name", at(("seats", 0, "name"), '"\\u001b]0;PWNED\\u0007\\u001b[31mEvil"')
)
PLAYERS_DAMAGES["long-name"] = Damage("long-name", at(("seats", 0, "name"), '"' + "A" * 1000 + '"'))
PLAYERS_DAMAGES["godlike"] = Damage("godlike", at(("seats", 1, "kind"), '"bot:godlike"'))
PLAYERS_OUTCOME = {name: MOVED for name in PLAYERS_DAMAGES} | {
    "bom": OK,
    "newer-version": KEPT,
    "named-pipe": KEPT,
    "unreadable": KEPT,
    "folder": KEPT,
}
SETUP = MatchSetup((Seat("Ann"), Seat("Rex", "hard"), Seat("Cy")), seed=None)


def _players_bytes() -> bytes:
    """A whole players.json (its "seed" is null: the damages put a number there)."""
    remember(data_dir(), SETUP)
    path = data_dir() / PLAYERS_FILE
    whole = path.read_bytes()
    path.unlink()
    return whole


def _play_args(*flags: str) -> argparse.Namespace:
    return cli.build_parser().parse_args(["play", *flags])


@pytest.mark.parametrize("damage", PLAYERS_DAMAGES.values(), ids=str)
def test_a_damaged_players_file(damage: Damage, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = data_dir()
    path = folder / PLAYERS_FILE
    damage.write(path, _players_bytes(), monkeypatch)
    before = state(path)
    outcome = PLAYERS_OUTCOME[damage.name]

    notices: list[str] = []
    setup = setup_from_args(_play_args(), notices)  # quiddler play: crashed before any screen
    if outcome == OK:
        assert notices == [] and setup.names == SETUP.names
        return
    [notice] = notices
    one_sentence(notice)
    assert "\x1b" not in notice and "PWNED" not in notice
    assert setup.names == MatchSetup().names  # the defaults
    remember(folder, SETUP)  # the next game start
    if outcome == MOVED:
        assert "moved aside" in notice
        [moved] = moved_copies(path)
        assert state(moved) == before
        assert load_remembered(folder) == SETUP  # remembered afresh
    else:
        assert state(path) == before  # a newer quiddler's file, or one we cannot read: untouched
        assert moved_copies(path) == []


async def test_a_damaged_players_file_is_one_notice_and_the_setup_screen_opens() -> None:
    path = data_dir() / PLAYERS_FILE
    path.write_text('{"seats": [{"name": "Ann"}], "rules": ' + "[" * 100_000, encoding="utf-8")
    from quiddler.tui.app import make_app

    template = build_app()
    app = make_app(
        None,
        open_dictionary=template.deps.open_dictionary,
        dictionaries=template.deps.dictionaries,
        default_dictionary="test",
        bot_factory=None,
        data_dir=data_dir(),
        bot_delay=0,
    )
    assert len(app.deps.notices) == 1 and "moved aside" in app.deps.notices[0]
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
    assert not path.exists() and len(moved_copies(path)) == 1


def test_a_players_file_without_a_version_is_version_1(tmp_path: Path) -> None:
    """Files written before the version field was added are read as version 1."""
    remember(tmp_path, SETUP)
    path = tmp_path / PLAYERS_FILE
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data.pop("version") == 1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_remembered(tmp_path) == SETUP


SIMULATE = ["simulate", "--players", "greedy,greedy", "--games", "1"]


@pytest.mark.parametrize(
    "argv",
    [
        ["solitaire", "--seed", str(2**64)],
        ["play", "--seed", str(2**63), "--start"],
        [*SIMULATE, "--seed", str(2**63)],
    ],
    ids=["solitaire", "play", "simulate"],
)
def test_a_seed_no_file_could_keep_is_refused_on_the_command_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A deal numbered beyond 64 bits would make a record (or a save) its own schema refuses."""
    assert cli.main(argv) == 2
    assert "seed" in one_sentence(capsys.readouterr().err).lower()
