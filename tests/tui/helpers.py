"""Building the app for tests, and reading what its screens show."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable, Static
from textual.worker import WorkerCancelled

from quiddler.engine import (
    Action,
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    SeatView,
    Source,
    Word,
    WordSet,
)
from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.match.computers import BotFactory
from quiddler.match.dictionaries import DictionaryInfo
from quiddler.match.setup import MatchSetup, Seat
from quiddler.tui.app import QuiddlerApp, make_app
from quiddler.tui.screens.starting import StartingScreen
from quiddler.tui.screens.summary import SUMMARY_COLUMNS

WORDS = ("quiz", "top", "tops", "stop", "pots", "ate", "eat", "tea", "rat", "tar", "art", "in", "inn")


def plain_move(view: SeatView) -> Action:
    """The simplest legal move of a test's computer seat: draw blind, then discard the first card
    (laying no word on a final turn)."""
    if view.phase is Phase.DRAW:
        return Draw(view.seat, Source.DRAW_PILE)
    if view.is_final_turn:
        return LayDown(view.seat, (), view.hand[0])
    return Discard(view.seat, view.hand[0])


def build_app(
    names: Iterable[str] = ("Ann", "Bob"),
    *,
    rules: RuleOptions = STANDARD,
    seed: int = 7,
    words: Iterable[str] = WORDS,
    kinds: dict[int, str] | None = None,
    bot_factory: BotFactory | None = None,
    start: str = "setup",
    data_dir: Path | None = None,
) -> QuiddlerApp:
    """The app as ``quiddler play`` builds it, with a small word list and no real computer players."""
    kinds = kinds or {}
    seats = tuple(Seat.from_kind(name, kinds.get(index, "human")) for index, name in enumerate(names))
    checker = WordSet(words)
    return make_app(
        MatchSetup(seats, rules, "test", seed),
        start=start,
        open_dictionary=lambda name: checker,
        dictionaries=[DictionaryInfo("test", "a few test words")],
        default_dictionary="test",
        bot_factory=bot_factory,
        data_dir=data_dir,
        bot_delay=0,
    )


def text_of(app: QuiddlerApp, selector: str) -> str:
    """The plain text a Static on the current screen shows."""
    return str(app.screen.query_one(selector, Static).content)


def screen_text(app: QuiddlerApp) -> str:
    """Everything a Static on the current screen shows, joined (for 'is it anywhere' checks)."""
    return "\n".join(str(widget.content) for widget in app.screen.query(Static) if widget.display)


def burst(app: App[Any], *keys: str) -> None:
    """Send the keys all at once, as a terminal delivers a paste or ``tmux send-keys "Ann" Tab``:
    ``pilot.press`` waits for the app to be idle after every key, so it never sends a burst."""
    driver = app._driver
    assert driver is not None
    for key in keys:
        driver.send_message(events.Key(key, key if len(key) == 1 else None))


async def settle(pilot: Pilot[None]) -> None:
    """Let the app finish what a key started: workers (dealing, computer turns), then repaints.

    A screen that goes away cancels its workers (the setup screen's dictionary search when a game
    resumes at once); waiting for those raises WorkerCancelled, so wait again for the others."""
    for _ in range(20):
        try:
            await pilot.app.workers.wait_for_complete()
            break
        except WorkerCancelled:
            await pilot.pause()
    await pilot.pause()
    # A "starting" screen only stands while something is under way: the screen it hands over to
    # comes a few messages after the worker ends, later than one pause on a loaded machine.
    for _ in range(50):
        if not isinstance(pilot.app.screen, StartingScreen):
            break
        await pilot.pause(0.05)
        await pilot.app.workers.wait_for_complete()


def in_a_fresh_interpreter(script: str, tmp_path: Path) -> Any:
    """Run ``script`` in a new Python process (nothing imported yet, the data and cache folders in
    ``tmp_path``) and return what it printed last, read as JSON: for what a first frame loads."""
    import json
    import os
    import subprocess
    import sys

    environment = {
        **os.environ,
        "QUIDDLER_DATA_DIR": str(tmp_path / "data"),
        "QUIDDLER_CACHE_DIR": str(tmp_path / "cache"),
    }
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=Path(__file__).resolve().parents[2],
        env=environment,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return json.loads(result.stdout.splitlines()[-1])


async def until(pilot: Pilot[Any], ready: Callable[[], bool], *, pauses: int = 100) -> None:
    """Pause until ``ready()`` holds (at most ``pauses`` short pauses, about 5 s): for what comes a
    few messages after a key or a start, later than one pause on a loaded machine. The caller
    asserts afterwards, so a screen that never comes still fails, with the caller's message."""
    for _ in range(pauses):
        if ready():
            return
        await pilot.pause(0.05)


def phase_of(app: QuiddlerApp) -> Phase:
    return app.screen.game.phase  # type: ignore[attr-defined]


def finished_game(names: Iterable[str], *, seed: int = 7, rules: RuleOptions = STANDARD) -> Game:
    """A whole game played straight through the engine (no screens), for the game-over screen.

    Table rules lay words unchecked, so any two or more cards make a "word": the leader goes out
    with all but one card; on a final turn every other player lays their cards down in one word
    in some rounds, and nothing in others, so the round scores differ from seat to seat.
    """
    game = Game.new(list(names), checker=WordSet(WORDS), seed=seed, rules=rules)
    while not game.is_over:
        if game.phase is Phase.CHALLENGE:
            game.apply(CloseChallenges())
        elif game.phase is Phase.ROUND_OVER:
            game.apply(NextRound())
        elif game.phase is Phase.DRAW:
            game.apply(Draw(game.current, Source.DRAW_PILE))
        else:
            seat = game.current
            hand = game.hand(seat)
            if not game.is_final_turn:
                game.apply(GoOut(seat, (Word(hand[:-1]),), hand[-1]))
            elif (seat + game.round) % 3:
                game.apply(LayDown(seat, (Word(hand[1:-1]),), hand[-1]))
            else:
                game.apply(LayDown(seat, (), hand[-1]))
    return game


def summary_cells(app: QuiddlerApp) -> list[dict[str, str]]:
    """The round summary's rows as shown (numbers without their alignment padding), each cell by
    its column's label."""
    table = app.screen.query_one("#summary-table", DataTable)
    return [
        dict(zip(SUMMARY_COLUMNS, (str(cell).strip() for cell in table.get_row_at(row)), strict=True))
        for row in range(table.row_count)
    ]


#: Draw, mark the first three cards of the hand, make them one word, and go out: the quickest
#: way through a turn of a 3-card round (the word is whatever the cards spell).
DRAW_AND_GO_OUT = ("d", "space", "right", "space", "right", "space", "enter", "g")
