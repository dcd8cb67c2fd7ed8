"""``quiddler history``: finished games with date, rules, winners and scores; --json; no traceback."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from quiddler.cli import main
from quiddler.saves import SavedGame, SaveStore

from .helpers import played_game

ROOT = Path(__file__).resolve().parents[2]


def finish(
    store: SaveStore, seed: int, players=("Ann", "Bob", "Cy"), updated: str | None = None
) -> SavedGame:
    game = played_game(players, seed=seed, steps=None)
    saved = SavedGame.from_game(
        game, seats=("human",) + ("bot:medium",) * (len(players) - 1), dictionary="en"
    )
    if updated is not None:
        saved = dataclasses.replace(saved, updated=updated)
    store.finish(saved)
    return saved


def local_date(saved: SavedGame) -> str:
    return saved.updated_at.astimezone().strftime("%Y-%m-%d %H:%M")


def test_empty_history_is_a_friendly_sentence(capsys) -> None:
    assert main(["history"]) == 0
    out, err = capsys.readouterr()
    assert out == "No finished games yet: play one with 'quiddler play' and it will be listed here.\n"
    assert err == ""


def test_empty_history_as_json_is_an_empty_list(capsys) -> None:
    assert main(["history", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_the_table_lists_each_game_newest_first(store: SaveStore, capsys) -> None:
    first = finish(store, seed=1, updated="2026-05-01T18:00:00Z")
    second = finish(store, seed=2, players=("Di", "Ed"), updated="2026-05-02T19:30:00Z")
    assert main(["history"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "2 finished games, the most recent first:"
    assert lines[1] == ""
    assert lines[2].split() == ["Game", "Date", "Rules", "Winner", "Scores"]
    rows = lines[3:5]
    assert lines[5:8] == [
        "",
        "'quiddler review GAME' shows the points each player left on the table in a game.",
        "",
    ]
    # then every player's rating now (issue 32), one line each
    assert lines[8] == "Ratings (after every finished game; 'quiddler stats' says more):"
    rated = {line.split(":")[0].strip() for line in lines[9:]}
    # the people by name, the computers (every seat but the first is medium) as their level
    assert rated == {"Ann", "Di", "medium"} and all("rating " in line for line in lines[9:])
    for row, saved in zip(rows, (second, first), strict=True):
        assert row.split()[0] == saved.game_id  # the id 'quiddler review' takes
        assert row[lines[2].index("Date") :].startswith(local_date(saved))
        assert "standard" in row
        scores = ", ".join(
            f"{name} {total}" for name, total in zip(saved.players, saved.progress.totals, strict=True)
        )
        assert row.endswith(scores)
        winners = saved.winner_names
        assert winners and all(name in row for name in winners)
    # the columns line up: every row's scores start where the header's "Scores" starts
    column = lines[2].index("Scores")
    assert all(
        row[column:].startswith(f"{saved.players[0]} ")
        for row, saved in zip(rows, (second, first), strict=True)
    )


def test_a_shared_win_is_shown_as_a_tie(store: SaveStore, capsys) -> None:
    saved = finish(store, seed=3)
    tied = dataclasses.replace(saved, progress=dataclasses.replace(saved.progress, winners=(0, 2)))
    store.finish(tied)
    assert main(["history"]) == 0
    assert "Ann & Cy (tie)" in capsys.readouterr().out


def test_json_output_holds_the_same_facts(store: SaveStore, capsys) -> None:
    saved = finish(store, seed=4)
    assert main(["history", "--json"]) == 0
    [entry] = json.loads(capsys.readouterr().out)
    # added by issue 32 (fields are only ever added): each seat's player's rating now
    ratings = entry.pop("ratings")
    assert len(ratings) == 3 and all(set(rating) == {"mu", "sigma", "games"} for rating in ratings)
    assert entry == {
        "game_id": saved.game_id,
        "paper": False,  # a game played here (a finished score sheet says True)
        "created": saved.created,
        "finished": saved.updated,
        "rules": "standard",
        "dictionary": "en",
        "players": ["Ann", "Bob", "Cy"],
        "seats": ["human", "bot:medium", "bot:medium"],
        "scores": list(saved.progress.totals),
        "winners": list(saved.winner_names),
    }


def test_limit_shows_only_the_most_recent(store: SaveStore, capsys) -> None:
    finish(store, seed=1, updated="2026-05-01T18:00:00Z")
    newest = finish(store, seed=2, updated="2026-06-01T18:00:00Z")
    assert main(["history", "--json", "--limit", "1"]) == 0
    assert [entry["game_id"] for entry in json.loads(capsys.readouterr().out)] == [newest.game_id]


def test_unfinished_games_are_not_history(store: SaveStore, capsys) -> None:
    game = played_game(seed=1, steps=30)
    store.save(SavedGame.from_game(game, seats=("human",) * 3, dictionary="en"))
    assert main(["history", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_a_damaged_record_is_one_line_on_stderr_and_the_rest_is_listed(store: SaveStore, capsys) -> None:
    saved = finish(store, seed=1)
    (store.history_dir / "damaged.json").write_text('{"format": "quiddler-save", "version": 1}')
    assert main(["history"]) == 0
    out, err = capsys.readouterr()
    assert "1 finished game, the most recent first:" in out
    assert local_date(saved) in out
    [line] = err.splitlines()
    assert line.startswith("quiddler history: The finished game damaged cannot be used:")
    assert "moved aside to damaged.corrupt-" in line
    assert list(store.history_dir.glob("damaged.corrupt-*.json"))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--limit", "abc"], "Argument --limit: 'abc' is not a whole number."),
        (["--limit", "0"], "Argument --limit: 0 is too few: show at least 1 game."),
        (["--limit"], "Argument --limit: expected one argument."),
    ],
)
def test_bad_flag_values_are_one_sentence_and_status_2(args, message, capsys) -> None:
    assert main(["history", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"quiddler history: {message} Try 'quiddler history --help'.\n"


def test_the_installed_way_of_running_it(store: SaveStore) -> None:
    """``python -m quiddler history`` in a real process: the table, status 0, nothing on stderr."""
    saved = finish(store, seed=5)
    result = subprocess.run(
        [sys.executable, "-m", "quiddler", "history"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert saved.winner_names[0] in result.stdout
