"""The daily record as ``quiddler daily --record`` prints it: figures, then a month's calendar
(text for the terminal, drawn by :func:`~quiddler.daily.month_grid.month_grid` as the result
screen's is, or plain data as JSON)."""

from __future__ import annotations

from datetime import date
from typing import Any

from quiddler.daily.month_grid import month_grid
from quiddler.i18n import _, ngettext
from quiddler.saves.daily import DailyRecord

__all__ = ["PLAYED_MARK", "PAR_MARK", "record_json", "record_lines"]

#: A calendar day with a result, and one whose result reached par.
PLAYED_MARK = "•"
PAR_MARK = "★"


def _signed(value: float) -> str:
    text = f"{abs(value):g}" if isinstance(value, int) else f"{abs(value):.1f}"
    return "±0" if value == 0 else ("+" if value > 0 else "−") + text


def record_lines(record: DailyRecord, today: date, month: date) -> list[str]:
    """The record's figures and the calendar of ``month``'s month, line by line."""
    lines = [_("Your record of Quiddler of the day")]
    if not record.results:
        lines.append(_("  No day played yet: 'quiddler daily' plays today's."))
    else:
        streak, longest = record.streak(today), record.longest_streak
        lines.append(
            ngettext("  days played: {count}", "  days played: {count}", record.played).format(
                count=record.played
            )
        )
        lines.append(
            ngettext(
                "  streak: {count} day (longest {longest})",
                "  streak: {count} days (longest {longest})",
                streak,
            ).format(count=streak, longest=longest)
        )
        best, average = record.best, record.average
        assert best is not None and average is not None
        lines.append(
            _("  best: {difference} against par ({day}); average: {average}; at par: {count}").format(
                difference=_signed(best.against_par),
                day=best.date,
                average=_signed(average),
                count=record.at_par,
            )
        )
    lines.append("")
    lines.append(
        _("Calendar of {month} ({played} played, {par} at par)").format(
            month=f"{month.year}-{month.month:02d}", played=PLAYED_MARK, par=PAR_MARK
        )
    )
    lines.extend(month_grid(month.year, month.month, _marks(record, month), cell=4))
    return lines


def _marks(record: DailyRecord, month: date) -> dict[int, str]:
    """The mark of each day of ``month``'s month that has a result: at par or better, or played."""
    marks: dict[int, str] = {}
    for week in record.month(month.year, month.month):
        for place in week:
            if place is not None and place[1] is not None:
                marks[place[0].day] = PAR_MARK if place[1].against_par >= 0 else PLAYED_MARK
    return marks


def record_json(record: DailyRecord, today: date, month: date) -> dict[str, Any]:
    """The record as plain data (docs/daily.md): figures, every result, the month's days."""
    best = record.best
    return {
        "today": today.isoformat(),
        "played": record.played,
        "streak": record.streak(today),
        "longest_streak": record.longest_streak,
        "best": best.to_dict() if best is not None else None,
        "average_against_par": record.average,
        "at_par": record.at_par,
        "results": [result.to_dict() for result in record.results],
        "month": {
            "year": month.year,
            "month": month.month,
            "days": [
                {"date": place[0].isoformat(), "result": place[1].to_dict() if place[1] else None}
                for week in record.month(month.year, month.month)
                for place in week
                if place is not None
            ],
        },
    }
