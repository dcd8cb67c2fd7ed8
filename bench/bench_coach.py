"""Coach figures: how long the review of a whole game takes.

    python bench/bench_coach.py [--games 20] [--players 4] [--dictionary en]

Seeded games of standard Quiddler (8 rounds) are played by computer players of mixed levels
(easy, medium, hard, greedy: a table with plenty of misses to find), then each game is reviewed
for every seat, as a hot-seat table of people would be: the replay through the engine, the exact
best arrangement of every final hand, and every draw and discard judged from the seat's view.
Prints the CPU time of one game's review (median, p95, max, in ms), the time per round and
person (what the app's review after a round costs), how many misses were found, and the peak
memory a review allocates. The word index is loaded before timing (it is the hint's, already in
memory during a game).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.coach import review_game
from quiddler.dictionary import open_dictionary
from quiddler.engine import (
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    Source,
    Word,
)
from quiddler.match.headless import play_game
from quiddler.players import make_player
from quiddler.solver import index_for

LEVELS = ("easy", "medium", "hard", "greedy")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--dictionary", default="en")
    args = parser.parse_args()
    words = open_dictionary(args.dictionary)
    index = index_for(words)
    levels = [LEVELS[seat % len(LEVELS)] for seat in range(args.players)]
    games = []
    for seed in range(args.games):
        players = [
            make_player(level, seed=seed * 10 + seat, dictionary=words) for seat, level in enumerate(levels)
        ]
        games.append(play_game(players, seed=seed, checker=words).game)
    times: list[float] = []
    misses = 0
    missed = 0
    for game in games:
        start = time.process_time()
        review = review_game(game, index)
        times.append((time.process_time() - start) * 1000)
        misses += sum(len(person.misses) for round_ in review.rounds for person in round_)
        missed += sum(review.missed(seat) for seat in review.seats)
    # A slow table: random legal moves that go out rarely, so rounds run long (the draw pile is
    # reshuffled): many more turns to judge than the computer players leave.
    long_times: list[float] = []
    long_moves: list[int] = []
    for seed in range(max(3, args.games // 4)):
        game = _long_game(words, args.players, seed)
        long_moves.append(len(game.actions))
        start = time.process_time()
        review_game(game, index)
        long_times.append((time.process_time() - start) * 1000)
    tracemalloc.start()
    review_game(games[0], index)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rounds = games[0].rules.rounds
    per_person_round = [value / (rounds * args.players) for value in times]
    moves = statistics.mean(len(game.actions) for game in games)
    print(
        f"review of a {rounds}-round, {args.players}-player game, every seat ({args.games} games, "
        f"{moves:.0f} moves a game on average):"
    )
    print(
        f"  game review: median {statistics.median(times):.1f} ms, p95 {percentile(times, 0.95):.1f} ms, "
        f"max {max(times):.1f} ms"
    )
    print(
        f"  per round and person: median {statistics.median(per_person_round):.2f} ms, "
        f"p95 {percentile(per_person_round, 0.95):.2f} ms"
    )
    print(
        f"  misses found: {misses / args.games:.1f} per game; "
        f"points missed: {missed / args.games:.1f} per game"
    )
    print(f"  peak memory of one review: {peak / 1024:.0f} KiB")
    print(
        f"a slow table ({len(long_times)} games of random moves, {statistics.mean(long_moves):.0f} moves a "
        f"game): median {statistics.median(long_times):.1f} ms, max {max(long_times):.1f} ms"
    )


def _long_game(words: object, players: int, seed: int) -> Game:
    """A whole game of random legal moves that seldom go out."""
    rng = random.Random(seed)
    game = Game.new([f"P{seat + 1}" for seat in range(players)], checker=words, seed=seed)  # type: ignore[arg-type]
    while not game.is_over:
        seat = game.current
        if game.phase is Phase.CHALLENGE:
            game.apply(CloseChallenges())
        elif game.phase is Phase.ROUND_OVER:
            game.apply(NextRound())
        elif game.phase is Phase.DRAW:
            sources = [source for source in Source if game.can(Draw(seat, source))]
            game.apply(Draw(seat, rng.choice(sources)))
        else:
            hand = game.hand(seat)
            if game.is_final_turn:
                game.apply(LayDown(seat, (), rng.choice(hand)))
            elif len(game.actions) % 97 == 0 and game.can(GoOut(seat, (Word(hand[:-1]),), hand[-1])):
                game.apply(GoOut(seat, (Word(hand[:-1]),), hand[-1]))  # table rules: unchecked
            else:
                game.apply(Discard(seat, rng.choice(hand)))
    return game


if __name__ == "__main__":
    main()
