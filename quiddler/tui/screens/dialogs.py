"""Small dialogs: confirm, pass the keyboard, look a word up, choose a player."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Button, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from quiddler.engine.errors import QuiddlerError
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.i18n import N_, _
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyModal
from quiddler.tui.widgets.word_entry import WordEntry

__all__ = ["ConfirmScreen", "PassScreen", "LookupScreen", "ChooseSeatScreen"]


class ConfirmScreen(RoomyModal[bool]):
    """Ask a yes/no question; dismisses with the answer."""

    # Priority: the answer is given the moment its key comes, so the keys typed after it in the
    # same burst (``d y ↓ d y`` on a list) reach the screen underneath, in order, not this one.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes"), priority=True),
        Binding("n,escape", "answer(False)", N_("No"), priority=True),
    ]

    def __init__(self, question: str) -> None:
        super().__init__(classes="dialog-screen")
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-text")
            with Vertical(classes="dialog-buttons"):
                yield Button(_("Yes (y)"), id="yes", variant="error")
                yield Button(_("No (n)"), id="no", variant="primary")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class PassScreen(RoomyModal[bool]):
    """Pass the keyboard: fully opaque, names the next player, shows no card of any hand."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.TABLE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "ready", N_("I am ready"), priority=True),
        Binding("l", "app.lookup", N_("Look up a word")),
        Binding("r", "app.rules", N_("Rules")),
    ]

    def __init__(
        self, name: str, *, final_turn: bool = False, round_text: str = "", went_out: str | None = None
    ) -> None:
        super().__init__(id="pass-screen")
        self.player = name
        self.final_turn = final_turn
        self.round_text = round_text
        self.went_out = went_out

    def compose(self) -> ComposeResult:
        who = self.went_out or _("Someone")
        extra = (
            "\n\n" + _("{name} went out: this is your final turn.").format(name=who)
            if self.final_turn
            else ""
        )
        with Vertical(classes="pass-box"):
            yield Static(self.round_text, id="pass-round")
            yield Static(_("Pass the keyboard to {name}").format(name=self.player), id="pass-title")
            yield Static(
                _("{name}, press Enter when you are ready and the others have looked away.").format(
                    name=self.player
                )
                + extra,
                id="pass-text",
            )
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(True)


class LookupScreen(RoomyModal[None]):
    """Is this a word, and what is it worth? Not on your own turn, as the rule sheets say.

    The answer is always asked from a worker thread (the table's services may ask a host over the
    network; a dictionary may still be opening): a "looking up" line shows meanwhile and the keys
    keep answering. Only the answer to the last word asked is shown: a word asked again while an
    answer is on its way replaces it (the older is cancelled), Enter on an empty line while one is
    on its way changes nothing, and Esc closes the dialog (an answer that comes later is dropped).
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Close"))]

    def __init__(
        self,
        checker: WordChecker | None,
        dictionary_name: str,
        rules: RuleOptions = STANDARD,
        *,
        ask: Callable[[str], str] | None = None,
        waiting: str | None = None,
    ) -> None:
        super().__init__(classes="dialog-screen")
        self.dictionary_name = dictionary_name
        #: Who answers: the table's services during a game (a joining player's ask the host), or,
        #: without ``ask``, ``checker`` by the game's ``rules`` (one-card words and names in Junior).
        self.ask: Callable[[str], str] = ask if ask is not None else _answer_of(checker, rules)
        #: The line shown while an answer is on its way.
        self.waiting = waiting
        #: The worker asking for the last word submitted (None before the first).
        self._asking: Worker[str] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(
                _("Look a word up in the {name} dictionary").format(name=self.dictionary_name),
                classes="dialog-title",
            )
            yield WordEntry(placeholder=_("type a word, then Enter"), id="lookup-input")
            yield Static("", id="lookup-result", classes="dialog-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @property
    def answering(self) -> bool:
        """Whether an answer is on its way."""
        return self._asking is not None and not self._asking.is_finished

    @on(Input.Submitted)
    def _look(self, event: Input.Submitted) -> None:
        result = self.query_one("#lookup-result", Static)
        if not event.value.strip():
            if not self.answering:  # a second Enter while waiting keeps the "looking up" line
                result.update(_("Type a word first."))
            return
        typed = event.value
        event.input.clear()
        result.update(self.waiting or _("Looking {word} up…").format(word=typed.strip().upper()))
        self._asking = self.run_worker(
            partial(self._answer, typed), thread=True, group="look-up", exclusive=True
        )

    def _answer(self, typed: str) -> str:
        """The answer, in the worker's thread; a host out of reach is said, and the player may try
        again."""
        try:
            return self.ask(typed)
        except QuiddlerError as error:
            return str(error)

    @on(Worker.StateChanged)
    def _answered(self, event: Worker.StateChanged) -> None:
        """The answer to the last word asked, shown on the screen's own loop (an older word's
        worker was cancelled, and its answer is not shown)."""
        if event.worker is self._asking and event.state is WorkerState.SUCCESS:
            self.query_one("#lookup-result", Static).update(str(event.worker.result))

    def action_close(self) -> None:
        self.dismiss(None)


def _answer_of(checker: WordChecker | None, rules: RuleOptions) -> Callable[[str], str]:
    """The answer ``quiddler check`` gives, from ``checker`` by ``rules``."""
    from quiddler.match.lookup import look_up

    if checker is None:
        raise ValueError("a look-up needs a checker or someone to ask")
    return partial(look_up, checker, rules=rules)


class ChooseSeatScreen(RoomyModal[int | None]):
    """Pick one player from a list (who challenges?)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, title: str, seats: Sequence[tuple[int, str]]) -> None:
        super().__init__(classes="dialog-screen")
        self.title_text = title
        self.seats = list(seats)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield Static(_("↑↓ and Enter, or the number; Esc: nobody"), classes="dialog-text")
            yield OptionList(
                *(
                    Option(f"{number}. {name}", id=str(seat))
                    for number, (seat, name) in enumerate(self.seats, 1)
                ),
                id="seat-options",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_key(self, event: object) -> None:
        key = getattr(event, "key", "")
        if key.isdigit() and 1 <= int(key) <= len(self.seats):
            self.dismiss(self.seats[int(key) - 1][0])

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id or 0))

    def action_cancel(self) -> None:
        self.dismiss(None)
