"""Where quiddler keeps files of its own: the user's data folder and cache folder.

``QUIDDLER_DATA_DIR`` and ``QUIDDLER_CACHE_DIR`` override both (tests point them at a temporary
folder, so a test run never touches a player's saves, records or house words).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

__all__ = ["data_dir", "cache_dir"]


def data_dir() -> Path:
    """Saves, history, records, house words, remembered names. Created on first use."""
    path = Path(
        os.environ.get("QUIDDLER_DATA_DIR") or platformdirs.user_data_dir("quiddler", appauthor=False)
    )
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Things that can be rebuilt (the solver's word index). Created on first use."""
    path = Path(
        os.environ.get("QUIDDLER_CACHE_DIR") or platformdirs.user_cache_dir("quiddler", appauthor=False)
    )
    path.mkdir(parents=True, exist_ok=True)
    return path
