"""What the Quiddler of the day says: its date, the month's calendar and the result's lines.

Plain functions of dates and numbers, with no app or widget, so each sentence can be tested on
its own in either language. Month and weekday names come from the catalog, never from the
system's locale (which a terminal may not have, and which would disagree with ``--lang``).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from quiddler.daily.month_grid import month_grid
from quiddler.i18n import N_, _, ngettext

__all__ = [
    "MONTHS",
    "daily_heading",
    "daily_line",
    "day_name",
    "month_calendar",
    "month_title",
    "signed",
]

#: The months, January first (the catalog gives their Spanish names, lower case as Spanish writes them).
MONTHS = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)


def day_name(day: date) -> str:
    """The date as a player says it: "28 November" ("28 de noviembre")."""
    return _("{day} {month}").format(day=day.day, month=_(MONTHS[day.month - 1]))


def month_title(year: int, month: int) -> str:
    """ "November 2026" ("noviembre de 2026")."""
    return _("{month} {year}").format(month=_(MONTHS[month - 1]), year=year)


def daily_heading(day: date) -> str:
    """What the table and the result screen are called: "Quiddler of the day, 28 November"."""
    return _("Quiddler of the day, {date}").format(date=day_name(day))


def signed(difference: int) -> str:
    """A score against par as golf writes it: "+3", "−2", "±0" (a minus sign, not a hyphen)."""
    if difference > 0:
        return f"+{difference}"
    if difference < 0:
        return f"−{-difference}"
    return "±0"


def month_calendar(year: int, month: int, marks: Mapping[int, str], *, today: int | None = None) -> list[str]:
    """The month as text, Monday first: a title, the weekdays, then one line per week.

    ``marks`` maps a day of the month to one character drawn after its number (★ par reached,
    ● played: the caller says which); ``today`` is drawn in brackets, its mark inside them, so the
    day just played shows how it went. Each day takes five cells, so the calendar is 35 cells
    wide whatever the language (the grid is :func:`quiddler.daily.month_grid.month_grid`'s, as
    ``quiddler daily --record``'s is).
    """
    return [
        month_title(year, month).center(35).rstrip(),
        *month_grid(year, month, marks, cell=5, today=today),
    ]


def daily_line(day: date, *, players: int, draw_count: int, width: int) -> str:
    """The line under the table's status line in a Quiddler of the day, cut to ``width`` cells.

    Alone, the round ends when the draw pile runs out (docs/rules.md §12), so the cards left in
    it are said in words; at a table of several it is the heading, and the table's rules line
    follows it.
    """
    heading = daily_heading(day)
    if players > 1:  # a table's day: the heading alone (the table's rules follow it)
        return heading if len(heading) <= width - 2 else day_name(day)
    parts = [
        heading,
        ngettext(
            "{count} card left in this round's pile",
            "{count} cards left in this round's pile",
            draw_count,
        ).format(count=draw_count),
    ]
    short = [
        day_name(day),
        ngettext("{count} card left", "{count} cards left", draw_count).format(count=draw_count),
    ]
    room = width - 2
    for line in (" · ".join(parts), " · ".join(short), short[-1]):
        if len(line) <= room:
            return line
    return line[: max(0, room - 1)] + "…"
