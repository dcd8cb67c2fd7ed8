"""The score sheet for a table playing with paper cards, scored by the engine's own scoring.

Pure like the engine (no UI here): :class:`Sheet` is what ``quiddler score`` will render.
"""

from __future__ import annotations

from quiddler.scoresheet.sheet import PlayerEntry, Row, Sheet, SheetEntryError, SheetWord

__all__ = ["PlayerEntry", "Row", "Sheet", "SheetEntryError", "SheetWord"]
