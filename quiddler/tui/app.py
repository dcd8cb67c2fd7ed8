"""The Textual app for hot-seat Quiddler: its screens and the way between them (title → setup →
table → summaries → game over); what is always at hand (rules, keys, look-up, quit) is
:class:`~quiddler.tui.at_hand.AtHand`, its base.

The app takes its dependencies in its constructor (:class:`~quiddler.tui.deps.AppDeps`, built by
:func:`make_app`, which the tests reuse). A hot-seat game's life (dealing, resuming, its table and
its saves) is :class:`~quiddler.tui.hot_seat.HotSeat`'s, solitaire's opening is
:class:`~quiddler.tui.solitaire.launch.SolitaireLaunch`'s: controllers the app owns. The app saves
once more on SIGTERM / SIGHUP and on the way out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import CSSPathType
from textual.binding import Binding, BindingType
from textual.screen import Screen

from quiddler.i18n import N_, _
from quiddler.match.dictionaries import DictionaryInfo
from quiddler.match.setup import MatchSetup
from quiddler.tui import stylesheets
from quiddler.tui.at_hand import AtHand
from quiddler.tui.daily_launch import DailyLaunch
from quiddler.tui.deps import AppDeps
from quiddler.tui.hot_seat import HotSeat
from quiddler.tui.look_up import look_up_anywhere
from quiddler.tui.screens import requests
from quiddler.tui.solitaire.launch import SolitaireLaunch
from quiddler.tui.widgets.too_small import MIN_HEIGHT, MIN_WIDTH

if TYPE_CHECKING:  # the game, the saves and the players load once the first screen is up
    from quiddler.engine import Game
    from quiddler.match import Match, TablePort, TableServices
    from quiddler.saves import Autosave, Reopened, SavedGame, SaveStore

__all__ = ["AppDeps", "QuiddlerApp", "make_app"]


#: The app's width and height classes, named here because Textual types the class attributes
#: they go in as instance variables (a ClassVar inside ``| None``), which a ClassVar may not override.
WIDTH_BREAKPOINTS: list[tuple[int, str]] = [(0, "-narrow"), (MIN_WIDTH, "-wide-enough"), (110, "-wide")]
HEIGHT_BREAKPOINTS: list[tuple[int, str]] = [(0, "-short"), (MIN_HEIGHT, "-tall-enough")]


class QuiddlerApp(AtHand):
    """Quiddler around one keyboard."""

    #: The shared styles and the first screens' (the others come with their screens: see stylesheets).
    CSS_PATH: ClassVar[CSSPathType | None] = [stylesheets.SHARED, stylesheets.SETUP]
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
        #: The match on the table (None before the first).
        self.match: Match | None = None
        #: Deals, resumes and shows hot-seat games; opens solitaire (controllers the app owns).
        self.hot_seat = HotSeat(self)
        self.solitaire = SolitaireLaunch(self)
        self.daily = DailyLaunch(self)

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

    def get_default_screen(self) -> Screen[Any]:
        """The first screen itself (the title or the setup screen) rather than Textual's blank one
        with it pushed on top: a pushed screen is laid out again when it resumes and at each resize
        that follows, and the first frame of ``quiddler play`` waited for nine layouts of the setup
        screen instead of one (docs/development.md, the start-up figures). The bottom screen is then
        a main screen: :meth:`replace_screen` switches it out like any other."""
        if self.deps.resume is not None or self.deps.start not in ("title", "daily", "setup"):
            return super().get_default_screen()
        screen = self._title_screen() if self.deps.start in ("title", "daily") else self._setup_screen()
        # switch_screen takes a result callback off the screen it replaces, and one is put on every
        # screen pushed or switched in, but not on the default screen: given here as switch_screen
        # gives it, so this screen can be switched out like the others.
        screen._push_result_callback(screen, None)
        return screen

    def on_mount(self) -> None:
        if self.deps.resume is not None:
            self.show_setup()
            self.resume_game(self.deps.resume)
        elif self.deps.start == "title":
            pass  # the default screen
        elif self.deps.start == "daily":  # quiddler daily: the day's game over the title screen
            self.daily.show(self.deps.daily)
        elif self.deps.start == "game":
            from quiddler.tui.screens.starting import StartingScreen

            # Something to look at while the dictionary opens (and, the first time, while the
            # computer players' word index is built): never a blank terminal.
            self.push_screen(StartingScreen("Quiddler", _("Shuffling…")))
            self.start_game(self.setup)
        else:  # the setup screen: the default screen
            if self.deps.offer_resume:
                self.offer_resume(quiet=True)
            else:
                self.call_after_refresh(self.hot_seat.mention_unfinished)
        for notice in self.deps.notices:
            self.notify(notice, severity="warning", timeout=10)

    # ------------------------------------------------------------ what the screens ask for

    def on_start_game(self, message: requests.StartGame) -> None:
        self.start_game(message.setup)

    def on_game_finished(self, message: requests.GameFinished) -> None:
        if message.setup.rules.round_pile:  # the Quiddler of the day, played alone: its result
            self.daily.finished(message.port, message.setup)
            return
        self.show_game_over(message.port, message.setup, message.services)

    def on_show_daily(self, message: requests.ShowDaily) -> None:
        self.daily.show()

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

    def replace_screen(self, screen: Screen[Any]) -> None:
        """Show a main screen in place of the current one: one main screen on the stack, over
        Textual's blank screen when the app started with none of its own (see
        :meth:`get_default_screen`), and the dialogs over it closed first."""
        bottom = 2 if self.screen_stack and self.screen_stack[0].id == "_default" else 1
        if len(self.screen_stack) < bottom:
            self.push_screen(screen)
        else:
            while len(self.screen_stack) > bottom:
                self.pop_screen()
            self.switch_screen(screen)

    def _title_screen(self) -> Screen[Any]:
        from quiddler.tui.screens.info import TitleScreen

        return TitleScreen(resumable=len(self.hot_seat.unfinished_games()))

    def show_title(self) -> None:
        self.replace_screen(self._title_screen())

    def found_dictionaries(self, found: list[DictionaryInfo], default: str | None) -> None:
        """The dictionaries found after the setup screen showed: kept for the next setup screen."""
        self.deps.dictionaries = found
        self.deps.default_dictionary = self.deps.default_dictionary or default

    def _setup_screen(self, setup: MatchSetup | None = None) -> Screen[Any]:
        from quiddler.tui.screens.setup import SetupScreen

        return SetupScreen(
            setup or self.setup,
            dictionaries=self.deps.dictionaries,
            default_dictionary=self.deps.default_dictionary,
            bot_levels=self.deps.bot_levels if self.deps.bot_factory is not None else (),
        )

    def show_setup(self, setup: MatchSetup | None = None) -> None:
        self.replace_screen(self._setup_screen(setup))

    def show_solitaire(self) -> None:
        """Solitaire from the title screen (see :mod:`quiddler.tui.solitaire.launch`)."""
        self.solitaire.show(self.setup.dictionary)

    # ------------------------------------------------------------ a hot-seat game (HotSeat's)

    def start_game(self, setup: MatchSetup) -> None:
        self.hot_seat.start_game(setup)

    def resume_game(self, saved: SavedGame | Reopened) -> None:
        self.hot_seat.resume_game(saved)

    def offer_resume(self, *, quiet: bool = False) -> None:
        self.hot_seat.offer_resume(quiet=quiet)

    @property
    def autosave(self) -> Autosave | None:
        return self.hot_seat.autosave

    def save_now(self) -> None:
        """Save the game on the table once more (a signal, or the way out); never raises."""
        if self.match is not None:
            self.match.save_now()

    @property
    def saved_game_id(self) -> str | None:
        """The id of the unfinished game on the table if its last save worked (to resume later)."""
        return self.match.saved_game_id if self.match is not None else None

    def show_game_over(
        self, finished: TablePort | Game, setup: MatchSetup, services: TableServices | None = None
    ) -> None:
        """The game-over screen of a finished match, read through its port (the table hands its
        own over when the last round's scores were seen). A finished :class:`~quiddler.engine.Game`
        handed in (the tests' finished games) gets a :class:`~quiddler.match.LocalPort` of its
        own, and its services: the screen itself never holds a game."""
        from quiddler.engine import Game
        from quiddler.match import LocalPort, Match, local_services
        from quiddler.tui.screens.summary import GameOverScreen

        if isinstance(finished, Game):
            match = Match(finished, setup, bot_factory=None)
            finished, services = LocalPort(match), local_services(match)
        assert services is not None, "a port comes with its services"
        self.replace_screen(GameOverScreen(finished, services, setup))

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
        if self.saved_game_id is not None and self.match is not None and self.match.setup.rules.round_pile:
            return _("Quit the Quiddler of the day?\n\nIt is saved: open the day again to go on.")
        if self.saved_game_id is not None:
            return _(
                "Quit the game in progress?\n\nIt is saved: quiddler play offers to continue it "
                "next time (or: quiddler play --resume)."
            )
        return _("Quit the game in progress?\n\nIt could not be saved, so it will be lost.")

    def action_lookup(self) -> None:
        """The dictionary look-up, where the rules allow it (see :mod:`quiddler.tui.look_up`)."""
        look_up_anywhere(self)


def make_app(setup: MatchSetup | None = None, **options: Any) -> QuiddlerApp:
    """Build the app; every option left out gets the real thing (the tests pass fakes): see
    :meth:`AppDeps.build <quiddler.tui.deps.AppDeps.build>` for the options."""
    return QuiddlerApp(AppDeps.build(setup, **options))
