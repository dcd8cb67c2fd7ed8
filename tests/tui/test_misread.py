"""Messages a player misreads (issue 35): what the table, the round summary, solitaire's question
and the rules screen show a player at 80×24, in English and Spanish."""

from __future__ import annotations

import pytest

from quiddler import i18n
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
