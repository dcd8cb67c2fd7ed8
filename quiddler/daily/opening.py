"""A day opened for play: its deal, dictionary, par, the game's setup, an unfinished game of it,
and its recorded result (docs/rules.md §12). What ``quiddler daily`` and the daily screens start
from, without Textual.

- :class:`DailyOptions`: which day, which dictionary, in which language, and today's date.
- :func:`open_day`: everything a front end needs before the first card (call it in a worker:
  opening a dictionary takes a moment the first time).
- :func:`daily_store`: where daily games are saved while played (``<data folder>/daily/``, apart
  from the table's games, so ``play --resume`` and the history never mix them in).
- :func:`settle`: records the result of every finished game of the day not yet recorded. The
  game's save reaches the daily history as the last round is scored; the result is recorded
  right after. A crash between the two loses nothing: the next opening records it. Only the
  first finished game of a date becomes its result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from quiddler.daily.par import DayPar, day_par
from quiddler.dictionary import open_dictionary
from quiddler.dictionary.checker import open_checker
from quiddler.engine.daily import DAILY, DayDeal, date_seed, day_deal
from quiddler.engine.game import Game
from quiddler.engine.ports import WordChecker
from quiddler.i18n import _
from quiddler.match import Match
from quiddler.match.dictionaries import checker_for
from quiddler.match.setup import MatchSetup
from quiddler.players.seats import Seat
from quiddler.saves import SavedGame, SaveStore
from quiddler.saves.common import utc_now
from quiddler.saves.daily import DailyRecordError, DailyResult, add_daily_result, load_daily_record
from quiddler.solver import WordIndex, index_for
from quiddler.storage.paths import data_dir

__all__ = [
    "DailyOptions",
    "OpenedDay",
    "daily_dictionary",
    "daily_store",
    "open_day",
    "par_of",
    "record_game",
    "record_match",
    "result_of",
    "settle",
]

#: The folder under the data folder where daily games are saved while played.
DAILY_FOLDER = "daily"


def daily_dictionary(language: str, dictionary: str | None = None) -> str:
    """The dictionary a daily game plays with: the one asked for, else the language's own (the
    Spanish daily uses the Spanish dictionary, docs/rules.md §12)."""
    return dictionary or ("es" if language == "es" else "en")


def daily_store(root: Path | None = None) -> SaveStore:
    """Where daily games are saved while played: ``<data folder>/daily/saves`` (finished ones in
    ``daily/history``), apart from the table's games."""
    return SaveStore((data_dir() if root is None else root) / DAILY_FOLDER)


@dataclass(frozen=True)
class DailyOptions:
    """Which daily game to open: ``day`` (``today`` unless ``--date``), its dictionary (None: the
    language's), the players' language, the family filter of what is shown, and today's date
    (only a game of today counts toward the streak)."""

    day: date
    today: date
    dictionary: str | None = None
    language: str = "en"
    family: str = "on"

    @property
    def dictionary_name(self) -> str:
        return daily_dictionary(self.language, self.dictionary)

    @property
    def on_the_day(self) -> bool:
        return self.day == self.today


@dataclass
class OpenedDay:
    """A day ready to play: see the module docstring. ``unfinished`` is a saved game of this day
    to continue (None: deal it); ``result`` the day's recorded result, if it has one (the game
    may be played again, but only the first result counts); ``warnings`` sentences to show once."""

    options: DailyOptions
    deal: DayDeal
    par: DayPar
    checker: WordChecker
    index: WordIndex
    setup: MatchSetup
    unfinished: SavedGame | None = None
    result: DailyResult | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def day(self) -> date:
        return self.options.day


def _par_words(name: str) -> WordChecker:
    """The words par counts: the dictionary without house words, less those the family filter
    keeps out of suggestions (the same for every player, docs/rules.md §12)."""
    return open_checker(name, family="on", house_words=False)


def par_of(day: date, dictionary: str, language: str) -> tuple[DayDeal, DayPar, WordIndex]:
    """The deal, the par and the index it was found with, for ``day`` and ``dictionary``.

    Raises the dictionary package's error (one sentence) when the dictionary cannot be opened."""
    deal = day_deal(day)
    index = index_for(_par_words(dictionary))
    return deal, day_par(deal, index, dictionary=dictionary, language=language), index


def open_day(options: DailyOptions, *, store: SaveStore | None = None) -> OpenedDay:
    """Open ``options.day``: deal, par, the game's checker (the dictionary without house words,
    words checked, the family filter as chosen) and setup, an unfinished game of that day and
    dictionary in ``store``, and the recorded result (after :func:`settle`).

    Raises the dictionary package's error (one sentence) when the dictionary cannot be opened."""
    name = options.dictionary_name
    deal, par, index = par_of(options.day, name, options.language)
    checker = checker_for(open_dictionary(name, house_words=False), DAILY, family=options.family)
    setup = MatchSetup(
        seats=(Seat(_("You")),),
        rules=DAILY,
        dictionary=name,
        seed=date_seed(options.day),
        preset="daily",
        family=options.family,
    )
    store = daily_store() if store is None else store
    opened = OpenedDay(options, deal, par, checker, index, setup)
    unfinished = store.unfinished()  # (a finished game found among the saves goes to the history)
    opened.warnings.extend(settle(opened, store))
    opened.unfinished = next((saved for saved in unfinished if _is_of(saved, opened)), None)
    opened.warnings.extend(str(problem) for problem in store.take_problems())
    loaded = load_daily_record()
    if loaded.warning:
        opened.warnings.append(loaded.warning)
    opened.result = loaded.record.result_of(options.day)
    return opened


def _is_of(saved: SavedGame, opened: OpenedDay) -> bool:
    """True if ``saved`` is a daily game of ``opened``'s day and dictionary."""
    rules = saved.setup.rules
    return (
        rules.daily_deal > 0
        and rules.round_pile > 0
        and saved.setup.seed == date_seed(opened.day)
        and saved.dictionary == opened.options.dictionary_name
    )


def result_of(opened: OpenedDay, game: Game, *, on_the_day: bool, finished: str | None = None) -> DailyResult:
    """The result of a finished daily ``game`` of ``opened``'s day, as the record keeps it."""
    if not game.is_over:
        raise ValueError("the daily game is not over")
    return DailyResult(
        date=opened.day.isoformat(),
        score=game.totals[0],
        par=opened.par.total,
        rounds=tuple(summary.scores[0] for summary in game.summaries),
        pars=opened.par.scores,
        finished=finished or utc_now(),
        on_the_day=on_the_day,
        exact=opened.par.exact,
        dictionary=opened.options.dictionary_name,
        language=opened.options.language,
        method=opened.deal.method,
    )


def record_game(
    opened: OpenedDay, game: Game, *, started: date | None = None
) -> tuple[DailyResult | None, bool]:
    """Record a finished ``game`` of the day (started on ``started``, today if None); returns the
    day's result as recorded now and whether this game's was the one added. Raises
    :class:`~quiddler.saves.daily.DailyRecordError` (one sentence) when it cannot be written."""
    started = opened.options.today if started is None else started
    result = result_of(opened, game, on_the_day=started == opened.day)
    loaded, added = add_daily_result(result)
    opened.result = loaded.record.result_of(opened.day)
    return opened.result, added


def record_match(opened: OpenedDay, match: Match) -> tuple[DailyResult | None, bool]:
    """:func:`record_game` for a finished daily ``match`` (what a result screen calls): the day
    it began is read from its save, so a game begun yesterday and finished today is not counted
    as played on its day."""
    started = None
    autosave = match.autosave
    if autosave is not None:
        started = autosave.saved.created_at.astimezone().date()
    return record_game(opened, match.game, started=started)


def settle(opened: OpenedDay, store: SaveStore) -> list[str]:
    """Record every finished game of ``opened``'s day in the daily history that the record does
    not have yet (a crash between the last round and the record); returns sentences to show."""
    said: list[str] = []
    finished = [saved for saved in store.history() if _is_of(saved, opened)]
    if not finished:
        return said
    if load_daily_record().record.result_of(opened.day) is not None:
        return said
    first = min(finished, key=lambda saved: saved.created)
    try:
        game = store.restore(first, opened.checker)
        started = first.created_at.astimezone().date()
        record_game(opened, game, started=started)
    except DailyRecordError as error:
        said.append(str(error))
    except Exception as error:  # a save that no longer replays: said, and the day stays open
        said.append(_("A finished daily game could not be read: {error}").format(error=error))
    return said
