"""Whole games through key presses only: setup, pass screens, turns, summaries, game over."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable

from quiddler.engine import Phase
from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.dialogs import PassScreen
from quiddler.tui.screens.summary import GameOverScreen, RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.cards import HandView

from .helpers import build_app, screen_text, settle, summary_cells, text_of

SHORT = RuleOptions(hand_sizes=(3, 4), name="short-test")


async def take_turn(app: QuiddlerApp, pilot: Pilot[None]) -> None:
    """One step of play by keys: the leader goes out by marking every card but one; a player on a
    final turn lays nothing down and discards; dialogs are answered with Enter / n."""
    screen = app.screen
    if isinstance(screen, PassScreen):
        await pilot.press("enter")
    elif isinstance(screen, ChallengeScreen):
        await pilot.press("n")
    elif isinstance(screen, RoundSummaryScreen):
        await pilot.press("enter")
    else:
        assert isinstance(screen, TableScreen)
        game = screen.game
        if game.phase is Phase.DRAW:
            await pilot.press("d")
        elif game.is_final_turn:
            await pilot.press("f")
        else:
            keys: list[str] = []
            for _ in range(len(screen.remaining()) - 1):
                keys += ["space", "right"]
            await pilot.press(*keys, "enter")
            await pilot.press("g")
    await settle(pilot)


async def play_game(app: QuiddlerApp, pilot: Pilot[None], max_steps: int = 400) -> list[list[str]]:
    """Play to the game-over screen; returns every round summary's Total column as shown."""
    shown_totals: list[list[str]] = []
    for _ in range(max_steps):
        if isinstance(app.screen, GameOverScreen):
            return shown_totals
        if isinstance(app.screen, RoundSummaryScreen):
            shown_totals.append([row["Total"] for row in summary_cells(app)])
        await take_turn(app, pilot)
    raise AssertionError(f"the game did not end; stuck on {app.screen!r}")


async def test_enter_enter_starts_a_game_behind_a_pass_screen() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        assert "Pass the keyboard to Ann" in screen_text(app)
        assert app.screen.styles.background.a == 1, "the pass screen is fully opaque"
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        assert table.query_one("#hand", HandView).hidden, "the hand is face down under the pass screen"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert "Round 1 of 8 · 3 cards each · dealer: Bob · turn: Ann" in text_of(app, "#status")
        assert not app.screen.query_one("#hand", HandView).hidden


async def test_a_complete_seeded_two_player_game_by_keys() -> None:
    app = build_app(("Ann", "Bob"), rules=SHORT, seed=11)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        shown = await play_game(app, pilot)
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        assert app.match is not None
        game = app.match.game  # the app's match: the screen read only the port's view of it
        assert screen.view == game.view(None)
        assert len(game.summaries) == 2
        # each summary showed the running totals the engine had then
        running = [0, 0]
        for summary, totals in zip(game.summaries, shown, strict=True):
            running = [running[seat] + summary.scores[seat] for seat in range(2)]
            assert sorted(totals) == sorted(str(total) for total in running)
        winners = [game.players[seat] for seat in game.winners]
        title = text_of(app, "#game-over-title")
        assert all(name in title for name in winners)
        assert ("share the win" in title) == (len(winners) > 1)
        assert "Running total after each round" in text_of(app, "#game-over-chart")
        final = screen.query_one("#final-table", DataTable)
        assert [str(final.get_row_at(row)[-1]) for row in range(final.row_count)] == [
            str(total) for total in sorted(game.totals, reverse=True)
        ]
        assert app.actions_applied == len(game.actions), "the autosave hook saw every action"


async def test_play_again_deals_a_new_game_with_the_same_players() -> None:
    app = build_app(("Ann", "Bob"), rules=RuleOptions(hand_sizes=(3,), name="one"), seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await play_game(app, pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen)
        assert table.game.players == ("Ann", "Bob")
        assert table.game.setup.seed == 6
        assert table.game.records == []


@pytest.mark.slow
async def test_a_full_length_game_of_eight_rounds() -> None:
    app = build_app(("Ann", "Bob"), rules=STANDARD, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        shown = await play_game(app, pilot, max_steps=600)
        assert isinstance(app.screen, GameOverScreen)
        game = app.screen.view  # the finished game as the port shows it
        assert len(game.summaries) == 8 == len(shown)
        assert [summary.hand_size for summary in game.summaries] == [3, 4, 5, 6, 7, 8, 9, 10]
        assert sorted(shown[-1]) == sorted(str(total) for total in game.totals)
