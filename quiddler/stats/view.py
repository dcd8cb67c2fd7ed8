"""The ratings as the other commands and screens show them: beside a name, or as a few lines.

Each front end asks :func:`current_ratings` once (the cached digests and ratings: milliseconds
when the history has not changed) and reads players' ratings from it; problems with single games
are left to ``quiddler stats`` to say.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from quiddler.i18n import _, ngettext
from quiddler.stats.ratings import Rating, display_name, placement

if TYPE_CHECKING:
    from quiddler.stats.tally import PersonStats

__all__ = ["CurrentRatings", "current_ratings", "rating_lines", "games_and_wins", "person_lines"]


def games_and_wins(games: int, wins: int) -> str:
    """``12 games, 5 wins (42%)``, each noun in its number."""
    said = ngettext("{count} game", "{count} games", games).format(count=games)
    said += ", " + ngettext("{count} win", "{count} wins", wins).format(count=wins)
    return f"{said} ({100 * wins / max(1, games):.0f}%)"


@dataclass(frozen=True)
class CurrentRatings:
    """Every player's rating after every finished game, keyed as :func:`~quiddler.stats.ratings.key_of`."""

    ratings: dict[str, Rating] = field(default_factory=dict)

    def of(self, name: str, kind: str = "human") -> Rating | None:
        key = kind if kind.startswith("bot:") else "person:" + name.strip().casefold()
        return self.ratings.get(key)

    def label(self, name: str, kind: str = "human") -> str:
        """``rating 33.9 ± 4.2`` (a person also gets their place among the levels), or ``""``."""
        rating = self.of(name, kind)
        if rating is None or not rating.games:
            return ""
        said = _("rating {rating}").format(rating=rating.short())
        if not rating.is_level:
            said += ", " + placement(rating, self.ratings)
        return said

    def seat_json(self, names: Sequence[str], kinds: Sequence[str]) -> list[dict[str, Any] | None]:
        """Per seat, the player's rating now (``None`` for a player never rated)."""
        return [
            rating.to_json() if (rating := self.of(name, kind)) is not None else None
            for name, kind in zip(names, kinds, strict=True)
        ]


def current_ratings() -> CurrentRatings:
    """The ratings after every finished game of the history (see :mod:`quiddler.stats.cache`)."""
    from quiddler.stats.cache import cached_ratings, read_digests

    try:
        digests = read_digests()
        return CurrentRatings(cached_ratings(digests.games))
    except OSError:  # a history folder that cannot be read: no ratings, the game goes on
        return CurrentRatings()


def rating_lines(ratings: CurrentRatings, games: Sequence[tuple[Sequence[str], Sequence[str]]]) -> str:
    """Lines that follow a list of games, each given as (names, kinds) per seat (a paper game's
    kinds are all ``"human"``): the rating of each player in them, best first."""
    seen: dict[str, Rating] = {}
    for names, kinds in games:
        for name, kind in zip(names, kinds, strict=True):
            rating = ratings.of(name, kind)
            if rating is not None and rating.games:
                seen[rating.key] = rating
    if not seen:
        return ""
    lines = [_("Ratings (after every finished game; 'quiddler stats' says more):")]
    for rating in sorted(seen.values(), key=lambda rating: -rating.mu):
        name = display_name(rating.key, rating.name)  # a level's name in the reader's language
        label = ratings.label(rating.name, rating.key if rating.is_level else "human")
        lines.append(f"  {name}: {label}")
    return "\n\n" + "\n".join(lines)  # after a blank line


def person_lines(person: PersonStats, rating: Rating | None, ratings: dict[str, Rating]) -> list[str]:
    """One person's statistics: their name (with their rating), then one line per figure.

    ``quiddler stats`` prints these lines and the statistics screen shows them, so the screen
    has every figure the command has (the guide promises the same figures in both)."""
    title = person.name
    if rating is not None and rating.games:
        title += " — " + _("rating {rating}, {placement}").format(
            rating=rating.short(), placement=placement(rating, ratings)
        )
    sizes = ", ".join(
        _("{players} players: {wins} of {games} ({share})").format(
            players=size, wins=record.wins, games=record.games, share=f"{100 * record.share:.0f}%"
        )
        for size, record in sorted(person.by_size.items())
    )
    lines = [
        title,
        games_and_wins(person.games, person.wins),
        _("wins by table size: {sizes}").format(sizes=sizes),
        _("average {round} points a round, {game} a game").format(
            round=f"{person.per_round:.1f}", game=f"{person.per_game:.1f}"
        ),
        _("best round {round} (game {round_game}), best game {game} (game {game_id})").format(
            round=person.best_round,
            round_game=person.best_round_game,
            game=person.best_game,
            game_id=person.best_game_id,
        ),
    ]
    if person.best_word:
        lines.append(
            _(
                "highest-scoring word {word} ({points} points), longest word {longest} ({letters} letters)"
            ).format(
                word=person.best_word.upper(),
                points=person.best_word_points,
                longest=person.longest_word.upper(),
                letters=person.longest_letters,
            )
        )
    lines.append(
        _(
            "went out first: {out}; challenges made {made}, won {won}; points lost to unused cards {unused}"
        ).format(
            out=person.out_first,
            made=person.challenges_made,
            won=person.challenges_won,
            unused=person.unused_lost,
        )
    )
    for level, record in sorted(person.by_level.items()):
        lines.append(
            _("against {level}: {record}, {average} points a game").format(
                level=display_name("bot:" + level, level),
                record=games_and_wins(record.games, record.wins),
                average=f"{record.average:.1f}",
            )
        )
    return lines
