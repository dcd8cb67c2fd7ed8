"""How the computer levels' calibration is measured: ratings of simulated games, from equal starts.

The levels' starting ratings (:mod:`quiddler.stats.calibration`, written by
``tools/calibrate_ratings.py``) come from *runs* of ``quiddler simulate --save``: a line-up of
levels, a first seed and a number of games (game ``k`` of a run has seed ``seed + k``, so the same
run always plays the same games). Every game of every run is rated with everyone starting at
OpenSkill's default (25 ± 8.3, where a new person starts), so a level's figure reads on the
people's scale. The games are rated in the order of their seeds (the runs' seeds do not
overlap), not of the time they were played, so the same runs give the same figures on any machine
and at any time: the tool writes them, and a test recomputes them from the games shipped with the
tests and finds the same numbers.

A level's rating is *separated* from the next one below when their means differ by more than
:data:`MARGIN` times the uncertainty of the difference (``sqrt(σ₁² + σ₂²)``): then "rated between
medium and hard" means what it says. docs/development.md gives the last run's figures.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import msgspec

from quiddler.saves.format import SavedGame
from quiddler.stats.digest import GameDigest, digest_of
from quiddler.stats.ratings import rate

__all__ = [
    "Run",
    "Level",
    "MARGIN",
    "EXPERT_BUDGET_MS",
    "calibrate",
    "levels_rated",
    "in_run",
    "separated",
    "fixture_name",
]

#: How many uncertainties of the difference must part two neighbouring levels' means.
MARGIN = 2.0

#: ``--budget`` of a run with the expert: so high that no decision is cut short, so the games do
#: not depend on the machine's speed (quiddler.players.expert: a decision cut short is not
#: reproducible).
EXPERT_BUDGET_MS = 600_000


@dataclass(frozen=True)
class Run:
    """``quiddler simulate --players PLAYERS --games GAMES --seed SEED --save``."""

    players: str
    seed: int
    games: int

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(self.players.split(","))

    def arguments(self) -> list[str]:
        """The ``quiddler`` command line that plays the run's games and keeps them."""
        said = ["simulate", "--players", self.players, "--games", str(self.games), "--seed", str(self.seed)]
        if "expert" in self.levels:
            said += ["--budget", str(EXPERT_BUDGET_MS)]
        return [*said, "--save"]

    def command(self) -> str:
        return " ".join(["quiddler", *self.arguments()])


def fixture_name(run: Run) -> str:
    """The file the run's games are packed in for the tests (``tests/stats/data/``)."""
    return f"{run.players.replace(',', '-')}-{run.seed}-{run.games}.tar.xz"


@dataclass(frozen=True)
class Level:
    """A level's measured rating and the number of games it was measured on."""

    mu: float
    sigma: float
    games: int


def in_run(saved: SavedGame, run: Run) -> bool:
    """Whether ``saved`` is one of the games of ``run`` (its seed and its line-up's levels)."""
    seats = sorted(kind.removeprefix("bot:") for kind in saved.seats)
    return run.seed <= saved.setup.seed < run.seed + run.games and seats == sorted(run.levels)


def calibrate(
    saved_games: Iterable[SavedGame],
    runs: Sequence[Run],
    *,
    digest: Callable[[SavedGame], GameDigest] = digest_of,
) -> dict[str, Level]:
    """Each level's rating over the games of ``runs`` found in ``saved_games`` (others are ignored),
    rated from equal starts in the order of their seeds; strongest first. Raises ``ValueError``
    when a game of a run is missing or found twice (the figures would not be the run's).
    ``digest`` replays a game into what is rated (a test that rates the same games in several
    orders passes one that remembers them: the replay is most of the cost)."""
    chosen: dict[int, SavedGame] = {}
    for saved in saved_games:
        if any(in_run(saved, run) for run in runs):
            if saved.setup.seed in chosen:
                raise ValueError(f"two games of seed {saved.setup.seed}")
            chosen[saved.setup.seed] = saved
    wanted = {run.seed + number for run in runs for number in range(run.games)}
    if missing := sorted(wanted - chosen.keys()):
        raise ValueError(f"{len(missing)} games of the runs are missing, the first of seed {missing[0]}")
    return levels_rated([digest(chosen[seed]) for seed in sorted(chosen)])


def levels_rated(games: Sequence[GameDigest]) -> dict[str, Level]:
    """The levels' ratings after ``games`` rated from equal starts in the order given (as if they
    had been played in that order); strongest first."""
    # rate() takes games in the order they finished: stamp them in the order given
    ordered = [
        msgspec.structs.replace(game, finished=f"{number:012d}", game_id=f"{number:012d}")
        for number, game in enumerate(games)
    ]
    ratings = rate(ordered, calibration={})
    levels = sorted((r for r in ratings.values() if r.is_level), key=lambda r: -r.mu)
    return {r.key.removeprefix("bot:"): Level(r.mu, r.sigma, r.games) for r in levels}


def separated(higher: tuple[float, float], lower: tuple[float, float]) -> bool:
    """Whether ``higher``'s (mu, sigma) is above ``lower``'s by more than :data:`MARGIN` times the
    uncertainty of the difference."""
    return higher[0] - lower[0] > MARGIN * math.hypot(higher[1], lower[1])
