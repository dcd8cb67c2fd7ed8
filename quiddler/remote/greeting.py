"""The hello: who may join a hosted game, as which seat, and the welcome they get.

A new connection must ask for the host's room, say ``hello`` in time, in this protocol's
version, with one of the game's seat codes and (if any) a good name; anything else is refused
with a fatal ``error`` whose ``reason`` the client says in its own language (docs/protocol.md, "A
session"). A seat joined again closes its older connection; a seat a computer kept while its
player was away goes back to them. The welcome holds everything to draw the table.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from quiddler.engine.reasons import Reason
from quiddler.engine.setup import name_reason
from quiddler.i18n import _
from quiddler.remote.connection import HELLO_TIMEOUT, Connection, same_code
from quiddler.remote.protocol import VERSION, Hello, ProtocolError, decode_client, encode, version_reason
from quiddler.remote.questions import window_message
from quiddler.remote.reasons import reason_fields
from quiddler.remote.wire import view_to_wire

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from quiddler.remote.host import Host

__all__ = ["greet", "welcome"]


async def greet(host: Host, socket: ServerConnection) -> Connection | None:
    """The hello: the right room, the protocol's version, a seat's code, a good name."""

    async def refuse(sentence: str | Reason) -> None:
        message = {"type": "error", "message": str(sentence), "fatal": True, **reason_fields(sentence)}
        await socket.send(encode(message).decode())
        await socket.close(1008, "refused")

    path = socket.request.path if socket.request is not None else "/"
    if not path.split("?")[0].strip("/"):  # a lobby's address (a lobby's room hosted alone)
        await refuse(Reason("not_a_lobby"))
        return None
    if path.strip("/") != host.room:
        await refuse(Reason("no_such_game", {"path": path}))
        return None
    try:
        raw = await asyncio.wait_for(socket.recv(), HELLO_TIMEOUT)
        hello = decode_client(raw)
    except TimeoutError:
        await refuse(Reason("no_hello_in_time"))
        return None
    except ProtocolError as error:
        await refuse(error.why or str(error))
        return None
    if not isinstance(hello, Hello):
        await refuse(Reason("hello_first"))
        return None
    too_old_or_new = version_reason(hello.version)
    if too_old_or_new is not None:
        await refuse(too_old_or_new)
        return None
    seat = next((seat for seat, code in host.codes.items() if same_code(hello.code, code)), None)
    if seat is None:
        await asyncio.sleep(0.5)  # guessing codes is slow
        await refuse(Reason("wrong_seat_code"))
        return None
    name = host.match.players[seat]
    if hello.name is not None:
        problem = name_reason(hello.name)
        if problem is not None:
            await refuse(Reason("name_refused", {"problem": problem}))
            return None
        name = hello.name
    old = host.connections.get(seat)
    if old is not None:
        elsewhere = Reason("joined_elsewhere")
        old.send({"type": "error", "message": str(elsewhere), "fatal": True, **reason_fields(elsewhere)})
        old.queue.put_nowait(None)
    if host.match.is_computer(seat):  # back after a computer played for them
        host.hand_over(seat, None)
    conn = Connection(seat, socket, name, hello.lang, host.durable)
    host.connections[seat] = conn
    host.names[seat] = name
    conn.send(welcome(host, seat))
    host.say(_("{seat} joined as {name}.").format(seat=host.match.players[seat], name=name))
    host.broadcast_presence()
    return conn


def welcome(host: Host, seat: int) -> dict[str, Any]:
    match = host.match
    message: dict[str, Any] = {
        "type": "welcome",
        "version": VERSION,
        "seat": seat,
        "players": list(match.players),
        "levels": [kind.level for kind in match.setup.seats],
        "dictionary": match.dictionary_name,
        "dictionary_key": match.setup.dictionary,
        "family": match.setup.family,
        "number": len(match.game.records),
        "view": view_to_wire(match.view(seat)),
        "presence": host.presence_data(),
    }
    if match.setup.daily is not None:  # a table dealt the Quiddler of the day: its date, to say so
        message["daily"] = match.setup.daily.isoformat()
    window = window_message(host.match)
    if window is not None:
        message["window"] = window
    return message
