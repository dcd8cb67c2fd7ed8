"""The host's turn timer (``quiddler host --turn-time``), in process on 127.0.0.1: a turn that
outlasts it is played by the host for its player, everyone hears so and the game goes on; a
player who acts in time is never pre-empted. Every wait is bounded."""

from __future__ import annotations

import time
from collections.abc import Callable

from quiddler.engine import Challenge, Discard, Draw, GoOut, Phase, Source, Word
from quiddler.engine.rules import RuleOptions
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.client import RemotePort
from quiddler.remote.host import HostPort
from quiddler.remote.presence import clock_text, presence_line
from tests.match.test_match import WORDS
from tests.remote.harness import hosting


def _join(url: str, code: str) -> RemotePort:
    return RemotePort.join(url, code, open_checker=lambda *args: WORDS, timeout=10)


def _until(condition: Callable[[], bool], seconds: float = 10) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("it did not happen in time")


def test_a_turn_that_runs_out_is_played_by_the_host_and_the_game_goes_on() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob"), Seat("Cy")), seed=7), checker=WORDS)
    with hosting(match, remote=(1, 2), here=(0,), turn_time=0.4) as host:
        first = host.call(lambda: match.game.current)
        watcher = (first + 1) % 3 if (first + 1) % 3 != 0 else (first + 2) % 3
        port = _join(host.url, host.host.codes[watcher])
        try:
            seat, left = host.call(lambda: host.host.turn_left) or (None, 0.0)
            assert seat == first and 0 < left <= 0.4
            assert port.turn_left is not None and port.turn_left[0] == first
            hand = host.call(lambda: match.game.hand(first))
            _until(lambda: host.call(lambda: match.game.current) != first)
            log = host.call(lambda: [r for r in match.game.records if getattr(r, "seat", None) == first])
            assert [type(r).__name__ for r in log] == ["Drew", "Discarded"]
            assert log[1].card == max([*hand, log[0].card], key=lambda c: c.points)  # type: ignore[attr-defined]
            # everyone hears it: the joined table, the host's keyboard table, the host's terminal
            name = match.players[first]
            sentence = f"{name}'s time ran out: the computer played the turn."
            _until(lambda: port.timed_out == first)
            assert sentence in (port.presence() or "")
            assert sentence in (host.call(lambda: HostPort(host.host).presence()) or "")
            assert not host.call(lambda: match.is_computer(first))  # the seat stays theirs
            # the next turn is timed in its turn, and runs out too: the game goes on
            second = host.call(lambda: match.game.current)
            assert (host.call(lambda: host.host.turn_left) or (None,))[0] == second
            _until(lambda: host.call(lambda: match.game.current) not in (first, second))
            assert host.call(lambda: match.game.phase) in (Phase.DRAW, Phase.PLAY)
            _until(lambda: port.timed_out == second)
        finally:
            port.close()


def test_a_player_who_acts_in_time_is_never_pre_empted() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1), turn_time=1.5) as host:
        first = host.call(lambda: match.game.current)
        port = _join(host.url, host.host.codes[first])
        try:
            port.submit(Draw(first, Source.DRAW_PILE))
            time.sleep(0.5)  # thinking, within the time
            card = min(port.view(first).hand, key=lambda c: c.points)  # not the stand-in's choice
            port.submit(Discard(first, card))
            assert host.call(lambda: match.game.records[-1].card) == card  # type: ignore[attr-defined]
            assert host.call(lambda: host.host.timed_out) is None
            # the new turn has its own full time, and the old timer never fires on it
            time.sleep(1.2)  # past the first turn's deadline, within the second's
            assert host.call(lambda: (match.game.current, match.game.phase)) == (1 - first, Phase.DRAW)
            assert host.call(lambda: host.host.timed_out) is None
        finally:
            port.close()


def test_no_turn_is_timed_or_played_while_a_challenge_window_is_open() -> None:
    """Ann goes out; the window waits for Bob (no time limit) far longer than a turn's time: nobody
    is timed and the host plays nothing meanwhile; Bob still challenges, the window closes, and
    only then is his final turn timed, from its start; it runs out and the host lays it down."""
    rules = RuleOptions(hand_sizes=(4,), name="one-round")  # table rules: words laid unchecked
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), rules, seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1), time_limit=None, turn_time=600) as host:
        layer = host.call(lambda: match.game.current)
        other = 1 - layer
        ports = {seat: _join(host.url, host.host.codes[seat]) for seat in (0, 1)}
        try:
            ports[layer].submit(Draw(layer, Source.DRAW_PILE))
            hand = ports[layer].view(layer).hand
            ports[layer].submit(GoOut(layer, (Word(hand[:-1]),), hand[-1]))
            _until(lambda: host.call(lambda: match.challenge_window is not None))
            assert host.call(lambda: (match.game.phase, host.host.turn_left)) == (Phase.CHALLENGE, None)
            host.call(lambda: setattr(host.host, "turn_time", 0.3))  # every turn from now on: 0.3 s
            before = host.call(lambda: len(match.game.records))
            time.sleep(1.5)  # five such turns' time, the window still open
            assert host.call(lambda: (match.game.phase, len(match.game.records))) == (Phase.CHALLENGE, before)
            assert host.call(lambda: (host.host.turn_left, host.host.timed_out)) == (None, None)
            assert ports[other].turn_left is None and ports[other].timed_out is None
            # the window still takes Bob's challenge, and closes once he has decided
            ports[other].submit(Challenge(other, layer, 0))
            if host.call(lambda: match.game.phase) is Phase.CHALLENGE:
                ports[other].pass_challenges(other)
            _until(lambda: host.call(lambda: match.game.phase) is not Phase.CHALLENGE)
            kinds = [type(r).__name__ for r in host.call(lambda: match.game.records[before : before + 2])]
            assert kinds == ["Challenged", "ChallengesClosed"]
            # Bob's final turn: timed once the window closed, then played for him
            _until(lambda: host.call(lambda: match.is_over))
            played = host.call(lambda: [r for r in match.game.records if getattr(r, "seat", None) == other])
            assert [type(r).__name__ for r in played][-2:] == ["Drew", "LaidDown"]
            assert played[-1].words == ()  # type: ignore[attr-defined]
            assert host.call(lambda: host.host.timed_out) == other
            _until(lambda: ports[layer].timed_out == other)
        finally:
            for port in ports.values():
                port.close()


def test_without_a_turn_timer_nobody_is_timed() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        assert host.call(lambda: host.host.turn_left) is None
        port = _join(host.url, host.host.codes[0])
        try:
            assert port.turn_left is None and port.presence() == "Bob is away."
        finally:
            port.close()


def test_the_presence_line() -> None:
    players = ("Ann", "Bob", "Cy")
    assert presence_line(players, ()) is None
    assert presence_line(players, (2,), (1, 64.2), 0) == (
        "Ann's time ran out: the computer played the turn. · Bob: 1:05 left · Cy is away."
    )
    assert clock_text(0.0) == "0:00" and clock_text(9.01) == "0:10" and clock_text(-3) == "0:00"
