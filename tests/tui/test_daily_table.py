"""The Quiddler of the day at the table: one seat, the day's cards, the pile's count, resumed."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from quiddler.engine import Phase, WordSet
from quiddler.engine.daily import date_seed, day_deal
from quiddler.match.dictionaries import DictionaryInfo
from quiddler.tui.app import QuiddlerApp, make_app
from quiddler.tui.daily_launch import daily_store
from quiddler.tui.screens.info import TitleScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import WORDS, settle, text_of

DAY = date(2026, 11, 28)


def daily_app(data_dir: Path, *, start: str = "daily") -> QuiddlerApp:
    checker = WordSet(WORDS)
    return make_app(
        start=start,
        daily=DAY,
        open_dictionary=lambda name: checker,
        dictionaries=[DictionaryInfo("test", "a few test words")],
        bot_factory=None,
        data_dir=data_dir,
        bot_delay=0,
    )


async def test_the_day_is_dealt_alone_at_the_table_and_resumed_after_the_app_closes(tmp_path: Path) -> None:
    deal = day_deal(DAY)
    app = daily_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.game.players == ("You",) and table.game.hand(0) == deal.rounds[0].hand
        assert text_of(app, "#rules-line").startswith("Quiddler of the day, 28 November · 8 cards left")
        assert text_of(app, "#status") == "Round 1 of 8 · 3 cards"
        await pilot.press("d", "x", "d")
        await settle(pilot)
        assert "6 cards left in this round's pile" in text_of(app, "#rules-line")
        played = list(table.game.actions)
    # closed mid-turn (the terminal went away): nothing lost, and no second game of the day
    assert [saved.actions for saved in daily_store(tmp_path).unfinished()] == [tuple(played)]
    app = daily_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.game.actions == played and table.game.phase is Phase.PLAY
    assert len(daily_store(tmp_path).unfinished()) == 1


async def test_the_title_line_opens_the_day(tmp_path: Path) -> None:
    app = daily_app(tmp_path, start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.screen.game.rules.round_pile and app.screen.game.setup.seed == date_seed(date.today())
