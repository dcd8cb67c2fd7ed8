"""A monkey at the keyboard: random keys and clicks must never crash the game or break its rules.

Seeded random key presses (every key the game uses, and plenty it does not) and mouse clicks
anywhere on the screen, against a seeded game with a computer seat in Pilot. After every event the
test checks that the app is alive (no exception, a sane screen stack), that the engine's
invariants hold (no card lost or duplicated) and that the autosave holds every applied action.
The monkey may end a game or quit (Ctrl+Q then y, or q on the game-over screen): then quiddler
is started again on the same data folder, and the monkey meets the resume offer too.
"""

from __future__ import annotations

import random

import pytest
from textual.screen import Screen

from quiddler.engine import Action, SeatView, WordSet
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import RuleOptions
from quiddler.saves import SaveStore
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.table import TableScreen

from .helpers import WORDS, build_app, plain_move

SIZE = (100, 32)
SHORT = RuleOptions(hand_sizes=(3, 4), name="short-test")

#: The game's own keys (several times, so they are pressed often) and keys it has no use for.
GAME_KEYS = [*"dtwsxgfhlrnyac", "escape", "escape", "space", "enter", "backspace"]
GAME_KEYS += ["left", "right", "up", "down"]
#: The last key of a nudge: draw, discard, answer a dialog, no (more) challenges.
NUDGES = ("d", "x", "enter", "n")
OTHER_KEYS = [
    *"bei1234567890?",
    "tab",
    "shift+tab",
    "escape",
    "shift+left",
    "shift+right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "delete",
    "f1",
    "f2",
    "ctrl+q",
    "ctrl+c",
]


class SimpleBot:
    """Draws, discards its first card, lays nothing down; challenges the first word now and then."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: SeatView) -> Action:
        return plain_move(view)

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return (0,) if self.rng.random() < 0.3 else ()


def make_bot(level: str, seed: int, checker: WordChecker) -> SimpleBot:
    return SimpleBot(seed)


def check_alive(app: QuiddlerApp, where: str) -> None:
    """The app has not failed, its screens make sense, the game keeps its rules and is saved."""
    assert app._exception is None, f"{where}: {app._exception!r}"
    if not app.is_running:
        return
    stack = app.screen_stack
    assert 1 <= len(stack) <= 8, f"{where}: screen stack {stack}"
    assert type(stack[0]) is Screen, f"{where}: the default screen was replaced: {stack}"
    assert app.screen is stack[-1]
    tables = [screen for screen in stack if isinstance(screen, TableScreen)]
    assert len(tables) <= 1, f"{where}: two tables {stack}"
    for table in tables:
        game = table.game
        game.check_invariants()
        if table.shown is not None:
            held = list(game.hand(table.shown))
            for card in table.remaining():
                held.remove(card)  # the hand shown is made of the seat's own cards
        autosave = app.autosave
        if autosave is not None and not game.is_over:
            assert autosave.saved.actions == tuple(game.actions), f"{where}: the save lags the game"


async def run_monkey(seed: int, events: int) -> tuple[int, int]:
    """Play ``events`` random events; returns how many times quiddler was (re)started and how many
    engine actions were applied in all (to show the monkey got somewhere)."""
    rng = random.Random(seed)
    done = 0
    starts = 0
    applied = 0
    while done < events:
        starts += 1
        app = build_app(
            ("Ann", "Bob", "Hal"),
            rules=SHORT,
            seed=seed,
            kinds={2: "bot:easy"},
            bot_factory=make_bot,
            start="game" if starts == 1 else "setup",
        )
        async with app.run_test(size=SIZE) as pilot:
            await app.workers.wait_for_complete()
            await pilot.pause()
            while done < events and app.is_running:
                done += 1
                roll = rng.random()
                if roll < 0.15:
                    x, y = rng.randrange(SIZE[0]), rng.randrange(SIZE[1])
                    what = f"event {done} (seed {seed}): click at {x},{y}"
                    await pilot.click(offset=(x, y))
                elif roll < 0.35:
                    # a nudge, so play moves on: stop typing, put words back, then a step of play
                    keys = ("escape", "backspace", "backspace", rng.choice(NUDGES))
                    what = f"event {done} (seed {seed}): keys {keys}"
                    await pilot.press(*keys)
                else:
                    key = rng.choice(GAME_KEYS if roll < 0.85 else OTHER_KEYS)
                    what = f"event {done} (seed {seed}): key {key}"
                    await pilot.press(key)
                if done % 10 == 0:
                    await app.workers.wait_for_complete()
                    await pilot.pause()
                check_alive(app, what)
        assert app._exception is None
        applied += app.actions_applied
        assert starts < 50, "the monkey keeps quitting at once"
    return starts, applied


async def test_random_keys_and_clicks_never_break_the_game() -> None:
    _, applied = await run_monkey(1, 150)
    assert applied >= 5  # it did play: draws, discards, dialogs answered
    store = SaveStore()
    for saved in store.unfinished():  # whatever is left saved replays into a whole game
        store.restore(saved, WordSet(WORDS)).check_invariants()
    assert store.take_problems() == []


@pytest.mark.slow
async def test_a_long_monkey_run() -> None:
    # 400 more events on another seed: about a minute, a fair share of CI's fifteen.
    _, applied = await run_monkey(2, 400)
    assert applied >= 15
