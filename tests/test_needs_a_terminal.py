"""The full-screen commands with their input redirected (a file, a pipe, /dev/null) say in one
sentence that they need the keyboard and end with status 2, instead of waiting for ever for keys
(issue 35). The commands that only print work as before."""

from __future__ import annotations

import subprocess
import sys

import pytest

from quiddler.cli import main


@pytest.mark.parametrize(
    ("argv", "given"),
    [
        ([], "devnull"),
        (["play"], "pipe"),
        (["play", "--start"], "devnull"),
        (["solitaire"], "devnull"),
        (["score"], "pipe"),
    ],
    ids=["title", "play-pipe", "start", "solitaire", "score-pipe"],
)
def test_a_game_without_a_keyboard_is_one_sentence_and_status_2(argv: list[str], given: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "quiddler", *argv],
        stdin=subprocess.DEVNULL if given == "devnull" else None,
        input="q\n" if given == "pipe" else None,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    [line] = done.stderr.splitlines()
    assert "This needs the keyboard: run quiddler" in line and "in a terminal" in line


def test_listing_needs_no_keyboard(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--list"]) == 0
    assert "No unfinished games" in capsys.readouterr().out
