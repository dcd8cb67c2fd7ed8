"""The solitaire record on disk: round trip, figures, daily results, a damaged file."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from quiddler.saves.solitaire.record import (
    GameResult,
    RecordError,
    SolitaireStats,
    add_result,
    format_stats,
    load_record,
    record_path,
    result_of,
    save_record,
    withdraw_result,
)
from quiddler.storage.paths import data_dir

from .helpers import UNIFORM, stacked


def _result(score: int, *, daily: str | None = None, assisted: bool = False, seed: int = 1) -> GameResult:
    return GameResult(
        score=score, seed=seed, finished="2026-11-21T20:00:00+00:00", assisted=assisted, daily=daily
    )


def test_record_lives_in_the_data_folder() -> None:
    assert record_path() == data_dir() / "solitaire.json"


def test_missing_record_is_empty() -> None:
    loaded = load_record()
    assert loaded.stats.played == 0 and loaded.warning is None
    assert format_stats(loaded.stats) == ["No solitaire games finished yet."]


def test_record_round_trips_every_field() -> None:
    games = (
        GameResult(12, 99, "2026-11-20T10:00:00+00:00", 7, 4, True, "no_word", "2026-11-20", "en"),
        _result(0),
    )
    save_record(SolitaireStats(games))
    assert load_record().stats.games == games
    data = json.loads(record_path().read_text())
    assert data["version"] == 1 and len(data["games"]) == 2


def test_add_result_appends_and_leaves_no_temporary_file() -> None:
    add_result(_result(30))
    loaded = add_result(_result(10))
    assert [game.score for game in loaded.stats.games] == [30, 10]
    assert [path.name for path in record_path().parent.iterdir()] == ["solitaire.json"]


def test_figures_played_perfect_best_average() -> None:
    stats = SolitaireStats((_result(30), _result(0), _result(12, assisted=True), _result(0)))
    assert stats.played == 4
    assert stats.perfect == 2
    assert stats.best == 0
    assert stats.average == pytest.approx(42 / 4)
    assert stats.assisted == 1
    text = "\n".join(format_stats(stats))
    assert "Games played:    4 (1 assisted)" in text
    assert "Perfect zeros:   2" in text
    assert "Average score:   10.5" in text


def test_a_game_given_up_counts_as_played_but_not_in_the_best_or_the_average() -> None:
    """The decision for give-ups: an average of 12 stays 12 when a deal is abandoned at 228."""
    gave_up = GameResult(228, 5, "2026-11-21T21:00:00+00:00", reason="gave_up", daily="2026-11-21")
    stats = SolitaireStats((_result(12), _result(12), gave_up))
    assert stats.played == 3 and stats.given_up == 1
    assert stats.average == pytest.approx(12) and stats.best == 12
    assert stats.daily["2026-11-21"] is gave_up  # giving up cannot buy another try at the day
    text = "\n".join(format_stats(stats))
    assert "Games played:    3 (1 given up)" in text
    assert "Average score:   12.0" in text
    assert "best and average count the games played to the end" in text
    assert "2026-11-21   228  (gave up)" in text
    only = "\n".join(format_stats(SolitaireStats((gave_up,))))
    assert "Best score:      -" in only and "Average score:   -" in only


def test_a_withdrawn_result_leaves_the_record_as_it_was() -> None:
    add_result(_result(30))
    last = _result(4, seed=9)
    add_result(last)
    assert [game.score for game in withdraw_result(last).games] == [30]
    assert [game.score for game in load_record().stats.games] == [30]
    assert [game.score for game in withdraw_result(last).games] == [30]  # not there: nothing changes


def test_daily_result_is_the_first_game_finished_on_that_deal() -> None:
    stats = SolitaireStats(
        (
            _result(40, daily="2026-11-20"),
            _result(5, daily="2026-11-20"),
            _result(0, daily="2026-11-21", assisted=True),
            _result(3),
        )
    )
    assert {day: game.score for day, game in stats.daily.items()} == {"2026-11-21": 0, "2026-11-20": 40}
    assert list(stats.daily) == ["2026-11-21", "2026-11-20"]
    lines = format_stats(stats)
    assert "  2026-11-21     0  (perfect, assisted)" in lines
    assert "  2026-11-20    40" in lines


def test_corrupt_record_is_moved_aside_with_a_clear_message_and_never_lost() -> None:
    path = record_path()
    path.write_text("{ this is not json", encoding="utf-8")
    loaded = load_record()
    assert loaded.stats.played == 0
    assert loaded.warning is not None and "damaged" in loaded.warning and "moved to" in loaded.warning
    moved = [p for p in path.parent.iterdir() if p.name.startswith("solitaire.corrupt-")]
    assert len(moved) == 1
    assert moved[0].read_text(encoding="utf-8") == "{ this is not json"
    assert str(moved[0]) in loaded.warning
    assert not path.exists()
    # the next game starts a fresh record beside the one moved aside
    add_result(_result(8))
    assert load_record().stats.played == 1 and moved[0].exists()


@pytest.mark.parametrize(
    "content",
    ['{"version": 1}', '{"games": [{"score": -3, "seed": 1, "finished": "x"}]}', "[1, 2]", '{"games": [7]}'],
)
def test_a_record_of_the_wrong_shape_is_corrupt_too(content: str) -> None:
    record_path().write_text(content, encoding="utf-8")
    loaded = load_record()
    assert loaded.warning is not None and loaded.stats.played == 0
    assert any(p.name.startswith("solitaire.corrupt-") for p in record_path().parent.iterdir())


def test_two_corrupt_files_in_the_same_second_are_both_kept() -> None:
    for text in ("bad one", "bad two"):
        record_path().write_text(text, encoding="utf-8")
        load_record()
    kept = sorted(p.read_text() for p in record_path().parent.iterdir() if "corrupt" in p.name)
    assert kept == ["bad one", "bad two"]


def test_a_record_that_cannot_be_written_gives_one_sentence(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    with pytest.raises(RecordError, match="could not be saved"):
        save_record(SolitaireStats((_result(1),)), blocker / "solitaire.json")
    assert blocker.read_text() == "a file where the data folder should be"


def test_result_of_a_finished_game() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    for _ in range(6):
        game.make_word(range(8))
    result = result_of(
        game, daily=date(2026, 11, 21), dictionary="en", now=datetime(2026, 11, 21, tzinfo=UTC)
    )
    assert (result.score, result.words, result.cards_left, result.perfect) == (0, 6, 0, True)
    assert (result.daily, result.reason, result.assisted) == ("2026-11-21", "cleared", False)
    assert result.finished == "2026-11-21T00:00:00+00:00"


def test_result_of_an_unfinished_game_is_refused() -> None:
    game = stacked(UNIFORM, {"at"})
    assert not game.is_over
    with pytest.raises(ValueError):
        result_of(game)


def test_best_unassisted_is_shown_only_when_it_differs() -> None:
    def best_line(*games: GameResult) -> str:
        return next(line for line in format_stats(SolitaireStats(games)) if line.startswith("Best"))

    assert best_line(_result(5), _result(9)) == "Best score:      5"
    assert best_line(_result(2, assisted=True), _result(9)) == "Best score:      2 (unassisted 9)"
    assert best_line(_result(2, assisted=True)) == "Best score:      2 (every game assisted)"
    assert best_line(_result(9, assisted=True), _result(2)) == "Best score:      2"
