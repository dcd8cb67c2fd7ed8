"""A computer player that joins a host like any remote player: one WebSocket, one seat's code.

It speaks the protocol directly (asyncio, no thread, no Textual), so many of them fit in one
process: the tests seat one at a remote table, and ``bench/bench_host.py`` fills hundreds of
tables with them. It decides with the same computer players as the host's own seats, on the view
the host sends it, and deals the next round when a round's scores are in.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import msgspec

from quiddler.engine import CloseChallenges, NextRound, Phase, SeatView, action_to_dict
from quiddler.engine.actions import Challenge
from quiddler.remote.protocol import MAX_MESSAGE, VERSION, encode
from quiddler.remote.wire import view_from_wire

if TYPE_CHECKING:
    from quiddler.match.computers import ComputerSeat

__all__ = ["BotClient"]


@dataclass
class BotClient:
    """Plays seat ``code`` at ``url`` with ``bot`` until the game is over (see :meth:`play`)."""

    url: str
    code: str
    bot: ComputerSeat
    #: Round trips of this seat's actions, in seconds (the bench reads them).
    round_trips: list[float] = field(default_factory=list)
    #: Every message received (the privacy test reads them).
    received: list[bytes] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    #: Seconds to wait before sending each decision, as a person would (the bench paces its tables
    #: so); the messages that come meanwhile are still read, so a round trip is timed truly.
    think: float = 0.0
    seat: int = -1
    view: SeatView | None = None

    async def play(self, *, timeout: float = 300.0) -> SeatView:
        """Join, play to the end of the game (or ``timeout`` seconds), and return the last view."""
        from websockets.asyncio.client import connect

        async with connect(self.url, max_size=MAX_MESSAGE, compression=None) as socket:
            await socket.send(encode({"type": "hello", "version": VERSION, "code": self.code}).decode())
            await asyncio.wait_for(self._loop(socket), timeout)
        assert self.view is not None
        return self.view

    async def _loop(self, socket: Any) -> None:
        ids = iter(range(1, 10**9))
        sent_at: dict[int, float] = {}
        thinking: set[asyncio.Task[None]] = set()

        async def send(actions: list[Any]) -> None:
            if self.think > 0:
                await asyncio.sleep(self.think)
            for action in actions:
                id = next(ids)
                sent_at[id] = time.perf_counter()
                await socket.send(
                    encode({"type": "act", "id": id, "action": action_to_dict(action)}).decode()
                )

        try:
            await self._read(socket, sent_at, send, thinking)
        finally:
            for task in thinking:
                task.cancel()

    async def _read(
        self,
        socket: Any,
        sent_at: dict[int, float],
        send: Callable[[list[Any]], Coroutine[Any, Any, None]],
        thinking: set[asyncio.Task[None]],
    ) -> None:
        acted_on = -1  # the action number a decision was last sent for
        async for raw in socket:
            data = raw.encode() if isinstance(raw, str) else raw
            self.received.append(data)
            message = msgspec.json.decode(data)
            kind = message["type"]
            if kind == "welcome":
                self.seat = message["seat"]
            if kind in ("welcome", "event") and "view" in message:
                view = view_from_wire(message["view"])
                assert isinstance(view, SeatView)
                self.view = view
                number = message["number"]
            elif kind == "answer" or kind == "error":
                started = sent_at.pop(message.get("id") or -1, None)
                if started is not None:
                    self.round_trips.append(time.perf_counter() - started)
                if kind == "error":
                    self.errors.append(message["message"])
                    if message.get("fatal"):
                        return
                continue
            elif kind == "challenge":
                number = -2 - len(self.received)  # a new moment to decide in
            else:
                continue
            seen = self.view
            if seen is None:
                continue
            if seen.is_over:
                return
            if number == acted_on:
                continue
            actions: list[Any] = []
            if seen.is_my_turn:
                actions.append(self.bot.act(seen))
            elif seen.phase is Phase.CHALLENGE and kind == "challenge" and self.seat in message["waiting"]:
                actions += [Challenge(self.seat, seen.current, index) for index in self.bot.challenges(seen)]
                actions.append(CloseChallenges())
            elif seen.phase is Phase.ROUND_OVER and kind == "event":
                actions.append(NextRound())
            if not actions:
                continue
            acted_on = number
            if self.think > 0:  # thinking goes on aside, and what comes meanwhile is read (and timed)
                task = asyncio.create_task(send(actions))
                thinking.add(task)
                task.add_done_callback(thinking.discard)
            else:
                await send(actions)
