"""Helpers shared by the dictionary tests: system dependencies that skip locally, fail in CI."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from quiddler.dictionary import Dictionary, DictionaryError, open_dictionary

SCOWL = Path("/usr/share/dict/scowl")
REPO = Path(__file__).resolve().parents[2]


def skip_or_fail(reason: str) -> None:
    """Skip locally; fail in CI, where every system dependency is installed on purpose."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (in CI this must not be skipped)", pytrace=False)
    pytest.skip(reason)


def open_enchant_or_skip(tag: str) -> Dictionary:
    try:
        return open_dictionary(f"enchant:{tag}")
    except DictionaryError as error:
        skip_or_fail(f"Enchant {tag} is not usable here: {error}")
        raise  # unreachable: skip_or_fail raises
