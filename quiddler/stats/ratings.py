"""Ratings of every person and computer level, from the finishing order of each game.

The model is OpenSkill's Plackett–Luce (the ``openskill`` package): a Bayesian rating for games
of any number of players, each rating a mean ``mu`` and an uncertainty ``sigma`` that shrinks as
games are played. Each finished game with two or more players updates everyone at its table from
its finishing order, by total (equal totals share their place). The games are taken in the order
they finished (then by game id), whatever order they were read in, so the same history always
gives the same ratings.

A person is known by name, matched case-insensitively (``Ann`` and ``ann`` are one person); a
computer level is one player whoever it sat as. The levels start from a calibration measured on
simulated games (:mod:`quiddler.stats.calibration`), so a person's rating can be read against
theirs ("between medium and hard"); :func:`rate` with ``calibration={}`` starts everyone equal.
A game abandoned never reaches the history; a resumed one is one file there: each counts once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from quiddler.i18n import N_, _
from quiddler.stats.calibration import LEVELS
from quiddler.stats.digest import GameDigest, SeatDigest

__all__ = ["Rating", "rate", "key_of", "LEVEL_NAMES", "placement"]

#: The computer levels' names as players read them.
LEVEL_NAMES = {
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
    "greedy": N_("greedy"),
}


@dataclass(frozen=True)
class Rating:
    """One player's rating: ``mu`` the estimate, ``sigma`` its uncertainty (both in OpenSkill's
    units, where a new player is 25 ± 8.3)."""

    key: str
    name: str
    mu: float
    sigma: float
    games: int

    @property
    def is_level(self) -> bool:
        return self.key.startswith("bot:")

    @property
    def low(self) -> float:
        """The rating the player is almost surely above (``mu − 2·sigma``)."""
        return self.mu - 2 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + 2 * self.sigma

    def to_json(self) -> dict[str, object]:
        return {"mu": round(self.mu, 3), "sigma": round(self.sigma, 3), "games": self.games}

    def short(self) -> str:
        """``27.4 ± 3.1`` (two sigma)."""
        return f"{self.mu:.1f} ± {2 * self.sigma:.1f}"


def key_of(seat: SeatDigest) -> str:
    """``bot:<level>`` for a computer seat; ``person:<name>`` (case folded) for a person."""
    if seat.kind.startswith("bot:"):
        return seat.kind
    return "person:" + seat.name.strip().casefold()


def display_name(key: str, name: str) -> str:
    if key.startswith("bot:"):
        level = key[4:]
        return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level
    return name.strip()


def rate(
    games: Iterable[GameDigest],
    *,
    calibration: Mapping[str, tuple[float, float]] | None = None,
    start: Mapping[str, Rating] | None = None,
    after_each: Callable[[GameDigest, Mapping[str, tuple[float, float]]], None] | None = None,
) -> dict[str, Rating]:
    """Every player's rating after ``games`` (see the module docstring), keyed by :func:`key_of`.

    ``after_each(game, ratings)`` is told every rated game with everyone's (mu, sigma) after it
    (the stats screen draws a player's rating over time from it). ``start`` continues from
    ratings computed over earlier games (the cache does so when games
    were only added after those it rated); ``games`` must then all have finished after them.
    """
    # openskill: a maintained implementation of the Weng–Lin Bayesian ratings for games of any
    # number of players (Plackett–Luce), with uncertainty; imported here: only ratings need it.
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    priors = LEVELS if calibration is None else calibration
    ratings: dict[str, tuple[float, float]] = {}
    names: dict[str, str] = {}
    counts: dict[str, int] = {}
    for key, rating in (start or {}).items():
        ratings[key], names[key], counts[key] = (rating.mu, rating.sigma), rating.name, rating.games
    for game in sorted(games, key=lambda game: (game.finished, game.game_id)):
        if len(game.seats) < 2:
            continue
        keys = [key_of(seat) for seat in game.seats]
        for key, seat in zip(keys, game.seats, strict=True):
            if key not in ratings:
                level = key[4:] if key.startswith("bot:") else None
                prior = priors.get(level) if level is not None else None
                ratings[key] = prior if prior is not None else (model.mu, model.sigma)
            names[key] = display_name(key, seat.name)
        teams = [[model.rating(mu=ratings[key][0], sigma=ratings[key][1])] for key in keys]
        rated = model.rate(teams, scores=[seat.total for seat in game.seats])
        updated: dict[str, list[tuple[float, float]]] = {}
        for key, team in zip(keys, rated, strict=True):
            updated.setdefault(key, []).append((team[0].mu, team[0].sigma))
        for key, values in updated.items():  # one level at two seats: the mean of its two updates
            ratings[key] = (sum(mu for mu, _ in values) / len(values), min(sigma for _, sigma in values))
            counts[key] = counts.get(key, 0) + 1
        if after_each is not None:
            after_each(game, ratings)
    return {
        key: Rating(key, names[key], mu, sigma, counts.get(key, 0)) for key, (mu, sigma) in ratings.items()
    }


def placement(rating: Rating, ratings: Mapping[str, Rating]) -> str:
    """Where a person's rating falls among the computer levels': "between medium and hard"."""
    levels: dict[str, float] = {f"bot:{level}": mu for level, (mu, _sigma) in LEVELS.items()}
    levels.update({key: value.mu for key, value in ratings.items() if value.is_level})
    ladder = sorted(levels.items(), key=lambda item: item[1])
    if not ladder:
        return ""
    below = [key for key, mu in ladder if mu <= rating.mu]
    above = [key for key, mu in ladder if mu > rating.mu]
    name = {key: display_name(key, key) for key, _mu in ladder}
    if not below:
        return _("rated below {level}").format(level=name[above[0]])
    if not above:
        return _("rated above {level}").format(level=name[below[-1]])
    return _("rated between {lower} and {higher}").format(lower=name[below[-1]], higher=name[above[0]])
