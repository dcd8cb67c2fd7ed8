"""Ratings: the levels come out in order of strength, whatever order the games are read in."""

from __future__ import annotations

import random

import pytest

from quiddler.saves import SaveStore
from quiddler.stats.cache import read_digests
from quiddler.stats.digest import GameDigest, SeatDigest
from quiddler.stats.ratings import placement, rate


def _game(number: int, totals: list[int], names: list[str], kinds: list[str] | None = None) -> GameDigest:
    kinds = kinds or ["human"] * len(names)
    seats = [
        SeatDigest(name=name, kind=kind, total=total, round_scores=[total])
        for name, kind, total in zip(names, kinds, totals, strict=True)
    ]
    best = max(totals)
    return GameDigest(
        game_id=f"g{number:04d}",
        finished=f"2026-01-01T00:{number // 60:02d}:{number % 60:02d}Z",
        rules="standard",
        seats=seats,
        winners=[seat for seat, total in enumerate(totals) if total == best],
    )


def test_the_winner_gains_ties_share_and_names_are_case_insensitive() -> None:
    games = [_game(0, [100, 50, 50], ["Ann", "Bob", "Cy"]), _game(1, [80, 80], ["ann", "BOB"])]
    ratings = rate(games, calibration={})
    assert set(ratings) == {"person:ann", "person:bob", "person:cy"}
    assert ratings["person:ann"].games == 2 and ratings["person:ann"].name == "ann"
    assert ratings["person:ann"].mu > 25 > ratings["person:cy"].mu
    first = rate(games[:1], calibration={})
    assert first["person:bob"].mu == pytest.approx(first["person:cy"].mu)  # a tie shares its place


def test_one_player_games_are_not_rated_and_order_does_not_matter() -> None:
    rng = random.Random(5)
    games = [
        _game(number, [rng.randrange(300) for _ in range(3)], ["Ann", "Bob", "Cy"]) for number in range(40)
    ]
    games.append(_game(99, [120], ["Solo"]))
    ratings = rate(games)
    assert "person:solo" not in ratings
    assert rate(list(reversed(games))) == ratings


def test_a_person_is_placed_among_the_levels() -> None:
    # the expert sits at the table too, ahead of hard: its starting figure is close to hard's
    # (quiddler/stats/calibration.py), and a hard that won every game would pass it
    kinds = ["human", "bot:expert", "bot:hard", "bot:medium", "bot:easy"]
    names = ["Ann", "expert", "hard", "medium", "easy"]
    games = [_game(number, [200, 320, 300, 150, 100], names, kinds) for number in range(20)]
    ratings = rate(games)
    assert placement(ratings["person:ann"], ratings) == "rated between medium and hard"
    assert (
        ratings["bot:expert"].mu
        > ratings["bot:hard"].mu
        > ratings["person:ann"].mu
        > ratings["bot:medium"].mu
    )


@pytest.mark.slow
def test_simulate_save_keeps_its_games_in_the_history_and_only_when_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from quiddler.cli import main

    store = SaveStore()
    assert main(["simulate", "--players", "easy,easy", "--games", "1", "--seed", "3"]) == 0
    assert store.history() == []
    assert main(["simulate", "--players", "easy,medium", "--games", "2", "--seed", "3", "--save"]) == 0
    capsys.readouterr()
    kept = store.history()
    assert len(kept) == 2 and {kind for saved in kept for kind in saved.seats} == {"bot:easy", "bot:medium"}
    assert read_digests(store).skipped == []
    assert main(["stats", "--json"]) == 0
    assert '"medium"' in capsys.readouterr().out
