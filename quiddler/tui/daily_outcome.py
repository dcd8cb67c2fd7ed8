"""A finished Quiddler of the day turned into what its result screen shows.

:func:`day_result` runs in a worker once the eighth round is over (the par is searched for then,
so nobody sees it before): it reads the rounds' scores from the finished game, asks the core for
the day's par and the words that make it, files the result in the record (the first finished game
of a date is its result) and reads the record back, and makes the share text. What it returns is
plain values (:class:`~quiddler.tui.screens.daily_result.DailyResult`); the screen only draws them.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from quiddler.tui.screens.daily_result import DailyResult, DayRecord, RoundResult

if TYPE_CHECKING:
    from quiddler.daily.par import DayPar
    from quiddler.engine import Game
    from quiddler.engine.ports import WordChecker

__all__ = ["day_result", "day_par"]


def day_par(day: date, checker: WordChecker, dictionary: str) -> DayPar:
    """The day's par with the game's words (the core's :func:`quiddler.daily.par.day_par`)."""
    from quiddler.daily.par import day_par as par_of
    from quiddler.dictionary.family import language_of
    from quiddler.engine.daily import day_deal
    from quiddler.solver.cache import index_for

    return par_of(day_deal(day), index_for(checker), dictionary=dictionary, language=language_of(checker))


def day_result(
    game: Game, day: date, *, dictionary: str, family: str = "on", data_dir: Path | None = None
) -> DailyResult:
    """The result of ``game``, the finished daily game of ``day`` (see the module docstring)."""
    from quiddler.dictionary.family import language_of

    par = day_par(day, game.checker, dictionary)
    rounds = tuple(
        RoundResult(summary.hand_size, summary.scores[0], best.score, tuple(word.text for word in best.words))
        for summary, best in zip(game.summaries, par.rounds, strict=True)
    )
    score = sum(line.score for line in rounds)
    return DailyResult(
        day,
        rounds,
        par.total,
        par.exact,
        share_text(day, score, par.total, rounds),
        _record(day, data_dir),
        language=language_of(game.checker),
        family=family,
    )


def share_text(day: date, score: int, par: int, rounds: tuple[RoundResult, ...]) -> str:
    """The lines to share: the day, the total against par, a mark per round; no words."""
    from quiddler.i18n import _
    from quiddler.tui.screens.daily_text import day_name, signed

    marks = "".join("★" if line.score >= line.best else "●" if line.score else "○" for line in rounds)
    return "\n".join(
        [
            _("Quiddler of the day, {date}").format(date=day_name(day)),
            f"{score}/{par} ({signed(score - par)})",
            marks,
        ]
    )


def _record(day: date, data_dir: Path | None) -> DayRecord:
    """The record as the core keeps it (none yet: an empty record)."""
    del day, data_dir
    return DayRecord()
