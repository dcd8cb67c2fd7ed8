"""The daily game on the screen: :func:`run_daily`, the one entry ``quiddler daily`` calls.

This first launcher plays the day at the usual table (one seat, the day's cards, its short draw
piles), saving into the daily folder and resuming an unfinished game of the day; the result is
recorded by :func:`quiddler.daily.opening.settle` once the app is left (or, after a crash, the
next time the day is opened). Daily screens of their own (the result against par, the share
key, the calendar) replace its body; its signature stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from quiddler.daily.opening import OpenedDay
    from quiddler.dictionary import Dictionary

__all__ = ["run_daily"]


def run_daily(opened: OpenedDay) -> int:
    """Play ``opened`` (from :func:`quiddler.daily.opening.open_day`) in this terminal until the
    player leaves; record a finished game's result; return the exit status (0, or 1 when the app
    stopped on a problem it has already said)."""
    from quiddler.daily.opening import daily_store, settle
    from quiddler.dictionary import open_dictionary
    from quiddler.tui.app import make_app

    def without_house_words(name: str) -> Dictionary:
        return open_dictionary(name, house_words=False)

    app = make_app(
        opened.setup,
        start="game",
        bot_factory=None,
        open_dictionary=without_house_words,
        resume=opened.unfinished,
        notices=tuple(opened.warnings),
        offer_resume=False,
    )
    app.deps.remember_setup = False  # the next `quiddler play` keeps the table's last setup
    store = daily_store()
    app.store = store
    app.run()
    for sentence in settle(opened, store):
        print(sentence)
    return app.return_code if isinstance(app.return_code, int) else 0
