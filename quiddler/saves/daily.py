"""The player's record of Quiddler of the day: one result a date, in ``data_dir()/daily.json``.

docs/rules.md §12: the first game finished for a date is its result; a streak counts the days in
a row played on the day itself; best and average are against par. The file keeps each result
(plain data: scores, par, the round scores and round pars, never the words) so every figure can
be recomputed and a figure added later without losing history. Its format is in docs/daily.md.

Safety, as solitaire's record (:mod:`quiddler.saves.solitaire.record`): written whole or not at all
(temporary file, fsync, rename) under a lock (two windows finishing at once both land, the
first result of a date kept); read through :mod:`quiddler.storage.records` (the reader both
records share) and validated field by field; a damaged file is moved aside
(``daily.corrupt-<time>.json``) and never lost, and the loader says so in one sentence; a file of
a newer quiddler, or one that cannot be read, is left as it is and nothing is added to it
(:class:`DailyRecordError`, one sentence).
"""

from __future__ import annotations

import calendar
import json
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Annotated, Any

import msgspec
from msgspec import Meta, Struct

from quiddler.engine.errors import QuiddlerError
from quiddler.i18n import N_, _
from quiddler.storage import files
from quiddler.storage.atomic import write_atomic
from quiddler.storage.records import LoadedState, RecordFile, RecordSentences

__all__ = [
    "DAILY_RECORD_FILE",
    "DailyRecord",
    "DailyRecordError",
    "DailyResult",
    "LoadedDailyRecord",
    "add_daily_result",
    "daily_record_path",
    "load_daily_record",
]

#: The record's file name inside the data folder.
DAILY_RECORD_FILE = "daily.json"
_VERSION = 1
#: ``date`` itself, under a name a field called ``date`` does not hide.
_Day = date
_Date = Annotated[str, Meta(pattern=r"^\d{4}-\d{2}-\d{2}$")]
_Score = Annotated[int, Meta(ge=-10_000, le=10_000)]


class DailyRecordError(QuiddlerError):
    """The record could not be written; the message is one sentence for the player."""


@dataclass(frozen=True)
class DailyResult:
    """One date's result: the total and par, each round's score and best, and how it was played.

    ``on_the_day`` is True when the game was started on its own date (only those count toward the
    streak); ``finished`` is when it ended (ISO 8601, UTC)."""

    date: str
    score: int
    par: int
    rounds: tuple[int, ...]
    pars: tuple[int, ...]
    finished: str
    on_the_day: bool = True
    exact: bool = True
    dictionary: str = "en"
    language: str = "en"
    method: int = 1

    @property
    def day(self) -> _Day:
        return _Day.fromisoformat(self.date)

    @property
    def against_par(self) -> int:
        """The score less par: 0 at par, below 0 under it."""
        return self.score - self.par

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["rounds"], data["pars"] = list(self.rounds), list(self.pars)
        return data


class _ResultData(Struct):
    """One result of the file, every field's type and range (the schema of :class:`DailyResult`)."""

    date: _Date
    score: _Score
    par: _Score
    rounds: Annotated[list[_Score], Meta(max_length=20)]
    pars: Annotated[list[_Score], Meta(max_length=20)]
    finished: Annotated[str, Meta(max_length=40)]
    on_the_day: bool = True
    exact: bool = True
    dictionary: Annotated[str, Meta(max_length=4200)] = "en"
    language: Annotated[str, Meta(pattern=r"^[a-z]{2,3}$")] = "en"
    method: Annotated[int, Meta(ge=1, le=1000)] = 1

    def __post_init__(self) -> None:
        """What the types cannot say (msgspec reports a ValueError here as a validation error)."""
        date.fromisoformat(self.date)  # a real date: not 2026-13-45
        files.checked_time(self.finished)
        if len(self.rounds) != len(self.pars):
            raise ValueError("a result has as many round pars as round scores")

    def result(self) -> DailyResult:
        data = msgspec.structs.asdict(self)
        data["rounds"], data["pars"] = tuple(self.rounds), tuple(self.pars)
        return DailyResult(**data)


class _RecordData(Struct):
    """The whole file: ``{"version": 1, "results": [...]}``."""

    results: Annotated[list[_ResultData], Meta(max_length=100_000)]
    version: Annotated[int, Meta(ge=1)] = _VERSION


@dataclass(frozen=True)
class DailyRecord:
    """The results, one a date (the first finished), and the figures shown from them."""

    results: tuple[DailyResult, ...] = field(default_factory=tuple)

    def result_of(self, day: date) -> DailyResult | None:
        """The result recorded for ``day``, or None."""
        text = day.isoformat()
        return next((result for result in self.results if result.date == text), None)

    @property
    def played(self) -> int:
        return len(self.results)

    def streak(self, today: date) -> int:
        """Days in a row played on the day itself, up to today (or up to yesterday while today is
        still to play): a missed day starts it again; earlier days played later do not count."""
        days = {result.day for result in self.results if result.on_the_day}
        day = today if today in days else today - timedelta(days=1)
        count = 0
        while day in days:
            count += 1
            day -= timedelta(days=1)
        return count

    @property
    def longest_streak(self) -> int:
        days = sorted({result.day for result in self.results if result.on_the_day})
        best = run = 0
        for index, day in enumerate(days):
            run = run + 1 if index and days[index - 1] == day - timedelta(days=1) else 1
            best = max(best, run)
        return best

    @property
    def best(self) -> DailyResult | None:
        """The result closest to par (or furthest above it), the earliest among equals."""
        return max(
            self.results, key=lambda result: (result.against_par, -result.day.toordinal()), default=None
        )

    @property
    def average(self) -> float | None:
        """The average of score less par, over every result."""
        if not self.results:
            return None
        return sum(result.against_par for result in self.results) / len(self.results)

    @property
    def at_par(self) -> int:
        """Results that reached par."""
        return sum(result.against_par >= 0 for result in self.results)

    def month(self, year: int, month: int) -> list[list[tuple[date, DailyResult | None] | None]]:
        """A month's calendar, weeks Monday first: each day with its result (or None), and None
        for the places before the first and after the last day (the data a calendar is drawn
        from; ``quiddler daily --record`` prints it)."""
        weeks: list[list[tuple[date, DailyResult | None] | None]] = []
        for week in calendar.Calendar(firstweekday=0).monthdatescalendar(year, month):
            weeks.append([(day, self.result_of(day)) if day.month == month else None for day in week])
        return weeks

    def with_result(self, result: DailyResult) -> DailyRecord:
        """This record with ``result`` added, unless its date has one already (the first stays)."""
        if any(old.date == result.date for old in self.results):
            return self
        return DailyRecord(tuple(sorted((*self.results, result), key=lambda old: old.date)))

    def to_dict(self) -> dict[str, Any]:
        return {"version": _VERSION, "results": [result.to_dict() for result in self.results]}


def _ordinal(result: DailyResult) -> int:
    return result.day.toordinal()


@dataclass(frozen=True)
class LoadedDailyRecord(LoadedState):
    """The record, and what became of its file (:class:`~quiddler.storage.records.LoadedState`:
    the sentence that says so, whether it may be written)."""

    record: DailyRecord


#: The record's file (read by :mod:`quiddler.storage.records`, as solitaire's record is).
_FILE = RecordFile(
    DAILY_RECORD_FILE,
    _RecordData,
    version=_VERSION,
    limit=16 * files.MB,  # a result takes some 300 bytes: 16 MB is over a century of days
    sentences=RecordSentences(
        newer=N_(
            "Your record of the daily game {path} was written by a newer quiddler: it is left as "
            "it is and results are not recorded there (upgrade quiddler to see and add to it)."
        ),
        unreadable=N_(
            "Your record of the daily game {path} cannot be used: {problem}; it is left as it is "
            "and results are not recorded until it is fixed."
        ),
        stuck=N_(
            "The record of the daily game {path} is damaged ({problem}) and could not be moved aside "
            "({error}); it was left as it is."
        ),
        moved=N_(
            "The record of the daily game was damaged ({problem}), so it was moved to {aside} and a new "
            "record was started."
        ),
    ),
)


def daily_record_path() -> Path:
    """Where the record lives: ``data_dir()/daily.json``."""
    return _FILE.path()


def load_daily_record(path: Path | None = None) -> LoadedDailyRecord:
    """Read the record; a missing file is an empty record; a damaged one is moved aside, never lost;
    a newer or unreadable one is left as it is (``writable`` False). Never raises."""
    read = _FILE.read(path)
    record = DailyRecord()
    for item in read.data.results if read.data is not None else ():
        record = record.with_result(item.result())
    return LoadedDailyRecord(record, warning=read.warning, writable=read.writable)


def add_daily_result(result: DailyResult, path: Path | None = None) -> tuple[LoadedDailyRecord, bool]:
    """Add ``result`` to the record on disk unless its date has one; returns the record as it is
    now (with any load warning) and whether this result was added. The read and the write happen
    under the record's lock, so two windows finishing at once both count, once.

    Raises :class:`DailyRecordError` when it cannot be written, or when the file must be left as
    it is (a newer quiddler's, unreadable): the result is then not recorded."""
    from quiddler.saves.store import GameLock

    path = daily_record_path() if path is None else path
    lock = GameLock(path.with_name(f".{path.name}.lock"))
    if not lock.acquire(wait=10.0):
        raise DailyRecordError(_("The record of the daily game is busy in another window; try again."))
    try:
        loaded = load_daily_record(path)
        if not loaded.writable:
            raise DailyRecordError(_("This result was not recorded.") + f" {loaded.warning}")
        record = loaded.record.with_result(result)
        if record is loaded.record:
            return loaded, False
        try:
            write_atomic(path, json.dumps(record.to_dict(), indent=1, ensure_ascii=False) + "\n")
        except OSError as error:
            raise DailyRecordError(
                _("The record of the daily game could not be saved to {path} ({error}).").format(
                    path=path, error=error.strerror or error
                )
            ) from None
        return LoadedDailyRecord(record, warning=loaded.warning), True
    finally:
        lock.release()
