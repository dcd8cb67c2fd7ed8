"""The daily game on the screen: :func:`run_daily`, the one entry ``quiddler daily`` calls.

The day is played in the hot-seat app, which opens straight onto it (``start="daily"``): the
day's game at the usual table, one seat, the day's cards and short draw piles, saved in the daily
folder after every move and resumed when the day is opened again; after the eighth round the
result screen (your rounds against par, the words of the best, your record and the month, ``c``
to copy the lines to share); a day already played to the end opens on its result
(:class:`quiddler.tui.daily_launch.DailyLaunch`). Leaving goes to the title screen, whose
"Quiddler of the day" line opens the day again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from quiddler.daily.opening import OpenedDay

__all__ = ["run_daily"]


def run_daily(opened: OpenedDay) -> int:
    """Play ``opened`` (from :func:`quiddler.daily.opening.open_day`) in this terminal until the
    player leaves; record a finished game's result; return the exit status (0, or 1 when the app
    stopped on a problem it has already said)."""
    from quiddler.daily.opening import daily_store, settle
    from quiddler.tui.app import make_app

    app = make_app(
        start="daily",
        daily=opened.day,
        bot_factory=None,
        notices=tuple(opened.warnings),
        offer_resume=False,
    )
    opened.warnings.clear()  # said once, by the app
    app.deps.remember_setup = False  # the next `quiddler play` keeps the table's last setup
    app.daily.opened = opened  # opened already: the app does not open it again
    app.run()
    for sentence in settle(opened, daily_store()):  # a result the app could not record
        print(sentence)
    return app.return_code if isinstance(app.return_code, int) else 0
