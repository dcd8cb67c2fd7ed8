"""The one subprocess test of the plain mode: with only computer seats, ``quiddler play --plain``
plays to the end with no input and its final scores are ``quiddler simulate``'s for the same
seats and seed (one entrance to a match: Match.new, seat i's player seeded seed + i)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from quiddler.cli import main
from quiddler.plain.console import UNSPOKEN


@pytest.mark.slow  # two whole games of the hard player (about 3 s each): the issue's own example
def test_a_game_of_computers_plays_to_the_end_with_simulates_scores(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plain = subprocess.run(
        [
            sys.executable,
            "-m",
            "quiddler",
            "play",
            "--plain",
            "--players",
            "bot:easy,bot:hard",
            "--seed",
            "5",
            "--start",
        ],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert plain.returncode == 0, plain.stderr
    lines = plain.stdout.splitlines()
    assert not [line for line in lines if UNSPOKEN.search(line)]
    last = lines[-1]
    assert last.startswith("The game is over and "), last
    said = {name: int(points) for name, points in re.findall(r"(\w+) (\d+)", last.split("final scores ")[1])}

    assert main(["simulate", "--players", "easy,hard", "--seed", "5", "--games", "1", "--json"]) == 0
    record = json.loads(capsys.readouterr().out.splitlines()[-1])
    # the seats' names differ (play names its computers, simulate its levels): compare by seat
    seat_names = re.search(r"rounds: (.+)\.$", lines[1 if lines[0].startswith("Shuffling") else 0])
    assert seat_names is not None
    names = re.findall(r"(\w+) \(a computer player", seat_names.group(1))
    assert [said[name] for name in names] == record["totals"]
