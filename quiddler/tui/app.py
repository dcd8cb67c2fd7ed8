"""The Textual app for hot-seat Quiddler: title → setup → table → summaries → game over.

The app takes its dependencies in its constructor (:class:`AppDeps`, built by :func:`make_app`,
which the tests reuse): the setup to start from, how to open a dictionary, how to make computer
players, the data folder, the computer's pause. The table screen owns the game; the app only
moves between screens and offers what is always at hand (rules, keys, look-up, quit).

Nothing is lost: the app saves the game in progress after every applied action
(:meth:`QuiddlerApp.on_action_applied`, through :class:`~quiddler.saves.Autosave`), saves once more
on SIGTERM / SIGHUP and on the way out, offers unfinished games when it starts at the setup screen
(or from the title screen), and resumes one (:meth:`QuiddlerApp.resume_game`) by replaying its
actions, so it is exactly the same game. A save takes a few milliseconds (mostly fsync), less than
a frame, so it is done on the UI thread, in order, and the last one can never be lost to a queue.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, work
from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.worker import NoActiveWorker, get_current_worker

from quiddler.paths import data_dir as default_data_dir
from quiddler.tui import services
from quiddler.tui.config import BOT_LEVELS, PlaySetup, Seat, load_remembered, remember
from quiddler.tui.guarded import GuardedApp
from quiddler.tui.services import BotFactory, ComputerSeat, DictionaryInfo, DictionaryOpener
from quiddler.tui.widgets.panels import MIN_HEIGHT, MIN_WIDTH, TooSmall

if TYPE_CHECKING:  # the game, the saves and the players load once the first screen is up
    from quiddler.engine import Game, Record
    from quiddler.engine.ports import WordChecker
    from quiddler.saves import Autosave, Reopened, SavedGame, SaveStore

__all__ = ["AppDeps", "QuiddlerApp", "make_app"]


def _default_bot_factory(level: str, seed: int, checker: WordChecker) -> ComputerSeat:
    return services.make_bot(level, seed, checker)


@dataclass
class AppDeps:
    """Everything the app needs from outside, handed in so tests can replace any of it."""

    setup: PlaySetup
    start: str = "setup"  # "title", "setup" or "game"
    open_dictionary: DictionaryOpener = services.open_dictionary
    #: The dictionaries the setup screen offers; None: found when the setup screen is up (asking
    #: Enchant which languages it has takes a moment the first frame should not wait for).
    dictionaries: list[DictionaryInfo] | None = field(default_factory=list)
    default_dictionary: str | None = None
    bot_factory: BotFactory | None = _default_bot_factory
    bot_levels: tuple[str, ...] = BOT_LEVELS
    data_dir: Path | None = None
    bot_delay: float = 0.6
    remember_setup: bool = True
    #: A saved game to resume at once (``quiddler play --resume``), instead of ``start``; the
    #: command line hands it in already reopened (checked, replayed and locked).
    resume: SavedGame | Reopened | None = None
    #: Sentences to show once the app is up (e.g. a save that was set aside before it started).
    notices: tuple[str, ...] = ()
    #: Starting at the setup screen, offer the unfinished games first (when False, as with flags
    #: that describe a new game, the app only says that they are still saved).
    offer_resume: bool = True


class _CannotStart(Exception):
    """Why a game could not be dealt, in a sentence for the players."""


#: The app's width and height classes, named here because Textual types the class attributes
#: they go in as instance variables (a ClassVar inside ``| None``), which a ClassVar may not override.
WIDTH_BREAKPOINTS: list[tuple[int, str]] = [(0, "-narrow"), (MIN_WIDTH, "-wide-enough"), (110, "-wide")]
HEIGHT_BREAKPOINTS: list[tuple[int, str]] = [(0, "-short"), (MIN_HEIGHT, "-tall-enough")]


class QuiddlerApp(GuardedApp[None]):
    """Quiddler around one keyboard."""

    CSS_PATH = "quiddler.tcss"
    TITLE = "Quiddler"
    HORIZONTAL_BREAKPOINTS = WIDTH_BREAKPOINTS
    VERTICAL_BREAKPOINTS = HEIGHT_BREAKPOINTS
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
        self._store: SaveStore | None = None
        #: The autosave of the game on the table, and that game (None between games).
        self.autosave: Autosave | None = None
        self._saved_game: Game | None = None
        self._save_error: str | None = None

    @property
    def store(self) -> SaveStore:
        """Where games are saved (the data folder of the deps); made on first use."""
        if self._store is None:
            from quiddler.saves import SaveStore

            self._store = SaveStore(self.deps.data_dir)
        return self._store

    @store.setter
    def store(self, store: SaveStore) -> None:
        self._store = store

    # ------------------------------------------------------------ flow between screens

    def on_mount(self) -> None:
        if self.deps.resume is not None:
            self.show_setup()
            self.resume_game(self.deps.resume)
        elif self.deps.start == "title":
            self.show_title()
        elif self.deps.start == "game":
            from quiddler.tui.screens.starting import StartingScreen

            # Something to look at while the dictionary opens (and, the first time, while the
            # computer players' word index is built): never a blank terminal.
            self.push_screen(StartingScreen("Quiddler", "Shuffling…"))
            self.start_game(self.setup)
        else:
            self.show_setup()
            if self.deps.offer_resume:
                self.offer_resume(quiet=True)
            else:
                self.call_after_refresh(self._mention_unfinished)
        for notice in self.deps.notices:
            self.notify(notice, severity="warning", timeout=10)

    # ------------------------------------------------------------ a terminal too small

    @property
    def too_small(self) -> bool:
        """True while the screen shows only the "needs 80×24" notice instead of itself."""
        width, height = self.size
        return (width < MIN_WIDTH or height < MIN_HEIGHT) and bool(self.screen.query(TooSmall))

    async def on_event(self, event: events.Event) -> None:
        """While the too-small notice shows, no key, click or paste reaches the hidden screen
        (a key would act on a game nobody can see); Ctrl+Q and Ctrl+C still quit, at once, since
        no question could be seen or answered (the game is saved after every move)."""
        if isinstance(event, events.InputEvent | events.Paste) and self.too_small:
            if isinstance(event, events.Key) and event.key in ("ctrl+q", "ctrl+c"):
                self.save_now()
                self.exit()
            event.stop()
            event.prevent_default()
            return
        await super().on_event(event)

    def on_unmount(self) -> None:
        """The last save on the way out (Ctrl+Q, Ctrl+C, a signal; see GuardedApp for the rest),
        then the game's lock goes."""
        self.save_now()
        if self.autosave is not None:
            self.autosave.close()

    def _replace(self, screen: Screen[Any]) -> None:
        """Show a main screen in place of the current one (the stack stays one deep)."""
        if len(self.screen_stack) <= 1:
            self.push_screen(screen)
        else:
            while len(self.screen_stack) > 2:
                self.pop_screen()
            self.switch_screen(screen)

    def show_title(self) -> None:
        from quiddler.tui.screens.info import TitleScreen

        self._replace(TitleScreen(resumable=len(self.unfinished_games())))

    def found_dictionaries(self, found: list[DictionaryInfo], default: str | None) -> None:
        """The dictionaries found after the setup screen showed: kept for the next setup screen."""
        self.deps.dictionaries = found
        self.deps.default_dictionary = self.deps.default_dictionary or default

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
        """Solitaire from the title screen: a starting screen while the dictionary opens, then the
        game (or the offer to continue the one left unfinished); leaving it comes back here."""
        from quiddler.tui.screens.starting import StartingScreen

        self.push_screen(StartingScreen("Solitaire", "Opening the dictionary…"))
        self._open_solitaire(self.setup.dictionary)

    @work(thread=True, exclusive=True, group="solitaire-open")
    def _open_solitaire(self, default: str | None) -> None:
        from quiddler.solitaire.opening import open_solitaire
        from quiddler.tui.screens.starting import StartingScreen

        starting = self.screen

        def progress(text: str, fraction: float | None) -> None:
            if isinstance(starting, StartingScreen):
                self.call_from_thread(starting.say, text, fraction)

        try:
            tools, loaded = open_solitaire(default=default, progress=progress)
        except ValueError as error:
            self.call_from_thread(self._solitaire_cannot_open, str(error))
            return
        self.call_from_thread(self._show_solitaire, tools, loaded)

    def _show_solitaire(self, tools: object, loaded: object) -> None:
        from quiddler.tui.screens.starting import StartingScreen
        from quiddler.tui.solitaire import SolitaireScreen

        if isinstance(self.screen, StartingScreen):
            self.pop_screen()
        screen = SolitaireScreen(tools, loaded=loaded)  # type: ignore[arg-type]
        self.push_screen(screen, lambda _: self._left_solitaire(screen))

    def _left_solitaire(self, screen: Screen[None]) -> None:
        """Back on the title screen: say how to find the deal again."""
        game, options = screen.game, screen.options  # type: ignore[attr-defined]
        deal = options.describe(game.seed)
        if screen.waiting is not None:  # type: ignore[attr-defined]
            self.notify("Your unfinished solitaire game is still saved: choose Solitaire to continue it.")
        elif screen.is_saved:  # type: ignore[attr-defined]
            self.notify(f"Solitaire ({deal}) is saved: choose Solitaire to continue it.", timeout=8)
        elif options.daily is None:
            self.notify(f"Solitaire deal {game.seed}: quiddler solitaire --seed {game.seed} deals it again.")

    def _solitaire_cannot_open(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        if isinstance(self.screen, StartingScreen):
            self.pop_screen()
        self.notify(message, severity="error", timeout=8)

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

    def _say_on_screen(self, text: str, fraction: float | None = None, *, problem: bool = False) -> None:
        """Say what is being prepared (and how far along, if known) on the screen a game is being
        started from: the setup screen's status line, or the starting screen. ``problem``: the
        line says why a game could not start (drawn as an error, not as work in progress)."""
        from textual.widgets import Static

        from quiddler.tui.screens.starting import StartingScreen, progress_bar

        if isinstance(self.screen, StartingScreen):
            self.screen.say(text, fraction)
            return
        line = text if fraction is None else f"{text}\n{progress_bar(fraction)}"
        for widget in self.screen.query("#setup-error"):
            if isinstance(widget, Static):
                widget.update(line)
                widget.set_class(not problem, "-working")

    def _progress(self, text: str, fraction: float | None) -> None:
        """From a worker: :meth:`_say_on_screen` on the UI thread."""
        self.call_from_thread(self._say_on_screen, text, fraction)

    @work(thread=True, exclusive=True, group="start-game")
    def _prepare_game(self, setup: PlaySetup) -> None:
        try:
            game, bots, name = self._build_game(setup)
        except _CannotStart as problem:
            self.call_from_thread(self._cannot_start, str(problem))
            return
        from quiddler.saves import Autosave

        dictionary = setup.dictionary or self.deps.default_dictionary or str(name)
        # Saved before the first move, so a game closed at once resumes with the same deal.
        autosave = Autosave.start(
            self.store,
            game,
            seats=[seat.kind for seat in setup.seats],
            dictionary=dictionary,
            family=setup.family,
        )
        self.call_from_thread(self._show_table, game, setup, bots, name, autosave)

    def _build_game(self, setup: PlaySetup) -> tuple[Game, dict[int, ComputerSeat], str]:
        from quiddler.engine import Game, InvalidInputError, new_seed

        try:
            opened = self.deps.open_dictionary(setup.dictionary)
            checker = services.checker_for(opened, setup.rules, family=setup.family)
        except Exception as error:  # the dictionary package words its own errors for players
            raise _CannotStart(str(error) or "The dictionary could not be opened.") from None
        seed = setup.seed if setup.seed is not None else new_seed()
        try:
            game = Game(setup.game_setup(seed), checker)
        except InvalidInputError as error:
            raise _CannotStart(str(error)) from None
        bots = self._seat_bots(setup, seed, checker)
        name = getattr(checker, "name", None) or setup.dictionary or "default"
        return game, bots, str(name)

    def _seat_bots(self, setup: PlaySetup, seed: int, checker: WordChecker) -> dict[int, ComputerSeat]:
        """The computer players of ``setup``'s bot seats (the same seeds for a resumed game)."""
        bots: dict[int, ComputerSeat] = {}
        if self.deps.bot_factory is not None and not all(seat.is_human for seat in setup.seats):
            # The computers need the word index: the first time, built with a progress bar (and
            # stopped if the app is closed meanwhile: its worker is then cancelled).
            services.prepare_index(
                checker, progress=self._progress, cancelled=_worker_cancelled(), name=setup.dictionary
            )
        for index, seat in enumerate(setup.seats):
            if seat.is_human:
                continue
            if self.deps.bot_factory is None:
                raise _CannotStart("Computer players are not available here.")
            try:
                bots[index] = self.deps.bot_factory(seat.level or "easy", seed + index, checker)
            except Exception as error:
                raise _CannotStart(str(error) or "The computer player could not be made.") from None
        return bots

    def _cannot_start(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        if isinstance(self.screen, StartingScreen):  # --start: the setup screen, to change it
            self.show_setup()
            self.call_after_refresh(lambda: self._say_on_screen(message, problem=True))
        else:
            self._say_on_screen(message, problem=True)
        self.notify(message, severity="error", timeout=8)

    def _show_table(
        self,
        game: Game,
        setup: PlaySetup,
        bots: dict[int, ComputerSeat],
        name: str,
        autosave: Autosave | None = None,
    ) -> None:
        from quiddler.tui.screens.table import TableScreen

        if self.autosave is not None and self.autosave is not autosave:
            self.autosave.close()  # the game left behind may be opened elsewhere now
        self.autosave, self._saved_game = autosave, game
        if autosave is not None and autosave.error:
            self._warn_save_error(autosave.error)
        self._replace(
            TableScreen(game, setup, bots=bots, bot_delay=self.deps.bot_delay, dictionary_name=name)
        )

    def show_game_over(self, game: Game, setup: PlaySetup) -> None:
        from quiddler.tui.screens.summary import GameOverScreen

        self._replace(GameOverScreen(game, setup))

    # ------------------------------------------------------------ resuming a saved game

    def unfinished_games(self) -> list[SavedGame]:
        """The games that can be resumed, newest first; a bad file is set aside and said once."""
        games = self.store.unfinished()
        for problem in self.store.take_problems():
            self.notify(str(problem), title="A save was set aside", severity="warning", timeout=10)
        return games

    def _mention_unfinished(self) -> None:
        """A new game is being set up: say that the unfinished ones are still saved."""
        waiting = len(self.unfinished_games())
        if waiting:
            games = "An unfinished game is" if waiting == 1 else f"{waiting} unfinished games are"
            self.notify(f"{games} saved: quiddler play with no options offers to continue.", timeout=8)

    def offer_resume(self, *, quiet: bool = False) -> None:
        """Show the unfinished games to choose from (resume, delete, or a new game).

        ``quiet``: say nothing when there are none (the offer made when the app starts).
        """
        from quiddler.tui.screens.resume import ResumeScreen

        games = self.unfinished_games()
        if not games:
            if not quiet:
                self.notify("There is no unfinished game to resume.")
            if isinstance(self.screen, _title_screen_type()):
                self.show_title()
            return

        def chosen(saved: SavedGame | None) -> None:
            if saved is not None:
                self.resume_game(saved)
            elif isinstance(self.screen, _title_screen_type()):
                self.show_title()  # the count of unfinished games may have changed

        self.push_screen(ResumeScreen(games, self.store), chosen)

    def resume_game(self, saved: SavedGame | Reopened) -> None:
        """Open the dictionary, replay the saved actions and seat the computers, then the table.

        If the game cannot be rebuilt the player is told in one sentence and lands on the setup
        screen, free to start a new game (a save that does not replay is moved aside by the store).
        """
        self._say_on_screen("Opening the saved game…")
        self._prepare_resume(saved)

    @work(thread=True, exclusive=True, group="start-game")
    def _prepare_resume(self, saved: SavedGame | Reopened) -> None:
        from quiddler.saves import Reopened, SaveError

        try:
            reopened = saved if isinstance(saved, Reopened) else self._reopen(saved)
        except SaveError as problem:
            self.call_from_thread(self._cannot_resume, str(problem))
            return
        try:
            setup, bots, name = self._rebuild_game(reopened)
        except _CannotStart as problem:
            reopened.lock.release()
            self.call_from_thread(self._cannot_resume, str(problem))
            return
        self.call_from_thread(self._show_resumed, reopened, setup, bots, name)

    def _reopen(self, saved: SavedGame) -> Reopened:
        """Lock, check and replay a saved game (see :func:`quiddler.saves.reopen`), with the
        dictionary its rules play by (in Junior, with the names list)."""
        from quiddler.saves import reopen

        def open_dictionary(name: str) -> WordChecker:
            opened = self.deps.open_dictionary(name)
            return services.checker_for(opened, saved.setup.rules, family=saved.family)

        return reopen(self.store, saved, open_dictionary, levels=BOT_LEVELS)

    def _rebuild_game(self, reopened: Reopened) -> tuple[PlaySetup, dict[int, ComputerSeat], str]:
        saved, checker = reopened.saved, reopened.checker
        rules = saved.setup.rules
        setup = PlaySetup(
            tuple(Seat(name, kind) for name, kind in zip(saved.players, saved.seats, strict=True)),
            rules,
            saved.dictionary,
            saved.setup.seed,
            rules.name,
        )
        bots = self._seat_bots(setup, saved.setup.seed, checker)
        name = getattr(checker, "name", None) or saved.dictionary
        return setup, bots, str(name)

    def _cannot_resume(self, message: str) -> None:
        from quiddler.tui.screens.setup import SetupScreen

        if not isinstance(self.screen, SetupScreen | _title_screen_type()):
            self.show_setup()
        self.notify(message, title="The game cannot be resumed", severity="error", timeout=10)
        self.call_after_refresh(self._say_on_screen, "Start a new game: press Enter.")

    def _show_resumed(
        self, reopened: Reopened, setup: PlaySetup, bots: dict[int, ComputerSeat], name: str
    ) -> None:
        from quiddler.saves import Autosave

        self.setup = setup
        autosave = Autosave.resume(self.store, reopened.saved, reopened.lock)
        self._show_table(reopened.game, setup, bots, name, autosave)

    # ------------------------------------------------------------ the autosave hook

    def on_action_applied(self, game: Game, record: Record) -> None:
        """Called after every action the engine applied: save the game (at game over, file it in
        the history). A failing save is said once; the game goes on and the next action retries."""
        self.actions_applied += 1
        autosave = self.autosave
        if autosave is None or game is not self._saved_game:
            return
        error = autosave.update(game)
        if error is None:
            self._save_error = None
            if autosave.saved.finished:
                self.autosave, self._saved_game = None, None  # it is in the history now
        else:
            self._warn_save_error(error)

    def _warn_save_error(self, error: str) -> None:
        if error != self._save_error:
            self._save_error = error
            self.notify(error, title="Not saved", severity="warning", timeout=10)

    def save_now(self) -> None:
        """Save the game on the table once more (a signal, or the way out); never raises."""
        autosave = self.autosave
        if autosave is not None:
            with contextlib.suppress(Exception):
                autosave.save_now()

    @property
    def saved_game_id(self) -> str | None:
        """The id of the unfinished game on the table if its last save worked (to resume later)."""
        autosave = self.autosave
        if autosave is None or autosave.error is not None or autosave.saved.finished:
            return None
        return autosave.saved.game_id

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

        if self.saved_game_id is not None:
            question = (
                "Quit the game in progress?\n\nIt is saved: quiddler play offers to continue it "
                "next time (or: quiddler play --resume)."
            )
        else:
            question = "Quit the game in progress?\n\nIt could not be saved, so it will be lost."
        self.push_screen(ConfirmScreen(question), answered)

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
        why = self._lookup_refusal()
        if why is not None:
            self.notify(why, title="Not now", severity="warning", timeout=8)
            return
        game = self.game_in_progress()
        rules = game.rules if game is not None else self.setup.rules
        if game is not None:
            checker = game.checker
            name = self.setup.dictionary or self.deps.default_dictionary or "game's"
        else:
            try:
                opened = self.deps.open_dictionary(self.setup.dictionary)
                checker = services.checker_for(opened, self.setup.rules, family=self.setup.family)
            except Exception as error:
                self.notify(str(error), severity="error")
                return
            name = self.setup.dictionary or self.deps.default_dictionary or "default"
        self.push_screen(LookupScreen(checker, name, rules))

    #: Textual's own palette entries that this app replaces with its own (each once, and
    #: Quit asks first during a game, as Ctrl+Q does).
    _REPLACED_COMMANDS = frozenset({"Quit", "Keys"})

    def _lookup_refusal(self) -> str | None:
        """The table's reason why the dictionary may not be opened now (a person's own turn, a
        challenge), when the table or its challenge window is what is showing; else None."""
        from quiddler.tui.screens.challenge import ChallengeScreen
        from quiddler.tui.screens.table import TableScreen

        showing = self.screen
        for screen in self.screen_stack:
            at_table = showing is screen or isinstance(showing, ChallengeScreen)
            if isinstance(screen, TableScreen) and at_table:
                return screen.lookup_refusal()
        return None

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):
            if command.title not in self._REPLACED_COMMANDS:
                yield command
        yield SystemCommand("Rules", "How to play, and this game's decisions", self.action_rules)
        yield SystemCommand("Keys", "Every key of the game", self.action_help)
        yield SystemCommand(
            "Look up a word", "Allowed or not, and its points (not on your own turn)", self.action_lookup
        )
        yield SystemCommand("Quit", "Leave Quiddler (asks first during a game)", self.action_request_quit)

    async def action_quit(self) -> None:
        """Textual's quit, wherever it comes from, asks first during a game, like Ctrl+Q."""
        self.action_request_quit()


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
    resume: SavedGame | Reopened | None = None,
    notices: Sequence[str] = (),
    offer_resume: bool = True,
) -> QuiddlerApp:
    """Build the app; every argument left out gets the real thing (the tests pass fakes).

    ``setup`` None uses the setup remembered in the data folder, or two people with default names.
    ``dictionaries`` None: the setup screen finds them once it is showing.
    ``bot_factory`` True uses :func:`quiddler.players.make_player`; None disables computer seats.
    ``resume`` opens that saved game at once; ``notices`` are shown when the app is up;
    ``offer_resume`` False skips the list of unfinished games at the setup screen.
    """
    folder = data_dir if data_dir is not None else default_data_dir()

    if setup is None:
        problems: list[str] = []
        setup = load_remembered(folder, problems) or PlaySetup((Seat("Player 1"), Seat("Player 2")))
        notices = [*notices, *problems]
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
        dictionaries=None if dictionaries is None else list(dictionaries),
        default_dictionary=default_dictionary,
        bot_factory=factory,
        data_dir=folder,
        bot_delay=bot_delay,
        resume=resume,
        notices=tuple(notices),
        offer_resume=offer_resume,
    )
    return QuiddlerApp(deps)


def _worker_cancelled() -> Callable[[], bool]:
    """Whether the worker this runs in has been cancelled (the app is closing), as a function."""
    try:
        worker = get_current_worker()
    except NoActiveWorker:
        return lambda: False
    return lambda: worker.is_cancelled


def _title_screen_type() -> type[Screen[Any]]:
    from quiddler.tui.screens.info import TitleScreen

    return TitleScreen
