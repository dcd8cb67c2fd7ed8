"""The end of a solitaire game: why it ended, the score, and the player's record.

The panel sits low on the screen over a see-through background, so the last face-up cards stay
in view above it. N deals a new game, R the same deal again, Ctrl+Z takes back the last word (the
game goes on, and leaves the record), Q leaves; Esc only says which key does what, since leaving
by a reflex would be a surprise.
"""

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
from quiddler.i18n import N_, _
from quiddler.match.describe import plural
from quiddler.saves.solitaire.record import SolitaireStats, format_stats
from quiddler.solitaire.options import SolitaireOptions
from quiddler.tui import stylesheets
from quiddler.tui.localized import Localized

__all__ = ["EndChoice", "SolitaireEndScreen"]


def _count(number: int, noun: str) -> str:
    return plural(number, noun)


class EndChoice(Enum):
    NEW = "new"
    REPLAY = "replay"
    LEAVE = "leave"
    UNDO = "undo"


class SolitaireEndScreen(Localized, ModalScreen[EndChoice]):
    """The score and the record; N deals a new game, R the same deal again, Ctrl+Z takes back the
    last word, Q leaves."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SOLITAIRE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", N_("New game")),
        Binding("r", "choose('replay')", N_("Same deal")),
        Binding("ctrl+z", "undo", N_("Undo last word")),
        Binding("q,ctrl+x", "choose('leave')", N_("Leave")),
        Binding("escape", "remind", N_("Keys"), show=False),
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
        title = (
            _("PERFECT! Score 0")
            if game.is_perfect
            else _("Game over · score {score}").format(score=game.score)
        )
        reason = game.end_reason.sentence if game.end_reason else ""
        summary = _("{words} made, {cards} left ({score} points). {deal}.").format(
            words=_count(len(game.words), "word"),
            cards=_count(game.cards_left, "card"),
            score=game.score,
            deal=self.options.describe(game.seed).capitalize(),
        )
        if game.assisted:
            summary += " " + _("Assisted (undo or hints): recorded as such.")
        with VerticalScroll():
            yield Static(title, id="end-title")
            yield Static(reason, id="end-reason")
            yield Static(summary, id="end-summary")
            if game.words:
                shown = "  ".join(f"{word.text.upper()} {word.points}" for word in game.words[:12])
                more = (
                    "  " + _("… {count} more").format(count=len(game.words) - 12)
                    if len(game.words) > 12
                    else ""
                )
                yield Static(Text(_("Words: ") + shown + more), id="end-words")
            if self.warning:
                yield Static(Text("! " + self.warning), id="end-warning")
            record = "\n".join(format_stats(self.stats, daily_limit=3))
            yield Static(Text.assemble((_("Your record") + "\n", "bold"), record), id="end-record")
            yield Static(self.keys_text(), id="end-keys")
        yield Footer()

    @property
    def can_undo(self) -> bool:
        return self.game.can_undo()

    def keys_text(self) -> str:
        if self.can_undo:
            return _("N new game · R same deal · Ctrl+Z undo the last word · Q leave")
        return _("N new game · R same deal · Q leave")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+Z shows only when there is a word to take back (not after giving up)."""
        if action == "undo":
            return self.can_undo
        return True

    def action_choose(self, choice: str) -> None:
        self.dismiss(EndChoice(choice))

    def action_undo(self) -> None:
        self.dismiss(EndChoice.UNDO)

    def action_remind(self) -> None:
        """Esc does not leave (a reflex must not end the program): it says which keys do what."""
        self.query_one("#end-keys", Static).update(_("Esc does not leave here.") + f" {self.keys_text()}")
