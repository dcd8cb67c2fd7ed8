"""One player's connection to a host: its seat's code, what waits to be sent, and its limits.

A seat code is what lets a connection play a seat (:func:`new_code`, compared in constant time by
:func:`same_code`). A :class:`Connection` queues what the host sends its player and sends it in
order once the game's state it was made in is saved (:meth:`Connection.write`: seen means
saved); it keeps the limits a connection lives by — messages a second (a token bucket), refused
messages before it is closed (:data:`MAX_STRIKES`, :func:`last_strike`), messages queued for a
client that does not read (:data:`MAX_QUEUED`) — docs/protocol.md, "Errors, closes and limits".
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from quiddler.engine.reasons import Reason
from quiddler.remote.protocol import encode
from quiddler.remote.saving import BackgroundAutosave

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

__all__ = [
    "BURST",
    "CODE_ALPHABET",
    "HELLO_TIMEOUT",
    "MAX_QUEUED",
    "MAX_STRIKES",
    "RATE",
    "TOO_MANY_REFUSED",
    "Close",
    "Connection",
    "last_strike",
    "new_code",
    "same_code",
]

#: Seat codes are read aloud and typed: no 0/O, 1/I/L.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: Seconds a new connection has to say hello.
HELLO_TIMEOUT = 10.0
#: Messages a connection may send per second on average, and in one burst (a table asks a few
#: questions per key: whether each of its keys would work now).
RATE, BURST = 100.0, 200
#: Refused messages (garbage, floods) after which a connection is closed.
MAX_STRIKES = 20
#: Messages waiting to be sent to one connection before it is judged too slow and closed.
MAX_QUEUED = 2000


@dataclass(frozen=True)
class Close:
    """Close a connection with this code and reason (after what was queued before it)."""

    code: int
    reason: str


#: The close of a connection refused :data:`MAX_STRIKES` times (1008: policy violation).
TOO_MANY_REFUSED = Close(1008, f"{MAX_STRIKES} messages refused")


def last_strike(sentence: str | Reason) -> Reason:
    """The refusal that closes a connection: its own reason, and the limit reached (a reason
    itself, so that the client says both in its own language)."""
    return Reason("too_many_refused", {"refused": sentence, "count": MAX_STRIKES})


def new_code() -> str:
    """A seat code: 8 characters from :data:`CODE_ALPHABET` (40 bits), as ``K7MQ-2XPA``."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


def same_code(typed: str, code: str) -> bool:
    """Compared in constant time, ignoring case, spaces and the dash."""
    clean = typed.upper().replace("-", "").replace(" ", "")
    return secrets.compare_digest(clean.encode(), code.replace("-", "").encode())


@dataclass
class Connection:
    seat: int
    socket: ServerConnection
    name: str
    #: The player's language (the hello's ``lang``): what is made for them alone is said in it.
    lang: str | None = None
    #: The game's saves: what is sent waits for the state it was made in to be on the disk.
    durable: BackgroundAutosave | None = None
    #: What to send, each with the save it waits for (None: close; a Close: close so).
    queue: asyncio.Queue[tuple[bytes, int] | Close | None] = field(default_factory=asyncio.Queue)
    tokens: float = BURST
    refilled: float = field(default_factory=time.monotonic)
    strikes: int = 0

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message``; it leaves once the game's state it was made in is saved (see
        `write`)."""
        if self.queue.qsize() >= MAX_QUEUED:
            return  # the writer closes it (see write)
        ticket = self.durable.ticket() if self.durable is not None else 0
        self.queue.put_nowait((encode(message), ticket))

    def allowed(self) -> bool:
        """Token bucket: RATE messages a second on average, BURST at once."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.refilled) * RATE)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    async def write(self, sent: Callable[[], object] = lambda: None) -> None:
        """Send this connection's messages in order, each once the game's state it was made in
        is on the disk: a move seen (its event, its answer, the card it drew) is never lost nor
        dealt again otherwise after a crash. A client that cannot keep up is closed. ``sent``
        hears each message sent (the host counts them for the bench)."""
        durable = self.durable
        while True:
            item = await self.queue.get()
            if item is None or isinstance(item, Close) or self.queue.qsize() >= MAX_QUEUED:
                close = item if isinstance(item, Close) else Close(1000 if item is None else 1008, "")
                await self.socket.close(close.code, close.reason)
                return
            message, ticket = item
            if durable is not None and not durable.written(ticket):
                await asyncio.wrap_future(durable.when_written(ticket))
            await self.socket.send(message.decode())
            sent()
