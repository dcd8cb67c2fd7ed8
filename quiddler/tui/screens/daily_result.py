"""The Quiddler of the day's result: your score against par, round by round, your record, and a
line to share.

The screen draws a :class:`DayOutcome`, plain values made in a worker once the day is over
(:mod:`quiddler.tui.daily_launch`): the par and the words that make it are shown only here,
after the last round, never before. The family filter applies to those words as it does to a
hint: a word the filter keeps out of suggestions is drawn as dots (the result's numbers stand).
``c`` copies the share text (no words in it) to the terminal's clipboard with Textual's
``App.copy_to_clipboard`` (the OSC 52 sequence), and says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Static

from quiddler.i18n import N_, _, ngettext
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.screens.daily_text import daily_heading, month_calendar, signed

__all__ = ["DayOutcome", "DailyResultScreen", "DayRecord", "RoundResult", "hidden_words", "round_table"]

#: What a word the family filter keeps out of suggestions is drawn as.
HIDDEN = "•"


@dataclass(frozen=True)
class RoundResult:
    """One round of the day: its cards, your score, the round's best and the words that make it."""

    cards: int
    score: int
    best: int
    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class DayRecord:
    """Your record of days: the streak of days played, best and average against par, and the
    month's days played (day of the month → score against par)."""

    streak: int = 0
    best: int | None = None
    average: float | None = None
    days: int = 0
    month: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True)
class DayOutcome:
    """Everything the result screen shows, as plain values."""

    day: date
    rounds: tuple[RoundResult, ...]
    par: int
    #: True when the par is proven the best; False: the best the search found ("best found").
    proven: bool
    share: str
    record: DayRecord = field(default_factory=DayRecord)
    #: The words' language and the family filter (for the words shown, :func:`hidden_words`).
    language: str = "en"
    family: str = "on"
    #: Not the day's first finished game (it does not change the record).
    unrecorded: bool = False
    #: The date the calendar marks as today (None: the clock's).
    today: date | None = None

    @property
    def score(self) -> int:
        return sum(result.score for result in self.rounds)


def hidden_words(words: Sequence[str], language: str, family: str) -> tuple[list[str], bool]:
    """``words`` as the result screen writes them, and whether the family filter hid one: a word
    the filter never suggests becomes dots of its length (with the filter off, nothing is hid)."""
    if family == "off":
        return list(words), False
    from quiddler.dictionary.family import family_tier

    shown, hid = [], False
    for word in words:
        if family_tier(word, language) is not None:
            shown.append(HIDDEN * len(word))
            hid = True
        else:
            shown.append(word.upper())
    return shown, hid


#: The round table's columns (English names; each heading is shown translated).
COLUMNS = (N_("Round"), N_("Cards"), N_("You"), N_("Best"), N_("The best's words"))


def round_table(result: DayOutcome) -> tuple[Table, bool]:
    """The rounds against their best, and whether the family filter hid a word."""
    table = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
    for index, column in enumerate(COLUMNS):
        table.add_column(_(column), justify="right" if index < 4 else "left", no_wrap=index < 4)
    any_hidden = False
    for number, line in enumerate(result.rounds, start=1):
        words, hid = hidden_words(line.words, result.language, result.family)
        any_hidden = any_hidden or hid
        mark = "★" if line.score >= line.best else ""
        table.add_row(
            str(number),
            str(line.cards),
            Text(f"{mark}{line.score}", "bold" if mark else ""),
            str(line.best),
            " ".join(words) or "—",
        )
    table.add_row("", "", Text(str(result.score), "bold"), Text(str(result.par), "bold"), "")
    return table, any_hidden


def score_line(result: DayOutcome) -> str:
    """ "Your score 143 · par 171 (best found) · −28"."""
    par = _("par {points}") if result.proven else _("par {points} (best found)")
    return " · ".join(
        [
            _("Your score {points}").format(points=result.score),
            par.format(points=result.par),
            signed(result.score - result.par),
        ]
    )


def record_lines(record: DayRecord) -> list[str]:
    """The record in a few short lines (beside the calendar)."""
    if not record.days:
        return [_("Your record starts with your first finished day.")]
    lines = [
        _("Days played: {count}").format(count=record.days),
        ngettext("Streak: {count} day", "Streak: {count} days", record.streak).format(count=record.streak),
    ]
    if record.best is not None:
        lines.append(_("Best against par: {points}").format(points=signed(record.best)))
    if record.average is not None:
        shown = signed(round(record.average)) if abs(record.average - round(record.average)) < 0.05 else None
        text = shown or (f"+{record.average:.1f}" if record.average > 0 else f"−{-record.average:.1f}")
        lines.append(_("Average against par: {points}").format(points=text))
    lines.append("")
    lines.append(_("★ par reached · ● played"))
    return lines


class DailyResultScreen(RoomyScreen[None]):
    """The day's result (see the module docstring)."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.DAILY

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "copy", N_("Copy result")),
        Binding("enter,escape", "leave", N_("Title screen")),
    ]

    def __init__(self, result: DayOutcome) -> None:
        super().__init__(id="daily-result")
        self.result = result
        #: The share text last copied (tests read it; the terminal got it through OSC 52).
        self.copied: str | None = None

    def compose(self) -> ComposeResult:
        result = self.result
        table, hid = round_table(result)
        with VerticalScroll(id="daily-box"):
            yield Static(daily_heading(result.day), id="daily-title")
            yield Static(score_line(result), id="daily-score")
            if result.unrecorded:
                yield Static(_("Your first finished game of this day is the one in your record."))
            yield Static(table, id="daily-rounds")
            if hid:
                yield Static(_("• a word the family filter keeps out of suggestions"), id="daily-hidden")
            with Horizontal(id="daily-record-row"):
                marks = {day: "★" if against >= 0 else "●" for day, against in result.record.month.items()}
                today = result.today or date.today()
                same_month = (today.year, today.month) == (result.day.year, result.day.month)
                calendar = month_calendar(
                    result.day.year, result.day.month, marks, today=today.day if same_month else None
                )
                yield Static("\n".join(calendar), id="daily-calendar")
                yield Static("\n".join(record_lines(result.record)), id="daily-record")
        yield Footer()

    def action_copy(self) -> None:
        """The share text to the terminal's clipboard (OSC 52), and a line saying so."""
        self.app.copy_to_clipboard(self.result.share)
        self.copied = self.result.share
        self.notify(_("Your result is copied: paste it anywhere."), timeout=5)

    def action_leave(self) -> None:
        from quiddler.tui.screens.requests import ShowTitle

        self.post_message(ShowTitle())
