"""How fast is the hint solver? Prints index build/load times and sizes, overlays, memory, solve times.

    python bench/bench_solver.py                 # the default dictionary, 300 hands per size
    python bench/bench_solver.py --hands 100 --dictionary en-large
    python bench/bench_solver.py --hands 0 --dictionary es     # the index figures only

For each hand size from 3 to 11 cards it deals seeded random hands from the real 118-card deck
and times ``solve`` per hand: the best go-out and the best play, and (in the *listed* columns) every
word as well, which is all three answers of the issue.

The headline figures are *first sight*: every solve is the first of its hand, nothing about it is
remembered, and the index's memo of :class:`Word` objects starts empty for each size, so a word
is made the first time any hand of the run finds it, as in a new game. On a shared machine
other processes pause a run now and then, so the whole pass over the hands is run ``--repeats``
times, each time from the same empty memo (the same experiment again), and each hand's fastest
run is kept. *Warm* is a solve of a hand whose words have all been made before (a long session).

``Solution.words`` is a list made when first read, so the headline figures (which only touch the
attribute, as a computer player does) leave out making every :class:`Word` of the hand. The
*listed* columns are the same first-sight solves with every word read as well (``len(words)``),
what ``quiddler solve`` or a word finder pays.

A reference loop (``sum(range(1000))``) is timed too, to compare machines: it takes about 8 µs
on a current desktop CPU with Python 3.11. A shared virtual machine changes speed by half as
much again from one minute to the next, so the loop is also timed right before every solve
(fastest of three), and the second table scales each solve by ``8 µs / that reference``: what the
same run takes on a desktop, whatever the machine was doing at that moment.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
import timeit
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.dictionary.base import Dictionary
from quiddler.engine import Card, full_deck
from quiddler.solver import Solution, WordIndex, index_file, solve

SIZES = range(3, 12)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.3f}"


def _reference() -> float:
    """Seconds per ``sum(range(1000))``, the fastest of five timings."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000


_PACE = timeit.Timer("sum(range(1000))")


def _pace() -> float:
    """The reference loop right now (fastest of three single runs): the machine's current speed."""
    return min(_PACE.repeat(repeat=3, number=1))


#: The reference loop on a current desktop CPU (Python 3.11), the machine the goals are set for.
DESKTOP_REFERENCE = 8e-6


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def bench_index(dictionary: Dictionary) -> WordIndex:
    """Build the base index, write and read its file, load the shipped one, lay overlays on it
    (family filter, house words, Junior's names); print the times and sizes."""
    from quiddler.dictionary import game_checker
    from quiddler.engine import STANDARD, preset
    from quiddler.solver import cache
    from quiddler.solver.overlay import LayeredIndex

    layers = dictionary.index_layers()
    words = layers.words()
    started = time.perf_counter()
    built = WordIndex.build(words)
    build_time = time.perf_counter() - started
    data = index_file.dumps(built, layers.source)
    reads = []
    for _ in range(5):
        started = time.perf_counter()
        index_file.loads(data, source=layers.source)  # every check a cache file gets
        reads.append(time.perf_counter() - started)
    print(f"index: {len(words)} words -> {len(built)} card multisets, {len(built.arcs)} trie nodes")
    print(f"  build                 {build_time * 1000:8.0f} ms")
    print(
        f"  cache file            {len(data) / 1e6:8.1f} MB, read and checked in {min(reads) * 1000:.1f} ms"
    )
    shipped = layers.shipped() if layers.shipped is not None else None
    if shipped is not None:
        loads = []
        for _ in range(5):
            started = time.perf_counter()
            index = index_file.loads(shipped, source=layers.source, shipped=True)
            loads.append(time.perf_counter() - started)
        print(
            f"  shipped file          {len(shipped) / 1e6:8.1f} MB, loaded in {min(loads) * 1000:.1f} ms"
            f" (median {statistics.median(loads) * 1000:.1f})"
        )
    tracemalloc.start()
    index = index_file.loads(data, source=layers.source)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  memory (loaded)       {peak / 1e6:8.1f} MB")
    house = frozenset({"qat", "zyx", "okay", "yeet", "bae"})
    overlays = [
        ("family filter", game_checker(dictionary, STANDARD, "on")),
        ("Junior's names", game_checker(dictionary, preset("junior"), "off")),
    ]
    for name, checker in overlays:
        plan = cache._plan(checker)
        started = time.perf_counter()
        layered = LayeredIndex(index, plan.added, plan.removed)
        print(
            f"  overlay: {name:<13}{(time.perf_counter() - started) * 1000:7.1f} ms"
            f" ({len(layered.overlay)} groups, {len(layered.hidden)} hidden)"
        )
    started = time.perf_counter()
    LayeredIndex(index, house, frozenset())
    print(f"  overlay: 5 house words{(time.perf_counter() - started) * 1000:6.1f} ms")
    return index


def _time(hand: list[Card], index: WordIndex, *, listed: bool = False) -> tuple[float, Solution]:
    """Seconds for one solve (and the solution)."""
    started = time.perf_counter()
    solution = solve(hand, index)
    _ = (solution.go_out, solution.best, solution.words)
    if listed:
        _ = len(solution.words)  # makes every word
    return time.perf_counter() - started, solution


def bench_hands(index: WordIndex, hands_per_size: int, repeats: int, seed: int, sizes: range = SIZES) -> None:
    """Median, p95 and max per hand size: go-out and best play; *listed* adds every word made."""
    deck = full_deck()
    print(
        f"\nsolve per hand ({hands_per_size} seeded hands per size; first sight, fastest of {repeats}"
        " passes), ms\n  median/p95/max: best go-out + best play (the word list made only when read);"
        "\n  listed: the same with every word made too (all three answers)"
    )
    print("cards   median      p95      max   warm median/p95   listed median/p95   words  go out")
    scaled: dict[int, tuple[list[float], list[float]]] = {}
    for size in sizes:
        rng = random.Random(seed * 100 + size)
        hands = [rng.sample(deck, size) for _ in range(hands_per_size)]
        runs: dict[bool, tuple[list[float], list[float]]] = {}
        for listing in (False, True):
            fastest = [float("inf")] * len(hands)
            fastest_scaled = [float("inf")] * len(hands)
            for _ in range(repeats):
                index.forget_words()  # every pass sees every word for the first time
                for position, hand in enumerate(hands):
                    pace = _pace()
                    seconds = _time(hand, index, listed=listing)[0]
                    fastest[position] = min(fastest[position], seconds)
                    fastest_scaled[position] = min(
                        fastest_scaled[position], seconds * DESKTOP_REFERENCE / pace
                    )
            runs[listing] = (fastest, fastest_scaled)
        first, listed = runs[False][0], runs[True][0]
        scaled[size] = (runs[False][1], runs[True][1])
        warm = []
        words = 0
        going_out = 0
        for hand in hands:
            tries = [_time(hand, index) for _ in range(repeats)]
            warm.append(min(seconds for seconds, _ in tries))
            solution = tries[0][1]
            words += len(solution.words)
            going_out += solution.go_out is not None
        print(
            f"{size:5d} {_ms(statistics.median(first))} {_ms(_percentile(first, 0.95))} {_ms(max(first))}"
            f"   {_ms(statistics.median(warm))} {_ms(_percentile(warm, 0.95))}"
            f"     {_ms(statistics.median(listed))} {_ms(_percentile(listed, 0.95))}"
            f"   {words / len(hands):5.0f}  {going_out * 100 // len(hands):3d} %"
        )
    print("\nthe same solves scaled to a desktop (each × 8 µs / the reference loop timed just before it), ms")
    print("cards   median      p95   listed median/p95")
    for size, (first, listed) in scaled.items():
        print(
            f"{size:5d} {_ms(statistics.median(first))} {_ms(_percentile(first, 0.95))}"
            f"     {_ms(statistics.median(listed))} {_ms(_percentile(listed, 0.95))}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dictionary", default=None, help="dictionary name (default: the default one)")
    parser.add_argument("--hands", type=int, default=300, help="hands per size (default 300)")
    parser.add_argument("--repeats", type=int, default=3, help="timed passes per size (default 3)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--smallest", type=int, default=min(SIZES), help="fewest cards (default 3)")
    args = parser.parse_args()

    from quiddler.dictionary import open_dictionary

    dictionary = open_dictionary(args.dictionary, house_words=False)
    reference = _reference()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"Python {sys.version.split()[0]}; reference loop {reference * 1e6:.1f} µs; load average {load:.1f}"
    )
    print(f"dictionary: {dictionary.name}")
    index = bench_index(dictionary)
    if args.hands:
        bench_hands(index, args.hands, args.repeats, args.seed, range(args.smallest, max(SIZES) + 1))


if __name__ == "__main__":
    main()
