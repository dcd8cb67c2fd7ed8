"""A data folder whose path has a name longer than the system allows (255 bytes) holds nothing:
the commands that list what it holds say there is nothing, never a traceback (issue 35)."""

from __future__ import annotations

import pytest

from quiddler.cli import main


@pytest.mark.parametrize(
    ("argv", "status", "said"),
    [
        (["history"], 0, "No finished games yet"),
        (["play", "--list"], 0, "No unfinished games"),
        (["review"], 2, "no finished games to review"),
        (["score", "--list"], 0, "No score sheets yet"),
    ],
)
def test_listing_a_data_folder_with_a_name_too_long_is_said_to_be_empty(
    argv: list[str],
    status: int,
    said: str,
    tmp_path: object,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("QUIDDLER_DATA_DIR", f"{tmp_path}/{'L' * 300}")
    assert main(argv) == status
    out = capsys.readouterr()
    assert said in out.out + out.err
