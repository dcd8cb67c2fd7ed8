"""``quiddler score`` on the command line: flags read like ``play``'s, usage errors in one sentence
with exit status 2, ``--export``, ``--list``, ``--resume``, and paper games in ``quiddler history``."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.commands import score
from quiddler.engine import JUNIOR, STANDARD
from quiddler.scoresheet import Sheet, SheetFile, SheetStore
from quiddler.scoresheet.opening import open_sheet_checker


def data() -> Path:
    return Path(os.environ["QUIDDLER_DATA_DIR"])


def saved_sheet(rounds: int | None = None, players: tuple[str, ...] = ("Ann", "Bob")) -> SheetFile:
    """A sheet kept in the data folder with ``rounds`` rounds written (all of them by default)."""
    sheet = Sheet(players, open_sheet_checker(None, STANDARD), STANDARD)
    for round in range(rounds if rounds is not None else len(sheet.rows)):
        sheet.mark_out(round, 0)
        sheet.enter(round, 0, "quiz" if round % 2 else "cat")
        sheet.enter(round, 1, "at", "m")
    sheet_file = SheetFile(sheet)
    SheetStore().keep(sheet_file)
    return sheet_file


def one_sentence(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith("quiddler score: ") and lines[0].endswith("."), err
    return lines[0]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--players", "Ann,bot:hard"], "bot:hard is a computer player"),
        (["--players", "Ann", "--start"], "--players names 1 player, and a game is for 2 to 8"),
        (["--players", "Ann,Ann"], "same name"),
        (["--rules", "checked"], "the table checks words"),
        (["--rules", "chess"], "chess"),
        (["--rules", "junior", "--bonus", "most"], "one bonus"),
        (["--dictionary", "no-such-list"], "no-such-list"),
        (["--bogus"], "Try 'quiddler score --help'"),
        (["--resume"], "no unfinished score sheet"),
        (["--resume", "20260101-000000-aaaaaa"], "no score sheet with the id"),
        (["--resume", "--players", "Ann,Bob"], "--players sets up a new sheet"),
        (["--export", "20260101-000000-aaaaaa"], "no score sheet with the id"),
        (["--export", "x", "--rules", "short"], "does not go with --export"),
        (["--format", "json"], "--format goes with --export"),
        (["--export", "x", "--format", "pdf"], "invalid choice"),
    ],
)
def test_usage_errors_are_one_sentence_and_status_2(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["score", *args]) == 2
    assert said in one_sentence(capsys)


def test_the_same_mistake_gets_the_same_sentence_as_play(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("play", "score"):
        assert cli.main([command, "--rules", "junior", "--bonus", "most"]) == 2
    err = capsys.readouterr().err
    play, sheet = err.strip().splitlines()
    assert play.removeprefix("quiddler play: ") == sheet.removeprefix("quiddler score: ")


def test_flags_describe_the_sheet_and_a_sheet_is_for_people(capsys: pytest.CaptureFixture[str]) -> None:
    parser = cli.build_parser(("score",))
    args = parser.parse_args(["score", "--players", "Ann,Bob,Cy", "--rules", "junior", "--start"])
    setup = score.setup_from_args(args)
    assert setup.names == ("Ann", "Bob", "Cy") and setup.rules == JUNIOR
    app = score.app_for(args)
    assert app.start and app.sheet_file is None and not app.unfinished
    two = parser.parse_args(["score", "--players", "Di,Ed", "--bonus", "most"])
    assert score.setup_from_args(two).rules.two_player_bonus.value == "most_words"


def test_a_new_sheet_is_prefilled_with_the_last_games_people_only() -> None:
    """A remembered ``play`` setup with computer seats: their names are not people at a paper
    table, so the sheet's setup keeps the people only (issue 35)."""
    from quiddler.match.remembered import remember
    from quiddler.match.setup import MatchSetup
    from quiddler.players.seats import Seat

    data().mkdir(parents=True, exist_ok=True)
    seats = (Seat.person("Ann"), Seat.computer("Ada", "hard"), Seat.person("Bob"))
    remember(data(), MatchSetup(seats))
    parser = cli.build_parser(("score",))
    setup = score.setup_from_args(parser.parse_args(["score"]))
    assert setup.names == ("Ann", "Bob")
    assert all(seat.is_person for seat in setup.seats)


def test_plain_score_offers_the_unfinished_sheets_flags_only_mention_them() -> None:
    waiting = saved_sheet(rounds=3)
    parser = cli.build_parser(("score",))
    app = score.app_for(parser.parse_args(["score"]))
    assert [info.sheet_id for info in app.unfinished] == [waiting.sheet_id]
    app = score.app_for(parser.parse_args(["score", "--players", "Ann,Bob"]))
    assert not app.unfinished and any("unfinished score sheet" in notice for notice in app.notices)
    app = score.app_for(parser.parse_args(["score", "--resume"]))
    assert app.sheet_id == waiting.sheet_id
    assert app.sheet_file.sheet.rows == waiting.sheet.rows


def test_export_csv_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    sheet_file = saved_sheet()
    assert cli.main(["score", "--export", sheet_file.sheet_id]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert len(rows) == 16 and rows[0]["player"] == "Ann" and rows[0]["went_out"] == "yes"
    assert [int(row["total"]) for row in rows[-2:]] == list(sheet_file.sheet.totals)
    assert cli.main(["score", "--export", sheet_file.sheet_id, "--format", "json"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["totals"] == list(sheet_file.sheet.totals) and exported["players"] == ["Ann", "Bob"]


def test_list_shows_every_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["score", "--list"]) == 0
    assert "No score sheets yet" in capsys.readouterr().out
    done, waiting = saved_sheet(), saved_sheet(rounds=2, players=("Cy", "Di"))
    assert cli.main(["score", "--list"]) == 0
    out = capsys.readouterr().out
    assert f"{done.sheet_id}  finished" in out and f"{waiting.sheet_id}  unfinished" in out
    assert "2 of 8 rounds written" in out


def test_finished_sheets_are_paper_games_in_history(capsys: pytest.CaptureFixture[str]) -> None:
    done = saved_sheet()
    saved_sheet(rounds=5, players=("Cy", "Di"))  # unfinished: not in the history
    (data() / "sheets" / "20260101-000000-bad000.json").write_text("{not json")
    assert cli.main(["history"]) == 0
    out, err = capsys.readouterr()
    assert "standard (paper)" in out and done.sheet_id in out and "Cy" not in out
    ann, bob = done.sheet.totals
    assert f"Ann {ann}, Bob {bob}" in out
    assert "quiddler score --export" in out
    assert "20260101-000000-bad000" in err and "Traceback" not in err
    assert cli.main(["history", "--json"]) == 0
    [game] = json.loads(capsys.readouterr().out)
    assert game["paper"] is True and game["game_id"] == done.sheet_id
    assert game["scores"] == list(done.sheet.totals)
    assert game["winners"] == [done.sheet.players[seat] for seat in done.sheet.leaders]
    # the fields of a played game's entry, so a script reads either kind alike: a paper game's
    # seats are all people (it had no "seats", which a script reading every game stumbled on)
    assert game["seats"] == ["human"] * len(done.sheet.players)
    assert len(game["ratings"]) == len(game["players"])


def test_a_sheet_file_keeps_its_totals_for_listings() -> None:
    sheet_file = saved_sheet(rounds=2)
    [info] = SheetStore().infos()
    assert info.totals == sheet_file.sheet.totals and info.leaders == sheet_file.sheet.leaders
    assert (info.finished, info.rounds_written, info.rounds) == (False, 2, 8)


def test_the_listing_counts_whole_rounds_and_the_lines_of_the_round_begun(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """One line of three written in the third round: two rounds written, not "round 3 of 8"."""
    sheet_file = saved_sheet(rounds=2, players=("Ann", "Bob", "Cy"))
    sheet_file.sheet.enter(0, 2, "at", "m")
    sheet_file.sheet.enter(1, 2, "at", "m")
    sheet_file.sheet.enter(2, 0, "at", "m")
    SheetStore().save(sheet_file)
    [info] = SheetStore().infos()
    assert (info.rounds_written, info.lines_written) == (2, 1)
    assert cli.main(["score", "--list"]) == 0
    assert "2 of 8 rounds written, 1 of 3 lines of round 3" in capsys.readouterr().out


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_csv_header_is_the_same_machine_keys_in_every_language(
    language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The CSV's columns are keys for programs, like --json's (docs/spanish.md): a spreadsheet
    or script reading a Spanish table's export finds the same columns as an English one's."""
    from quiddler import i18n

    sheet_file = saved_sheet()
    try:
        assert cli.main(["score", "--export", sheet_file.sheet_id, "--lang", language]) == 0
    finally:
        i18n.use_language("en")
    header = capsys.readouterr().out.splitlines()[0]
    assert header == "round,cards,dealer,player,words,rejected,unused,went_out,bonuses,penalty,score,total"
