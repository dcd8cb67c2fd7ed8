"""A host's saves written by threads beside its event loop: every action saved, newest last, a
finished game filed, a failed write told and tried again."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from quiddler.match import Match, MatchSetup, SaveFailed, Seat
from quiddler.remote.host import Host
from quiddler.remote.saving import BackgroundAutosave
from quiddler.saves import SavedGame, SaveStore
from tests.match.test_match import SHORT, WORDS, _advance

SEATS = (Seat.person("Ann"), Seat.computer("Hal", "easy"), Seat.computer("Ivy", "medium"))


def _match(store: SaveStore) -> tuple[Match, BackgroundAutosave]:
    match = Match.new(MatchSetup(SEATS, SHORT, seed=4), checker=WORDS, store=store)
    assert match.autosave is not None
    autosave = BackgroundAutosave(match.autosave)
    match.autosave = autosave
    return match, autosave


def _slow_writes(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Make every save take 5 ms (a slow disk) and note how many actions each one held."""
    written: list[int] = []
    save = store.save

    def slow(saved: SavedGame) -> Path:
        time.sleep(0.005)
        written.append(len(saved.actions))
        return save(saved)

    monkeypatch.setattr(store, "save", slow)
    return written


def test_every_action_is_saved_and_an_older_state_never_lands_over_a_newer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    match, autosave = _match(store)
    written = _slow_writes(store, monkeypatch)
    # The disk is held still for the first ten actions (5 ms a write alone is not slower than a
    # busy machine's actions): the writes fall behind and are gathered, whatever the load.
    moving = threading.Event()
    slow = store.save

    def held(saved: SavedGame) -> Path:
        moving.wait(30)
        return slow(saved)

    monkeypatch.setattr(store, "save", held)
    steps = 0
    try:
        while not match.is_over and steps < 60:
            _advance(match)  # faster than the disk: the writes fall behind and are gathered
            steps += 1
            if steps == 10:
                moving.set()
    finally:
        moving.set()
    assert not match.is_over
    autosave.flush()
    assert store.load(autosave.saved.game_id).actions == tuple(match.game.actions)
    assert written == sorted(set(written)), "each write newer than the last"
    assert written[-1] == len(match.game.actions) and len(written) < steps


def test_a_write_under_way_is_waited_for_by_save_now(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    match, autosave = _match(store)
    written = _slow_writes(store, monkeypatch)
    _advance(match)
    _advance(match)
    assert autosave.save_now() is None  # a signal, the way out: on the disk when it returns
    assert store.load(autosave.saved.game_id).actions == tuple(match.game.actions)
    assert written[-1] == len(match.game.actions)


def test_a_move_is_known_saved_only_once_it_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the host waits for before it answers a move (so an answered move survives kill -9)."""
    store = SaveStore(tmp_path)
    match, autosave = _match(store)
    assert autosave.when_saved().done(), "nothing handed over yet: nothing to wait for"
    gate = threading.Event()
    save = store.save

    def held(saved: SavedGame) -> Path:
        gate.wait(30)  # (the test opens it at once: the bound is for a test that failed first)
        return save(saved)

    monkeypatch.setattr(store, "save", held)
    _advance(match)
    first = autosave.when_saved()
    _advance(match)
    second = autosave.when_saved()
    time.sleep(0.05)
    assert not first.done() and not second.done()
    gate.set()
    second.result(10)
    first.result(10)
    assert store.load(autosave.saved.game_id).actions == tuple(match.game.actions)
    assert autosave.when_saved().done()


def test_a_finished_game_is_filed_after_the_match_has_let_its_save_go(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match, autosave = _match(store)
    while not match.is_over:
        _advance(match)
    assert match.autosave is None  # the match is done with it; the writers are not
    autosave.flush()
    assert store.load_finished(autosave.saved.game_id).actions == tuple(match.game.actions)
    assert store.unfinished() == []


def test_a_failed_write_is_told_with_the_next_action_and_the_next_write_tries_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    match, autosave = _match(store)
    heard: list[Any] = []
    match.subscribe(heard.append)

    def full(saved: object) -> Path:
        raise OSError(28, "No space left on device", str(tmp_path))

    monkeypatch.setattr(store, "save", full)
    _advance(match)
    autosave.flush()
    _advance(match)
    failed = [event for event in heard if isinstance(event, SaveFailed)]
    assert len(failed) == 1 and "No space left on device" in failed[0].message
    monkeypatch.undo()
    autosave.flush()
    _advance(match)
    autosave.flush()
    assert autosave.error is None
    assert store.load(autosave.saved.game_id).actions == tuple(match.game.actions)


def test_the_host_saves_beside_its_loop_and_closing_writes_what_is_queued(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = Match.new(MatchSetup(SEATS, SHORT, seed=5), checker=WORDS, store=store)
    Host(match, room="r", codes={})
    autosave = match.autosave
    assert isinstance(autosave, BackgroundAutosave)
    for _step in range(5):
        _advance(match)
    game_id = autosave.saved.game_id
    match.close()
    assert store.load(game_id).actions == tuple(match.game.actions)
    store.lock(game_id).release()  # let go: another window may open it now
