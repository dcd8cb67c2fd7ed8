"""Remote play end to end on 127.0.0.1: a whole game, privacy, dropping and joining again, and the
table screens over a remote port. Every loop is bounded in count and time."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import msgspec
import pytest

from quiddler.engine import Draw, Phase, Source
from quiddler.match import ChallengeWindow, Match, MatchSetup, PassChallenges, Presence, Seat
from quiddler.match.computers import make_bot
from quiddler.match.driver import play_out, step
from quiddler.remote.bot import BotClient
from quiddler.remote.client import RemotePort
from quiddler.remote.wire import view_to_wire
from tests.match.test_match import WORDS
from tests.remote.harness import HostThread, hosting

SEED = 11
VIEW_FIELDS = set(view_to_wire(Match.new(MatchSetup((Seat("A"), Seat("B")), seed=1), checker=WORDS).view(0)))


def _join(url: str, code: str, **options: object) -> RemotePort:
    return RemotePort.join(url, code, open_checker=lambda *args: WORDS, timeout=10, **options)


def _play_here(
    host: HostThread, match: Match, port: RemotePort, bots: dict[int, object], deadline: float
) -> None:
    """Play seat 0 at the host's keyboard and the port's seat with computer players, until the game
    is over (the other seats play themselves)."""
    steps = 0
    while steps < 20_000 and time.monotonic() < deadline:
        steps += 1
        view = port.view(port.seat).game
        if view.is_over:
            return
        if view.is_my_turn:
            action = bots[port.seat].act(view)  # type: ignore[attr-defined]
            assert view.why_not(action, WORDS) is None  # the view answers: no question to the host
            port.submit(action)
            continue
        phase, current, window = host.call(
            lambda: (match.game.phase, match.game.current, match.challenge_window)
        )
        if phase in (Phase.DRAW, Phase.PLAY) and current == 0:
            host.call(lambda: match.apply(bots[0].act(match.view(0))))  # type: ignore[attr-defined]
            continue
        if window is not None and 0 in window.waiting:
            host.call(lambda: match.pass_challenges(0))
        elif window is not None and port.seat in window.waiting:
            port.submit(PassChallenges(port.seat))
        elif phase is Phase.ROUND_OVER:
            host.call(lambda: step(match))
        time.sleep(0.002)
    raise AssertionError("the game did not end in time")


def _private_parts(data: bytes, seat: int) -> list[str]:
    """What in one message received by ``seat`` is not its to see (empty: nothing)."""
    problems: list[str] = []
    message = msgspec.json.decode(data)

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if "hand" in value:
                if value.get("seat") != seat:
                    problems.append(f"a view of seat {value.get('seat')}")
                if set(value) != VIEW_FIELDS:
                    problems.append(f"a view with fields {sorted(set(value) ^ VIEW_FIELDS)}")
            blind = value.get("record") == "Drew" and value["source"] == "draw" and value["seat"] != seat
            if blind and value["card"] is not None:
                problems.append(f"the card seat {value['seat']} drew blind")
            for key in value:
                # the discard pile is face up; the rules' round_pile is a number everyone knows
                if "pile" in key and key not in ("discard_pile", "round_pile"):
                    problems.append(f"a field {key}")
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(message)
    return problems


def test_a_whole_game_with_remote_seats_scores_as_the_same_game_played_here() -> None:
    """One seat at the host's keyboard, one remote through RemotePort, one remote computer client:
    the totals are those of the same seeded game played in one process; and no byte either client
    received holds another hand, a card drawn blind by someone else, or the draw pile."""
    setup = MatchSetup((Seat("Ann"), Seat("Bob"), Seat("Cy")), seed=SEED)
    match = Match.new(setup, checker=WORDS)
    with hosting(match, remote=(1, 2), here=(0,)) as host:
        codes = host.host.codes
        bob = _join(host.url, codes[1], record=True)
        cy = BotClient(host.url, codes[2], make_bot("easy", SEED + 2, WORDS))
        played = asyncio.run_coroutine_threadsafe(cy.play(timeout=60), host.loop)
        bots = {0: make_bot("easy", SEED, WORDS), 1: make_bot("easy", SEED + 1, WORDS)}
        try:
            _play_here(host, match, bob, bots, time.monotonic() + 60)
            final = played.result(30)
            # the reviews, asked over the network, are the host's own (worked out off its loop)
            from quiddler.match.review import game_review, round_review

            assert bob.services().review.round_review(1, 0) == round_review(match.game, 1, 0)
            assert bob.services().review.game_review([0, 1, 2]) == game_review(match.game, [0, 1, 2])
        finally:
            bob.close()
        assert bob.received is not None
        received = {1: bob.received, 2: cy.received}
    seats = tuple(Seat.computer(name, "easy") for name in ("Ann", "Bob", "Cy"))
    here = Match.new(MatchSetup(seats, seed=SEED), checker=WORDS)
    play_out(here)
    assert here.is_over and match.is_over
    assert match.game.totals == here.game.totals == final.totals
    for seat, messages in received.items():
        assert len(messages) > 100
        for data in messages:
            assert _private_parts(data, seat) == [], data[:200]


def test_the_privacy_check_finds_another_hand() -> None:
    """The check above is not empty: another seat's view, or a blind draw, is caught."""
    match = Match.new(MatchSetup((Seat("A"), Seat("B")), seed=3), checker=WORDS)
    other = msgspec.json.encode({"type": "event", "view": view_to_wire(match.view(1))})
    assert _private_parts(other, 0) == ["a view of seat 1"]
    drew = {"record": "Drew", "round": 0, "seat": 1, "source": "draw", "card": "a", "refilled": False}
    assert _private_parts(msgspec.json.encode({"record": drew}), 0) == ["the card seat 1 drew blind"]


def test_a_player_who_drops_mid_turn_and_joins_again_gets_the_same_hand() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        first = match.game.current
        port = _join(host.url, host.host.codes[first])
        port.submit(Draw(first, Source.DRAW_PILE))
        hand = port.view(first).game.hand
        port.close()
        _wait(lambda: host.call(lambda: host.host.away) == (0, 1))
        other = _join(host.url, host.host.codes[1 - first])
        assert other.view(None).presence == f"{match.players[first]} is away."
        again = _join(host.url, host.host.codes[first].lower().replace("-", ""))
        try:
            assert again.view(first).game.hand == hand
            assert again.view(first).game.phase is Phase.PLAY and again.view(first).game.is_my_turn
            _wait(lambda: other.view(None).presence is None)
        finally:
            again.close()
            other.close()


def test_a_dropped_connection_joins_again_by_itself() -> None:
    """The port joins again after the host closed its connection (a network drop)."""
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        port = RemotePort.join(host.url, host.host.codes[0], open_checker=lambda *a: WORDS, retry=0.1)
        # Being offline lasts only until the retry (0.1 s): heard as it happens, not looked for
        online: list[bool] = []
        port.subscribe(lambda event: online.append(event.online) if isinstance(event, Presence) else None)
        try:
            host.run(host.host.connections[0].socket.close())
            _wait(lambda: False in online)
            _wait(lambda: True in online[online.index(False) :] and port.online)
            assert port.view(0).game.hand == host.call(lambda: match.view(0).hand)
        finally:
            port.close()


def _play_to_a_window(
    host: HostThread, match: Match, ports: dict[int, RemotePort], bots: dict[int, Any]
) -> ChallengeWindow:
    """Play the remote seats with computer players until the host opens a challenge window that
    waits for someone; that window, read in the same step as the phase."""
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        phase, window = host.call(lambda: (match.game.phase, match.challenge_window))
        if phase is Phase.CHALLENGE and window is not None:
            return window
        for seat, port in ports.items():
            view = port.view(seat).game
            if view.is_my_turn:
                port.submit(bots[seat].act(view))
        if phase is Phase.ROUND_OVER:
            host.call(lambda: step(match))
        time.sleep(0.005)
    raise AssertionError("no challenge window opened in time")


def test_a_challenge_window_closes_on_time_and_a_rejoining_decider_finds_it_open() -> None:
    """A decider who drops and joins again while a window is open is told it is open, with the
    time left; the host's time limit closes a window nobody passed.

    The first window has a long limit (a drop and a join fit in it on any machine) and is closed
    by everyone passing; the host's limit is then made 1 s (read as each window opens) and the
    next window is left to run out."""
    setup = MatchSetup((Seat.computer("Rex", "easy"), Seat("Ann"), Seat("Bob")), seed=SEED)
    match = Match.new(setup, checker=WORDS)
    said: list[str] = []
    with hosting(match, remote=(1, 2), time_limit=30.0, say=said.append) as host:
        ports = {1: _join(host.url, host.host.codes[1]), 2: _join(host.url, host.host.codes[2])}
        bots = {1: make_bot("easy", SEED + 1, WORDS), 2: make_bot("easy", SEED + 2, WORDS)}
        try:
            window = _play_to_a_window(host, match, ports, bots)
            assert window.time_limit == 30.0
            decider = window.waiting[0]
            ports[decider].close()
            ports[decider] = again = _join(host.url, host.host.codes[decider])
            opened = again.view(decider).window
            assert opened is not None
            assert decider in opened.waiting and opened.deadline is not None
            assert 0 < opened.deadline - time.perf_counter() <= 30
            for seat, port in ports.items():
                if seat in opened.waiting:
                    port.submit(PassChallenges(seat))
            _wait(lambda: host.call(lambda: match.challenge_window) is not window)
            host.call(lambda: setattr(host.host, "time_limit", 1.0))
            window = _play_to_a_window(host, match, ports, bots)
            assert window.time_limit == 1.0
            _wait(lambda: host.call(lambda: match.game.phase) is not Phase.CHALLENGE)
            assert "The challenge window closed: time is up." in said
            _wait(lambda: again.view(decider).game.phase is not Phase.CHALLENGE)
        finally:
            for port in ports.values():
                port.close()


def _wait(condition: object, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.01)
    raise AssertionError("waited in vain")


@pytest.fixture(autouse=True)
def _bounded() -> object:
    """No test here may hang the suite (each loop is bounded too)."""
    start = time.monotonic()
    yield
    assert time.monotonic() - start < 120


def test_the_host_hands_a_gone_seat_to_a_computer_and_its_player_takes_it_back() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        first = host.call(lambda: match.game.current)
        other = _join(host.url, host.host.codes[1 - first])
        try:
            host.call(lambda: host.host.hand_over(first, "easy"))  # the first player never came
            _wait(lambda: host.call(lambda: match.game.current) != first)  # the computer played
            assert host.call(lambda: len(match.game.records)) == 2
            _wait(lambda: other.seats[first].level == "easy")
            back = _join(host.url, host.host.codes[first])
            try:
                assert host.call(lambda: match.is_computer(first)) is False
                _wait(lambda: other.seats[first].level is None)
            finally:
                back.close()
        finally:
            other.close()


def test_a_host_with_a_certificate_is_joined_over_tls() -> None:
    """--certfile/--keyfile: wss://, the player trusting the host's certificate (--cafile)."""
    import ssl
    from pathlib import Path

    here = Path(__file__).parent  # a self-signed certificate for 127.0.0.1, for this test only
    server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server.load_cert_chain(here / "tls-cert.pem", here / "tls-key.pem")
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1), ssl=server) as host:
        assert host.url.startswith("wss://127.0.0.1:")
        trusting = ssl.create_default_context(cafile=str(here / "tls-cert.pem"))
        port = _join(host.url, host.host.codes[0], ssl_context=trusting)
        try:
            assert port.view(0).game.hand == host.call(lambda: match.view(0).hand)
        finally:
            port.close()
        from quiddler.remote.client import JoinError

        with pytest.raises(JoinError, match="Could not reach the host"):  # not trusted: refused
            RemotePort.join(host.url, host.host.codes[1], timeout=10)
