"""Fixtures for the save tests: a store in this test's private data folder."""

from __future__ import annotations

import pytest

from quiddler.saves import SaveStore
from quiddler.storage import paths


@pytest.fixture
def store() -> SaveStore:
    """The default store: it lives in ``paths.data_dir()``, which tests/conftest.py made private."""
    store = SaveStore()
    assert store.root == paths.data_dir()
    return store
