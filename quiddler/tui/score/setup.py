"""The score sheet's setup: the game's setup screen, with only what a paper game needs.

Players (2–8, names remembered), dictionary, rules and the two-player bonus (Junior's one-bonus
line) are the game's own rows and checks; the rows a paper game has no use for (computer seats,
checked words, the house rule the table keeps itself, the family filter, the seed) are hidden.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.widgets import Static

from quiddler.i18n import N_, _
from quiddler.tui.screens.setup import SetupScreen
from quiddler.tui.widgets.choice import Choice
from quiddler.tui.widgets.start_button import StartButton

__all__ = ["SheetSetupScreen"]

#: The rows hidden, by the id of the field in them.
_HIDDEN_FIELDS = ("#check", "#no-first-out", "#family", "#seed")


class SheetSetupScreen(SetupScreen):
    """Who plays and by which rules; Start sheet (or Ctrl+S) opens the sheet."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", N_("Start sheet"), priority=True),
        Binding("escape", "back", N_("Leave")),
    ]

    def on_mount(self) -> None:
        for selector in _HIDDEN_FIELDS:
            for field in self.query(selector):
                if field.parent is not None:
                    field.parent.display = False
        for kind in self.query(".seat-kind"):
            kind.display = False
        self.query_one("#setup-title", Static).update(_("New score sheet for a paper game"))
        self.query_one("#start", StartButton).label = _("Start sheet")

    @on(Choice.Changed, "#player-count")
    def _more_seats(self) -> None:
        """Seats added when the count goes up have a kind too: hidden as well."""
        self.call_after_refresh(self._hide_kinds)

    def _hide_kinds(self) -> None:
        for kind in self.query(".seat-kind"):
            kind.display = False
