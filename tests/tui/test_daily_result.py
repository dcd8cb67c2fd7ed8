"""The Quiddler of the day's result screen: score against par, each round, the family filter on
the words shown, the record and the month, and the share text copied with one key."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.app import App
from textual.widgets import Static

import quiddler.tui
from quiddler.tui.app import HEIGHT_BREAKPOINTS, WIDTH_BREAKPOINTS
from quiddler.tui.screens.daily_result import (
    DailyResultScreen,
    DayOutcome,
    DayRecord,
    RoundResult,
    hidden_words,
    record_lines,
    score_line,
)

ROUNDS = (
    *(RoundResult(3 + index, 10 + index, 12 + index, ("quiz",)) for index in range(7)),
    RoundResult(10, 40, 40, ("shit", "jazz")),
)
RESULT = DayOutcome(
    date(2026, 11, 28), ROUNDS, sum(line.best for line in ROUNDS), False, "Quiddler of the day\n−14",
    DayRecord(streak=2, best=-3, average=-8.5, days=4, month={27: -3, 28: -14}),
    today=date(2026, 11, 28),
)  # fmt: skip


class ResultApp(App[None]):
    CSS_PATH = str(Path(quiddler.tui.__file__).parent / "quiddler.tcss")
    HORIZONTAL_BREAKPOINTS = WIDTH_BREAKPOINTS
    VERTICAL_BREAKPOINTS = HEIGHT_BREAKPOINTS

    def on_mount(self) -> None:
        self.push_screen(DailyResultScreen(RESULT))


def texts(app: App[Any]) -> str:
    """What the screen's Statics show, a Rich table drawn as text."""
    console = Console(width=80, file=io.StringIO())
    shown = []
    for widget in app.screen.query(Static):
        with console.capture() as captured:
            console.print(widget.content)
        shown.append(captured.get())
    return "\n".join(shown)


def test_the_score_line_says_par_and_whether_it_is_proven() -> None:
    assert score_line(RESULT) == "Your score 131 · par 145 (best found) · −14"
    proven = DayOutcome(RESULT.day, ROUNDS, 131, True, "")
    assert score_line(proven) == "Your score 131 · par 131 · ±0"


def test_the_family_filter_hides_a_listed_word_unless_it_is_off() -> None:
    assert hidden_words(["shit", "jazz"], "en", "on") == (["••••", "JAZZ"], True)
    assert hidden_words(["shit", "jazz"], "en", "off") == (["shit", "jazz"], False)
    assert hidden_words(["butter"], "en", "strict") == (["BUTTER"], False)


def test_the_record_reads_as_days_and_points_against_par() -> None:
    lines = record_lines(RESULT.record)
    assert "Streak: 2 days" in lines and "Best against par: −3" in lines
    assert "Average against par: −8.5" in lines
    assert record_lines(DayRecord()) == ["Your record starts with your first finished day."]


async def test_c_copies_the_share_text_and_says_so() -> None:
    app = ResultApp()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DailyResultScreen)
        shown = texts(app)
        assert "Quiddler of the day, 28 November" in shown and "••••" in shown and "SHIT" not in shown
        assert "[28●]" in shown and "27★" not in shown and "27●" in shown
        await pilot.press("c")
        await pilot.pause()
        assert app.clipboard == RESULT.share == screen.copied
        assert any("copied" in str(note.message) for note in app._notifications)


async def test_the_result_screen_speaks_spanish(spanish: None) -> None:
    app = ResultApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = texts(app)
        assert "Quiddler del día, 28 de noviembre" in shown and "Tu puntuación 131" in shown
        assert "Racha: 2 días" in shown and "noviembre de 2026" in shown and "Lu   Ma" in shown
        assert "Your" not in shown and "Streak" not in shown and "Best" not in shown
