"""The solitaire rules as the player reads them (F1), with the project's decisions spelled out."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

from quiddler.i18n import N_, _
from quiddler.tui import stylesheets
from quiddler.tui.localized import Localized

__all__ = ["SOLITAIRE_RULES", "SolitaireRulesScreen"]

#: docs/rules.md §7 with the decisions this game makes where the rule sheets are silent (in English;
#: the screen shows it in the players' language, from the catalog).
SOLITAIRE_RULES = N_("""\
# Solitaire rules

**Deal.** All 118 cards are shuffled. Eight stacks of five cards are dealt face down, then one
card face up on each stack (48 cards). The other 70 cards are set aside.

**Play.** Make an allowable word (two cards or more, in the dictionary) from some or all of the
eight face-up cards. There is nobody to challenge it, so the dictionary checks it at once. Its
cards are removed and each stack that lost its card turns up the next one.

**Refill (decided).** When a stack is empty, you choose a stack that has cards *under* its top
card; its top card moves into the empty space (the leftmost first, one space at a time) and that
stack turns up its next card. You must refill before the next word; when only one stack can
give a card, the game moves it for you and says so. With eight cards or more left this always
gives eight face-up cards again; with fewer, refilling stops when every card left is face up on a
stack of its own. A stack with a single card never gives it away.

**End.** The game ends by itself when no cards are left, or when no allowable word can be made
from the face-up cards. You may also give up (Ctrl+G twice).

**Score.** The points of all the cards left on the stacks, face up and face down. 0 is perfect.

**Help.** `?` shows a word you can make, the best by points first (ask again for the next);
Ctrl+Z takes back the last word and the refills after it, even from the end of a game that
ended by itself (the game then goes on). A game in which either was used is recorded as
*assisted*.

**Saved as you play.** The game is saved after every word. Ctrl+X leaves (it asks first); next
time, `quiddler solitaire` offers to continue it, and `quiddler solitaire --resume` continues it
at once. Starting another deal instead counts the unfinished game as given up.

**Record.** Every finished game is recorded: games played, perfect zeros, best and average
score. A game given up counts as played (and as given up) but is not in the best score or the
average, which describe games played to the end. The daily deal (`quiddler solitaire --daily`)
is the same for everyone on the same date; its daily result is the first game you finish on that
date's deal, given up or not.
""")


class SolitaireRulesScreen(Localized, ModalScreen[None]):
    """The rules, over the table; Esc, Q or F1 closes them."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SOLITAIRE

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,f1", "close", N_("Close"))]

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Markdown(_(SOLITAIRE_RULES))
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
