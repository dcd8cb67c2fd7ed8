"""Shared test set-up: every test gets its own data and cache folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

# Hypothesis fails an example that runs over 200 ms, and calls the test flaky when the replay is
# quicker: on a busy machine that measures the load, not the code (every property here is about
# results; the tests that set their own settings already say deadline=None).
settings.register_profile("quiddler", deadline=None)
settings.load_profile("quiddler")


@pytest.fixture(autouse=True)
def _terminal_size_from_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """No COLUMNS or LINES in a test's environment: pytest-xdist's workers get COLUMNS=80 and
    LINES=24, and Textual takes those over the real terminal's size, so a ``quiddler`` started in
    tmux or behind a web page would never see its window resized."""
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.delenv("LINES", raising=False)


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


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test starts in English whatever the machine's locale, and leaves English behind (a
    test in Spanish sets LANG or calls ``use_language("es")`` itself)."""
    import os

    from quiddler import i18n

    monkeypatch.delenv("LANGUAGE", raising=False)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(variable, "").lower().startswith("es"):
            monkeypatch.setenv(variable, "C.UTF-8")
    i18n.use_language("en")
    yield
    i18n.use_language("en")


@pytest.fixture
def spanish() -> Iterator[None]:
    """The interface in Spanish for one test."""
    from quiddler import i18n

    i18n.use_language("es")
    yield
    i18n.use_language("en")
