"""The last refusals a host said only in its own language travel as reasons too (issue 28, point
8): a name refused at the hello, a message the protocol cannot read, and the 20th refusal that
names the limit and closes the connection. The client says each in its own language; the
``message`` field stays the host's sentence for clients of the first protocol. Both ways: an
English host with a Spanish player, a Spanish host with an English one (one process: the host's
loop runs in a context speaking its language, the player's side in the process's)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from quiddler.engine import Reason
from quiddler.i18n import speaking, use_language
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.client import JoinError, RemotePort
from quiddler.remote.host import MAX_STRIKES
from quiddler.remote.protocol import VERSION
from quiddler.remote.reasons import said
from tests.match.test_match import WORDS
from tests.remote.harness import HostThread, hosting

#: (the host's language, the player's)
BOTH_WAYS = [("en", "es"), ("es", "en")]


@pytest.fixture(params=BOTH_WAYS, ids=["english-host-spanish-player", "spanish-host-english-player"])
def languages(request: pytest.FixtureRequest) -> Iterator[tuple[HostThread, str, str]]:
    host_language, player_language = request.param
    match = Match.new(MatchSetup((Seat.person("Ann"), Seat.person("Bob")), seed=5), checker=WORDS)
    use_language(player_language)
    try:
        with ExitStack() as stack:
            with speaking(host_language):  # the host's tasks keep the context they start in
                host = stack.enter_context(hosting(match, remote=(0, 1)))
            yield host, host_language, player_language
    finally:
        use_language("en")


def _in(language: str, reason: Reason) -> str:
    with speaking(language):
        return str(reason)


@contextmanager
def _hello(host: HostThread, lang: str) -> Iterator[ClientConnection]:
    with connect(host.url, open_timeout=20, close_timeout=1) as socket:
        socket.send(
            json.dumps({"type": "hello", "version": VERSION, "code": host.host.codes[0], "lang": lang})
        )
        assert json.loads(socket.recv(timeout=20))["type"] == "welcome"
        yield socket


def _error(socket: ClientConnection) -> dict[str, Any]:
    for _ in range(50):
        message: dict[str, Any] = json.loads(socket.recv(timeout=20))
        if message["type"] == "error":
            return message
    raise AssertionError("no error")


def test_a_name_refused_at_the_hello_is_said_in_the_players_language(
    languages: tuple[HostThread, str, str],
) -> None:
    host, host_language, player_language = languages
    refused = Reason("name_refused", {"problem": Reason("name_unprintable")})
    with pytest.raises(JoinError) as caught:
        RemotePort.join(host.url, host.host.codes[1], "Bob\x1b]0;owned\x07", timeout=20)
    assert str(caught.value) == _in(player_language, refused)
    assert str(caught.value) != _in(host_language, refused)
    # over the wire: the host's sentence for the first protocol's clients, and the reason
    with connect(host.url, open_timeout=20, close_timeout=1) as socket:
        socket.send(
            json.dumps({"type": "hello", "version": VERSION, "code": host.host.codes[1], "name": " "})
        )
        error = json.loads(socket.recv(timeout=20))
    empty = Reason("name_refused", {"problem": Reason("name_empty")})
    assert error["fatal"] and error["message"] == _in(host_language, empty)
    assert error["reason"] == {
        "code": "name_refused",
        "args": {"problem": {"code": "name_empty", "args": {}}},
    }
    assert said(error, "message") == _in(player_language, empty) != error["message"]


def test_a_message_the_protocol_cannot_read_is_refused_in_the_players_language(
    languages: tuple[HostThread, str, str],
) -> None:
    host, host_language, player_language = languages
    cases = [
        ("not json", Reason("message_not_json"), None),
        ('{"type": "pass", "id": 4, "mood": "x"}', "message_does_not_fit", 4),
        (
            '{"type": "act", "id": 5, "action": ' + "[" * 20 + "]" * 20 + "}",
            Reason("message_too_deep", {"depth": 8}),
            5,
        ),
    ]
    with _hello(host, player_language) as socket:
        for raw, expected, id in cases:
            socket.send(raw)
            error = _error(socket)
            assert error["id"] == id and not error["fatal"]
            reason = Reason.from_dict(error["reason"])
            if isinstance(expected, Reason):
                assert reason == expected
            else:  # the decoder's own words travel as the argument, the same in every language
                assert reason.code == expected and "mood" in reason.args["error"]
            assert error["message"] == _in(host_language, reason)
            assert said(error, "message") == _in(player_language, reason) != error["message"]


def test_the_refusal_that_closes_a_connection_names_the_limit_in_the_players_language(
    languages: tuple[HostThread, str, str],
) -> None:
    host, host_language, player_language = languages
    with _hello(host, player_language) as socket:
        errors = []
        for _ in range(MAX_STRIKES):
            socket.send("not json")
            errors.append(_error(socket))
    last = errors[-1]
    limit = Reason("too_many_refused", {"refused": Reason("message_not_json"), "count": MAX_STRIKES})
    assert last["fatal"] and not errors[-2]["fatal"]
    assert last["reason"] == limit.to_dict()
    assert last["message"] == _in(host_language, limit)  # as before: the refusal, then the limit
    assert last["message"].startswith(_in(host_language, Reason("message_not_json")) + " ")
    assert said(last, "message") == _in(player_language, limit) != last["message"]
    assert str(MAX_STRIKES) in said(last, "message")
