"""Solitaire's application layer: what a front end needs around the engine's game (no Textual).

* :mod:`.tools` — :class:`WordTools`: the dictionary and the word finder that answers for it
  (the hint solver's index, or brute force), built by :func:`load_word_tools`.
* :mod:`.options` — :class:`SolitaireOptions`: how to deal (a deal's number, the day's deal, a
  random one) and how a deal is named.
* :mod:`.opening` — :func:`open_solitaire` and :class:`Opening`: the saved game and the word tools,
  opened in a thread once solitaire's first frame (the deal) is drawn.
* :mod:`.entry` — :class:`WordEntry`: the word being entered, typed text turned into stacks, Tab
  through the other spellings.

The rules are the engine's (:mod:`quiddler.engine.solitaire`); the files are the saves layer's
(:mod:`quiddler.saves.solitaire`); the screens are Textual's (:mod:`quiddler.tui.solitaire`).
Each name loads from its module the first time it is used (PEP 562).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.solitaire.entry import WordEntry, spellings
    from quiddler.solitaire.opening import Opening, open_solitaire
    from quiddler.solitaire.options import DEAL_NUMBERS, SolitaireOptions
    from quiddler.solitaire.tools import SolverFinder, WordTools, finder_for, load_word_tools

__all__ = [
    "WordTools",
    "SolverFinder",
    "finder_for",
    "load_word_tools",
    "DEAL_NUMBERS",
    "SolitaireOptions",
    "Opening",
    "open_solitaire",
    "WordEntry",
    "spellings",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "WordTools": "tools",
    "SolverFinder": "tools",
    "finder_for": "tools",
    "load_word_tools": "tools",
    "DEAL_NUMBERS": "options",
    "SolitaireOptions": "options",
    "Opening": "opening",
    "open_solitaire": "opening",
    "WordEntry": "entry",
    "spellings": "entry",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
