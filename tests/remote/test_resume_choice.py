"""``quiddler host --resume`` without an id: the unfinished hosted game played last that it can
open. A newer game another host has open, or a newer game played with ``quiddler play``, is not
the one (before, it picked the newest game and failed: "open in another quiddler window", or
"That game was not hosted"); when there is none it says which case it is."""

from __future__ import annotations

import signal

import pytest

from quiddler.cli import main
from quiddler.match import Match, MatchSetup, Seat
from quiddler.saves import SaveStore
from tests.match.test_match import WORDS
from tests.remote.test_host_command import _start_host


def test_with_no_hosted_game_it_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    played = Match.new(
        MatchSetup((Seat("Ann"), Seat.computer("Hal", "easy")), seed=2), checker=WORDS, store=SaveStore()
    )
    played.close()  # an unfinished game of quiddler play: not a hosted one
    assert main(["host", "--resume"]) == 2
    error = capsys.readouterr().err
    assert "no unfinished hosted game" in error and "Traceback" not in error


@pytest.mark.slow
def test_it_resumes_the_hosted_game_it_can_open_not_a_newer_one_open_elsewhere(
    capsys: pytest.CaptureFixture[str],
) -> None:
    first, _url, first_codes = _start_host("--players", "Ann,Bob", "--seed", "1")
    first.send_signal(signal.SIGKILL)  # its game stays unfinished, and nobody has it open
    first.wait(30)
    running, _url, running_codes = _start_host("--players", "Cy,Dee", "--seed", "2")  # newer, open
    try:
        played = Match.new(
            MatchSetup((Seat("Eve"), Seat.computer("Hal", "easy")), seed=3), checker=WORDS, store=SaveStore()
        )
        played.close()  # the newest of all: played here, not hosted
        again, _url, codes = _start_host("--resume")
        try:
            assert codes == first_codes
        finally:
            again.send_signal(signal.SIGINT)
            assert again.wait(30) == 0
        second = _start_host("--resume")  # the first is free again: the same one
        second[0].send_signal(signal.SIGINT)
        second[0].wait(30)
        assert second[2] == first_codes
    finally:
        running.send_signal(signal.SIGKILL)
        running.wait(30)
    assert running_codes != first_codes


@pytest.mark.slow
def test_when_every_hosted_game_is_open_elsewhere_it_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    running, _url, _codes = _start_host("--players", "Ann,Bob", "--seed", "4")
    try:
        assert main(["host", "--resume"]) == 2
        error = capsys.readouterr().err
        assert "open in another quiddler window" in error and "Every unfinished hosted game" in error
    finally:
        running.send_signal(signal.SIGINT)
        running.wait(30)
