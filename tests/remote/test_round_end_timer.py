"""``quiddler host --turn-time`` with nobody connected: the game never sits at a round's scores for
good (issue 28 point 6). The turn timer covers the round's end: once it has passed the host deals
the next round, as it plays a turn whose time ran out. In process on 127.0.0.1; bounded waits."""

from __future__ import annotations

import time

from quiddler.engine import Phase
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.driver import step
from tests.match.test_front_end import SHORT, WORDS
from tests.remote.harness import hosting


def _at_the_rounds_end() -> Match:
    """Two remote people, their first round played out (by computers that then hand back)."""
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), SHORT, seed=3), checker=WORDS)
    for seat in (0, 1):
        match.hand_over(seat, "easy")
    while match.game.phase is not Phase.ROUND_OVER:
        step(match)
    for seat in (0, 1):
        match.hand_over(seat, None)
    return match


def _until(condition: object, seconds: float = 20) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if callable(condition) and condition():
            return True
        time.sleep(0.02)
    return False


def test_with_a_turn_timer_and_nobody_connected_the_next_round_is_dealt() -> None:
    match = _at_the_rounds_end()
    with hosting(match, remote=(0, 1), turn_time=0.3) as host:
        assert _until(lambda: host.call(lambda: match.game.round) == 1), "the next round was dealt"
        assert host.call(lambda: match.game.phase) in (Phase.DRAW, Phase.PLAY)


def test_without_a_turn_timer_the_rounds_scores_wait_for_the_players() -> None:
    match = _at_the_rounds_end()
    with hosting(match, remote=(0, 1)) as host:
        time.sleep(0.5)
        assert host.call(lambda: (match.game.round, match.game.phase)) == (0, Phase.ROUND_OVER)
