"""The package stays light and its test guard holds: CI never silently skips a backend."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .helpers import REPO, skip_or_fail


def test_importing_the_package_loads_no_list_and_no_enchant_or_ui() -> None:
    code = (
        "import sys, quiddler.dictionary, quiddler.dictionary.bundled as b;"
        "print(b.load_list.cache_info().currsize,"
        " any(name in sys.modules for name in ('enchant', 'textual', 'rich')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.split() == ["0", "False"]


def test_a_missing_system_dependency_skips_locally(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception):
        skip_or_fail("no Enchant here")


def test_a_missing_system_dependency_fails_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="must not be skipped"):
        skip_or_fail("no Enchant here")
