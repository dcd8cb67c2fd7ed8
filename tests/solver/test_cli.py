"""``quiddler solve``: cards in any form, plain and JSON output, batches, and usage errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.solver import clear_memory


class FakeDictionary:
    def __init__(self) -> None:
        self.name = "fake"
        self.fingerprint = "cli-test-words"

    def words(self) -> frozenset[str]:
        return frozenset({"quiz", "thin", "box", "ox", "in", "fern", "fez"})

    def is_word(self, text: str) -> bool:
        return text in self.words()


@pytest.fixture(autouse=True)
def fake_dictionary(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """``open_dictionary`` returns a small list; the names asked for are recorded."""
    import quiddler.dictionary

    asked: list[str | None] = []

    def open_dictionary(name: str | None = None, **options: object) -> FakeDictionary:
        if name not in (None, "en"):
            raise quiddler.dictionary.DictionaryError(f"there is no dictionary called {name!r}")
        asked.append(name)
        return FakeDictionary()

    monkeypatch.setattr(quiddler.dictionary, "open_dictionary", open_dictionary)
    clear_memory()
    return asked


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = cli.main(["solve", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_plain_output_shows_the_go_out_and_the_best_play(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "qu", "i", "z", "m")
    assert status == 0 and err == ""
    assert "Go out:    QUIZ (QU·I·Z 25), discard M: 25 points" in out
    assert "Best play: QUIZ (QU·I·Z 25), discard M: 25 points" in out


def test_junior_rules_count_one_card_words_and_no_unused_cards(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "in", "x", "--json")
    assert status == 0 and json.loads(out)["go_out"] is None  # a lone IN card is no word
    status, out, _ = _run(capsys, "in", "x", "--rules", "junior", "--json")
    assert json.loads(out)["go_out"] == {"words": [["in"]], "discard": "x", "score": 7}
    status, out, _ = _run(capsys, "z", "r", "f", "n", "e", "--rules", "junior")
    assert "Best play: FEZ (F·E·Z 22), unused R (not subtracted), discard N: 22 points" in out
    status, out, _ = _run(capsys, "z", "r", "f", "n", "e")
    assert "Best play: FERN (F·E·R·N 18), discard Z: 18 points" in out


@pytest.mark.parametrize("cards", [["QU", "I", "Z", "M"], ["qu i z m"], ["qu,i,z,m"], ["Qu, I", "z,M"]])
def test_cards_in_any_form_and_case(capsys: pytest.CaptureFixture[str], cards: list[str]) -> None:
    status, out, _ = _run(capsys, *cards, "--json")
    assert status == 0
    assert json.loads(out)["hand"] == ["qu", "i", "z", "m"]


def test_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "qu", "i", "z", "m", "--json")
    assert status == 0
    assert json.loads(out) == {
        "hand": ["qu", "i", "z", "m"],
        "go_out": {"words": [["qu", "i", "z"]], "discard": "m", "score": 25},
        "best": {"words": [["qu", "i", "z"]], "unused": [], "discard": "m", "score": 25},
    }


def test_a_hand_that_cannot_go_out(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "b c d", "--json")
    data = json.loads(out)
    assert status == 0 and data["go_out"] is None
    assert data["best"] == {"words": [], "unused": ["c", "d"], "discard": "b", "score": -13}
    _, plain, _ = _run(capsys, "b c d")
    assert "Go out:    not possible with this hand" in plain
    assert "-13 points (a round score of 0)" in plain


def test_no_discard_uses_every_card(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "qu i z m", "--no-discard", "--json")
    data = json.loads(out)
    assert status == 0 and data["go_out"] is None
    assert data["best"] == {"words": [["qu", "i", "z"]], "unused": ["m"], "discard": None, "score": 20}


def test_batch_prints_one_json_line_per_hand_and_opens_the_dictionary_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fake_dictionary: list[str | None]
) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("qu i z m\n\n# a comment\nB,O,X\nt h in\n", encoding="utf-8")
    status, out, err = _run(capsys, "--batch", str(batch))
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and err == ""
    assert [line["hand"] for line in lines] == [["qu", "i", "z", "m"], ["b", "o", "x"], ["t", "h", "in"]]
    assert [line["line"] for line in lines] == [1, 4, 5]
    assert lines[1]["go_out"] == {"words": [["o", "x"]], "discard": "b", "score": 14}
    assert fake_dictionary == [None]


def test_a_bad_line_in_a_batch_is_answered_in_its_place_and_the_others_still_are(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("qu i z m\nt o p e\nz z z\nq 7\n", encoding="utf-8")
    status, out, err = _run(capsys, "--batch", str(batch))
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["line"] for line in lines] == [1, 2, 3, 4]
    assert lines[0]["go_out"]["score"] == 25 and "error" not in lines[1]
    assert lines[2] == {"line": 3, "input": "z z z", "error": lines[2]["error"]}
    assert "only 2 Z cards" in lines[2]["error"] and lines[2]["error"].endswith(".")
    assert "'7'" in lines[3]["error"]
    assert status == 1  # not every line was solved; 2 stays for usage errors
    assert err == "quiddler solve: 2 of 4 lines could not be solved: see their error objects.\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["qu", "i", "zz"], "'zz' is not a Quiddler card"),
        (["z", "z", "z"], "only 2 Z cards"),
        (["qu", "qu", "qu"], "only 2 QU cards"),
        ([], "Give the cards of a hand"),
        (["a", "--batch", "x.txt"], "not both"),
        (["--batch", "/no/such/file.txt"], "Cannot read"),
        (["a", "b", "--dictionary", "klingon"], "no dictionary called 'klingon'"),
        (["a", "b", "--rules", "chess"], "no rules called 'chess'"),
    ],
)
def test_usage_errors_are_one_sentence_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    status, out, err = _run(capsys, *args)
    assert status == 2 and out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_bad_batch_line_is_the_object_the_guide_shows(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """docs/guide.md writes out the error object of a third line 'z z z': the program's is that
    object, word for word (the guide said 'The deck has only 2 Z cards…')."""
    import re

    guide = (Path(__file__).resolve().parents[2] / "docs" / "guide.md").read_text(encoding="utf-8")
    shown = re.search(r'`(\{"line": 3, "input": "z z z", "error": [^`]*\})`', guide)
    assert shown is not None
    batch = tmp_path / "hands.txt"
    batch.write_text("qu i z m\nt o p e\nz z z\n", encoding="utf-8")
    _status, out, _err = _run(capsys, "--batch", str(batch))
    assert json.loads(out.splitlines()[2]) == json.loads(shown[1])
