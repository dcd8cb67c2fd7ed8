"""The lines a player shares after the daily game: the day's number, the total against par, one
mark a round, and no words (docs/daily.md).

    Quiddler of the day #332 (en)
    312 points, par 344 (−32)
    🟩🟩🟨🟩🟥🟩🟨🟩

A mark compares a round's score with that round's best: 🟩 the best reached, 🟨 half of it or
more, 🟥 less. Day #1 is 1 January 2026, the first day this program dealt.
"""

from __future__ import annotations

from datetime import date

from quiddler.i18n import _
from quiddler.saves.daily import DailyResult

__all__ = ["FIRST_DAY", "MARKS", "day_number", "round_mark", "share_text"]

#: Quiddler of the day #1; no earlier day is dealt by ``quiddler daily``.
FIRST_DAY = date(2026, 1, 1)
#: The round marks: best reached, half of it or more, less.
MARKS = ("🟩", "🟨", "🟥")


def day_number(day: date) -> int:
    """The day's number: 1 for :data:`FIRST_DAY`, one more each day."""
    return (day - FIRST_DAY).days + 1


def round_mark(score: int, best: int) -> str:
    """One round's mark (see the module docstring); a round whose best is 0 is always green."""
    if score >= best:
        return MARKS[0]
    return MARKS[1] if 2 * score >= best else MARKS[2]


def share_text(result: DailyResult) -> str:
    """The lines to share for a recorded result, in the players' language (no trailing newline)."""
    difference = result.against_par
    signed = "±0" if difference == 0 else (f"+{difference}" if difference > 0 else f"−{-difference}")
    marks = "".join(round_mark(score, best) for score, best in zip(result.rounds, result.pars, strict=True))
    return "\n".join(
        (
            _("Quiddler of the day #{number} ({dictionary})").format(
                number=day_number(result.day), dictionary=result.dictionary
            ),
            _("{score} points, par {par} ({difference})").format(
                score=result.score, par=result.par, difference=signed
            ),
            marks,
        )
    )
