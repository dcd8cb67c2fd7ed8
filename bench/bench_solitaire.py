"""Solitaire figures: how long the game takes to see whether a word is left, and greedy scores.

    python bench/bench_solitaire.py [--games 40] [--dictionary en]

After every word and refill the engine asks its word finder for every word the face-up cards
make (to detect the end, and to answer a hint at once). This times that question per position
(CPU time of this process, median and p95 in ms) for each finder available: the solver's index
(when ``quiddler.solver`` offers ``index_for``) and the brute-force ``PermutationFinder``. It
also prints the set-up time of each finder and the scores of a greedy player (best word by
points, first stack for refills) over seeded games: median score and perfect zeros.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from quiddler.dictionary import open_dictionary
from quiddler.engine.solitaire import PermutationFinder, Solitaire, SolitairePhase, WordFinder, best_word
from quiddler.solitaire.tools import finder_for


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def run(name: str, make_finder: object, checker: object, games: int) -> None:
    start = time.process_time()
    finder: WordFinder = make_finder()  # type: ignore[operator]
    setup = (time.process_time() - start) * 1000
    asks: list[float] = []
    scores: list[int] = []
    for seed in range(games):
        game = Solitaire(checker, finder, seed=seed)  # type: ignore[arg-type]
        while not game.is_over:
            if game.phase is SolitairePhase.REFILL:
                game.refill(game.refill_sources[0])
                continue
            word = best_word(game.available_words())
            assert word is not None
            game.make_word(game.stacks_for(word) or ())
        scores.append(game.score)
        # time the end-detection question on every position of this game's words, fresh
        replay = game.restart()
        cards = [card for card in replay.face_up if card is not None]
        begin = time.process_time()
        finder.find_words(cards)
        asks.append((time.process_time() - begin) * 1000)
        for word in game.words:
            stacks = replay.stacks_for(word)
            if stacks is None or replay.is_over:
                break
            replay.make_word(stacks)
            while replay.phase is SolitairePhase.REFILL:
                replay.refill(replay.refill_sources[0])
            cards = [card for card in replay.face_up if card is not None]
            begin = time.process_time()
            finder.find_words(cards)
            asks.append((time.process_time() - begin) * 1000)
    print(
        f"  {name:<12} set-up {setup:8.1f} ms   words left? median {statistics.median(asks):6.2f} ms"
        f"  p95 {percentile(asks, 0.95):6.2f} ms  ({len(asks)} positions)"
    )
    perfect = sum(score == 0 for score in scores)
    print(f"  {'':<12} greedy play: median score {statistics.median(scores)}, perfect {perfect}/{games}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--dictionary", default=None)
    args = parser.parse_args()
    checker = open_dictionary(args.dictionary)
    print(f"Solitaire with dictionary {checker.name}, {args.games} seeded games:")
    run("default", lambda: finder_for(checker), checker, args.games)
    run("permutation", lambda: PermutationFinder(checker, checker.words()), checker, args.games)


if __name__ == "__main__":
    main()
