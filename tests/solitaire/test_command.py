"""``quiddler solitaire`` flags: --stats, and one sentence with exit status 2 for bad ones."""

from __future__ import annotations

import pytest

from quiddler.cli import main
from quiddler.saves.solitaire.record import GameResult, SolitaireStats, record_path, save_record


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--seed", "x"], "the seed must be a whole number"),
        (["--seed", "-1"], "the seed must be 0 or more"),
        (["--daily", "--seed", "4"], "cannot be combined with --seed"),
        (["--stats", "--daily"], "--stats only shows the record"),
        (["--dictionary", "no-such-list"], "There is no dictionary called 'no-such-list'"),
        (["--colour"], "Unrecognized arguments: --colour"),
    ],
)
def test_bad_flags_give_one_sentence_and_exit_2(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        status = main(["solitaire", *argv])
    except SystemExit as error:  # argparse's own errors exit from inside main
        status = error.code
    err = capsys.readouterr().err
    assert status == 2
    assert says in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_stats_with_no_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solitaire", "--stats"]) == 0
    out = capsys.readouterr().out
    assert "No solitaire games finished yet." in out
    assert str(record_path()) in out


def test_stats_show_the_record_and_daily_results(capsys: pytest.CaptureFixture[str]) -> None:
    games = (
        GameResult(0, 1, "2026-11-20T09:00:00+00:00", daily="2026-11-20"),
        GameResult(20, 2, "2026-11-21T09:00:00+00:00", assisted=True),
    )
    save_record(SolitaireStats(games))
    assert main(["solitaire", "--stats"]) == 0
    out = capsys.readouterr().out
    assert "Games played:    2 (1 assisted)" in out
    assert "Perfect zeros:   1" in out
    assert "Best score:      0" in out
    assert "Average score:   10.0" in out
    assert "2026-11-20     0  (perfect)" in out


def test_stats_with_a_damaged_record_warn_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    record_path().write_text("garbage", encoding="utf-8")
    assert main(["solitaire", "--stats"]) == 0
    captured = capsys.readouterr()
    assert "moved to" in captured.err
    assert "No solitaire games finished yet." in captured.out
