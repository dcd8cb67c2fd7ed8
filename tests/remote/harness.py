"""An in-process host on 127.0.0.1 for the remote-play tests: its own event loop in a thread.

The match lives on that loop's thread (as in ``quiddler host``); the test reaches it only with
:meth:`HostThread.call`, and joins it with real WebSocket clients on loopback.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from quiddler.match import Match
from quiddler.remote.host import Host, new_code

T = TypeVar("T")


class HostThread:
    def __init__(self, host: Host, loop: asyncio.AbstractEventLoop, port: int) -> None:
        self.host = host
        self.loop = loop
        self.port = port
        self.url = f"ws://127.0.0.1:{port}/{host.room}"

    def call(self, fn: Callable[[], T], timeout: float = 20) -> T:
        """Run ``fn`` on the host's loop thread (where the match lives) and return its result."""

        async def run() -> T:
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    def run(self, coroutine: Any, timeout: float = 60) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)


@contextmanager
def hosting(match: Match, *, remote: tuple[int, ...], **options: Any) -> Iterator[HostThread]:
    """A host of ``match`` listening on 127.0.0.1 (a free port), its remote seats coded."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    codes = options.pop("codes", None) or {seat: new_code() for seat in remote}
    options.setdefault("bot_delay", 0.0)
    ssl = options.pop("ssl", None)
    host = Host(match, room="test", codes=codes, **options)
    port = asyncio.run_coroutine_threadsafe(host.start("127.0.0.1", 0, ssl=ssl), loop).result(10)
    try:
        served = HostThread(host, loop, port)
        if ssl is not None:
            served.url = served.url.replace("ws://", "wss://")
        yield served
    finally:
        asyncio.run_coroutine_threadsafe(host.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()
