"""Damaged house words and ``file:`` word lists, and special files named on the command line.

House words are the player's own file: it is never moved or rewritten when it cannot be read;
every command that opens a dictionary says so in one sentence (exit status 2) and the others
(``dictionaries``, ``check --no-house-words``) still work. A ``file:`` list is only ever read:
a list that cannot be used is one sentence and exit status 2, never a hang or a MemoryError.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.dictionary.house import house_words_path

from .damage import KEPT, OK, Damage, any_file, one_sentence, state

# ------------------------------------------------------------------ house words

HOUSE = "zax\n# our table's words…\nnaïve\nqat\n".encode()
HOUSE_DAMAGES = any_file(4 * 1024 * 1024)
#: truncated: still a list (its first word); a byte-order mark: read, its first word included.
HOUSE_OUTCOME = {name: KEPT for name in HOUSE_DAMAGES} | {"truncated": OK, "bom": OK}


@pytest.mark.parametrize("damage", HOUSE_DAMAGES.values(), ids=str)
def test_damaged_house_words(
    damage: Damage, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = house_words_path()
    damage.write(path, HOUSE, monkeypatch)
    before = state(path)
    if HOUSE_OUTCOME[damage.name] == OK:
        assert cli.main(["check", "zax"]) == 0  # the first word counts, BOM or not
        assert "house word" in capsys.readouterr().out
        assert cli.main(["house", "add", "qi"]) == 0
        text = path.read_bytes()
        assert text.endswith(b"qi\n") and text.startswith(b"\xef\xbb\xbf" if damage.name == "bom" else b"zax")
        return
    for command in (
        ["check", "quiz"],
        ["solve", "qu", "i", "z", "m"],
        ["house", "list"],
        ["house", "add", "zo"],
    ):
        assert cli.main(command) == 2, command
        problem = one_sentence(capsys.readouterr().err)
        assert "house words" in problem and str(path) in problem
    assert state(path) == before  # the player's file, never rewritten or moved
    # the rest still works
    assert cli.main(["check", "--no-house-words", "quiz"]) == 0
    assert cli.main(["dictionaries"]) == 0
    out = capsys.readouterr().out
    assert "House words: The house words in" in out


def test_house_add_and_remove_keep_the_players_own_lines(capsys: pytest.CaptureFixture[str]) -> None:
    path = house_words_path()
    path.write_bytes(b"\xef\xbb\xbf" + HOUSE)
    assert cli.main(["house", "add", "zax", "jo", "qi"]) == 0
    assert "Added to the house words: jo, qi." in capsys.readouterr().out
    assert path.read_bytes() == b"\xef\xbb\xbf" + HOUSE + b"jo\nqi\n"
    assert cli.main(["house", "remove", "qat"]) == 0
    assert "Removed from the house words: qat." in capsys.readouterr().out
    assert path.read_bytes() == b"\xef\xbb\xbf" + "zax\n# our table's words…\nnaïve\njo\nqi\n".encode()
    assert cli.main(["house", "list"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == ["jo", "qi", "zax"]
    assert "naïve" in err  # kept, and the player is told it is not used


def test_a_house_words_file_without_a_last_newline_and_with_windows_lines() -> None:
    path = house_words_path()
    path.write_bytes(b"# ours\r\nzax")
    assert cli.main(["house", "add", "qi"]) == 0
    assert path.read_bytes() == b"# ours\r\nzax\r\nqi\r\n"


def test_house_add_in_a_folder_that_cannot_be_written_is_one_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from quiddler.storage import atomic

    path = house_words_path()
    path.write_bytes(HOUSE)

    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", read_only)
    assert cli.main(["house", "add", "qi"]) == 2
    assert "read-only file system" in one_sentence(capsys.readouterr().err)
    assert path.read_bytes() == HOUSE


# ------------------------------------------------------------------ file: word lists

WORDS = b"quiz\nzax\nqat\n"
LIST_DAMAGES = any_file(64 * 1024 * 1024)
#: truncated: a shorter list; not UTF-8: its lines of plain letters still count; BOM: skipped.
LIST_OUTCOME = {name: KEPT for name in LIST_DAMAGES} | {"truncated": OK, "not-utf8": OK, "bom": OK}


@pytest.mark.parametrize("damage", LIST_DAMAGES.values(), ids=str)
def test_damaged_file_dictionary(
    damage: Damage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "words.txt"
    damage.write(path, WORDS, monkeypatch)
    before = state(path)
    status = cli.main(["check", "--dictionary", f"file:{path}", "quiz"])
    out, err = capsys.readouterr()
    if LIST_OUTCOME[damage.name] == OK:
        assert status == 0 and err == "" and "allowed" in out  # QUIZ is the first word: a BOM hid it
    else:
        assert status == 2
        problem = one_sentence(err)
        assert str(path) in problem
    assert state(path) == before


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_as_a_word_list_is_refused_at_once(device: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check", "--dictionary", f"file:{device}", "quiz"]) == 2
    assert "is a device, not a file" in one_sentence(capsys.readouterr().err)


def test_solve_batch_refuses_a_named_pipe_and_a_huge_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "hands"
    os.mkfifo(pipe)
    assert cli.main(["solve", "--batch", str(pipe)]) == 2
    assert "is a named pipe, not a file" in one_sentence(capsys.readouterr().err)
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as file:
        file.truncate(16 * 1024 * 1024 + 1)
    assert cli.main(["solve", "--batch", str(huge)]) == 2
    assert "too big" in one_sentence(capsys.readouterr().err)
    assert cli.main(["solve", "--batch", "/dev/zero"]) == 2
    assert "is a device" in one_sentence(capsys.readouterr().err)
