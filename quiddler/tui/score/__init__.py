"""The score sheet for a table playing with paper cards (``quiddler score``)."""

from __future__ import annotations

from quiddler.tui.score.app import ScoreApp

__all__ = ["ScoreApp"]
