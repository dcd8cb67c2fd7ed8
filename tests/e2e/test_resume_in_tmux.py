"""Kill ``quiddler play`` with SIGKILL in a real terminal, then ``quiddler play --resume``.

The game is seeded, so the test follows it with the engine alongside and knows every hand. It
plays a whole first round (so the scores are not all zero) and the first draw of the second, kills
the process with SIGKILL (nothing can be saved at that moment: only the save written after the
last action counts), starts ``quiddler play --resume`` and finds the same hand, scores and piles
on the screen, behind a pass-the-keyboard screen. Then closing the terminal (SIGHUP) after one
more action, and a third start shows it; SIGTERM ends that one and the game is still listed.

Each test runs its own tmux server (``tmux -L <name>``), so it never touches the user's sessions.
"""

from __future__ import annotations

import os
import re
import signal
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

from quiddler.engine import Card, Game, GameSetup, Source, Word, WordSet
from quiddler.engine.rules import STANDARD

pytestmark = pytest.mark.e2e


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    installed_quiddler()
    with open_terminal(tmp_path) as term:
        yield term


def card_faces(cards: Sequence[Card]) -> list[str]:
    """How each card's label line is drawn on the table: ``│ A │``, ``│QU │``."""
    return [f"│{card.label.center(3)}│" for card in cards]


def assert_table_shows(screen: str, game: Game, seat: int) -> None:
    """The seat's hand, the piles and everyone's total are on the screen."""
    for face in card_faces(game.hand(seat)):
        assert face in screen, f"{face} of {game.players[seat]}'s hand is missing:\n{screen}"
    assert f"{len(game.draw_pile)} cards" in screen, screen
    top = game.discard_top
    if top is None:
        assert re.search(r"\d+ cards +empty", screen), screen
    else:
        assert card_faces([top])[0] in screen, screen
    for name, total in zip(game.players, game.totals, strict=True):
        assert re.search(rf"{name}\s+{total}\b", screen), f"{name} {total} is not shown:\n{screen}"


def test_a_game_killed_with_sigkill_resumes_exactly(terminal: Terminal) -> None:
    quiddler = installed_quiddler()
    game = Game(GameSetup(("Ann", "Bob"), STANDARD, 7), WordSet())  # the same deal, alongside

    terminal.start([quiddler, "play", "--players", "Ann,Bob", "--seed", "7", "--rules", "standard"])
    terminal.wait_for("Start game")
    terminal.keys("Enter")
    # round 1: Ann draws and discards; Bob goes out with one word; Ann's final turn lays nothing
    terminal.wait_for("Pass the keyboard to Ann")
    terminal.keys("Enter")
    terminal.wait_for("Ann, draw a card")
    terminal.keys("d")
    game.draw(0, Source.DRAW_PILE)
    terminal.wait_for("Ann, discard or go out")
    terminal.keys("x")
    game.discard(0, game.hand(0)[0])
    terminal.wait_for("Pass the keyboard to Bob")
    terminal.keys("Enter")
    terminal.wait_for("Bob, draw a card")
    terminal.keys("d")
    game.draw(1, Source.DRAW_PILE)
    terminal.wait_for("Bob, discard or go out")
    hand = game.hand(1)
    for _ in range(len(hand) - 1):
        terminal.keys("Space", "Right")
    terminal.keys("Enter", "g")
    game.go_out(1, [Word(hand[:-1])], hand[-1])
    terminal.wait_for("Challenge? Bob went out")
    terminal.keys("n")
    game.close_challenges()
    terminal.wait_for("Pass the keyboard to Ann")
    terminal.keys("Enter")
    terminal.wait_for("Ann, draw a card")
    terminal.keys("d")
    game.draw(0, Source.DRAW_PILE)
    terminal.wait_for("FINAL TURN")
    terminal.keys("f")
    game.lay_down(0, [], game.hand(0)[0])
    terminal.wait_for("Round 1 of 8 is over")
    terminal.keys("Enter")
    game.next_round()
    assert any(game.totals)

    # round 2: the first player draws; then the process is killed without warning
    first = game.current
    name = game.players[first]
    terminal.wait_for(f"Pass the keyboard to {name}")
    terminal.keys("Enter")
    terminal.wait_for(f"{name}, draw a card")
    terminal.keys("t")
    game.draw(first, Source.DISCARD_PILE)
    before = terminal.wait_for(f"{name}, discard or go out", *card_faces(game.hand(first)))
    assert_table_shows(before, game, first)
    os.kill(terminal.pid(), signal.SIGKILL)
    terminal.wait_gone()

    terminal.start([quiddler, "play", "--resume"])
    screen = terminal.wait_for(f"Pass the keyboard to {name}")
    assert "╭───╮" not in screen  # no card shows before the keyboard is passed
    terminal.keys("Enter")
    screen = terminal.wait_for(f"{name}, discard or go out", "Round 2 of 8", *card_faces(game.hand(first)))
    assert_table_shows(screen, game, first)

    # closing the terminal (SIGHUP) after one more action: that action is saved too
    terminal.keys("x")
    game.discard(first, game.hand(first)[0])
    other = game.players[game.current]
    terminal.wait_for(f"Pass the keyboard to {other}")
    terminal.close()
    terminal.wait_gone()

    terminal.start([quiddler, "play", "--resume"])
    terminal.wait_for(f"Pass the keyboard to {other}")
    terminal.keys("Enter")
    screen = terminal.wait_for(f"{other}, draw a card", *card_faces(game.hand(game.current)))
    assert_table_shows(screen, game, game.current)

    # SIGTERM: saved once more, and the program ends cleanly; the game is still there to resume
    os.kill(terminal.pid(), signal.SIGTERM)
    terminal.wait_gone()
    listed = terminal.command(quiddler, "play", "--list")
    scores = ", ".join(f"{name} {total}" for name, total in zip(game.players, game.totals, strict=True))
    assert listed.returncode == 0 and f"{scores} · round 2 of 8" in listed.stdout, listed


def test_resume_with_nothing_saved_is_one_sentence(terminal: Terminal, tmp_path: Path) -> None:
    quiddler = installed_quiddler()
    result = terminal.command(quiddler, "play", "--resume")
    assert result.returncode == 2
    assert "no unfinished game" in result.stderr and result.stderr.count("\n") == 1
