"""A month's calendar as text, Monday first: the one renderer of ``quiddler daily --record`` (four
cells a day, no today) and of the day's result screen (five cells, today in brackets).

Each caller writes its own title above the grid; the grid is the weekdays' line and one line per
week. Weekday names come from the catalog, never from the system's locale (which a terminal may
not have, and which would disagree with ``--lang``).
"""

from __future__ import annotations

import calendar
from collections.abc import Mapping

from quiddler.i18n import N_, _

__all__ = ["WEEKDAYS", "month_grid"]

#: The days of the week in two letters, Monday first (the calendar's columns), as one sentence
#: for the catalog (two letters alone would be ambiguous there).
WEEKDAYS = N_("Mo Tu We Th Fr Sa Su")


def month_grid(
    year: int, month: int, marks: Mapping[int, str], *, cell: int, today: int | None = None
) -> list[str]:
    """The weekdays' line, then one line per week, each day ``cell`` characters wide (at least 4:
    its number right-aligned in three, then its mark; 5 leaves room for ``today``'s brackets).

    ``marks`` maps a day of the month to the one character drawn after its number (the caller
    says which: ★ par reached, • or ● played; a day without one gets a space). ``today`` (a day
    of this month, or None) is drawn in brackets, its mark inside them, so the day just played
    shows how it went. Lines end without trailing spaces.
    """
    if cell < 4 or (today is not None and cell < 5):
        raise ValueError(f"a day takes at least {4 if today is None else 5} cells, not {cell}")
    lines = ["".join(f"{name[:2]:>3}".ljust(cell) for name in _(WEEKDAYS).split()[:7]).rstrip()]
    for week in calendar.Calendar(firstweekday=0).monthdayscalendar(year, month):
        cells = []
        for number in week:
            if number == 0:
                cells.append(" " * cell)
            elif number == today:
                cells.append(f"[{number:>2}{marks.get(number, ' ')}]".ljust(cell))
            else:
                cells.append(f"{number:>3}{marks.get(number, ' ')}".ljust(cell))
        lines.append("".join(cells).rstrip())
    return lines
