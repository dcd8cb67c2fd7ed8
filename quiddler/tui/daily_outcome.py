"""A finished Quiddler of the day turned into what its result screen shows.

:func:`day_outcome` runs in a worker once the eighth round is over: it records the game's result
with the core (:func:`quiddler.daily.opening.record_match`: the first finished game of a date is
its result, and a game recorded already is not counted twice), reads the record back, and puts
together the rounds against their best, the words of the par (found when the day was opened, shown
only now), the share text (:func:`quiddler.daily.share.share_text`) and the month. What it returns
is plain values (:class:`~quiddler.tui.screens.daily_result.DayOutcome`); the screen only draws.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from quiddler.tui.screens.daily_result import DayOutcome, DayRecord, RoundResult

if TYPE_CHECKING:
    from quiddler.daily.opening import OpenedDay
    from quiddler.match import Match
    from quiddler.saves.daily import DailyRecord, DailyResult

__all__ = ["day_outcome", "record_view"]


def day_outcome(
    opened: OpenedDay, match: Match | None, *, today: date | None = None
) -> tuple[DayOutcome, str]:
    """The result screen's values for ``match``, the finished daily game of ``opened``'s day,
    recorded now (None: the day's recorded result, a day opened again), and a sentence when the
    record could not be written (the result is shown all the same)."""
    from quiddler.daily.opening import record_match, result_of
    from quiddler.saves.daily import DailyRecordError, load_daily_record

    today = today or date.today()
    problem = ""
    unrecorded = False
    result: DailyResult | None
    if match is None:
        result = opened.result
        assert result is not None, "a day opened again has its recorded result"
    else:
        try:  # the day the game began is read from its save (a game begun yesterday is not on the day)
            recorded, added = record_match(opened, match)
        except DailyRecordError as error:
            recorded, added, problem = None, False, str(error)
        result = result_of(opened, match.game, on_the_day=opened.options.on_the_day)
        unrecorded = recorded is not None and not added  # the day had a result already
    loaded = load_daily_record()
    return outcome_of(opened, result, loaded.record, today=today, unrecorded=unrecorded), problem


def outcome_of(
    opened: OpenedDay, result: DailyResult, record: DailyRecord, *, today: date, unrecorded: bool = False
) -> DayOutcome:
    """Put a result, the day's par and the record together for the screen."""
    from quiddler.daily.share import share_text

    rounds = tuple(
        RoundResult(par.hand_size, score, best, tuple(word.text for word in par.words))
        for score, best, par in zip(result.rounds, result.pars, opened.par.rounds, strict=True)
    )
    return DayOutcome(
        opened.day,
        rounds,
        result.par,
        result.exact,
        share_text(result),
        record_view(record, today, opened.day),
        language=result.language,
        family=opened.options.family,
        unrecorded=unrecorded,
        today=today,
    )


def record_view(record: DailyRecord, today: date, month: date) -> DayRecord:
    """The record's figures, and ``month``'s days played (day of the month → score less par)."""
    best = record.best
    days = {
        day.day: result.against_par
        for week in record.month(month.year, month.month)
        for place in week
        if place is not None
        for day, result in [place]
        if result is not None
    }
    return DayRecord(
        streak=record.streak(today),
        best=None if best is None else best.against_par,
        average=record.average,
        days=record.played,
        month=days,
    )
