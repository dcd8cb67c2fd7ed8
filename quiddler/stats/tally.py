"""Each person's statistics over the history's digests, and the same against each computer level.

A person is known by name, case-insensitively (the name shown is the one they last played
under); computer seats are counted only as opponents here (their strength is in the ratings).
A shared win (equal top totals) counts as a win for each winner.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from quiddler.stats.digest import GameDigest
from quiddler.stats.ratings import key_of

__all__ = ["Record", "PersonStats", "tally"]


@dataclass
class Record:
    """Games and wins (of one person: at one table size, or against one level)."""

    games: int = 0
    wins: int = 0
    points: int = 0

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.points / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "wins": self.wins, "win_share": round(self.share, 4)}


@dataclass
class PersonStats:
    """One person's figures over the games counted."""

    key: str
    name: str
    games: int = 0
    wins: int = 0
    rounds: int = 0
    points: int = 0
    best_round: int | None = None
    best_round_game: str = ""
    best_game: int | None = None
    best_game_id: str = ""
    best_word: str = ""
    best_word_points: int = 0
    longest_word: str = ""
    longest_letters: int = 0
    out_first: int = 0
    challenges_made: int = 0
    challenges_won: int = 0
    unused_lost: int = 0
    #: table size -> record
    by_size: dict[int, Record] = field(default_factory=dict)
    #: computer level -> record of the games that level sat in
    by_level: dict[str, Record] = field(default_factory=dict)

    @property
    def per_round(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0

    @property
    def per_game(self) -> float:
        return self.points / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "games": self.games,
            "wins": self.wins,
            "win_share_by_players": {
                str(size): record.to_json() for size, record in sorted(self.by_size.items())
            },
            "rounds": self.rounds,
            "average_per_round": round(self.per_round, 3),
            "average_per_game": round(self.per_game, 3),
            "best_round": {"points": self.best_round, "game_id": self.best_round_game or None},
            "best_game": {"points": self.best_game, "game_id": self.best_game_id or None},
            "highest_scoring_word": {"word": self.best_word or None, "points": self.best_word_points},
            "longest_word": {"word": self.longest_word or None, "letters": self.longest_letters},
            "went_out_first": self.out_first,
            "challenges_made": self.challenges_made,
            "challenges_won": self.challenges_won,
            "points_lost_to_unused_cards": self.unused_lost,
            "against_levels": {
                level: {**record.to_json(), "average_per_game": round(record.average, 3)}
                for level, record in sorted(self.by_level.items())
            },
        }


def tally(games: Iterable[GameDigest]) -> dict[str, PersonStats]:
    """Every person's statistics, keyed by :func:`~quiddler.stats.ratings.key_of`."""
    people: dict[str, PersonStats] = {}
    for game in games:
        levels = sorted({seat.kind[4:] for seat in game.seats if seat.kind.startswith("bot:")})
        for index, seat in enumerate(game.seats):
            if seat.kind != "human":
                continue
            key = key_of(seat)
            person = people.get(key)
            if person is None:
                person = people[key] = PersonStats(key, seat.name.strip())
            person.name = seat.name.strip()  # games come oldest first: the latest spelling stays
            won = index in game.winners
            person.games += 1
            person.wins += won
            person.points += seat.total
            person.rounds += len(seat.round_scores)
            for score in seat.round_scores:
                if person.best_round is None or score > person.best_round:
                    person.best_round, person.best_round_game = score, game.game_id
            if person.best_game is None or seat.total > person.best_game:
                person.best_game, person.best_game_id = seat.total, game.game_id
            if seat.best_word_points > person.best_word_points:
                person.best_word, person.best_word_points = seat.best_word, seat.best_word_points
            if seat.longest_letters > person.longest_letters:
                person.longest_word, person.longest_letters = seat.longest_word, seat.longest_letters
            person.out_first += seat.out_first
            person.challenges_made += seat.challenges_made
            person.challenges_won += seat.challenges_won
            person.unused_lost += seat.unused_lost
            for record in (
                person.by_size.setdefault(len(game.seats), Record()),
                *(person.by_level.setdefault(level, Record()) for level in levels),
            ):
                record.games += 1
                record.wins += won
                record.points += seat.total
    return people
