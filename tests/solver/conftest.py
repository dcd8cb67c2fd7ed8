"""Indexes shared by the solver tests: each is built once per test session."""

from __future__ import annotations

import pytest

from quiddler.solver import WordIndex
from tests.solver.words import WORDS


@pytest.fixture(scope="session")
def small_index() -> WordIndex:
    """The index of the small test list (:mod:`tests.solver.words`)."""
    return WordIndex.build(WORDS)


@pytest.fixture(scope="session")
def big_words() -> frozenset[str]:
    """The default dictionary's candidate words (about 80,000)."""
    from quiddler.dictionary import open_dictionary

    return open_dictionary(house_words=False).words()


@pytest.fixture(scope="session")
def big_index(big_words: frozenset[str]) -> WordIndex:
    """The default dictionary's index: a second or two to build, so once per session."""
    return WordIndex.build(big_words)
