"""Dictionary figures: load time and memory of each bundled list, checks per second per backend.

    python bench/bench_dictionary.py [--runs 15]

Load time is a cold load of the list file (read, gunzip, split, freeze), measured ``--runs``
times in this process with the in-process cache cleared, reported as median, p95 and best (the
best run shows the cost itself when other processes share the CPU). Memory is
what the loaded set holds (tracemalloc). Checks per second is ``is_word`` on a fixed mix of
words and non-words, through the rules and the house words as the game calls it. The default
list must load in well under 50 ms.

The Spanish list (``es``, 596,000 forms) must load within 1.5 times the ``en`` list's time;
``--index`` also times the solver's index of ``en`` and ``es``: built once, then read from the
cache folder.

Quiddler Junior adds the names list to the dictionary (``for_rules``): the default dictionary's
load is timed without and with it, and the names list may cost at most 30 ms more.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.dictionary import Dictionary, DictionaryError, for_rules, open_dictionary
from quiddler.dictionary.bundled import BUNDLED, load_list
from quiddler.dictionary.names import load_names
from quiddler.engine import JUNIOR, STANDARD

#: Words and non-words, as a game asks them: mostly short, some refused by the rules.
MIX = [
    *("quiz", "cat", "dog", "zebra", "running", "quickly", "thin", "the", "qi", "jo", "ka", "xu"),
    *("etc", "non", "kb", "cs", "a", "x-ray", "london", "cwm", "hmm", "interpretation", "qzx"),
    *("zzz", "aa", "eh", "oxen", "jinx", "quip"),
]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def bench_load(runs: int) -> dict[str, list[float]]:
    """Every bundled list's cold load; returns the times by name."""
    print(f"Load of each bundled list ({runs} cold loads):")
    every: dict[str, list[float]] = {}
    print(f"  {'list':<9} {'words':>8} {'median':>9} {'p95':>9} {'best':>9} {'memory':>9}")
    for name, entry in BUNDLED.items():
        times = []
        for _ in range(runs):
            load_list.cache_clear()
            gc.collect()
            start = time.perf_counter()
            words, _ = load_list(entry.filename)
            times.append(time.perf_counter() - start)
        every[name] = times
        load_list.cache_clear()
        gc.collect()
        tracemalloc.start()
        words, _ = load_list(entry.filename)
        memory, _peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(
            f"  {name:<9} {len(words):>8,} {statistics.median(times) * 1000:>7.1f}ms "
            f"{percentile(times, 0.95) * 1000:>7.1f}ms {min(times) * 1000:>7.1f}ms {memory / 2**20:>7.1f}MB"
        )
    load_list.cache_clear()
    start = time.perf_counter()
    open_dictionary("en")
    elapsed = (time.perf_counter() - start) * 1000
    print(f"  open_dictionary('en') the first time, rules included: {elapsed:.1f}ms")
    ratio = statistics.median(every["es"]) / statistics.median(every["en"])
    verdict = "within" if ratio <= 1.5 else "OVER"
    print(
        f"  es loads in {ratio:.2f}x the time of en (median): {verdict} 1.5x "
        "(es is a MARISA trie: its memory is outside Python's allocator, 1.2 MB)"
    )
    return every


def bench_index(names: list[str]) -> None:
    """The solver's index of each dictionary: built once (cold cache folder), then loaded."""
    import os
    import tempfile

    from quiddler.solver import cache

    print("Solver index (the hints' and computer players' word index): first use, then the next start:")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["QUIDDLER_CACHE_DIR"] = folder
        for name in names:
            dictionary = open_dictionary(name, house_words=False)
            cache.clear_memory()
            start = time.perf_counter()
            cache.index_for(dictionary)
            first = time.perf_counter() - start
            cache.clear_memory()
            start = time.perf_counter()
            cache.index_for(dictionary)
            loaded = time.perf_counter() - start
            path = cache.index_path(dictionary.index_layers().source)
            where = f"cache file {path.stat().st_size / 2**20:.1f} MB" if path.exists() else "shipped"
            print(f"  {name:<9} first use {first:6.2f}s, ", end="")
            print(f"then loaded in {loaded * 1000:7.1f}ms ({where})")


def bench_junior(runs: int) -> None:
    """The default dictionary opened cold for a standard game and for Junior (names list added)."""
    print(f"Default dictionary for a game ({runs} cold opens: word list, names list and rules read afresh):")
    results = {}
    for label, rules in (("standard", STANDARD), ("junior", JUNIOR)):
        times = []
        for _ in range(runs):
            load_list.cache_clear()
            load_names.cache_clear()
            gc.collect()
            start = time.perf_counter()
            for_rules(open_dictionary("en"), rules)
            times.append(time.perf_counter() - start)
        results[label] = times
        print(
            f"  {label:<9} median {statistics.median(times) * 1000:6.1f}ms  "
            f"p95 {percentile(times, 0.95) * 1000:6.1f}ms  best {min(times) * 1000:6.1f}ms"
        )
    extra = statistics.median(results["junior"]) - statistics.median(results["standard"])
    best = min(results["junior"]) - min(results["standard"])
    verdict = "within" if extra <= 0.030 else "OVER"
    print(
        f"  the names list adds {extra * 1000:.1f}ms (median; best runs {best * 1000:.1f}ms): {verdict} 30ms"
    )
    load_names.cache_clear()
    gc.collect()
    tracemalloc.start()
    names, _ = load_names()
    memory, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  names list: {len(names):,} names, {memory / 2**20:.1f}MB")


def checks_per_second(dictionary: Dictionary, seconds: float = 1.0) -> float:
    words = MIX * 50
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for word in words:
            dictionary.is_word(word)
        done += len(words)
    return done / (time.perf_counter() - start)


def bench_checks(tmp_list: Path) -> None:
    print("Checks per second (is_word on a mix of words and non-words):")
    tmp_list.write_text("\n".join(sorted(load_list(BUNDLED["en"].filename)[0])) + "\n")
    for name in [*BUNDLED, f"file:{tmp_list}", "enchant:en_US", "enchant:en_GB", "enchant:es_ES"]:
        label = "file:(en as a text file)" if name.startswith("file:") else name
        try:
            dictionary = open_dictionary(name)
        except DictionaryError as error:
            print(f"  {label:<26} not available: {error}")
            continue
        print(f"  {label:<26} {checks_per_second(dictionary):>12,.0f}/s")
        if name == "en":
            junior = for_rules(dictionary, JUNIOR)
            print(f"  {'en + names (Junior)':<26} {checks_per_second(junior):>12,.0f}/s")  # type: ignore[arg-type]
        if name.startswith("enchant:"):
            start = time.perf_counter()
            count = len(dictionary.words())
            elapsed = time.perf_counter() - start
            print(f"  {'':<26} words(): {count:,} words, computed once in {elapsed:.2f}s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument(
        "--index", action="store_true", help="also build the en and es solver indexes (a minute)"
    )
    args = parser.parse_args()
    bench_load(args.runs)
    if args.index:
        bench_index(["en", "es"])
    bench_junior(args.runs)
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        bench_checks(Path(folder) / "en.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
