"""Damaged saves and history entries: one sentence, exit status as documented, no traceback, the
file moved aside (or, if it cannot be read at all, left where it is), every command still usable.

Each damage of :mod:`files.damage` is put in ``saves/`` (or ``history/``) next to a good game,
then ``play --list``, ``play --resume ID``, ``play --resume`` and ``history`` are run. The app's
own doors (the title screen of a bare ``quiddler`` and the setup screen of ``quiddler play``)
meet every damage at once in two Pilot tests.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from saves.helpers import played_game  # tests/ is on sys.path (pytest's rootdir insertion)
from tui.helpers import build_app, settle
from tui.test_resume import Notes

from quiddler import cli
from quiddler.commands.play import find_saved_game
from quiddler.saves import SavedGame, SaveStore
from quiddler.tui.screens.info import TitleScreen
from quiddler.tui.screens.resume import ResumeScreen
from quiddler.tui.screens.setup import SetupScreen

from .damage import KEPT, MOVED, OK, Damage, at, json_file, json_with, moved_copies, one_sentence, state

LIMIT = 16 * 1024 * 1024
DAMAGES = json_file(
    LIMIT,
    number=("setup", "seed"),
    wrong_type=(("seats",), '"human"'),
    time=(("created",), "0001-01-01T00:00:00+05:00"),
)
DAMAGES["action-seat-1e400"] = Damage("action-seat-1e400", at(("actions", 0, "seat"), "1e400"))
DAMAGES["updated-9999"] = Damage("updated-9999", at(("updated",), '"9999-12-31T23:59:59-05:00"'))
#: What must become of each (a newer save is moved aside too: saves are never guessed at).
OUTCOME = {name: MOVED for name in DAMAGES} | {
    "bom": OK,
    "named-pipe": KEPT,
    "unreadable": KEPT,
    "folder": KEPT,
}

BAD_ID = "20260102-030405-bad000"
GOOD_ID = "20260101-000000-600d00"


def _whole(game_id: str, *, finished: bool = False) -> bytes:
    game = played_game(("Ann", "Bob", "Cy"), seed=7, steps=None if finished else 12)
    saved = SavedGame.from_game(game, seats=("human", "bot:easy", "human"), dictionary="en", game_id=game_id)
    return saved.to_json().encode("utf-8")


def _write(damage: Damage, path: Path, whole: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    damage.write(path, whole, monkeypatch)


@pytest.fixture
def store() -> SaveStore:
    return SaveStore()


def _check_fate(path: Path, before: object, damage: Damage) -> None:
    outcome = OUTCOME[damage.name]
    if outcome == MOVED:
        assert not path.exists() and not path.is_fifo()
        [moved] = moved_copies(path)
        assert state(moved) == before  # moved, not changed
    elif outcome == KEPT:
        assert state(path) == before
        assert moved_copies(path) == []


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=str)
def test_play_list_says_one_sentence_and_still_lists_the_good_game(
    damage: Damage, store: SaveStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    store.saves_dir.mkdir(parents=True)
    (store.saves_dir / f"{GOOD_ID}.json").write_bytes(_whole(GOOD_ID))
    path = store.saves_dir / f"{BAD_ID}.json"
    _write(damage, path, _whole(BAD_ID), monkeypatch)
    before = state(path)

    assert cli.main(["play", "--list"]) == 0
    out, err = capsys.readouterr()
    assert GOOD_ID in out
    if OUTCOME[damage.name] == OK:
        assert err == "" and BAD_ID in out
        return
    problem = one_sentence(err)
    assert BAD_ID in problem and BAD_ID not in out
    assert ("moved aside" in problem) == (OUTCOME[damage.name] == MOVED)
    _check_fate(path, before, damage)
    # the rest still works: the good game is the one --resume would open
    saved, problems = find_saved_game("latest")
    assert saved.game_id == GOOD_ID
    assert len(problems) == (OUTCOME[damage.name] == KEPT)


@pytest.mark.parametrize(
    "damage",
    [damage for damage in DAMAGES.values() if OUTCOME[damage.name] != OK],  # the OK one resumes
    ids=str,
)
def test_resume_of_a_damaged_save_is_one_sentence_and_status_2(
    damage: Damage, store: SaveStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = store.saves_dir / f"{BAD_ID}.json"
    _write(damage, path, _whole(BAD_ID), monkeypatch)
    before = state(path)
    assert cli.main(["play", "--resume", BAD_ID]) == 2
    problem = one_sentence(capsys.readouterr().err)
    assert BAD_ID in problem
    _check_fate(path, before, damage)


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=str)
def test_history_says_one_sentence_and_lists_the_other_games(
    damage: Damage,
    store: SaveStore,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Pacific/Kiritimati is UTC+14: a time near the end of year 9999 overflowed only there.
    monkeypatch.setenv("TZ", "Pacific/Kiritimati")
    time.tzset()
    try:
        store.history_dir.mkdir(parents=True)
        (store.history_dir / f"{GOOD_ID}.json").write_bytes(_whole(GOOD_ID, finished=True))
        path = store.history_dir / f"{BAD_ID}.json"
        _write(damage, path, _whole(BAD_ID, finished=True), monkeypatch)
        before = state(path)
        for flags in ([], ["--json"]):
            assert cli.main(["history", *flags]) == 0
            out, err = capsys.readouterr()
            assert "Ann" in out
            if OUTCOME[damage.name] == OK:
                assert err == ""
                continue
            if flags == [] or OUTCOME[damage.name] == KEPT:  # a moved file is said once
                assert "finished game" in one_sentence(err)
        _check_fate(path, before, damage)
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_time_that_overflows_only_in_local_time_is_refused(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """9999-12-31 12:00 UTC is a valid UTC time, but 10000-01-01 in Kiritimati (UTC+14)."""
    monkeypatch.setenv("TZ", "Pacific/Kiritimati")
    time.tzset()
    try:
        path = store.saves_dir / f"{BAD_ID}.json"
        path.parent.mkdir(parents=True)
        path.write_bytes(json_with(_whole(BAD_ID), ("updated",), '"9999-12-31T12:00:00Z"'))
        assert cli.main(["play", "--list"]) == 0
        out, err = capsys.readouterr()
        assert "No unfinished games." in out
        assert "between the years 1900 and 9999" in one_sentence(err)
    finally:
        monkeypatch.undo()
        time.tzset()


async def test_the_title_and_setup_screens_survive_every_damage_at_once(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bare ``quiddler`` (title) and ``quiddler play`` (setup): every bad save is set aside with
    a notice, and the good game is still offered."""
    store.saves_dir.mkdir(parents=True)
    (store.saves_dir / f"{GOOD_ID}.json").write_bytes(_whole(GOOD_ID))
    bad = {}
    for number, damage in enumerate(DAMAGES.values()):
        game_id = f"20260102-0304{number:02d}-bad{number:03d}"
        _write(damage, store.saves_dir / f"{game_id}.json", _whole(game_id), monkeypatch)
        bad[damage.name] = game_id
    for start in ("title", "setup"):
        app = build_app(start=start)
        said = Notes(app).said
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            if start == "title":
                assert isinstance(app.screen, TitleScreen)
                app.offer_resume()
                await settle(pilot)
            assert isinstance(app.screen, ResumeScreen)
            offered = {saved.game_id for saved in app.screen.games}
            assert GOOD_ID in offered and bad["bom"] in offered
            await pilot.press("n")
            await settle(pilot)
            assert isinstance(app.screen, SetupScreen | TitleScreen)
        for name, game_id in bad.items():
            notes = [note for note in said if game_id in note]
            if OUTCOME[name] == OK or (start == "setup" and OUTCOME[name] == MOVED):
                assert notes == []  # moved aside when the title screen met it
            else:
                assert len(notes) >= 1 and all("\n" not in note for note in notes)
