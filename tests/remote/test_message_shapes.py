"""Every field of every message typed, nesting measured before decoding, every refusal an
``error`` carrying the message's ``id``; the protocol's smaller promises: a client newer than the
host hears that the HOST is the older side, the last refused message names the limit that closes
the connection, and the second player to deal the next round is answered, not refused."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from quiddler.engine import Phase, RuleOptions
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.computers import make_bot
from quiddler.remote.host import MAX_STRIKES
from quiddler.remote.protocol import MAX_DEPTH, VERSION, Act, GoOutAction, ProtocolError, decode_client
from tests.match.test_match import WORDS
from tests.remote.harness import HostThread, hosting


@pytest.fixture
def table() -> Match:
    return Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)


@contextmanager
def _hello(host: HostThread, seat: int) -> Iterator[ClientConnection]:
    with connect(host.url, open_timeout=20, close_timeout=1) as socket:
        socket.send(json.dumps({"type": "hello", "version": VERSION, "code": host.host.codes[seat]}))
        assert json.loads(socket.recv(timeout=20))["type"] == "welcome"
        yield socket


def _reply(socket: ClientConnection) -> dict[str, Any]:
    """The next answer or error (presence news skipped)."""
    for _ in range(50):
        message: dict[str, Any] = json.loads(socket.recv(timeout=20))
        if message["type"] in ("answer", "error"):
            return message
    raise AssertionError("no answer")


def _go_out(id: int, words: str) -> str:
    action = '{"kind": "go_out", "seat": 0, "words": ' + words + ', "discard": "a"}'
    return '{"type": "act", "id": ' + str(id) + ', "action": ' + action + "}"


def test_the_words_of_an_action_are_typed_down_to_each_card() -> None:
    message = decode_client(_go_out(3, '[["qu", "i", "z"]]'))
    assert isinstance(message, Act) and isinstance(message.action, GoOutAction)
    assert message.action.words == [["qu", "i", "z"]]
    for words in ('"abc"', '["abc"]', "[[1, 2]]", '[["abc"]]', '{"a": 1}'):
        with pytest.raises(ProtocolError) as refused:
            decode_client(_go_out(3, words))
        assert refused.value.id == 3, words


def test_a_message_nested_a_thousand_levels_is_refused_by_its_id_before_it_is_decoded() -> None:
    deep = "[" * 1000 + "]" * 1000
    with pytest.raises(ProtocolError, match="nested too deeply") as refused:
        decode_client(_go_out(41, deep))
    assert refused.value.id == 41
    # the id after the deep part is not read (nothing that deep is decoded); the error says so
    late = '{"type": "act", "action": ' + "[" * 30000 + "]" * 30000 + ', "id": 42}'
    with pytest.raises(ProtocolError, match="nested too deeply"):
        decode_client(late)
    # brackets inside strings are not nesting
    text = json.dumps({"type": "ask", "id": 5, "question": "look_up", "text": "[" * 150 + '\\"'})
    assert decode_client(text).id == 5  # type: ignore[union-attr]


@given(
    st.recursive(st.none() | st.integers() | st.text(max_size=3), lambda inner: st.lists(inner, max_size=3))
)
def test_any_nesting_is_decoded_or_refused_in_one_sentence(words: object) -> None:
    raw = json.dumps(
        {"type": "act", "id": 9, "action": {"kind": "go_out", "seat": 0, "words": words, "discard": "a"}}
    )
    try:
        decode_client(raw)
    except ProtocolError as error:
        assert error.id == 9 and str(error).endswith(".")


@given(st.integers(min_value=1, max_value=3000))
def test_depth_is_measured_exactly(depth: int) -> None:
    raw = _go_out(1, "[" * depth + "]" * depth)
    try:
        decode_client(raw)
        refused = ""
    except ProtocolError as error:
        refused = str(error)
    # the message, its action and the words' list are 3 levels before the words' own brackets
    assert ("nested too deeply" in refused) == (depth + 2 > MAX_DEPTH)


def test_over_the_wire_every_refusal_is_an_error_with_the_messages_id(table: Match) -> None:
    with hosting(table, remote=(0, 1)) as host, _hello(host, 0) as socket:
        for id, raw in enumerate(
            [
                _go_out(0, '"abc"'),
                _go_out(1, "[" * 1000 + "]" * 1000),
                '{"type": "act", "id": 2, "action": {"kind": "draw", "seat": 0, "source": "pile"}}',
                '{"type": "ask", "id": 3, "question": "everything"}',
                '{"type": "act", "id": 4, "action": {"kind": "discard", "seat": 0, "card": "zz"}}',
                '{"type": "pass", "id": 5}',
            ]
        ):
            socket.send(raw)
            reply = _reply(socket)
            assert reply["type"] == "error" and reply["id"] == id and not reply["fatal"], raw
        socket.send(json.dumps({"type": "ask", "id": 99, "question": "why_not_go_out"}))
        assert _reply(socket) == {"type": "answer", "id": 99, "value": _reply_value(host)}


def _reply_value(host: HostThread) -> Any:
    return host.call(lambda: host.host.match.game.why_not_go_out_this_turn(0))


def test_the_last_refused_message_names_the_limit_and_so_does_the_close(table: Match) -> None:
    with hosting(table, remote=(0, 1)) as host, _hello(host, 0) as socket:
        errors = []
        for id in range(MAX_STRIKES):
            socket.send(_go_out(id, '"abc"'))
            errors.append(_reply(socket))
        assert [error["fatal"] for error in errors] == [False] * (MAX_STRIKES - 1) + [True]
        assert f"{MAX_STRIKES} messages refused" in errors[-1]["message"]
        assert errors[-1]["id"] == MAX_STRIKES - 1
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=20)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        assert str(MAX_STRIKES) in closed.value.rcvd.reason


def test_a_client_newer_than_the_host_is_told_the_host_is_older(table: Match) -> None:
    with hosting(table, remote=(0, 1)) as host:
        for version, says in ((VERSION + 1, "This host is older"), (VERSION - 1, "update quiddler")):
            with connect(host.url, open_timeout=20) as socket:
                socket.send(json.dumps({"type": "hello", "version": version, "code": host.host.codes[0]}))
                refused = json.loads(socket.recv(timeout=20))
                assert refused["fatal"] and says in refused["message"], refused


def _round_over(match: Match) -> None:
    """Play both seats with computer players to the end of the round (on the host's loop)."""
    bots = {seat: make_bot("easy", seat, WORDS) for seat in (0, 1)}
    game = match.game
    for _ in range(3000):
        if game.phase is Phase.ROUND_OVER:
            return
        if game.phase is Phase.CHALLENGE:
            for seat in match.open_challenges().waiting:
                match.pass_challenges(seat)
        else:
            match.apply(bots[game.current].act(match.view(game.current)))
    raise AssertionError("the round did not end")


def test_the_second_player_to_deal_the_next_round_is_answered_not_refused() -> None:
    rules = RuleOptions(hand_sizes=(3, 4), name="short-test")
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), rules, seed=3), checker=WORDS)

    with hosting(match, remote=(0, 1), time_limit=None) as host:
        host.call(lambda: _round_over(match))
        with _hello(host, 0) as ann, _hello(host, 1) as bob:
            next_round = json.dumps({"type": "act", "id": 7, "action": {"kind": "next_round"}})
            ann.send(next_round)
            assert _reply(ann)["value"]["record"] == "RoundStarted"
            bob.send(next_round)
            assert _reply(bob) == {"type": "answer", "id": 7, "value": None}
        assert host.call(lambda: (match.game.round, match.game.phase)) == (1, Phase.DRAW)


def test_a_joined_table_that_deals_a_round_dealt_already_gets_that_round() -> None:
    """``quiddler join``'s port: asking whether it may deal, and dealing, a round another player
    dealt a moment before is answered with that round (the table then simply goes on)."""
    from quiddler.engine import NextRound, RoundStarted, action_to_dict
    from quiddler.remote.client import RemotePort

    rules = RuleOptions(hand_sizes=(3, 4), name="short-test")
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), rules, seed=3), checker=WORDS)
    with hosting(match, remote=(0, 1), time_limit=None) as host:
        host.call(lambda: _round_over(match))
        bob = RemotePort.join(host.url, host.host.codes[1], open_checker=lambda *args: WORDS, timeout=20)
        try:
            host.call(match.next_round)  # Ann deals first
            # the host's why_not says nothing bars it (the port asks the view; others ask the host)
            assert bob._ask("why_not", action=action_to_dict(NextRound())) is None
            record = bob.submit(NextRound())
            assert isinstance(record, RoundStarted) and record.round == 1
        finally:
            bob.close()
        dealt = host.call(lambda: [r for r in match.game.records if isinstance(r, RoundStarted)])
        assert [record.round for record in dealt] == [1], "the second round was dealt once"


def test_at_the_lobby_too_the_last_refusal_names_the_limit_and_a_newer_client_hears_it() -> None:
    from tests.remote.test_lobby import _lobby

    with _lobby() as url, connect(url, open_timeout=20) as socket:
        socket.send('{"type": "rooms", "version": 2}')
        assert "This host is older" in json.loads(socket.recv(timeout=20))["message"]
        errors = []
        for _ in range(MAX_STRIKES - 1):
            socket.send("not json")
            errors.append(json.loads(socket.recv(timeout=20)))
        assert errors[-1]["fatal"] and f"{MAX_STRIKES} messages refused" in errors[-1]["message"]
        assert not any(error["fatal"] for error in errors[:-1])
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=20)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        assert str(MAX_STRIKES) in closed.value.rcvd.reason
