"""Reusable widgets: cards, hands, piles, the score table and the too-small notice."""

from quiddler.tui.widgets.cards import HandView, PileView, card_lines
from quiddler.tui.widgets.panels import ScoreTable, TooSmall

__all__ = ["HandView", "PileView", "ScoreTable", "TooSmall", "card_lines"]
