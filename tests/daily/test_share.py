"""The lines a player shares: the day's number, total against par, one mark a round, no words."""

from __future__ import annotations

from datetime import date

import pytest

from quiddler.daily.share import FIRST_DAY, day_number, round_mark, share_text
from quiddler.saves.daily import DailyResult


def _result(rounds: tuple[int, ...], pars: tuple[int, ...]) -> DailyResult:
    return DailyResult(
        date="2026-11-28",
        score=sum(rounds),
        par=sum(pars),
        rounds=rounds,
        pars=pars,
        finished="2026-11-28T09:00:00Z",
        dictionary="en",
    )


def test_the_days_are_numbered_from_the_first() -> None:
    assert day_number(FIRST_DAY) == 1 and day_number(date(2026, 11, 28)) == 332


def test_a_round_is_marked_against_its_best() -> None:
    assert [round_mark(s, 40) for s in (40, 45, 20, 19, 0)] == ["🟩", "🟩", "🟨", "🟥", "🟥"]
    assert round_mark(0, 0) == "🟩"


def test_the_share_text_has_the_number_the_total_against_par_and_eight_marks() -> None:
    text = share_text(_result((21, 30, 0, 44, 50, 20, 60, 70), (21, 35, 30, 44, 50, 50, 60, 80)))
    lines = text.splitlines()
    assert lines[0] == "Quiddler of the day #332 (en)"
    assert lines[1] == "295 points, par 370 (−75)"
    assert lines[2] == "🟩🟨🟥🟩🟩🟥🟩🟨" and len(lines) == 3
    at_par = share_text(_result((10,) * 8, (10,) * 8))
    assert "(±0)" in at_par


@pytest.mark.usefixtures("spanish")
def test_the_share_text_in_spanish() -> None:
    lines = share_text(_result((10,) * 8, (10,) * 8)).splitlines()
    assert lines[:2] == ["Quiddler del día #332 (en)", "80 puntos, par 80 (±0)"]
