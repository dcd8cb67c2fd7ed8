"""The notice every screen shows instead of itself while the terminal is smaller than 80×24.

Its own module, apart from :mod:`~quiddler.tui.widgets.panels`: every screen, the first one
included, carries it, and the score table beside it there loads Textual's DataTable, which the
first screen does not need (see the start-up bench in docs/development.md).
"""

from __future__ import annotations

from textual.widgets import Static

from quiddler.i18n import _

__all__ = ["TooSmall", "MIN_WIDTH", "MIN_HEIGHT"]

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmall(Static):
    """Shown instead of a screen's content while the terminal is smaller than 80×24.

    Every screen mounts one; the app's breakpoints put ``-narrow``/``-short`` classes on the
    screen, and the stylesheet hides everything else, so the screen comes back on resize.
    """

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        width: 1fr;
        height: 1fr;
        content-align: center middle;
        text-align: center;
        text-style: bold;
    }
    """

    def render(self) -> str:
        width, height = self.app.size
        return _(
            "Quiddler needs a terminal of at least {min_width}×{min_height}.\n"
            "This one is {width}×{height}: please make the window bigger.\n"
            "Until then keys do nothing; Ctrl+Q quits (the game is saved)."
        ).format(min_width=MIN_WIDTH, min_height=MIN_HEIGHT, width=width, height=height)

    def on_resize(self) -> None:
        self.refresh()
