"""The computer levels' calibration: the shipped figures are what their simulated games give.

quiddler/stats/calibration.py is written by tools/calibrate_ratings.py from the runs it lists; the
runs' games are packed in tests/stats/data/. These tests recompute the figures from those games
(no game is played but one: a seeded sample of a run, replayed to the same moves), and check the
levels come out in order, parted by the margins docs/development.md states; and, the issue's
measure, that 300 or more games of expert, hard, medium and easy at one table rate the levels in
that order however the games are read, and in whatever order they had been played.
"""

from __future__ import annotations

import itertools
import random
import tarfile
from collections.abc import Callable
from pathlib import Path

import pytest

from quiddler.saves import SavedGame, SaveStore
from quiddler.stats import calibration
from quiddler.stats.calibrate import Level, Run, calibrate, fixture_name, in_run, levels_rated, separated
from quiddler.stats.digest import GameDigest, digest_of

DATA = Path(__file__).parent / "data"
RUNS = [Run(*run) for run in calibration.RUNS]
#: Strongest first: the order a player reads the levels in.
ORDER = ["expert", "hard", "medium", "easy"]
#: The runs of the four levels at one table (the issue's measure: 300 such games or more).
TABLE_RUNS = [run for run in RUNS if sorted(run.levels) == sorted(ORDER)]
#: The neighbouring levels whose means are parted by more than MARGIN uncertainties (docs/development.md).
SEPARATED = {("hard", "medium"), ("medium", "easy")}


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> list[SavedGame]:
    """Every game of the shipped runs, read from their packed histories."""
    folder = tmp_path_factory.mktemp("calibration")
    for run in RUNS:
        with tarfile.open(DATA / fixture_name(run), "r:xz") as archive:
            archive.extractall(folder, filter="data")
    return SaveStore(folder).history()


@pytest.fixture(scope="module")
def remembered(shipped: list[SavedGame]) -> Callable[[SavedGame], GameDigest]:
    """digest_of, each shipped game replayed once: the tests rate the same games in several orders,
    and the replay is most of the cost."""
    digests = {saved.game_id: digest_of(saved) for saved in shipped}
    return lambda saved: digests[saved.game_id]


def _figures(levels: dict[str, Level]) -> dict[str, tuple[float, float]]:
    """(mu, sigma) per level, rounded as calibration.py writes them."""
    return {name: (round(lv.mu, 2), round(lv.sigma, 2)) for name, lv in levels.items()}


@pytest.mark.slow  # the 600 packed games replayed through the engine once (about 8 s), rated four times
def test_the_shipped_calibration_is_what_its_games_give_whatever_order_they_are_read(
    shipped: list[SavedGame], remembered: Callable[[SavedGame], GameDigest]
) -> None:
    assert len(shipped) == sum(run.games for run in RUNS)
    assert all(sum(in_run(saved, run) for run in RUNS) == 1 for saved in shipped)
    for order in range(3):  # the tool read them in the order of their files; here, other orders
        shuffled = list(shipped)
        random.Random(order).shuffle(shuffled)
        levels = calibrate(shuffled, RUNS, digest=remembered)
        assert _figures(levels) == calibration.LEVELS
        assert {name: lv.games for name, lv in levels.items()} == calibration.GAMES
        assert list(levels) == list(calibration.LEVELS)  # strongest first, as written
    with pytest.raises(ValueError, match="missing"):  # a run's game lost: no figures from a part
        calibrate(shuffled[1:], RUNS, digest=remembered)


@pytest.mark.slow  # the same replay (shared on one worker), then 300 games rated ten times: 0.5 s
def test_300_games_of_the_four_levels_rate_them_in_order_whatever_order_the_games_are_read(
    shipped: list[SavedGame], remembered: Callable[[SavedGame], GameDigest]
) -> None:
    """The issue's test: after 300 or more saved games of expert, hard, medium and easy at one
    table, rated from equal starts, expert > hard > medium > easy, and the same figures whatever
    order the games are read in.

    Rated as if they had been *played* in another order, the figures move (OpenSkill updates
    one game at a time), and hard > medium > easy holds in every order; expert and hard do not
    (hard comes out above the expert in about a third of such orders: docs/development.md), so
    the test does not claim it."""
    table = [saved for saved in shipped if any(in_run(saved, run) for run in TABLE_RUNS)]
    assert len(table) >= 300
    assert all(sorted(kind.removeprefix("bot:") for kind in saved.seats) == sorted(ORDER) for saved in table)
    measured = []
    for order in range(5):  # read in five orders: the same figures, in the same order
        read = list(table)
        random.Random(order).shuffle(read)
        levels = calibrate(read, TABLE_RUNS, digest=remembered)
        assert list(levels) == ORDER
        assert {lv.games for lv in levels.values()} == {len(table)}
        measured.append(_figures(levels))
    assert all(figures == measured[0] for figures in measured)
    for order in range(5):  # played in five other orders: other figures, hard > medium > easy
        played = [remembered(saved) for saved in table]
        random.Random(100 + order).shuffle(played)
        levels = levels_rated(played)
        assert levels["hard"].mu > levels["medium"].mu > levels["easy"].mu, order


def test_the_levels_are_in_order_and_parted_by_the_documented_margins() -> None:
    """expert > hard > medium > easy in mu; each pair docs/development.md calls separated is."""
    assert list(calibration.LEVELS) == ORDER
    mus = [calibration.LEVELS[name][0] for name in ORDER]
    assert mus == sorted(mus, reverse=True) and len(set(mus)) == len(mus)
    for higher, lower in itertools.pairwise(ORDER):
        if (higher, lower) in SEPARATED:
            assert separated(calibration.LEVELS[higher], calibration.LEVELS[lower]), (higher, lower)
        else:
            assert not separated(calibration.LEVELS[higher], calibration.LEVELS[lower]), (higher, lower)
    # the expert, measured on fewer games than the others, is the least sure of its figure
    assert calibration.GAMES["expert"] < calibration.GAMES["hard"]
    assert calibration.LEVELS["expert"][1] > calibration.LEVELS["hard"][1]


def test_a_seeded_sample_of_a_run_plays_the_shipped_games_again(shipped: list[SavedGame]) -> None:
    """The packed games are the run's: the first two games of the three-level run, played again
    with its command line, make the same moves to the same totals."""
    from quiddler.cli import main

    run = next(run for run in RUNS if "expert" not in run.levels)
    sample = Run(run.players, run.seed, 2)
    assert main(sample.arguments()) == 0
    again = {saved.setup.seed: saved for saved in SaveStore().history()}
    assert sorted(again) == [run.seed, run.seed + 1]
    packed = {saved.setup.seed: saved for saved in shipped if in_run(saved, run)}
    stale = "the computer players now play otherwise: run tools/calibrate_ratings.py --fixtures again"
    for seed, saved in again.items():
        assert saved.seats == packed[seed].seats
        assert saved.actions == packed[seed].actions, stale
        assert saved.progress.totals == packed[seed].progress.totals
