"""The table's panels: what the table screen draws, and its message line.

:class:`TablePanels` lays the table out and repaints it from the view of the hand shown (a
spectator's while every hand is face down): the status and rules lines, the piles, the words
laid, the scores, the log, the hand and the words being built, the message line and the footer's
keys. A panel whose text is unchanged is left alone, and the footer is refreshed only when the
keys that work have changed. It decides nothing: :class:`~quiddler.tui.screens.table.TableScreen`
builds on it with the keys and what they do.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from quiddler.engine import Source
from quiddler.i18n import _
from quiddler.tui.screens.acting import Acting
from quiddler.tui.screens.daily_text import daily_line
from quiddler.tui.screens.table_text import (
    builder_text,
    laid_words,
    log_text,
    rules_line,
    score_legend,
    score_rows,
    status_line,
    turn_info,
)
from quiddler.tui.screens.word_building import WordInput
from quiddler.tui.widgets.cards import HandView, PileView
from quiddler.tui.widgets.footer import KeyFooter
from quiddler.tui.widgets.panels import ScoreTable
from quiddler.tui.widgets.shown import show

__all__ = ["TablePanels"]


class TablePanels(Acting):
    """The table's panels and message line (see the module docstring)."""

    #: The actions whose keys come and go with the moment of the turn (the screen's).
    _ACTIONS: tuple[str, ...] = ()
    _keys: tuple[bool | None, ...]
    _presence_shown: str | None

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="rules-line")
        with Horizontal(id="table-main"):
            with Vertical(id="table-left"):
                with Horizontal(id="piles"):
                    yield PileView(Source.DRAW_PILE, id="draw-pile")
                    yield PileView(Source.DISCARD_PILE, id="discard-pile")
                    yield Static(id="turn-info")
                yield Static(id="laid-words")
            with Vertical(id="table-right"):
                yield ScoreTable(id="scores")
                yield Static(id="scores-legend")
                yield Static(id="log")
        with Horizontal(id="builder-row"):
            yield Static(id="builder")
            yield WordInput(placeholder=_("type a word"), compact=True, id="word-input")
        yield HandView(id="hand")
        yield Static(id="message")
        # no palette hint here (ctrl+p still works; ? lists it): the turn's keys need all 80 columns
        yield KeyFooter(compact=True, show_command_palette=False)  # updated in place (issue 31)

    # ------------------------------------------------------------ what the screen shows

    @property
    def seat(self) -> int | None:
        """The seat whose hand is face up, if any."""
        return self.shown

    def _tick_presence(self) -> None:
        if self.is_attached and self.sight.presence != self._presence_shown:
            self.refresh_table()

    def refresh_table(self) -> None:
        """Repaint every part of the table from the game and the presentation state (a panel whose
        text is unchanged is left alone: see :func:`~quiddler.tui.widgets.shown.show`)."""
        if self.shown is not None:
            self.words.sync_order(self.shown)
        # What the table shows is what the seat whose hand is face up may see (a spectator's view
        # while every hand is face down): the panels are built from that view alone.
        sight = self.sight
        game = sight.game
        away = self._presence_shown = sight.presence  # a remote game: who is away, the clock
        width = self.size.width - (len(away) + 3 if away else 0)
        status = status_line(game, width) + (f" · {away}" if away else "")
        show(self.query_one("#status", Static), status, layout=False)
        family = str(getattr(self.services.checker, "family", "off"))
        rules = rules_line(game.rules, game.player_count, self.size.width, family=family)
        if self.setup.daily is not None:  # the Quiddler of the day: its date (alone: the pile's cards)
            rules = daily_line(
                self.setup.daily, players=game.player_count, draw_count=game.draw_count, width=self.size.width
            )
            if game.player_count > 1:  # a table's day: its rules still say what a move does
                room = self.size.width - len(rules) - 3
                rules = f"{rules} · {rules_line(game.rules, game.player_count, room, family=family)}"
        show(self.query_one("#rules-line", Static), rules, layout=False)

        draw = self.query_one("#draw-pile", PileView)
        draw.count = game.draw_count
        discard = self.query_one("#discard-pile", PileView)
        discard.top = game.discard_top
        info = turn_info(
            game,
            can=self.can,
            bots=self.bots,
            shown=self.shown,
            typing=self.words.typing,
            staged=self.words.staged,
            cards_left=len(self.words.remaining()),
            cursor=self.words.cursor_card(),
        )
        show(self.query_one("#turn-info", Static), info)
        show(self.query_one("#laid-words", Static), laid_words(game), layout=False)
        self.query_one("#scores", ScoreTable).show(score_rows(game, self.bots))
        legend = self.query_one("#scores-legend", Static)
        legend.display = bool(self.bots)  # the * after a name says who the computer plays
        show(legend, score_legend(), layout=False)
        log = self.query_one("#log", Static)
        size = log.size
        show(
            log,
            log_text(game, width=size.width, height=size.height, checker=self.services.checker),
            layout=False,
        )
        self.words.show_hand()
        builder = builder_text(
            game,
            shown=self.shown,
            staged=self.words.staged,
            typing=self.words.typing,
            choices=self.words.choices,
            choice_index=self.words.choice_index,
            typed=self.query_one("#word-input", WordInput).value,
            marked=[] if self.words.typing else self.words.marked_cards(),
        )
        show(self.query_one("#builder", Static), builder)
        self._show_message()
        self.refresh_keys()

    def on_resize(self, event: events.Resize) -> None:
        """Lay every panel out again for the new size (the status line and the log are cut to
        fit the width they had; after a too-small terminal is enlarged they must fill it)."""
        if self.is_mounted:
            self.refresh_table()

    def refresh_keys(self) -> None:
        """Refresh the footer only when the keys that work have changed (a footer rebuild is slow)."""
        keys = tuple(self.check_action(action, ()) for action in self._ACTIONS)
        if keys != self._keys:
            self._keys = keys
            self.refresh_bindings()

    # ------------------------------------------------------------ messages to the player

    def say(self, message: str, *, refused: bool = False) -> None:
        """Show a sentence on the message line; a refusal is marked ✗ and bold (not by colour).

        No toast: at 80×24 a toast covers the hand, and the line under the hand already says it.
        """
        self.message = f"✗ {message}" if refused else message
        self.words.next_step_shown = False
        self._show_message()

    def _show_message(self) -> None:
        """The message line (a refusal in bold); the screen is laid out again only when the line
        may take another number of rows (its height follows its text: one row or two)."""
        widget = self.query_one("#message", Static)
        refused = self.message.startswith("✗ ")
        room = widget.size.width

        def rows(text: str) -> int:
            return 0 if not text else 1 if cell_len(text) <= room else 2

        old = widget.content
        before = old.plain if isinstance(old, Text) else str(old)
        same_height = room > 0 and rows(before) == rows(self.message)
        show(widget, Text(self.message, "bold" if refused else ""), layout=not same_height)
