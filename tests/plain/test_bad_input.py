"""Bad input at every plain front end: an empty line, a line of spaces and a megabyte pasted by
mistake are each refused in one short sentence saying what to type, and the game goes on."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from quiddler.match import MatchSetup, Seat
from quiddler.plain.console import KEPT, LONGEST, Console
from quiddler.plain.local import play
from quiddler.plain.sheet import PlainSheet
from quiddler.saves import SaveStore
from quiddler.scoresheet import Sheet
from tests.plain.script import SHORT, WORDS
from tests.plain.test_sheet import RULES
from tests.plain.test_sheet import WORDS as SHEET_WORDS
from tests.plain.test_solitaire import run as solitaire_run

HUGE = "word " + "a" * 1_000_000


def refusals(output: list[str]) -> list[str]:
    return [line for line in output if "; type " in line]


def test_an_overlong_line_is_read_cut_short_and_the_next_line_is_read_whole() -> None:
    console = Console(io.StringIO(f"{HUGE}\nhand\n"), io.StringIO())
    first = console.ask("Type.")
    assert first is not None and len(first) == KEPT + 1 and first.startswith("word aaa")
    assert first.endswith("\u2026")
    assert console.ask(None) == "hand"  # the rest of the long line was skipped, not read as lines
    assert console.ask(None) is None
    exact = "x" * LONGEST
    assert Console(io.StringIO(f"{exact}\n"), io.StringIO()).ask(None) == exact


def test_a_game_refuses_empty_and_overlong_lines_in_one_short_sentence(tmp_path: Path) -> None:
    out = io.StringIO()
    seats = (Seat.person("Ann"), Seat.person("Bob"))
    lines = ["ready", "", "   ", HUGE, "discard " + "e" * 5000, "hand"]
    status = play(
        MatchSetup(seats, SHORT, seed=3),
        console=Console(io.StringIO("".join(f"{line}\n" for line in lines)), out),
        checker=WORDS,
        store=SaveStore(tmp_path),
    )
    output = out.getvalue().splitlines()
    assert status == 0
    said = refusals(output)
    assert len(said) == 4, output
    assert said[0].startswith("Nothing was typed; type draw") and said[1] == said[0]
    assert all(len(line) < 300 for line in output), [len(line) for line in output]
    assert any(line.startswith("Your hand, 3 cards:") for line in output[-3:])  # hand still read


def test_solitaire_refuses_an_empty_line_instead_of_failing(tmp_path: Path) -> None:
    _match, output = solitaire_run(tmp_path, ["", "  ", HUGE, "stacks", "quit"])
    said = refusals(output)
    assert len(said) == 3, output
    assert said[0].startswith("Nothing was typed; type word and a word") and said[1] == said[0]
    assert all(len(line) < 400 for line in output)
    assert sum(line.startswith("Stacks: ") for line in output) == 2  # stacks read again: not lost


def test_the_score_sheet_refuses_empty_and_overlong_lines_shortly() -> None:
    sheet = Sheet(("Ann", "Bob"), SHEET_WORDS, RULES)
    out = io.StringIO()
    typed = ["", "Ann: " + "quiz " * 100_000 + "/ e", "Ann: quiz / ", "quit"]
    console = Console(io.StringIO("".join(f"{line}\n" for line in typed)), out)
    assert PlainSheet(sheet, console).run() == 0
    output = out.getvalue().splitlines()
    assert refusals(output)[0].startswith("Nothing was typed; type ")
    assert len(refusals(output)) == 2 and all(len(line) < 400 for line in output)
    assert sheet.rows[0].entered  # the line after them was taken


def test_in_spanish_one_word_and_one_unused_card_are_singular(spanish: None) -> None:
    sheet = Sheet(("Ann", "Bob"), SHEET_WORDS, RULES)
    out = io.StringIO()
    console = Console(io.StringIO("Ann: quiz / \nBob: at / e\nterminar\n"), out)
    assert PlainSheet(sheet, console).run() == 0
    [bob] = [line for line in out.getvalue().splitlines() if line.startswith("Bob: ")][-1:]
    assert bob.startswith("Bob: palabra AT, sobra E;"), bob


def test_join_asks_for_the_code_in_a_sentence_of_its_own(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], spanish: None
) -> None:
    from quiddler.cli import main

    monkeypatch.delenv("QUIDDLER_CODE", raising=False)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # Ctrl+D at the question: one sentence, status 2
    assert main(["join", "--plain", "--lang", "es", "ws://127.0.0.1:9/ABCD"]) == 2
    out, err = capsys.readouterr()
    assert out == "Escribe el código de tu asiento, tal como te lo dio el anfitrión.\n"
    assert err.count("\n") == 1 and "código" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("command", "named"),
    [
        (["play", "--plain", "--resume"], "quiddler play --plain."),
        (["solitaire", "--plain", "--resume"], "quiddler solitaire --plain."),
        (["score", "--plain", "--resume"], "quiddler score --plain."),
        (["play", "--resume"], "quiddler play."),
    ],
)
def test_resuming_nothing_names_the_command_of_the_mode_in_use(
    command: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A screen reader's user told to type ``quiddler play`` would land on the drawn table."""
    from quiddler.cli import main

    assert main(command) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.rstrip().endswith(f"start one with: {named}"), err


def test_in_spanish_laying_down_no_words_is_a_spanish_sentence(spanish: None) -> None:
    from quiddler.engine import Card, LaidDown
    from quiddler.match.describe import describe_record

    cards = tuple(Card.parse(value) for value in ("o", "p", "th"))
    said = describe_record(LaidDown(1, 0, (), cards, Card.parse("cl")), ("Hal",))
    assert said is not None and said.startswith("Hal no bajó ninguna palabra, quedándole sin usar O")
    assert said.endswith(", y descartó CL.")


def test_the_daily_deal_says_nothing_of_the_drawn_tables_keys(tmp_path: Path) -> None:
    from datetime import date

    from quiddler.plain.solitaire import PlainSolitaire
    from quiddler.solitaire.match import SolitaireMatch
    from quiddler.solitaire.options import SolitaireOptions
    from tests.plain.test_solitaire import TOOLS

    match = SolitaireMatch(
        TOOLS,
        SolitaireOptions(daily=date(2026, 11, 28)),
        save_path=tmp_path / "s.json",
        record_path=tmp_path / "r.json",
    )
    out = io.StringIO()
    assert PlainSolitaire(match, Console(io.StringIO("quit\n"), out)).run() == 0
    output = out.getvalue().splitlines()
    assert output[0] == "Solitaire, daily 2026-11-28."
    assert not [line for line in output if "Enter" in line or "pick stacks with" in line]


def test_the_score_sheet_lines_of_the_docs_and_of_the_prompt_are_taken_as_written() -> None:
    """docs/plain.md's example, typed into a new sheet (round 1), is refused nowhere; so is the
    line the prompt gives as its example; ``out`` with no name says to name the player."""
    docs = (Path(__file__).parents[2] / "docs" / "plain.md").read_text(encoding="utf-8")
    block = docs.split("## The score sheet", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    sheet = Sheet(("Ann", "Bob"), SHEET_WORDS, RULES)
    out = io.StringIO()
    console = Console(io.StringIO(block + "sheet\nquit\n"), out)
    assert PlainSheet(sheet, console).run() == 0
    output = out.getvalue().splitlines()
    assert not refusals(output), output
    assert sheet.rows[0].entered and sheet.totals[0] > 0
    prompt = output[1]
    example = prompt.split("(as ", 1)[1].split(")", 1)[0]
    fresh = Sheet(("Ann", "Bob"), SHEET_WORDS, RULES)
    out = io.StringIO()
    assert PlainSheet(fresh, Console(io.StringIO(f"{example}\nout\nquit\n"), out)).run() == 0
    [refused] = refusals(out.getvalue().splitlines())
    assert refused.startswith("Name who went out, as in: out Ann; type ")


@pytest.mark.parametrize("word", ["tea", "zzq"])
def test_a_look_up_is_said_as_a_whole_sentence(word: str, tmp_path: Path) -> None:
    out = io.StringIO()
    seats = (Seat.person("Ann"), Seat.person("Bob"))
    console = Console(io.StringIO(f"look up {word}\nquit\n"), out)
    play(MatchSetup(seats, SHORT, seed=3), console=console, checker=WORDS, store=SaveStore(tmp_path))
    [answer] = [line for line in out.getvalue().splitlines() if line.startswith(word.upper() + " is ")]
    assert answer.endswith(".") and ". " not in answer, answer


class _CtrlC(io.StringIO):
    """Lines typed, then Ctrl+C at the next prompt (as a terminal raises it in readline)."""

    def readline(self, size: int | None = -1) -> str:
        line = super().readline(size)
        if not line:
            raise KeyboardInterrupt
        return line


def test_ctrl_c_at_a_prompt_leaves_as_quit_does_on_a_line_of_its_own(tmp_path: Path) -> None:
    out = io.StringIO()
    seats = (Seat.person("Ann"), Seat.person("Bob"))
    console = Console(_CtrlC("ready\n"), out)
    play(MatchSetup(seats, SHORT, seed=3), console=console, checker=WORDS, store=SaveStore(tmp_path))
    output = out.getvalue().splitlines()
    assert output[-2:] == ["", "The game is saved; continue it with: quiddler play --plain --resume"]
    _match, said = solitaire_run(tmp_path, [])  # the end of the input is still said as such
    assert said[-1].startswith("The input has ended; ")


def test_a_round_of_one_point_is_said_in_the_singular() -> None:
    from quiddler.engine import Card

    unused = next(c for c in "bcdfghjklmnopqrsuvwxy" if Card.parse(c).points == 6)  # TEA - it = 1
    assert sum(Card.parse(c).points for c in "tea") - 6 == 1
    sheet = Sheet(("Ann", "Bob"), SHEET_WORDS, RULES)
    out = io.StringIO()
    console = Console(io.StringIO(f"next\nBob: quiz /\nAnn: tea / {unused}\nquit\n"), out)  # Bob: the bonus
    assert PlainSheet(sheet, console).run() == 0
    [ann] = [line for line in out.getvalue().splitlines() if line.startswith("Ann: word TEA")]
    assert ann.endswith("; 1 point this round."), ann
