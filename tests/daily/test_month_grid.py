"""One month-calendar renderer (quiddler.daily.month_grid) for ``quiddler daily --record`` (four
cells a day, no today) and the day's result screen (five cells, today in brackets).

The expected texts are what each caller drew with its own renderer before they shared one
(saved before the change and compared after, over 372 months, marks and todays in both
languages; a few are kept here): a month starting on a Monday and on a Sunday, 30 and 31 days,
February in a leap year and in four weeks, days played with ★, ● and •, today played and not.
"""

from __future__ import annotations

import calendar
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler.daily.month_grid import month_grid
from quiddler.daily.record_text import record_lines
from quiddler.i18n import speaking
from quiddler.saves.daily import DailyRecord, DailyResult
from quiddler.tui.screens.daily_text import month_calendar


def _result(day: str, score: int, par: int = 300) -> DailyResult:
    return DailyResult(day, score, par, (score,), (par,), day + "T09:00:00Z")


def _record(year: int, month: int) -> DailyRecord:
    """At par on the 1st, under it on the 2nd and 15th, over it on the last day."""
    last = calendar.monthrange(year, month)[1]
    return DailyRecord(
        tuple(
            _result(f"{year}-{month:02d}-{day:02d}", score)
            for day, score in ((1, 300), (2, 250), (last, 320), (15, 299))
        )
    )


MIXED = {1: "★", 2: "●", 15: "★", 28: "★"}

SCREEN = [
    # June 2026: starts on a Monday, 30 days, no today
    (
        "en",
        (2026, 6, {**MIXED, 30: "●"}, None),
        [
            "             June 2026",
            " Mo   Tu   We   Th   Fr   Sa   Su",
            "  1★   2●   3    4    5    6    7",
            "  8    9   10   11   12   13   14",
            " 15★  16   17   18   19   20   21",
            " 22   23   24   25   26   27   28★",
            " 29   30●",
        ],
    ),
    # today not played: brackets around the number alone, first column
    (
        "en",
        (2026, 6, {}, 15),
        [
            "             June 2026",
            " Mo   Tu   We   Th   Fr   Sa   Su",
            "  1    2    3    4    5    6    7",
            "  8    9   10   11   12   13   14",
            "[15 ] 16   17   18   19   20   21",
            " 22   23   24   25   26   27   28",
            " 29   30",
        ],
    ),
    # February of a leap year, in Spanish, today (the 29th) played
    (
        "es",
        (2024, 2, {**MIXED, 29: "●"}, 29),
        [
            "          febrero de 2024",
            " Lu   Ma   Mi   Ju   Vi   Sá   Do",
            "                 1★   2●   3    4",
            "  5    6    7    8    9   10   11",
            " 12   13   14   15★  16   17   18",
            " 19   20   21   22   23   24   25",
            " 26   27   28★ [29●]",
        ],
    ),
    # August 2026: 31 days over six weeks, today the last day, alone on its line
    (
        "en",
        (2026, 8, {**MIXED, 31: "●"}, 31),
        [
            "            August 2026",
            " Mo   Tu   We   Th   Fr   Sa   Su",
            "                           1★   2●",
            "  3    4    5    6    7    8    9",
            " 10   11   12   13   14   15★  16",
            " 17   18   19   20   21   22   23",
            " 24   25   26   27   28★  29   30",
            "[31●]",
        ],
    ),
]


@pytest.mark.parametrize(("language", "arguments", "expected"), SCREEN)
def test_the_result_screen_s_calendar_is_drawn_as_before(
    language: str, arguments: tuple[int, int, dict[int, str], int | None], expected: list[str]
) -> None:
    year, month, marks, today = arguments
    with speaking(language):
        assert month_calendar(year, month, marks, today=today) == expected


RECORD = [
    # November 2026: the first day on a Sunday
    (
        "en",
        (2026, 11),
        [
            "Calendar of 2026-11 (• played, ★ at par)",
            " Mo  Tu  We  Th  Fr  Sa  Su",
            "                          1★",
            "  2•  3   4   5   6   7   8",
            "  9  10  11  12  13  14  15•",
            " 16  17  18  19  20  21  22",
            " 23  24  25  26  27  28  29",
            " 30★",
        ],
    ),
    # February 2021: four weeks exactly, Monday to Sunday, in Spanish
    (
        "es",
        (2021, 2),
        [
            "Calendario de 2021-02 (• jugado, ★ al par)",
            " Lu  Ma  Mi  Ju  Vi  Sá  Do",
            "  1★  2•  3   4   5   6   7",
            "  8   9  10  11  12  13  14",
            " 15• 16  17  18  19  20  21",
            " 22  23  24  25  26  27  28★",
        ],
    ),
    # August 2026: 31 days over six weeks
    (
        "en",
        (2026, 8),
        [
            "Calendar of 2026-08 (• played, ★ at par)",
            " Mo  Tu  We  Th  Fr  Sa  Su",
            "                      1★  2•",
            "  3   4   5   6   7   8   9",
            " 10  11  12  13  14  15• 16",
            " 17  18  19  20  21  22  23",
            " 24  25  26  27  28  29  30",
            " 31★",
        ],
    ),
]


@pytest.mark.parametrize(("language", "month", "expected"), RECORD)
def test_the_record_s_calendar_is_printed_as_before(
    language: str, month: tuple[int, int], expected: list[str]
) -> None:
    year, number = month
    with speaking(language):
        lines = record_lines(_record(year, number), date(year, number, 15), date(year, number, 1))
    assert lines[-len(expected) :] == expected
    assert lines[-len(expected) - 1] == "", "the figures above, then a blank line"


def test_a_month_without_a_result_is_printed_bare() -> None:
    lines = record_lines(DailyRecord(), date(2026, 6, 15), date(2026, 6, 1))
    assert lines[-7:] == [
        "Calendar of 2026-06 (• played, ★ at par)",
        " Mo  Tu  We  Th  Fr  Sa  Su",
        "  1   2   3   4   5   6   7",
        "  8   9  10  11  12  13  14",
        " 15  16  17  18  19  20  21",
        " 22  23  24  25  26  27  28",
        " 29  30",
    ]


@given(
    year=st.integers(1900, 2200),
    month=st.integers(1, 12),
    marked=st.sets(st.integers(1, 31)),
    today=st.one_of(st.none(), st.integers(1, 31)),
    cell=st.integers(5, 8),
)
def test_every_day_sits_in_its_weekday_s_cells_with_its_mark(
    year: int, month: int, marked: set[int], today: int | None, cell: int
) -> None:
    marks = {day: "★" if day % 2 else "•" for day in marked}
    lines = month_grid(year, month, marks, cell=cell, today=today)
    assert lines[0].split() == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    weeks = calendar.Calendar(firstweekday=0).monthdayscalendar(year, month)
    assert len(lines) == 1 + len(weeks)
    for line, week in zip(lines[1:], weeks, strict=True):
        assert line == line.rstrip() and len(line) <= 7 * cell
        for column, number in enumerate(week):
            shown = line[column * cell : (column + 1) * cell].ljust(cell)
            if number == 0:
                assert shown.strip() == ""
                continue
            mark = marks.get(number, " ")
            drawn = f"[{number:>2}{mark}]" if number == today else f"{number:>3}{mark}"
            assert shown.startswith(drawn) and not shown[len(drawn) :].strip(), (line, number)


def test_a_day_needs_room_for_its_number_mark_and_today_s_brackets() -> None:
    with pytest.raises(ValueError, match="at least 4"):
        month_grid(2026, 11, {}, cell=3)
    with pytest.raises(ValueError, match="at least 5"):
        month_grid(2026, 11, {}, cell=4, today=28)
