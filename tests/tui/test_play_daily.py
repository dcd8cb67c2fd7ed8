"""``quiddler play --daily``: the day's shuffles for a whole table, the same for every table of
its size on that date, and the table says so."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.commands.play import app_for, setup_from_args
from quiddler.engine import Game, WordSet
from quiddler.engine.daily import date_seed
from quiddler.match.dictionaries import DictionaryInfo
from quiddler.tui.screens.table import TableScreen

from .helpers import WORDS, settle, text_of


def parsed(*argv: str):  # type: ignore[no-untyped-def]
    return cli.build_parser().parse_args(["play", *argv])


def test_play_daily_deals_the_same_cards_twice_and_another_day_others() -> None:
    first = setup_from_args(parsed("--players", "Ann,Bob,Cy", "--daily", "--start"))
    again = setup_from_args(parsed("--players", "Kim,Lee,Max", "--daily", "--start"))
    assert first.daily == again.daily == date.today() and first.seed == date_seed(date.today())
    games = [Game(setup.game_setup(setup.seed or 0), WordSet(WORDS)) for setup in (first, again)]
    assert [games[0].hand(seat) for seat in range(3)] == [games[1].hand(seat) for seat in range(3)]
    assert games[0].draw_pile == games[1].draw_pile and games[0].discard_top == games[1].discard_top
    tomorrow = first.with_daily(date.fromordinal(date.today().toordinal() + 1))
    other = Game(tomorrow.game_setup(tomorrow.seed or 0), WordSet(WORDS))
    assert other.draw_pile != games[0].draw_pile


def test_play_daily_refuses_a_seed_in_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--players", "Ann,Bob", "--daily", "--seed", "3"]) == 2
    assert "--daily deals the day's cards" in capsys.readouterr().err


async def test_the_table_says_it_is_the_day(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUIDDLER_DATA_DIR", str(tmp_path))
    checker = WordSet(WORDS)
    options = {
        "open_dictionary": lambda name: checker,
        "dictionaries": [DictionaryInfo("test", "a few test words")],
        "bot_factory": None,
        "bot_delay": 0,
        "data_dir": tmp_path,
    }
    app = app_for(parsed("--players", "Ann,Bob,Cy", "--daily", "--start"), **options)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # past the pass screen
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.screen.setup.daily == date.today()
        assert text_of(app, "#rules-line").startswith("Quiddler of the day, ")
        assert "Standard" in text_of(app, "#rules-line")  # the table's rules are still said


def test_host_daily_deals_the_day_too() -> None:
    args = cli.build_parser().parse_args(["host", "--players", "Ann,Bob", "--daily"])
    args.start = True
    assert setup_from_args(args).daily == date.today()
