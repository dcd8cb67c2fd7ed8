"""What is always at hand: title, rules, keys, look-up, quitting, and the too-small notice."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from textual.widgets import Input, Markdown, Static

from quiddler.match.remembered import load_remembered
from quiddler.tui.screens.dialogs import ConfirmScreen, LookupScreen, PassScreen
from quiddler.tui.screens.info import HelpScreen, RulesScreen, TitleScreen
from quiddler.tui.screens.setup import SetupScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.panels import TooSmall

from .helpers import build_app, settle, text_of


async def test_title_screen_leads_to_setup_and_rules() -> None:
    app = build_app(start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        rules = app.screen.query_one(Markdown)
        assert "How to play Quiddler" in rules.source and "118 cards" in rules.source
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("enter")  # "Play a game" is highlighted first
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)


async def test_setup_refuses_two_players_with_one_name_in_a_sentence() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        app.screen.query_one("#name-1", Input).value = "ann"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        assert "Two players have the same name" in text_of(app, "#setup-error")


async def test_setup_is_remembered_for_next_time(tmp_path: Path) -> None:
    app = build_app(("Ann", "Bob", "Cy"), data_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
    remembered = load_remembered(tmp_path)
    assert remembered is not None
    assert remembered.names == ("Ann", "Bob", "Cy")
    assert remembered.seed is None


async def test_ctrl_q_asks_before_leaving_a_game_in_progress() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        await pilot.press("ctrl+c")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
    assert app.return_code == 0


async def test_help_and_look_up_between_turns() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        await pilot.press("l")  # between turns: allowed
        await settle(pilot)
        assert isinstance(app.screen, LookupScreen)
        await pilot.press("q", "u", "i", "z", "enter")
        await settle(pilot)
        assert "✓ QUIZ is allowed: 25 points, QU·I·Z" in text_of(app, "#lookup-result")
        await pilot.press("x", "q", "z", "enter")
        await settle(pilot)
        assert "✗ XQZ is not allowed: not in the dictionary" in text_of(app, "#lookup-result")
        await pilot.press("escape", "enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("l")  # on your own turn: not allowed, and said so
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert text_of(app, "#message").startswith("✗ It is your turn: the dictionary is for players")
        assert isinstance(app.screen, TableScreen)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        console = Console(width=70)
        with console.capture() as shown:
            console.print(app.screen.query_one("#help-text", Static).content)
        assert "type a word" in shown.get() and "ctrl+q" in shown.get()


async def test_a_small_terminal_asks_for_room_and_recovers() -> None:
    app = build_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.resize_terminal(70, 20)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        notice = screen.query_one(TooSmall)
        assert notice.display and notice.region.width > 0
        assert "at least 80×24" in str(notice.render())
        assert screen.query_one("#hand").region.width == 0
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert notice.region.width == 0
        assert screen.query_one("#hand").region.width > 0


async def test_the_focus_comes_back_after_the_terminal_was_too_small() -> None:
    """A resize to 60×20 and back hid every widget, which left the setup screen with no focus:
    Enter no longer dealt. The widget that had the focus has it again, and Enter deals."""
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        focused = app.screen.focused
        assert focused is not None
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert app.screen.focused is None  # hidden behind the notice
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert app.screen.focused is focused
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
