"""The score sheet for a table playing with paper cards, scored by the engine's own scoring.

Pure like the engine (no UI here): :class:`Sheet` is what ``quiddler score`` will render.
"""

from __future__ import annotations

from quiddler.scoresheet.file import SHEET_FORMAT, SHEET_VERSION, SheetFile, SheetStore
from quiddler.scoresheet.sheet import PlayerEntry, Row, Sheet, SheetEntryError, SheetWord

__all__ = [
    "SHEET_FORMAT",
    "SHEET_VERSION",
    "PlayerEntry",
    "Row",
    "Sheet",
    "SheetEntryError",
    "SheetFile",
    "SheetStore",
    "SheetWord",
]
