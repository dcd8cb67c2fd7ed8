"""Shared fixtures for the computer-player tests: the real "en" dictionary, opened once."""

from __future__ import annotations

from typing import Any

import pytest

from quiddler.dictionary import open_dictionary


@pytest.fixture(scope="session")
def en() -> Any:
    """The default dictionary. Players build (and keep) its word index on first use."""
    return open_dictionary("en")
