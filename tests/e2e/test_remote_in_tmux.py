"""``quiddler host`` in one terminal and two ``quiddler join`` in two others, played by keys.

Each terminal is its own tmux server (``tmux -L <name>``), never the user's sessions. The host
listens on 127.0.0.1 on a free port and prints the invitation; each joining player reads their own
code from it, and the turns go round by the keys a player presses: each sees the other's move.
"""

from __future__ import annotations

import re
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


def test_two_players_join_a_hosted_game_and_play_turns_by_keys(
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
    for turn in range(4):  # two turns each, whoever starts
        first = "Ann" if "turn: Ann" in ann.screen() else "Bob"
        mover, other = players[first], players["Bob" if first == "Ann" else "Ann"]
        other.wait_for(f"Waiting for {first}")
        mover.keys("d")
        mover.wait_for("You drew")
        mover.keys("x")
        mover.wait_for("You discarded")
        other.wait_for(f"{first} discarded")
        assert turn < 4
    ann.keys("C-q")
    bob.wait_for("Ann is away")
