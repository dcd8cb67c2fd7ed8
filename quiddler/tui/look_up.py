"""The dictionary look-up from anywhere in the hot-seat app (``l``, the palette): where the rules
allow it, in the game's own dictionary during a game (the rule sheets let a player use the
dictionary only when it is not their turn, and a challenge is decided by the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.i18n import _
from quiddler.match.dictionaries import checker_for

if TYPE_CHECKING:
    from quiddler.tui.deps import AppShell

__all__ = ["look_up_anywhere", "lookup_refusal", "may_look_up"]


def look_up_anywhere(app: AppShell) -> None:
    """Open the look-up over whatever shows, unless the table says not now (a person's own turn,
    a challenge): then say why. During a game it looks words up in the game's dictionary."""
    from quiddler.tui.screens.dialogs import LookupScreen

    if not may_look_up(app):
        return
    game = app.game_in_progress()
    rules = game.rules if game is not None else app.setup.rules
    if game is not None:
        checker = game.checker
        name = app.setup.dictionary or app.deps.default_dictionary or "game's"
    else:
        try:
            opened = app.deps.open_dictionary(app.setup.dictionary)
            checker = checker_for(opened, app.setup.rules, family=app.setup.family)
        except Exception as error:
            app.notify(str(error), severity="error")
            return
        name = app.setup.dictionary or app.deps.default_dictionary or "default"
    app.push_screen(LookupScreen(checker, name, rules))


def may_look_up(app: AppShell) -> bool:
    """Whether the look-up may open now; when the table says not now, it says why (a notice)."""
    from quiddler.tui.screens.dialogs import LookupScreen

    if isinstance(app.screen, LookupScreen):
        return False
    why = lookup_refusal(app)
    if why is not None:
        app.notify(why, title=_("Not now"), severity="warning", timeout=8)
        return False
    return True


def lookup_refusal(app: AppShell) -> str | None:
    """The table's reason why the dictionary may not be opened now (a person's own turn, a
    challenge), when the table or its challenge window is what is showing; else None."""
    from quiddler.tui.screens.challenge import ChallengeScreen
    from quiddler.tui.screens.table import TableScreen

    showing = app.screen
    for screen in app.screen_stack:
        at_table = showing is screen or isinstance(showing, ChallengeScreen)
        if isinstance(screen, TableScreen) and at_table:
            return screen.lookup_refusal()
    return None
