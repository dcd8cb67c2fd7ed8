"""The Textual app for hot-seat Quiddler: title → setup → table → summaries → game over.

The app takes its dependencies in its constructor (:class:`AppDeps`, built by :func:`make_app`,
which the tests reuse): the setup to start from, how to open a dictionary, how to make computer
players, the data folder, the computer's pause. A game's life is a :class:`~quiddler.match.Match`
(dealt by :meth:`Match.new <quiddler.match.Match.new>`, reopened by :meth:`Match.resume
<quiddler.match.Match.resume>`); the table screen plays it through its port; the app only moves
between screens, listens to the match's events and offers what is always at hand (rules, keys,
look-up, quit).

Nothing is lost: the match saves the game after every applied action (through
:class:`~quiddler.saves.Autosave`; the app says a failed save once, from the match's
:class:`~quiddler.match.SaveFailed` event), the app saves once more on SIGTERM / SIGHUP and on the
way out, offers unfinished games when it starts at the setup screen (or from the title screen),
and resumes one (:meth:`QuiddlerApp.resume_game`) by replaying its actions, so it is exactly the
same game. A save takes a few milliseconds (mostly fsync), less than a frame, so it is done on the
UI thread, in order, and the last one can never be lost to a queue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import work
from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.worker import NoActiveWorker, get_current_worker

from quiddler.i18n import N_, _, ngettext
from quiddler.match.computers import BotFactory, make_bot
from quiddler.match.dictionaries import DictionaryInfo, DictionaryOpener, checker_for
from quiddler.match.dictionaries import open_dictionary as open_by_name
from quiddler.match.setup import BOT_LEVELS, MatchSetup
from quiddler.paths import data_dir as default_data_dir
from quiddler.tui.localized import translated_command
from quiddler.tui.screens import requests
from quiddler.tui.small_window import SmallWindowGuard
from quiddler.tui.widgets.panels import MIN_HEIGHT, MIN_WIDTH

if TYPE_CHECKING:  # the game, the saves and the players load once the first screen is up
    from quiddler.engine import Game
    from quiddler.match import Event, Match, TablePort
    from quiddler.saves import Autosave, Reopened, SavedGame, SaveStore

__all__ = ["AppDeps", "QuiddlerApp", "make_app"]


@dataclass
class AppDeps:
    """Everything the app needs from outside, handed in so tests can replace any of it."""

    setup: MatchSetup
    start: str = "setup"  # "title", "setup" or "game"
    open_dictionary: DictionaryOpener = open_by_name
    #: The dictionaries the setup screen offers; None: found when the setup screen is up (asking
    #: Enchant which languages it has takes a moment the first frame should not wait for).
    dictionaries: list[DictionaryInfo] | None = field(default_factory=list)
    default_dictionary: str | None = None
    bot_factory: BotFactory | None = make_bot
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


#: The app's width and height classes, named here because Textual types the class attributes
#: they go in as instance variables (a ClassVar inside ``| None``), which a ClassVar may not override.
WIDTH_BREAKPOINTS: list[tuple[int, str]] = [(0, "-narrow"), (MIN_WIDTH, "-wide-enough"), (110, "-wide")]
HEIGHT_BREAKPOINTS: list[tuple[int, str]] = [(0, "-short"), (MIN_HEIGHT, "-tall-enough")]


class QuiddlerApp(SmallWindowGuard[None]):
    """Quiddler around one keyboard."""

    CSS_PATH = "quiddler.tcss"
    TITLE = "Quiddler"
    HORIZONTAL_BREAKPOINTS = WIDTH_BREAKPOINTS
    VERTICAL_BREAKPOINTS = HEIGHT_BREAKPOINTS
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "request_quit", N_("Quit"), priority=True, show=False),
        Binding("ctrl+c", "request_quit", N_("Quit"), priority=True, show=False),
        Binding("f1", "help", N_("Keys"), show=False),
        Binding("f2", "rules", N_("Rules"), show=False),
    ]

    def __init__(self, deps: AppDeps) -> None:
        super().__init__()
        self.deps = deps
        self.setup = deps.setup
        self.actions_applied = 0
        self._quitting = False
        self._store: SaveStore | None = None
        #: The match on the table (None before the first), and how to stop listening to it.
        self.match: Match | None = None
        self._unsubscribe: Callable[[], None] | None = None
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
            self.push_screen(StartingScreen("Quiddler", _("Shuffling…")))
            self.start_game(self.setup)
        else:
            self.show_setup()
            if self.deps.offer_resume:
                self.offer_resume(quiet=True)
            else:
                self.call_after_refresh(self._mention_unfinished)
        for notice in self.deps.notices:
            self.notify(notice, severity="warning", timeout=10)

    # ------------------------------------------------------------ what the screens ask for

    def on_start_game(self, message: requests.StartGame) -> None:
        self.start_game(message.setup)

    def on_game_finished(self, message: requests.GameFinished) -> None:
        self.show_game_over(message.port, message.setup)

    def on_show_setup(self, message: requests.ShowSetup) -> None:
        self.show_setup()

    def on_show_title(self, message: requests.ShowTitle) -> None:
        self.show_title()

    def on_show_solitaire(self, message: requests.ShowSolitaire) -> None:
        self.show_solitaire()

    def on_show_rules(self, message: requests.ShowRules) -> None:
        self.action_rules()

    def on_offer_resume(self, message: requests.OfferResume) -> None:
        self.offer_resume()

    def on_look_up(self, message: requests.LookUp) -> None:
        self.action_lookup()

    def on_unmount(self) -> None:
        """The last save on the way out (Ctrl+Q, Ctrl+C, a signal; see GuardedApp for the rest),
        then the game's lock goes."""
        self.save_now()
        if self.match is not None:
            self.match.close()

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

    def show_setup(self, setup: MatchSetup | None = None) -> None:
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

        starting = StartingScreen(_("Solitaire"), _("Opening the dictionary…"))
        if self.already_showing(starting):  # the key arrived twice: it is already opening
            return
        self.push_screen(starting)
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
        self.push_screen(screen, lambda _result: self._left_solitaire(screen))

    def _left_solitaire(self, screen: Screen[None]) -> None:
        """Back on the title screen: say how to find the deal again."""
        game, options = screen.game, screen.options  # type: ignore[attr-defined]
        deal = options.describe(game.seed)
        if screen.waiting is not None:  # type: ignore[attr-defined]
            self.notify(_("Your unfinished solitaire game is still saved: choose Solitaire to continue it."))
        elif screen.is_saved:  # type: ignore[attr-defined]
            self.notify(
                _("Solitaire ({deal}) is saved: choose Solitaire to continue it.").format(deal=deal),
                timeout=8,
            )
        elif options.daily is None:
            self.notify(
                _("Solitaire deal {seed}: quiddler solitaire --seed {seed} deals it again.").format(
                    seed=game.seed
                )
            )

    def _solitaire_cannot_open(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        if isinstance(self.screen, StartingScreen):
            self.pop_screen()
        self.notify(message, severity="error", timeout=8)

    def start_game(self, setup: MatchSetup) -> None:
        """Open the dictionary, seat the computers and deal in a worker, then show the table.

        Opening a word list and building the computers' word index can take seconds the first
        time: the screen stays responsive and says what is happening meanwhile.
        """
        self.setup = setup
        if self.deps.remember_setup and self.deps.data_dir is not None:
            from quiddler.match.remembered import remember  # players.json: msgspec loads here

            remember(self.deps.data_dir, setup)
        self._say_on_screen(_("Shuffling, and opening the dictionary…"))
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
    def _prepare_game(self, setup: MatchSetup) -> None:
        from quiddler.match import CannotStart, Match

        try:
            # Saved before the first move, so a game closed at once resumes with the same deal.
            match = Match.new(
                setup,
                open_dictionary=self.deps.open_dictionary,
                bot_factory=self.deps.bot_factory,
                store=self.store,
                default_dictionary=self.deps.default_dictionary,
                progress=self._progress,
                cancelled=_worker_cancelled(),
            )
        except CannotStart as problem:
            self.call_from_thread(self._cannot_start, str(problem))
            return
        self.call_from_thread(self._show_table, match)

    def _cannot_start(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        if isinstance(self.screen, StartingScreen):  # --start: the setup screen, to change it
            self.show_setup()
            self.call_after_refresh(lambda: self._say_on_screen(message, problem=True))
        else:
            self._say_on_screen(message, problem=True)
        self.notify(message, severity="error", timeout=8)

    def _show_table(self, match: Match) -> None:
        from quiddler.match import LocalPort
        from quiddler.tui.screens.table import TableScreen

        if self.match is not None and self.match is not match:
            self.match.close()  # the game left behind may be opened elsewhere now
        if self._unsubscribe is not None:
            self._unsubscribe()
        self.match, self.setup = match, match.setup
        self._unsubscribe = match.subscribe(self._on_match_event)
        if match.save_error:
            self._warn_save_error(match.save_error)
        self._replace(TableScreen(LocalPort(match), match.setup, bot_delay=self.deps.bot_delay))

    def show_game_over(self, finished: TablePort | Game, setup: MatchSetup) -> None:
        """The game-over screen of a finished match, read through its port (the table hands its
        own over when the last round's scores were seen). A finished :class:`~quiddler.engine.Game`
        handed in (the tests' finished games) gets a :class:`~quiddler.match.LocalPort` of its
        own: the screen itself never holds a game."""
        from quiddler.engine import Game
        from quiddler.match import LocalPort, Match
        from quiddler.tui.screens.summary import GameOverScreen

        port = LocalPort(Match(finished, setup, bot_factory=None)) if isinstance(finished, Game) else finished
        self._replace(GameOverScreen(port, setup))

    # ------------------------------------------------------------ resuming a saved game

    def unfinished_games(self) -> list[SavedGame]:
        """The games that can be resumed, newest first; a bad file is set aside and said once."""
        games = self.store.unfinished()
        for problem in self.store.take_problems():
            self.notify(str(problem), title=_("A save was set aside"), severity="warning", timeout=10)
        return games

    def _mention_unfinished(self) -> None:
        """A new game is being set up: say that the unfinished ones are still saved."""
        waiting = len(self.unfinished_games())
        if waiting:
            said = ngettext(
                "An unfinished game is saved: quiddler play with no options offers to continue.",
                "{count} unfinished games are saved: quiddler play with no options offers to continue.",
                waiting,
            )
            self.notify(said.format(count=waiting), timeout=8)

    def offer_resume(self, *, quiet: bool = False) -> None:
        """Show the unfinished games to choose from (resume, delete, or a new game).

        ``quiet``: say nothing when there are none (the offer made when the app starts).
        """
        from quiddler.tui.screens.resume import ResumeScreen

        games = self.unfinished_games()
        if not games:
            if not quiet:
                self.notify(_("There is no unfinished game to resume."))
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
        self._say_on_screen(_("Opening the saved game…"))
        self._prepare_resume(saved)

    @work(thread=True, exclusive=True, group="start-game")
    def _prepare_resume(self, saved: SavedGame | Reopened) -> None:
        from quiddler.match import CannotStart, Match
        from quiddler.saves import SaveError

        try:
            match = Match.resume(
                saved,
                store=self.store,
                open_dictionary=self.deps.open_dictionary,
                bot_factory=self.deps.bot_factory,
                progress=self._progress,
                cancelled=_worker_cancelled(),
            )
        except (SaveError, CannotStart) as problem:
            self.call_from_thread(self._cannot_resume, str(problem))
            return
        self.call_from_thread(self._show_table, match)

    def _cannot_resume(self, message: str) -> None:
        from quiddler.tui.screens.setup import SetupScreen

        if not isinstance(self.screen, SetupScreen | _title_screen_type()):
            self.show_setup()
        self.notify(message, title=_("The game cannot be resumed"), severity="error", timeout=10)
        self.call_after_refresh(self._say_on_screen, _("Start a new game: press Enter."))

    # ------------------------------------------------------------ what the match tells

    def _on_match_event(self, event: Event) -> None:
        """Every event of the match on the table (on the thread that applied the action: this one)."""
        from quiddler.match import ActionApplied, SaveFailed

        if isinstance(event, ActionApplied):
            self.actions_applied += 1
            if self.match is not None and self.match.save_error is None:
                self._save_error = None
        elif isinstance(event, SaveFailed):
            self._warn_save_error(event.message)

    @property
    def autosave(self) -> Autosave | None:
        """The autosave of the game on the table (None between games, and once it is filed)."""
        return self.match.autosave if self.match is not None else None

    def _warn_save_error(self, error: str) -> None:
        if error != self._save_error:
            self._save_error = error
            self.notify(error, title=_("Not saved"), severity="warning", timeout=10)

    def save_now(self) -> None:
        """Save the game on the table once more (a signal, or the way out); never raises."""
        if self.match is not None:
            self.match.save_now()

    @property
    def saved_game_id(self) -> str | None:
        """The id of the unfinished game on the table if its last save worked (to resume later)."""
        return self.match.saved_game_id if self.match is not None else None

    # ------------------------------------------------------------ always at hand

    def game_in_progress(self) -> Game | None:
        from quiddler.tui.screens.table import TableScreen

        for screen in self.screen_stack:
            if isinstance(screen, TableScreen) and self.match is not None and not self.match.is_over:
                return self.match.game
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

        self.push_screen(ConfirmScreen(self.quit_question()), answered)

    def quit_question(self) -> str:
        """What Ctrl+Q asks during a game: whether to quit, and whether the game is kept."""
        if self.saved_game_id is not None:
            return _(
                "Quit the game in progress?\n\nIt is saved: quiddler play offers to continue it "
                "next time (or: quiddler play --resume)."
            )
        return _("Quit the game in progress?\n\nIt could not be saved, so it will be lost.")

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
            self.notify(why, title=_("Not now"), severity="warning", timeout=8)
            return
        game = self.game_in_progress()
        rules = game.rules if game is not None else self.setup.rules
        if game is not None:
            checker = game.checker
            name = self.setup.dictionary or self.deps.default_dictionary or "game's"
        else:
            try:
                opened = self.deps.open_dictionary(self.setup.dictionary)
                checker = checker_for(opened, self.setup.rules, family=self.setup.family)
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
                yield translated_command(command)
        yield SystemCommand(_("Rules"), _("How to play, and this game's decisions"), self.action_rules)
        yield SystemCommand(_("Keys"), _("Every key of the game"), self.action_help)
        yield SystemCommand(
            _("Look up a word"),
            _("Allowed or not, and its points (not on your own turn)"),
            self.action_lookup,
        )
        yield SystemCommand(
            _("Quit"), _("Leave Quiddler (asks first during a game)"), self.action_request_quit
        )

    async def action_quit(self) -> None:
        """Textual's quit, wherever it comes from, asks first during a game, like Ctrl+Q."""
        self.action_request_quit()


def make_app(
    setup: MatchSetup | None = None,
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
        from quiddler.match.remembered import load_remembered

        problems: list[str] = []
        setup = load_remembered(folder, problems) or MatchSetup()
        notices = [*notices, *problems]
    factory: BotFactory | None
    if bot_factory is True:
        factory = make_bot
    elif bot_factory is False or bot_factory is None:
        factory = None
    else:
        factory = bot_factory
    deps = AppDeps(
        setup=setup,
        start=start,
        open_dictionary=open_dictionary or open_by_name,
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
