"""A three-player round with a challenge, through key presses only."""

from __future__ import annotations

from textual.pilot import Pilot

from quiddler.engine import Phase
from quiddler.engine.rules import RuleOptions
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.dialogs import ChooseSeatScreen, PassScreen
from quiddler.tui.screens.summary import RoundSummaryScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import build_app, settle, summary_cells, text_of

ONE_ROUND = RuleOptions(hand_sizes=(4,), name="one-round")


class Everything:
    """A dictionary that allows any word: every challenge fails."""

    def is_word(self, text: str) -> bool:
        return True


async def lead_goes_out_with_one_word(app: QuiddlerApp, pilot: Pilot[None]) -> tuple[str, int]:
    """Ann (first to play) draws and goes out with all her cards but one as one word."""
    await settle(pilot)
    await pilot.press("enter")  # setup: start
    await settle(pilot)
    assert isinstance(app.screen, PassScreen)
    await pilot.press("enter")
    await settle(pilot)
    table = app.screen
    assert isinstance(table, TableScreen)
    await pilot.press("d")
    await settle(pilot)
    keys: list[str] = []
    for _ in range(len(table.remaining()) - 1):
        keys += ["space", "right"]
    await pilot.press(*keys, "enter")
    await settle(pilot)
    word = table.staged[0]
    assert word.spelling in text_of(app, "#builder")
    await pilot.press("g")
    await settle(pilot)
    return word.text.upper(), word.points


async def finish_round(app: QuiddlerApp, pilot: Pilot[None]) -> None:
    """The others take their final turns: draw, lay nothing down, discard."""
    for _ in range(20):
        screen = app.screen
        if isinstance(screen, RoundSummaryScreen):
            return
        if isinstance(screen, PassScreen):
            await pilot.press("enter")
        elif isinstance(screen, ChallengeScreen):
            await pilot.press("n")
        else:
            assert isinstance(screen, TableScreen)
            await pilot.press("d" if screen.game.phase is Phase.DRAW else "f")
        await settle(pilot)
    raise AssertionError("the round did not end")


def summary_row(app: QuiddlerApp, name: str) -> dict[str, str]:
    for row in summary_cells(app):
        if row["Player"].startswith(name):
            return row
    raise AssertionError(f"{name} has no row")


async def test_a_successful_challenge_costs_the_player_who_laid_the_word() -> None:
    app = build_app(("Ann", "Bob", "Cy"), rules=ONE_ROUND, seed=21, words=())
    async with app.run_test(size=(80, 24)) as pilot:
        word, points = await lead_goes_out_with_one_word(app, pilot)
        assert isinstance(app.screen, ChallengeScreen)
        assert "Challenge? Ann went out" in text_of(app, "#challenge-title")
        await pilot.press("1")  # the first (only) word
        await settle(pilot)
        assert isinstance(app.screen, ChooseSeatScreen)  # Bob or Cy?
        await pilot.press("1")  # Bob
        await settle(pilot)
        assert isinstance(app.screen, ChallengeScreen)
        result = text_of(app, "#challenge-results")
        assert f"Bob challenged {word}: it is not a word. Ann: −{points} points." in result
        assert "Every word has been challenged" in result
        await pilot.press("n")
        await settle(pilot)
        await finish_round(app, pilot)
        row = summary_row(app, "Ann")
        assert f"✗{word}" in row["Laid"]
        assert row["Pen."] == f"−{points}"
        assert row["Round"] == f"−{points}"  # the minus sign, as in the penalty column


async def test_a_failed_challenge_costs_the_challenger() -> None:
    app = build_app(("Ann", "Bob", "Cy"), rules=ONE_ROUND, seed=21)
    checker = Everything()
    app.deps.open_dictionary = lambda name: checker
    async with app.run_test(size=(80, 24)) as pilot:
        word, points = await lead_goes_out_with_one_word(app, pilot)
        assert isinstance(app.screen, ChallengeScreen)
        await pilot.press("enter")  # challenge the highlighted word
        await settle(pilot)
        await pilot.press("2")  # Cy
        await settle(pilot)
        assert f"Cy challenged {word}: it is a word. Cy: −{points} points." in text_of(
            app, "#challenge-results"
        )
        await pilot.press("n")
        await settle(pilot)
        await finish_round(app, pilot)
        assert summary_row(app, "Cy")["Pen."] == f"−{points}"
        ann = summary_row(app, "Ann (out)")
        assert ann["Pen."] == "—"
        assert int(ann["Round"]) >= points  # her word scored (plus any bonus)


async def test_no_challenge_moves_play_on_to_the_final_turns() -> None:
    app = build_app(("Ann", "Bob", "Cy"), rules=ONE_ROUND, seed=21)
    async with app.run_test(size=(80, 24)) as pilot:
        await lead_goes_out_with_one_word(app, pilot)
        assert isinstance(app.screen, ChallengeScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        assert "Pass the keyboard to Bob" in text_of(app, "#pass-title")
        assert "final turn" in text_of(app, "#pass-text")
        await pilot.press("enter")
        await settle(pilot)
        assert "final turn: Bob" in text_of(app, "#status")
        assert "out: Ann" in text_of(app, "#status")


def test_every_negative_number_of_the_summary_has_the_minus_sign() -> None:
    from quiddler.tui.screens.summary import minus

    assert minus(-3) == "−3" and minus(0) == "0" and minus(15) == "15"
