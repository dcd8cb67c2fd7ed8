"""Machine-independent cost of the hint solver: CPU instructions per hand, counted by callgrind.

    python bench/bench_solver_instructions.py              # 6- and 11-card hands, 300 of each
    python bench/bench_solver_instructions.py --hands 100

Wall-clock times on a shared virtual machine move by half as much again from one minute to the
next; an instruction count does not (the same Python, hands and index give the same count on any
x86-64 machine, whatever else it is doing). So this is the figure to compare before and after a
change to the solver. It runs the same seeded first-sight solves as ``bench_solver.py`` (no word
made before) under ``valgrind --tool=callgrind`` (Debian: ``apt-get install valgrind``), once with
no hand and once with the hands, and prints the difference per hand: the loading of Python, the
dictionary and the index cancels out. It takes about a minute per line (valgrind runs Python some
fifty times slower).
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _inner(hands: int, size: int, listed: bool) -> None:
    """What callgrind counts: load everything, then solve ``hands`` seeded hands of ``size``."""
    sys.path.insert(0, str(ROOT))
    from quiddler.dictionary import open_dictionary
    from quiddler.engine import full_deck
    from quiddler.solver import index_for, solve

    index = index_for(open_dictionary(None, house_words=False))
    rng = random.Random(2026 * 100 + size)  # the hands of bench_solver.py
    deck = full_deck()
    for hand in [rng.sample(deck, size) for _ in range(hands)]:
        solution = solve(hand, index)
        if listed:
            len(solution.words)


def _count(hands: int, size: int, listed: bool) -> int:
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--inner",
        str(hands),
        str(size),
        "listed" if listed else "plain",
    ]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    found = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
    if found is None:
        raise SystemExit(f"callgrind printed no count:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--inner":
        _inner(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "listed")
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands per size (default 300)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed: apt-get install valgrind (or brew install valgrind).")
    _inner(0, 11, False)  # builds the index cache first if needed, outside the counts
    print(f"Python {sys.version.split()[0]}; {args.hands} first-sight hands per line; mean per hand")
    for size in (6, 11):
        base = _count(0, size, False)
        for listed in (False, True):
            per_hand = (_count(args.hands, size, listed) - base) / args.hands
            what = "all three answers (every word made)" if listed else "best go-out + best play"
            print(f"  {size:2d} cards  {what:38s} {per_hand / 1e6:6.2f} M instructions")


if __name__ == "__main__":
    main()
