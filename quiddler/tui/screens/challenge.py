"""The challenge window (table rules): after a lay-down, anyone else may challenge a new word.

The screen is opaque (nobody's hand is visible behind it) and shows only what is public: the
words just laid, read from the match's port as a spectator sees them (``port.view(None)``). The
table screen applies each challenge; this screen shows the engine's answer and what it cost, to
everyone, then closes with ``n`` when nobody challenges more.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from quiddler.engine import Challenge, Challenged, LaidDown, LaidWord, TableView, WentOut, written
from quiddler.i18n import N_, _
from quiddler.match.describe import describe_record
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyModal
from quiddler.tui.themes import meaning_colours

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker
    from quiddler.match.port import TablePort

__all__ = ["ChallengeScreen"]


class ChallengeScreen(RoomyModal[None]):
    """Pick a word (↑↓ Enter, or its number) to challenge it; ``n`` when nobody (else) does."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.TABLE

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n,escape", "close", N_("No (more) challenges")),
        Binding("enter", "challenge_selected", N_("Challenge word"), show=True),
    ]

    def __init__(
        self,
        port: TablePort,
        checker: WordChecker,
        layer: int,
        challengers: Sequence[int],
        challenge: Callable[[Challenge, Callable[[str], None]], None],
        *,
        deadline: float | None = None,
    ) -> None:
        super().__init__(id="challenge-screen")
        #: When the window closes by itself (time.perf_counter), or None: when everyone passed.
        self.deadline = deadline
        self.port = port
        #: The game's word checker (for writing the words as players read them).
        self.checker = checker
        self.layer_seat = layer
        self.challengers = list(challengers)
        self.challenge = challenge
        self.results: list[str] = self._decided_already()

    @property
    def view(self) -> TableView:
        """The table as anyone may see it, now (it changes with every challenge)."""
        return self.port.view(None).game

    def _words(self) -> tuple[LaidWord, ...]:
        """The words just laid, open to challenge or already challenged."""
        return self.view.table[self.layer_seat]

    def _decided_already(self) -> list[str]:
        """Challenges made before the window opened (by computer players), newest last."""
        view = self.view
        found: list[str] = []
        for record in reversed(view.round_log):
            if isinstance(record, (WentOut, LaidDown)):
                break
            if isinstance(record, Challenged):
                line = describe_record(record, view.players, checker=self.checker)
                if line:
                    found.insert(0, line)
        return found

    def turn_line(self) -> str:
        """The whole turn just played: the words, the cards left unused and the discard."""
        view = self.view
        for record in reversed(view.round_log):
            if isinstance(record, (WentOut, LaidDown)) and record.seat == self.layer_seat:
                return describe_record(record, view.players) or ""
        return ""

    def compose(self) -> ComposeResult:
        view = self.view
        name = view.players[self.layer_seat]
        if view.went_out == self.layer_seat:
            title = _("Challenge? {name} went out")
        else:
            title = _("Challenge? {name} laid down words on a final turn")
        with Vertical(classes="challenge-box"):
            yield Static(title.format(name=name), id="challenge-title")
            yield Static(self.turn_line(), id="challenge-turn")
            yield Static(
                _(
                    "Any other player may challenge a word now (↑↓ and Enter, or its number). The "
                    "dictionary decides: if it is a word, the challenger loses its points; if not, "
                    "the player who laid it loses them and the word scores nothing. Each word can be "
                    "challenged once."
                ),
                id="challenge-help",
            )
            yield OptionList(id="challenge-words")
            yield Static("", id="challenge-results")
            if self.deadline is not None:
                yield Static("", id="challenge-clock")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_words()
        self.query_one(OptionList).focus()
        if self.deadline is not None:
            self._tick()
            self.set_interval(1, self._tick)

    def _tick(self) -> None:
        """The countdown of a window with a time limit (a remote game's)."""
        import time

        if self.deadline is None:
            return
        left = max(0, round(self.deadline - time.perf_counter()))
        clock = _("The window closes in {seconds} s.").format(seconds=left)
        self.query_one("#challenge-clock", Static).update(clock)

    def refresh_words(self) -> None:
        options = self.query_one("#challenge-words", OptionList)
        highlighted = options.highlighted
        options.clear_options()
        open_words = {index for _, index in self.view.challenge_words}
        colours = meaning_colours(self.app)
        for index, laid in enumerate(self._words()):
            label = Text(
                f"{index + 1}. {written(laid.word.text, self.checker):<12} {laid.word.spelling} "
                f"({laid.word.points})"
            )
            if laid.allowable is True:
                label.append("  ✓ " + _("challenged: a word"), colours.success)
            elif laid.allowable is False:
                label.append("  ✗ " + _("challenged: not a word"), colours.error)
            options.add_option(Option(label, id=str(index), disabled=index not in open_words))
        if highlighted is not None and highlighted < options.option_count:
            options.highlighted = highlighted
        elif open_words:
            options.highlighted = min(open_words)
        results = self.query_one("#challenge-results", Static)
        text = Text("\n".join(self.results), "bold")
        if not open_words:
            text.append("\n" + _("Every word has been challenged: press n to go on."))
        results.update(text)

    def on_key(self, event: object) -> None:
        key = getattr(event, "key", "")
        if key.isdigit() and 1 <= int(key) <= len(self._words()):
            self._challenge_word(int(key) - 1)

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._challenge_word(int(event.option.id or 0))

    def action_challenge_selected(self) -> None:
        highlighted = self.query_one(OptionList).highlighted
        if highlighted is not None:
            self._challenge_word(highlighted)

    def _challenge_word(self, index: int) -> None:
        if len(self.challengers) == 1:
            self._apply(self.challengers[0], index)
            return
        from quiddler.tui.screens.dialogs import ChooseSeatScreen

        word = written(self._words()[index].word.text, self.checker)
        players = self.view.players
        seats = [(seat, players[seat]) for seat in self.challengers]

        def chosen(seat: int | None) -> None:
            if seat is not None:
                self._apply(seat, index)

        self.app.push_screen(ChooseSeatScreen(_("Who challenges {word}?").format(word=word), seats), chosen)

    def _apply(self, challenger: int, index: int) -> None:
        self.challenge(Challenge(challenger, self.layer_seat, index), self._said)

    def _said(self, sentence: str) -> None:
        """The table's answer to a challenge (a remote one comes back from a worker)."""
        if sentence:
            self.results.append(sentence)  # shown in the box (a toast would cover it at 80×24)
        if self.is_mounted:
            self.refresh_words()

    def action_close(self) -> None:
        self.dismiss(None)
