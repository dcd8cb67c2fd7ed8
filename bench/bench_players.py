"""How fast and how strong the computer players are.

    python bench/bench_players.py speed                 # hard decisions on round-8 hands, 4-hard games
    python bench/bench_players.py speed --level expert  # expert decisions on round-8 hands
    python bench/bench_players.py strength --games 500  # 2-player matches, win rate and margin, 95% CI
    python bench/bench_players.py strength --games 500 --match hard,greedy --jobs 2
    python bench/bench_players.py strength --expert     # expert vs hard (1,000 games), 4-player table

Speed: every decision of hard players in 2-player games is timed; the figures are for round 8
(ten-card hands: eleven after the draw), by kind of decision (draw, play: discard or go out,
final turn), as median and p95 in milliseconds of CPU time of this process (``time.process_time``,
so other work on a shared machine inflates the figures less). Then whole 4-player games of four
hard players, timed the same way on one core. With ``--level expert`` the expert's decisions are
timed instead, in 2-player games against hard (seats swapped every game) and in 4-player games
against hard, medium and greedy. Strength: each match plays seeded games with the seats swapped
every game; it prints the first player's win rate (a shared win counts half) with a 95% Wilson
interval and its mean score margin with a 95% normal interval. ``--expert`` runs the expert's
yardsticks: expert vs hard (1,000 games unless ``--games`` says otherwise), then a 4-player table
of expert, hard, medium and greedy (``--table-games``, seats turning every game) with each
level's share of the wins. ``--samples`` and ``--budget`` (milliseconds) set how the expert
thinks; decisions cut short by the budget are counted, since they are not reproducible.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.dictionary import open_dictionary
from quiddler.engine import Action, Phase, SeatView
from quiddler.match.headless import play_game
from quiddler.players import make_player
from quiddler.players.expert import ExpertSettings

#: The expert's settings for this run (``--samples``, ``--budget``); set in ``main``.
EXPERT = ExpertSettings()
#: The 4-player table the expert is measured at.
TABLE = ("expert", "hard", "medium", "greedy")

MATCHES = ("hard,greedy", "hard,easy", "hard,medium", "medium,greedy", "medium,easy", "greedy,easy")


class Timed:
    """Wraps a player and keeps (round, kind, CPU seconds) for every decision it makes."""

    def __init__(self, player: Any, log: list[tuple[int, str, float]]) -> None:
        self.player = player
        self.level = player.level
        self.log = log

    def act(self, view: SeatView) -> Action:
        kind = "draw" if view.phase is Phase.DRAW else ("final" if view.went_out is not None else "play")
        start = time.process_time()
        action = self.player.act(view)
        self.log.append((view.round, kind, time.process_time() - start))
        return action

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return self.player.challenges(view)


def _pct(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def _round8(log: list[tuple[int, str, float]], title: str) -> None:
    last = [entry for entry in log if entry[0] == 7]
    print(title)
    for kind in ("draw", "play", "final", "all"):
        times = [t for _, k, t in last if kind in ("all", k)]
        if times:
            print(
                f"  {kind:<6} n={len(times):>5}  median {1000 * statistics.median(times):6.2f}"
                f"  p95 {1000 * _pct(times, 0.95):7.2f}  max {1000 * max(times):7.2f}"
            )
    every = [t for _, _, t in log]
    median, p95 = 1000 * statistics.median(every), 1000 * _pct(every, 0.95)
    print(f"  every round: n={len(every)} median {median:.2f} p95 {p95:.2f}")


def speed(games: int, level: str) -> None:
    dictionary = open_dictionary()
    make_player("hard", seed=0, dictionary=dictionary)  # build the word index outside the timing
    if level == "expert":
        expert_speed(games, dictionary)
        return
    log: list[tuple[int, str, float]] = []
    for seed in range(games):
        players = [
            Timed(make_player("hard", seed=seed * 2 + k, dictionary=dictionary), log) for k in range(2)
        ]
        play_game(players, seed=seed, checker=dictionary)
    _round8(log, f"hard decisions, round 8 (10-card hands), {games} two-player hard games, CPU ms:")
    durations = []
    for seed in range(max(5, games // 2)):
        players = [make_player("hard", seed=seed * 4 + k, dictionary=dictionary) for k in range(4)]
        start = time.process_time()
        play_game(players, seed=10_000 + seed, checker=dictionary)
        durations.append(time.process_time() - start)
    print(
        f"4-player game of four hard players, {len(durations)} games, CPU s: median "
        f"{statistics.median(durations):.2f}  p95 {_pct(durations, 0.95):.2f}  max {max(durations):.2f}"
    )


def expert_speed(games: int, dictionary: Any) -> None:
    """The expert's decision times: 2-player games against hard, then the 4-player table."""
    print(f"expert: {EXPERT.samples} samples, budget {1000 * EXPERT.budget:.0f} ms per decision")
    for lineup in (("expert", "hard"), TABLE):
        log: list[tuple[int, str, float]] = []
        hits = 0
        for seed in range(games):
            turn = seed % len(lineup)
            levels = lineup[turn:] + lineup[:turn]
            players: list[Any] = [
                make_player(level, seed=seed * 4 + k, dictionary=dictionary, expert=EXPERT)
                for k, level in enumerate(levels)
            ]
            expert = levels.index("expert")
            players[expert] = Timed(players[expert], log)
            play_game(players, seed=seed, checker=dictionary)
            hits += players[expert].player.budget_hits
        _round8(
            log,
            f"expert decisions, round 8 (10-card hands), {games} games of {', '.join(lineup)}, CPU ms"
            f" ({hits} cut short by the budget):",
        )


def _play_match(task: tuple[str, str, int, int]) -> list[tuple[float, int, int]]:
    """Games ``first..first+count-1`` of a match: (first player's win share, its margin, decisions
    cut short by an expert's time budget) each."""
    a, b, first, count = task
    dictionary = open_dictionary()
    out = []
    for seed in range(first, first + count):
        swap = seed % 2 == 1
        levels = (b, a) if swap else (a, b)
        players = [
            make_player(level, seed=seed * 2 + k, dictionary=dictionary, expert=EXPERT)
            for k, level in enumerate(levels)
        ]
        game = play_game(players, seed=seed, checker=dictionary, names=["p0", "p1"]).game
        me, other = (1, 0) if swap else (0, 1)
        share = (1 / len(game.winners)) if me in game.winners else 0.0
        hits = sum(getattr(player, "budget_hits", 0) for player in players)
        out.append((share, game.totals[me] - game.totals[other], hits))
    return out


def _wilson(wins: float, n: int) -> tuple[float, float]:
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def strength(games: int, matches: list[str], jobs: int, seed: int) -> None:
    last = seed + games - 1
    print(f"2-player matches, {games} seeded games each (seeds {seed}..{last}, seats swapped each game)")
    for match in matches:
        a, b = match.split(",")
        chunk = max(1, math.ceil(games / (jobs * 4)))
        tasks = [
            (a, b, start, min(chunk, seed + games - start)) for start in range(seed, seed + games, chunk)
        ]
        started = time.perf_counter()
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                results = [item for part in pool.map(_play_match, tasks) for item in part]
        else:
            results = [item for task in tasks for item in _play_match(task)]
        wins = sum(share for share, _, _ in results)
        margins = [margin for _, margin, _ in results]
        hits = sum(hit for _, _, hit in results)
        low, high = _wilson(wins, len(results))
        half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
        rate, took = 100 * wins / len(results), time.perf_counter() - started
        print(
            f"  {a:>6} vs {b:<6} win {rate:5.1f}% (95% CI {100 * low:4.1f}–{100 * high:4.1f})"
            f"  margin {statistics.fmean(margins):+6.1f} ± {half:4.1f}  [{took:.0f} s]"
            + (f"  ({hits} expert decisions cut short by the time budget)" if "expert" in (a, b) else ""),
            flush=True,
        )


def table(games: int, seed: int) -> None:
    """The 4-player table: each level's share of the wins (95% Wilson interval) and mean total."""
    dictionary = open_dictionary()
    wins = dict.fromkeys(TABLE, 0.0)
    totals: dict[str, list[int]] = {level: [] for level in TABLE}
    hits = 0
    started = time.perf_counter()
    for number in range(games):
        turn = number % len(TABLE)
        levels = TABLE[turn:] + TABLE[:turn]
        players = [
            make_player(level, seed=(seed + number) * 4 + k, dictionary=dictionary, expert=EXPERT)
            for k, level in enumerate(levels)
        ]
        game = play_game(players, seed=seed + number, checker=dictionary).game
        for index, level in enumerate(levels):
            if index in game.winners:
                wins[level] += 1 / len(game.winners)
            totals[level].append(game.totals[index])
        hits += sum(getattr(player, "budget_hits", 0) for player in players)
    took = time.perf_counter() - started
    print(
        f"4-player table, {games} seeded games (seeds {seed}..{seed + games - 1}, seats turning every"
        f" game) [{took:.0f} s]"
    )
    for level in TABLE:
        low, high = _wilson(wins[level], games)
        print(
            f"  {level:>6}  wins {100 * wins[level] / games:5.1f}%"
            f" (95% CI {100 * low:4.1f}–{100 * high:4.1f})  mean total {statistics.fmean(totals[level]):6.1f}"
        )
    print(f"  expert decisions cut short by the time budget: {hits}")


def main() -> None:
    global EXPERT
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("speed", "strength"))
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--match", action="append", help="a,b (repeatable); default: all standard matches")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--level", choices=("hard", "expert"), default="hard", help="speed: whose decisions")
    parser.add_argument("--expert", action="store_true", help="strength: the expert's matches")
    parser.add_argument("--table-games", type=int, default=400, help="games at the 4-player table")
    parser.add_argument("--samples", type=int, default=EXPERT.samples, help="expert: worlds per decision")
    parser.add_argument("--budget", type=float, default=1000 * EXPERT.budget, help="expert: ms per decision")
    args = parser.parse_args()
    EXPERT = ExpertSettings(samples=args.samples, budget=args.budget / 1000)
    if args.what == "speed":
        speed(args.games or 20, args.level)
    elif args.expert:
        strength(args.games or 1000, ["expert,hard"], args.jobs, args.seed)
        table(args.table_games, args.seed)
    else:
        strength(args.games or 100, args.match or list(MATCHES), args.jobs, args.seed)


if __name__ == "__main__":
    main()
