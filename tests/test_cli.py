"""The command line never shows a traceback for bad input: one sentence on stderr and status 2.

Two layers are tested. The generic ones live in ``quiddler.cli`` (argparse errors, usage errors,
engine errors a command did not catch, ``--help``/``--version``) and are exercised with
``main([...])`` in this process, some through a small command registered just for the test. The
real commands are then driven as the user drives them, ``python -m quiddler ...`` in a child
process with a timeout, so a check that failed to stop before the game's screen would show as a
failure here rather than a hung test run.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import subprocess
import sys
import types
from pathlib import Path

import pytest

from quiddler import __version__, cli
from quiddler.engine import STANDARD, GameSetup

ROOT = Path(__file__).resolve().parents[1]


def quiddler(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m quiddler ARGS`` from this checkout, with no terminal and no keyboard."""
    return subprocess.run(
        [sys.executable, "-m", "quiddler", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=60,
    )


def assert_one_sentence(stderr: str) -> str:
    """Exactly one line on stderr, readable, with no traceback; returns it."""
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    line = lines[0]
    assert line.startswith("quiddler")
    assert line.rstrip().endswith((".", "'")), line
    return line


def registered() -> set[str]:
    parser = cli.build_parser()
    [sub] = [action for action in parser._actions if isinstance(action, argparse._SubParsersAction)]
    return set(sub.choices)


def needs(command: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(command not in registered(), reason=f"'quiddler {command}' is not built yet")


# ------------------------------------------------------------------ the generic layer, in process


def test_unknown_subcommand(capsys) -> None:
    assert cli.main(["fly"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    line = assert_one_sentence(err)
    assert "invalid choice: 'fly'" in line
    assert line.endswith("Try 'quiddler --help'.")


def test_unknown_global_flag(capsys) -> None:
    assert cli.main(["--colour", "history"]) == 2
    assert "Unrecognized arguments: --colour" in assert_one_sentence(capsys.readouterr().err)


@pytest.mark.parametrize("command", ["play", "solitaire", "solve", "history"])
def test_an_unknown_option_of_a_subcommand_points_to_that_subcommand_s_help(command: str, capsys) -> None:
    assert cli.main([command, "--bogus"]) == 2
    err = assert_one_sentence(capsys.readouterr().err)
    assert err == f"quiddler {command}: Unrecognized arguments: --bogus. Try 'quiddler {command} --help'."


def test_version_and_help_return_zero(capsys) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"quiddler {__version__}"
    assert cli.main(["--help"]) == 0
    assert "history" in capsys.readouterr().out


@pytest.fixture
def table_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register ``quiddler table``: a tiny command that uses the shared flag types of cli.py and
    builds an engine setup, so the generic error paths are tested with real engine errors."""

    def register(sub) -> None:
        parser = sub.add_parser("table", help="test command")
        parser.add_argument("names", nargs="*")
        parser.add_argument("--seed", type=cli.seed, default=0)
        parser.add_argument("--rules", type=cli.rules_preset, default=STANDARD)
        parser.add_argument("--fail", choices=("usage",))
        parser.add_argument("--rounds", type=int)
        parser.set_defaults(run=run)

    def run(args: argparse.Namespace) -> int:
        if args.fail == "usage":
            raise cli.UsageError("there is no dictionary called 'klingon'")
        setup = GameSetup(tuple(args.names), args.rules, args.seed)  # the engine checks the table
        print(f"{len(setup.players)} players, seed {setup.seed}, {setup.rules.name} rules")
        return 0

    module = types.ModuleType("quiddler.commands.table")
    module.__spec__ = importlib.machinery.ModuleSpec("quiddler.commands.table", None)
    module.register, module.run = register, run
    monkeypatch.setitem(sys.modules, "quiddler.commands.table", module)
    monkeypatch.setattr(cli, "COMMANDS", (*cli.COMMANDS, "table"))


def test_the_shared_types_accept_good_values(table_command, capsys) -> None:
    assert cli.main(["table", "Ann", "Bob", "--seed", "-12", "--rules", " Junior "]) == 0
    assert capsys.readouterr().out == "2 players, seed -12, junior rules\n"


def test_a_seed_that_is_not_a_number(table_command, capsys) -> None:
    assert cli.main(["table", "Ann", "Bob", "--seed", "forty-two"]) == 2
    line = assert_one_sentence(capsys.readouterr().err)
    assert line == (
        "quiddler table: Argument --seed: 'forty-two' is not a number: a seed is a whole number like 42. "
        "Try 'quiddler table --help'."
    )


def test_an_unknown_rules_preset(table_command, capsys) -> None:
    assert cli.main(["table", "Ann", "Bob", "--rules", "chess"]) == 2
    line = assert_one_sentence(capsys.readouterr().err)
    assert "there are no rules called 'chess'; choose one of: standard, checked, junior, short" in line


def test_nine_players_refused_by_the_engine_is_one_sentence(table_command, capsys) -> None:
    names = [f"P{n}" for n in range(9)]
    assert cli.main(["table", *names]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert assert_one_sentence(err) == "quiddler table: Standard Quiddler is for 2 to 8 players, not 9."


def test_a_usage_error_from_a_command(table_command, capsys) -> None:
    assert cli.main(["table", "--fail", "usage"]) == 2
    line = assert_one_sentence(capsys.readouterr().err)
    assert line == "quiddler table: There is no dictionary called 'klingon'."


def test_a_plain_int_flag_says_whole_number(table_command, capsys) -> None:
    assert cli.main(["table", "Ann", "Bob", "--rounds", "lots"]) == 2
    line = assert_one_sentence(capsys.readouterr().err)
    assert (
        line
        == "quiddler table: Argument --rounds: 'lots' is not a whole number. Try 'quiddler table --help'."
    )


def test_bad_choice_value(table_command, capsys) -> None:
    assert cli.main(["table", "--fail", "badly"]) == 2
    assert "invalid choice: 'badly'" in assert_one_sentence(capsys.readouterr().err)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("42", 42), ("-7", -7), ("1_000", 1000), (" 9 ", 9), (str(2**63), 2**63)],
)
def test_seed_type_reads_whole_numbers(text: str, expected: int) -> None:
    assert cli.seed(text) == expected


@pytest.mark.parametrize("text", ["abc", "4.2", "", "0x10", "1e3"])
def test_seed_type_refuses_anything_else(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError, match="is not a number"):
        cli.seed(text)


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("no capital", "No capital."),
        ("Already done.", "Already done."),
        ("a question?", "A question?"),
        ("  spaced\n  out  ", "Spaced out."),
    ],
)
def test_messages_become_one_sentence(text: str, sentence: str) -> None:
    assert cli.sentence(text) == sentence


# ------------------------------------------------------------------ the real commands, as a user runs them


def test_unknown_subcommand_in_a_real_process() -> None:
    result = quiddler("fly")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "invalid choice: 'fly'" in assert_one_sentence(result.stderr)


@pytest.mark.parametrize(
    "args",
    [
        ["history", "--limit", "many"],
        ["history", "--limit", "-3"],
        ["history", "--json=yes"],
        ["history", "extra"],
    ],
)
def test_bad_flags_of_history(args: list[str]) -> None:
    result = quiddler(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert_one_sentence(result.stderr)


@needs("play")
def test_play_with_a_seed_that_is_not_a_number() -> None:
    result = quiddler("play", "--seed", "abc", "--players", "Ann,Bob")
    assert result.returncode == 2
    assert "'abc' is not a" in assert_one_sentence(result.stderr)


@needs("play")
def test_play_with_nine_players() -> None:
    result = quiddler("play", "--players", ",".join(f"P{n}" for n in range(9)), "--start")
    assert result.returncode == 2
    assert "--players names 9 players" in assert_one_sentence(result.stderr)


@needs("play")
def test_play_with_an_unknown_rules_preset() -> None:
    result = quiddler("play", "--players", "Ann,Bob", "--rules", "chess", "--start")
    assert result.returncode == 2
    assert "'chess'" in assert_one_sentence(result.stderr)


@needs("play")
def test_play_with_an_unknown_dictionary() -> None:
    result = quiddler("play", "--players", "Ann,Bob", "--dictionary", "klingon", "--start")
    assert result.returncode == 2
    assert "'klingon'" in assert_one_sentence(result.stderr)


@needs("check")
def test_check_with_an_unknown_dictionary() -> None:
    result = quiddler("check", "--dictionary", "klingon", "quiz")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "'klingon'" in assert_one_sentence(result.stderr)


@needs("check")
def test_check_with_no_word() -> None:
    result = quiddler("check")
    assert result.returncode == 2
    assert_one_sentence(result.stderr)
