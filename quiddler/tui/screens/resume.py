"""The unfinished games, to resume one, delete one (after asking), or start a new game instead.

Shown when ``quiddler play`` starts and games are waiting, and from the title screen. Each game is
one line, its :meth:`~quiddler.saves.SavedGame.summary` (players and scores, round, rules, when it
was last played), newest first, so Enter alone resumes the game played last. The keys are those
of every :class:`~quiddler.tui.screens.continue_list.ContinueList`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.binding import BindingType

from quiddler.i18n import N_, _, ngettext
from quiddler.saves import SavedGame, SaveError, SaveStore
from quiddler.tui.screens.continue_list import ContinueList, continue_bindings

__all__ = ["ResumeScreen"]


class ResumeScreen(ContinueList[SavedGame]):
    """Choose an unfinished game; dismisses with it, or with None for a new game."""

    BINDINGS: ClassVar[list[BindingType]] = continue_bindings(N_("Delete game"), N_("New game"))
    SCREEN_ID = "resume-screen"
    TITLE_ID = "resume-title"
    LIST_ID = "resume-games"
    # SaveError: open in another window, so not deleted from under it
    REMOVE_ERRORS = (SaveError, OSError)

    def __init__(self, games: Sequence[SavedGame], store: SaveStore) -> None:
        super().__init__(games)
        self.store = store

    @property
    def games(self) -> list[SavedGame]:
        return self.items

    def _item_id(self, item: SavedGame) -> str:
        return item.game_id

    def _title(self) -> str:
        count = len(self.items)
        return ngettext(
            "An unfinished game is waiting", "{count} unfinished games are waiting", count
        ).format(count=count)

    def _help(self) -> str:
        return _("enter: continue the highlighted game · d: delete it · n or esc: start a new game")

    def _question(self) -> str:
        return _("Delete this unfinished game for good?")

    def _deleted(self) -> str:
        return _("The game was deleted.")

    def _remove(self, item: SavedGame) -> None:
        self.store.remove(item.game_id)

    def _not_deleted(self, error: Exception) -> str:
        if isinstance(error, SaveError):
            return str(error)
        assert isinstance(error, OSError)
        return _("The game could not be deleted ({error}).").format(error=error.strerror or error)
