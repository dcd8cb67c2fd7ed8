"""``quiddler daily``: the day's JSON, the share text, the record; bad input is one sentence and
status 2."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from quiddler.cli import main
from quiddler.engine.daily import day_deal
from quiddler.saves.daily import DailyResult, add_daily_result

DAY = "2026-11-28"


def test_json_prints_the_days_cards_and_par_and_warns_that_it_spoils_the_day(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["daily", "--date", DAY, "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert "spoils the day" in err
    assert (data["format"], data["date"], data["number"], data["method"]) == (1, DAY, 332, 1)
    assert (data["language"], data["dictionary"]) == ("en", "en")
    assert data["rules"] == {
        "hand_sizes": [3, 4, 5, 6, 7, 8, 9, 10],
        "draw_pile": 8,
        "bonuses": [],
        "word_check": "checked",
    }
    assert data["rounds"] == day_deal(date(2026, 11, 28)).to_dict()["rounds"]
    par = data["par"]
    assert par["exact"] and par["total"] == sum(r["score"] for r in par["rounds"]) > 0
    for best in par["rounds"]:
        assert best["score"] == sum(_points(word) for word in best["words"]) - _unused(best["unused"])


def _points(word: list[str]) -> int:
    from quiddler.engine import Card

    return sum(Card.parse(card).points for card in word)


def _unused(cards: list[str]) -> int:
    return _points(cards)


def test_the_spanish_daily_uses_the_spanish_dictionary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "es", "daily", "--date", DAY, "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert (data["language"], data["dictionary"]) == ("es", "es") and "estropea el día" in err
    assert data["rounds"] == day_deal(date(2026, 11, 28)).to_dict()["rounds"]  # the same cards


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["daily", "--date", "2026-13-01"], "is not a date"),
        (["daily", "--date", "yesterday"], "is not a date"),
        (["daily", "--date", (date.today() + timedelta(days=1)).isoformat(), "--json"], "still to come"),
        (["daily", "--date", "2025-12-31", "--json"], "The first Quiddler of the day"),
        (["daily", "--date", DAY, "--share"], "play it first"),
        (["daily", "--share", "--json"], "leave out --json"),
    ],
)
def test_bad_input_is_one_sentence_and_status_2(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert said in err and "Traceback" not in err and len(err.strip().splitlines()) == 1 and not out


def _recorded(score: int = 300) -> DailyResult:
    rounds, pars = (10, 20, 30, 40, 50, 60, 40, 50), (20,) * 7 + (200,)
    result = DailyResult(DAY, score, 340, rounds, pars, "2026-11-28T09:00:00Z")
    add_daily_result(result)
    return result


def test_share_prints_the_recorded_result_without_words(capsys: pytest.CaptureFixture[str]) -> None:
    _recorded()
    assert main(["daily", "--date", DAY, "--share"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Quiddler of the day #332 (en)" and lines[1] == "300 points, par 340 (−40)"
    assert len(lines) == 3 and len(lines[2]) == 8


def test_record_prints_the_figures_and_the_months_calendar(capsys: pytest.CaptureFixture[str]) -> None:
    _recorded()
    assert main(["daily", "--record", "--date", DAY]) == 0
    out = capsys.readouterr().out
    assert "days played: 1" in out and "−40 against par (2026-11-28)" in out
    assert "Calendar of 2026-11" in out and " 28•" in out
    assert main(["daily", "--record", "--json", "--date", DAY]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["played"] == 1 and data["best"]["date"] == DAY and data["average_against_par"] == -40
    days = {day["date"]: day["result"] for day in data["month"]["days"]}
    assert len(days) == 30 and days[DAY]["score"] == 300 and days["2026-11-27"] is None
