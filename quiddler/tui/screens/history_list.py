"""The finished games, played and on paper, newest first: Enter replays the highlighted one.

The title screen's *Finished games* (key h) opens it. It is the list of unfinished games
(:class:`~quiddler.tui.screens.continue_list.ContinueList`) without deleting: the history is the
record the statistics are computed from, so nothing is removed from here. Enter (or a click)
opens the replay screen over it; leaving the replay comes back to the list, Esc goes back to the
title screen.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from quiddler.i18n import N_, _, ngettext
from quiddler.stats.finished import FinishedGame, finished_games, replay_for
from quiddler.tui.screens.continue_list import _MOVES, ContinueList

__all__ = ["HistoryList", "open_history"]


class HistoryList(ContinueList[FinishedGame]):
    """Choose a finished game to replay; dismisses with it, or with None to go back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "continue", N_("Replay"), priority=True),
        Binding("escape,q", "new", N_("Back"), priority=True),
        *(Binding(key, f"move('{key}')", show=False, priority=True) for key in _MOVES),
    ]
    SCREEN_ID = "history-screen"
    TITLE_ID = "history-title"
    LIST_ID = "history-games"
    REMOVE_ERRORS = ()

    def _item_id(self, item: FinishedGame) -> str:
        return ("paper-" if item.paper else "game-") + item.game_id

    def _title(self) -> str:
        count = len(self.items)
        return ngettext("{count} finished game", "{count} finished games", count).format(count=count)

    def _help(self) -> str:
        return _("enter: replay the highlighted game · esc: back")


def open_history(app: App[object]) -> None:
    """Push the list of finished games; a choice opens its replay, and leaving the replay comes
    back to the list. With no finished game, one sentence says so."""
    from quiddler.dictionary import DictionaryError
    from quiddler.saves import SaveError
    from quiddler.tui.screens.replay import ReplayScreen

    games = finished_games()
    if not games:
        app.notify(_("No finished games yet: play one and it will be listed here."))
        return

    def chosen(game: FinishedGame | None) -> None:
        if game is None:
            return
        try:
            replay = replay_for(game)
        except (SaveError, DictionaryError) as error:  # each a sentence for players
            app.notify(str(error), severity="error")
            return
        app.push_screen(ReplayScreen(replay), lambda _result: open_history(app))

    app.push_screen(HistoryList(games), chosen)
