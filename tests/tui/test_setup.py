"""The setup screen and the flags that fill it: where the focus starts, what it looks like, the
bonus row, the rules list, and flags that describe a new game (``quiddler play``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from textual.color import Color
from textual.widgets import Input, Static

from quiddler import cli
from quiddler.commands.play import app_for
from quiddler.engine import Game, WordSet
from quiddler.engine.rules import JUNIOR, PRESETS, STANDARD, Bonus, WordCheck
from quiddler.match.dictionaries import DictionaryInfo
from quiddler.match.remembered import remember
from quiddler.match.setup import MatchSetup, Seat
from quiddler.saves import SavedGame, SaveStore
from quiddler.storage.paths import data_dir
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.dialogs import PassScreen
from quiddler.tui.screens.setup import JUNIOR_BONUS_NOTE, SetupScreen
from quiddler.tui.screens.starting import StartingScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.choice import Choice

from .helpers import WORDS, build_app, burst, settle

# ------------------------------------------------------------------ focus


async def test_a_first_enter_does_not_deal_a_game_for_player_1_and_player_2() -> None:
    app = build_app(("Player 1", "Player 2"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        first = screen.query_one("#name-0", Input)
        assert app.focused is first and first.selected_text == "Player 1"  # typing replaces it
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen) and app.focused is screen.query_one("#name-1", Input)
        await pilot.press(*"Bob", "enter")
        await settle(pilot)
        assert app.focused is screen.query_one("#start")  # now a single Enter deals
        assert screen.query_one("#name-1", Input).value == "Bob"
        assert not isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("between", [("tab", "tab"), ("enter",)], ids=["tab-tab", "enter"])
async def test_names_typed_in_a_burst_land_in_their_own_fields(between: tuple[str, ...]) -> None:
    """Tab Tab (past the seat's kind) or Enter between two names sent at once: each name in its
    own field, not all of them in the first (the focus moved only after the keys behind it)."""
    app = build_app(("Player 1", "Player 2"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await pilot.press("A", "n", "n", *between, "B", "o", "b")  # one key at a time
        await settle(pilot)
        assert [screen.query_one(f"#name-{seat}", Input).value for seat in (0, 1)] == ["Ann", "Bob"]
        first = screen.query_one("#name-0", Input)
        first.focus()
        await settle(pilot)
        first.select_all()
        burst(app, "C", "y", *between, "D", "e", "e")  # the same, all at once
        await settle(pilot)
        assert [screen.query_one(f"#name-{seat}", Input).value for seat in (0, 1)] == ["Cy", "Dee"]
        assert app.focused is screen.query_one("#name-1", Input)


@pytest.mark.parametrize("start", [("enter", "enter"), ("ctrl+s",)], ids=["enter", "ctrl+s"])
async def test_names_typed_just_before_the_game_starts_are_never_lost(start: tuple[str, ...]) -> None:
    """The whole setup in one burst, ending with the key that deals: the game is Ann's and
    Bob's, never Player 1's and Player 2's (Ctrl+S used to read the form before the names came)."""
    app = build_app(("Player 1", "Player 2"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        burst(app, "A", "n", "n", "tab", "tab", "B", "o", "b", *start)
        # until the game's first screen (passing the keyboard to Ann) is up, not only the table
        # pushed: an app that ends while a screen is mounting breaks its mounting, and a busy
        # machine may still be mounting the table after a settle
        for _ in range(100):
            await settle(pilot)
            if isinstance(app.screen, PassScreen) and app.screen.is_mounted:
                break
        assert any(isinstance(screen, TableScreen) for screen in app.screen_stack)
        assert isinstance(app.screen, PassScreen)
        assert app.setup.names == ("Ann", "Bob")


async def test_with_names_given_the_focus_starts_on_start_game_and_one_enter_deals() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.focused is app.screen.query_one("#start")
        await pilot.press("enter")
        await settle(pilot)
        assert any(isinstance(screen, TableScreen) for screen in app.screen_stack)


async def test_the_control_in_focus_is_unmistakable() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        check, preset = screen.query_one("#check", Choice), screen.query_one("#preset", Choice)
        check.focus()
        await pilot.pause()
        focused, plain = check.styles.background, preset.styles.background
        assert _distance(focused, plain) > 200  # the old look: background 234 against 235
        label = check.parent.query_one(".setup-label", Static)
        other = preset.parent.query_one(".setup-label", Static)
        assert _distance(label.styles.color, other.styles.color) > 100  # its row's label lights up
        name = screen.query_one("#name-0", Input)
        name.focus()
        await pilot.pause()
        assert _distance(name.styles.background, screen.query_one("#name-1", Input).styles.background) > 100


def _distance(one: Color, two: Color) -> int:
    return sum(abs(a - b) for a, b in zip(one.rgb, two.rgb, strict=True))


async def test_arrows_change_a_choice_and_move_between_fields() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        control = screen.query_one("#no-first-out", Choice)
        assert "Off:" in control.label
        assert screen.read_setup().rules.no_go_out_on_first_turn is False
        control.focus()
        await pilot.press("right")
        await pilot.pause()
        assert "On:" in control.label  # the house rule reads in words, not only in colour
        assert screen.read_setup().rules.no_go_out_on_first_turn is True
        await pilot.press("up")
        await pilot.pause()
        assert app.focused is not control
        await pilot.press("down", "enter")  # Enter on a choice goes to Start game, nothing more
        await pilot.pause()
        assert app.focused is screen.query_one("#start") and isinstance(app.screen, SetupScreen)


# ------------------------------------------------------------------ the bonus row and the rules list


async def test_the_two_player_bonus_shows_only_with_two_players_and_junior_says_why() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        bonus, note = screen.query_one("#bonus-row"), screen.query_one("#junior-bonus-row")
        count, preset = screen.query_one("#player-count", Choice), screen.query_one("#preset", Choice)
        assert bonus.display and not note.display
        count.value = 3
        await pilot.pause()
        assert not bonus.display and not note.display  # three players: both bonuses count
        count.value = 2
        preset.value = "junior"
        await pilot.pause()
        assert not bonus.display and note.display
        assert str(screen.query_one("#junior-bonus", Static).content) == JUNIOR_BONUS_NOTE
        count.value = 4
        await pilot.pause()
        assert note.display
        setup = screen.read_setup()  # the seats added as the count went up are read too
        assert setup.rules.bonuses == (Bonus.LONGEST_WORD,)
        assert setup.names == ("Ann", "Bob", "Player 3", "Player 4")
        count.value = 2
        await pilot.pause()
        assert screen.read_setup().names == ("Ann", "Bob") and bonus.display is False


async def test_the_rules_list_has_no_checked_preset_beside_word_checking() -> None:
    setup = MatchSetup((Seat("Ann"), Seat("Bob")), PRESETS["checked"], "test", 7, "checked")
    app = build_app(("Ann", "Bob"))
    app.setup = app.deps.setup = setup
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        preset = screen.query_one("#preset", Choice)
        assert [value for _, value in preset.options] == ["standard", "junior", "short"]
        assert preset.value == "standard"  # a remembered "checked" reads as standard + checked
        assert screen.query_one("#check", Choice).value == WordCheck.CHECKED.value
        rules = screen.read_setup().rules
        assert rules.word_check is WordCheck.CHECKED and rules.hand_sizes == STANDARD.hand_sizes


# ------------------------------------------------------------------ flags (quiddler play ...)


def _parsed(*argv: str) -> Any:
    return cli.build_parser().parse_args(["play", *argv])


def _app(*argv: str) -> QuiddlerApp:
    checker = WordSet(WORDS)
    return app_for(
        _parsed(*argv),
        open_dictionary=lambda name: checker,
        dictionaries=[DictionaryInfo("test", "a few test words")],
        default_dictionary="test",
        bot_delay=0,
    )


def _save_a_game() -> str:
    game = Game.new(["Ann", "Bob"], checker=WordSet(WORDS), seed=1)
    saved = SavedGame.from_game(game, seats=("human", "human"), dictionary="test")
    SaveStore().save(saved)
    return saved.game_id


async def test_flags_for_a_new_game_start_that_game_and_the_saved_one_stays() -> None:
    waiting = _save_a_game()
    app = _app("--players", "Ann,Bob,Cy", "--rules", "junior", "--seed", "3")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)  # not the list of unfinished games
        assert any("unfinished game is saved" in str(note.message) for note in app._notifications)
        await pilot.press("enter")
        await settle(pilot)
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        assert table.game.players == ("Ann", "Bob", "Cy") and table.game.rules == JUNIOR
        assert table.game.setup.seed == 3
    assert waiting in [saved.game_id for saved in SaveStore().unfinished()]


async def test_with_start_what_the_command_line_does_not_say_takes_the_defaults() -> None:
    remember(data_dir(), MatchSetup((Seat("Ann"), Seat("Bob")), JUNIOR, None, None, "junior"))
    app = _app("--check", "checked", "--no-go-out-first-turn", "--start", "--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        rules = table.game.rules
        assert rules.hand_sizes == STANDARD.hand_sizes  # not the remembered Junior
        assert rules.word_check is WordCheck.CHECKED and rules.no_go_out_on_first_turn
        assert table.game.players == ("Player 1", "Player 2")


async def test_remembered_choices_prefill_the_setup_screen() -> None:
    remember(data_dir(), MatchSetup((Seat("Ann"), Seat("Bob")), JUNIOR, None, None, "junior"))
    app = _app("--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.query_one("#preset", Choice).value == "junior"
        assert screen.query_one("#name-0", Input).value == "Ann"


# ------------------------------------------------------------------ a first launch


async def test_a_first_launch_says_what_it_builds_with_progress_instead_of_a_blank_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from quiddler.match import hints

    rng = random.Random(3)
    letters = "aeinorst"
    big = WordSet(
        {"".join(rng.choice(letters) for _ in range(6)) for _ in range(hints.CHILD_BUILD_WORDS + 500)}
    )
    shown: list[tuple[str, float | None]] = []
    table_already: list[bool] = []  # each time the starting screen spoke: was the table up?
    original = StartingScreen.say

    def say(self: StartingScreen, text: str, fraction: float | None = None) -> None:
        shown.append((text, fraction))
        table_already.append(any(isinstance(screen, TableScreen) for screen in self.app.screen_stack))
        original(self, text, fraction)

    monkeypatch.setattr(StartingScreen, "say", say)
    app = app_for(
        _parsed("--players", "Ann,bot:medium", "--start", "--seed", "2"),
        open_dictionary=lambda name: big,
        dictionaries=[DictionaryInfo("big", "a big made-up list")],
        default_dictionary="big",
        bot_factory=lambda level, seed, checker: _Idle(),
        bot_delay=0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert any(isinstance(screen, TableScreen) for screen in app.screen_stack)
    # something to read from the first frame on: the starting screen spoke before the table came
    # (asked when it spoke, not after a pause, which a busy machine may stretch past the build)
    assert table_already and not any(table_already)
    building = [fraction or 0.0 for text, fraction in shown if text.startswith("Building the word index")]
    # from nothing to done, never backwards; how many steps between shows depends on how often a
    # busy machine lets the reader in (the child's own steps: tests/solver/test_index_cache.py)
    assert building[0] == 0.0 and building[-1] == 1.0 and building == sorted(building)


class _Idle:
    """A computer seat for a test that never reaches its turn."""

    def act(self, view: Any) -> Any:
        raise AssertionError("not expected to play")

    def challenges(self, view: Any) -> tuple[int, ...]:
        return ()


async def test_the_dictionary_list_is_found_after_the_first_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asking Enchant for its languages takes a moment: the setup screen shows without waiting
    for it, then fills the Dictionary row in."""
    from quiddler.match import dictionaries as services
    from quiddler.tui.app import make_app

    asked: list[str] = []

    def choices() -> tuple[list[DictionaryInfo], str]:
        asked.append("asked")
        return [DictionaryInfo("en", "English"), DictionaryInfo("en-large", "English, large")], "en"

    monkeypatch.setattr(services, "dictionary_choices", choices)
    app = make_app(MatchSetup((Seat("Ann"), Seat("Bob")), dictionary="en-large"), bot_factory=None)
    assert asked == []  # not before the app runs
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen) and asked == ["asked"]
        choice = screen.query_one("#dictionary", Choice)
        assert [value for _, value in choice.options] == ["en", "en-large"]
        assert choice.value == "en-large" and screen.read_setup().dictionary == "en-large"
        assert app.deps.dictionaries is not None  # kept for the next setup screen


async def test_dictionaries_found_after_the_setup_screen_has_gone_are_only_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``quiddler play --resume`` shows the setup screen only for a moment: the list of
    dictionaries found afterwards must not reach for the screen that went."""
    import threading

    from quiddler.match import dictionaries as services
    from quiddler.tui.app import make_app

    asked, release = threading.Event(), threading.Event()

    def choices() -> tuple[list[DictionaryInfo], str]:
        asked.set()
        release.wait(30)  # found only once the game is on the table
        return [DictionaryInfo("test", "a few test words")], "test"

    monkeypatch.setattr(services, "dictionary_choices", choices)
    game_id = _save_a_game()
    checker = WordSet(WORDS)
    saved = SaveStore().load(game_id)

    def opened(name: str | None) -> WordSet:
        # The game resumes only once the setup screen has started looking (on a busy machine it
        # could otherwise leave before it looked, and then nothing would be found at all).
        asked.wait(30)
        return checker

    app = make_app(resume=saved, open_dictionary=opened, bot_factory=None, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            for _ in range(400):  # bounded (20 s), not timed
                await pilot.pause(0.05)
                if not any(isinstance(screen, SetupScreen) for screen in app.screen_stack):
                    break
        finally:
            release.set()
        for _ in range(100):  # the list arrives from a worker thread: bounded, not timed
            await settle(pilot)
            if app.deps.dictionaries:
                break
        assert app.is_running and app.deps.dictionaries == [DictionaryInfo("test", "a few test words")]
        assert any(isinstance(screen, TableScreen) for screen in app.screen_stack)


async def test_the_family_filter_row_sets_the_filter_of_the_game() -> None:
    app = build_app(("Ann", "Bob"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        control = screen.query_one("#family", Choice)
        assert "On:" in control.label and screen.read_setup().family == "on"
        control.focus()
        await pilot.press("right")
        await pilot.pause()
        assert "Off:" in control.label and screen.read_setup().family == "off"
        await pilot.press("right")
        await pilot.pause()
        assert "Strict:" in control.label and screen.read_setup().family == "strict"
