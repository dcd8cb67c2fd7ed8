"""The save store: saves listed newest first, bad files moved aside (never lost), finished games
moved to the history, and writes that a crash cannot tear."""

from __future__ import annotations

import dataclasses
import os
import random
import time
from pathlib import Path

import pytest

from quiddler.saves import SavedGame, SaveError, SaveStore
from quiddler.storage import atomic as atomic_module
from quiddler.storage import files as files_module

from .helpers import WORDS, play, played_game

SEATS = ("human", "bot:easy", "human")


def saved_game(seed: int = 7, steps: int | None = 20, **kwargs) -> SavedGame:
    game = played_game(seed=seed, steps=steps)
    return SavedGame.from_game(game, seats=SEATS, dictionary="en", **kwargs)


def files(folder: Path) -> list[str]:
    """Every entry of a folder, hidden ones included (a stray temporary file must show up)."""
    return sorted(os.listdir(folder)) if folder.exists() else []


# ------------------------------------------------------------------ the happy path


def test_save_then_load_and_restore(store: SaveStore) -> None:
    game = played_game(seed=3, steps=33)
    saved = SavedGame.from_game(game, seats=SEATS, dictionary="en")
    path = store.save(saved)
    assert path == store.saves_dir / f"{saved.game_id}.json"
    assert files(store.saves_dir) == [path.name]
    loaded = store.load(saved.game_id)
    assert loaded == saved
    assert store.restore(loaded, WORDS).snapshot() == game.snapshot()


def test_saving_again_replaces_the_file_of_the_same_game(store: SaveStore) -> None:
    game = played_game(seed=3, steps=10)
    saved = SavedGame.from_game(game, seats=SEATS, dictionary="en")
    store.save(saved)
    play(game, random.Random(5), steps=10)
    store.save(saved.with_game(game))
    assert len(files(store.saves_dir)) == 1
    assert len(store.load(saved.game_id).actions) == 20


def test_unfinished_lists_the_most_recently_played_first(store: SaveStore) -> None:
    older = dataclasses.replace(saved_game(seed=1), updated="2026-01-01T10:00:00Z")
    newest = dataclasses.replace(saved_game(seed=2), updated="2026-03-01T10:00:00Z")
    middle = dataclasses.replace(saved_game(seed=3), updated="2026-02-01T10:00:00+00:00")
    for saved in (older, newest, middle):
        store.save(saved)
    assert [s.game_id for s in store.unfinished()] == [newest.game_id, middle.game_id, older.game_id]
    assert store.latest() == newest
    assert store.problems == []


def test_no_saves_at_all(store: SaveStore) -> None:
    assert store.unfinished() == []
    assert store.latest() is None
    assert store.history() == []


def test_loading_a_game_that_is_not_there(store: SaveStore) -> None:
    with pytest.raises(SaveError, match="There is no saved game called 20260101-000000-abcdef") as info:
        store.load("20260101-000000-abcdef")
    assert info.value.reason == "missing"
    assert info.value.moved_to is None


@pytest.mark.parametrize("game_id", ["../history/x", "a.b", "", "with space", "x/y"])
def test_a_game_id_can_never_reach_outside_the_folder(store: SaveStore, game_id: str) -> None:
    with pytest.raises(SaveError, match="a game id is made of letters, digits, - and _") as info:
        store.load(game_id)
    assert info.value.reason == "missing"


def test_files_that_are_not_saves_are_left_alone(store: SaveStore) -> None:
    store.saves_dir.mkdir(parents=True)
    (store.saves_dir / "notes.txt").write_text("my notes")
    (store.saves_dir / "x.corrupt-20260101T000000Z.json").write_text("{")
    store.save(saved_game())
    assert len(store.unfinished()) == 1
    assert store.problems == []
    assert (store.saves_dir / "notes.txt").read_text() == "my notes"
    assert (store.saves_dir / "x.corrupt-20260101T000000Z.json").read_text() == "{"


# ------------------------------------------------------------------ finishing and the history


def test_finish_moves_a_finished_game_to_the_history(store: SaveStore) -> None:
    game = played_game(seed=2, steps=None)
    saved = SavedGame.from_game(game, seats=SEATS, dictionary="en")
    store.save(saved)
    path = store.finish(saved)
    assert path == store.history_dir / f"{saved.game_id}.json"
    assert files(store.saves_dir) == []
    assert store.unfinished() == []
    assert store.history() == [saved]


def test_a_crash_during_finish_is_completed_on_the_next_listing(store: SaveStore) -> None:
    """finish() writes the history first: a crash before the save is dropped leaves it in both."""
    game = played_game(seed=2, steps=None)
    saved = SavedGame.from_game(game, seats=SEATS, dictionary="en")
    store.save(saved)  # the app saved after the last action, then died before finish()
    unfinished_too = saved_game(seed=5)
    store.save(unfinished_too)
    assert store.unfinished() == [unfinished_too]
    assert store.history() == [saved]
    assert files(store.saves_dir) == [f"{unfinished_too.game_id}.json"]


def test_history_is_newest_first(store: SaveStore) -> None:
    games = []
    for seed, month in ((1, "01"), (2, "03"), (3, "02")):
        saved = SavedGame.from_game(played_game(seed=seed, steps=None), seats=SEATS, dictionary="en")
        saved = dataclasses.replace(saved, updated=f"2026-{month}-01T12:00:00Z")
        store.finish(saved)
        games.append(saved)
    assert [s.game_id for s in store.history()] == [games[1].game_id, games[2].game_id, games[0].game_id]


# ------------------------------------------------------------------ bad files: moved aside, never lost


def _write_bad(store: SaveStore, game_id: str, content: bytes) -> Path:
    store.saves_dir.mkdir(parents=True, exist_ok=True)
    path = store.saves_dir / f"{game_id}.json"
    path.write_bytes(content)
    return path


def _aside(folder: Path, game_id: str, reason: str) -> list[Path]:
    return sorted(folder.glob(f"{game_id}.{reason}-*.json"))


def test_a_corrupt_save_is_moved_aside_with_one_clear_sentence(store: SaveStore) -> None:
    content = b'{"format": "quiddler-save", "version": 1, "game_id": "brok'
    path = _write_bad(store, "broken-1", content)
    with pytest.raises(SaveError) as info:
        store.load("broken-1")
    error = info.value
    message = str(error)
    assert message.startswith("The saved game broken-1 cannot be used: it is not valid JSON")
    assert "moved aside to broken-1.corrupt-" in message
    assert message.endswith(".") and "\n" not in message
    assert not path.exists()
    [moved] = _aside(store.saves_dir, "broken-1", "corrupt")
    assert moved.read_bytes() == content  # never deleted, never changed
    assert error.moved_to == str(moved)
    assert error.reason == "corrupt"


def test_a_save_from_a_newer_version_is_moved_aside_untouched(store: SaveStore) -> None:
    saved = saved_game()
    text = saved.to_json().replace('"version": 1', '"version": 7')
    path = _write_bad(store, saved.game_id, text.encode())
    with pytest.raises(SaveError, match="written by a newer quiddler") as info:
        store.load(saved.game_id)
    assert info.value.reason == "newer"
    assert not path.exists()
    [moved] = _aside(store.saves_dir, saved.game_id, "newer")
    assert moved.read_text() == text


def test_a_save_edited_so_it_does_not_replay_is_moved_aside_on_restore(store: SaveStore) -> None:
    saved = saved_game(steps=30)
    text = saved.to_json()
    first_discard = next(a for a in saved.actions if type(a).__name__ == "Discard")
    wrong = "qu" if first_discard.card.value != "qu" else "z"
    edited = text.replace(f'"card": "{first_discard.card.value}"', f'"card": "{wrong}"', 1)
    path = _write_bad(store, saved.game_id, edited.encode())
    loaded = store.load(saved.game_id)  # it reads as a save ...
    with pytest.raises(SaveError, match="its moves do not replay") as info:
        store.restore(loaded, WORDS)  # ... but does not replay
    assert info.value.reason == "unplayable"
    assert "moved aside" in str(info.value)
    assert not path.exists()
    [moved] = _aside(store.saves_dir, saved.game_id, "unplayable")
    assert moved.read_text() == edited


def test_a_save_renamed_to_another_game_id_is_refused(store: SaveStore) -> None:
    saved = saved_game()
    _write_bad(store, "20990101-000000-aaaaaa", saved.to_json().encode())
    with pytest.raises(SaveError, match=f"it says it is game {saved.game_id}"):
        store.load("20990101-000000-aaaaaa")


def test_listing_never_raises_and_keeps_the_good_games(store: SaveStore) -> None:
    good = saved_game(seed=1)
    store.save(good)
    newer = saved_game(seed=2).to_json().replace('"version": 1', '"version": 2')
    bad = {
        "empty": b"",
        "garbage": b"\xff\xfe\x00garbage",
        "half": good.to_json().encode()[:200],
        "newer": newer.encode(),
        "list": b"[1, 2, 3]",
    }
    for name, content in bad.items():
        _write_bad(store, name, content)
    assert store.unfinished() == [good]
    problems = store.take_problems()
    assert len(problems) == len(bad)
    assert all(p.moved_to and "\n" not in str(p) for p in problems)
    assert store.problems == []
    for name, content in bad.items():
        [moved] = store.saves_dir.glob(f"{name}.*-*.json")
        assert moved.read_bytes() == content
    # A second listing finds nothing new to complain about: the bad files are out of the way.
    assert store.unfinished() == [good]
    assert store.problems == []


def test_moving_aside_never_overwrites_an_earlier_one(store: SaveStore, monkeypatch) -> None:
    monkeypatch.setattr(atomic_module.time, "strftime", lambda fmt, t=None: "20260101T000000Z")
    contents = [b"first", b"second", b"third"]
    for content in contents:
        _write_bad(store, "same-id", content)
        with pytest.raises(SaveError):
            store.load("same-id")
    moved = sorted(store.saves_dir.glob("same-id.corrupt-*"))
    assert [path.name for path in moved] == [
        "same-id.corrupt-20260101T000000Z-1.json",
        "same-id.corrupt-20260101T000000Z-2.json",
        "same-id.corrupt-20260101T000000Z.json",
    ]
    assert sorted(path.read_bytes() for path in moved) == sorted(contents)


def test_a_corrupt_history_record_is_moved_aside_and_the_rest_listed(store: SaveStore) -> None:
    finished = SavedGame.from_game(played_game(seed=2, steps=None), seats=SEATS, dictionary="en")
    store.finish(finished)
    (store.history_dir / "old-game.json").write_text("{ oops")
    assert store.history() == [finished]
    [problem] = store.take_problems()
    assert str(problem).startswith("The finished game old-game cannot be used")
    assert _aside(store.history_dir, "old-game", "corrupt")


# ------------------------------------------------------------------ atomic writes


class Crash(Exception):
    """Stands for the process dying at that point."""


def _crash(*args, **kwargs):
    raise Crash("the power went out")


@pytest.mark.parametrize("where", ["write", "fsync", "replace"])
def test_a_crash_in_the_middle_of_a_save_leaves_the_old_file_whole(
    store: SaveStore, monkeypatch, where
) -> None:
    game = played_game(seed=3, steps=10)
    saved = SavedGame.from_game(game, seats=SEATS, dictionary="en")
    path = store.save(saved)
    before = path.read_bytes()
    play(game, random.Random(1), steps=10)
    later = saved.with_game(game)

    with monkeypatch.context() as patch:
        if where == "write":
            real_fdopen = os.fdopen

            def torn_fdopen(*args, **kwargs):
                stream = real_fdopen(*args, **kwargs)
                real_write = stream.write

                def half_then_crash(text: str) -> int:
                    real_write(text[: len(text) // 2])
                    stream.flush()
                    raise Crash("the power went out")

                stream.write = half_then_crash
                return stream

            patch.setattr(atomic_module.os, "fdopen", torn_fdopen)
        elif where == "fsync":
            patch.setattr(atomic_module.os, "fsync", _crash)
        else:
            patch.setattr(atomic_module.os, "replace", _crash)
        with pytest.raises(Crash):
            store.save(later)
    assert path.read_bytes() == before  # the old save, whole
    assert files(store.saves_dir) == [path.name]  # and no temporary file left behind
    assert store.load(saved.game_id) == saved
    assert store.problems == []


def test_a_temporary_file_left_by_a_killed_writer_is_never_taken_for_a_save(store: SaveStore) -> None:
    saved = saved_game()
    store.save(saved)
    leftover = store.saves_dir / f".{saved.game_id}.json.k2j3h4.tmp"
    leftover.write_text(saved.to_json()[:100])  # what kill -9 during a write leaves behind
    assert store.unfinished() == [saved]
    assert store.problems == []
    assert leftover.exists()  # young: it might belong to another quiddler writing right now
    an_hour_ago = time.time() - 3700
    os.utime(leftover, (an_hour_ago, an_hour_ago))
    assert store.unfinished() == [saved]
    assert not leftover.exists()  # old: abandoned, swept
    assert store.load(saved.game_id) == saved


def test_saves_are_written_with_fsync_and_replace(store: SaveStore, monkeypatch) -> None:
    """The durable recipe, in order: write, fsync the file, rename over the target, fsync the folder."""
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync-folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "fsync-file")
        real_fsync(fd)

    def replace(src, dst) -> None:
        assert Path(src).parent == Path(dst).parent  # same folder: the rename is atomic
        assert Path(src).name.startswith(".") and Path(src).name.endswith(".tmp")
        calls.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(atomic_module.os, "fsync", fsync)
    monkeypatch.setattr(atomic_module.os, "replace", replace)
    store.save(saved_game())
    if os.path.isdir("/proc/self/fd"):
        assert calls == ["fsync-file", "replace", "fsync-folder"]
    else:
        assert calls[:2] == ["fsync-file", "replace"]


def test_a_file_the_system_cannot_read_is_reported_and_left_in_place(store: SaveStore, monkeypatch) -> None:
    good = saved_game(seed=1)
    store.save(good)
    sick = _write_bad(store, "sick-disk", b"{}")
    real_read = files_module.os.read
    sick_inode = sick.stat().st_ino

    def read(handle: int, size: int) -> bytes:
        if os.fstat(handle).st_ino == sick_inode:
            raise OSError(5, "Input/output error")
        return real_read(handle, size)

    monkeypatch.setattr(files_module.os, "read", read)
    assert store.unfinished() == [good]
    [problem] = store.take_problems()
    assert str(problem) == (
        "The saved game sick-disk cannot be used: it cannot be read (input/output error); "
        "it was left where it is."
    )
    assert problem.reason == "unreadable" and problem.moved_to is None
    assert sick.exists()  # not ours to move: it may read fine once the disk is back


def test_remove_forgets_a_game_the_player_abandons(store: SaveStore) -> None:
    keep, drop = saved_game(seed=1), saved_game(seed=2)
    store.save(keep)
    store.save(drop)
    assert store.remove(drop.game_id) is True
    assert store.unfinished() == [keep]
    assert store.remove(drop.game_id) is False
