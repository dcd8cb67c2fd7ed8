"""What the Quiddler of the day says: its date, the calendar of a month, the table's line."""

from __future__ import annotations

from datetime import date

import pytest

from quiddler.i18n import speaking
from quiddler.match.setup import MatchSetup
from quiddler.tui.screens.daily_text import daily_heading, daily_line, day_name, month_calendar, signed


def test_the_date_is_said_as_players_say_it_in_each_language() -> None:
    assert daily_heading(date(2026, 11, 28)) == "Quiddler of the day, 28 November"
    with speaking("es"):
        assert day_name(date(2026, 11, 28)) == "28 de noviembre"
        assert daily_heading(date(2026, 1, 3)).endswith("3 de enero")


def test_a_month_is_drawn_monday_first_with_marks_and_today() -> None:
    lines = month_calendar(2026, 11, {3: "★", 5: "●", 28: "★"}, today=28)
    assert lines[0].strip() == "November 2026"
    assert lines[1].split() == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    assert lines[2].rstrip().endswith(" 1")  # 1 November 2026 is a Sunday: the last column
    assert "  3★" in lines[3] and "  5●" in lines[3] and "[28★]" in lines[6]
    assert max(len(line) for line in lines) <= 35
    # today unplayed: brackets around the number alone
    assert "[28 ]" in month_calendar(2026, 11, {}, today=28)[6]
    # each day's number sits under its weekday
    assert lines[1].index("Su") + 1 == lines[2].index("1")


@pytest.mark.parametrize("width", [80, 50, 30])
def test_the_table_line_fits_and_says_the_pile_alone_or_the_table_size(width: int) -> None:
    alone = daily_line(date(2026, 11, 28), players=1, draw_count=12, width=width)
    table = daily_line(date(2026, 11, 28), players=3, draw_count=12, width=width)
    assert len(alone) <= width - 2 and len(table) <= width - 2
    assert "12 cards left" in alone
    if width == 80:
        assert alone.startswith("Quiddler of the day, 28 November")
        assert table == "Quiddler of the day, 28 November"  # the table's rules line follows it
    with speaking("es"):
        assert "12" in daily_line(date(2026, 11, 28), players=1, draw_count=12, width=width)


def test_scores_against_par_read_like_golf() -> None:
    assert (signed(3), signed(-2), signed(0)) == ("+3", "−2", "±0")


def test_a_table_dealt_the_day_keeps_it_through_a_save_but_players_json_never_remembers_it(tmp_path) -> None:
    from quiddler.engine.daily import date_seed
    from quiddler.match.remembered import load_remembered, remember

    setup = MatchSetup().with_daily(date(2026, 11, 28))
    assert setup.daily == date(2026, 11, 28) and setup.seed == date_seed(date(2026, 11, 28))
    assert setup.preset == "standard"  # the day's deal changes no rule
    assert MatchSetup.from_dict(setup.to_dict()).daily == date(2026, 11, 28)
    assert setup.with_daily(None).daily is None and MatchSetup().daily is None
    remember(tmp_path, setup)
    remembered = load_remembered(tmp_path)
    assert remembered is not None and remembered.daily is None and remembered.rules.daily_deal == 0
