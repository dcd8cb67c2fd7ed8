"""The Quiddler of the day at the table: one seat, the day's cards, the pile's count, resumed."""

from __future__ import annotations

from datetime import date

import pytest
from textual.pilot import Pilot

from quiddler.daily.opening import DailyOptions, daily_store, open_day
from quiddler.engine import Discard, Draw, GoOut, LayDown, NextRound, Phase, Source
from quiddler.engine.daily import date_seed, day_deal
from quiddler.match import Match
from quiddler.match.hints import hint_for
from quiddler.saves.daily import load_daily_record
from quiddler.tui.app import QuiddlerApp, make_app
from quiddler.tui.screens.daily_result import DailyResultScreen
from quiddler.tui.screens.info import TitleScreen
from quiddler.tui.screens.summary import RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import burst, settle, text_of

DAY = date(2026, 11, 28)


def daily_app(*, start: str = "daily") -> QuiddlerApp:
    """The app opening the day (the data folder is the test's own: see tests/conftest.py)."""
    return make_app(start=start, daily=DAY, dictionaries=[], bot_factory=None, bot_delay=0)


@pytest.mark.slow  # the app twice: closed mid-turn, then opened again on the same game
async def test_the_day_is_dealt_alone_at_the_table_and_resumed_after_the_app_closes() -> None:
    deal = day_deal(DAY)
    app = daily_app()
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
    assert [saved.actions for saved in daily_store().unfinished()] == [tuple(played)]
    app = daily_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.game.actions == played and table.game.phase is Phase.PLAY
    assert len(daily_store().unfinished()) == 1


async def test_the_title_line_opens_the_day() -> None:
    app = daily_app(start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.screen.game.rules.round_pile and app.screen.game.setup.seed == date_seed(date.today())


async def play_by_hints(app: QuiddlerApp, pilot: Pilot[None]) -> TableScreen:
    """Play the day to its result screen with the table's own hint (h, then u, then the key the
    hint leads to); returns the table that was played."""
    played: TableScreen | None = None
    for _turn in range(300):
        screen = app.screen
        if isinstance(screen, DailyResultScreen):
            break
        if isinstance(screen, RoundSummaryScreen):
            await pilot.press("enter")
            await settle(pilot)
            continue
        assert isinstance(screen, TableScreen), screen
        played = screen
        if screen.view.phase is Phase.DRAW:
            await pilot.press("d")  # the hint's draw is asked of the solver in the rounds before
            await settle(pilot)
            continue
        await pilot.press("h")
        await settle(pilot)
        hint = screen.hint
        await pilot.press("u")
        final = screen.view.is_final_turn
        await pilot.press("f" if final else "g" if hint is not None and hint.goes_out else "x")
        await settle(pilot)
    assert played is not None and isinstance(app.screen, DailyResultScreen)
    return played


def play_rounds_by_the_solver(rounds: int) -> None:
    """Deal the day into the daily store and play ``rounds`` rounds by the solver's hints, saved
    after every move as the app saves them; the game is then left (as a closed terminal leaves it)."""
    opened = open_day(DailyOptions(DAY, DAY))
    checker = opened.checker
    match = Match.new(opened.setup, checker=checker, bot_factory=None, store=daily_store())
    game = match.game
    while game.round < rounds:
        if game.phase is Phase.ROUND_OVER:
            if game.round + 1 == rounds:
                break
            match.apply(NextRound())
        elif game.phase is Phase.DRAW:
            match.apply(Draw(0, Source.DRAW_PILE))
        else:
            final = game.is_final_turn

            def why_not(words: tuple, card: object) -> str | None:  # type: ignore[type-arg]
                return game.why_not(GoOut(0, words, card))  # type: ignore[arg-type]

            hint = hint_for(game.hand(0), checker, final_turn=final, rules=game.rules, why_not_go_out=why_not)
            assert hint.discard is not None
            if final:
                match.apply(LayDown(0, hint.words, hint.discard))
            elif hint.goes_out:
                match.apply(GoOut(0, hint.words, hint.discard))
            else:
                match.apply(Discard(0, hint.discard))
    match.close()


@pytest.mark.slow  # a whole day: seven rounds by the solver, the eighth by the table's hint keys
async def test_a_whole_day_played_by_hints_reaches_its_result_with_the_engines_score() -> None:
    play_rounds_by_the_solver(7)  # then closed: the app resumes it at the 7th round's end
    app = daily_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = await play_by_hints(app, pilot)
        game = table.game
        assert game.is_over
        screen = app.screen
        assert isinstance(screen, DailyResultScreen)
        result = screen.result
        assert result.score == game.totals[0]
        assert [line.score for line in result.rounds] == [summary.scores[0] for summary in game.summaries]
        assert all(line.score <= line.best for line in result.rounds) and result.par >= result.score
        await pilot.press("c")
        await pilot.pause()
        assert app.clipboard == result.share and result.share
    assert daily_store().unfinished() == [] and len(daily_store().history()) == 1
    assert load_daily_record().record.played == 1
    # the day opened again: its result, not a new deal
    app = daily_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, DailyResultScreen) and app.screen.result.score == result.score
    assert daily_store().unfinished() == [] and len(daily_store().history()) == 1
    assert load_daily_record().record.played == 1


async def test_a_doubled_d_on_the_title_screen_opens_the_day_once() -> None:
    app = daily_app(start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        burst(app, "d", "d")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert sum(isinstance(screen, TableScreen) for screen in app.screen_stack) == 1
    assert len(daily_store().unfinished()) == 1


@pytest.mark.slow  # a whole round at the table, then the coach's review of it (5–6 s)
async def test_the_round_review_of_the_day_is_your_review_not_yous() -> None:
    """The day's one seat is called "You": its review was titled "You's review of round 1"."""
    from textual.widgets import Static

    from quiddler.tui.screens.review import RoundReviewScreen

    app = daily_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _turn in range(7):  # draw the 8-card pile down to its last card, throwing each
            await pilot.press("d", "x")
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        await pilot.press("f")  # the final turn: no words
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)
        await pilot.press("1")
        await settle(pilot)
        assert isinstance(app.screen, RoundReviewScreen)
        titles = [str(widget.content) for widget in app.screen.query(Static)]
        assert "Your review of round 1" in titles, titles
        assert not any("You's" in title for title in titles)
