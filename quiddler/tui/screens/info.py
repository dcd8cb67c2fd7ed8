"""Screens to read: the title, the rules and the keys."""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from quiddler.i18n import N_, _, ngettext
from quiddler.tui import stylesheets
from quiddler.tui.rules_text import rules_markdown
from quiddler.tui.screens.base import RoomyModal, RoomyScreen

__all__ = ["TitleScreen", "RulesScreen", "HelpScreen", "HELP_SECTIONS", "close_reading", "help_table"]

LOGO = r"""
  ___        _     _     _ _
 / _ \ _   _(_) __| | __| | | ___ _ __
| | | | | | | |/ _` |/ _` | |/ _ \ '__|
| |_| | |_| | | (_| | (_| | |  __/ |
 \__\_\\__,_|_|\__,_|\__,_|_|\___|_|
"""


class TitleScreen(RoomyScreen[None]):
    """Resume (when a game is unfinished), play, the Quiddler of the day, solitaire, rules, quit."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SETUP

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "choose('resume')", N_("Continue")),  # short: the footer keeps q Quit at 80 columns
        Binding("p", "choose('play')", N_("Play")),
        Binding("d", "choose('daily')", N_("Of the day")),
        Binding("s", "choose('solitaire')", N_("Solitaire")),
        Binding("r", "choose('rules')", N_("Rules")),
        Binding("t", "choose('stats')", N_("Statistics"), show=False),
        Binding("h", "choose('history')", N_("Finished games"), show=False),
        Binding("q", "choose('quit')", N_("Quit")),
    ]

    def __init__(self, *, resumable: int = 0) -> None:
        super().__init__()
        #: How many unfinished games can be resumed (the first option offers them when there are any).
        self.resumable = resumable

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static(LOGO, id="logo")
            yield Static(_("the short word card game, for 2 to 8 players around one keyboard"), id="tagline")
            resume = []
            if self.resumable:
                resume.append(
                    Option(
                        ngettext(
                            "Continue a game ({count} saved)",
                            "Continue a game ({count} saved)",
                            self.resumable,
                        ).format(count=self.resumable),
                        id="resume",
                    )
                )
            yield OptionList(
                *resume,
                Option(_("Play a game"), id="play"),
                Option(_("Quiddler of the day"), id="daily"),
                Option(_("Solitaire"), id="solitaire"),
                Option(_("Rules"), id="rules"),
                Option(_("Statistics"), id="stats"),
                Option(_("Finished games"), id="history"),
                Option(_("Quit"), id="quit"),
                id="title-menu",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The continue key only when there is a game to continue."""
        if action == "choose" and parameters == ("resume",):
            return bool(self.resumable)
        return True

    def action_choose(self, choice: str) -> None:
        from quiddler.tui.screens import requests

        if choice == "resume":
            self.post_message(requests.OfferResume())
        elif choice == "play":
            self.post_message(requests.ShowSetup())
        elif choice == "daily":
            self.post_message(requests.ShowDaily())
        elif choice == "solitaire":
            self.post_message(requests.ShowSolitaire())
        elif choice == "rules":
            self.post_message(requests.ShowRules())
        elif choice == "stats":
            from quiddler.tui.screens.stats import StatsScreen  # players' statistics (issue 32)

            self.app.push_screen(StatsScreen())
        elif choice == "history":
            from quiddler.tui.screens.history_list import open_history  # replay (issue 32)

            open_history(self.app)
        elif choice == "quit":
            self.app.exit()


class RulesScreen(RoomyScreen[None]):
    """How to play, for players: a turn, going out, challenges, scoring, this game's decisions,
    the variants and the keys."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "app.pop_screen", N_("Back"))]

    def compose(self) -> ComposeResult:
        # Here, not at the top: Markdown brings markdown-it, and the title screen, which this
        # module also holds, is a first screen (see the start-up bench, docs/development.md).
        from textual.widgets import Markdown

        with VerticalScroll(id="rules-scroll"):
            yield Markdown(rules_markdown(), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()


#: The keys, by section: (key, what it does).
HELP_SECTIONS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        N_("Your turn"),
        (
            ("d", N_("draw the top card of the draw pile (or click the pile)")),
            ("t", N_("take the top card of the discard pile (or click it)")),
            ("← →", N_("move the ▲ along your hand: the ▲ card is the one you discard")),
            (N_("shift+← →"), N_("move the card under the ▲ (reorder your hand)")),
            ("s", N_("sort the hand")),
            ("w", N_("type a word: its cards are picked from your hand; tab: another "
             "spelling (QU·I·Z or Q·U·I·Z); enter: make the word (w for the next); esc: stop typing")),
            (N_("space"), N_("mark the card under the ▲ (marked cards are raised, the word they spell "
             "shows above the hand); a click marks too")),
            (N_("enter"), N_("make a word of the marked cards, in the order marked")),
            (N_("backspace"), N_("put the last word back in your hand")),
            ("x", N_("discard the ▲ card and end the turn (words you built go back into your hand)")),
            ("g", N_("go out: shown once every card but the ▲ card is in words and going out is allowed")),
            ("f", N_("final turn: lay down your words (none is fine), discard the ▲ card")),
            ("h", N_("hint: before drawing, whether the discard is worth taking; after, the best "
             "go-out or the best words to keep; u then does what it says")),
        ),
    ),
    (
        N_("Between turns"),
        (
            ("l", N_("look a word up: allowed or not, its points and spelling (not on your own "
             "turn: the dictionary is for players whose turn it is not)")),
        ),
    ),
    (
        N_("Any time"),
        (
            ("r  ?", N_("the rules, these keys")),
            ("ctrl+p", N_("command palette")),
            ("ctrl+q", N_("quit (asks first during a game; the game is saved)")),
        ),
    ),
    (
        N_("Challenges (when words may be challenged)"),
        (
            (N_("↑ ↓ enter"), N_("after someone lays words down: challenge the highlighted word")),
            ("1–9", N_("challenge word number …")),
            ("n", N_("nobody (else) challenges: play goes on")),
        ),
    ),
)  # fmt: skip


def help_table() -> Group:
    """The keys as two columns per section (wrapped text keeps to its column)."""
    parts: list[Text | Table] = []
    for number, (title, rows) in enumerate(HELP_SECTIONS):
        parts.append(Text(("\n" if number else "") + _(title), "bold underline"))
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold", no_wrap=True, min_width=10)
        table.add_column(ratio=1)
        for key, text in rows:
            table.add_row(_(key), _(text))
        parts.append(table)
    return Group(*parts)


class HelpScreen(RoomyModal[None]):
    """The keys, on one page."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,question_mark", "close", N_("Close"))]

    def __init__(self) -> None:
        super().__init__(classes="dialog-screen")

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog help-box"):
            yield Static(_("Keys"), classes="dialog-title")
            yield Static(help_table(), id="help-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


def close_reading(app: App[object]) -> None:
    """Close the keys and the rules if they are on top: a window that needs an answer (a
    challenge window, a pass screen) is about to open, and a page left underneath it would
    take the scrolling keys meant for the window on top, then show again once it closes."""
    while len(app.screen_stack) > 1 and isinstance(app.screen, HelpScreen | RulesScreen):
        app.pop_screen()
