"""The end of a solitaire game: why it ended, the score, and the player's record."""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from quiddler.engine.solitaire import Solitaire
from quiddler.solitaire_record import SolitaireStats, format_stats
from quiddler.tui.solitaire.tools import SolitaireOptions

__all__ = ["EndChoice", "SolitaireEndScreen"]


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


class EndChoice(Enum):
    NEW = "new"
    REPLAY = "replay"
    LEAVE = "leave"


class SolitaireEndScreen(ModalScreen[EndChoice]):
    """The score and the record; N deals a new game, R the same deal again, Q or Esc leaves."""

    DEFAULT_CSS = """
    SolitaireEndScreen {
        align: center middle;
        background: $background;
    }
    SolitaireEndScreen > VerticalScroll {
        width: 64;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: heavy $accent;
        padding: 0 2;
        background: $surface;
    }
    SolitaireEndScreen #end-title {
        text-style: bold;
        width: 100%;
        content-align: center middle;
    }
    SolitaireEndScreen #end-keys {
        margin-top: 1;
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", "New game"),
        Binding("r", "choose('replay')", "Same deal"),
        Binding("q,escape", "choose('leave')", "Leave"),
    ]

    def __init__(
        self, game: Solitaire, stats: SolitaireStats, warning: str | None, options: SolitaireOptions
    ) -> None:
        super().__init__()
        self.game = game
        self.stats = stats
        self.warning = warning
        self.options = options

    def compose(self) -> ComposeResult:
        game = self.game
        title = "PERFECT! Score 0" if game.is_perfect else f"Game over · score {game.score}"
        reason = game.end_reason.sentence if game.end_reason else ""
        summary = (
            f"{_count(len(game.words), 'word')} made, {_count(game.cards_left, 'card')} left "
            f"({game.score} points). {self.options.describe(game.seed).capitalize()}."
        )
        if game.assisted:
            summary += " Assisted (undo or hints): recorded as such."
        with VerticalScroll():
            yield Static(title, id="end-title")
            yield Static(reason, id="end-reason")
            yield Static(summary, id="end-summary")
            if game.words:
                shown = "  ".join(f"{word.text.upper()} {word.points}" for word in game.words[:12])
                more = f"  … {len(game.words) - 12} more" if len(game.words) > 12 else ""
                yield Static(Text(f"Words: {shown}{more}"), id="end-words")
            if self.warning:
                yield Static(Text("! " + self.warning), id="end-warning")
            record = "\n".join(format_stats(self.stats, daily_limit=3))
            yield Static(Text.assemble(("\nYour record\n", "bold"), record))
            yield Static("N new game · R same deal again · Q leave", id="end-keys")
        yield Footer()

    def action_choose(self, choice: str) -> None:
        self.dismiss(EndChoice(choice))
