"""``quiddler host`` in one terminal and two ``quiddler join`` in two others, played by keys.

Each terminal is its own tmux server (``tmux -L <name>``), never the user's sessions. The host
listens on 127.0.0.1 on a free port and prints the invitation; each joining player reads their own
code from it, and a whole round is played by the keys a player presses: each sees the other's
move, the challenge window reaches the other machine, and both see the round's summary.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from tmux_driver import Terminal, installed_quiddler, open_terminal  # tests/ is on sys.path

pytestmark = pytest.mark.e2e


@pytest.fixture
def terminals(tmp_path: Path) -> Iterator[tuple[Terminal, Terminal, Terminal]]:
    installed_quiddler()
    with ExitStack() as stack:
        host, ann, bob = (stack.enter_context(open_terminal(tmp_path / name)) for name in ("h", "a", "b"))
        yield host, ann, bob


def _whose_turn(players: dict[str, Terminal], timeout: float = 30.0) -> str:
    """The player whose turn both tables show: theirs asks them to draw, the other's waits for
    them. (A table that has just played shows the next turn a moment after the other does: read
    alone, its screen may still say its own turn.)"""
    deadline = time.monotonic() + timeout
    screens: dict[str, str] = {}
    while time.monotonic() < deadline:
        screens = {name: terminal.screen() for name, terminal in players.items()}
        for name, other in (("Ann", "Bob"), ("Bob", "Ann")):
            if f"{name}, draw a card" in screens[name] and f"Waiting for {name}" in screens[other]:
                return name
        time.sleep(0.2)
    raise AssertionError(f"the tables never agreed whose turn it is: {screens}")


@pytest.mark.slow
def test_two_players_join_a_hosted_game_and_play_a_round_by_keys(
    terminals: tuple[Terminal, Terminal, Terminal],
) -> None:
    host, ann, bob = terminals
    host.start("quiddler host --players Ann,Bob --seed 7 --port 0")
    screen = host.wait_for("Press Ctrl+C")
    url = re.search(r"quiddler join (ws://\S+)", screen)
    codes = dict(re.findall(r"(Ann|Bob): --code (\S+)", screen))
    assert url is not None and set(codes) == {"Ann", "Bob"}
    ann.start(f"quiddler join {url[1]} --code {codes['Ann']}")
    bob.start(f"quiddler join {url[1]} --code {codes['Bob']} --name Robert")
    ann.wait_for("Round 1 of 8")
    bob.wait_for("Round 1 of 8")
    host.wait_for("Bob joined as Robert")
    players = {"Ann": ann, "Bob": bob}
    # the whole first round by keys: each player draws, asks for a hint, and goes out when the hint
    # says so; the other is asked to challenge on their own machine, passes, and takes a final turn
    went_out = None
    for _turn in range(40):  # a 3-card round ends long before this
        mover_name = _whose_turn(players)
        mover = players[mover_name]
        other_name = "Bob" if mover_name == "Ann" else "Ann"
        mover.keys("d")
        mover.wait_for("discard or go out")
        mover.keys("h")
        hint = mover.wait_for("Hint:")
        if "Hint: Go out" in hint:
            mover.keys("u", "g")
            went_out = mover_name
            break
        mover.keys("x")
        players[other_name].wait_for(f"{mover_name} discarded")
    assert went_out is not None, "nobody went out in 40 turns"
    other = players["Bob" if went_out == "Ann" else "Ann"]
    other.wait_for(f"Challenge? {went_out} went out")
    players[went_out].wait_for("to challenge or pass")  # with the host's countdown
    other.keys("n")
    other.wait_for("draw a card")
    other.keys("d")
    other.wait_for("FINAL TURN")
    other.keys("f")
    for terminal in (ann, bob):
        terminal.wait_for("Round 1 of 8 is over", f"{went_out} went out")
    # the review is worked out by the host and comes a moment after the summary
    players[went_out].wait_for(
        f"Your review of this round (your cards only): {1 if went_out == 'Ann' else 2}"
    )
    ann.keys("C-q")
    bob.keys("Enter")  # on to round 2's table, where the status line says who is away
    bob.wait_for("Ann is away")
