"""The installed ``quiddler play`` in a real terminal (tmux): a round played with send-keys.

The same seed deals the same cards, so the test follows the game with the engine alongside and
knows every hand; it checks that a pass-the-keyboard screen shows no card of the hand before it
or after it, while the table shows the cards of whoever has the keyboard.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from quiddler.dictionary import WordSet
from quiddler.engine import Card, Game, GameSetup, Source
from quiddler.engine.rules import STANDARD

pytestmark = pytest.mark.e2e


def _quiddler() -> str:
    found = shutil.which("quiddler")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("the quiddler command is not installed")
        pytest.skip("the quiddler command is not installed (pip install the project to run this test)")
    if shutil.which("tmux") is None:
        if os.environ.get("CI"):
            pytest.fail("tmux is not installed")
        pytest.skip("tmux is not installed")
    return found


class Terminal:
    """One tmux session running a command, read with capture-pane."""

    def __init__(self, name: str) -> None:
        self.name = name

    def keys(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.name, key], check=True)
            time.sleep(0.15)

    def screen(self) -> str:
        result = subprocess.run(
            ["tmux", "capture-pane", "-p", "-t", self.name], check=True, capture_output=True, text=True
        )
        return result.stdout

    def wait_for(self, text: str, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if text in screen:
                time.sleep(0.3)  # let the frame finish drawing
                return self.screen()
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; the screen shows:\n{screen}")


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    command = _quiddler()
    name = f"quiddler-e2e-{uuid.uuid4().hex[:8]}"
    env = f"QUIDDLER_DATA_DIR={tmp_path / 'data'} QUIDDLER_CACHE_DIR={tmp_path / 'cache'} TERM=xterm-256color"
    shell = f"env {env} {command} play --players Ann,Bob --seed 7 --rules standard"
    subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", "100", "-y", "30", shell], check=True)
    try:
        yield Terminal(name)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", name], check=False, capture_output=True)


def card_faces(cards: Sequence[Card]) -> list[str]:
    """How each card's label line is drawn on the table: ``│ A │``, ``│QU │``."""
    return [f"│{card.label.center(3)}│" for card in cards]


def assert_private(screen: str, *hands: Sequence[Card]) -> None:
    """No card of these hands, and no face-up card at all, is on the screen."""
    assert "╭───╮" not in screen and "╔═══╗" not in screen, screen
    for hand in hands:
        for face in card_faces(hand):
            assert face not in screen, f"{face} shows on the pass screen:\n{screen}"


def test_a_round_in_tmux_with_private_pass_screens(terminal: Terminal) -> None:
    game = Game(GameSetup(("Ann", "Bob"), STANDARD, 7), WordSet())  # the same deal, alongside
    ann, bob = game.hand(0), game.hand(1)

    terminal.wait_for("Start game")
    terminal.keys("Enter")
    screen = terminal.wait_for("Pass the keyboard to Ann")
    assert_private(screen, ann, bob)

    terminal.keys("Enter")
    screen = terminal.wait_for("Ann, draw a card")
    assert all(face in screen for face in card_faces(ann))
    terminal.keys("d")
    drawn = game.draw(0, Source.DRAW_PILE).card
    terminal.wait_for(f"You drew {drawn.label} from the draw pile")
    terminal.keys("x")  # discard the first card of the hand as shown
    game.discard(0, game.hand(0)[0])

    screen = terminal.wait_for("Pass the keyboard to Bob")
    assert_private(screen, game.hand(0), game.hand(1))
    terminal.keys("Enter")
    screen = terminal.wait_for("Bob, draw a card")
    assert all(face in screen for face in card_faces(game.hand(1)))
    assert "Ann drew from the draw pile." in screen  # Bob is told where, not what

    # Bob goes out: every card but one in a single word (table rules: words are not checked)
    terminal.keys("d")
    game.draw(1, Source.DRAW_PILE)
    terminal.wait_for("Bob, discard or go out")
    for _ in range(len(game.hand(1)) - 1):
        terminal.keys("Space", "Right")
    terminal.keys("Enter", "g")
    screen = terminal.wait_for("Challenge? Bob went out")
    assert_private(screen, game.hand(0))
    terminal.keys("n")

    screen = terminal.wait_for("Pass the keyboard to Ann")
    assert_private(screen, game.hand(0))
    assert "final turn" in screen
    terminal.keys("Enter")
    terminal.wait_for("Ann, draw a card")
    terminal.keys("d")
    terminal.wait_for("FINAL TURN")
    terminal.keys("f")

    screen = terminal.wait_for("Round 1 of 8 is over")
    assert "Bob (out)" in screen
    assert "Enter: deal the next round" in screen

    terminal.keys("C-q")
    terminal.wait_for("Quit the game in progress?")
    terminal.keys("y")
