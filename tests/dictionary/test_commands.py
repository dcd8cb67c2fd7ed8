"""``quiddler check`` and ``quiddler dictionaries``: output and exit status."""

from __future__ import annotations

import sys

import pytest

from quiddler import cli
from quiddler.dictionary import add_house_words


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    status = cli.main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err


def test_check_allowed_words_exit_0_with_points_and_spelling(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, "check", "quiz", "thin")
    assert status == 0
    assert lines[0].split()[:5] == ["quiz", "allowed", "25", "points", "QU·I·Z"]
    assert "Q·U·I·Z 35" in lines[0]
    assert "16 points  TH·IN" in lines[1] and "T·H·IN 17" in lines[1]


def test_check_any_refused_word_exits_1_and_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(
        capsys, "check", "quiz", "b", "x-ray", "etc", "qi", "London", "can't", "non", "ing"
    )
    assert status == 1
    reasons = {line.split()[0]: line for line in lines}
    assert "single letters are not words" in reasons["b"]
    assert "hyphenated words are not allowed" in reasons["x-ray"]
    assert "abbreviations are not allowed" in reasons["etc"]
    assert "not in the dictionary (en)" in reasons["qi"] and "Q·I would score 17" in reasons["qi"]
    assert "proper nouns are allowed only in Junior" in reasons["London"]
    assert "contractions are not allowed" in reasons["can't"]
    assert "prefixes are not words" in reasons["non"]
    assert "suffixes are not words" in reasons["ing"]
    assert all("not allowed" in line for word, line in reasons.items() if word != "quiz")


def test_check_with_another_dictionary(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, "check", "qi", "--dictionary", "en-large")
    assert status == 0 and "Q·I" in lines[0]


def test_check_unknown_dictionary_is_a_usage_error_listing_the_others(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, lines, err = run(capsys, "check", "quiz", "--dictionary", "klingon")
    assert status == 2 and lines == []
    assert "klingon" in err and "en (default), en-large, en-small" in err
    assert "Traceback" not in err


def test_check_without_enchant_is_a_usage_error_with_install_hint(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "enchant", None)
    status, _, err = run(capsys, "check", "quiz", "-d", "enchant:en_US")
    assert status == 2
    assert "apt-get install libenchant-2-2" in err and "brew install enchant" in err


def test_check_needs_a_word(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, _ = run(capsys, "check")
    assert status == 2


def test_check_house_words(capsys: pytest.CaptureFixture[str]) -> None:
    add_house_words(["zorp"])
    status, lines, _ = run(capsys, "check", "zorp")
    assert status == 0 and "[house word]" in lines[0]
    status, lines, _ = run(capsys, "check", "zorp", "--no-house-words")
    assert status == 1 and "not in the dictionary" in lines[0]


def test_check_allowed_word_the_deck_cannot_spell(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, "check", "-d", "en-large", "pizzazz")
    assert status == 0
    assert "the deck cannot spell it (it needs 4 Z; the deck has 2)" in lines[0]


def test_dictionaries_lists_default_and_availability(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, "dictionaries")
    assert status == 0
    text = "\n".join(lines)
    assert "the default is en" in lines[0]
    assert any(line.startswith(" * en ") for line in lines)
    for name in ("en-large", "en-small", "enchant:en_US", "enchant:en_GB", "file:PATH"):
        assert name in text
    assert "House words: 0 words" in text


def test_dictionaries_explains_why_enchant_is_missing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "enchant", None)
    status, lines, _ = run(capsys, "dictionaries")
    assert status == 0
    enchant_lines = [line for line in lines if "enchant:" in line]
    assert enchant_lines and all(
        "not available: the Enchant library is not installed" in line for line in enchant_lines
    )
