"""Autosave and resume in the app: the same game comes back, bad saves never stop a new game.

Every test plays in its own data folder (tests/conftest.py); two apps made one after the other on
that folder are "closing quiddler and starting it again".
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from saves.helpers import random_action  # tests/ is on sys.path (pytest's rootdir insertion)
from textual.widgets import DataTable, OptionList

from quiddler import cli
from quiddler.engine import Game, Phase, WordSet
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import RuleOptions
from quiddler.saves import SavedGame, SaveStore
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.dialogs import ConfirmScreen, PassScreen
from quiddler.tui.screens.info import TitleScreen
from quiddler.tui.screens.resume import ResumeScreen
from quiddler.tui.screens.setup import SetupScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.cards import HandView, PileView

from .helpers import WORDS, build_app, burst, plain_move, settle

SHORT = RuleOptions(hand_sizes=(3, 4, 5), name="short-test")


class Notes:
    """Records what the app told the players (every toast), to check the one clear sentence."""

    def __init__(self, app: QuiddlerApp) -> None:
        self.said: list[str] = []
        original = app.notify

        def notify(message: str, **options: Any) -> None:
            self.said.append(str(message))
            original(message, **options)

        app.notify = notify  # type: ignore[method-assign]


async def start_new_game(app: QuiddlerApp, pilot: Any) -> TableScreen:
    """From the setup screen: Enter deals; returns the table."""
    await settle(pilot)
    assert isinstance(app.screen, SetupScreen)
    await pilot.press("enter")
    await settle(pilot)
    table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
    return table


async def play_turns_by_keys(app: QuiddlerApp, pilot: Any, turns: int) -> None:
    """Plain turns by keys: Enter on the pass screen, d to draw, x to discard the ▲ card."""
    done = 0
    while done < turns:
        if isinstance(app.screen, PassScreen):
            await pilot.press("enter")
        else:
            table = app.screen
            assert isinstance(table, TableScreen)
            await pilot.press("d" if table.game.phase is Phase.DRAW else "x")
            if table.game.phase is Phase.DRAW:
                done += 1
        await settle(pilot)


def play_through_the_table(table: TableScreen, actions: int, seed: int = 3, *, rounds: int = 99) -> None:
    """Random legal actions through the table's own ``apply`` (the path every key takes), so the
    autosave hook runs for each; dialogs are not opened, play just goes on (to ``rounds`` at most)."""
    rng = random.Random(seed)
    for _ in range(actions):
        if table.game.is_over or table.game.round >= rounds:
            break
        assert table.apply(random_action(table.game, rng, go_out_chance=0.5), advance=False) is not None


def what_the_table_shows(table: TableScreen) -> dict[str, Any]:
    """The hand, piles and score rows on screen (the widgets' content, not the engine's)."""
    scores = table.query_one("#scores", DataTable)
    rows = [tuple(str(cell) for cell in scores.get_row_at(row)) for row in range(scores.row_count)]
    draw = table.query_one("#draw-pile", PileView)
    discard = table.query_one("#discard-pile", PileView)
    hand = table.query_one("#hand", HandView)
    return {
        "hand": hand.cards if not hand.hidden else None,
        "draw": draw.count,
        "discard": discard.top,
        "scores": [(row[0].lstrip("▶ ").strip(), row[1].strip()) for row in rows],
        "status": str(table.query_one("#status").render()),
    }


async def test_a_game_played_by_keys_resumes_with_the_same_hand_scores_and_piles() -> None:
    first = build_app(("Ann", "Bob"))
    async with first.run_test(size=(120, 40)) as pilot:
        table = await start_new_game(first, pilot)
        await play_turns_by_keys(first, pilot, 3)
        if isinstance(first.screen, PassScreen):
            await pilot.press("enter")
            await settle(pilot)
        before = table.game.snapshot()
        shown_before = what_the_table_shows(table)
        assert shown_before["hand"] is not None and len(table.game.actions) == 6

    second = build_app(("Ann", "Bob"))
    async with second.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(second.screen, ResumeScreen)  # the offer, over the setup screen
        offered = str(second.screen.query_one(OptionList).get_option_at_index(0).prompt)
        assert offered.startswith("Ann 0, Bob 0 · round 1 of 8")
        await pilot.press("enter")
        await settle(pilot)
        # two people at the table: the keyboard is passed before a hand is shown
        assert isinstance(second.screen, PassScreen)
        resumed = next(screen for screen in second.screen_stack if isinstance(screen, TableScreen))
        assert resumed.query_one("#hand", HandView).hidden
        await pilot.press("enter")
        await settle(pilot)
        assert resumed.game.snapshot() == before
        assert what_the_table_shows(resumed) == shown_before


async def test_scores_and_later_rounds_come_back_exactly() -> None:
    first = build_app(("Ann", "Bob", "Cy"), rules=SHORT, seed=11)
    async with first.run_test(size=(120, 40)) as pilot:
        table = await start_new_game(first, pilot)
        play_through_the_table(table, 200, rounds=2)
        assert table.game.round >= 1 and any(table.game.totals)
        before = table.game.snapshot()
        totals = [
            (name, str(total)) for name, total in zip(table.game.players, table.game.totals, strict=True)
        ]
        game_id = first.saved_game_id
    assert game_id is not None

    saved = SaveStore().load(game_id)
    second = build_app(("Ann", "Bob", "Cy"), rules=SHORT)  # the setup offered does not matter
    async with second.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(second.screen, ResumeScreen)
        await pilot.press("escape")  # a new game instead, for now
        await settle(pilot)
        second.resume_game(saved)
        await settle(pilot)
        resumed = next(screen for screen in second.screen_stack if isinstance(screen, TableScreen))
        assert resumed.game.snapshot() == before
        assert resumed.setup.names == ("Ann", "Bob", "Cy") and resumed.setup.rules == SHORT
        assert what_the_table_shows(resumed)["scores"] == totals
        # and it goes on being saved in the same file
        play_through_the_table(resumed, 3, seed=5)
        assert SaveStore().load(game_id).actions == tuple(resumed.game.actions)


async def test_play_resume_opens_the_game_at_once() -> None:
    first = build_app(("Ann", "Bob"))
    async with first.run_test(size=(120, 40)) as pilot:
        table = await start_new_game(first, pilot)
        await play_turns_by_keys(first, pilot, 2)
        before = table.game.snapshot()

    from quiddler.commands.play import find_saved_game

    saved, problems = find_saved_game("latest")
    assert problems == []
    second = build_app(("Someone", "Else"))
    second.deps.resume = saved
    async with second.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        resumed = next(screen for screen in second.screen_stack if isinstance(screen, TableScreen))
        assert resumed.game.snapshot() == before
        assert resumed.game.players == ("Ann", "Bob")


async def test_computer_seats_are_rebuilt_from_their_kinds() -> None:
    made: list[tuple[str, int]] = []

    class Bot:
        def act(self, view: Any) -> Any:
            return plain_move(view)

        def challenges(self, view: Any) -> tuple[int, ...]:
            return ()

    def factory(level: str, seed: int, checker: WordChecker) -> Bot:
        made.append((level, seed))
        return Bot()

    first = build_app(("Ann", "Hal"), kinds={1: "bot:hard"}, bot_factory=factory, seed=5)
    async with first.run_test(size=(120, 40)) as pilot:
        table = await start_new_game(first, pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("x")
        await settle(pilot)  # the computer plays its turn
        before = table.game.snapshot()
    assert made == [("hard", 6)]

    second = build_app(("Ann", "Bob"), bot_factory=factory)
    async with second.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        resumed = next(screen for screen in second.screen_stack if isinstance(screen, TableScreen))
        assert set(resumed.bots) == {1}
        assert made == [("hard", 6), ("hard", 6)]  # the same level and seed as the first time
        assert resumed.game.snapshot() == before
        assert "Hal*" in [str(row[0]).lstrip("▶ ").strip() for row in _score_rows(resumed)]


def _score_rows(table: TableScreen) -> list[tuple[Any, ...]]:
    scores = table.query_one("#scores", DataTable)
    return [tuple(scores.get_row_at(row)) for row in range(scores.row_count)]


async def test_a_finished_game_goes_to_the_history_and_is_not_offered() -> None:
    app = build_app(("Ann", "Bob"), rules=RuleOptions(hand_sizes=(3,), name="one-round"))
    async with app.run_test(size=(120, 40)) as pilot:
        table = await start_new_game(app, pilot)
        play_through_the_table(table, 400)
        assert table.game.is_over
        assert app.saved_game_id is None
    store = SaveStore()
    assert store.unfinished() == []
    [finished] = store.history()
    assert finished.players == ("Ann", "Bob") and finished.finished

    again = build_app(("Ann", "Bob"))
    async with again.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, SetupScreen)  # nothing to offer


def _write_save(text: str, game_id: str = "20260101-000000-abcdef") -> Path:
    store = SaveStore()
    store.saves_dir.mkdir(parents=True, exist_ok=True)
    path = store.saves_dir / f"{game_id}.json"
    path.write_text(text, encoding="utf-8")
    return path


def _save_of_a_game_in_progress(seed: int = 7, actions: int = 4) -> tuple[str, Path]:
    """An unfinished game saved as the app saves one (made without the app, to keep tests quick)."""
    game = Game.new(["Ann", "Bob"], checker=WordSet(WORDS), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(random_action(game, rng, go_out_chance=0))
    store = SaveStore()
    saved = SavedGame.from_game(game, seats=("human", "human"), dictionary="test")
    return saved.game_id, store.save(saved)


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda text: text[: len(text) // 2], "not valid JSON"),
        (lambda text: text.replace('"version": 1', '"version": 99'), "newer quiddler"),
        (lambda text: text.replace('"totals": [0, 0]', '"totals": [500, 0]'), "edited by hand"),
    ],
    ids=["corrupt", "newer", "hand-edited"],
)
async def test_a_bad_save_is_one_message_set_aside_and_a_new_game_starts(damage: Any, words: str) -> None:
    game_id, path = _save_of_a_game_in_progress()
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")

    app = build_app(("Ann", "Bob"))
    notes = Notes(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        if isinstance(app.screen, ResumeScreen):  # a hand edit is only caught by the replay
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        [message] = [said for said in notes.said if game_id in said]
        assert words in message and "moved aside" in message
        assert not path.exists()
        assert [moved.name.startswith(game_id + ".") for moved in path.parent.iterdir()] == [True]
        table = await start_new_game(app, pilot)
        assert table.game.actions == []
        assert app.saved_game_id not in (None, game_id)


async def test_title_screen_offers_to_continue_and_a_game_can_be_deleted_after_a_yes() -> None:
    _save_of_a_game_in_progress(seed=1)
    _save_of_a_game_in_progress(seed=2)
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert "Continue a game (2 saved)" in str(
            app.screen.query_one(OptionList).get_option_at_index(0).prompt
        )
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, ResumeScreen)
        assert app.screen.query_one(OptionList).option_count == 2
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")  # no: nothing is deleted
        await settle(pilot)
        assert len(SaveStore().unfinished()) == 2
        await pilot.press("d")
        await pilot.press("y")
        await settle(pilot)
        assert len(SaveStore().unfinished()) == 1
        assert app.screen.query_one(OptionList).option_count == 1
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert "Continue a game (1 saved)" in str(
            app.screen.query_one(OptionList).get_option_at_index(0).prompt
        )
        await pilot.press("enter")  # the first option: continue
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert any(isinstance(screen, TableScreen) for screen in app.screen_stack)


async def test_keys_sent_in_one_burst_delete_the_game_they_moved_to() -> None:
    """↓ d y sent at once (a paste, ``tmux send-keys Down d y``): the second game is deleted, not
    the first; d reads the highlight only after the ↓ before it, and the y reaches the question."""
    _save_of_a_game_in_progress(seed=1)
    _save_of_a_game_in_progress(seed=2)
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        resume = app.screen
        assert isinstance(resume, ResumeScreen)
        newest, second = (saved.game_id for saved in resume.games)
        burst(app, "down", "d", "y")
        for _ in range(10):
            await pilot.pause()
        assert app.screen is resume
        left = [saved.game_id for saved in SaveStore().unfinished()]
        assert second not in left and left == [newest]
        assert [saved.game_id for saved in resume.games] == [newest]
        assert resume.query_one(OptionList).option_count == 1


async def test_keys_sent_after_a_yes_in_the_same_burst_are_not_lost() -> None:
    """d y ↓ d y at once deletes two games, as typed slowly: the keys after the first y reach the
    list again once the question has closed, instead of going to the question on its way out."""
    for seed in (1, 2, 3):
        _save_of_a_game_in_progress(seed=seed)
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        resume = app.screen
        assert isinstance(resume, ResumeScreen)
        newest, second, oldest = (saved.game_id for saved in resume.games)
        burst(app, "d", "y", "down", "d", "y")
        for _ in range(15):
            await pilot.pause()
        assert app.screen is resume
        left = [saved.game_id for saved in SaveStore().unfinished()]
        assert newest not in left and oldest not in left and left == [second]
        assert [saved.game_id for saved in resume.games] == [second]


async def test_enter_sent_right_after_d_answers_no_as_the_question_offers() -> None:
    """d Enter at once: the Enter reaches the question d opened, whose No is in focus, so nothing
    is deleted (it once reached the list first and pressed the question's Yes on its way back)."""
    _save_of_a_game_in_progress(seed=1)
    _save_of_a_game_in_progress(seed=2)
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        resume = app.screen
        assert isinstance(resume, ResumeScreen)
        burst(app, "d", "enter")
        for _ in range(10):
            await pilot.pause()
        assert app.screen is resume
        assert len(SaveStore().unfinished()) == 2 and len(resume.games) == 2


async def test_quitting_says_the_game_is_saved() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(120, 40)) as pilot:
        await start_new_game(app, pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "It is saved" in app.screen.question and "--resume" in app.screen.question
        await pilot.press("y")
        await settle(pilot)
    assert len(SaveStore().unfinished()) == 1


async def test_a_save_that_cannot_be_written_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    app = build_app(("Ann", "Bob"))
    app.store = SaveStore(blocked)
    notes = Notes(app)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await start_new_game(app, pilot)
        await play_turns_by_keys(app, pilot, 2)
        assert len(table.game.actions) >= 4
        assert len([said for said in notes.said if "could not be saved" in said]) == 1
        assert app.saved_game_id is None
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert "could not be saved" in app.screen.question  # type: ignore[attr-defined]


def test_resume_with_nothing_to_resume_is_one_sentence_and_status_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["play", "--resume"]) == 2
    err = capsys.readouterr().err
    assert "no unfinished game" in err and err.count("\n") == 1


def test_resume_of_an_unknown_id_is_one_sentence_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--resume", "20990101-000000-000000"]) == 2
    err = capsys.readouterr().err
    assert "no unfinished game with the id '20990101-000000-000000'" in err and err.count("\n") == 1
    assert cli.main(["play", "--resume", "../etc/passwd"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_resume_of_a_corrupt_save_is_one_sentence_and_the_file_is_moved_aside(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = _write_save("{ not json")
    assert cli.main(["play", "--resume", path.stem]) == 2
    err = capsys.readouterr().err
    assert "moved aside" in err and err.count("\n") == 1
    assert not path.exists()


def test_resume_latest_skips_a_bad_save_and_says_so_once() -> None:
    from quiddler.commands.play import find_saved_game

    good, _ = _save_of_a_game_in_progress()
    bad = _write_save("{ not json", game_id="20990101-000000-abcdef")  # newer by its id, but broken
    saved, problems = find_saved_game("latest")
    assert saved.game_id == good
    [problem] = problems  # shown in the app as a notification
    assert bad.stem in problem and "moved aside" in problem and not bad.exists()


def test_resume_does_not_mix_with_setup_flags(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--resume", "--players", "Ann,Bob"]) == 2
    assert "--players" in capsys.readouterr().err


def test_play_list_shows_ids_and_summaries(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--list"]) == 0
    assert "No unfinished games." in capsys.readouterr().out
    game_id, _ = _save_of_a_game_in_progress()
    assert cli.main(["play", "--list"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(game_id) and "Ann 0, Bob 0 · round 1 of 8" in out
