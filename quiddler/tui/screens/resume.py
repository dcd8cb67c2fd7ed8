"""The unfinished games, to resume one, delete one (after asking), or start a new game instead.

Shown when ``quiddler play`` starts and games are waiting, and from the title screen. Each game is
one line, its :meth:`~quiddler.saves.SavedGame.summary` (players and scores, round, rules, when it
was last played), newest first, so Enter alone resumes the game played last.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from quiddler.i18n import N_, _, ngettext
from quiddler.saves import SavedGame, SaveError, SaveStore
from quiddler.tui.screens.base import RoomyModal

__all__ = ["ResumeScreen"]


class ResumeScreen(RoomyModal[SavedGame | None]):
    """Choose an unfinished game; dismisses with it, or with None for a new game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d,delete", "delete", N_("Delete game")),
        Binding("n,escape", "new_game", N_("New game")),
    ]

    def __init__(self, games: Sequence[SavedGame], store: SaveStore) -> None:
        super().__init__(classes="dialog-screen", id="resume-screen")
        self.games = list(games)
        self.store = store

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self._title(), classes="dialog-title", id="resume-title")
            yield OptionList(*self._options(), id="resume-games")
            yield Static(
                _("enter: continue the highlighted game · d: delete it · n or esc: start a new game"),
                classes="dialog-text",
            )
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        # wider than the other dialogs, so a summary line fits (inline: the app's .dialog rule wins
        # over DEFAULT_CSS, and quiddler.tcss belongs to the look of every dialog)
        self.query_one(".dialog").styles.width = 100
        self.query_one(OptionList).focus()

    def _title(self) -> str:
        count = len(self.games)
        return ngettext(
            "An unfinished game is waiting", "{count} unfinished games are waiting", count
        ).format(count=count)

    def _options(self) -> list[Option]:
        return [Option(saved.summary(), id=saved.game_id) for saved in self.games]

    def highlighted(self) -> SavedGame | None:
        """The game under the highlight (the first, newest, when nothing is highlighted)."""
        if not self.games:
            return None
        index = self.query_one(OptionList).highlighted
        return self.games[index if index is not None and 0 <= index < len(self.games) else 0]

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        for saved in self.games:
            if saved.game_id == event.option.id:
                self.dismiss(saved)
                return

    def action_new_game(self) -> None:
        self.dismiss(None)

    def action_delete(self) -> None:
        """Delete the highlighted game, only after a yes: a deleted game cannot come back."""
        from quiddler.tui.screens.dialogs import ConfirmScreen

        saved = self.highlighted()
        if saved is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._forget(saved)

        self.app.push_screen(
            ConfirmScreen(_("Delete this unfinished game for good?") + f"\n\n{saved.summary()}"), answered
        )

    def _forget(self, saved: SavedGame) -> None:
        try:
            self.store.remove(saved.game_id)
        except SaveError as error:  # open in another window: not deleted from under it
            self.notify(str(error), severity="error")
            return
        except OSError as error:
            said = _("The game could not be deleted ({error}).")
            self.notify(said.format(error=error.strerror or error), severity="error")
            return
        self.games = [game for game in self.games if game.game_id != saved.game_id]
        self.notify(_("The game was deleted."))
        if not self.games:
            self.dismiss(None)
            return
        menu = self.query_one(OptionList)
        menu.clear_options()
        menu.add_options(self._options())
        menu.highlighted = 0
        self.query_one("#resume-title", Static).update(self._title())
