"""The main screens in Spanish at 80×24 (``--lang es``): the same seeded games as the English
snapshots, so a Spanish word that does not fit (a cut label, a wrapped key line) shows here."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from quiddler.engine.rules import RuleOptions
from quiddler.tui.screens.summary import GameOverScreen, RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import settle
from .test_snapshots import ONE_ROUND, build_a_word, goes_out, plays_to, three_players

pytestmark = pytest.mark.usefixtures("spanish")
SIZE = (80, 24)


def test_setup_es(snap_compare: Any) -> None:
    assert snap_compare(three_players(), terminal_size=SIZE)


def test_pass_screen_es(snap_compare: Any) -> None:
    assert snap_compare(three_players(), terminal_size=SIZE, press=["enter"])


def test_table_mid_turn_es(snap_compare: Any) -> None:
    assert snap_compare(three_players(), terminal_size=SIZE, run_before=build_a_word)


def test_table_draw_es(snap_compare: Any) -> None:
    """The start of a turn: the longest key lines of the turn panel."""

    async def draw(pilot: Pilot[None]) -> None:
        await settle(pilot)
        await pilot.press("enter", "enter")
        await settle(pilot)
        assert isinstance(pilot.app.screen, TableScreen)

    assert snap_compare(three_players(), terminal_size=SIZE, run_before=draw)


def test_challenge_prompt_es(snap_compare: Any) -> None:
    app = three_players(rules=ONE_ROUND, words=())
    assert snap_compare(app, terminal_size=SIZE, run_before=goes_out(app))


def test_round_summary_es(snap_compare: Any) -> None:
    app = three_players(rules=ONE_ROUND)
    assert snap_compare(app, terminal_size=SIZE, run_before=plays_to(app, RoundSummaryScreen))


def test_game_over_es(snap_compare: Any) -> None:
    app = three_players(rules=RuleOptions(hand_sizes=(3, 4), name="two-rounds"))
    assert snap_compare(app, terminal_size=SIZE, run_before=plays_to(app, GameOverScreen))


def test_solitaire_es(snap_compare: Any) -> None:
    """Solitaire in Spanish: a word typed over two stacks, its other spelling offered."""
    from tests.solitaire.test_snapshots import _seeded

    assert snap_compare(_seeded(), terminal_size=SIZE, press=["c", "a", "r", "tab"])


def test_solitaire_end_es(snap_compare: Any) -> None:
    """Solitaire's end screen in Spanish: a refused word, then giving up twice."""
    from tests.solitaire.test_snapshots import _stacked

    assert snap_compare(_stacked({"at"}), terminal_size=SIZE, press=["t", "a", "enter", "ctrl+g", "ctrl+g"])
