"""The solitaire table's files through :class:`SolitaireAutosave`, without a screen.

The screen calls nothing else for its files; the Pilot tests (test_saved_game.py, test_pilot.py)
check that it calls it at the right moments. Here each promise is checked on its own: saved after
every action, recorded once at the end with the save removed, taken back out of the record when
the end is undone, a file that must be kept never written over, a failure said and never raised.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from quiddler.saves.common import SaveError
from quiddler.saves.solitaire import SavedSolitaire, SolitaireAutosave, load_record, load_solitaire

from .helpers import UNIFORM, A, E, T, stacked


def _autosave(folder: Path) -> SolitaireAutosave:
    return SolitaireAutosave("test", save_path=folder / "game.json", record_path=folder / "record.json")


def test_every_update_writes_the_game_and_keeps_its_creation_time(tmp_path: Path) -> None:
    autosave, game = _autosave(tmp_path), stacked(UNIFORM, {"at"})
    assert autosave.update(game, daily=None) is None and autosave.is_saved
    created = autosave.saved.created if autosave.saved else ""
    game.make_word((A, T))
    autosave.update(game, daily=None)
    on_disk = load_solitaire(tmp_path / "game.json").saved
    assert on_disk is not None and on_disk.made == 1 and on_disk.dictionary == "test"
    assert on_disk.created == created and on_disk.actions == tuple(game.actions)


def test_a_finished_game_is_recorded_once_and_its_save_removed(tmp_path: Path) -> None:
    autosave, game = _autosave(tmp_path), stacked(UNIFORM, {"at"})
    game.make_word((A, T))
    autosave.update(game, daily=date(2026, 11, 21))
    game.give_up()
    stats, warning = autosave.finish(game, daily=date(2026, 11, 21))
    assert warning is None and stats.played == 1 and stats.given_up == 1
    assert "2026-11-21" in stats.daily
    assert not (tmp_path / "game.json").exists()
    again, _ = autosave.finish(game, daily=None)  # the end screen shown again: not a second game
    assert again.played == 1 and load_record(tmp_path / "record.json").stats.played == 1
    autosave.save_now()  # the way out after the end writes no save back
    assert not (tmp_path / "game.json").exists()


def test_undoing_the_end_takes_the_game_back_out_of_the_record(tmp_path: Path) -> None:
    autosave, game = _autosave(tmp_path), stacked(UNIFORM, {"at"})
    game.make_word((A, T))
    game.give_up()
    stats, _ = autosave.finish(game, daily=None)
    assert stats.played == 1 and autosave.result is not None
    assert autosave.withdraw() is None
    assert load_record(tmp_path / "record.json").stats.played == 0
    assert autosave.withdraw() is None  # nothing left to take back: nothing happens
    stats, _ = autosave.finish(game, daily=None)  # it ends again: recorded again, once
    assert stats.played == 1 and load_record(tmp_path / "record.json").stats.played == 1


def test_a_save_file_that_must_be_kept_is_never_written_over(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = stacked(UNIFORM, {"at"})
    data = json.loads(SavedSolitaire.of(game, daily=None, dictionary="test").to_json())
    path.write_text(json.dumps({**data, "version": 99}), encoding="utf-8")
    before = path.read_bytes()
    autosave = _autosave(tmp_path)
    loaded = autosave.offer()
    assert loaded.saved is None and loaded.warning and "newer quiddler" in loaded.warning
    assert autosave.update(game, daily=None) is None  # nothing written, nothing to say again
    autosave.save_now()
    assert path.read_bytes() == before and not autosave.is_saved


def test_a_save_that_cannot_be_written_is_said_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "in-the-way"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    autosave = SolitaireAutosave("test", save_path=blocker / "game.json", record_path=blocker / "record.json")
    game = stacked(UNIFORM, {"at"})
    error = autosave.update(game, daily=None)
    assert error is not None and str(blocker) in error and autosave.error == error
    assert not autosave.is_saved
    game.give_up()
    stats, warning = autosave.finish(game, daily=None)  # the record cannot be written either
    assert stats.played == 1 and warning is not None and "could not be saved" in warning


def test_a_save_that_does_not_replay_is_moved_aside_in_one_sentence(tmp_path: Path) -> None:
    game = stacked(UNIFORM, {"at"})
    game.make_word((A, T))
    data = json.loads(SavedSolitaire.of(game, daily=None, dictionary="test").to_json())
    data["progress"]["score"] -= 5
    (tmp_path / "game.json").write_text(json.dumps(data), encoding="utf-8")
    autosave = _autosave(tmp_path)
    saved = autosave.offer().saved
    assert saved is not None
    with pytest.raises(SaveError, match="moved aside") as error:
        autosave.restore(saved, game.checker, game.finder)
    assert error.value.reason == "unplayable"
    assert not (tmp_path / "game.json").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("game.")] != []


def test_a_game_left_over_goes_into_the_record_and_its_save_goes(tmp_path: Path) -> None:
    game = stacked(UNIFORM, {"at", "ate"})
    game.make_word((A, T, E))
    first = _autosave(tmp_path)
    first.update(game, daily=None)
    later = _autosave(tmp_path)  # the next launch
    saved = later.offer().saved
    assert saved is not None
    again = later.restore(saved, game.checker, game.finder)
    again.give_up()  # a new deal asked for instead: the old game counts as given up
    later.record_left(again, daily=None)
    assert load_record(tmp_path / "record.json").stats.given_up == 1
    assert not (tmp_path / "game.json").exists()
    assert later.withdraw() is None  # only the game on the table can be taken back out
    assert load_record(tmp_path / "record.json").stats.played == 1
