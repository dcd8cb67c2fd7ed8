"""A lobby's refusals of a room travel as reasons and are said where they are read (issue 28,
point 8): a ``create`` whose players text has an empty entry or a level there is none of, a name
that cannot be used, a game of computers alone, too few players for the rules, two alike names
or rules there are none of. The lobby runs the real room maker of ``quiddler host --rooms`` in
one language; the player asks with the real client (``create_room``) in the other, both ways.
The ``message`` field stays the host's sentence, for clients of the first protocol."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from websockets.sync.client import connect

from quiddler.cli import build_parser
from quiddler.commands.host import _room_maker
from quiddler.engine import Reason
from quiddler.i18n import speaking, use_language
from quiddler.players.base import LEVELS
from quiddler.remote.client import JoinError
from quiddler.remote.lobby import Lobby, create_room, list_rooms, room_refusal
from quiddler.remote.reasons import said

#: (the host's language, the player's)
BOTH_WAYS = [("en", "es"), ("es", "en")]


def _refused(problem: Reason) -> Reason:
    return Reason("room_refused", {"problem": problem})


#: (players, rules, why the room is refused)
CASES = [
    ("Ann,,Bob", None, _refused(Reason("player_entry_empty"))),
    (
        "Ann,bot:genius",
        None,
        _refused(Reason("no_such_level", {"kind": "'bot:genius'", "levels": ", ".join(LEVELS)})),
    ),
    ("Ann,Bo\x1bb", None, _refused(Reason("name_unprintable"))),
    ("bot:easy,bot:hard", None, _refused(Reason("person_needed"))),
    (
        "Ann",
        None,
        _refused(
            Reason("player_count", {"rules": Reason("rules_standard"), "fewest": 2, "most": 8, "count": 1})
        ),
    ),
    ("Ann,ann", None, _refused(Reason("same_names"))),
]


@contextmanager
def _lobby_speaking(language: str) -> Iterator[str]:
    """``quiddler host --rooms 3``'s lobby and room maker on 127.0.0.1, speaking ``language``."""
    args = build_parser().parse_args(["host", "--rooms", "3"])
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    lobby = Lobby(_room_maker(args), max_rooms=3)
    with speaking(language):  # the lobby's tasks keep the context they start in
        port = asyncio.run_coroutine_threadsafe(lobby.start("127.0.0.1", 0), loop).result(10)
    try:
        yield f"ws://127.0.0.1:{port}/"
    finally:
        asyncio.run_coroutine_threadsafe(lobby.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def _in(language: str, reason: Reason) -> str:
    with speaking(language):
        return str(reason)


@pytest.mark.parametrize(
    ("host_language", "player_language"), BOTH_WAYS, ids=["english-host", "spanish-host"]
)
def test_a_room_the_lobby_refuses_is_said_in_the_players_language(
    host_language: str, player_language: str
) -> None:
    unknown_rules = Reason("no_such_rules", {"name": "'chess'", "known": ""})
    with _lobby_speaking(host_language) as url:
        use_language(player_language)
        try:
            for players, rules, expected in CASES:
                with pytest.raises(JoinError) as caught:
                    create_room(url, players, rules, timeout=20)
                assert str(caught.value) == _in(player_language, expected), players
                assert str(caught.value) != _in(host_language, expected), players
            with pytest.raises(JoinError) as caught:
                create_room(url, "Ann,Bob", "chess", timeout=20)
            assert "chess" in str(caught.value)
            assert _in(player_language, unknown_rules).split("'chess'")[0] in str(caught.value)
        finally:
            use_language("en")
        # over the wire: the reason, and the host's own sentence for the first protocol's clients
        with connect(url, open_timeout=20, close_timeout=1) as socket:
            socket.send(json.dumps({"type": "create", "version": 1, "players": "Ann"}))
            error = json.loads(socket.recv(timeout=20))
        assert list_rooms(url) == []
    expected = CASES[4][2]
    assert error["type"] == "error" and not error["fatal"]
    assert error["reason"] == expected.to_dict()
    assert error["message"] == _in(host_language, expected)
    assert said(error, "message") == _in("en", expected)


def test_room_refusal_finds_what_the_asker_got_wrong_and_nothing_in_a_good_room() -> None:
    """The check the room maker makes first: each mistake its reason; a room that can be played,
    none (what is left — the host's own dictionary — is the room maker's)."""
    for players, rules, expected in CASES:
        assert room_refusal(players, rules or "standard") == expected
    assert room_refusal("Ann,Bob,bot:easy", "standard") is None
    assert room_refusal("Ann,Bob", "junior") is None
    too_many = room_refusal(",".join(f"P{n}" for n in range(7)), "junior")
    assert too_many is not None and too_many.args["problem"].code == "player_count"  # type: ignore[union-attr]


def test_the_hosts_own_trouble_opening_a_room_is_framed_in_the_players_language(spanish: None) -> None:
    """The host's disk or dictionary failing: the one who asked reads that the room could not be
    opened in their own language, around the host's own words (which only the host has)."""
    from quiddler.remote.host import Host

    def broken(players: str, rules: str | None) -> Host:
        raise OSError("disk full")

    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    lobby = Lobby(broken)
    with speaking("en"):
        port = asyncio.run_coroutine_threadsafe(lobby.start("127.0.0.1", 0), loop).result(10)
    try:
        with pytest.raises(JoinError) as caught:
            create_room(f"ws://127.0.0.1:{port}/", "Ann,Bob", timeout=20)
    finally:
        asyncio.run_coroutine_threadsafe(lobby.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()
    assert str(caught.value) == "No se pudo abrir la mesa: disk full."
