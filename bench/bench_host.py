"""How many remote games one host process serves: N concurrent 4-player games on loopback.

The host (this process, one event loop, one ``Host`` per game) serves N games whose 4 seats are
all remote computer clients (``quiddler.remote.bot.BotClient``), each a real WebSocket connection,
run in a child process so that the host's figures are the host's own. Printed per N: the action
round trip seen by the clients (p50, p99: sending ``act`` to receiving its answer, which comes
after the event every seat hears), the host's processor time per action, and the host's memory
per game (resident set growth from before the games were dealt to the end of play, over N), and
the host's own share of a round trip (p99 of the time it takes to handle one message: decode,
engine, every seat's event queued). All clients share one process (and, here, the machine's two
cores with the host), so at large N the round trip is mostly the clients' own queue.

    python bench/bench_host.py                 # N = 1, 50, 200; 2 rounds per game
    python bench/bench_host.py -n 10 --rounds 8

The computers are the "easy" level over a small word list, with no pause: the clients' thinking
is not what is measured. Goal (issue 16): p99 under 50 ms and under 200 KB per game at N = 200.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import threading
import time
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.engine import WordSet
from quiddler.engine.rules import STANDARD
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.computers import make_bot
from quiddler.remote.bot import BotClient
from quiddler.remote.host import Host, new_code

WORDS = WordSet("".join(letters) for n in (2, 3) for letters in product("aeiostrn", repeat=n))
NAMES = ("Ann", "Bob", "Cy", "Di")


def _rss_kb() -> int:
    with open(f"/proc/{os.getpid()}/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def _clients(tables: list[tuple[str, list[str], int]], results: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    """The child process: every seat of every table, each its own connection."""

    async def main() -> list[float]:
        bots = [
            BotClient(url, code, make_bot("easy", seed + seat, WORDS))
            for url, codes, seed in tables
            for seat, code in enumerate(codes)
        ]
        await asyncio.gather(*(bot.play(timeout=600) for bot in bots))
        return [trip for bot in bots for trip in bot.round_trips]

    results.put(asyncio.run(main()))


#: Seconds the host took to handle each message (decode, engine, every seat's event queued).
HANDLED: list[float] = []


def _timed(handle):  # type: ignore[no-untyped-def]
    def timed(self, conn, raw):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        try:
            return handle(self, conn, raw)
        finally:
            HANDLED.append(time.perf_counter() - start)

    return timed


Host._handle = _timed(Host._handle)  # type: ignore[method-assign]


def run(games: int, rounds: int) -> dict[str, float]:
    HANDLED.clear()
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    rules = STANDARD.with_(hand_sizes=STANDARD.hand_sizes[:rounds])
    # One game dealt and served first, not counted: imports and caches are not a game's memory.
    warm = Host(
        Match.new(MatchSetup(tuple(Seat(name) for name in NAMES), rules, seed=0), checker=WORDS),
        room="warm",
        codes={0: new_code()},
    )
    asyncio.run_coroutine_threadsafe(warm.start("127.0.0.1", 0), loop).result(30)
    asyncio.run_coroutine_threadsafe(warm.close(), loop).result(30)
    before = _rss_kb()
    hosts: list[Host] = []
    tables: list[tuple[str, list[str], int]] = []
    for index in range(games):
        seats = tuple(Seat(name) for name in NAMES)
        match = Match.new(MatchSetup(seats, rules, seed=index), checker=WORDS)
        codes = {seat: new_code() for seat in range(4)}
        host = Host(match, room=f"room{index}", codes=codes, bot_delay=0, time_limit=5)
        port = asyncio.run_coroutine_threadsafe(host.start("127.0.0.1", 0), loop).result(30)
        hosts.append(host)
        tables.append((f"ws://127.0.0.1:{port}/room{index}", [codes[seat] for seat in range(4)], index))
    results: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
    child = multiprocessing.Process(target=_clients, args=(tables, results))
    cpu = time.process_time()
    start = time.perf_counter()
    child.start()
    trips: list[float] = results.get(timeout=1800)
    child.join(60)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    after = _rss_kb()
    actions = sum(len(host.match.game.records) for host in hosts)
    over = sum(host.match.is_over for host in hosts)
    for host in hosts:
        asyncio.run_coroutine_threadsafe(host.close(), loop).result(30)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)
    trips.sort()
    handled = sorted(HANDLED)
    return {
        "host_p99_ms": 1000 * handled[int(0.99 * (len(handled) - 1))],
        "games": games,
        "finished": over,
        "actions": actions,
        "seconds": seconds,
        "p50_ms": 1000 * statistics.median(trips),
        "p99_ms": 1000 * trips[int(0.99 * (len(trips) - 1))],
        "cpu_ms_per_action": 1000 * cpu / max(1, actions),
        "kb_per_game": (after - before) / games,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "-n", type=int, action="append", help="games at once (repeatable; default 1, 50, 200)"
    )
    parser.add_argument("--rounds", type=int, default=2, help="rounds per game (default 2)")
    args = parser.parse_args()
    print(
        f"{'games':>6} {'done':>5} {'actions':>8} {'secs':>6} {'p50 ms':>7} {'p99 ms':>7} "
        f"{'cpu ms/act':>10} {'KB/game':>8} {'host p99 ms':>11}"
    )
    for games in args.n or (1, 50, 200):
        row = run(games, args.rounds)
        print(
            f"{row['games']:>6} {row['finished']:>5} {row['actions']:>8} {row['seconds']:>6.1f} "
            f"{row['p50_ms']:>7.2f} {row['p99_ms']:>7.2f} {row['cpu_ms_per_action']:>10.3f} "
            f"{row['kb_per_game']:>8.0f} {row['host_p99_ms']:>11.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
