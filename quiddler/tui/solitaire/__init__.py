"""Solitaire in the terminal (RULES.md §7): :class:`SolitaireApp` on its own, or
:class:`SolitaireScreen` pushed by another app (it dismisses itself when the player leaves)::

    from quiddler.tui.solitaire import SolitaireScreen
    self.push_screen(SolitaireScreen(dictionary="en"))   # raises ValueError if it cannot open

Textual is imported here; :mod:`quiddler.tui.solitaire.tools` is the Textual-free part.
"""

from quiddler.tui.solitaire.app import SolitaireApp
from quiddler.tui.solitaire.end import EndChoice, SolitaireEndScreen
from quiddler.tui.solitaire.rules import SOLITAIRE_RULES, SolitaireRulesScreen
from quiddler.tui.solitaire.screen import SolitaireScreen
from quiddler.tui.solitaire.tools import SolitaireOptions, WordTools, load_word_tools

__all__ = [
    "SolitaireApp",
    "SolitaireScreen",
    "SolitaireEndScreen",
    "SolitaireRulesScreen",
    "SOLITAIRE_RULES",
    "EndChoice",
    "SolitaireOptions",
    "WordTools",
    "load_word_tools",
]
