"""Keeping a game played by computers alone (``quiddler simulate --save``) in the history.

Such a game is written exactly as the app writes a finished game (a :class:`SavedGame` moved to
the history), so the statistics and the ratings count it like any other: this is how the
computer levels' ratings are measured (``tools/calibrate_ratings.py``) and tested.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from quiddler.engine import Game
from quiddler.saves.format import SavedGame
from quiddler.saves.store import SaveStore
from quiddler.storage.paths import ensure_data_dir

__all__ = ["keep_in_history"]


def keep_in_history(
    game: Game,
    *,
    levels: Sequence[str],
    dictionary: str,
    family: str = "on",
    store: SaveStore | None = None,
) -> Path:
    """Write the finished ``game`` (seat ``i`` played by the computer level ``levels[i]``) to the
    history; returns its file. Raises :class:`~quiddler.storage.paths.DataFolderError` (one sentence) when
    the data folder cannot be written."""
    if store is None:
        ensure_data_dir()
        store = SaveStore()
    saved = SavedGame.from_game(
        game, seats=[f"bot:{level}" for level in levels], dictionary=dictionary, family=family
    )
    return store.finish(saved)
