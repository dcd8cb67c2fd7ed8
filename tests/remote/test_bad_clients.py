"""Bad clients: garbage, wrong types, huge messages, floods, another seat's moves, replayed
moves, wrong codes. Each gets an error or is closed; the host never breaks and the game is
unharmed (the same records, and a good client still plays)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from quiddler.engine import Discard, Draw, Source, action_to_dict
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote import connection as connection_module
from quiddler.remote.host import BURST, MAX_STRIKES
from quiddler.remote.protocol import MAX_MESSAGE, VERSION, ProtocolError, decode_client
from tests.match.test_match import WORDS
from tests.remote.harness import HostThread, hosting


@contextmanager
def _hello(host: HostThread, seat: int) -> Iterator[ClientConnection]:
    """A connection that said hello with ``seat``'s code and was welcomed."""
    with connect(host.url, open_timeout=20, close_timeout=1, max_size=2**20) as socket:
        socket.send(json.dumps({"type": "hello", "version": VERSION, "code": host.host.codes[seat]}))
        assert json.loads(socket.recv(timeout=20))["type"] == "welcome"
        yield socket


def _next(socket: ClientConnection, kind: str) -> dict[str, Any]:
    """The next message of ``kind`` (presence news may come in between)."""
    for _ in range(50):
        message: dict[str, Any] = json.loads(socket.recv(timeout=20))
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind}")


def _answer(socket: ClientConnection, id: int) -> dict[str, Any]:
    for _ in range(50):
        message = json.loads(socket.recv(timeout=20))
        if message.get("id") == id and message["type"] in ("answer", "error"):
            return message
    raise AssertionError(f"no answer to {id}")


@pytest.fixture
def table() -> Match:
    return Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)


def test_garbage_and_wrong_shapes_are_answered_with_errors_and_change_nothing(table: Match) -> None:
    rng = random.Random(16)
    shapes: list[object] = [
        "not json",
        "[1, 2, 3]",
        "{}",
        '{"type": "act"}',
        '{"type": "act", "id": "one", "action": {}}',
        '{"type": "act", "id": -1, "action": {"kind": "draw"}}',
        '{"type": "ask", "id": 1, "question": "everything"}',
        '{"type": "ask", "id": 1, "question": "why_not", "action": {"kind": "draw", "seat": 1e400}}',
        '{"type": "act", "id": 1, "action": {"kind": "discard", "seat": 0, "card": "zz"}}',
        '{"type": "act", "id": 1, "action": {"kind": "go_out", "seat": 0, "words": "abc", "discard": 3}}',
        '{"type": "hello", "version": 1, "code": "x"}',
        '{"type": "pass", "id": 3}',
        "\udcff".encode("utf-8", "surrogatepass"),
        bytes(rng.randrange(256) for _ in range(300)),
    ]
    for _ in range(30):  # random JSON values of random types
        value = rng.choice([None, True, 1, 2.5, "s", [1], {"type": rng.choice(["act", "ask", "x"])}])
        shapes.append(json.dumps({"type": rng.choice(["act", "ask", "pass"]), "id": value, "action": value}))
    with hosting(table, remote=(0, 1)) as host:
        before = host.call(lambda: len(table.game.records))
        for start in range(0, len(shapes), MAX_STRIKES - 1):  # more refusals close the connection
            with _hello(host, 0) as socket:
                for shape in shapes[start : start + MAX_STRIKES - 1]:
                    socket.send(shape)  # type: ignore[arg-type]
                    message = _next(socket, "error")
                    assert message["message"] and not message["fatal"], shape
                    assert "Traceback" not in message["message"]
                # still at the table: a good question gets its answer
                socket.send(json.dumps({"type": "ask", "id": 99, "question": "why_not_go_out"}))
                assert _answer(socket, 99)["type"] == "answer"
        assert host.call(lambda: len(table.game.records)) == before


def test_another_seats_moves_replays_and_moves_out_of_turn_are_refused(table: Match) -> None:
    with hosting(table, remote=(0, 1)) as host:
        current = host.call(lambda: table.game.current)
        other = 1 - current
        with _hello(host, current) as mine, _hello(host, other) as theirs:
            # the other seat's code cannot act for the seat whose turn it is
            draw = action_to_dict(Draw(current, Source.DRAW_PILE))
            theirs.send(json.dumps({"type": "act", "id": 1, "action": draw}))
            refused = _answer(theirs, 1)
            assert refused["type"] == "error" and "another player's" in str(refused["message"])
            # nor ask what another seat may do (it would tell whose hand holds what)
            card = host.call(lambda: table.game.hand(current)[0])
            discard = action_to_dict(Discard(current, card))
            theirs.send(json.dumps({"type": "ask", "id": 2, "question": "why_not", "action": discard}))
            assert _answer(theirs, 2)["type"] == "error"
            # out of turn: the engine's sentence
            theirs.send(json.dumps({"type": "act", "id": 3, "action": action_to_dict(Draw(other))}))
            assert _answer(theirs, 3)["type"] == "error"
            # the right seat draws; the same message again is refused (it is no longer the draw)
            mine.send(json.dumps({"type": "act", "id": 4, "action": draw}))
            assert _answer(mine, 4)["type"] == "answer"
            mine.send(json.dumps({"type": "act", "id": 5, "action": draw}))
            assert _answer(mine, 5)["type"] == "error"
        assert host.call(lambda: len(table.game.records)) == 1


def test_a_wrong_code_an_old_version_and_a_wrong_room_are_refused(table: Match) -> None:
    with hosting(table, remote=(0, 1)) as host:
        for hello in (
            {"type": "hello", "version": VERSION, "code": "AAAA-AAAA"},
            {"type": "hello", "version": VERSION + 1, "code": host.host.codes[0]},
            {"type": "hello", "version": VERSION, "code": host.host.codes[0], "name": "\x1b[2J"},
            {"type": "ask", "id": 1, "question": "window"},
        ):
            with connect(host.url, open_timeout=20) as socket:
                socket.send(json.dumps(hello))
                message = json.loads(socket.recv(timeout=20))
                assert message["type"] == "error" and message["fatal"] is True
                with pytest.raises(ConnectionClosed):
                    socket.recv(timeout=20)
        with connect(host.url.rsplit("/", 1)[0] + "/elsewhere", open_timeout=20) as socket:
            assert json.loads(socket.recv(timeout=20))["fatal"] is True
        assert host.call(lambda: host.host.connections) == {}


def test_a_huge_message_closes_the_connection_and_a_flood_is_slowed_then_closed(
    table: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A flood is more messages than the burst plus what the rate refills while the host reads
    # them: at the host's 100 a second, a busy machine that reads these 250 in more than half a
    # second never sees one. At one a second they are a flood on any machine.
    monkeypatch.setattr(connection_module, "RATE", 1.0)
    with hosting(table, remote=(0, 1)) as host:
        with _hello(host, 0) as socket, pytest.raises(ConnectionClosed):
            socket.send("x" * (MAX_MESSAGE + 1))
            for _ in range(10):
                socket.recv(timeout=20)
        slowed = closed = False
        with _hello(host, 0) as socket:
            try:
                for index in range(BURST + 50 + MAX_STRIKES + 5):
                    socket.send(json.dumps({"type": "ask", "id": index, "question": "why_not_go_out"}))
                    if index == BURST + 50:  # past the burst: the host says slow down
                        for _ in range(BURST + 60):
                            message = json.loads(socket.recv(timeout=20))
                            if message.get("message") == "Too many messages: slow down.":
                                slowed = True
                                break
                for _ in range(4000):
                    socket.recv(timeout=20)
            except ConnectionClosed:
                closed = True
        assert slowed and closed
        with _hello(host, 1) as good:  # the host is still serving
            good.send(json.dumps({"type": "ask", "id": 7, "question": "look_up", "text": "tea"}))
            assert _answer(good, 7)["type"] == "answer"
        assert host.call(lambda: len(table.game.records)) == 0


def test_the_decoder_refuses_what_the_protocol_does_not_say() -> None:
    with pytest.raises(ProtocolError):
        decode_client(b'{"type": "hello", "version": 1, "code": "x", "extra": 1}')
    with pytest.raises(ProtocolError):
        decode_client(b"x" * (MAX_MESSAGE + 1))


def test_joining_with_a_wrong_code_is_the_hosts_sentence(table: Match) -> None:
    from quiddler.remote.client import JoinError, RemotePort

    with hosting(table, remote=(0, 1)) as host, pytest.raises(JoinError, match="not one of this game's"):
        RemotePort.join(host.url, "AAAA-AAAA", timeout=20)
