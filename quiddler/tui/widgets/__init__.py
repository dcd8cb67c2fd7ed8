"""Reusable widgets: cards, hands, piles, the score table and the too-small notice.

Each name loads from its module when first used (PEP 562, :func:`~quiddler.engine.lazy.lazy_exports`):
every screen imports the too-small notice from here, and the cards (which load the engine's
actions) and the score table (Textual's DataTable) must not come with it before the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.tui.widgets.cards import HandView, PileView, card_lines
    from quiddler.tui.widgets.panels import ScoreTable
    from quiddler.tui.widgets.too_small import TooSmall

__all__ = ["HandView", "PileView", "ScoreTable", "TooSmall", "card_lines"]

__getattr__, __dir__ = lazy_exports(
    __name__,
    globals(),
    {
        "HandView": "cards",
        "PileView": "cards",
        "card_lines": "cards",
        "ScoreTable": "panels",
        "TooSmall": "too_small",
    },
)
