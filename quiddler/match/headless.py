"""A table with no one at it but computer players: plays whole games headless, and records them.

This is what ``quiddler simulate`` runs (:func:`play_match`: dealt by :meth:`Match.new
<quiddler.match.Match.new>` as ``play`` and ``host`` deal) and what the strength benchmarks measure
(:func:`play_game`, with players made by hand, seated through the same entrance): a
:class:`~quiddler.match.Match` played out by the turn driver
(:func:`~quiddler.match.driver.play_out`) — each seat in turn is handed its own view and answers
with an action the engine verifies; after words are laid, every other seat in turn from the layer is
asked which to challenge — so a computer player here plays under exactly the rules, and through
exactly the code, it plays under in the app. The match runs ``strict``: a refused answer is a
:class:`BotError`, a bug to find, not a move played safe.

The record of a game (:func:`game_record`) is plain JSON-ready data, one object per game::

    {
      "seed": 7,                          # the game's seed: Game.new(..., seed=7) deals it again
      "rules": "standard",                # the rule preset's name
      "rule_options": {...},              # every rule option (RuleOptions.to_dict): enough to
                                          # rescore the record from its own contents
      "players": ["hard", "easy"],        # names in seat order (seat 0 leads round 1)
      "levels": ["hard", "easy"],         # each seat's computer level
      "totals": [182, 97],                # final totals, per seat
      "winners": [0],                     # seats with the highest total (ties share the win)
      "rounds": [                         # one per round, in order
        {
          "round": 1,                     # 1-based
          "hand_size": 3,
          "dealer": 1,                    # seat index
          "went_out": 0,                  # seat index of who went out, or null
          "players": [                    # one per seat, in seat order
            {
              "words": [["qu", "i", "z"]],  # scored words, each a list of card strings
              "rejected": [],             # words that lost a challenge (scored nothing)
              "unused": ["m"],            # cards left in the hand (subtracted)
              "discard": "t",             # last discard, or null
              "challenges": [             # challenges of this seat's words, with the outcome
                {"word": ["x", "u"], "by": 1, "allowable": false, "loser": 0, "penalty": 16}
              ],
              "penalty": 0,               # points lost to challenges (as layer or challenger)
              "bonuses": ["longest_word"],  # bonus names won: "most_words", "longest_word"
              "score": 35                 # the round score
            }
          ]
        }
      ]
    }

A round score always equals ``max(0, points(words) - points(unused)) + bonus_points *
len(bonuses) - penalty`` (``points(unused)`` is 0 under rules that do not subtract unused cards).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from quiddler.engine import STANDARD, Challenged, Game, RoundSummary, RuleOptions
from quiddler.match.computers import BotError, BotFactory, ComputerSeat, make_bot
from quiddler.match.driver import play_out
from quiddler.match.match import Match
from quiddler.match.setup import MatchSetup
from quiddler.players.seats import Seat

if TYPE_CHECKING:
    from quiddler.engine import WordChecker
    from quiddler.players.base import ComputerPlayer

__all__ = ["BotError", "GameResult", "play_game", "play_match", "game_record", "seat_names"]


@dataclass
class GameResult:
    """A finished game and how long each seat took to decide (seconds per :meth:`act` call)."""

    game: Game
    levels: tuple[str, ...]
    decision_times: list[list[float]] = field(default_factory=list)

    @property
    def record(self) -> dict[str, Any]:
        return game_record(self.game, self.levels)


def seat_names(levels: Sequence[str]) -> tuple[str, ...]:
    """Distinct player names for a line-up of levels: ``hard, easy`` or ``hard 1, hard 2``."""
    names = []
    for index, level in enumerate(levels):
        if levels.count(level) > 1:
            names.append(f"{level} {levels[: index + 1].count(level)}")
        else:
            names.append(level)
    return tuple(names)


def play_game(
    players: Sequence[ComputerPlayer],
    *,
    seed: int,
    checker: WordChecker,
    rules: RuleOptions = STANDARD,
    names: Sequence[str] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> GameResult:
    """Play one complete game among ``players`` (seat order) and return it with decision times.

    Raises :class:`BotError` if a player makes an illegal move (the engine's refusal is chained).
    """
    levels = tuple(player.level for player in players)
    seats = tuple(Seat(name, level) for name, level in zip(names or seat_names(levels), levels, strict=True))
    setup = MatchSetup(seats, rules, seed=seed, preset=rules.name)
    handed = iter(players)  # the one entrance, with these players in the seats, in order

    def seated(level: str, seed: int, checker: WordChecker) -> ComputerSeat:
        return next(handed)

    match = Match.new(setup, checker=checker, bot_factory=seated, strict=True, clock=clock)
    play_out(match)
    return GameResult(match.game, levels, match.decision_times)


def play_match(
    setup: MatchSetup,
    *,
    checker: WordChecker,
    bot_factory: BotFactory = make_bot,
    clock: Callable[[], float] = time.perf_counter,
) -> GameResult:
    """Deal ``setup`` (every seat a computer) through :meth:`Match.new`, the entrance ``quiddler
    play`` and ``quiddler host`` deal through (seat ``i``'s player seeded ``seed + i``), and play
    it to the end: the same seats and seed are the same game wherever they are dealt.

    Raises :class:`BotError` if a player makes an illegal move (the engine's refusal is chained)."""
    match = Match.new(setup, checker=checker, bot_factory=bot_factory, strict=True, clock=clock)
    play_out(match)
    levels = tuple(seat.level or "" for seat in setup.seats)
    return GameResult(match.game, levels, match.decision_times)


def game_record(game: Game, levels: Sequence[str] | None = None) -> dict[str, Any]:
    """The game's record as JSON-ready data, in the shape this module's docstring documents."""
    challenges: dict[int, list[Challenged]] = {}
    for record in game.records:
        if isinstance(record, Challenged):
            challenges.setdefault(record.round, []).append(record)
    return {
        "seed": game.setup.seed,
        "rules": game.rules.name,
        "rule_options": game.rules.to_dict(),
        "players": list(game.players),
        "levels": list(levels) if levels is not None else None,
        "totals": list(game.totals),
        "winners": list(game.winners),
        "rounds": [_round_record(summary, challenges.get(summary.round, [])) for summary in game.summaries],
    }


def _round_record(summary: RoundSummary, challenges: list[Challenged]) -> dict[str, Any]:
    players = []
    for result in summary.results:
        players.append(
            {
                "words": [word.to_list() for word in result.words],
                "rejected": [word.to_list() for word in result.rejected_words],
                "unused": [card.value for card in result.unused],
                "discard": result.discard.value if result.discard is not None else None,
                "challenges": [
                    {
                        "word": c.word.to_list(),
                        "by": c.challenger,
                        "allowable": c.allowable,
                        "loser": c.loser,
                        "penalty": c.penalty,
                    }
                    for c in challenges
                    if c.seat == result.seat
                ],
                "penalty": result.penalty,
                "bonuses": [bonus.value for bonus in result.bonuses],
                "score": result.score,
            }
        )
    return {
        "round": summary.round + 1,
        "hand_size": summary.hand_size,
        "dealer": summary.dealer,
        "went_out": summary.went_out,
        "players": players,
    }
