"""The title screen's finished games: Enter on one replays it, leaving the replay comes back."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from quiddler.tui.screens.history_list import HistoryList
from quiddler.tui.screens.info import TitleScreen
from quiddler.tui.screens.replay import ReplayScreen
from tests.tui.helpers import build_app, settle
from tests.tui.test_replay import _saved
from tests.tui.test_replay_paper import _kept


async def test_enter_on_a_finished_game_replays_it_played_or_on_paper() -> None:
    saved = _saved(seed=16)
    _kept("paper5")
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("h")
        await settle(pilot)
        listed = app.screen
        assert isinstance(listed, HistoryList)
        assert "2 finished games" in str(listed.query_one("#history-title", Static).render())
        assert listed.query_one(OptionList).option_count == 2
        first, second = listed.items  # newest first (both kept within this second: either order)
        assert {first.game_id, second.game_id} == {saved.game_id, "paper5"}
        assert {first.paper, second.paper} == {True, False}
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        assert (app.screen.replay.game_id, app.screen.replay.paper) == (first.game_id, first.paper)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, HistoryList)
        await pilot.press("down", "enter")
        await settle(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        assert (replay.replay.game_id, replay.replay.paper) == (second.game_id, second.paper)
        if not second.paper:
            assert len(replay.replay.frames) == len(saved.actions) + 1
        await pilot.press("right")
        assert replay.index == 1
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("escape")  # the list, then the title screen
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen) and app.is_running


async def test_with_no_finished_game_the_title_screen_says_so() -> None:
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert any("No finished games yet" in str(note.message) for note in app._notifications)
