"""The first screen of ``quiddler play`` is the app's default screen itself, not a screen pushed
over Textual's blank one (issue 29: a pushed screen was laid out nine times before the first frame
in a terminal), and the way between the main screens keeps one main screen on the stack whichever
it started with.
"""

from __future__ import annotations

from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.dialogs import ConfirmScreen, PassScreen
from quiddler.tui.screens.info import TitleScreen
from quiddler.tui.screens.setup import SetupScreen
from quiddler.tui.screens.summary import GameOverScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import build_app, finished_game, settle, until


def main_screens(app: QuiddlerApp) -> list[str]:
    return [type(screen).__name__ for screen in app.screen_stack]


async def test_the_setup_screen_is_the_first_screen() -> None:
    # How many layouts that saves before the first frame shows only in a real terminal (the headless
    # driver resizes differently): bench/bench_startup_instructions.py counts it.
    app = build_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert main_screens(app) == ["SetupScreen"], "no blank screen under the setup screen"


async def test_from_the_setup_screen_to_the_table_and_back_keeps_one_main_screen() -> None:
    app = build_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await until(pilot, lambda: any(isinstance(screen, TableScreen) for screen in app.screen_stack))
        assert isinstance(app.screen_stack[0], TableScreen), main_screens(app)
        app.show_game_over(finished_game(("Ann", "Bob")), app.setup)
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert main_screens(app) == ["GameOverScreen"]
        await pilot.press("n")  # a new setup
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert main_screens(app) == ["SetupScreen"]


async def test_the_title_screen_is_the_first_screen_and_a_new_title_replaces_it() -> None:
    app = build_app(start="title")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        first = app.screen
        assert main_screens(app) == ["TitleScreen"]
        app.push_screen(ConfirmScreen("A question over the title?"))
        await settle(pilot)
        app.show_title()  # a dialog over it is closed, and a new title (a new count) replaces it
        await until(pilot, lambda: isinstance(app.screen, TitleScreen) and app.screen is not first)
        assert main_screens(app) == ["TitleScreen"]
        app.show_setup()
        await until(pilot, lambda: isinstance(app.screen, SetupScreen))
        await settle(pilot)
        assert main_screens(app) == ["SetupScreen"]


async def test_a_game_started_at_once_has_its_table_over_the_blank_screen() -> None:
    app = build_app(start="game")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PassScreen))
        await settle(pilot)
        assert main_screens(app) == ["Screen", "TableScreen", "PassScreen"]
        assert app.screen_stack[0].id == "_default"
