"""The daily record (docs/rules.md §12): one result a date, the streak, par figures, the month's
calendar, and a file kept safely (damaged moved aside and never lost, newer left as it is)."""

from __future__ import annotations

import json
import threading
from datetime import date, timedelta

import pytest

from quiddler.saves.daily import (
    DailyRecord,
    DailyRecordError,
    DailyResult,
    add_daily_result,
    daily_record_path,
    load_daily_record,
)
from quiddler.storage.paths import data_dir

TODAY = date(2026, 11, 28)
_AT = "2026-11-28T09:00:00Z"


def result(day: date, score: int = 300, par: int = 340, *, on_the_day: bool = True) -> DailyResult:
    rounds = (10, 20, 30, 40, 50, 60, 40, score - 250)
    return DailyResult(
        date=day.isoformat(),
        score=score,
        par=par,
        rounds=rounds,
        pars=(20, 20, 30, 40, 50, 60, 60, par - 280),
        finished="2026-11-28T09:00:00Z",
        on_the_day=on_the_day,
    )


def test_the_first_result_of_a_date_stays() -> None:
    record = DailyRecord().with_result(result(TODAY, 300)).with_result(result(TODAY, 340))
    assert record.played == 1 and record.result_of(TODAY).score == 300  # type: ignore[union-attr]


def test_the_streak_counts_days_in_a_row_played_on_the_day_itself() -> None:
    days = [TODAY - timedelta(days=n) for n in range(4)]
    record = DailyRecord()
    for day in days:
        record = record.with_result(result(day))
    assert record.streak(TODAY) == 4
    assert record.streak(TODAY + timedelta(days=1)) == 4  # today still to play: up to yesterday
    assert record.streak(TODAY + timedelta(days=2)) == 0  # a day missed
    later = result(TODAY - timedelta(1), on_the_day=False)
    late = DailyRecord().with_result(result(TODAY)).with_result(later)
    assert late.streak(TODAY) == 1 and late.played == 2  # an earlier day played later: not in it
    gap = record.with_result(result(TODAY - timedelta(days=6)))
    assert gap.longest_streak == 4 and gap.streak(TODAY) == 4


def test_best_and_average_are_against_par() -> None:
    yesterday = result(TODAY - timedelta(1), 330, 335)
    record = DailyRecord().with_result(result(TODAY, 300, 340)).with_result(yesterday)
    assert record.best is not None and record.best.date == (TODAY - timedelta(1)).isoformat()
    assert record.average == (-40 + -5) / 2 and record.at_par == 0
    assert record.with_result(result(TODAY - timedelta(2), 350, 350)).at_par == 1


def test_the_month_calendar_places_each_day_under_its_weekday() -> None:
    record = DailyRecord().with_result(result(TODAY))
    weeks = record.month(2026, 11)
    assert weeks[0][:6] == [None] * 6 and weeks[0][6] == (date(2026, 11, 1), None)  # a Sunday
    days = [place for week in weeks for place in week if place is not None]
    assert len(days) == 30 and dict(days)[TODAY] == result(TODAY)


def test_a_result_is_written_and_read_back_whole() -> None:
    loaded, added = add_daily_result(result(TODAY))
    assert added and daily_record_path() == data_dir() / "daily.json"
    assert load_daily_record().record == loaded.record
    again, added = add_daily_result(result(TODAY, 999))
    assert not added and again.record.result_of(TODAY).score == 300  # type: ignore[union-attr]


def test_two_windows_finishing_at_once_record_one_result() -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    outcomes: list[bool] = []
    threads = [
        threading.Thread(target=lambda s=s: outcomes.append(add_daily_result(result(TODAY, s))[1]))
        for s in (300, 310, 320, 330)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(outcomes) == [False, False, False, True]
    assert load_daily_record().record.played == 1


def test_a_damaged_record_is_moved_aside_never_lost_and_said_in_one_sentence() -> None:
    add_daily_result(result(TODAY))
    path = daily_record_path()
    path.write_text('{"version": 1, "results": [{"date": "2026-13-45"', encoding="utf-8")
    loaded = load_daily_record()
    assert loaded.record.played == 0 and loaded.writable
    assert loaded.warning is not None and "moved to" in loaded.warning and loaded.warning.count(". ") == 0
    aside = list(path.parent.glob("daily.corrupt-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith('{"version": 1')
    add_daily_result(result(TODAY))  # a new record starts
    assert load_daily_record().record.played == 1


def test_a_newer_record_is_left_as_it_is_and_nothing_is_added() -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    path = daily_record_path()
    newer = json.dumps({"version": 99, "results": []})
    path.write_text(newer, encoding="utf-8")
    loaded = load_daily_record()
    assert not loaded.writable and loaded.warning is not None and "newer" in loaded.warning
    with pytest.raises(DailyRecordError, match="not recorded"):
        add_daily_result(result(TODAY))
    assert path.read_text(encoding="utf-8") == newer


@pytest.mark.parametrize(
    "item",
    [
        {"date": "2026-11-28", "score": "300"},
        {"date": "2026-11-28", "score": 1, "par": 1, "rounds": [1], "pars": [], "finished": _AT},
        {"date": "2026-02-30", "score": 1, "par": 1, "rounds": [], "pars": [], "finished": _AT},
    ],
)
def test_a_result_with_wrong_fields_makes_the_file_damaged(item: dict[str, object]) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    daily_record_path().write_text(json.dumps({"version": 1, "results": [item]}), encoding="utf-8")
    loaded = load_daily_record()
    assert loaded.record.played == 0 and loaded.warning is not None and "damaged" in loaded.warning
