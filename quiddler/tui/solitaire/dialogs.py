"""Solitaire's two questions: leave the game (it is saved), and continue the game left unfinished."""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from quiddler.i18n import N_, _
from quiddler.saves.solitaire import SavedSolitaire
from quiddler.tui import stylesheets
from quiddler.tui.localized import Localized
from quiddler.tui.screens.base import FocusKeptWhileSmall
from quiddler.tui.widgets.too_small import TooSmall

__all__ = ["ContinueChoice", "ContinueScreen", "LeaveScreen"]

#: The fewest columns the continue question is shown in (its box is 64 wide, and shrinks).
QUESTION_WIDTH = 40


class LeaveScreen(Localized, ModalScreen[bool]):
    """Leave the game in progress? It is saved, so the answer costs nothing but is asked anyway."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SOLITAIRE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,ctrl+x", "answer(True)", N_("Yes, leave")),
        Binding("n,escape", "answer(False)", N_("No, play on")),
    ]

    def __init__(self, deal: str, *, saved: bool) -> None:
        super().__init__()
        self.deal = deal
        self.saved = saved

    def compose(self) -> ComposeResult:
        if self.saved:
            after = _("It is saved: quiddler solitaire offers to continue it next time.")
        else:
            after = _("It could not be saved, so it will be lost.")
        with Vertical():
            yield Static(_("Leave this game ({deal})?").format(deal=self.deal), classes="question")
            yield Static(after)
            yield Static("\n" + _("y: leave · n: play on"))
        yield Footer()

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class ContinueChoice(Enum):
    CONTINUE = "continue"
    NEW = "new"


class ContinueScreen(FocusKeptWhileSmall, Localized, ModalScreen[ContinueChoice | None]):
    """A game was left unfinished: continue it, or deal the new one (Esc leaves solitaire).

    The option highlighted first is what the command line asked for: plain ``quiddler solitaire``
    continues, ``--seed N`` or ``--daily`` (another deal) deals that one.
    """

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SOLITAIRE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "choose('continue')", N_("Continue it")),
        Binding("n", "choose('new')", N_("New deal")),
        Binding("escape", "leave", N_("Leave")),
    ]

    def __init__(self, saved: SavedSolitaire, *, new_deal: str, new_first: bool) -> None:
        super().__init__()
        self.saved = saved
        self.new_deal = new_deal
        self.new_first = new_first

    def compose(self) -> ComposeResult:
        options = [
            Option(
                _("Continue it (c): {deal}").format(deal=self.saved.describe().split(":")[0].lower()),
                id="continue",
            ),
            Option(
                _("{deal} instead (n): the unfinished game counts as given up").format(deal=self.new_deal),
                id="new",
            ),
        ]
        if self.new_first:
            options.reverse()
        with Vertical():
            yield Static(_("A solitaire game is unfinished"), classes="question")
            yield Static(self.saved.describe() + ".")
            yield OptionList(*options)
        yield Footer()

    def on_mount(self) -> None:
        self.mount(TooSmall())
        self._fit(self.app.size.width)
        self.query_one(OptionList).focus()

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width)

    def _fit(self, width: int) -> None:
        """Below :data:`QUESTION_WIDTH` columns the question cannot be laid out (its box and
        padding leave no room for a letter): the "make the window bigger" notice shows instead."""
        self.set_class(width < QUESTION_WIDTH, "-narrow")

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "continue")

    def action_choose(self, choice: str) -> None:
        self.dismiss(ContinueChoice(choice))

    def action_leave(self) -> None:
        self.dismiss(None)
