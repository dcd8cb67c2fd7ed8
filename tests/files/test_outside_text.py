"""Every string from outside (typed words, names in a file, the data folder's path) reaches the
terminal through one sanitiser, :func:`quiddler.storage.files.printable`: shown, never obeyed. One test
per entry point (issue 35)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from quiddler.cli import main
from quiddler.engine import PRESETS, WordSet
from quiddler.saves.common import SaveError
from quiddler.scoresheet import Sheet, SheetFile, SheetStore

TITLE = "\x1b]0;pwned\x07"
RED = "\x1b[31m"


def _clean(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text, repr(text)


def _sheet_with_a_hostile_name() -> str:
    sheet = Sheet((f"{TITLE}Ann{RED}", "Bob"), WordSet({"quiz"}, name="en"), PRESETS["short"])
    kept = SheetFile(sheet)
    SheetStore().save(kept)
    return kept.sheet_id


@pytest.mark.parametrize("argv", [["check"], ["house", "remove"], ["house", "add"]])
def test_a_typed_word_is_echoed_escaped(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    main([*argv, f"{TITLE}quiz"])
    out = capsys.readouterr()
    _clean(out.out + out.err)
    assert "\\x1b" in out.out + out.err


@pytest.mark.parametrize("argv", [["score", "--export", "{id}"], ["score", "--list"]])
def test_a_name_edited_into_a_score_sheet_never_reaches_the_terminal(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    sheet_id = _sheet_with_a_hostile_name()
    main([part.format(id=sheet_id) for part in argv])
    out = capsys.readouterr()
    _clean(out.out + out.err)


def test_a_score_sheet_with_a_hostile_name_is_not_opened_for_the_screen() -> None:
    """The score sheet's screen opens sheets through the store: such a sheet is refused there, in
    one sentence that does not repeat the name."""
    sheet_id = _sheet_with_a_hostile_name()
    with pytest.raises(SaveError) as caught:
        SheetStore().load(sheet_id, WordSet({"quiz"}, name="en"))
    _clean(str(caught.value))
    assert "printable" in str(caught.value)


@pytest.fixture
def hostile_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / f"d{RED}x"
    folder.mkdir()
    monkeypatch.setenv("QUIDDLER_DATA_DIR", str(folder))
    return folder


@pytest.mark.parametrize("argv", [["solitaire", "--stats"], ["house", "add", "zyzzx"]])
def test_a_data_folder_path_is_printed_escaped(
    argv: list[str], hostile_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(argv)
    out = capsys.readouterr()
    _clean(out.out + out.err)
    assert "\\x1b[31mx" in out.out + out.err


def test_the_records_moved_to_sentence_is_escaped(
    hostile_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (hostile_folder / "solitaire.json").write_text(json.dumps({"version": 1, "games": "x"}), encoding="utf-8")
    main(["solitaire", "--stats"])
    out = capsys.readouterr()
    assert "moved to" in out.err
    _clean(out.out + out.err)
    assert os.listdir(hostile_folder)


def test_a_byte_that_is_not_utf8_is_shown_as_that_byte(capsys: pytest.CaptureFixture[str]) -> None:
    """A Latin-1 'café' typed in a Latin-1 terminal reaches Python as 'caf\\udce9': it is echoed
    as the byte the player typed, caf\\xe9, never as a surrogate code point."""
    word = b"caf\xe9".decode("utf-8", "surrogateescape")
    assert main(["check", word]) == 1
    out = capsys.readouterr().out
    assert out.startswith("caf\\xe9 ") and "udc" not in out


def test_a_refused_house_word_shows_the_byte_typed(capsys: pytest.CaptureFixture[str]) -> None:
    word = b"\xff".decode("utf-8", "surrogateescape")
    assert main(["house", "add", word]) == 2
    err = capsys.readouterr().err
    assert "'\\xff' cannot be a house word" in err and "udc" not in err
