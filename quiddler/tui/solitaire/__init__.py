"""Solitaire in the terminal (docs/rules.md §7): :class:`SolitaireApp` on its own, or
:class:`SolitaireScreen` pushed by another app (it dismisses itself when the player leaves)::

    from quiddler.tui.solitaire import SolitaireScreen
    self.push_screen(SolitaireScreen(dictionary="en"))   # raises ValueError if it cannot open

Textual is imported here; what solitaire needs without it is in :mod:`quiddler.solitaire` (the
word tools, how to deal, the word being typed), :mod:`quiddler.saves.solitaire` (its files) and
:mod:`quiddler.engine.solitaire` (the rules). Names load from their modules when first used (PEP
562): the rules screen's Markdown, for one, is only imported when the rules are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.tui.solitaire.app import SolitaireApp
    from quiddler.tui.solitaire.end import EndChoice, SolitaireEndScreen
    from quiddler.tui.solitaire.rules import SOLITAIRE_RULES, SolitaireRulesScreen
    from quiddler.tui.solitaire.screen import SolitaireScreen

__all__ = [
    "SolitaireApp",
    "SolitaireScreen",
    "SolitaireEndScreen",
    "SolitaireRulesScreen",
    "SOLITAIRE_RULES",
    "EndChoice",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "SolitaireApp": "app",
    "SolitaireScreen": "screen",
    "SolitaireEndScreen": "end",
    "EndChoice": "end",
    "SolitaireRulesScreen": "rules",
    "SOLITAIRE_RULES": "rules",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
