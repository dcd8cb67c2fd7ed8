"""The dictionary look-up from anywhere in a Quiddler app (``l``, the palette): where the rules
allow it, in the game's own dictionary during a game (the rule sheets let a player use the
dictionary only when it is not their turn, and a challenge is decided by the game).

One path in every app: while a game is on screen (its table, a round's summary, its final
scores) the look-up asks that table's :meth:`TableServices.look_up
<quiddler.match.port.TableServices.look_up>`, whichever app shows it (hot-seat, ``host --here``,
``join``: a joining player's services ask the host, which has the game's dictionary). With no game
on screen (the title and setup screens, solitaire) it asks the dictionary the setup names. The
dialog (:class:`~quiddler.tui.screens.dialogs.LookupScreen`) always asks from a worker thread, so
neither the network nor opening a dictionary holds the keys up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from quiddler.i18n import _
from quiddler.match.dictionaries import checker_for

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker
    from quiddler.match.dictionaries import DictionaryOpener
    from quiddler.match.port import TableServices
    from quiddler.match.setup import MatchSetup
    from quiddler.tui.deps import AppShell

__all__ = ["look_up_anywhere", "lookup_refusal", "may_look_up", "table_services"]


def look_up_anywhere(app: AppShell) -> None:
    """Open the look-up over whatever shows, unless the table says not now (a person's own turn,
    a challenge): then say why. During a game it asks the table's services (the game's
    dictionary, or its host); else the dictionary of the setup."""
    from quiddler.tui.screens.dialogs import LookupScreen

    if not may_look_up(app):
        return
    table = table_services(app)
    if table is not None:
        services, name = table
        waiting = _("Asking the host…") if services.asks_host else None
        app.push_screen(LookupScreen(None, name, ask=services.look_up, waiting=waiting))
        return
    setup = app.setup
    name = setup.dictionary or app.deps.default_dictionary or "default"
    app.push_screen(LookupScreen(None, name, ask=_in_dictionary(app.deps.open_dictionary, setup)))


def table_services(app: AppShell) -> tuple[TableServices, str] | None:
    """The services of the game on screen and its dictionary's name as the table shows it: the
    topmost screen that plays or shows a game through a port (the table, a round's summary over it,
    the final scores), or None when no game is on screen."""
    from quiddler.match.port import TableServices  # the game's modules: not before the first frame

    for screen in reversed(app.screen_stack):
        services = getattr(screen, "services", None)
        port = getattr(screen, "port", None)
        if isinstance(services, TableServices) and port is not None:
            return services, str(port.view(None).dictionary_name)
    return None


def _in_dictionary(open_dictionary: DictionaryOpener, setup: MatchSetup) -> Callable[[str], str]:
    """The answer of the dictionary ``setup`` names, by its rules: opened when the first word is
    asked (in the dialog's worker, so a large dictionary's loading holds no key up), kept for
    the next; a dictionary that cannot be opened says why, as the answer."""
    from quiddler.match.lookup import look_up

    opened: list[WordChecker] = []

    def answer(typed: str) -> str:
        if not opened:
            try:
                opened.append(
                    checker_for(open_dictionary(setup.dictionary), setup.rules, family=setup.family)
                )
            except Exception as error:  # as when it opened before the dialog: said, not raised
                return str(error)
        return look_up(opened[0], typed, setup.rules)

    return answer


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
