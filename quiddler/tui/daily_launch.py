"""The Quiddler of the day in the app: opening the day's game, resuming it, and its result.

:class:`DailyLaunch` is a controller the app owns, like solitaire's. The day's game is an
ordinary :class:`~quiddler.match.Match` with one seat and the daily rules
(:data:`quiddler.engine.daily.DAILY`: the date is its seed, so the engine deals the day's cards by
itself), played at the hot-seat table (:meth:`HotSeat.show_table
<quiddler.tui.hot_seat.HotSeat.show_table>`) with its usual keys and its autosave.

Its saves live apart from the table games' (``daily/`` in the data folder: a
:class:`~quiddler.saves.SaveStore` of its own), so ``quiddler play``'s list of unfinished games,
the history and the statistics, which are about tables of players, never see a game of one.
A day has one game: opening a day whose game is unfinished resumes it (nothing is lost when
the terminal closes: the match saves after every move), and opening a day whose game is
finished shows its result instead of dealing it again (docs/guide.md, "Quiddler of the day").
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from quiddler.i18n import _, language

if TYPE_CHECKING:
    from quiddler.engine import Game
    from quiddler.match import Match, TablePort
    from quiddler.match.setup import MatchSetup
    from quiddler.saves import SavedGame, SaveStore
    from quiddler.tui.deps import AppShell
    from quiddler.tui.screens.daily_result import DailyResult

__all__ = ["DAILY_FOLDER", "DailyLaunch", "daily_setup", "daily_store", "day_of", "saved_day"]

#: The daily games' own save folder, inside the data folder.
DAILY_FOLDER = "daily"


def daily_store(data_dir: Path | None) -> SaveStore:
    """Where the days' games are saved (``daily/`` in the data folder)."""
    from quiddler.paths import data_dir as default_data_dir
    from quiddler.saves import SaveStore

    return SaveStore((data_dir if data_dir is not None else default_data_dir()) / DAILY_FOLDER)


def daily_setup(day: date, *, dictionary: str | None = None, family: str = "on") -> MatchSetup:
    """The day's game for one person: the daily rules, the date as the seed, and the dictionary
    of the players' language unless one is named (the Spanish daily plays Spanish words)."""
    from quiddler.engine.daily import DAILY, date_seed
    from quiddler.match.setup import MatchSetup, Seat

    name = dictionary or ("es" if language() == "es" else None)
    return MatchSetup((Seat(_("You")),), DAILY, name, date_seed(day), preset="daily", family=family)


def day_of(setup: MatchSetup) -> date | None:
    """The date of a one-person daily game's setup, or None for any other game."""
    return setup.daily if setup.rules.round_pile else None


def saved_day(saved: SavedGame) -> date | None:
    """The date of a saved daily game (None for another game, or a seed that is no date)."""
    from quiddler.engine import InvalidInputError
    from quiddler.engine.daily import date_of_seed

    rules = saved.setup.rules
    if not (rules.daily_deal and rules.round_pile):
        return None
    try:
        return date_of_seed(saved.setup.seed)
    except InvalidInputError:
        return None


class DailyLaunch:
    """Opens the day's game over the app's screens, and its result when it is over."""

    def __init__(self, app: AppShell) -> None:
        self.app = app

    @property
    def store(self) -> SaveStore:
        return daily_store(self.app.deps.data_dir)

    def show(self, day: date | None = None) -> None:
        """A starting screen while the day's game is dealt or reopened, then its table (or its
        result, when the day was played to the end)."""
        from quiddler.tui.screens.starting import StartingScreen
        from quiddler.tui.screens.table import TableScreen

        # The key arrived twice: the day is already opening (or open).
        if any(isinstance(shown, StartingScreen | TableScreen) for shown in self.app.screen_stack):
            return
        from quiddler.tui.screens.daily_text import daily_heading

        day = day or date.today()
        self.app.push_screen(StartingScreen(daily_heading(day), _("Shuffling, and opening the dictionary…")))
        self.app.run_worker(lambda: self._open(day), thread=True, exclusive=True, group="start-game")

    def _open(self, day: date) -> None:
        from quiddler.match import CannotStart, Match
        from quiddler.saves import SaveError

        app = self.app
        store = self.store
        finished = self._finished(store, day)
        if finished is not None:
            self._reopened(finished)  # its result: the day is not dealt again
            return
        unfinished = next((saved for saved in store.unfinished() if saved_day(saved) == day), None)
        deps = app.deps
        try:
            if unfinished is not None:
                match = Match.resume(
                    unfinished, store=store, open_dictionary=deps.open_dictionary, bot_factory=None
                )
            else:
                setup = daily_setup(day, family=app.setup.family)
                match = Match.new(setup, open_dictionary=deps.open_dictionary, bot_factory=None, store=store)
        except (SaveError, CannotStart) as problem:
            app.call_from_thread(self._cannot_open, str(problem))
            return
        app.call_from_thread(app.hot_seat.show_table, match)

    @staticmethod
    def _finished(store: SaveStore, day: date) -> SavedGame | None:
        """The day's finished game (the first finished, if there were ever two), or None."""
        games = [saved for saved in store.history() if saved_day(saved) == day]
        return min(games, key=lambda saved: saved.updated) if games else None

    def _cannot_open(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        app = self.app
        if isinstance(app.screen, StartingScreen):
            app.show_title()
        app.notify(message, title=_("Quiddler of the day"), severity="error", timeout=10)

    # ------------------------------------------------------------ the result

    def finished(self, port: TablePort, setup: MatchSetup) -> None:
        """The day's last round was seen: its result screen, made in a worker (the par is searched
        for once the game is over, so it is never known before)."""
        from quiddler.match import LocalPort
        from quiddler.tui.screens.starting import StartingScreen

        day = day_of(setup)
        assert day is not None and isinstance(port, LocalPort), "only a daily game played here"
        game = port.match.game
        self.app.replace_screen(StartingScreen(_("Quiddler of the day"), _("Finding the day's par…")))
        name = port.match.dictionary_name
        self.app.run_worker(
            lambda: self._result(game, day, name, setup.family),
            thread=True,
            exclusive=True,
            group="start-game",
        )

    def show_result_of(self, saved: SavedGame) -> None:
        """A finished day reopened: its result, rebuilt from its save (nothing is dealt again)."""
        self.app.run_worker(lambda: self._reopened(saved), thread=True, exclusive=True, group="start-game")

    def _reopened(self, saved: SavedGame) -> None:
        from quiddler.match.dictionaries import checker_for
        from quiddler.saves import SaveError

        day = saved_day(saved)
        assert day is not None
        try:
            checker = checker_for(
                self.app.deps.open_dictionary(saved.dictionary), saved.setup.rules, family=saved.family
            )
            game = self.store.restore(saved, checker)
        except (SaveError, ValueError) as problem:
            self.app.call_from_thread(self._cannot_open, str(problem))
            return
        self._result(game, day, saved.dictionary, saved.family)

    def _result(self, game: Game, day: date, dictionary: str, family: str) -> None:
        """(In a worker) the day's result from its finished game, then its screen."""
        from quiddler.tui.daily_outcome import day_result

        result = day_result(game, day, dictionary=dictionary, family=family, data_dir=self.app.deps.data_dir)
        self.app.call_from_thread(self._show_result, result)

    def _show_result(self, result: DailyResult) -> None:
        from quiddler.tui.screens.daily_result import DailyResultScreen

        self.app.replace_screen(DailyResultScreen(result))

    def match_of(self, match: Match) -> date | None:
        """The day of the match on the table, if it is a daily game."""
        return day_of(match.setup)
