"""The score sheet's dialogs: one player's line of a round, a challenge, the sheets to continue.

Each dialog hands what the table typed to the :class:`~quiddler.scoresheet.Sheet` and shows its
answer: the model spells, flags, refuses (one sentence, nothing stored) and scores.

Enter, Tab and Esc are priority bindings that first let the field in focus take the keys typed
before them (:func:`~quiddler.tui.in_order.caught_up`): a line typed in one burst (``quiz thin``
Enter ``m e`` Enter) is stored as typed, and the keys after it reach the sheet, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from quiddler.engine import Word
from quiddler.i18n import N_, _
from quiddler.saves import SaveError
from quiddler.scoresheet import Sheet, SheetEntryError
from quiddler.scoresheet.file import SheetInfo, SheetStore
from quiddler.tui.in_order import caught_up
from quiddler.tui.score.text import dictionary_name, typed_form, word_preview
from quiddler.tui.screens.base import RoomyModal
from quiddler.tui.screens.continue_list import ContinueList, continue_bindings
from quiddler.tui.themes import meaning_colours

__all__ = ["EntryDialog", "ChallengeDialog", "SheetResumeScreen"]


class EntryDialog(RoomyModal[bool]):
    """Type one player's words and unused cards for a round; Enter stores them through
    :meth:`Sheet.enter`. A line the sheet refuses stays open with the sentence under it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "respell", N_("Other spelling"), priority=True),
        Binding("shift+tab", "app.focus_previous", N_("Previous field"), show=False, priority=True),
        Binding("enter", "enter", N_("Next field, then store"), show=False, priority=True),
        Binding("escape", "cancel", N_("Cancel"), priority=True),
    ]

    def __init__(self, sheet: Sheet, round: int, seat: int) -> None:
        super().__init__(classes="dialog-screen", id="entry-dialog")
        self.sheet, self.round, self.seat = sheet, round, seat
        #: Spellings chosen with Tab, by word position (a word retyped loses its choice).
        self.chosen: dict[int, Word] = {}
        entry = sheet.rows[round].players[seat]
        self._words = " ".join(typed_form(sheet, laid.word) for laid in entry.words)
        self._unused = " ".join(card.value for card in entry.unused)

    def compose(self) -> ComposeResult:
        row = self.sheet.rows[self.round]
        with Vertical(classes="dialog", id="entry-box"):
            yield Static(
                _("Round {number} · {cards} cards · {name}").format(
                    number=self.round + 1, cards=row.hand_size, name=self.sheet.players[self.seat]
                ),
                classes="dialog-title",
            )
            yield Label(_("Words as laid down (quiz thin)"))
            yield Input(self._words, id="entry-words", compact=True)
            yield Static("", id="entry-words-cards")
            yield Label(_("Unused cards (m e)"))
            yield Input(self._unused, id="entry-unused", compact=True)
            yield Static("", id="entry-unused-cards")
            yield Static("", id="entry-error")
            yield Static(
                _("enter: next field, then store · tab: another spelling · esc: back without storing"),
                classes="dialog-text",
            )
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#entry-box").styles.width = 76
        self.query_one("#entry-words", Input).focus()
        self._preview()

    def _typed(self) -> list[str]:
        return self.query_one("#entry-words", Input).value.split()

    def _preview(self) -> None:
        text, _words = word_preview(self.sheet, self._typed(), self.chosen, meaning_colours(self.app))
        self.query_one("#entry-words-cards", Static).update(text)
        unused = self.query_one("#entry-unused", Input).value
        try:
            cards = self.sheet.unused_cards(unused)
        except SheetEntryError as error:
            self.query_one("#entry-unused-cards", Static).update(str(error))
            return
        points = sum(card.points for card in cards)
        shown = " ".join(card.label for card in cards)
        self.query_one("#entry-unused-cards", Static).update(
            _("{cards}: −{points}").format(cards=shown, points=points) if cards else ""
        )

    @on(Input.Changed)
    def _changed(self, event: Input.Changed) -> None:
        if event.input.id == "entry-words":
            typed = self._typed()
            for index, word in list(self.chosen.items()):
                if index >= len(typed) or typed[index].lower() != word.text:
                    del self.chosen[index]
        self.query_one("#entry-error", Static).update("")
        self._preview()

    async def action_respell(self) -> None:
        """Tab: in the word box, the next spelling of the word under the cursor (QU·I·Z, Q·U·I·Z);
        elsewhere, the next field."""
        field = self.query_one("#entry-words", Input)
        if self.focused is not field:
            self.focus_next()
            return
        await caught_up(field)  # the letters typed before Tab are in the box
        typed = field.value
        words = typed.split()
        if not words:
            return
        before = typed[: field.cursor_position]
        index = len(before.split()) - (0 if before[-1:].isspace() or not before else 1)
        index = min(index, len(words) - 1)  # after the last word: that word
        try:
            current = self.chosen.get(index) or self.sheet.spell(words[index]).word
        except SheetEntryError:
            return
        options = self.sheet.spellings_of(current.text)
        if len(options) > 1:
            self.chosen[index] = (
                options[(options.index(current) + 1) % len(options)] if current in options else options[0]
            )
            self._preview()

    async def action_enter(self) -> None:
        """Enter: in the word box, on to the unused cards at once (the keys typed next go there);
        in the unused cards, store the line once both boxes hold every key typed before."""
        unused = self.query_one("#entry-unused", Input)
        if self.focused is not unused:
            self.set_focus(unused)  # now, not queued as widget.focus() is
            return
        await caught_up(self.query_one("#entry-words", Input), unused)
        self._store()

    def _store(self) -> None:
        if not self.is_attached:
            return
        _text, words = word_preview(self.sheet, self._typed(), self.chosen)
        try:
            self.sheet.enter(self.round, self.seat, words, self.query_one("#entry-unused", Input).value)
        except SheetEntryError as error:
            self.query_one("#entry-error", Static).update(str(error))
            return
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)


class ChallengeDialog(RoomyModal[bool]):
    """A challenge in three questions: which word, who challenged, who rules (the dictionary, or
    the table against it, optionally adding the word to the house words)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", N_("Choose"), show=False, priority=True),
        Binding("escape", "cancel", N_("Cancel"), priority=True),
    ]

    def __init__(
        self, sheet: Sheet, round: int, seat: int, add_house_word: Callable[[str], str | None] | None = None
    ) -> None:
        super().__init__(classes="dialog-screen", id="challenge-dialog")
        self.sheet, self.round, self.seat = sheet, round, seat
        self.add_house_word = add_house_word
        self.index: int | None = None
        self.by: int | None = None
        self.step = "word"

    @property
    def words(self) -> tuple[Word, ...]:
        return tuple(laid.word for laid in self.sheet.rows[self.round].players[self.seat].words)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("", classes="dialog-title", id="challenge-question")
            yield OptionList(id="challenge-options")
            yield Static("", id="challenge-error")
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        if len(self.words) == 1:
            self._ask_who(0)
        else:
            self._ask(
                _("Which word of {name}'s was challenged?").format(name=self.sheet.players[self.seat]),
                [Option(word.spelling, id=f"word-{i}") for i, word in enumerate(self.words)],
            )
        self.query_one(OptionList).focus()

    def _ask(self, question: str, options: Sequence[Option]) -> None:
        self.query_one("#challenge-question", Static).update(question)
        menu = self.query_one(OptionList)
        menu.clear_options()
        menu.add_options(options)
        menu.highlighted = 0

    def _ask_who(self, index: int) -> None:
        self.index, self.step = index, "who"
        laid = self.sheet.rows[self.round].players[self.seat].words[index]
        options = [
            Option(_("{name} challenged it").format(name=name), id=f"by-{seat}")
            for seat, name in enumerate(self.sheet.players)
            if seat != self.seat
        ]
        if laid.challenger is not None:
            options.append(Option(_("Nobody: take the challenge back"), id="by-none"))
        self._ask(_("Who challenged {word}?").format(word=laid.word.text.upper()), options)

    def _ask_ruling(self, by: int) -> None:
        self.by, self.step = by, "ruling"
        assert self.index is not None
        laid = self.sheet.rows[self.round].players[self.seat].words[self.index]
        word = laid.word.text.upper()
        verdict = _("allowed") if laid.allowed else _("not allowed")
        options = [
            Option(
                _("The dictionary rules: {word} is {verdict} in {name}").format(
                    word=word, verdict=verdict, name=dictionary_name(self.sheet)
                ),
                id="rule-dictionary",
            )
        ]
        if not laid.allowed:
            options.append(
                Option(_("The table overrules it: {word} is a word here").format(word=word), id="rule-allow")
            )
            if self.add_house_word is not None:
                options.append(
                    Option(
                        _("The table overrules it, and adds {word} to the house words").format(word=word),
                        id="rule-house",
                    )
                )
        else:
            options.append(
                Option(
                    _("The table overrules it: {word} is not a word here").format(word=word), id="rule-reject"
                )
            )
        self._ask(_("Who rules on {word}?").format(word=word), options)

    async def action_choose(self) -> None:
        """Enter: the option highlighted once the list has taken the keys typed before (↓ Enter
        typed at once picks the option below); the next question is in place for the keys after."""
        menu = self.query_one(OptionList)
        await caught_up(menu)
        if self.is_attached and menu.highlighted is not None:
            self._choose(menu.get_option_at_index(menu.highlighted).id or "")

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        """A click on an option."""
        event.stop()
        self._choose(event.option.id or "")

    def _choose(self, choice: str) -> None:
        if choice.startswith("word-"):
            self._ask_who(int(choice[5:]))
        elif choice == "by-none":
            self._finish(None, None)
        elif choice.startswith("by-"):
            self._ask_ruling(int(choice[3:]))
        elif choice == "rule-dictionary":
            self._finish(self.by, None)
        elif choice == "rule-allow":
            self._finish(self.by, True)
        elif choice == "rule-reject":
            self._finish(self.by, False)
        elif choice == "rule-house":
            self._finish(self.by, True, house=True)

    def _finish(self, by: int | None, ruling: bool | None, *, house: bool = False) -> None:
        assert self.index is not None
        try:
            self.sheet.challenge(self.round, self.seat, self.index, by=by, ruling=ruling)
        except SheetEntryError as error:
            self.query_one("#challenge-error", Static).update(str(error))
            return
        if house and self.add_house_word is not None:
            problem = self.add_house_word(self.words[self.index].text)
            if problem:
                self.app.notify(problem, severity="warning", timeout=8)
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)


class SheetResumeScreen(ContinueList[SheetInfo]):
    """The unfinished sheets, the last changed first: Enter continues one, d deletes one (after
    asking: a deleted sheet cannot come back), n starts a new sheet. Dismisses with the sheet
    chosen, or None."""

    BINDINGS: ClassVar[list[BindingType]] = continue_bindings(N_("Delete sheet"), N_("New sheet"))
    SCREEN_ID = "sheet-resume-screen"
    TITLE_ID = "sheet-resume-title"
    LIST_ID = "sheet-list"
    REMOVE_ERRORS = (SaveError, OSError)

    def __init__(self, sheets: Sequence[SheetInfo], store: SheetStore) -> None:
        super().__init__(sheets)
        self.store = store

    @property
    def sheets(self) -> list[SheetInfo]:
        return self.items

    def _item_id(self, item: SheetInfo) -> str:
        return item.sheet_id

    def _title(self) -> str:
        count = len(self.items)
        return (
            _("An unfinished score sheet is waiting")
            if count == 1
            else _("{count} unfinished score sheets are waiting").format(count=count)
        )

    def _help(self) -> str:
        return _("enter: continue the highlighted sheet · d: delete it · n or esc: start a new sheet")

    def _question(self) -> str:
        return _("Delete this unfinished score sheet for good?")

    def _deleted(self) -> str:
        return _("The score sheet was deleted.")

    def _remove(self, item: SheetInfo) -> None:
        self.store.remove(item.sheet_id)

    def _not_deleted(self, error: Exception) -> str:
        problem = error.strerror if isinstance(error, OSError) and error.strerror else error
        return _("The score sheet could not be deleted ({problem}).").format(problem=problem)
