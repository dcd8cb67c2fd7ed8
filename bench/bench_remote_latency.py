"""How a joining player's table feels on a slow link: a relay adds a delay each way.

    python bench/bench_remote_latency.py                  # 100 ms each way, 6 turns
    python bench/bench_remote_latency.py --delay 0 --turns 10

A host (:class:`quiddler.remote.host.Host`, its own event loop in a thread) deals a two-player
game: Ann is a person who joins remotely, Hal a computer player the host plays. Between Ann's
client and the host sits a relay on 127.0.0.1 that holds every chunk ``--delay`` milliseconds in
each direction (a 200 ms round trip at the default, an ordinary intercontinental link). Ann's
table is the real ``quiddler join`` app (:class:`quiddler.tui.remote.JoinApp`), run headless in
this process; on each of her turns the bench sends ``d`` (draw) and then ``x`` (discard), as a
terminal delivers keys, and watches the screen.

Printed:

- blocked: the longest time the table's event loop could not run anything during Ann's turns
  (a task that wakes every 5 ms measures how late it woke), and its median over the turns;
- d and x: from the key to the screen showing its result (the message line saying the move),
  median and max over the turns, in milliseconds;
- the processor time the table's thread spent in each of Ann's turns (her two keys and Hal's
  reply, every repaint included, and the bench's own polling), median and p95: unlike the times
  above it hardly moves with the load of a shared machine, so it is the figure to compare before
  and after a change;
- the process's peak memory.

Goal (issue 31): no block over 50 ms; d and x on screen within one round trip plus 60 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import sys
import threading
import time
from itertools import product
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from textual import events
from textual.widgets import Static

from quiddler.engine import STANDARD, Phase, WordCheck, WordSet
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.client import RemotePort
from quiddler.remote.host import Host, new_code
from quiddler.tui.remote import JoinApp

WORDS = WordSet("".join(letters) for n in (2, 3) for letters in product("aeiostr", repeat=n))


# ---------------------------------------------------------------- the relay


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float) -> None:
    """Copy ``reader`` to ``writer``, each chunk ``delay`` seconds late, in order."""
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

    async def later() -> None:
        while True:
            due, chunk = await queue.get()
            if not chunk:
                break
            wait = due - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            writer.write(chunk)
            await writer.drain()
        writer.close()

    sender = asyncio.create_task(later())
    try:
        while True:
            chunk = await reader.read(65536)
            queue.put_nowait((time.monotonic() + delay, chunk))
            if not chunk:
                break
        await sender
    except (ConnectionError, OSError):
        sender.cancel()


async def _relay(target: int, delay: float) -> int:
    """A TCP relay on 127.0.0.1 to ``target`` that delays each direction; returns its port."""

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", target)
        await asyncio.gather(
            _pipe(reader, upstream_writer, delay),
            _pipe(upstream_reader, writer, delay),
            return_exceptions=True,
        )

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    return int(server.sockets[0].getsockname()[1])


# ---------------------------------------------------------------- measuring the table


class LagMonitor:
    """How late a task that asks to wake every 5 ms wakes: the loop's longest block."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(0.005)
            self.worst = max(self.worst, time.perf_counter() - before - 0.005)

    def take(self) -> float:
        worst, self.worst = self.worst, 0.0
        return worst

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()


def _message(app: JoinApp) -> str:
    return str(app.screen.query_one("#message", Static).content)


async def _key_to_screen(app: JoinApp, key: str, timeout: float = 10.0) -> float:
    """Send ``key`` as a terminal would and wait until the message line changes; seconds."""
    before = _message(app)
    driver = app._driver
    assert driver is not None
    start = time.perf_counter()
    driver.send_message(events.Key(key, key))
    while _message(app) == before:
        if time.perf_counter() - start > timeout:
            raise TimeoutError(f"{key} showed nothing in {timeout} s")
        await asyncio.sleep(0.002)
    return time.perf_counter() - start


async def _until(condition: Any, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("waited in vain")
        await asyncio.sleep(0.01)


async def _turn(app: JoinApp, monitor: LagMonitor, figures: dict[str, list[float]]) -> bool:
    """Time one of Ann's turns (d, then x); False when the round is over instead."""
    table: Any = app.screen
    await _until(lambda: hasattr(table, "my_turn") and table.my_turn())
    if table.view.phase is not Phase.DRAW:
        return False
    await asyncio.sleep(0.3)  # let the screen settle before the turn is timed
    moves = len(table.view.round_log)
    monitor.take()
    work = time.thread_time()  # the table's thread: its event loop runs here
    figures["d"].append(await _key_to_screen(app, "d"))
    await asyncio.sleep(0.3)  # a person reads the card before discarding it
    figures["x"].append(await _key_to_screen(app, "x"))
    # Hal's turn (the host plays it at once), until the table is Ann's again
    await _until(lambda: len(table.view.round_log) != moves + 2 and table.my_turn())
    figures["blocked"].append(monitor.take())
    figures["cpu"].append(time.thread_time() - work)
    return True


async def _play(url: str, code: str, turns: int) -> dict[str, list[float]]:
    port = await asyncio.to_thread(RemotePort.join, url, code, open_checker=lambda *a: WORDS)
    app = JoinApp(port)
    figures: dict[str, list[float]] = {"blocked": [], "d": [], "x": [], "cpu": []}
    async with app.run_test(size=(80, 24)):
        monitor = LagMonitor()
        monitor.start()
        try:
            for _ in range(turns):
                if not await _turn(app, monitor, figures):
                    break
        finally:
            monitor.stop()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--delay", type=float, default=100.0, help="milliseconds each way (default 100)")
    parser.add_argument("--turns", type=int, default=6, help="Ann's turns to time (default 6)")
    parser.add_argument("--seed", type=int, default=5)
    options = parser.parse_args()

    # checked words: no challenge window interrupts the turns being timed
    rules = STANDARD.with_(word_check=WordCheck.CHECKED)
    setup = MatchSetup((Seat.person("Ann"), Seat.computer("Hal", "easy")), rules=rules, seed=options.seed)
    match = Match.new(setup, checker=WORDS)
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    codes = {0: new_code()}
    host = Host(match, room="bench", codes=codes, bot_delay=0.0)
    target = asyncio.run_coroutine_threadsafe(host.start("127.0.0.1", 0), loop).result(10)
    relay = asyncio.run_coroutine_threadsafe(_relay(target, options.delay / 1000), loop).result(10)
    try:
        figures = asyncio.run(_play(f"ws://127.0.0.1:{relay}/bench", codes[0], options.turns))
    finally:
        asyncio.run_coroutine_threadsafe(host.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)

    def ms(values: list[float]) -> str:
        if not values:
            return "n/a"
        return f"median {statistics.median(values) * 1000:6.0f} ms   max {max(values) * 1000:6.0f} ms"

    def p95(values: list[float]) -> str:
        if not values:
            return "n/a"
        high = statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]
        return f"median {statistics.median(values) * 1000:6.0f} ms   p95 {high * 1000:6.0f} ms"

    trip = 2 * options.delay
    turns = len(figures["d"])
    print(f"relay: {options.delay:.0f} ms each way (round trip {trip:.0f} ms); {turns} turns of Ann")
    print(f"  event loop blocked during a turn: {ms(figures['blocked'])}   (goal: max ≤ 50 ms)")
    print(f"  d (draw) to the screen:           {ms(figures['d'])}   (goal: ≤ {trip + 60:.0f} ms)")
    print(f"  x (discard) to the screen:        {ms(figures['x'])}   (goal: ≤ {trip + 60:.0f} ms)")
    print(f"  table's processor time per turn:  {p95(figures['cpu'])}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak memory (host, relay and table in one process): {peak:.0f} MiB")


if __name__ == "__main__":
    main()
