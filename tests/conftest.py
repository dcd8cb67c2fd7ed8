"""Shared test set-up: every test gets its own data and cache folders."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point QUIDDLER_DATA_DIR / QUIDDLER_CACHE_DIR at fresh folders so no test touches real files.

    The data folder exists, empty, as after a first game (tests write files into it directly);
    the tests of a first run with no folder, or one that cannot be made, set their own."""
    root = tmp_path_factory.mktemp("quiddler-home")
    (root / "data").mkdir()
    monkeypatch.setenv("QUIDDLER_DATA_DIR", str(root / "data"))
    monkeypatch.setenv("QUIDDLER_CACHE_DIR", str(root / "cache"))
    return root
