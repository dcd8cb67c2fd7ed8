"""How long ``quiddler stats`` takes to count a history of 2,000 finished games.

    python bench/bench_stats.py [--games 2000] [--runs 15]

A private data folder is filled with 2,000 finished games: ``--distinct`` real games played by
the easy computers (three seats, one of them saved as a person so that every statistic is
counted), each copied under new game ids and finish times. Then, in this process:

* **cold**: no cache, every game replayed (``read_digests`` then ``tally`` and ``rate``), once;
* **warm**: the same with the cache in place, ``--runs`` times: what a player waits for
  whenever the history has not changed since the last look (the goal: under 0.3 s).
* **one new game**: the cache in place and one game added (replayed alone).

It prints median and p95 of the warm runs, the cold time, and the peak memory (tracemalloc) of
one warm run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--distinct", type=int, default=20)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="quiddler-bench-stats-"))
    os.environ["QUIDDLER_DATA_DIR"] = str(folder / "data")
    os.environ["QUIDDLER_CACHE_DIR"] = str(folder / "cache")

    from dataclasses import replace

    from quiddler.dictionary import open_dictionary
    from quiddler.match.headless import play_game
    from quiddler.players import make_player
    from quiddler.saves import SavedGame, SaveStore
    from quiddler.stats.cache import cached_ratings, read_digests
    from quiddler.stats.tally import tally

    store = SaveStore()
    dictionary = open_dictionary("en")
    started = time.perf_counter()
    originals = []
    for number in range(args.distinct):
        players = [make_player("easy", seed=number * 3 + seat, dictionary=dictionary) for seat in range(3)]
        result = play_game(players, seed=number, checker=dictionary, names=["Ann", "easy", "easy 2"])
        originals.append(
            SavedGame.from_game(result.game, seats=("human", "bot:easy", "bot:easy"), dictionary="en")
        )
    print(f"played {args.distinct} distinct games in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    for number in range(args.games):
        base = originals[number % len(originals)]
        stamp = f"2026-01-{1 + number // 1440 % 28:02d}T{number // 60 % 24:02d}:{number % 60:02d}:00Z"
        store.finish(replace(base, game_id=f"bench-{number:05d}", updated=stamp))

    def count() -> int:
        digests = read_digests(store)
        tally(digests.games)
        cached_ratings(digests.games)
        return len(digests.games)

    started, cpu = time.perf_counter(), time.process_time()
    assert count() == args.games
    cold, cold_cpu = time.perf_counter() - started, time.process_time() - cpu
    times, cpus = [], []
    for _ in range(args.runs):
        started, cpu = time.perf_counter(), time.process_time()
        count()
        times.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu)
    tracemalloc.start()
    count()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    store.finish(replace(originals[0], game_id="bench-new", updated="2026-02-01T00:00:00Z"))
    started = time.perf_counter()
    count()
    one_new = time.perf_counter() - started
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    print(f"quiddler stats over {args.games} games (statistics and ratings)")
    median = statistics.median(times)
    print(f"  warm (cache in place): median {median:.3f} s, p95 {p95:.3f} s ({args.runs} runs)")
    print(f"  one game added:        {one_new:.3f} s")
    cpu_median = statistics.median(cpus)
    print(f"  warm, processor time:  median {cpu_median:.3f} s (the wall time above includes")
    print("                         waiting for a busy machine's processors; this does not)")
    print(f"  cold (no cache):       {cold:.2f} s wall, {cold_cpu:.2f} s processor")
    print(f"  peak memory, warm:     {peak / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
