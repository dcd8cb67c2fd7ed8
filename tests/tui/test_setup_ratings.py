"""The setup screen gives each seated player's rating (issue 32), and nothing on a first launch."""

from __future__ import annotations

import random

from textual.widgets import Input, Static

from quiddler.saves import SavedGame, SaveStore
from quiddler.stats.view import current_ratings
from quiddler.tui.screens.setup import SetupScreen
from tests.saves.helpers import new_game, play

from .helpers import build_app, settle


def _keep(names: tuple[str, ...], seats: tuple[str, ...], seed: int) -> None:
    game = play(new_game(names, seed=seed), random.Random(seed), None, go_out_chance=0.3)
    SaveStore().finish(SavedGame.from_game(game, seats=seats, dictionary="test"))


async def test_no_ratings_line_without_a_history() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert not app.screen.query_one("#seat-ratings", Static).display


async def test_the_ratings_follow_the_names_typed() -> None:
    for seed in range(3):
        _keep(("Ann", "Bob"), ("human", "human"), seed)
    expected = current_ratings()
    ann, bob = expected.of("ann"), expected.of("bob")
    assert ann is not None and bob is not None
    app = build_app(("ANN", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        shown = screen.query_one("#seat-ratings", Static)
        assert shown.display
        text = str(shown.render())
        assert text == f"Ratings: ANN {ann.short()} · Bob {bob.short()}"
        screen.query_one("#name-0", Input).value = "Zoe"  # never played: left out
        await settle(pilot)
        text = str(shown.render())
        assert text == f"Ratings: Bob {bob.short()}"


def test_a_long_ratings_line_breaks_between_players_never_inside_a_rating() -> None:
    """Left to the screen's wrapping, "Cy 25.2 ±" ended a line and "16.1" began the next."""
    from quiddler.tui.screens.setup_ratings import ratings_line

    names = ("Ann", "Zoë", "Cy", "Di", "Bob", "Ed")
    for seed in range(4):
        _keep(names, ("human",) * len(names), seed)
    ratings = current_ratings()
    seats = [(name, None) for name in names]
    whole = ratings_line(ratings, seats)
    assert "\n" not in whole and len(whole) > 76
    for width in (40, 60, 76):
        lines = ratings_line(ratings, seats, width=width).splitlines()
        assert len(lines) > 1 and all(len(line) <= width for line in lines)
        assert " ".join(lines) == whole
        for line in lines:
            for part in line.removeprefix("Ratings: ").strip(" ·").split(" · "):
                name, rating = part.split(" ", 1)
                assert name in names and rating == ratings.of(name).short()  # type: ignore[union-attr]
