"""A hot-seat game's life in the app: dealing it, resuming it, its table, its saves and its events.

:class:`HotSeat` is a controller the app owns (composition: the app keeps only its screens and the
navigation between them). A game's life is a :class:`~quiddler.match.Match`, dealt by
:meth:`Match.new <quiddler.match.Match.new>` or reopened by :meth:`Match.resume
<quiddler.match.Match.resume>` in a worker (opening a word list and building the computers' word
index can take seconds the first time: the screen says what is happening meanwhile), then shown
at a table that runs the match's turn driver on the app's loop.

Nothing is lost: the match saves the game after every applied action (through
:class:`~quiddler.saves.Autosave`; a failed save is said once, from the match's
:class:`~quiddler.match.SaveFailed` event), the app saves once more on SIGTERM / SIGHUP and on the
way out, and a resumed game replays its actions, so it is exactly the same game. A save takes a
few milliseconds (mostly fsync), less than a frame, so it is done on the UI thread, in order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.worker import NoActiveWorker, get_current_worker

from quiddler.i18n import _, ngettext

if TYPE_CHECKING:
    from quiddler.match import Event, Match
    from quiddler.match.setup import MatchSetup
    from quiddler.saves import Autosave, Reopened, SavedGame
    from quiddler.tui.deps import AppShell

__all__ = ["HotSeat"]


class HotSeat:
    """Deals, resumes and shows the app's hot-seat games (the match itself is ``app.match``)."""

    def __init__(self, app: AppShell) -> None:
        self.app = app
        self._unsubscribe: Callable[[], None] | None = None
        self._save_error: str | None = None

    # ------------------------------------------------------------ a new game

    def start_game(self, setup: MatchSetup) -> None:
        """Open the dictionary, seat the computers and deal in a worker, then show the table."""
        app = self.app
        app.setup = setup
        if app.deps.remember_setup and app.deps.data_dir is not None:
            from quiddler.match.remembered import remember  # players.json: msgspec loads here

            remember(app.deps.data_dir, setup)
        self.say_on_screen(_("Shuffling, and opening the dictionary…"))
        app.run_worker(lambda: self._prepare_game(setup), thread=True, exclusive=True, group="start-game")

    def say_on_screen(self, text: str, fraction: float | None = None, *, problem: bool = False) -> None:
        """Say what is being prepared (and how far along, if known) on the screen a game is being
        started from: the setup screen's status line, or the starting screen. ``problem``: the
        line says why a game could not start (drawn as an error, not as work in progress)."""
        from textual.widgets import Static

        from quiddler.tui.screens.starting import StartingScreen, progress_bar

        screen = self.app.screen
        if isinstance(screen, StartingScreen):
            screen.say(text, fraction)
            return
        line = text if fraction is None else f"{text}\n{progress_bar(fraction)}"
        for widget in screen.query("#setup-error"):
            if isinstance(widget, Static):
                widget.update(line)
                widget.set_class(not problem, "-working")

    def _progress(self, text: str, fraction: float | None) -> None:
        """From a worker: :meth:`say_on_screen` on the UI thread."""
        self.app.call_from_thread(self.say_on_screen, text, fraction)

    def _prepare_game(self, setup: MatchSetup) -> None:
        from quiddler.match import CannotStart, Match

        deps = self.app.deps
        try:
            # Saved before the first move, so a game closed at once resumes with the same deal.
            match = Match.new(
                setup,
                open_dictionary=deps.open_dictionary,
                bot_factory=deps.bot_factory,
                store=self.app.store,
                default_dictionary=deps.default_dictionary,
                progress=self._progress,
                cancelled=_worker_cancelled(),
            )
        except CannotStart as problem:
            self.app.call_from_thread(self._cannot_start, str(problem))
            return
        self.app.call_from_thread(self.show_table, match)

    def _cannot_start(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        app = self.app
        if isinstance(app.screen, StartingScreen):  # --start: the setup screen, to change it
            app.show_setup()
            app.call_after_refresh(lambda: self.say_on_screen(message, problem=True))
        else:
            self.say_on_screen(message, problem=True)
        app.notify(message, severity="error", timeout=8)

    def show_table(self, match: Match) -> None:
        """The table of ``match``, which runs the match's turn driver while it is up."""
        from quiddler.match import AsyncDriver, LocalPort, local_services
        from quiddler.tui.screens.table import TableScreen

        app = self.app
        if app.match is not None and app.match is not match:
            app.match.close()  # the game left behind may be opened elsewhere now
        if self._unsubscribe is not None:
            self._unsubscribe()
        app.match, app.setup = match, match.setup
        self._unsubscribe = match.subscribe(self._on_match_event)
        if match.save_error:
            self._warn_save_error(match.save_error)
        driver = AsyncDriver.at_table(match, app.deps.bot_delay)
        app.replace_screen(TableScreen(LocalPort(match), local_services(match), match.setup, driver=driver))

    # ------------------------------------------------------------ resuming a saved game

    def unfinished_games(self) -> list[SavedGame]:
        """The games that can be resumed, newest first; a bad file is set aside and said once."""
        store = self.app.store
        games = store.unfinished()
        for problem in store.take_problems():
            self.app.notify(str(problem), title=_("A save was set aside"), severity="warning", timeout=10)
        return games

    def mention_unfinished(self) -> None:
        """A new game is being set up: say that the unfinished ones are still saved."""
        waiting = len(self.unfinished_games())
        if waiting:
            said = ngettext(
                "An unfinished game is saved: quiddler play with no options offers to continue.",
                "{count} unfinished games are saved: quiddler play with no options offers to continue.",
                waiting,
            )
            self.app.notify(said.format(count=waiting), timeout=8)

    def offer_resume(self, *, quiet: bool = False) -> None:
        """Show the unfinished games to choose from (resume, delete, or a new game).

        ``quiet``: say nothing when there are none (the offer made when the app starts).
        """
        from quiddler.tui.screens.info import TitleScreen
        from quiddler.tui.screens.resume import ResumeScreen

        app = self.app
        games = self.unfinished_games()
        if not games:
            if not quiet:
                app.notify(_("There is no unfinished game to resume."))
            if isinstance(app.screen, TitleScreen):
                app.show_title()
            return

        def chosen(saved: SavedGame | None) -> None:
            if saved is not None:
                self.resume_game(saved)
            elif isinstance(app.screen, TitleScreen):
                app.show_title()  # the count of unfinished games may have changed

        app.push_screen(ResumeScreen(games, app.store), chosen)

    def resume_game(self, saved: SavedGame | Reopened) -> None:
        """Open the dictionary, replay the saved actions and seat the computers, then the table.

        If the game cannot be rebuilt the player is told in one sentence and lands on the setup
        screen, free to start a new game (a save that does not replay is moved aside by the store).
        """
        self.say_on_screen(_("Opening the saved game…"))
        self.app.run_worker(
            lambda: self._prepare_resume(saved), thread=True, exclusive=True, group="start-game"
        )

    def _prepare_resume(self, saved: SavedGame | Reopened) -> None:
        from quiddler.match import CannotStart, Match
        from quiddler.saves import SaveError

        deps = self.app.deps
        try:
            match = Match.resume(
                saved,
                store=self.app.store,
                open_dictionary=deps.open_dictionary,
                bot_factory=deps.bot_factory,
                progress=self._progress,
                cancelled=_worker_cancelled(),
            )
        except (SaveError, CannotStart) as problem:
            self.app.call_from_thread(self._cannot_resume, str(problem))
            return
        self.app.call_from_thread(self.show_table, match)

    def _cannot_resume(self, message: str) -> None:
        from quiddler.tui.screens.info import TitleScreen
        from quiddler.tui.screens.setup import SetupScreen

        app = self.app
        if not isinstance(app.screen, SetupScreen | TitleScreen):
            app.show_setup()
        app.notify(message, title=_("The game cannot be resumed"), severity="error", timeout=10)
        app.call_after_refresh(self.say_on_screen, _("Start a new game: press Enter."))

    # ------------------------------------------------------------ what the match tells

    def _on_match_event(self, event: Event) -> None:
        """Every event of the match on the table (on the thread that applied the action: this one)."""
        from quiddler.match import ActionApplied, SaveFailed

        match = self.app.match
        if isinstance(event, ActionApplied):
            self.app.actions_applied += 1
            if match is not None and match.save_error is None:
                self._save_error = None
        elif isinstance(event, SaveFailed):
            self._warn_save_error(event.message)

    @property
    def autosave(self) -> Autosave | None:
        """The autosave of the game on the table (None between games, and once it is filed)."""
        match = self.app.match
        return match.autosave if match is not None else None

    def _warn_save_error(self, error: str) -> None:
        if error != self._save_error:
            self._save_error = error
            self.app.notify(error, title=_("Not saved"), severity="warning", timeout=10)


def _worker_cancelled() -> Callable[[], bool]:
    """Whether the worker this runs in has been cancelled (the app is closing), as a function."""
    try:
        worker: Any = get_current_worker()
    except NoActiveWorker:
        return lambda: False
    return lambda: worker.is_cancelled
