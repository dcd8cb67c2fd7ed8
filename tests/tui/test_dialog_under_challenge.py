"""A dialog opened to read (the keys, the rules) closes when a window that needs an answer (a
challenge window) opens over it, so it is never left underneath, scrolled by keys meant for the
window on top."""

from __future__ import annotations

import threading

from quiddler.engine import Action, GoOut, Phase, SeatView, Word
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import RuleOptions
from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.info import HelpScreen, RulesScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import build_app, plain_move, settle

ONE_ROUND = RuleOptions(hand_sizes=(3,), name="one-round")


class SlowOut:
    """A computer that waits for the test before its move, then goes out with every card but its last."""

    level = "test"

    def __init__(self) -> None:
        self.go = threading.Event()

    def act(self, view: SeatView) -> Action:
        if view.phase is Phase.DRAW:
            self.go.wait(10)
            return plain_move(view)
        return GoOut(view.seat, (Word.of(*view.hand[:-1]),), view.hand[-1])

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return ()


async def test_the_keys_dialog_closes_when_a_challenge_window_opens_over_it() -> None:
    bot = SlowOut()

    def factory(level: str, seed: int, checker: WordChecker) -> SlowOut:
        return bot

    app = build_app(("Ann", "Hal"), kinds={1: "bot:easy"}, bot_factory=factory, rules=ONE_ROUND, words=())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        for _ in range(10):
            await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("d", "x")  # Ann draws and discards: Hal's turn, held by the test
        for _ in range(5):
            await pilot.pause()
        await pilot.press("question_mark")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        bot.go.set()
        await settle(pilot)
        for _ in range(10):
            await pilot.pause()
        assert isinstance(app.screen, ChallengeScreen), (
            app.screen_stack,
            table.game.phase,
            table.game.current,
        )
        assert not [screen for screen in app.screen_stack if isinstance(screen, HelpScreen | RulesScreen)]
        await pilot.press("n")
        await settle(pilot)
