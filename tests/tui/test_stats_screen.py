"""The statistics screen, opened from the title screen: a person's figures and their chart."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from textual.pilot import Pilot
from textual.widgets import Static
from textual_plotext import PlotextPlot

from quiddler.saves import SavedGame, SaveStore
from quiddler.stats.cache import read_digests
from quiddler.stats.tally import tally
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.stats import StatsScreen, game_ticks, read_history
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


async def open_statistics(app: QuiddlerApp, pilot: Pilot[None]) -> StatsScreen:
    """From the title screen: ``t`` opens the statistics screen, which is returned."""
    await settle(pilot)
    await pilot.press("t")
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, StatsScreen)
    return screen


async def test_t_on_the_title_screen_opens_the_statistics_and_arrows_choose_the_person() -> None:
    for seed in range(3):
        _keep(("Ann", "Bob"), seed)
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_statistics(app, pilot)
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


async def test_the_screen_shows_every_figure_quiddler_stats_prints() -> None:
    """The guide promises the command's figures on the screen; it used to leave out the wins by
    table size, the best round and game, going out first, the challenges, the points lost to
    unused cards and the record against each computer level."""
    from quiddler.commands.stats import format_person
    from quiddler.stats.cache import cached_ratings

    for seed in range(3):
        _keep(("Ann", "Bob"), seed)
    games = read_digests().games
    people, ratings = tally(games), cached_ratings(games)
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_statistics(app, pilot)
        for _person in range(2):
            title = str(screen.query_one("#stats-title", Static).render())
            person = next(p for p in people.values() if title.startswith(p.name + " "))
            printed = format_person(person, ratings.get(person.key), ratings).splitlines()
            shown = str(screen.query_one("#stats-figures", Static).content).splitlines()
            assert title == printed[0]
            assert shown == [line.strip() for line in printed[1:]]
            assert any(line.startswith("best round ") for line in shown)
            await pilot.press("right")
            await pilot.pause()


async def test_with_one_person_the_arrows_are_not_offered() -> None:
    game = play(new_game(("Ann", "Rex"), seed=1), random.Random(1), None, go_out_chance=0.3)
    SaveStore().finish(SavedGame.from_game(game, seats=("human", "bot:easy"), dictionary="test"))
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_statistics(app, pilot)
        assert [person.name for person in read_history().people] == ["Ann"]
        assert screen.check_action("person", (1,)) is False
        assert screen.check_action("app.pop_screen", ()) is True


@given(st.integers(min_value=1, max_value=5000))
def test_the_game_axis_is_marked_at_whole_games_only(games: int) -> None:
    """One game drew marks at 0.50, 0.75, 1.00, 1.25 and 1.50 games; three games at 1.50 and 2.50."""
    marks = game_ticks(games)
    assert all(isinstance(mark, int) for mark in marks)
    assert marks[0] == 1 and marks[-1] == games
    assert marks == sorted(set(marks)) and len(marks) <= 6
    assert len(marks) == min(games, 6) or games > 6
