"""``quiddler join --plain`` on 127.0.0.1: the plain table over a RemotePort plays the same game
as the engine, the host deciding every move (bounded in time: the host's loop in a thread)."""

from __future__ import annotations

import io
import re

from quiddler.match import Match, MatchSetup, Seat
from quiddler.plain.console import UNSPOKEN, Console
from quiddler.plain.remote import RemoteGame
from quiddler.remote.client import RemotePort
from tests.plain.script import SHORT, WORDS, scripted_game
from tests.remote.harness import hosting


def test_a_remote_seat_plays_the_engines_game_line_by_line() -> None:
    seats = (Seat.computer("Hal", "easy"), Seat.person("Bob"))
    reference, lines = scripted_game(seats, 6)
    match = Match.new(MatchSetup(seats, SHORT, seed=6), checker=WORDS)
    with hosting(match, remote=(1,), time_limit=None) as host:
        port = RemotePort.join(host.url, host.host.codes[1], open_checker=lambda *args: WORDS, timeout=10)
        out = io.StringIO()
        try:
            status = RemoteGame(
                port, Console(io.StringIO("".join(f"{line}\n" for line in lines)), out), patience=0.05
            ).run()
        finally:
            port.close()
        totals = host.call(lambda: match.game.totals)
    output = out.getvalue().splitlines()
    assert status == 0
    assert totals == reference.game.totals
    [last] = [line for line in output if line.startswith("The game is over")]
    assert re.search(rf"Hal {totals[0]}\b", last) and re.search(rf"Bob {totals[1]}\b", last)
    assert output[0] == "You play Bob's seat at a game of Hal and Bob."
    # each round's end is said at the remote seat too (it hears only the move that ended it), once
    for number in range(1, len(SHORT.hand_sizes) + 1):
        [over] = [i for i, line in enumerate(output) if line.startswith(f"Round {number} is over")]
        assert output[over + 1].startswith("Hal: ") and output[over + 2].startswith("Bob: ")
    assert not [line for line in output if UNSPOKEN.search(line) or "; type " in line]
