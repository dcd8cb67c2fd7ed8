"""The front end shown in docs/architecture.md (the turn driver) plays a whole game with computer
players and saves it: its Python example is run here as it is written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"


def _example() -> str:
    (code,) = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    return code


def test_the_documented_front_end_plays_a_whole_game_and_files_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code = _example()
    assert len([line for line in code.splitlines() if line.strip()]) <= 12, "a handful of lines"
    monkeypatch.chdir(tmp_path)
    names: dict[str, object] = {}
    exec(compile(code, str(DOC), "exec"), names)
    match, store = names["match"], names["store"]
    assert match.is_over  # type: ignore[attr-defined]
    [filed] = store.history()  # type: ignore[attr-defined]
    assert filed.actions == tuple(match.game.actions)  # type: ignore[attr-defined]
    printed = capsys.readouterr().out
    assert "GameOver(" in printed and filed.game_id in printed
