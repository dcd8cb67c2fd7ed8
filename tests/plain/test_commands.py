"""``--plain`` through the command line, in process: ``score`` and ``solitaire`` deal, save on
quit and continue with ``--resume`` (the glue in quiddler/commands; the games are tested apart)."""

from __future__ import annotations

import io

import pytest

from quiddler.cli import main


def typed(monkeypatch: pytest.MonkeyPatch, *lines: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))


def test_a_plain_score_sheet_is_saved_and_resumed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed(monkeypatch, "Ann: quiz / ", "quit")
    assert main(["score", "--plain", "--players", "Ann,Bob"]) == 0
    first = capsys.readouterr().out.splitlines()
    assert first[0] == "Score sheet for Ann and Bob: 8 rounds."
    assert "Totals: Ann 35, Bob 0." in first  # QU·I·Z and the longest word's bonus
    assert first[-1] == "The score sheet is saved; continue it with: quiddler score --plain --resume"

    typed(monkeypatch, "sheet")
    assert main(["score", "--plain", "--resume"]) == 0
    again = capsys.readouterr().out.splitlines()
    assert "Totals: Ann 35, Bob 0." in again
    assert again[-1].startswith("The input has ended; the score sheet is saved")


def test_plain_solitaire_deals_the_seed_and_continues_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed(monkeypatch, "quit")
    assert main(["solitaire", "--plain", "--seed", "7"]) == 0
    first = capsys.readouterr().out.splitlines()
    stacks = next(line for line in first if line.startswith("Stacks: "))
    assert "Solitaire, deal 7." in first
    assert first[-1] == "Your solitaire game (deal 7) is saved: 'quiddler solitaire --plain' continues it."

    typed(monkeypatch, "quit")
    assert main(["solitaire", "--plain", "--resume"]) == 0
    again = capsys.readouterr().out.splitlines()
    assert "Welcome back: deal 7 goes on where you left it." in again and stacks in again
