"""The host's turn timer (``quiddler host --turn-time``), in process on 127.0.0.1: a turn that
outlasts it is played by the host for its player, everyone hears so and the game goes on; a
player who acts in time is never pre-empted. Every wait is bounded.

A join may take longer than a short turn on a busy machine, so the players join while the turn
being played has a long limit, and the short limit is set (``Host.turn_time``, read as each turn
begins) in the same step on the host's loop as the move that starts the turn under test. What a
timer did is read where it happened: in the host's ``say`` (on its loop, as it speaks) and in the
joined table's events, never by hoping the next turn has not run out yet."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, TypeVar

from quiddler.engine import Challenge, Discard, Discarded, Draw, GoOut, Phase, Source, Word
from quiddler.engine.rules import RuleOptions
from quiddler.match import Match, MatchSetup, PassChallenges, Seat
from quiddler.remote.client import RemotePort
from quiddler.remote.host import HostPort
from quiddler.remote.presence import clock_text, presence_line
from tests.match.test_match import WORDS
from tests.remote.harness import HostThread, hosting

T = TypeVar("T")

#: The limit of the turn being played while someone joins: far longer than any join.
JOINING = 60.0


def _join(url: str, code: str) -> RemotePort:
    return RemotePort.join(url, code, open_checker=lambda *args: WORDS, timeout=10)


def _until(condition: Callable[[], bool], seconds: float = 20) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("it did not happen in time")


def _said(host: HostThread) -> list[tuple[str, tuple[int, float] | None, str | None]]:
    """Each line the host says from now on, with the turn it is timing and its keyboard table's
    presence line at that moment (read on its loop, as it says the line)."""
    said: list[tuple[str, tuple[int, float] | None, str | None]] = []
    keyboard = HostPort(host.host)

    def say(line: str) -> None:
        said.append((line, host.host.turn_left, keyboard.view(None).presence))

    host.call(lambda: setattr(host.host, "say", say))
    return said


def _heard(port: RemotePort) -> list[tuple[int | None, str | None]]:
    """What the joined table knew each time the host's news reached it: the seat whose time ran
    out, and its presence line."""
    heard: list[tuple[int | None, str | None]] = []
    port.subscribe(lambda event: heard.append((port.timed_out, port.view(None).presence)))
    return heard


async def _at(when: float, read: Callable[[], T]) -> T:
    """``read()`` on the running loop once ``time.monotonic()`` passes ``when``: after every timer
    the loop had due by then (timers run in the order of their times, however late the loop is)."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[T] = loop.create_future()
    loop.call_at(loop.time() + (when - time.monotonic()), lambda: done.set_result(read()))
    return await done


def test_a_turn_that_runs_out_is_played_by_the_host_and_the_game_goes_on() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob"), Seat("Cy")), seed=7), checker=WORDS)
    ann, bob, cy = 0, 1, 2
    with hosting(match, remote=(bob, cy), here=(ann,), turn_time=JOINING) as host:
        said = _said(host)
        assert host.call(lambda: match.game.current) == ann  # at the host's keyboard
        port = _join(host.url, host.host.codes[cy])  # Cy watches Bob's turn run out
        heard = _heard(port)
        try:
            # the turn being played is timed, and the table that joins is told whose it is
            seat, left = host.call(lambda: host.host.turn_left) or (None, 0.0)
            assert seat == ann and 0 < left <= JOINING
            assert port.turn_left is not None and port.turn_left[0] == ann

            def ann_plays_in_time() -> tuple[Any, tuple[int, float] | None]:
                host.host.turn_time = 0.4  # the turns from the next one on
                match.apply(Draw(ann, Source.DRAW_PILE))
                match.apply(Discard(ann, match.game.hand(ann)[0]))
                return match.game.hand(bob), host.host.turn_left  # Bob's turn has just begun

            hand, timed = host.call(ann_plays_in_time)
            assert timed is not None and timed[0] == bob and 0 < timed[1] <= 0.4
            _until(lambda: host.call(lambda: match.game.current) != bob)
            # the host played Bob's turn: a draw, then the discard worth the most points (the
            # turns go on running out meanwhile: Bob's first two records are that turn's)
            records = host.call(lambda: [r for r in match.game.records if getattr(r, "seat", None) == bob])
            log = records[:2]
            assert [type(r).__name__ for r in log] == ["Drew", "Discarded"]
            assert log[1].card == max([*hand, log[0].card], key=lambda c: c.points)  # type: ignore[attr-defined]
            # everyone hears it: the joined table, the host's keyboard table, the host's terminal
            sentence = "Bob's time ran out: the computer played the turn."
            _until(lambda: any(line == sentence for line, _turn, _presence in said))
            _line, turn, keyboard = next(entry for entry in said if entry[0] == sentence)
            assert sentence in (keyboard or "")
            _until(lambda: any(seat == bob for seat, _presence in heard))
            assert any(seat == bob and sentence in (line or "") for seat, line in heard)
            assert not host.call(lambda: match.is_computer(bob))  # the seat stays theirs
            # the next turn was timed as soon as it began, and it runs out too: the game goes on
            assert turn is not None and turn[0] == cy and 0 < turn[1] <= 0.4
            _until(lambda: any(seat == cy for seat, _presence in heard))
            assert host.call(lambda: match.game.phase) in (Phase.DRAW, Phase.PLAY)
        finally:
            port.close()


def test_a_player_who_acts_in_time_is_never_pre_empted() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    ann, bob = 0, 1
    with hosting(match, remote=(bob,), here=(ann,), turn_time=JOINING) as host:
        assert host.call(lambda: match.game.current) == ann  # at the host's keyboard
        port = _join(host.url, host.host.codes[bob])
        try:

            def ann_plays_in_time() -> tuple[int, float]:
                host.host.turn_time = 2.0  # the turns from the next one on
                match.apply(Draw(ann, Source.DRAW_PILE))
                match.apply(Discard(ann, match.game.hand(ann)[0]))
                seat, left = host.host.turn_left or (-1, 0.0)
                assert seat == bob  # Bob's turn has just begun
                return seat, time.monotonic() + left  # its deadline

            _seat, deadline = host.call(ann_plays_in_time)
            # the turn timed after each move, read as the move is heard (after the host, which
            # subscribed first and times the turn that begins)
            timed: list[tuple[object, tuple[int, float] | None]] = []
            host.call(lambda: match.subscribe(lambda event: timed.append((event, host.host.turn_left))))
            port.submit(Draw(bob, Source.DRAW_PILE))
            time.sleep(0.5)  # thinking, within the time
            card = min(port.view(bob).game.hand, key=lambda c: c.points)  # not the stand-in's choice
            port.submit(Discard(bob, card))
            assert host.call(lambda: match.game.records[-1].card) == card  # type: ignore[attr-defined]
            assert host.call(lambda: host.host.timed_out) is None
            # the new turn has its own full time (Bob had less than 1.5 s left when he discarded)
            ann_turn = next(
                turn for event, turn in timed if isinstance(getattr(event, "record", None), Discarded)
            )
            assert ann_turn is not None and ann_turn[0] == ann and 1.5 < ann_turn[1] <= 2.0
            # and the old timer never fires on it: looked at on the host's loop just after Bob's
            # deadline, so after his timer had it not been stopped, and before Ann's (which began
            # at least 0.5 s after his), however late the loop runs them
            current, phase, timed_out = host.run(
                _at(deadline + 0.1, lambda: (match.game.current, match.game.phase, host.host.timed_out))
            )
            assert (current, phase, timed_out) == (ann, Phase.DRAW, None)
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
            hand = ports[layer].view(layer).game.hand
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
                ports[other].submit(PassChallenges(other))
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
            assert port.turn_left is None and port.view(None).presence == "Bob is away."
        finally:
            port.close()


def test_the_presence_line() -> None:
    players = ("Ann", "Bob", "Cy")
    assert presence_line(players, ()) is None
    assert presence_line(players, (2,), (1, 64.2), 0) == (
        "Ann's time ran out: the computer played the turn. · Bob: 1:05 left · Cy is away."
    )
    assert clock_text(0.0) == "0:00" and clock_text(9.01) == "0:10" and clock_text(-3) == "0:00"
