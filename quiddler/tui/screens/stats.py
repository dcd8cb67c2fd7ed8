"""The statistics screen, from the title screen: a person's figures and, in a chart, their game
totals and rating over time (textual-plotext: plotext's charts as a Textual widget).

← → choose the person (the people of the history, most games first); Esc or q goes back. The
figures are ``quiddler stats``'s own (:mod:`quiddler.stats`), read in a worker when the screen
opens; the rating line is the person's rating after each of their games, in the order the
ratings are computed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Static

from quiddler.i18n import N_, _
from quiddler.stats.digest import GameDigest
from quiddler.stats.ratings import Rating, key_of, rate
from quiddler.stats.tally import PersonStats, tally
from quiddler.stats.view import person_lines
from quiddler.tui.screens.base import RoomyScreen

__all__ = ["StatsScreen", "History", "read_history", "game_ticks"]


@dataclass
class History:
    """What the screen shows: the people, their figures, ratings now and over time."""

    people: list[PersonStats] = field(default_factory=list)
    ratings: dict[str, Rating] = field(default_factory=dict)
    #: person key -> [(their game total, their rating mu after it)], oldest first
    over_time: dict[str, list[tuple[int, float]]] = field(default_factory=dict)


def read_history() -> History:
    """Everything the screen shows, from the history (see :mod:`quiddler.stats.cache`)."""
    from quiddler.stats.cache import read_digests

    games = read_digests().games
    history = History()

    def after(game: GameDigest, ratings: object) -> None:
        assert isinstance(ratings, dict)
        for seat in game.seats:
            if seat.kind == "human":
                key = key_of(seat)
                history.over_time.setdefault(key, []).append((seat.total, ratings[key][0]))

    history.ratings = rate(games, after_each=after)
    people = tally(games)
    history.people = sorted(people.values(), key=lambda person: (-person.games, person.name.casefold()))
    return history


def game_ticks(games: int, most: int = 6) -> list[int]:
    """Where the chart's game axis is marked: whole games only (1, 2, 3…; never "1.50 games"),
    at most ``most`` of them, the first and the last game always among them."""
    if games <= most:
        return list(range(1, games + 1))
    step = -(-(games - 1) // (most - 1))  # ceiling: at most `most` marks
    marks = list(range(1, games, step))
    if games - marks[-1] < step / 2:
        marks.pop()  # too close to the last game's mark
    return [*marks, games]


class StatsScreen(RoomyScreen[None]):
    """One person's statistics and chart at a time."""

    DEFAULT_CSS = """
    StatsScreen { padding: 0 1; }
    #stats-title { height: 1; text-style: bold; color: $accent; }
    #stats-figures { height: auto; }
    #stats-chart { height: 1fr; min-height: 7; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "person(1)", N_("Next player")),
        Binding("left", "person(-1)", N_("Previous player")),
        Binding("escape,q", "app.pop_screen", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.history: History | None = None
        self.chosen = 0

    def compose(self) -> ComposeResult:
        from textual_plotext import PlotextPlot  # imported here: only this screen draws charts

        yield Static(_("Statistics"), id="stats-title")
        yield Static(_("Reading the finished games…"), id="stats-figures")
        yield PlotextPlot(id="stats-chart")
        yield Footer()

    def on_mount(self) -> None:
        self._read(self.app)

    @work(thread=True, exclusive=True, group="stats-read")
    def _read(self, app: object) -> None:
        history = read_history()
        self.app.call_from_thread(self._show_history, history)

    def _show_history(self, history: History) -> None:
        self.history = history
        self.refresh_bindings()
        self.show()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """← → are shown, and work, only when there is another person to turn to."""
        if action == "person":
            return self.history is not None and len(self.history.people) > 1
        return True

    def action_person(self, delta: int) -> None:
        if self.history and self.history.people:
            self.chosen = (self.chosen + delta) % len(self.history.people)
            self.show()

    def show(self) -> None:
        from textual_plotext import PlotextPlot

        history = self.history
        figures = self.query_one("#stats-figures", Static)
        chart = self.query_one("#stats-chart", PlotextPlot)
        if history is None or not history.people:
            figures.update(
                _("No finished games with a person at the table yet: play one with 'quiddler play'.")
            )
            chart.display = False
            return
        person = history.people[self.chosen]
        title, *lines = person_lines(person, history.ratings.get(person.key), history.ratings)
        self.query_one("#stats-title", Static).update(Text(title))
        figures.update(Text("\n".join(lines)))
        points = history.over_time.get(person.key, [])
        chart.display = True
        plt = chart.plt
        plt.clear_data()
        plt.clear_figure()
        numbers = list(range(1, len(points) + 1))
        plt.plot(numbers, [total for total, _mu in points], label=_("game total"), marker="braille")
        plt.plot(numbers, [mu for _total, mu in points], label=_("rating"), marker="braille", yside="right")
        marks = game_ticks(len(numbers))
        plt.xticks([float(mark) for mark in marks], [str(mark) for mark in marks])
        plt.xlabel(_("games"))
        chart.refresh()
