"""Two quiddlers at once: twenty ``house add`` keep every word; one game open in one window only.

These run real processes: the locks are the operating system's, and a lock that only worked
inside one process would prove nothing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from saves.helpers import WORDS, played_game  # tests/ is on sys.path (pytest's rootdir insertion)

from quiddler import cli
from quiddler.dictionary.house import house_words, house_words_path
from quiddler.saves import Autosave, SavedGame, SaveError, SaveStore, reopen
from quiddler.storage import paths

from .damage import one_sentence

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ("easy", "medium", "hard", "greedy")


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}


@pytest.mark.slow
def test_twenty_house_adds_at_once_keep_every_word() -> None:
    house_words_path().write_text("# our table's words…\nnaïve\n", encoding="utf-8")
    words = [f"z{chr(97 + n // 26)}{chr(97 + n % 26)}" for n in range(20)]  # zaa, zab, …
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "quiddler", "house", "add", word],
            env=_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for word in words
    ]
    results = [(child.wait(timeout=120), *child.communicate()) for child in children]
    assert [status for status, _, _ in results] == [0] * 20, [err for _, _, err in results if err]
    assert all("Added to the house words" in out for _, out, _ in results)
    assert house_words() == set(words)
    text = house_words_path().read_text(encoding="utf-8")
    assert text.startswith("# our table's words…\nnaïve\n")  # the player's own lines, untouched
    assert sorted(text.splitlines()[2:]) == words  # each word once
    assert [name for name in os.listdir(paths.data_dir()) if name.endswith(".tmp")] == []


def _a_save() -> SavedGame:
    game = played_game(("Ann", "Bob"), seed=4, steps=10)
    saved = SavedGame.from_game(game, seats=("human", "human"), dictionary="test")
    SaveStore().save(saved)
    return saved


HOLDER = textwrap.dedent(
    """
    import sys, random
    sys.path.insert(0, sys.argv[2])
    from saves.helpers import WORDS, play
    from quiddler.saves import Autosave, SaveStore, reopen

    store = SaveStore()
    opened = reopen(store, store.load(sys.argv[1]), lambda name: WORDS, levels=())
    autosave = Autosave.resume(store, opened.saved, opened.lock)
    play(opened.game, random.Random(1), steps=6)  # six more moves, saved one by one
    autosave.update(opened.game)
    print(len(opened.game.actions), flush=True)
    sys.stdin.read()  # the game stays open until the test says so
    """
)


def test_a_game_open_in_another_process_is_refused_and_no_move_is_lost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    saved = _a_save()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, saved.game_id, str(ROOT / "tests")],
        env=_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        moves = int(holder.stdout.readline())
        assert moves == 16
        # a second window: quiddler play --resume ID, and the app's own way in
        assert cli.main(["play", "--resume", saved.game_id]) == 2
        problem = one_sentence(capsys.readouterr().err)
        assert "open in another quiddler window" in problem
        store = SaveStore()
        with pytest.raises(SaveError, match="open in another quiddler window") as refused:
            reopen(store, store.load(saved.game_id), lambda name: WORDS, levels=LEVELS)
        assert refused.value.reason == "busy"
        with pytest.raises(SaveError, match="open in another quiddler window"):
            store.remove(saved.game_id)  # nor deleted from under it
        assert len(store.load(saved.game_id).actions) == moves  # nothing of it lost
    finally:
        holder.kill()  # the hardest way out: the operating system releases the lock
        holder.wait()
    store = SaveStore()
    opened = reopen(store, store.load(saved.game_id), lambda name: WORDS, levels=LEVELS)
    assert len(opened.game.actions) == 16
    opened.lock.release()


def test_a_new_game_is_locked_from_its_first_save_and_released_when_left() -> None:
    store = SaveStore()
    game = played_game(("Ann", "Bob"), seed=2, steps=4)
    autosave = Autosave.start(store, game, seats=("human", "human"), dictionary="test")
    with pytest.raises(SaveError) as refused:
        store.lock(autosave.saved.game_id)
    assert refused.value.reason == "busy"
    autosave.close()
    store.lock(autosave.saved.game_id).release()


def test_a_finished_game_leaves_no_lock_file_behind() -> None:
    store = SaveStore()
    game = played_game(("Ann", "Bob"), seed=2, steps=4)
    autosave = Autosave.start(store, game, seats=("human", "human"), dictionary="test")
    finished = played_game(("Ann", "Bob"), seed=2, steps=None)
    autosave.update(finished)
    assert store.history() and not list(store.saves_dir.glob(".*.lock"))


CLOSING = textwrap.dedent(
    """
    import sys, random, time
    sys.path.insert(0, sys.argv[2])
    from saves.helpers import WORDS, play
    from quiddler.saves import Autosave, SaveStore, reopen

    store = SaveStore()
    opened = reopen(store, store.load(sys.argv[1]), lambda name: WORDS, levels=())
    autosave = Autosave.resume(store, opened.saved, opened.lock)
    print("open", flush=True)
    sys.stdin.readline()  # the window is closed now: its quiddler saves its last moves, then ends
    time.sleep(0.2)  # still saving as the game is reopened (which waits for it)
    play(opened.game, random.Random(1), steps=6)
    autosave.update(opened.game)
    """
)


def test_a_game_reopened_while_its_closed_window_still_saves_gets_every_move() -> None:
    """Closing a terminal and reopening the game at once: the old window may still be saving.
    The game is waited for a moment instead of refused, and its last moves are there."""
    saved = _a_save()
    closing = subprocess.Popen(
        [sys.executable, "-c", CLOSING, saved.game_id, str(ROOT / "tests")],
        env=_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert closing.stdin is not None and closing.stdout is not None
        assert closing.stdout.readline().strip() == "open"
        store = SaveStore()
        read_before = store.load(saved.game_id)  # read while the other window still has it
        assert len(read_before.actions) == 10
        with pytest.raises(SaveError, match="open in another quiddler window"):
            store.lock(saved.game_id)
        closing.stdin.write("closed\n")  # (it waited for this: the read above came first)
        closing.stdin.flush()
        opened = reopen(store, read_before, lambda name: WORDS, levels=LEVELS)
        assert len(opened.game.actions) == 16  # the moves saved after that read are not lost
        assert len(opened.saved.actions) == 16
        opened.lock.release()
    finally:
        closing.kill()
        closing.wait()
