"""The score sheet: one row per round (cards, dealer, each player's score with its marks), the
running totals, and under the grid the lines of the round under the cursor.

Keys: arrows move over the grid; Enter writes the player's line of that round (words, unused
cards); ``o`` marks who went out; ``c`` challenges a word; ``u`` or Ctrl+Z undoes the last change;
``n`` goes to the next line to write; ``x`` exports the sheet (CSV and JSON); Esc leaves (the sheet
is saved after every change). Everything is asked of the :class:`~quiddler.scoresheet.Sheet`.

Every key of the grid is a priority binding of the screen, run as it comes and in the order the
keys came (see :mod:`quiddler.tui.in_order`): typed in a burst, ``↓ Enter quiz`` opens the line
of the row below and types QUIZ into it, and no letter meant for a dialog reaches the grid
(``u`` would undo, ``x`` export) while the dialog is opening.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Footer, Static

from quiddler.i18n import N_, _
from quiddler.scoresheet import Sheet
from quiddler.tui import stylesheets
from quiddler.tui.score.dialogs import ChallengeDialog, EntryDialog
from quiddler.tui.score.text import (
    LEGEND,
    cell_text,
    finished_line,
    round_detail,
    sheet_title,
    undone_line,
)
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.themes import meaning_colours

__all__ = ["SheetScreen"]

#: The grid's first columns, before one per player.
_FIXED = 3


class SheetScreen(RoomyScreen[None]):
    """A score sheet being written; every change goes to the sheet, which saves itself."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SCORE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "write", N_("Write line"), priority=True),
        Binding("o", "out", N_("Went out"), priority=True),
        Binding("c", "challenge", N_("Challenge"), priority=True),
        Binding("u,ctrl+z", "undo", N_("Undo"), priority=True),
        Binding("n", "next_line", N_("Next line"), priority=True),
        Binding("x", "export", N_("Export"), priority=True),
        Binding("escape", "leave", N_("Leave"), priority=True),
        # the grid's own moves, here so they come in order with the keys above (module docstring)
        *(
            Binding(key, f"move('{key}')", show=False, priority=True)
            for key in ("up", "down", "left", "right", "home", "end", "pageup", "pagedown")
        ),
    ]

    def __init__(
        self,
        sheet: Sheet,
        *,
        sheet_id: str,
        add_house_word: Callable[[str], str | None] | None = None,
        export_folder: Path | None = None,
    ) -> None:
        super().__init__(id="sheet-screen")
        self.sheet = sheet
        self.sheet_id = sheet_id
        self.add_house_word = add_house_word
        self.export_folder = export_folder
        #: Whether every round was written at the last refresh (to say it once when it becomes so).
        self._was_finished = sheet.finished
        #: The line stored by the last key (round, seat), until any other key: ``o`` pressed
        #: right after a line is stored marks that line's player, not the next one the cursor
        #: moved on to (whoever is typing has just written the player who went out).
        self._just_stored: tuple[int, int] | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="sheet-title")
        yield DataTable(id="sheet-grid", cursor_type="cell", zebra_stripes=True)
        with VerticalScroll(id="sheet-detail-box"):
            yield Static("", id="sheet-detail")
            yield Static(_(LEGEND), id="sheet-legend")
        yield Footer()

    def on_mount(self) -> None:
        grid = self.query_one(DataTable)
        wide = self.app.size.width >= 110
        # each first column as wide as its header in the language shown ("Cartas" is 6 cells)
        headers = _("Rd"), _("Cards"), _("Dealer")
        rd, cards = max(3, cell_len(headers[0])), max(5, cell_len(headers[1]))
        dealer = max(12 if wide else 8, cell_len(headers[2]))
        # what is left of the width once the first columns, every column's padding (1 each side)
        # and the scroll bar are counted, shared by the players: 8 names fit in 80 columns
        players = len(self.sheet.players)
        left = self.app.size.width - (rd + cards + dealer) - 2 * (_FIXED + players) - 2
        width = max(5, min(12, left // players))
        grid.add_column(headers[0], key="round", width=rd)
        grid.add_column(headers[1], key="cards", width=cards)
        grid.add_column(headers[2], key="dealer", width=dealer)
        for seat, name in enumerate(self.sheet.players):
            grid.add_column(name[:width], key=f"seat-{seat}", width=width)
        self.refresh_sheet()
        grid.focus()
        self.action_next_line()

    # ------------------------------------------------------------ what the cursor is on

    @property
    def round(self) -> int:
        return min(self.query_one(DataTable).cursor_row, len(self.sheet.rows) - 1)

    @property
    def seat(self) -> int:
        return max(self.query_one(DataTable).cursor_column - _FIXED, 0)

    def move_to(self, round: int, seat: int) -> None:
        self.query_one(DataTable).move_cursor(row=round, column=seat + _FIXED)
        self._show_detail()

    # ------------------------------------------------------------ drawing

    def refresh_sheet(self) -> None:
        grid = self.query_one(DataTable)
        cursor = grid.cursor_coordinate
        sheet = self.sheet
        grid.clear()
        for row in sheet.rows:
            grid.add_row(
                Text(str(row.round + 1), justify="right"),
                Text(str(row.hand_size), justify="right"),
                Text(sheet.players[row.dealer][:12]),
                *(cell_text(sheet, row.round, seat) for seat in range(len(sheet.players))),
            )
        totals = sheet.totals
        grid.add_row(
            Text(""),
            Text(""),
            Text(_("Total"), style="bold"),
            *(
                Text(str(total) + (" ★" if seat in sheet.leaders else ""), style="bold")
                for seat, total in enumerate(totals)
            ),
        )
        grid.cursor_coordinate = cursor
        self.query_one("#sheet-title", Static).update(sheet_title(sheet))
        self._show_detail()
        if sheet.finished and not self._was_finished:
            self.notify(finished_line(sheet), title=_("The sheet is finished"), timeout=10)
        self._was_finished = sheet.finished

    def _show_detail(self) -> None:
        self.query_one("#sheet-detail", Static).update(
            round_detail(self.sheet, self.round, self.seat, meaning_colours(self.app))
        )

    @on(DataTable.CellHighlighted)
    def _highlighted(self) -> None:
        self._show_detail()

    @on(DataTable.CellSelected)
    async def _selected(self, event: DataTable.CellSelected) -> None:
        """A click on the highlighted cell (Enter is the screen's own key)."""
        event.stop()
        await self.action_write()

    # ------------------------------------------------------------ keys

    def action_move(self, key: str) -> None:
        """An arrow (or Home, End, Page Up, Page Down): the grid's own move, at once."""
        self._just_stored = None
        names = {"home": "scroll_home", "end": "scroll_end", "pageup": "page_up", "pagedown": "page_down"}
        getattr(self.query_one(DataTable), f"action_{names.get(key, 'cursor_' + key)}")()

    async def action_write(self) -> None:
        self._just_stored = None
        if self.query_one(DataTable).cursor_row >= len(self.sheet.rows):
            self.notify(_("The totals are added up by the sheet: choose a round's line to write."))
            return
        round, seat = self.round, self.seat

        def done(stored: bool | None) -> None:
            self.refresh_sheet()
            if stored:
                self._advance(round, seat)
                self._just_stored = (round, seat)

        # awaited: the keys typed after Enter wait until the dialog's field can take them
        await self.app.push_screen(EntryDialog(self.sheet, round, seat), done)

    def _advance(self, round: int, seat: int) -> None:
        """After a line is written: the next player of the round, then the next round."""
        if seat + 1 < len(self.sheet.players):
            self.move_to(round, seat + 1)
        elif round + 1 < len(self.sheet.rows):
            self.move_to(round + 1, 0)

    def action_out(self) -> None:
        """``o``: the player under the cursor went out (or not); right after a line is stored,
        the player whose line it was (the cursor stays on the next line to write; the sentence
        and the grid's ◆ show whom it marked)."""
        round, seat = self._just_stored or (self.round, self.seat)
        self._just_stored = None
        marked = seat in self.sheet.rows[round].out
        self.sheet.mark_out(round, seat, not marked)
        self.refresh_sheet()
        name, number = self.sheet.players[seat], round + 1
        self.notify(
            _("{name} did not go out in round {number}.").format(name=name, number=number)
            if marked
            else _("{name} went out in round {number}.").format(name=name, number=number)
        )

    async def action_challenge(self) -> None:
        self._just_stored = None
        round, seat = self.round, self.seat
        if not self.sheet.rows[round].players[seat].words:
            self.notify(
                _("{name} has no words in round {number} to challenge.").format(
                    name=self.sheet.players[seat], number=round + 1
                ),
                severity="warning",
            )
            return
        await self.app.push_screen(
            ChallengeDialog(self.sheet, round, seat, self.add_house_word),
            lambda _changed: self.refresh_sheet(),
        )

    def action_undo(self) -> None:
        self._just_stored = None
        before = self.sheet.rows
        if self.sheet.undo():
            self.refresh_sheet()
            self.notify(undone_line(self.sheet, before, self.sheet.rows))
        else:
            self.notify(_("There is nothing to undo."), severity="warning")

    def action_next_line(self) -> None:
        """To the first line not written yet (the first round with an empty line)."""
        self._just_stored = None
        for row in self.sheet.rows:
            for seat, entry in enumerate(row.players):
                if not row.entered or (not entry.words and not entry.unused and seat not in row.out):
                    self.move_to(row.round, seat)
                    return

    def action_export(self) -> None:
        self._just_stored = None
        from quiddler.scoresheet.export import to_csv, to_json
        from quiddler.storage.atomic import write_atomic

        folder = self.export_folder or Path.cwd()
        written = []
        try:
            for suffix, text in (("csv", to_csv(self.sheet)), ("json", to_json(self.sheet))):
                path = folder / f"quiddler-score-{self.sheet_id}.{suffix}"
                write_atomic(path, text)  # whole or not at all, like every file quiddler writes
                written.append(str(path))
        except OSError as error:
            self.notify(
                _("The sheet could not be exported: {problem}.").format(problem=error.strerror or error),
                severity="error",
            )
            return
        self.notify(_("Exported: {files}").format(files=", ".join(written)), timeout=10)

    def action_leave(self) -> None:
        self.app.exit()
