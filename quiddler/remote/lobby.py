"""A host of many rooms (``quiddler host --rooms``): one listening socket, many games.

Each room is a :class:`~quiddler.remote.host.Host` of its own (one match, one save, its own
codes), joined at ``/ROOM`` exactly as a single hosted game. The bare address ``/`` is the lobby:
``rooms`` lists the rooms still open (their players, and the seats nobody has taken yet), and
``create`` opens a new room for the players it names and answers with each seat's code — the
one who asked passes the codes on, as a host does. The host opens at most ``max_rooms`` rooms at
once; a finished game's room, and a room nobody has been in for :data:`IDLE` seconds, are closed
(the latter stays saved: ``quiddler host --resume ROOM``, or the game's ID, hosts it again on
its own).

The lobby answers as the rooms do: a message of the wrong shape or too many of them get an
``error``, then the connection is closed; never a traceback.

:func:`list_rooms` and :func:`create_room` are the client's side (``quiddler join`` given an
address without a room).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from quiddler.engine import QuiddlerError
from quiddler.engine.reasons import Reason
from quiddler.i18n import _
from quiddler.remote.host import MAX_STRIKES, TOO_MANY_REFUSED, Host, last_strike
from quiddler.remote.protocol import (
    MAX_MESSAGE,
    VERSION,
    CreateRoom,
    ListRooms,
    ProtocolError,
    decode_lobby,
    encode,
    version_reason,
)
from quiddler.remote.reasons import reason_fields, said
from quiddler.storage.reasons import os_reason

if TYPE_CHECKING:
    import ssl

    from websockets.asyncio.server import Server, ServerConnection

__all__ = ["Lobby", "list_rooms", "create_room", "room_refusal", "IDLE", "MAX_ROOMS"]

#: Rooms one host keeps open at once, unless ``--rooms N`` says otherwise.
MAX_ROOMS = 20
#: Seconds a room may stay without anyone in it before the lobby closes it (it stays saved).
IDLE = 30 * 60.0
#: Lobby messages a connection may send per second on average, and at once.
LOBBY_RATE, LOBBY_BURST = 2.0, 10
#: Seconds a lobby connection may stay (it lists, maybe creates, and goes).
LOBBY_STAY = 120.0
#: Empty rooms one address may have open at once: one machine cannot fill the host's cap with
#: rooms nobody plays (behind a proxy every player has the proxy's address: raise --rooms there).
EMPTY_ROOMS_PER_ADDRESS = 3

#: Opens a room: (players as --players writes them, rules preset or None) -> its host, not
#: started. Slow (deals, saves): the lobby calls it in a worker thread. Raises QuiddlerError
#: with one sentence for a setup that cannot be played.
RoomMaker = Callable[[str, str | None], Host]


class Lobby:
    """Serves many rooms on one address (see the module docstring)."""

    def __init__(
        self,
        make_room: RoomMaker,
        *,
        max_rooms: int = MAX_ROOMS,
        idle: float = IDLE,
        say: Callable[[str], object] = lambda line: None,
    ) -> None:
        self.make_room = make_room
        self.max_rooms = max_rooms
        self.idle = idle
        self.say = say
        self.rooms: dict[str, Host] = {}
        self._server: Server | None = None
        self._creating = 0  # rooms being dealt now (they count against the cap)
        self._opened_by: dict[str, str] = {}  # room -> the address that asked for it

    async def start(
        self, bind: str = "127.0.0.1", port: int = 8765, *, ssl: ssl.SSLContext | None = None
    ) -> int:
        """Listen on ``bind``:``port`` (0: any free port); returns the port."""
        from websockets.asyncio.server import serve

        self._server = await serve(
            self._serve, bind, port, max_size=MAX_MESSAGE, max_queue=16, ssl=ssl, compression=None
        )
        sockets = list(self._server.sockets)
        return int(sockets[0].getsockname()[1]) if sockets else port

    async def close(self) -> None:
        """Stop listening and close every room (each game stays saved)."""
        if self._server is not None:
            self._server.close()
        for room in list(self.rooms):
            await self._close_room(room)
        if self._server is not None:
            await self._server.wait_closed()

    async def _close_room(self, room: str) -> None:
        host = self.rooms.pop(room, None)
        self._opened_by.pop(room, None)
        if host is None:
            return
        await host.close()
        with contextlib.suppress(Exception):  # a save that fails was said already
            host.match.save_now()
        host.match.close()

    async def _tidy(self) -> None:
        """Close the rooms whose game is over, and those nobody has been in for a long time."""
        now = time.monotonic()
        for room, host in list(self.rooms.items()):
            if host.match.is_over or (not host.connections and now - host.active > self.idle):
                self.say(_("Room {room} is closed.").format(room=room))
                await self._close_room(room)

    # ------------------------------------------------------------ connections

    async def _serve(self, socket: ServerConnection) -> None:
        path = (socket.request.path if socket.request is not None else "/").split("?")[0].strip("/")
        host = self.rooms.get(path)
        if host is not None:
            await host.serve_connection(socket)
        elif path:
            await _refuse(socket, Reason("no_such_game", {"path": f"/{path}"}))
        else:
            await self._lobby(socket)

    async def _lobby(self, socket: ServerConnection) -> None:
        from websockets.exceptions import ConnectionClosed

        tokens, refilled, strikes = float(LOBBY_BURST), time.monotonic(), 0
        closing: asyncio.Task[None] | None = None
        try:
            async with asyncio.timeout(LOBBY_STAY):
                async for raw in socket:
                    if closing is not None:
                        continue  # judged: what it still sends is read and dropped while it closes
                    now = time.monotonic()
                    tokens, refilled = min(LOBBY_BURST, tokens + (now - refilled) * LOBBY_RATE), now
                    try:
                        if tokens < 1:
                            raise ProtocolError(Reason("slow_down"))
                        tokens -= 1
                        answer = await self._answer(decode_lobby(raw), _address_of(socket))
                        await socket.send(encode(answer).decode())
                    except ProtocolError as error:
                        strikes += 1
                        fatal = strikes >= MAX_STRIKES
                        said = error.why or str(error)
                        refusal = last_strike(said) if fatal else said
                        refused = {"type": "error", "message": str(refusal), "fatal": fatal}
                        await socket.send(encode({**refused, **reason_fields(refusal)}).decode())
                        if fatal:
                            close = TOO_MANY_REFUSED
                            closing = asyncio.create_task(socket.close(close.code, close.reason))
                    except QuiddlerError as error:  # a room that cannot be opened: why, in a sentence
                        refused = {"type": "error", "message": str(error), "fatal": False}
                        await socket.send(encode({**refused, **reason_fields(error)}).decode())
        except (ConnectionClosed, TimeoutError):
            pass
        except Exception as error:  # never a traceback for one connection's trouble
            self.say(_("A connection failed: {error}").format(error=error))

    async def _answer(self, message: ListRooms | CreateRoom, address: str = "") -> dict[str, Any]:
        too_old_or_new = version_reason(message.version)
        if too_old_or_new is not None:
            raise ProtocolError(too_old_or_new)
        await self._tidy()
        if isinstance(message, ListRooms):
            return {"type": "rooms", "rooms": self.listing(), "max_rooms": self.max_rooms}
        if len(self.rooms) + self._creating >= self.max_rooms:
            raise QuiddlerError(Reason("rooms_full", {"count": self.max_rooms}))
        empty = [
            room
            for room, opener in self._opened_by.items()
            if opener == address and room in self.rooms and not self.rooms[room].connections
        ]
        if len(empty) >= EMPTY_ROOMS_PER_ADDRESS:
            raise QuiddlerError(Reason("empty_rooms", {"count": len(empty)}))
        self._creating += 1
        try:
            host = await asyncio.to_thread(self.make_room, message.players, message.rules)
        except QuiddlerError as error:  # said where it is read: a reason, or the host's words framed
            why = error.why
            if why is not None and why.code in ("room_refused", "room_not_opened"):
                raise
            if why is not None:
                raise QuiddlerError(Reason("room_refused", {"problem": why})) from None
            raise QuiddlerError(Reason("room_not_opened", {"error": str(error).rstrip(".")})) from None
        except Exception as error:  # the disk, the dictionary: said, and the lobby goes on
            self.say(_("A room could not be opened: {error}").format(error=error))
            raise QuiddlerError(Reason("room_not_opened", {"error": str(error)})) from None
        finally:
            self._creating -= 1
        self.rooms[host.room] = host
        self._opened_by[host.room] = address
        host.begin()
        players = host.match.players
        self.say(_("Room {room} opened for {players}.").format(room=host.room, players=", ".join(players)))
        codes = [
            {"seat": seat, "name": players[seat], "code": host.codes[seat]} for seat in host.remote_seats
        ]
        return {"type": "created", "room": host.room, "codes": codes}

    def listing(self) -> list[dict[str, Any]]:
        """Each open room: its name, players, the seats nobody has joined yet, and its rules."""
        rooms = []
        for room, host in self.rooms.items():
            players = host.match.players
            free = [players[seat] for seat in host.remote_seats if seat not in host.names]
            rules = host.match.setup.preset or "standard"
            rooms.append({"room": room, "players": list(players), "free": free, "rules": rules})
        return rooms


def room_refusal(players: str, rules: str) -> Reason | None:
    """Why a lobby cannot open a room for ``players`` (as ``--players`` writes them) playing the
    ``rules`` preset, as a reason said where it is read (``room_refused``), or None: an empty
    entry, a level there is none of, a name refused, a game of nobody, too few or too many
    players for the rules, two alike names. A room maker calls it before anything else, so the
    one who asked reads why in their own language (docs/protocol.md, "Reasons")."""
    from quiddler.engine.rules import preset
    from quiddler.engine.setup import GameSetup, name_reason
    from quiddler.match.setup import parse_seats

    try:
        seats = parse_seats(players)
        played = preset(rules)
    except QuiddlerError as error:
        return None if error.why is None else Reason("room_refused", {"problem": error.why})
    problem = next(filter(None, (name_reason(seat.name) for seat in seats if seat.is_person)), None)
    if problem is None and not any(seat.is_person for seat in seats):
        problem = Reason("person_needed")
    if problem is None:
        try:
            GameSetup(tuple(seat.name for seat in seats), played)  # the count, alike names, the deck
        except QuiddlerError as error:
            problem = error.why
    return None if problem is None else Reason("room_refused", {"problem": problem})


def _address_of(socket: ServerConnection) -> str:
    """The machine a connection comes from (its IP address; "" when the system does not say)."""
    address = socket.remote_address
    return str(address[0]) if isinstance(address, tuple) and address else ""


async def _refuse(socket: ServerConnection, sentence: str | Reason) -> None:
    refused = {"type": "error", "message": str(sentence), "fatal": True, **reason_fields(sentence)}
    await socket.send(encode(refused).decode())
    await socket.close(1008, "refused")


# ------------------------------------------------------------ the client's side


def _ask(url: str, message: dict[str, Any], ssl_context: ssl.SSLContext | None, timeout: float) -> Any:
    """One question to the lobby at ``url`` and its answer; raises JoinError (one sentence)."""
    import msgspec
    from websockets.exceptions import ConnectionClosed, WebSocketException
    from websockets.sync.client import connect

    from quiddler.remote.client import JoinError

    try:
        with connect(
            url, max_size=MAX_MESSAGE, ssl=ssl_context, compression=None, open_timeout=timeout
        ) as socket:
            # A host that refuses at once (not a lobby) may have closed before the question is
            # sent: its sentence is read all the same.
            with contextlib.suppress(ConnectionClosed):
                socket.send(encode(message).decode())
            answer = msgspec.json.decode(socket.recv(timeout))
    except (OSError, TimeoutError, WebSocketException) as error:
        raise JoinError(
            _("Could not reach the host at {url}: {error}.").format(url=url, error=os_reason(error))
        ) from None
    except msgspec.DecodeError:
        raise JoinError(_("The host's answer was not understood.")) from None
    if not isinstance(answer, dict) or answer.get("type") == "error":
        text = said(answer, "message") if isinstance(answer, dict) else None  # in this player's language
        raise JoinError(str(text or _("The host's answer was not understood.")))
    return answer


def list_rooms(
    url: str, *, ssl_context: ssl.SSLContext | None = None, timeout: float = 10
) -> list[dict[str, Any]]:
    """The rooms open at the lobby ``url`` (``ws://HOST:PORT/``): name, players, free seats, rules."""
    answer = _ask(url, {"type": "rooms", "version": VERSION}, ssl_context, timeout)
    rooms = answer.get("rooms")
    return [room for room in rooms if isinstance(room, dict)] if isinstance(rooms, list) else []


def create_room(
    url: str,
    players: str,
    rules: str | None = None,
    *,
    ssl_context: ssl.SSLContext | None = None,
    timeout: float = 60,
) -> dict[str, Any]:
    """Open a room at the lobby ``url``: ``{"room": name, "codes": [{"seat", "name", "code"}]}``."""
    message: dict[str, Any] = {"type": "create", "version": VERSION, "players": players}
    if rules:
        message["rules"] = rules
    answer: dict[str, Any] = _ask(url, message, ssl_context, timeout)
    return answer
