"""``quiddler score --plain``: a paper game's sheet by typed lines, read by the sheet's own reader
and scored by the engine's arithmetic (the same totals as the sheet kept by hand)."""

from __future__ import annotations

import io

from quiddler.engine import RuleOptions, WordCheck, WordSet
from quiddler.plain.console import UNSPOKEN, Console
from quiddler.plain.sheet import PlainSheet
from quiddler.scoresheet import Sheet

WORDS = WordSet(["quiz", "at", "qi", "tea", "eat"])
RULES = RuleOptions(hand_sizes=(3, 4), name="short-test", word_check=WordCheck.TABLE)


def kept(lines: list[str], sheet: Sheet) -> list[str]:
    out = io.StringIO()
    assert PlainSheet(sheet, Console(io.StringIO("".join(f"{line}\n" for line in lines)), out)).run() == 0
    return out.getvalue().splitlines()


def test_lines_typed_score_as_the_sheet_entered_by_hand() -> None:
    typed = [
        "Ann: quiz / ",
        "Bob: at / e",
        "out ann",
        "challenge Bob 1 by Ann",
        "next",
        "Ann: tea e / ",
        "bob: eat / m",
    ]
    sheet = Sheet(("Ann", "Bob"), WORDS, RULES)
    output = kept([*typed, "sheet", "quit"], sheet)
    by_hand = Sheet(("Ann", "Bob"), WORDS, RULES)
    by_hand.enter(0, 0, "quiz")
    by_hand.enter(0, 1, "at", "e")
    by_hand.mark_out(0, 0)
    by_hand.challenge(0, 1, 0, by=0)
    by_hand.enter(1, 0, "tea e")
    by_hand.enter(1, 1, "eat", "m")
    assert sheet.totals == by_hand.totals
    totals = ", ".join(f"{name} {total}" for name, total in zip(("Ann", "Bob"), by_hand.totals, strict=True))
    assert f"Totals: {totals}." in output
    assert any(line.startswith("The sheet is finished and ") for line in output)
    assert not [line for line in output if UNSPOKEN.search(line)]


def test_a_line_the_sheet_refuses_is_one_sentence_and_stores_nothing() -> None:
    sheet = Sheet(("Ann", "Bob"), WORDS, RULES)
    output = kept(["Ann: qu1z / ", "Cy: at / ", "Ann: at / zz", "round 7", "fly", "quit"], sheet)
    refusals = [line for line in output if "; type " in line]
    assert len(refusals) == 5
    assert all(". " not in line and line.endswith("help or quit.") for line in refusals)
    assert not sheet.rows[0].entered
    assert output[-1] == "The score sheet is saved; continue it with: quiddler score --plain --resume"


def test_undo_takes_back_the_last_line() -> None:
    sheet = Sheet(("Ann", "Bob"), WORDS, RULES)
    output = kept(["Ann: quiz / ", "undo", "undo"], sheet)
    assert not sheet.rows[0].entered
    assert "The last change is undone." in output
    assert any(line.startswith("There is nothing to undo; type ") for line in output)
    assert output[-1].startswith("The input has ended; the score sheet is saved")


def test_in_spanish_a_challenge_is_typed_with_por(spanish: None) -> None:
    sheet = Sheet(("Ana", "Beto"), WORDS, RULES)
    output = kept(["Ana: quiz / ", "desafiar Ana 1 por Beto", "hoja", "terminar"], sheet)
    assert sheet.rows[0].players[0].words[0].challenger == 1
    assert any(line.startswith("Totales: Ana ") for line in output)
    assert output[-1].startswith("La hoja de puntos está guardada")
