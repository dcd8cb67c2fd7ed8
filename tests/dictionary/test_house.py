"""House words: kept in the data folder, editable from the command line, allowed on any backend."""

from __future__ import annotations

import pytest

from quiddler import cli
from quiddler.dictionary import (
    DictionaryError,
    add_house_words,
    house_words,
    open_dictionary,
    remove_house_words,
)
from quiddler.dictionary.house import house_words_path
from quiddler.storage import paths


def test_no_house_words_at_first() -> None:
    assert house_words() == frozenset()
    assert not house_words_path().exists()


def test_add_and_remove_round_trip() -> None:
    assert add_house_words(["Qi", " za ", "qi"]) == ["qi", "za"]
    assert house_words() == {"qi", "za"}
    assert house_words_path() == paths.data_dir() / "house-words.txt"
    assert add_house_words(["za", "ok"]) == ["ok"]
    assert remove_house_words(["za", "nope"]) == ["za"]
    assert house_words() == {"qi", "ok"}


def test_house_words_file_is_plain_text_one_word_per_line() -> None:
    add_house_words(["zorp", "blarg"])
    lines = [line for line in house_words_path().read_text().splitlines() if not line.startswith("#")]
    assert lines == ["blarg", "zorp"]


def test_hand_edited_file_with_junk_lines_still_loads() -> None:
    house_words_path().write_text("# mine\nzorp\nx-ray\n\nA\nBlarg\n")
    assert house_words() == {"zorp", "blarg"}


@pytest.mark.parametrize("word", ["a", "x-ray", "can't", "smørrebrød", ""])  # café is CAFE (docs/rules.md §9)
def test_a_word_cards_cannot_spell_is_refused_and_nothing_is_written(word: str) -> None:
    with pytest.raises(DictionaryError, match="cannot be a house word"):
        add_house_words(["zorp", word])
    assert house_words() == frozenset()


def test_house_words_override_the_blocklist_and_the_list() -> None:
    assert not open_dictionary("en").is_word("ok")
    add_house_words(["ok", "zorp"])
    dictionary = open_dictionary("en")
    assert dictionary.is_word("ok") and dictionary.is_word("zorp")
    assert dictionary.why_not("ok") is None
    assert {"ok", "zorp"} <= dictionary.words()
    assert not open_dictionary("en", house_words=False).is_word("zorp")


def test_removed_house_word_is_no_longer_allowed() -> None:
    add_house_words(["zorp"])
    remove_house_words(["zorp"])
    assert not open_dictionary("en").is_word("zorp")


def test_house_command_add_list_remove(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["house", "add", "zorp", "QI"]) == 0
    assert "Added to the house words: qi, zorp." in capsys.readouterr().out
    assert cli.main(["house", "add", "zorp"]) == 0
    assert "Already house words: zorp." in capsys.readouterr().out
    assert cli.main(["house", "list"]) == 0
    assert capsys.readouterr().out.splitlines() == ["qi", "zorp"]
    assert cli.main(["house", "remove", "qi", "blarg"]) == 1
    out = capsys.readouterr().out
    assert "Removed from the house words: qi." in out and "Not house words: blarg." in out
    assert house_words() == {"zorp"}


def test_house_command_empty_list_says_how_to_add(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["house", "list"]) == 0
    assert "quiddler house add" in capsys.readouterr().out


def test_house_command_refuses_a_bad_word_with_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["house", "add", "x-ray"]) == 2
    err = capsys.readouterr().err
    assert "hyphenated words are not allowed" in err and "Traceback" not in err


def test_house_command_needs_an_action(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["house"]) == 2


def test_house_list_does_not_call_a_blocked_hand_written_line_a_house_word(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/family-filter.md: 'a kb line written into the file by hand is ignored' — the game
    ignored it, but `house list` printed kb among the house words."""
    house_words_path().parent.mkdir(parents=True, exist_ok=True)
    house_words_path().write_text("zorp\nkb\n", encoding="utf-8")
    assert not open_dictionary("en").is_word("kb")
    assert cli.main(["house", "list"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == ["zorp"]
    assert "abbreviations or contractions, never house words: kb." in err
