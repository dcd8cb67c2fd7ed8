"""Helpers for the save tests: games played by random legal actions, and stores in temp folders.

The random player uses every kind of action the engine has (draws from both piles, discards,
going out, final-turn lay-downs, challenges both won and lost, new rounds), so a save that
replays these games replays anything a real table can produce.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from quiddler.engine import (
    PRESETS,
    Action,
    Card,
    Challenge,
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    RuleOptions,
    Source,
    Word,
    WordSet,
)

#: A small dictionary: most random "words" are refused, a few short ones pass (challenges go both ways).
WORDS = WordSet({"at", "to", "it", "in", "on", "an", "as", "is", "of", "or", "be", "he", "we", "me"})


def _groups(cards: list[Card], rng: random.Random, minimum: int) -> tuple[Word, ...]:
    """Split ``cards`` into random words of at least ``minimum`` cards (all of them used)."""
    words = []
    rest = list(cards)
    while rest:
        # the last word takes what is left once too few cards remain for two words
        size = len(rest) if len(rest) < 2 * minimum else rng.randint(minimum, len(rest) - minimum)
        words.append(Word(tuple(rest[:size])))
        rest = rest[size:]
    return tuple(words)


def random_action(game: Game, rng: random.Random, go_out_chance: float = 0.2) -> Action:
    """A random action that the game accepts now (asked through ``game.can``).

    ``go_out_chance`` is how often a turn tries to go out; 0 makes rounds long enough to empty the
    draw pile, so the reshuffle of the discard pile gets saved and replayed too.
    """
    seat = game.current
    minimum = game.rules.min_word_cards
    if game.phase is Phase.DRAW:
        sources = [source for source in Source if game.can(Draw(seat, source))]
        return Draw(seat, rng.choice(sources))
    if game.phase is Phase.PLAY:
        hand = list(game.hand(seat))
        rng.shuffle(hand)
        discard, rest = hand[0], hand[1:]
        if game.is_final_turn:
            used = rest[: rng.randint(0, len(rest))]
            words = _groups(used, rng, minimum) if len(used) >= minimum else ()
            action: Action = LayDown(seat, words, discard)
            return action if game.can(action) else LayDown(seat, (), discard)
        if rng.random() < go_out_chance and len(rest) >= minimum:
            action = GoOut(seat, _groups(rest, rng, minimum), discard)
            if game.can(action):
                return action
        return Discard(seat, discard)
    if game.phase is Phase.CHALLENGE:
        open_words = game.challenge_words
        if open_words and rng.random() < 0.5:
            target, index = rng.choice(open_words)
            challenger = rng.choice([other for other in range(game.player_count) if other != target])
            return Challenge(challenger, target, index)
        return CloseChallenges()
    return NextRound()


def play(game: Game, rng: random.Random, steps: int | None = None, go_out_chance: float = 0.2) -> Game:
    """Apply ``steps`` random actions (or play to the end with None); checks invariants as it goes."""
    taken = 0
    while not game.is_over and (steps is None or taken < steps):
        game.apply(random_action(game, rng, go_out_chance))
        game.check_invariants()
        taken += 1
    return game


def new_game(
    players: Sequence[str] = ("Ann", "Bob", "Cy"), *, seed: int = 7, rules: RuleOptions | str = "standard"
) -> Game:
    options = PRESETS[rules] if isinstance(rules, str) else rules
    return Game.new(list(players), checker=WORDS, rules=options, seed=seed)


def played_game(
    players: Sequence[str] = ("Ann", "Bob", "Cy"),
    *,
    seed: int = 7,
    steps: int | None = 60,
    rules: RuleOptions | str = "standard",
    go_out_chance: float = 0.2,
) -> Game:
    """A seeded game after ``steps`` random legal actions (the same seed plays the same moves)."""
    game = new_game(players, seed=seed, rules=rules)
    return play(game, random.Random(seed * 31 + 1), steps, go_out_chance)


class EvenLengthWords:
    """A checker with a simple language (words of an even number of letters): random partitions of
    a hand then pass checked-words mode often enough for games to go out."""

    def is_word(self, text: str) -> bool:
        return len(text) % 2 == 0


def checked_game(seed: int, steps: int | None = None) -> Game:
    """A checked-words game played by random legal actions with :class:`EvenLengthWords`."""
    game = Game.new(["Ann", "Bob", "Cy"], checker=EvenLengthWords(), rules=PRESETS["checked"], seed=seed)
    return play(game, random.Random(seed), steps, go_out_chance=0.6)
