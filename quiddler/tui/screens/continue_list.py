"""A list of unfinished things to continue, delete (after asking), or leave for a new one.

The unfinished games (:class:`~quiddler.tui.screens.resume.ResumeScreen`) and the unfinished
score sheets (:class:`~quiddler.tui.score.dialogs.SheetResumeScreen`) are the same screen: a
title that counts them, one summary a line, newest first (Enter alone continues the last one),
d deletes the highlighted one after a yes, n or Esc starts a new one. Each says in its own words
what it lists and removes it from its own store.

Every key of the list is a priority binding of the screen, the list's own moves (arrows, Home,
End, Page Up, Page Down) too, so each runs as it comes, in the order the keys came (see
:mod:`quiddler.tui.in_order`): ``↓ d y`` sent in one burst deletes the second item, not the first
(left to the list, the ↓ would move the highlight only once the key had bubbled back up to the
app, after a priority d had read it), and the y reaches the question d opened and awaited.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Protocol, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from quiddler.i18n import N_
from quiddler.tui.in_order import caught_up
from quiddler.tui.screens.base import RoomyModal

__all__ = ["ContinueList", "Summarised", "continue_bindings"]


class Summarised(Protocol):
    """An item of the list: one line that tells it from the others."""

    def summary(self) -> str: ...


ItemT = TypeVar("ItemT", bound=Summarised)


#: The list's own moves, as bindings of the screen.
_MOVES = ("up", "down", "home", "end", "pageup", "pagedown")


def continue_bindings(delete: str, new: str) -> list[BindingType]:
    """The list's keys, with the labels (marked with ``N_``) of its delete and new keys."""
    return [
        Binding("enter", "continue", N_("Continue"), show=False, priority=True),
        Binding("d,delete", "delete", delete, priority=True),
        Binding("n,escape", "new", new, priority=True),
        *(Binding(key, f"move('{key}')", show=False, priority=True) for key in _MOVES),
    ]


class ContinueList(RoomyModal[ItemT | None]):
    """Choose an unfinished item; dismisses with it, or with None for a new one.

    A subclass sets the ids, its ``BINDINGS`` (:func:`continue_bindings`), the errors its store's
    remove raises, and says its sentences.
    """

    #: The screen's id, its title's and its list's (the tests and the stylesheet name them).
    SCREEN_ID: ClassVar[str]
    TITLE_ID: ClassVar[str]
    LIST_ID: ClassVar[str]
    #: What removing an item may raise that is told in one sentence (:meth:`_not_deleted`).
    REMOVE_ERRORS: ClassVar[tuple[type[Exception], ...]]

    def __init__(self, items: Sequence[ItemT]) -> None:
        super().__init__(classes="dialog-screen", id=self.SCREEN_ID)
        self.items = list(items)

    # ---------------------------------------------------------------- what a subclass says

    def _item_id(self, item: ItemT) -> str:
        raise NotImplementedError

    def _title(self) -> str:
        """The title, counting ``self.items``."""
        raise NotImplementedError

    def _help(self) -> str:
        """The line under the list that names the keys."""
        raise NotImplementedError

    def _question(self) -> str:
        """Asked before deleting (the item's summary follows)."""
        raise NotImplementedError

    def _deleted(self) -> str:
        raise NotImplementedError

    def _remove(self, item: ItemT) -> None:
        """Delete the item from its store; may raise one of ``REMOVE_ERRORS``."""
        raise NotImplementedError

    def _not_deleted(self, error: Exception) -> str:
        """The sentence for ``error``, one of ``REMOVE_ERRORS``."""
        raise NotImplementedError

    # ---------------------------------------------------------------- the screen

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self._title(), classes="dialog-title", id=self.TITLE_ID)
            yield OptionList(*self._options(), id=self.LIST_ID)
            yield Static(self._help(), classes="dialog-text")
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        # wider than the other dialogs, so a summary line fits (inline: the app's .dialog rule wins
        # over DEFAULT_CSS, and quiddler.tcss belongs to the look of every dialog)
        self.query_one(".dialog").styles.width = 100
        self.query_one(OptionList).focus()

    def _options(self) -> list[Option]:
        return [Option(item.summary(), id=self._item_id(item)) for item in self.items]

    def action_move(self, key: str) -> None:
        """An arrow (or Home, End, Page Up, Page Down): the list's own move, at once."""
        menu = self.query_one(OptionList)
        moves = {
            "up": menu.action_cursor_up,
            "down": menu.action_cursor_down,
            "home": menu.action_first,
            "end": menu.action_last,
            "pageup": menu.action_page_up,
            "pagedown": menu.action_page_down,
        }
        moves[key]()

    async def _highlighted(self) -> ItemT | None:
        """The item under the highlight once the list has taken what was sent to it before (a
        click); the first, newest, when nothing is highlighted."""
        menu = self.query_one(OptionList)
        await caught_up(menu)
        if not self.items or not self.is_attached:
            return None
        index = menu.highlighted
        return self.items[index if index is not None and 0 <= index < len(self.items) else 0]

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        """A click on an item."""
        event.stop()
        for item in self.items:
            if self._item_id(item) == event.option.id:
                self.dismiss(item)
                return

    async def action_continue(self) -> None:
        item = await self._highlighted()
        if item is not None:
            self.dismiss(item)

    def action_new(self) -> None:
        self.dismiss(None)

    async def action_delete(self) -> None:
        """Delete the highlighted item, only after a yes: a deleted one cannot come back."""
        from quiddler.tui.screens.dialogs import ConfirmScreen

        item = await self._highlighted()
        if item is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._forget(item)

        await self.app.push_screen(ConfirmScreen(f"{self._question()}\n\n{item.summary()}"), answered)

    def _forget(self, item: ItemT) -> None:
        try:
            self._remove(item)
        except self.REMOVE_ERRORS as error:
            self.notify(self._not_deleted(error), severity="error")
            return
        self.items = [kept for kept in self.items if self._item_id(kept) != self._item_id(item)]
        self.notify(self._deleted())
        if not self.items:
            self.dismiss(None)
            return
        menu = self.query_one(OptionList)
        menu.clear_options()
        menu.add_options(self._options())
        menu.highlighted = 0
        self.query_one(f"#{self.TITLE_ID}", Static).update(self._title())
