"""The Textual app for hot-seat Quiddler: title → setup → table → summaries → game over.

The app takes its dependencies in its constructor (:class:`AppDeps`, built by :func:`make_app`,
which the tests reuse): the setup to start from, how to open a dictionary, how to make computer
players, the data folder, the computer's pause. The table screen owns the game; the app only
moves between screens and offers what is always at hand (rules, keys, look-up, quit).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from textual import work
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from quiddler.dictionary.protocol import WordChecker
from quiddler.engine import Game, InvalidInputError, Record
from quiddler.paths import data_dir as default_data_dir
from quiddler.tui import services
from quiddler.tui.config import BOT_LEVELS, PlaySetup, Seat, load_remembered, remember
from quiddler.tui.services import BotFactory, ComputerSeat, DictionaryInfo, DictionaryOpener
from quiddler.tui.widgets.panels import MIN_HEIGHT, MIN_WIDTH

__all__ = ["AppDeps", "QuiddlerApp", "make_app"]


def _default_bot_factory(level: str, seed: int, checker: WordChecker) -> ComputerSeat:
    return services.make_bot(level, seed, checker)


@dataclass
class AppDeps:
    """Everything the app needs from outside, handed in so tests can replace any of it."""

    setup: PlaySetup
    start: str = "setup"  # "title", "setup" or "game"
    open_dictionary: DictionaryOpener = services.open_dictionary
    dictionaries: list[DictionaryInfo] = field(default_factory=list)
    default_dictionary: str | None = None
    bot_factory: BotFactory | None = _default_bot_factory
    bot_levels: tuple[str, ...] = BOT_LEVELS
    data_dir: Path | None = None
    bot_delay: float = 0.6
    remember_setup: bool = True


class _CannotStart(Exception):
    """Why a game could not be dealt, in a sentence for the players."""


class QuiddlerApp(App[None]):
    """Quiddler around one keyboard."""

    CSS_PATH = "quiddler.tcss"
    TITLE = "Quiddler"
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [
        (0, "-narrow"),
        (MIN_WIDTH, "-wide-enough"),
        (110, "-wide"),
    ]
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-short"), (MIN_HEIGHT, "-tall-enough")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "request_quit", "Quit", priority=True, show=False),
        Binding("ctrl+c", "request_quit", "Quit", priority=True, show=False),
        Binding("f1", "help", "Keys", show=False),
        Binding("f2", "rules", "Rules", show=False),
    ]

    def __init__(self, deps: AppDeps) -> None:
        super().__init__()
        self.deps = deps
        self.setup = deps.setup
        self.actions_applied = 0
        self._quitting = False

    # ------------------------------------------------------------ flow between screens

    def on_mount(self) -> None:
        if self.deps.start == "title":
            self.show_title()
        elif self.deps.start == "game":
            self.start_game(self.setup)
        else:
            self.show_setup()

    def _replace(self, screen: Screen[object]) -> None:
        """Show a main screen in place of the current one (the stack stays one deep)."""
        if len(self.screen_stack) <= 1:
            self.push_screen(screen)
        else:
            while len(self.screen_stack) > 2:
                self.pop_screen()
            self.switch_screen(screen)

    def show_title(self) -> None:
        from quiddler.tui.screens.info import TitleScreen

        self._replace(TitleScreen())

    def show_setup(self, setup: PlaySetup | None = None) -> None:
        from quiddler.tui.screens.setup import SetupScreen

        self._replace(
            SetupScreen(
                setup or self.setup,
                dictionaries=self.deps.dictionaries,
                default_dictionary=self.deps.default_dictionary,
                bot_levels=self.deps.bot_levels if self.deps.bot_factory is not None else (),
            )
        )

    def show_solitaire(self) -> None:
        try:
            from quiddler.tui.solitaire import SolitaireScreen
        except ImportError:
            self.notify("Solitaire is coming soon.", title="Solitaire")
            return
        try:
            screen = SolitaireScreen(dictionary=self.setup.dictionary)
        except ValueError as error:
            self.notify(str(error), severity="error", timeout=8)
            return
        self.push_screen(screen)

    def start_game(self, setup: PlaySetup) -> None:
        """Open the dictionary, seat the computers and deal in a worker, then show the table.

        Opening a word list and building the computers' word index can take seconds the first
        time: the screen stays responsive and says what is happening meanwhile.
        """
        self.setup = setup
        if self.deps.remember_setup and self.deps.data_dir is not None:
            remember(self.deps.data_dir, setup)
        self._say_on_screen("Shuffling, and opening the dictionary…")
        self._prepare_game(setup)

    def _say_on_screen(self, text: str) -> None:
        """A line on the setup screen (where a game is started from), if it is showing."""
        from textual.widgets import Static

        for widget in self.screen.query("#setup-error"):
            if isinstance(widget, Static):
                widget.update(text)

    @work(thread=True, exclusive=True, group="start-game")
    def _prepare_game(self, setup: PlaySetup) -> None:
        try:
            game, bots, name = self._build_game(setup)
        except _CannotStart as problem:
            self.call_from_thread(self._cannot_start, str(problem))
            return
        self.call_from_thread(self._show_table, game, setup, bots, name)

    def _build_game(self, setup: PlaySetup) -> tuple[Game, dict[int, ComputerSeat], str]:
        try:
            checker = self.deps.open_dictionary(setup.dictionary)
        except Exception as error:  # the dictionary package words its own errors for players
            raise _CannotStart(str(error) or "The dictionary could not be opened.") from None
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**31)
        try:
            game = Game(setup.game_setup(seed), checker)
        except InvalidInputError as error:
            raise _CannotStart(str(error)) from None
        bots: dict[int, ComputerSeat] = {}
        for index, seat in enumerate(setup.seats):
            if seat.is_human:
                continue
            if self.deps.bot_factory is None:
                raise _CannotStart("Computer players are not available here.")
            try:
                bots[index] = self.deps.bot_factory(seat.level or "easy", seed + index, checker)
            except Exception as error:
                raise _CannotStart(str(error) or "The computer player could not be made.") from None
        name = getattr(checker, "name", None) or setup.dictionary or "default"
        return game, bots, str(name)

    def _cannot_start(self, message: str) -> None:
        self._say_on_screen(message)
        self.notify(message, severity="error", timeout=8)

    def _show_table(self, game: Game, setup: PlaySetup, bots: dict[int, ComputerSeat], name: str) -> None:
        from quiddler.tui.screens.table import TableScreen

        self._replace(
            TableScreen(game, setup, bots=bots, bot_delay=self.deps.bot_delay, dictionary_name=name)
        )

    def show_game_over(self, game: Game, setup: PlaySetup) -> None:
        from quiddler.tui.screens.summary import GameOverScreen

        self._replace(GameOverScreen(game, setup))

    # ------------------------------------------------------------ the autosave hook

    def on_action_applied(self, game: Game, record: Record) -> None:
        """Called after every action the engine applied (saving plugs in here)."""
        self.actions_applied += 1

    # ------------------------------------------------------------ always at hand

    def game_in_progress(self) -> Game | None:
        from quiddler.tui.screens.table import TableScreen

        for screen in self.screen_stack:
            if isinstance(screen, TableScreen) and not screen.game.is_over:
                return screen.game
        return None

    def action_request_quit(self) -> None:
        """Quit at once, unless a game is being played: then ask first."""
        from quiddler.tui.screens.dialogs import ConfirmScreen

        if self.game_in_progress() is None:
            self.exit()
            return
        if self._quitting:
            return
        self._quitting = True

        def answered(yes: bool | None) -> None:
            self._quitting = False
            if yes:
                self.exit()

        self.push_screen(ConfirmScreen("Quit the game in progress?"), answered)

    def action_rules(self) -> None:
        from quiddler.tui.screens.info import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen())

    def action_help(self) -> None:
        from quiddler.tui.screens.info import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_lookup(self) -> None:
        from quiddler.tui.screens.dialogs import LookupScreen

        if isinstance(self.screen, LookupScreen):
            return
        game = self.game_in_progress()
        if game is not None:
            checker = game.checker
            name = self.setup.dictionary or self.deps.default_dictionary or "game's"
        else:
            try:
                checker = self.deps.open_dictionary(self.setup.dictionary)
            except Exception as error:
                self.notify(str(error), severity="error")
                return
            name = self.setup.dictionary or self.deps.default_dictionary or "default"
        self.push_screen(LookupScreen(checker, name))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand(
            "Rules", "Read the rules of Quiddler (with the decided points)", self.action_rules
        )
        yield SystemCommand("Keys", "Every key of the game", self.action_help)
        yield SystemCommand("Look up a word", "Is it in the dictionary? (between turns)", self.action_lookup)
        yield SystemCommand("Quit", "Leave Quiddler (asks first during a game)", self.action_request_quit)


def make_app(
    setup: PlaySetup | None = None,
    *,
    start: str = "setup",
    open_dictionary: DictionaryOpener | None = None,
    dictionaries: Sequence[DictionaryInfo] | None = None,
    default_dictionary: str | None = None,
    bot_factory: BotFactory | bool | None = True,
    data_dir: Path | None = None,
    bot_delay: float = 0.6,
) -> QuiddlerApp:
    """Build the app; every argument left out gets the real thing (the tests pass fakes).

    ``setup`` None uses the setup remembered in the data folder, or two people with default names.
    ``bot_factory`` True uses :func:`quiddler.players.make_player`; None disables computer seats.
    """
    folder = data_dir if data_dir is not None else default_data_dir()
    if dictionaries is None:
        found, default = services.dictionary_choices()
        dictionaries = found
        default_dictionary = default_dictionary or default
    if setup is None:
        setup = load_remembered(folder) or PlaySetup((Seat("Player 1"), Seat("Player 2")))
    factory: BotFactory | None
    if bot_factory is True:
        factory = _default_bot_factory
    elif bot_factory is False or bot_factory is None:
        factory = None
    else:
        factory = bot_factory
    deps = AppDeps(
        setup=setup,
        start=start,
        open_dictionary=open_dictionary or services.open_dictionary,
        dictionaries=list(dictionaries),
        default_dictionary=default_dictionary,
        bot_factory=factory,
        data_dir=folder,
        bot_delay=bot_delay,
    )
    return QuiddlerApp(deps)
