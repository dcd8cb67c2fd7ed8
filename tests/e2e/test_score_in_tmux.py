"""``quiddler score`` in a real terminal: a line written, the process killed with SIGKILL, and
``quiddler score --resume`` shows the line again (the sheet is saved after every change)."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

pytestmark = pytest.mark.e2e


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    installed_quiddler()
    with open_terminal(tmp_path, width=80, height=24) as term:
        yield term


def test_a_sheet_killed_with_sigkill_resumes_with_its_line(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    terminal.start([quiddler, "score", "--players", "Ann,Bob", "--start"])
    terminal.wait_for("Score sheet · Standard")
    terminal.keys("o", "Enter")
    terminal.wait_for("Words as laid down")
    terminal.keys("q", "u", "i", "z")
    terminal.wait_for("QU·I·Z 25")
    terminal.keys("Enter", "Enter")
    terminal.wait_for("Ann went out")
    os.kill(terminal.pid(), signal.SIGKILL)
    terminal.wait_gone()

    terminal.start(f"{quiddler} score --resume; echo EXITED $?; sleep 30")
    terminal.wait_for("QU·I·Z 25", "Ann went out", "Ann leads with 35")
    terminal.keys("Escape")
    terminal.wait_for("EXITED 0", "continue it with: quiddler score --resume")


def test_a_line_sent_in_one_burst_is_stored_as_typed(terminal: Terminal) -> None:
    """``send-keys Enter "at" Enter m Enter`` in one call, as a paste or a fast typist sends it:
    the words and the unused card each in their own box, the line stored (the Enter between them
    used to move on too late, typing "atm"). Three cards: round 1 deals three."""
    quiddler = installed_quiddler()
    terminal.start([quiddler, "score", "--players", "Ann,Bob", "--start"])
    terminal.wait_for("Score sheet · Standard")
    terminal.burst("Enter", "at", "Enter", "m", "Enter")
    screen = terminal.wait_for("A·T 5 · unused M (−5)")
    assert "ATM" not in screen, screen
