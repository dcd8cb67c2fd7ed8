"""One look-up path in every app (docs/architecture.md, the look-up): during a game the dialog asks
the table's services (:meth:`TableServices.look_up <quiddler.match.port.TableServices.look_up>`),
whichever app shows the table; with no game on screen, the setup's dictionary. The answer always
comes from a worker thread, a "looking up" line meanwhile, and keys typed while it is on its way
are neither lost nor fatal."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from quiddler.dictionary import DictionaryError
from quiddler.engine import WordSet
from quiddler.match import LocalPort, Match, local_services
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.remote import JoinApp
from quiddler.tui.screens.dialogs import LookupScreen, PassScreen
from quiddler.tui.screens.setup import SetupScreen
from quiddler.tui.screens.summary import GameOverScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import WORDS, build_app, finished_game, settle, text_of, until

#: How long a held answer waits to be let go: a test that forgets to let it go still ends.
HELD = 5.0


class HeldAnswers:
    """A table's look-up that answers ``asked WORD`` once let go, and notes the thread it ran in."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.asked: list[str] = []
        self.threads: set[int] = set()

    def __call__(self, text: str) -> str:
        self.asked.append(text)
        self.threads.add(threading.get_ident())
        if text != "now":  # "now" is answered at once, whatever else waits
            self.go.wait(HELD)
        return f"asked {text.upper()}"


@asynccontextmanager
async def _between_turns(answers: HeldAnswers) -> AsyncIterator[tuple[QuiddlerApp, Pilot[None]]]:
    """A hot-seat app's look-up opened at the pass screen, the table's look-up replaced by
    ``answers`` (let go at the end, whatever happened)."""
    app = build_app(start="game")
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            await settle(pilot)
            assert isinstance(app.screen, PassScreen)
            table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
            table.services.look_up = answers  # type: ignore[method-assign]
            await pilot.press("l")
            await settle(pilot)  # nothing asked yet: no worker is held
            assert isinstance(app.screen, LookupScreen)
            yield app, pilot
        finally:
            answers.go.set()


async def test_the_hot_seat_look_up_asks_the_table_s_services_from_a_worker_thread() -> None:
    answers = HeldAnswers()
    async with _between_turns(answers) as (app, pilot):
        await pilot.press(*"quiz", "enter")
        await until(pilot, lambda: answers.asked == ["quiz"])
        assert text_of(app, "#lookup-result") == "Looking QUIZ up…"
        # the loop is free while the answer is on its way: keys are typed into the box
        await pilot.press(*"top")
        await until(pilot, lambda: app.screen.query_one(Input).value == "top")
        assert app.screen.query_one(Input).value == "top"
        answers.go.set()
        await until(pilot, lambda: text_of(app, "#lookup-result") == "asked QUIZ")
        assert text_of(app, "#lookup-result") == "asked QUIZ"
        assert threading.get_ident() not in answers.threads, "asked from a worker, not the loop"


async def test_escape_at_once_after_enter_closes_the_dialog_and_drops_the_late_answer() -> None:
    answers = HeldAnswers()
    async with _between_turns(answers) as (app, pilot):
        await pilot.press(*"quiz", "enter", "escape")
        await until(pilot, lambda: isinstance(app.screen, PassScreen))
        assert isinstance(app.screen, PassScreen)
        answers.go.set()  # the answer comes after the dialog has gone
        await settle(pilot)
        assert isinstance(app.screen, PassScreen) and app.is_running
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LookupScreen)
        assert text_of(app, "#lookup-result") == "", "a new dialog, with nothing of the old answer"


async def test_enter_twice_keeps_the_looking_up_line_then_shows_the_answer() -> None:
    answers = HeldAnswers()
    async with _between_turns(answers) as (app, pilot):
        await pilot.press(*"quiz", "enter", "enter")
        await until(pilot, lambda: answers.asked == ["quiz"])
        await pilot.pause()
        assert text_of(app, "#lookup-result") == "Looking QUIZ up…", "not 'Type a word first.'"
        assert answers.asked == ["quiz"], "the empty second Enter asks nothing"
        answers.go.set()
        await until(pilot, lambda: text_of(app, "#lookup-result") == "asked QUIZ")
        assert text_of(app, "#lookup-result") == "asked QUIZ"
        await pilot.press("enter")
        await pilot.pause()
        assert text_of(app, "#lookup-result") == "Type a word first."


async def test_a_word_asked_while_another_is_on_its_way_shows_only_the_last_answer() -> None:
    answers = HeldAnswers()
    async with _between_turns(answers) as (app, pilot):
        await pilot.press(*"quiz", "enter", *"now", "enter")
        await until(pilot, lambda: text_of(app, "#lookup-result") == "asked NOW")
        assert text_of(app, "#lookup-result") == "asked NOW"
        answers.go.set()  # QUIZ's answer comes last, but was asked first: not shown
        await until(pilot, lambda: len(answers.asked) == 2)
        await settle(pilot)
        assert text_of(app, "#lookup-result") == "asked NOW"


async def test_without_a_game_the_look_up_opens_the_setup_s_dictionary_off_the_loop() -> None:
    opened_in: list[int] = []

    def opener(name: str | None) -> WordSet:
        opened_in.append(threading.get_ident())
        return WordSet(WORDS)

    app = build_app()
    app.deps.open_dictionary = opener
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        opened_in.clear()  # the setup screen may have opened it for its own reasons
        app.action_lookup()  # the palette's "Look up a word"
        await settle(pilot)
        assert isinstance(app.screen, LookupScreen)
        assert opened_in == [], "nothing is opened before a word is asked"
        await pilot.press(*"quiz", "enter")
        await settle(pilot)
        assert text_of(app, "#lookup-result").startswith("✓ QUIZ is allowed: 25 points")
        await pilot.press(*"xqz", "enter")
        await settle(pilot)
        assert text_of(app, "#lookup-result").startswith("✗ XQZ is not allowed")
        assert len(opened_in) == 1 and threading.get_ident() not in opened_in, "opened once, in a worker"


async def test_without_a_game_a_dictionary_that_cannot_open_says_why_in_the_dialog() -> None:
    def opener(name: str | None) -> WordSet:
        raise DictionaryError("The dictionary test could not be read.")

    app = build_app()
    app.deps.open_dictionary = opener
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.action_lookup()
        await settle(pilot)
        assert isinstance(app.screen, LookupScreen)
        await pilot.press(*"quiz", "enter")
        await settle(pilot)
        assert text_of(app, "#lookup-result") == "The dictionary test could not be read."
        assert app.is_running


async def test_on_the_final_scores_the_look_up_asks_the_finished_game_s_services() -> None:
    """The game-over screen shows a game through its port and services (a joining player's ask
    the host, who had the game's dictionary): the look-up asks them, not the setup's dictionary."""
    app = build_app()
    match = Match(finished_game(("Ann", "Bob")), app.setup, dictionary_name="host's", bot_factory=None)
    services = local_services(match)
    services.look_up = lambda text: f"the game's answer for {text}"  # type: ignore[method-assign]
    app.deps.open_dictionary = lambda name: pytest.fail("no dictionary is opened here")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.show_game_over(LocalPort(match), app.setup, services)
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        app.action_lookup()
        await settle(pilot)
        assert isinstance(app.screen, LookupScreen)
        assert "the host's dictionary" in str(app.screen.query_one(".dialog-title", Static).content)
        await pilot.press(*"quiz", "enter")
        await settle(pilot)
        assert text_of(app, "#lookup-result") == "the game's answer for quiz"


def test_the_joining_app_has_no_look_up_of_its_own() -> None:
    """``join`` looks up through the same path as every app (its table's services ask the host)."""
    assert "action_lookup" not in vars(JoinApp)
