"""End to end: the installed ``quiddler solitaire`` in a real terminal (tmux), keys in, screen out.

Needs the ``quiddler`` command on PATH and tmux. Without them the test is skipped locally and
fails in CI (``CI`` set), where both must be installed.
"""

from __future__ import annotations

import os
import shlex
import signal
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

from quiddler.saves.solitaire import load_solitaire

pytestmark = pytest.mark.e2e


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    # 80×24; keys go in one send-keys call (burst) and a screen is read as soon as the text shows
    with open_terminal(tmp_path, width=80, height=24, timeout=60.0, settle=0.0) as term:
        yield term


def test_installed_solitaire_plays_a_word_gives_up_and_records_the_game(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    terminal.start(f"{quiddler} solitaire --seed 13 --dictionary en; echo EXITED $?; sleep 30")
    terminal.wait_for("Cards left 48", "deal 13", "Score 228")
    terminal.burst("c", "a", "r")
    terminal.wait_for("C·A·R", "Tab")  # Tab: R shows on stacks 1 and 6
    terminal.burst("BSpace", "BSpace", "BSpace")
    terminal.wait_for("Type a word from the face-up cards")
    # a word and Enter in one burst, as a fast typist or a paste sends them: Enter must come last
    terminal.burst("c", "a", "r", "Enter")
    terminal.wait_for("Cards left 45", "CAR (C·A·R) scores 15", "Score 213")
    terminal.burst("C-g")
    terminal.wait_for("again to give up")
    terminal.burst("C-g")
    terminal.wait_for("Your record", "Game over · score 213", "Games played:    1")
    terminal.burst("q")
    terminal.wait_for("EXITED 0", "play it again with 'quiddler solitaire --seed 13'", timeout=20)

    stats = terminal.command(quiddler, "solitaire", "--stats")
    assert stats.returncode == 0
    assert "Games played:    1 (1 given up)" in stats.stdout  # a give-up is not in best or average
    assert "Best score:      -" in stats.stdout


def test_installed_solitaire_daily_deal_names_the_date(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    terminal.start(f"{quiddler} solitaire --daily; echo EXITED $?; sleep 30")
    terminal.wait_for("Cards left 48", f"daily {date.today().isoformat()}")
    terminal.burst("C-x")
    terminal.wait_for("Leave this game")
    terminal.burst("y")
    terminal.wait_for("EXITED 0", "is saved: 'quiddler solitaire' continues", timeout=20)


def test_installed_solitaire_bad_flag_is_one_sentence_and_status_2(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    result = terminal.command(quiddler, "solitaire", "--seed", "many")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "whole number" in result.stderr


def test_sigterm_saves_the_game_restores_the_terminal_and_exits_143(
    terminal: Terminal, tmp_path: Path
) -> None:
    """Run by a Python parent that prints the raw status: -15 would mean killed by the signal."""
    quiddler = installed_quiddler()
    pid_file = tmp_path / "pid"
    parent = (
        "import subprocess, sys; "
        f"child = subprocess.Popen([{quiddler!r}, 'solitaire', '--seed', '13']); "
        f"open({str(pid_file)!r}, 'w').write(str(child.pid)); "
        "print('EXITED', child.wait())"
    )
    terminal.start(f"{sys.executable} -c {shlex.quote(parent)}; sleep 30")
    terminal.wait_for("Cards left 48")
    terminal.burst("c", "a", "r", "Enter")
    terminal.wait_for("Cards left 45")
    assert terminal.pane("alternate_on", "mouse_any_flag") == {"alternate_on": "1", "mouse_any_flag": "1"}
    os.kill(int(pid_file.read_text()), signal.SIGTERM)
    screen = terminal.wait_for("EXITED", timeout=20)
    assert "EXITED 143" in screen
    assert terminal.pane("alternate_on", "cursor_flag", "mouse_any_flag") == {
        "alternate_on": "0",
        "cursor_flag": "1",
        "mouse_any_flag": "0",
    }
    loaded = load_solitaire(tmp_path / "data" / "solitaire-game.json")
    assert loaded.saved is not None and loaded.saved.made == 1 and loaded.saved.cards_left == 45
