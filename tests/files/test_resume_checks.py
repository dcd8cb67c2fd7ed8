"""``quiddler play --resume`` checks everything before a screen opens: moves that do not replay, a
computer level this quiddler does not have, a dictionary that cannot be opened, a game open in
another window. Each is one sentence and exit status 2, as docs/guide.md promises; a save that can
never be played here is moved aside, one that only waits for its dictionary is kept."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from saves.helpers import random_action  # tests/ is on sys.path (pytest's rootdir insertion)
from tui.helpers import WORDS, build_app, settle
from tui.test_resume import Notes

from quiddler import cli
from quiddler.engine import Game, WordSet
from quiddler.saves import Reopened, SavedGame, SaveStore
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.resume import ResumeScreen
from quiddler.tui.screens.setup import SetupScreen

from .damage import moved_copies, one_sentence


def _save(*, seats: tuple[str, ...] = ("human", "human"), dictionary: str = "en") -> tuple[str, Path]:
    game = Game.new(["Ann", "Bob"], checker=WordSet(WORDS), seed=7)
    rng = random.Random(7)
    for _ in range(6):
        game.apply(random_action(game, rng, go_out_chance=0))  # no word laid: any dictionary replays it
    saved = SavedGame.from_game(game, seats=seats, dictionary=dictionary)
    return saved.game_id, SaveStore().save(saved)


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _another_card(card: str) -> str:
    """A card that was not the one discarded (so not in that hand, most likely)."""
    return "qu" if card != "qu" else "z"


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What ``play --resume`` handed to the app (the app itself does not run in these tests)."""
    handed: list[Any] = []

    def run(self: QuiddlerApp) -> None:
        handed.append(self.deps.resume)

    monkeypatch.setattr(QuiddlerApp, "run", run)
    return handed


def test_a_save_that_resumes_is_reopened_and_locked_before_the_app_starts(opened: list[Any]) -> None:
    game_id, _ = _save()
    assert cli.main(["play", "--resume", game_id]) == 0
    [reopened] = opened
    assert isinstance(reopened, Reopened) and reopened.lock.held
    assert len(reopened.game.actions) == 6
    reopened.lock.release()


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda d: d["progress"].update(totals=[500, 0]), "edited by hand"),
        (
            lambda d: d["actions"][1].update(card="qu" if d["actions"][1]["card"] != "qu" else "z"),
            "do not replay",
        ),
        (
            lambda d: d.update(seats=["human", "bot:godlike"]),
            "computer level this quiddler does not have ('godlike')",
        ),
    ],
    ids=["scores-edited", "moves-edited", "unknown-computer-level"],
)
def test_a_save_that_cannot_be_played_here_is_moved_aside_with_status_2(
    change: Any, said: str, opened: list[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    game_id, path = _save()
    _edit(path, change)
    assert cli.main(["play", "--resume", game_id]) == 2
    problem = one_sentence(capsys.readouterr().err)
    assert said in problem and "moved aside" in problem and game_id in problem
    assert not path.exists() and len(moved_copies(path)) == 1
    assert opened == []  # no screen opened
    assert cli.main(["play", "--list"]) == 0 and "No unfinished games." in capsys.readouterr().out


def test_a_save_whose_dictionary_is_missing_is_kept_with_status_2(
    tmp_path: Path, opened: list[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    word_list = tmp_path / "our-words.txt"
    game_id, path = _save(dictionary=f"file:{word_list}")
    assert cli.main(["play", "--resume", game_id]) == 2
    problem = one_sentence(capsys.readouterr().err)
    assert "our-words.txt" in problem and "the game is kept" in problem
    assert path.exists() and moved_copies(path) == []
    word_list.write_text("quiz\nzax\n", encoding="utf-8")  # the list is back: the game resumes
    assert cli.main(["play", "--resume", game_id]) == 0
    opened[0].lock.release()


async def test_the_app_says_why_a_chosen_game_cannot_be_resumed() -> None:
    game_id, path = _save(seats=("human", "bot:godlike"), dictionary="test")
    app = build_app()
    notes = Notes(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
    [message] = [said for said in notes.said if game_id in said]
    assert "godlike" in message and "moved aside" in message
    assert not path.exists()


async def test_the_app_refuses_a_game_open_in_another_window() -> None:
    game_id, path = _save(dictionary="test")
    elsewhere = SaveStore().lock(game_id)  # another quiddler holds it (an OS lock: per open file)
    try:
        app = build_app()
        notes = Notes(app)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, SetupScreen)
        [message] = [said for said in notes.said if game_id in said]
        assert "open in another quiddler window" in message
        assert path.exists()
    finally:
        elsewhere.release()


async def test_a_game_open_in_another_window_is_not_deleted_from_under_it() -> None:
    game_id, path = _save(dictionary="test")
    elsewhere = SaveStore().lock(game_id)
    try:
        app = build_app()
        notes = Notes(app)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, ResumeScreen)
            await pilot.press("d")
            await settle(pilot)
            await pilot.press("y")
            await settle(pilot)
            assert isinstance(app.screen, ResumeScreen)  # still offered: it is still there
        assert any("open in another quiddler window" in said for said in notes.said)
        assert path.exists()
    finally:
        elsewhere.release()
