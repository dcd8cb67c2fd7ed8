"""Computer seats: they play step by step in a worker, challenge, and never see a pass screen."""

from __future__ import annotations

from typing import Any

from quiddler.engine import Action, Phase, SeatView
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import RuleOptions
from quiddler.tui.screens.summary import RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.cards import HandView

from .helpers import DRAW_AND_GO_OUT, build_app, plain_move, settle, summary_cells, text_of

ONE_ROUND = RuleOptions(hand_sizes=(3,), name="one-round")


class SimpleBot:
    """Draws from the pile, discards its first card, lays nothing down, challenges every word."""

    level = "test"

    def __init__(self, *, broken: bool = False) -> None:
        self.broken = broken
        self.views: list[SeatView] = []

    def act(self, view: SeatView) -> Action:
        self.views.append(view)
        if self.broken:
            raise RuntimeError("confused")
        return plain_move(view)

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return tuple(range(len(view.table[view.current])))


def factory_of(bots: list[SimpleBot], **options: Any):  # type: ignore[no-untyped-def]
    def make(level: str, seed: int, checker: WordChecker) -> SimpleBot:
        bot = SimpleBot(**options)
        bots.append(bot)
        return bot

    return make


async def test_a_computer_seat_plays_its_turn_and_the_person_sees_what_it_did() -> None:
    bots: list[SimpleBot] = []
    app = build_app(("Ann", "Hal"), kinds={1: "bot:easy"}, bot_factory=factory_of(bots))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen), "one person at the table: no pass screen"
        await pilot.press("d", "x")
        await settle(pilot)
        await settle(pilot)
        assert table.game.current == 0 and table.game.phase is Phase.DRAW
        log = text_of(app, "#log")
        assert "Hal drew from the draw pile." in log
        hal_discard = table.game.discard_top
        assert hal_discard is not None and f"Hal discarded {hal_discard.label}." in log
        assert not table.query_one("#hand", HandView).hidden
        assert len(bots) == 1 and all(view.seat == 1 for view in bots[0].views)


async def test_a_computer_challenges_and_the_round_ends_with_its_final_turn() -> None:
    bots: list[SimpleBot] = []
    app = build_app(
        ("Ann", "Hal"), kinds={1: "bot:easy"}, bot_factory=factory_of(bots), words=(), rules=ONE_ROUND
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press(*DRAW_AND_GO_OUT)
        await settle(pilot)
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)
        ann = summary_cells(app)[0]
        word = table.game.summaries[0].results[0].rejected_words[0]
        assert ann["Player"] == "Ann (out)"
        assert f"✗{word.text.upper()}" in ann["Laid"]
        assert ann["Pen."] == f"−{word.points}"


async def test_a_computer_that_fails_still_takes_a_legal_turn() -> None:
    bots: list[SimpleBot] = []
    app = build_app(("Ann", "Hal"), kinds={1: "bot:easy"}, bot_factory=factory_of(bots, broken=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("d", "x")
        await settle(pilot)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.game.current == 0
        assert len(table.game.hand(1)) == 3
