"""Messages a player misreads (issue 35): what the table, the round summary, solitaire's question
and the rules screen show a player at 80×24, in English and Spanish."""

from __future__ import annotations

import pytest

from quiddler import i18n
from quiddler.tui.screens.dialogs import LookupScreen
from quiddler.tui.screens.summary import RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import build_app, settle
from .test_bots import SimpleBot, factory_of
from .test_spanish_layout import cut_lines, screen_lines, speaking


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_star_after_a_computer_s_name_is_explained_on_the_table(language: str) -> None:
    bots: list[SimpleBot] = []
    with speaking(language):
        legend = i18n._("* a computer player")
        app = build_app(("Ann", "Rex"), kinds={1: "bot:easy"}, bot_factory=factory_of(bots))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            lines = screen_lines(app)
            assert any("Rex*" in line for line in lines)
            assert any(legend in line for line in lines), lines
            assert not await cut_lines(app, pilot)
    if language == "es":
        assert legend != "* a computer player", "the legend is translated"


async def test_a_table_of_people_has_no_star_and_no_legend() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        shown = "\n".join(screen_lines(app))
        assert "*" not in shown and "computer player" not in shown


async def _to_round_summary(app, pilot) -> None:  # type: ignore[no-untyped-def]
    from .test_game_flow import take_turn

    for _ in range(100):
        if isinstance(app.screen, RoundSummaryScreen):
            return
        await take_turn(app, pilot)
    raise AssertionError(f"no round summary; stuck on {app.screen!r}")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_l_looks_a_word_up_on_the_round_summary(language: str) -> None:
    """Between rounds is not anybody's turn: the docs list the round summary among the places
    where the dictionary may be opened."""
    from .test_game_flow import SHORT

    with speaking(language):
        app = build_app(rules=SHORT, seed=11)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            await _to_round_summary(app, pilot)
            shown = "\n".join(screen_lines(app))
            assert "l " in shown and i18n._("Look up a word") in shown, "the footer offers it"
            await pilot.press("l")
            await settle(pilot)
            assert isinstance(app.screen, LookupScreen)
            await pilot.press(*"quiz", "enter")
            await settle(pilot)
            assert "QUIZ" in "\n".join(screen_lines(app))
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, RoundSummaryScreen), "Esc goes back to the summary"
            await pilot.press("enter")
            await settle(pilot)
            assert not isinstance(app.screen, RoundSummaryScreen), "Enter still deals the next round"
