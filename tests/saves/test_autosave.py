"""Autosave: the app's three calls keep the file equal to the game after every action."""

from __future__ import annotations

import errno
import random

from quiddler.saves import Autosave, SaveStore

from .helpers import WORDS, new_game, random_action

SEATS = ("human", "bot:hard", "human")


def test_a_whole_game_saved_after_every_action_ends_in_the_history(store: SaveStore) -> None:
    game = new_game(seed=12)
    autosave = Autosave.start(store, game, seats=SEATS, dictionary="en")
    assert store.load(autosave.saved.game_id).actions == ()  # resumable before the first move
    rng = random.Random(12)
    steps = 0
    while not game.is_over:
        game.apply(random_action(game, rng))
        assert autosave.update(game) is None
        steps += 1
        if steps % 25 == 0:  # at any moment the file on disk is this very game
            assert store.restore(store.load(autosave.saved.game_id), WORDS).snapshot() == game.snapshot()
    assert store.unfinished() == []
    [finished] = store.history()
    assert finished.game_id == autosave.saved.game_id
    assert finished.progress.totals == game.totals
    assert finished.restore(WORDS).snapshot() == game.snapshot()
    assert list(store.saves_dir.iterdir()) == []


def test_resume_keeps_updating_the_same_file(store: SaveStore) -> None:
    game = new_game(seed=3)
    rng = random.Random(3)
    first = Autosave.start(store, game, seats=SEATS, dictionary="en")
    for _ in range(10):
        game.apply(random_action(game, rng))
        first.update(game)
    [listed] = store.unfinished()
    resumed_game = store.restore(store.load(listed.game_id), WORDS)
    again = Autosave.resume(store, listed)
    for _ in range(10):
        resumed_game.apply(random_action(resumed_game, rng))
        again.update(resumed_game)
    [listed] = store.unfinished()
    assert listed.game_id == first.saved.game_id
    assert listed.created == first.saved.created
    assert len(listed.actions) == 20


def test_a_full_disk_never_ends_the_game(store: SaveStore, monkeypatch) -> None:
    game = new_game(seed=5)
    rng = random.Random(5)
    autosave = Autosave.start(store, game, seats=SEATS, dictionary="en")
    path = store.saves_dir / f"{autosave.saved.game_id}.json"

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    with monkeypatch.context() as patch:
        patch.setattr(SaveStore, "save", full)
        game.apply(random_action(game, rng))
        message = autosave.update(game)
    assert message == (
        f"The game could not be saved (No space left on device: {path}); it will be tried again."
    )
    assert autosave.error == message
    game.apply(random_action(game, rng))
    assert autosave.update(game) is None  # the disk has room again: saved, error cleared
    assert autosave.error is None
    assert len(store.load(autosave.saved.game_id).actions) == 2


def test_save_now_is_what_the_signal_handler_calls(store: SaveStore) -> None:
    game = new_game(seed=8)
    autosave = Autosave.start(store, game, seats=SEATS, dictionary="en", save=False)
    assert store.unfinished() == []
    assert autosave.save_now() is None
    assert [saved.game_id for saved in store.unfinished()] == [autosave.saved.game_id]
