"""Snapshots of the main screens at 80×24 and 120×40, from fixed seeds (nothing random is drawn)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from quiddler.engine.rules import JUNIOR, RuleOptions
from quiddler.match.setup import MatchSetup, Seat
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.summary import GameOverScreen, RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import build_app, finished_game, settle
from .test_challenges import lead_goes_out_with_one_word
from .test_game_flow import take_turn

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]
ONE_ROUND = RuleOptions(hand_sizes=(4,), name="one-round")


def three_players(**options: Any) -> QuiddlerApp:
    return build_app(("Ann", "Bob", "Cy"), seed=21, **options)


async def play_until(app: QuiddlerApp, pilot: Pilot[None], screen_type: type, limit: int = 200) -> None:
    for _ in range(limit):
        if isinstance(app.screen, screen_type):
            await settle(pilot)
            return
        await take_turn(app, pilot)
    raise AssertionError(f"never reached {screen_type.__name__}")


async def build_a_word(pilot: Pilot[None]) -> None:
    """run_before: deal, draw, and mark two cards into a word (the table mid-turn)."""
    await settle(pilot)
    await pilot.press("enter", "enter", "d")
    await settle(pilot)
    await pilot.press("space", "right", "space", "enter", "right", "space")
    await settle(pilot)
    assert isinstance(pilot.app.screen, TableScreen)


def goes_out(app: QuiddlerApp) -> Callable[[Pilot[None]], Awaitable[None]]:
    """run_before: the lead goes out with one word, and the challenge window opens."""

    async def go_out(pilot: Pilot[None]) -> None:
        await lead_goes_out_with_one_word(app, pilot)
        assert isinstance(app.screen, ChallengeScreen)

    return go_out


def plays_to(app: QuiddlerApp, screen_type: type) -> Callable[[Pilot[None]], Awaitable[None]]:
    """run_before: deal, then play seeded turns until ``screen_type`` shows."""

    async def play(pilot: Pilot[None]) -> None:
        await settle(pilot)
        await pilot.press("enter")
        await play_until(app, pilot, screen_type)

    return play


@pytest.mark.parametrize("size", SIZES)
def test_setup(snap_compare: Any, size: tuple[int, int]) -> None:
    assert snap_compare(three_players(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_pass_screen(snap_compare: Any, size: tuple[int, int]) -> None:
    assert snap_compare(three_players(), terminal_size=size, press=["enter"])


@pytest.mark.parametrize("size", SIZES)
def test_table_mid_turn(snap_compare: Any, size: tuple[int, int]) -> None:
    assert snap_compare(three_players(), terminal_size=size, run_before=build_a_word)


@pytest.mark.parametrize("size", SIZES)
def test_challenge_prompt(snap_compare: Any, size: tuple[int, int]) -> None:
    app = three_players(rules=ONE_ROUND, words=())
    assert snap_compare(app, terminal_size=size, run_before=goes_out(app))


@pytest.mark.parametrize("size", SIZES)
def test_round_summary(snap_compare: Any, size: tuple[int, int]) -> None:
    app = three_players(rules=ONE_ROUND)
    assert snap_compare(app, terminal_size=size, run_before=plays_to(app, RoundSummaryScreen))


@pytest.mark.parametrize("size", SIZES)
def test_junior_round_summary(snap_compare: Any, size: tuple[int, int]) -> None:
    """Junior: unused cards are "not counted" (never "−0"); the numbers line up as in the standard
    summary above; the final turns laid the best lay-down the game offered."""
    app = three_players(rules=JUNIOR.with_(hand_sizes=(4,)))
    assert snap_compare(app, terminal_size=size, run_before=plays_to(app, RoundSummaryScreen))


@pytest.mark.parametrize("size", SIZES)
def test_game_over(snap_compare: Any, size: tuple[int, int]) -> None:
    app = three_players(rules=RuleOptions(hand_sizes=(3, 4), name="two-rounds"))
    assert snap_compare(app, terminal_size=size, run_before=plays_to(app, GameOverScreen))


EIGHT = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Bartholomew")


@pytest.mark.parametrize("size", SIZES)
def test_game_over_eight_players(snap_compare: Any, size: tuple[int, int]) -> None:
    """The fullest board: eight players, eight rounds, still whole at 80×24."""
    game = finished_game(EIGHT, seed=3)
    app = build_app(EIGHT)

    async def show(pilot: Pilot[None]) -> None:
        await settle(pilot)
        app.show_game_over(game, MatchSetup(tuple(Seat(name) for name in EIGHT)))
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)

    assert snap_compare(app, terminal_size=size, run_before=show)


@pytest.mark.parametrize("size", SIZES)
def test_table_typing_a_word(snap_compare: Any, size: tuple[int, int]) -> None:
    """Typing: the table and the Footer name only the keys that work while typing."""

    async def type_word(pilot: Pilot[None]) -> None:
        await settle(pilot)
        await pilot.press("enter", "enter", "d", "w", "t", "a")
        await settle(pilot)
        assert isinstance(pilot.app.screen, TableScreen)

    assert snap_compare(three_players(), terminal_size=size, run_before=type_word)
