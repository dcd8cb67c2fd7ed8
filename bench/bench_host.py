"""How many games one host process carries: N concurrent 4-player games on loopback.

    python bench/bench_host.py                        # N = 1, 50, 200; 2 rounds; 0.5 s to think
    python bench/bench_host.py --games 200 --rounds 3 --think 1 --seed 7
    python bench/bench_host.py --games 50 --think 0   # no pause: how fast the host goes flat out

Every seat of every game is a remote computer player (:class:`quiddler.remote.bot.BotClient`), each
its own WebSocket connection to 127.0.0.1; the N games are N :class:`quiddler.remote.host.Host`
objects on one event loop in this process (one thread: one core), each on a port of its own, each
saving after every action as ``quiddler host`` does (to a temporary folder; ``--no-save`` to
leave the disk out). The clients run in ``--clients`` other processes, so what this process
spends is the host's own work.

A client waits ``--think`` seconds (each seat its own pace, from half to one and a half times it,
drawn from ``--seed``) before each decision, as a person would, so the host meets a steady load
instead of bursts from 4N robots at once; ``--think 0`` measures the host flat out instead.

Printed for each N:

- round trip: from a client sending an action (or a pass) to its answer, p50 / p99 / max in
  milliseconds, as the clients measure it (their own event loop's delays included);
- host handling: the host's time inside one message's handling (decode, the engine, the events
  and views for every seat, the save), p50 / p99, as this process measures it;
- event out: from the host reading a move to that move's ``event`` handed to each seat's socket
  (a move leaves the host only once it is saved: this is what waiting for the disk adds);
- host CPU per action: CPU seconds of this process (``time.process_time``) while the games run,
  divided by the actions the engines applied, and the share of one core it used;
- memory per game: the growth of this process's resident memory (``VmRSS``, sampled every 0.2 s,
  the peak) from before the hosts to the busiest moment, divided by N: games, connections,
  buffers and the saves' work all counted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
import os
import random
import resource
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import msgspec

from quiddler.engine.rules import STANDARD
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.dictionaries import checker_for, open_dictionary

PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def _pct(values: list[float], fraction: float) -> float:
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def _rss_kb() -> int:
    """This process's resident memory in KB (Linux: /proc/self/status)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _rules(rounds: int) -> Any:
    return replace(STANDARD, hand_sizes=STANDARD.hand_sizes[:rounds])


# ---------------------------------------------------------------- the clients (other processes)


async def _clients(seats: list[dict[str, Any]], rounds: int, level: str, timeout: float) -> dict[str, Any]:
    """Play every seat given (url, code, seed, think) to the end; their round trips and errors."""
    from quiddler.match.computers import make_bot
    from quiddler.remote.bot import BotClient

    checker = checker_for(open_dictionary(None), _rules(rounds))
    bots = [
        BotClient(seat["url"], seat["code"], make_bot(level, seat["seed"], checker), think=seat["think"])
        for seat in seats
    ]
    gc.freeze()  # the dictionary and the players: the clients' own pauses are not the host's
    results = await asyncio.gather(*(bot.play(timeout=timeout) for bot in bots), return_exceptions=True)
    failures = [repr(result) for result in results if isinstance(result, BaseException)]
    return {
        "round_trips": [trip for bot in bots for trip in bot.round_trips],
        "errors": sum(len(bot.errors) for bot in bots),
        "failures": failures[:5],
        "failed": len(failures),
        "unfinished": sum(1 for bot in bots if bot.view is None or not bot.view.is_over),
    }


def client_worker() -> None:
    """``--client-worker``: read the seats as JSON on stdin, print the results as JSON."""
    job = json.loads(sys.stdin.read())
    os.nice(job["nice"])  # the host's process comes first on a shared machine
    result = asyncio.run(_clients(job["seats"], job["rounds"], job["level"], job["timeout"]))
    print(json.dumps(result))


# ---------------------------------------------------------------- the host (this process)


async def run(games: int, args: argparse.Namespace, save_root: Path | None) -> dict[str, Any]:
    from quiddler.remote.host import Host, new_code
    from quiddler.saves import SaveStore

    rng = random.Random(args.seed * 1_000_003 + games)
    rules = _rules(args.rounds)
    checker = checker_for(open_dictionary(None), rules)
    store = SaveStore(save_root) if save_root is not None else None
    await _warm_up(rules, checker)  # what the first game imports is not any game's memory
    gc.collect()
    before = _rss_kb()
    hosts: list[Host] = []
    for number in range(games):
        setup = MatchSetup(tuple(Seat(name) for name in PLAYERS), rules=rules, seed=args.seed + number)
        match = Match.new(setup, checker=checker, store=store)
        hosts.append(
            Host(match, room=f"r{number}", codes={seat: new_code() for seat in range(4)}, time_limit=20.0)
        )
    handling: list[float] = []
    turnaround: list[float] = []
    events_out: list[float] = []
    for host in hosts:
        _time_handling(host, handling, turnaround, events_out)
    ports = [await host.start("127.0.0.1", 0) for host in hosts]
    if args.freeze:
        gc.freeze()  # what quiddler host does once its games are dealt (see commands/host.py)
    seats = [
        {
            "url": f"ws://127.0.0.1:{port}/{host.room}",
            "code": host.codes[seat],
            "seed": args.seed + 7919 * number + seat,
            "think": args.think * rng.uniform(0.5, 1.5),
        }
        for number, (host, port) in enumerate(zip(hosts, ports, strict=True))
        for seat in range(4)
    ]
    workers = max(1, min(args.clients, len(seats)))
    shares = [seats[index::workers] for index in range(workers)]
    peak = _rss_kb()
    applied_before = sum(len(host.match.game.records) for host in hosts)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--client-worker",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        for _share in shares
    ]
    job = {"rounds": args.rounds, "level": args.level, "timeout": args.timeout, "nice": args.nice}
    children0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    talks = [
        asyncio.ensure_future(proc.communicate(json.dumps({**job, "seats": share}).encode()))
        for proc, share in zip(procs, shares, strict=True)
    ]
    lags: list[float] = []
    sampler = asyncio.ensure_future(_sample_lag(lags))
    pauses: list[float] = []
    gc.callbacks.append(_gc_timer(pauses))
    while not all(talk.done() for talk in talks):
        peak = max(peak, _rss_kb())
        await asyncio.wait(talks, timeout=0.2)
    sampler.cancel()
    gc.callbacks.pop()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    clients_cpu = children.ru_utime + children.ru_stime - children0.ru_utime - children0.ru_stime
    applied = sum(len(host.match.game.records) for host in hosts) - applied_before
    results = [json.loads(talk.result()[0] or b"{}") for talk in talks]
    over = sum(1 for host in hosts if host.match.is_over)
    for host in hosts:
        await host.close()
        host.match.close()
    trips = [trip for result in results for trip in result.get("round_trips", [])]
    return {
        "games": games,
        "over": over,
        "actions": applied,
        "wall": wall,
        "cpu": cpu,
        "clients_cpu": clients_cpu,
        "trips": trips,
        "handling": handling,
        "lags": lags,
        "turnaround": turnaround,
        "events_out": events_out,
        "gc": pauses,
        "errors": sum(result.get("errors", 0) for result in results),
        "failed": sum(result.get("failed", 0) for result in results),
        "failures": [failure for result in results for failure in result.get("failures", [])][:3],
        "memory_kb": (peak - before) / games,
    }


async def _warm_up(rules: Any, checker: Any) -> None:
    """Deal, serve and close one game, so the modules imported lazily are in before the baseline."""
    from quiddler.remote.host import Host

    match = Match.new(MatchSetup((Seat("A"), Seat("B")), rules=rules, seed=0), checker=checker)
    host = Host(match, room="warm", codes={1: "WARM-CODE"})
    await host.start("127.0.0.1", 0)
    await host.close()


def _gc_timer(into: list[float]) -> Any:
    """A ``gc.callbacks`` hook that notes how long each full collection (generation 2) stops
    the host's loop."""
    started = [0.0]

    def timer(phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            into.append(time.perf_counter() - started[0])

    return timer


async def _sample_lag(into: list[float]) -> None:
    """How late the host's loop runs a callback asked for 10 ms ahead: the time any message waits
    before the host even reads it (the loop is busy with others)."""
    while True:
        asked = time.perf_counter()
        await asyncio.sleep(0.01)
        into.append(time.perf_counter() - asked - 0.01)


def _time_handling(
    host: Any, handling: list[float], turnaround: list[float], events_out: list[float]
) -> None:
    """Time each message inside the host (the bench's own wrappers; the host is unchanged):
    ``handling``, the call that answers it; ``turnaround``, from that call to the answer handed
    to the socket by the connection's writer (the loop's other work in between included);
    ``events_out``, from that call to each ``event`` of the moves it applied handed to a socket."""
    handle = host._handle
    waiting: dict[tuple[int, int], float] = {}
    applied: dict[int, float] = {}  # an action's number -> when the message that applied it was read

    def watch(conn: Any) -> None:
        send = conn.socket.send

        async def timed_send(message: Any, *args: Any, **options: Any) -> None:
            await send(message, *args, **options)
            if message.startswith(('{"type":"answer"', '{"type":"error"')):
                started = waiting.pop((id(conn), msgspec.json.decode(message).get("id")), None)
                if started is not None:
                    turnaround.append(time.perf_counter() - started)
            elif message.startswith('{"type":"event","event":"action"'):
                started = applied.get(msgspec.json.decode(message).get("number"))
                if started is not None:
                    events_out.append(time.perf_counter() - started)

        conn.socket.send = timed_send
        conn.watched = True

    def timed(conn: Any, raw: Any) -> bool:
        started = time.perf_counter()
        if not getattr(conn, "watched", False):
            watch(conn)
        before = len(host.match.game.records)
        try:
            return bool(handle(conn, raw))
        finally:
            handling.append(time.perf_counter() - started)
            for number in range(before + 1, len(host.match.game.records) + 1):
                applied[number] = started
            with contextlib.suppress(Exception):
                waiting[(id(conn), msgspec.json.decode(raw).get("id"))] = started

    host._handle = timed


def _spread(label: str, values: list[float], note: str = "") -> str:
    """One line of milliseconds: p50, p99 and the worst of ``values`` (seconds)."""
    ms = 1000.0
    if not values:
        return f"  {label:<15} none{note}"
    worst = max(values)
    return (
        f"  {label:<15} p50 {_pct(values, 0.5) * ms:6.2f} ms   p99 {_pct(values, 0.99) * ms:6.2f} ms"
        f"   max {worst * ms:6.1f} ms{note}"
    )


def report(figures: dict[str, Any], think: float) -> None:
    trips, handling = figures["trips"], figures["handling"]
    actions = max(1, figures["actions"])
    wall = max(figures["wall"], 1e-9)
    print(
        f"N = {figures['games']:>3} games ({figures['over']} finished, {figures['actions']} actions, "
        f"{len(trips)} round trips, {figures['wall']:.1f} s, think {think:g} s)"
    )
    print(_spread("round trip", trips, "   (at the clients)"))
    print(_spread("host turnaround", figures["turnaround"], "   (message read to answer sent)"))
    print(_spread("host handling", handling, f"   ({len(handling)} messages)"))
    print(_spread("event out", figures["events_out"], "   (move read to its event sent, each seat)"))
    print(_spread("host loop lag", figures["lags"]))
    print(_spread("host full GC", figures["gc"], f"   ({len(figures['gc'])} collections)"))
    print(
        f"  host CPU        {figures['cpu'] / actions * 1000:6.2f} ms per action"
        f"   ({figures['cpu'] / wall:.0%} of one core)"
    )
    print(f"  clients' CPU    {figures['clients_cpu'] / wall:.0%} of one core ({os.cpu_count()} cores here)")
    print(f"  memory          {figures['memory_kb']:6.0f} KB per game (RSS growth / N)")
    if figures["errors"] or figures["failed"]:
        print(f"  refused answers {figures['errors']} (e.g. a round dealt by another seat first)")
        print(f"  failed seats    {figures['failed']}")
        for failure in figures["failures"]:
            print(f"    {failure[:200]}")
    sys.stdout.flush()


def _profiler() -> Any:
    import cProfile

    profiler = cProfile.Profile()
    profiler.enable()
    return profiler


def _print_profile(profiler: Any) -> None:
    import pstats

    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(40)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--games", default="1,50,200", help="the Ns to run, comma-separated (default 1,50,200)"
    )
    parser.add_argument("--rounds", type=int, default=2, help="rounds per game (default 2: 3 and 4 cards)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think", type=float, default=0.5, help="seconds a seat waits before deciding (default 0.5)"
    )
    parser.add_argument("--level", default="easy", help="the computer players' level (default easy)")
    parser.add_argument("--clients", type=int, default=2, help="client processes (default 2)")
    parser.add_argument("--nice", type=int, default=10, help="the client processes' niceness (default 10)")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds a seat may take for its game")
    parser.add_argument("--no-save", action="store_true", help="do not save the games after every action")
    parser.add_argument("--no-freeze", dest="freeze", action="store_false", help="no gc.freeze() once dealt")
    parser.add_argument("--profile", action="store_true", help="print the host's 25 costliest functions")
    parser.add_argument("--client-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.client_worker:
        client_worker()
        return 0
    if not 1 <= args.rounds <= len(STANDARD.hand_sizes):
        parser.error(f"--rounds is from 1 to {len(STANDARD.hand_sizes)}")
    counts = [int(part) for part in args.games.split(",") if part.strip()]
    for games in counts:
        with tempfile.TemporaryDirectory(prefix="bench-host-") as folder:
            profiler = _profiler() if args.profile else None
            figures = asyncio.run(run(games, args, None if args.no_save else Path(folder)))
        if profiler is not None:
            _print_profile(profiler)
        report(figures, args.think)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
