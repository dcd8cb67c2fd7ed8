"""The statistics screen, opened from the title screen: a person's figures and their chart."""

from __future__ import annotations

import random

from textual.widgets import Static
from textual_plotext import PlotextPlot

from quiddler.saves import SavedGame, SaveStore
from quiddler.stats.cache import read_digests
from quiddler.stats.tally import tally
from quiddler.tui.screens.stats import StatsScreen, read_history
from tests.saves.helpers import new_game, play

from .helpers import build_app, settle


def _keep(names: tuple[str, ...], seed: int) -> None:
    game = play(new_game(names, seed=seed), random.Random(seed), None, go_out_chance=0.3)
    SaveStore().finish(SavedGame.from_game(game, seats=("human",) * len(names), dictionary="test"))


def test_the_rating_over_time_has_one_point_per_game_of_the_person() -> None:
    for seed in range(4):
        _keep(("Ann", "Bob") if seed % 2 else ("ann", "Cy", "Bob"), seed)
    history = read_history()
    assert [person.name.casefold() for person in history.people][:2] == ["ann", "bob"]
    people = tally(read_digests().games)
    for person in history.people:
        points = history.over_time[person.key]
        assert len(points) == people[person.key].games
        assert sum(total for total, _mu in points) == people[person.key].points
        assert points[-1][1] == history.ratings[person.key].mu  # the last point is the rating now


async def test_t_on_the_title_screen_opens_the_statistics_and_arrows_choose_the_person() -> None:
    for seed in range(3):
        _keep(("Ann", "Bob"), seed)
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        title = screen.query_one("#stats-title", Static)
        first = str(title.render())
        assert first.split(" — ")[0] in {"Ann", "Bob"} and "rating" in first
        assert "3 games" in str(screen.query_one("#stats-figures", Static).render())
        assert screen.query_one("#stats-chart", PlotextPlot).display
        await pilot.press("right")
        await pilot.pause()
        assert str(title.render()).split(" — ")[0] != first.split(" — ")[0]
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, StatsScreen)
