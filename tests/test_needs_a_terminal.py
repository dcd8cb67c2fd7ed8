"""The full-screen commands with their input redirected (a file, a pipe, /dev/null) say in one
sentence that they need the keyboard and end with status 2, instead of waiting for ever for keys
(issue 35). The commands that only print work as before."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

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


class _NoKeyboard(io.StringIO):
    """Standard input redirected from a file: no terminal behind it."""

    def isatty(self) -> bool:
        return False


@pytest.fixture
def no_keyboard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", _NoKeyboard(""))
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)


def test_joining_a_table_without_a_keyboard_says_so_before_connecting(
    no_keyboard: None, capsys: pytest.CaptureFixture[str]
) -> None:
    # port 9 on 127.0.0.1: nobody listens there, so a connection attempt would say so instead
    assert main(["join", "ws://127.0.0.1:9/room", "--code", "AAAA-AAAA"]) == 2
    assert "This needs the keyboard: run quiddler join in a terminal" in capsys.readouterr().err


def test_hosting_with_seats_here_without_a_keyboard_deals_nothing(
    no_keyboard: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["host", "--players", "Ann,Bob", "--here", "Ann", "--port", "0"]) == 2
    assert "This needs the keyboard: run quiddler host in a terminal" in capsys.readouterr().err
    assert not list((Path(os.environ["QUIDDLER_DATA_DIR"])).rglob("*.json"))  # no game saved


def test_replaying_without_a_keyboard_says_so_and_json_still_prints(
    no_keyboard: None, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.tui.test_replay import _saved

    saved = _saved(seed=5)
    assert main(["replay", saved.game_id]) == 2
    assert "This needs the keyboard: run quiddler replay in a terminal" in capsys.readouterr().err
    assert main(["replay", saved.game_id, "--json"]) == 0


def test_a_web_page_join_has_its_keys_from_the_page(
    no_keyboard: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """textual-serve starts ``quiddler join`` with its input a pipe and names its driver."""
    from quiddler.cli import require_terminal

    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    require_terminal("join")  # no UsageError
