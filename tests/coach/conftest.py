"""Shared fixtures for the coach's tests: the real "en" dictionary, opened once."""

from __future__ import annotations

from typing import Any

import pytest

from quiddler.dictionary import open_dictionary


@pytest.fixture(scope="session")
def en() -> Any:
    """The default dictionary (the solver builds its index once per test session)."""
    return open_dictionary("en")
