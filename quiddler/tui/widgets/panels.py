"""Small reusable pieces: the score table (and, from its own module, the too-small notice)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import DataTable

from quiddler.i18n import _
from quiddler.match.describe import plural
from quiddler.tui.widgets.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmall

__all__ = ["TooSmall", "ScoreTable", "MIN_WIDTH", "MIN_HEIGHT"]


class ScoreTable(DataTable[Text]):
    """Players, their running totals and what they are doing, one row each."""

    DEFAULT_CSS = """
    ScoreTable { height: auto; max-height: 10; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="none", zebra_stripes=False, show_cursor=False)
        self.can_focus = False
        self._name_width = 12
        self._shown: list[tuple[str, int, str, bool]] | None = None

    def on_mount(self) -> None:
        self._name_width = 11 if self.app.size.width < 110 else 22
        self.add_column(_("Player"), key="player", width=self._name_width)
        self.add_column(_("Total"), key="total", width=5)
        # "10 cards" is the widest status; another language's may be wider
        now = max(8, len(plural(10, "card")), len(_("Now")))
        self.add_column(_("Now"), key="now", width=now)

    def show(self, rows: Sequence[tuple[str, int, str, bool]]) -> None:
        """``rows``: (name, total, status, is current player)."""
        rows = list(rows)
        if rows == self._shown:
            return  # a table rebuilt for nothing costs a layout of the whole screen
        self._shown = rows
        self.clear()
        for name, total, status, current in rows:
            marker = "▶ " if current else "  "
            style = "bold" if current else ""
            self.add_row(
                Text(marker + name[: self._name_width - 2], style=style),
                Text(str(total), justify="right", style=style),
                Text(status, style=style),
            )
