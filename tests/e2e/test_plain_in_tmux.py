"""``quiddler play --plain`` in a real terminal (tmux, 80×24): typed commands, sentences that
scroll as lines (nothing drawn), and the game saved on quit and continued with --resume."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

from quiddler.plain.console import UNSPOKEN

pytestmark = [pytest.mark.e2e, pytest.mark.slow]  # two launches of the game (about 5 s each)


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    installed_quiddler()
    with open_terminal(tmp_path, width=80, height=24) as term:
        yield term


def test_a_plain_game_is_typed_line_by_line_and_continued(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    terminal.start(
        f"{quiddler} play --plain --players Ann,bot:easy --seed 3 --start; echo EXITED $?; sleep 30"
    )
    terminal.wait_for("Ann, your turn: draw or take. Type draw, take (takes ER)")
    terminal.keys("draw", "Enter")
    terminal.wait_for("You drew ", "Your hand, 4 cards: ")
    terminal.keys("zork", "Enter")
    terminal.wait_for("zork is not a command here; type word and a word")
    terminal.keys("quit", "Enter")
    screen = terminal.wait_for("EXITED 0", "continue it with: quiddler play --plain --resume")
    assert not UNSPOKEN.search(screen), screen  # no box, no block, no ▲: only sentences

    terminal.start(f"{quiddler} play --plain --resume; echo EXITED $?; sleep 30")
    terminal.wait_for("Ann holds 4 cards.", "Your hand, 4 cards: ", "build words to go out")
    terminal.keys("terminar", "Enter")
    terminal.wait_for("EXITED 0")
