"""Quiddler of the day: how long opening a day takes (the deal plus its par), and its memory.

    python bench/bench_daily.py [--days 100] [--dictionary en]

For each of ``--days`` dates from 1 January 2026 it deals the day (:func:`day_deal`) and finds
its par (:func:`day_par`, the exact search of :mod:`quiddler.solver.keep` for each round) with
the word index par counts (no house words, the family filter on) loaded once beforehand (its
load time is printed apart: the game loads it for the hints anyway). Prints the median, p95 and
worst time to open a day (CPU time of this process, ms), the slowest round's search nodes,
whether every par was proved exact, the spread of pars, and the peak memory the par search
allocates (tracemalloc).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.daily.par import day_par
from quiddler.dictionary import open_checker
from quiddler.engine.daily import day_deal
from quiddler.solver import index_for
from quiddler.solver.keep import best_keep


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=100)
    parser.add_argument("--dictionary", default="en")
    args = parser.parse_args()
    start = time.process_time()
    # The words par counts (docs/rules.md §12): no house words, the family filter's suggestions.
    index = index_for(open_checker(args.dictionary, family="on", house_words=False))
    print(f"word index ({args.dictionary}) loaded in {(time.process_time() - start) * 1000:.0f} ms")
    days = [date(2026, 1, 1) + timedelta(days=step) for step in range(args.days)]
    times: list[float] = []
    deals: list[float] = []
    totals: list[int] = []
    exact = True
    for day in days:
        begin = time.process_time()
        deal = day_deal(day)
        dealt = time.process_time()
        par = day_par(deal, index, dictionary=args.dictionary, language="en")
        times.append((time.process_time() - begin) * 1000)
        deals.append((dealt - begin) * 1000)
        totals.append(par.total)
        exact = exact and par.exact
    nodes = max(
        best_keep(round.seen, len(round.hand), index).nodes
        for day in days[:20]
        for round in day_deal(day).rounds
    )
    tracemalloc.start()
    day_par(day_deal(days[0]), index, dictionary=args.dictionary, language="en")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"open a day (deal + par), {len(days)} days: median {statistics.median(times):.1f} ms, "
        f"p95 {percentile(times, 0.95):.1f} ms, worst {max(times):.1f} ms"
    )
    print(f"  of which the deal: median {statistics.median(deals):.2f} ms")
    print(f"  most search nodes in a round (first 20 days): {nodes}; every par exact: {exact}")
    print(f"  par: median {statistics.median(totals):.0f}, from {min(totals)} to {max(totals)}")
    print(f"  peak memory of one day's par: {peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
