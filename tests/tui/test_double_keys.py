"""Every screen pushed from a key is safe against the key arriving twice (issue: a doubled key
on the title screen ended the app with Textual's DuplicateIds)."""

from __future__ import annotations

import itertools
import random

import pytest
from textual import events
from textual.app import App

from quiddler.engine import Game, WordSet
from quiddler.saves import SavedGame, SaveStore
from quiddler.tui.screens.info import TitleScreen
from tests.saves.helpers import random_action
from tests.tui.helpers import WORDS, build_app, settle


def burst(app: App[None], keys: tuple[str, ...]) -> None:
    """Queue every key at once, as a terminal does when keys arrive faster than a frame (Pilot's
    ``press`` waits for the app to be idle between keys, which hides the race)."""
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app.post_message(event)


def _save_a_game() -> None:
    game = Game.new(["Ann", "Bob"], checker=WordSet(WORDS), seed=3)
    rng = random.Random(3)
    for _ in range(4):
        game.apply(random_action(game, rng, go_out_chance=0))
    SaveStore().save(SavedGame.from_game(game, seats=("human", "human"), dictionary="test"))


@pytest.mark.parametrize(
    ("keys", "saved"),
    [
        (("p", "p"), False),
        (("s", "s"), False),
        (("c", "c"), True),
        (("c", "r", "c"), True),
        (("enter", "enter"), False),
        (("enter", "enter"), True),
        (("r", "r"), False),
    ],
    ids=["p-p", "s-s", "c-c", "c-r-c", "enter-enter", "enter-enter-saved", "r-r"],
)
async def test_a_doubled_key_on_the_title_screen_pushes_one_screen(
    keys: tuple[str, ...], saved: bool
) -> None:
    if saved:
        _save_a_game()
    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        burst(app, keys)  # no pause between them: as fast as a bouncing key
        await settle(pilot)
        assert app.is_running
        ids = [screen.id for screen in app.screen_stack if screen.id]
        assert len(ids) == len(set(ids))
        kinds = [type(screen) for screen in app.screen_stack]
        assert all(below is not above for below, above in itertools.pairwise(kinds))
        await pilot.press("q", "escape")  # what the player did next (the crash came here)
        await settle(pilot)
    assert app.return_code in (None, 0)


async def test_a_starting_screen_may_arrive_while_another_is_still_leaving() -> None:
    """A loaded machine let a doubled ``s`` crash the app (DuplicateIds): a starting screen being
    removed was still in the DOM when the next one was pushed, and both had the same id."""
    from quiddler.tui.screens.starting import StartingScreen

    app = build_app(("Ann", "Bob"), start="title")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.push_screen(StartingScreen("Quiddler", "one"))
        app.pop_screen()  # not awaited: the first is still leaving as the second comes
        app.push_screen(StartingScreen("Quiddler", "two"))
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, StartingScreen)
