"""The installed ``quiddler play`` in a real terminal (tmux): a round played with send-keys.

The same seed deals the same cards, so the test follows the game with the engine alongside and
knows every hand; it checks that a pass-the-keyboard screen shows no card of the hand before it
or after it, while the table shows the cards of whoever has the keyboard.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

from quiddler.engine import Card, Game, GameSetup, Source, WordSet
from quiddler.engine.rules import STANDARD

pytestmark = pytest.mark.e2e


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Terminal]:
    quiddler = installed_quiddler()
    with open_terminal(tmp_path) as term:
        term.start([quiddler, "play", "--players", "Ann,Bob", "--seed", "7", "--rules", "standard"])
        yield term


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
    terminal.wait_for("Ann, draw a card", *card_faces(ann))
    terminal.keys("d")
    drawn = game.draw(0, Source.DRAW_PILE).card
    terminal.wait_for(f"You drew {drawn.label} from the draw pile")
    terminal.keys("x")  # discard the first card of the hand as shown
    game.discard(0, game.hand(0)[0])

    screen = terminal.wait_for("Pass the keyboard to Bob")
    assert_private(screen, game.hand(0), game.hand(1))
    terminal.keys("Enter")
    # Bob is told where Ann drew, not what
    terminal.wait_for("Bob, draw a card", *card_faces(game.hand(1)), "Ann drew from the draw pile.")

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

    screen = terminal.wait_for("Pass the keyboard to Ann", "final turn")
    assert_private(screen, game.hand(0))
    terminal.keys("Enter")
    terminal.wait_for("Ann, draw a card")
    terminal.keys("d")
    terminal.wait_for("FINAL TURN")
    terminal.keys("f")

    terminal.wait_for("Round 1 of 8 is over", "Bob (out)", "Enter: deal the next round")

    terminal.keys("C-q")
    terminal.wait_for("Quit the game in progress?")
    terminal.keys("y")


def test_names_sent_at_once_on_the_setup_screen_each_land_in_their_own_field(tmp_path: Path) -> None:
    """``send-keys "Ann" Tab Tab "Bob" Enter Enter`` in one call, as a fast typist or a paste
    sends it: Ann in the first name, Bob in the second (not "AnnBob"), and the game that Enter
    deals is Ann's and Bob's, never Player 1's and Player 2's."""
    quiddler = installed_quiddler()
    with open_terminal(tmp_path) as term:
        term.start([quiddler, "play"])
        term.wait_for("Start game")
        term.burst("Ann", "Tab", "Tab", "Bob", "Enter", "Enter")
        screen = term.wait_for("Pass the keyboard to ")
        assert "Player 1" not in screen and "AnnBob" not in screen, screen
        term.keys("Enter")
        screen = term.wait_for(" draw a card", "▶ Ann", "Bob")
        assert "Player 1" not in screen and "Player 2" not in screen, screen


def test_a_fast_typist_and_a_too_small_window_lose_nothing_and_do_nothing_unseen(tmp_path: Path) -> None:
    """Issue 12.1 and 12.6 in a real terminal: letters sent at once after w (s sorts, t takes
    at the table) all land in the word; while the window is too small no key reaches the game;
    enlarged again, the table is laid out in full."""
    quiddler = installed_quiddler()
    with open_terminal(tmp_path) as term:
        term.start([quiddler, "play", "--players", "Ann,Bob", "--seed", "7", "--start"])
        term.wait_for("Pass the keyboard to Ann")
        term.keys("Enter")
        term.wait_for("Ann, draw a card")
        term.keys("d")
        term.wait_for("Ann, discard or go out")
        term.burst("w", "s", "t", "o", "p")
        term.wait_for("your hand cannot spell STOP")
        term.keys("Escape")
        hand = Game(GameSetup(("Ann", "Bob"), STANDARD, 7), WordSet()).hand(0)
        word = [*hand[0].letters, *hand[1].letters]
        term.burst("w", *word, "Enter")  # Enter right behind the letters makes their word
        term.wait_for(f"Words: {hand[0].label}·{hand[1].label}")
        term.keys("BSpace")
        term.wait_for("is back in your hand")
        term.resize(70, 20)
        term.wait_for("needs a terminal of at least 80×24")
        term.burst("x", "Enter", "d", "g")
        term.resize(20, 10)
        term.burst("x", "Enter", "d")
        # still too small, at a size it has not been: once it says so, it has read what came
        # before (a fixed pause may end before a busy machine has read the keys)
        term.resize(75, 22)
        term.wait_for("This one is 75×22")
        term.resize(100, 30)
        screen = term.wait_for(
            "Ann, discard or go out", "Round 1 of 8 · 3 cards each · dealer: Bob · turn: Ann"
        )
        assert "Ann discarded" not in screen and "Pass the keyboard" not in screen


@pytest.mark.parametrize("size", [(100, 30), (80, 24)], ids=["100x30", "80x24"])
def test_names_typed_before_the_first_frame_deal_the_game(tmp_path: Path, size: tuple[int, int]) -> None:
    """``Ann Tab Tab Bob Enter Enter`` sent 0.3 s after ``quiddler play`` starts on an empty data
    folder, before its first frame: every key is kept, in order, and the second Enter deals Ann's
    and Bob's game (it dealt nothing in 3 of 4 tries: the Enter was lost)."""
    quiddler = installed_quiddler()
    with open_terminal(tmp_path, width=size[0], height=size[1]) as term:
        term.start([quiddler, "play"])
        time.sleep(0.3)
        term.burst("Ann", "Tab", "Tab", "Bob", "Enter", "Enter")
        screen = term.wait_for("Pass the keyboard to ")
        assert "Player 1" not in screen and "AnnBob" not in screen, screen
