"""``quiddler host --rooms``: a lobby of many rooms on 127.0.0.1 — listing, opening a room,
joining it with its code, bad and flooding lobby requests, the cap on rooms. Every wait is
bounded."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import msgspec
import pytest
from websockets.sync.client import connect

from quiddler.engine import Draw, InvalidInputError, Source
from quiddler.match import Match
from quiddler.match.setup import MatchSetup, parse_seats
from quiddler.remote.client import JoinError, RemotePort
from quiddler.remote.host import Host, new_code
from quiddler.remote.lobby import (
    EMPTY_ROOMS_PER_ADDRESS,
    LOBBY_BURST,
    LOBBY_RATE,
    Lobby,
    create_room,
    list_rooms,
)
from tests.match.test_match import WORDS


def _make_room(players: str, rules: str | None) -> Host:
    seats = parse_seats(players)
    if len(seats) < 2:
        raise InvalidInputError("A game needs 2 to 8 players.")
    match = Match.new(MatchSetup(seats, seed=3), checker=WORDS)
    people = [seat for seat, kind in enumerate(seats) if kind.is_person]
    room = f"r{len(players)}{new_code()[:4].lower()}"
    return Host(match, room=room, codes={seat: new_code() for seat in people}, bot_delay=0.0)


@contextmanager
def _lobby(**options: object) -> Iterator[str]:
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    lobby = Lobby(_make_room, **options)  # type: ignore[arg-type]
    port = asyncio.run_coroutine_threadsafe(lobby.start("127.0.0.1", 0), loop).result(10)
    try:
        yield f"ws://127.0.0.1:{port}/"
    finally:
        asyncio.run_coroutine_threadsafe(lobby.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def test_list_open_and_join_a_room() -> None:
    with _lobby() as url:
        assert list_rooms(url) == []
        created = create_room(url, "Ann,Bob,bot:easy")
        room = created["room"]
        assert [(c["seat"], c["name"]) for c in created["codes"]] == [(0, "Ann"), (1, "Bob")]
        codes = {c["name"]: c["code"] for c in created["codes"]}
        listed = list_rooms(url)
        assert len(listed) == 1 and listed[0]["room"] == room
        assert listed[0]["free"] == ["Ann", "Bob"] and len(listed[0]["players"]) == 3
        port = RemotePort.join(url + room, codes["Bob"], open_checker=lambda *a: WORDS, timeout=10)
        try:
            assert port.seat == 1 and len(port.view(1).game.hand) == 3
            assert list_rooms(url)[0]["free"] == ["Ann"]
            # a code acts for its own room only
            other = create_room(url, "Cy,Dee")
            with pytest.raises(JoinError):
                RemotePort.join(url + other["room"], codes["Bob"], open_checker=lambda *a: WORDS, timeout=10)
            assert {r["room"] for r in list_rooms(url)} == {room, other["room"]}
            current = port.view(1).game.current
            if current == 1:
                port.submit(Draw(1, Source.DRAW_PILE))
                assert len(port.view(1).game.hand) == 4
        finally:
            port.close()


def test_a_room_that_cannot_be_played_and_the_cap_are_one_sentence() -> None:
    with _lobby(max_rooms=2) as url:
        with pytest.raises(JoinError, match="2 to 8 players"):
            create_room(url, "Ann")
        create_room(url, "Ann,Bob")
        create_room(url, "Cy,Dee")
        with pytest.raises(JoinError, match="has 2 rooms open, as many as it takes"):
            create_room(url, "Eve,Fay")
        assert len(list_rooms(url)) == 2


def test_one_machine_cannot_fill_the_host_with_rooms_nobody_joins() -> None:
    """The cap is for everyone: one address may keep only a few empty rooms open at once; joining
    one of them lets it open another."""
    with _lobby(max_rooms=10) as url:
        opened = [create_room(url, f"Ann{n},Bob{n}") for n in range(EMPTY_ROOMS_PER_ADDRESS)]
        with pytest.raises(JoinError, match="rooms nobody has joined yet: join one of them first"):
            create_room(url, "Eve,Fay")
        assert len(list_rooms(url)) == EMPTY_ROOMS_PER_ADDRESS
        first = opened[0]
        port = RemotePort.join(
            url + first["room"], first["codes"][0]["code"], open_checker=lambda *a: WORDS, timeout=10
        )
        try:
            create_room(url, "Eve,Fay")  # one of its rooms is played now
            assert len(list_rooms(url)) == EMPTY_ROOMS_PER_ADDRESS + 1
        finally:
            port.close()


def test_no_such_room_is_refused() -> None:
    with _lobby() as url, connect(url + "nope", open_timeout=10) as socket:
        answer = msgspec.json.decode(socket.recv(10))
        assert answer["fatal"] and "There is no game /nope here." in answer["message"]


@pytest.mark.parametrize(
    ("message", "said"),
    [
        (b"not json", "not JSON"),
        (b'{"type": "rooms"}', "does not fit the protocol"),
        (b'{"type": "create", "version": 1, "players": 7}', "does not fit the protocol"),
        (b'{"type": "create", "version": 1, "players": "' + b"A," * 300 + b'"}', "does not fit"),
        (b'{"type": "act", "id": 1, "action": {}}', "does not fit the protocol"),
        (b'{"type": "rooms", "version": 99}', "speaks version 1"),
    ],
)
def test_bad_lobby_requests_get_an_error_and_the_lobby_goes_on(message: bytes, said: str) -> None:
    with _lobby() as url:
        with connect(url, open_timeout=10) as socket:
            socket.send(message.decode())
            answer = msgspec.json.decode(socket.recv(10))
            assert answer["type"] == "error" and said in answer["message"]
            assert not answer["fatal"]
        assert list_rooms(url) == []


def test_a_lobby_flood_is_slowed_then_closed() -> None:
    from websockets.exceptions import ConnectionClosed

    with _lobby() as url:
        said: list[str] = []
        started = time.monotonic()
        with connect(url, open_timeout=10) as socket:
            # The lobby may close the connection before the last of the 200 is sent (a busy
            # machine reads them in one go): what it answered before closing is still read.
            with contextlib.suppress(ConnectionClosed):
                for _ in range(200):
                    socket.send('{"type": "rooms", "version": 1}')
            with contextlib.suppress(ConnectionClosed):
                for _ in range(200):
                    said.append(msgspec.json.decode(socket.recv(10)).get("message", "rooms"))
        elapsed = time.monotonic() - started
        # no more answers than the burst and what the rate refilled meanwhile: a busy machine reads
        # the flood more slowly and so refills more (a bound of 12 assumed it took under a second)
        assert said.count("rooms") <= LOBBY_BURST + LOBBY_RATE * elapsed
        assert "Too many messages: slow down." in said
        assert len(said) < 200  # closed after too many refusals
        assert list_rooms(url) == []  # and the lobby still answers


def test_a_room_the_host_cannot_open_is_one_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    """Trouble opening a room (the disk, say) is told to the one who asked; the lobby goes on."""

    def broken(players: str, rules: str | None) -> Host:
        raise OSError("disk full")

    monkeypatch.setattr(f"{__name__}._make_room", broken)
    with _lobby() as url:
        with pytest.raises(JoinError, match="The room could not be opened: disk full"):
            create_room(url, "Ann,Bob")
        assert list_rooms(url) == []
