"""The Quiddler of the day in the app: opening the day's game, resuming it, and its result.

:class:`DailyLaunch` is a controller the app owns, like solitaire's. A day is opened by the core
(:func:`quiddler.daily.opening.open_day`, in a worker: its deal, dictionary, par, the game's
setup, an unfinished game of it, its recorded result). The day's game is an ordinary
:class:`~quiddler.match.Match` with one seat and the daily rules (the date is its seed, so the
engine deals the day's cards by itself), played at the hot-seat table (:meth:`HotSeat.show_table
<quiddler.tui.hot_seat.HotSeat.show_table>`) with its usual keys and its autosave.

Its saves live apart from the table games' (``daily/`` in the data folder), so ``quiddler play``'s
list of unfinished games, the history and the statistics never see a game of one. A day has one
game: opening a day whose game is unfinished resumes it (nothing is lost when the terminal
closes: the match saves after every move); opening a day that has a result shows that result
instead of dealing it again (docs/guide.md, "Quiddler of the day"). The result is recorded as
soon as the last round is over (:func:`quiddler.daily.opening.record_match`); after a crash in
between, the next opening records it.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from quiddler.i18n import _, language

if TYPE_CHECKING:
    from quiddler.daily.opening import OpenedDay
    from quiddler.match import Match, TablePort
    from quiddler.match.setup import MatchSetup
    from quiddler.saves import SaveStore
    from quiddler.tui.deps import AppShell
    from quiddler.tui.screens.daily_result import DayOutcome

__all__ = ["DailyLaunch", "day_of"]


def day_of(setup: MatchSetup) -> date | None:
    """The date of a one-person daily game's setup, or None for any other game."""
    return setup.daily if setup.rules.round_pile else None


def _open_words(name: str | None) -> object:
    """The daily game's dictionary: without house words (the same words for everyone)."""
    from quiddler.dictionary import open_dictionary

    return open_dictionary(name, house_words=False)


class DailyLaunch:
    """Opens the day's game over the app's screens, and its result when it is over."""

    def __init__(self, app: AppShell) -> None:
        self.app = app
        #: The day opened last (``quiddler daily`` hands one in already opened).
        self.opened: OpenedDay | None = None

    @property
    def store(self) -> SaveStore:
        from quiddler.daily.opening import daily_store

        return daily_store(self.app.deps.data_dir)

    def show(self, day: date | None = None) -> None:
        """A starting screen while the day is opened, then its table (or its result, when the
        day has one)."""
        from quiddler.tui.screens.daily_text import daily_heading
        from quiddler.tui.screens.starting import StartingScreen
        from quiddler.tui.screens.table import TableScreen

        # The key arrived twice: the day is already opening (or open).
        if any(isinstance(shown, StartingScreen | TableScreen) for shown in self.app.screen_stack):
            return
        day = day or self.app.deps.daily or date.today()
        self.app.push_screen(StartingScreen(daily_heading(day), _("Shuffling, and opening the dictionary…")))
        self.app.run_worker(lambda: self._open(day), thread=True, exclusive=True, group="start-game")

    def _open(self, day: date) -> None:
        from quiddler.daily.opening import DailyOptions, open_day
        from quiddler.match import CannotStart, Match
        from quiddler.saves import SaveError

        app = self.app
        store = self.store
        opened = self.opened if self.opened is not None and self.opened.day == day else None
        try:
            if opened is None:
                options = DailyOptions(day, date.today(), None, language(), app.setup.family)
                opened = open_day(options, store=store)
            self.opened = opened
            if opened.unfinished is not None:
                match = Match.resume(
                    opened.unfinished,
                    store=store,
                    open_dictionary=_open_words,  # type: ignore[arg-type]
                    bot_factory=None,
                )
            elif opened.result is not None and opened.result.dictionary == opened.options.dictionary_name:
                # played to the end: its result, not a second deal (a day recorded in another
                # language's dictionary may still be played in this one, unrecorded)
                self._result(opened, None)
                return
            else:
                match = Match.new(opened.setup, checker=opened.checker, bot_factory=None, store=store)
        except (SaveError, CannotStart, ValueError) as problem:  # a dictionary's error is a ValueError
            app.call_from_thread(self._cannot_open, str(problem))
            return
        warnings, opened.warnings[:] = list(opened.warnings), []
        for warning in warnings:
            app.call_from_thread(self._warn, warning)
        app.call_from_thread(app.hot_seat.show_table, match)

    def _warn(self, message: str) -> None:
        self.app.notify(message, title=_("Quiddler of the day"), severity="warning", timeout=10)

    def _cannot_open(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        app = self.app
        if isinstance(app.screen, StartingScreen):
            app.show_title()
        app.notify(message, title=_("Quiddler of the day"), severity="error", timeout=10)

    # ------------------------------------------------------------ the result

    def finished(self, port: TablePort, setup: MatchSetup) -> None:
        """The day's last round was seen: its result is recorded and shown (in a worker: the
        record is a file, and the par's words are read only now)."""
        from quiddler.match import LocalPort
        from quiddler.tui.screens.starting import StartingScreen

        day = day_of(setup)
        opened = self.opened
        assert isinstance(port, LocalPort) and opened is not None and opened.day == day
        match = port.match
        self.app.replace_screen(StartingScreen(_("Quiddler of the day"), _("Finding the day's par…")))
        self.app.run_worker(
            lambda: self._result(opened, match), thread=True, exclusive=True, group="start-game"
        )

    def _result(self, opened: OpenedDay, match: Match | None) -> None:
        """(In a worker) record ``match``'s result (None: the day's recorded result), then show it."""
        from quiddler.tui.daily_outcome import day_outcome

        outcome, problem = day_outcome(opened, match)
        if problem:
            self.app.call_from_thread(self._warn, problem)
        self.app.call_from_thread(self._show_result, outcome)

    def _show_result(self, outcome: DayOutcome) -> None:
        from quiddler.tui.screens.daily_result import DailyResultScreen

        self.app.replace_screen(DailyResultScreen(outcome))
