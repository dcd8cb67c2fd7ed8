"""``quiddler play`` flags: they preset the setup; a bad flag is one sentence and exit status 2."""

from __future__ import annotations

import pytest

from quiddler import cli
from quiddler.commands.play import setup_from_args
from quiddler.engine.rules import Bonus, WordCheck
from quiddler.match.setup import Seat, parse_seats


def parsed(*argv: str):  # type: ignore[no-untyped-def]
    return cli.build_parser().parse_args(["play", *argv])


def test_flags_preset_every_choice_of_the_setup() -> None:
    setup = setup_from_args(
        parsed(
            "--players", "Ann,bot:hard,Rex=bot:easy", "--seed", "7", "--dictionary", "en",
            "--check", "checked", "--bonus", "most", "--no-go-out-first-turn",
        )
    )  # fmt: skip
    assert setup.seats == (Seat("Ann"), Seat("Ada", "hard"), Seat("Rex", "easy"))
    assert setup.seed == 7
    assert setup.dictionary == "en"
    assert setup.rules.word_check is WordCheck.CHECKED
    assert setup.rules.two_player_bonus is Bonus.MOST_WORDS
    assert setup.rules.no_go_out_on_first_turn


def test_a_rules_preset_is_found_by_name() -> None:
    setup = setup_from_args(parsed("--players", "Ann,Bob", "--rules", "junior"))
    assert setup.rules.hand_sizes == (2, 3, 4, 5, 6, 7)
    assert setup.preset == "junior"
    assert (
        setup_from_args(parsed("--players", "A,B", "--rules", "checked")).rules.word_check
        is WordCheck.CHECKED
    )


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--players", "Ann"], "--players names 1 player, and a game is for 2 to 8."),
        (["--players", "Ann,ann"], "same name"),
        (["--players", "Ann,bot:godlike"], "bot:LEVEL"),
        (["--players", "Ann,,Bob"], "name is empty"),
        (["--players", "bot:easy,bot:hard"], "played by a person"),
        (["--players", "Ann,Bob", "--rules", "blitz"], "no rules called"),
        (["--players", "Ann,Bob", "--dictionary", "klingon"], "klingon"),
        # docs/rules.md §8: Junior has one bonus (the longest word) with any number of players, 2 to 6
        (["--players", "Ann,Bob", "--rules", "junior", "--bonus", "most"], "Quiddler Junior has one bonus"),
        (
            ["--players", "A,B,C,D,E,F,G", "--rules", "junior"],
            "--players names 7 players, and Quiddler Junior is for 2 to 6.",
        ),
    ],
)
def test_a_bad_flag_is_one_sentence_and_status_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_non_number_seed_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = cli.main(["play", "--seed", "seven"])
    except SystemExit as stop:
        status = stop.code  # type: ignore[assignment]
    assert status == 2
    err = capsys.readouterr().err
    assert "seven" in err and err.count("\n") == 1


def test_bot_seats_get_names_nobody_else_has() -> None:
    seats = parse_seats("Ada,bot:easy,bot:medium")
    assert [seat.name for seat in seats] == ["Ada", "Hal", "Max"]
    assert [seat.level for seat in seats] == [None, "easy", "medium"]


def test_junior_with_the_bonus_it_plays_is_fine_and_allows_proper_nouns() -> None:
    setup = setup_from_args(parsed("--players", "Ann,Bob", "--rules", "junior", "--bonus", "longest"))
    assert setup.rules.bonuses == (Bonus.LONGEST_WORD,)
    assert setup.rules.proper_nouns and setup.preset == "junior"


def test_family_flag_presets_the_filter_and_counts_as_a_new_game() -> None:
    assert setup_from_args(parsed("--players", "Ann,Bob")).family == "on"
    assert setup_from_args(parsed("--players", "Ann,Bob", "--family", "strict")).family == "strict"
    from quiddler.commands.play import _setup_flags

    assert _setup_flags(parsed("--family", "off")) == ["--family"]


def test_an_unknown_family_setting_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--family", "maybe"]) == 2
    assert "--family" in capsys.readouterr().err
