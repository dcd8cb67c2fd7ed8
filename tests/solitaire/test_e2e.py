"""End to end: the installed ``quiddler solitaire`` in a real terminal (tmux), keys in, screen out.

Needs the ``quiddler`` command on PATH and tmux. Without them the test is skipped locally and
fails in CI (``CI`` set), where both must be installed.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

pytestmark = pytest.mark.e2e


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    # 80×24; keys go in one send-keys call (burst) and a screen is read as soon as the text shows
    with open_terminal(tmp_path, width=80, height=24, timeout=60.0, settle=0.0) as term:
        yield term


def test_installed_solitaire_plays_a_word_gives_up_and_records_the_game(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    terminal.start(f"{quiddler} solitaire --seed 13 --dictionary en; echo EXITED $?; sleep 30")
    screen = terminal.wait_for("Cards left 48")
    assert "seed 13" in screen and "Score 228" in screen
    terminal.burst("c", "a", "r")
    screen = terminal.wait_for("C·A·R")
    assert "Tab" in screen  # R shows on stacks 1 and 6
    terminal.burst("BSpace", "BSpace", "BSpace")
    terminal.wait_for("Type a word from the face-up cards")
    # a word and Enter in one burst, as a fast typist or a paste sends them: Enter must come last
    terminal.burst("c", "a", "r", "Enter")
    screen = terminal.wait_for("Cards left 45")
    assert "CAR (C·A·R) scores 15" in screen and "Score 213" in screen
    terminal.burst("C-g")
    terminal.wait_for("again to give up")
    terminal.burst("C-g")
    screen = terminal.wait_for("Your record")
    assert "Game over · score 213" in screen and "Games played:    1" in screen
    terminal.burst("q")
    screen = terminal.wait_for("EXITED 0", timeout=20)
    assert "play it again with 'quiddler solitaire --seed 13'" in screen

    stats = terminal.command(quiddler, "solitaire", "--stats")
    assert stats.returncode == 0
    assert "Games played:    1" in stats.stdout and "Best score:      213" in stats.stdout


def test_installed_solitaire_daily_deal_names_the_date(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    terminal.start(f"{quiddler} solitaire --daily; echo EXITED $?; sleep 30")
    screen = terminal.wait_for("Cards left 48")
    assert f"daily {date.today().isoformat()}" in screen
    terminal.burst("C-x")
    terminal.wait_for("EXITED 0", timeout=20)


def test_installed_solitaire_bad_flag_is_one_sentence_and_status_2(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    result = terminal.command(quiddler, "solitaire", "--seed", "many")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "whole number" in result.stderr
