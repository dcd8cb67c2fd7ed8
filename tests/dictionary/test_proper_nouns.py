"""Quiddler Junior allows proper nouns (docs/rules.md §8, decided): the names list and the one checker
that adds it to whatever dictionary the table chose; the standard game refuses them, saying why."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.dictionary import (
    DictionaryError,
    WithProperNouns,
    add_house_words,
    bundled,
    for_rules,
    open_dictionary,
)
from quiddler.dictionary import names as names_module
from quiddler.dictionary.names import load_names
from quiddler.engine import (
    JUNIOR,
    PRESETS,
    STANDARD,
    Card,
    Game,
    StackedDeck,
    Word,
    WordCheck,
    WordSet,
    written,
)

from .helpers import REPO, open_enchant_or_skip

NAMES = ["paris", "texas", "london", "zoe", "ann", "bob", "bunuel", "goteborg"]


@pytest.fixture
def fresh_names(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget the names list read so far, before and after (a test may break the installation)."""
    load_names.cache_clear()
    yield
    load_names.cache_clear()


def _installation_with(tmp_path: Path, names: bytes | None) -> Path:
    """A copy of the dictionaries folder as an installed quiddler has it, with ``names`` as its
    names list (None: no names list at all)."""
    root = tmp_path / "_dictionaries"
    root.mkdir()
    for source in (REPO / "dictionaries").iterdir():
        if source.name != "names.txt.gz" and source.is_file():
            (root / source.name).write_bytes(source.read_bytes())
    if names is not None:
        (root / "names.txt.gz").write_bytes(names)
    return root


def test_the_names_list_is_lower_case_ascii_one_name_per_line_and_sorted() -> None:
    text = gzip.decompress((REPO / "dictionaries" / "names.txt.gz").read_bytes()).decode("ascii")
    lines = text.splitlines()
    assert lines == sorted(set(lines)) and text.endswith("\n")
    assert all(line.isalpha() and line.islower() and len(line) >= 2 for line in lines)
    assert 5_000 < len(lines) < 20_000


def test_the_names_list_has_names_and_no_symbols_abbreviations_or_slurs() -> None:
    names, _ = load_names()
    assert set(NAMES) <= names  # Göteborg and Buñuel with their accents folded, as the cards spell them
    for junk in ("ag", "zn", "ms", "apr", "btu", "zzz", "japs", "aol"):
        assert junk not in names, junk


@pytest.mark.parametrize("name", ["en", "en-small", "en-large"])
def test_junior_allows_names_on_every_bundled_list(name: str) -> None:
    standard = open_dictionary(name)
    junior = for_rules(standard, JUNIOR)
    for word in NAMES:
        assert junior.is_word(word) and junior.why_not(word) is None, word
    assert not standard.is_word("paris")
    assert standard.why_not("paris") == "proper nouns are allowed only in Junior"
    assert junior.is_word("quiz") and not junior.is_word("qzx")


def test_junior_adds_names_to_a_file_list_and_to_house_words(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("quiz\ncat\n")
    add_house_words(["zorp"])
    junior = for_rules(open_dictionary(f"file:{path}"), JUNIOR)
    assert all(junior.is_word(word) for word in ("quiz", "zorp", "paris", "tom"))
    assert junior.is_house_word("zorp") and not junior.is_house_word("paris")
    assert {"quiz", "zorp", "paris"} <= junior.words()


@pytest.mark.enchant
def test_junior_adds_names_to_enchant() -> None:
    dictionary = open_enchant_or_skip("en_US")
    assert not dictionary.is_word("paris")  # Hunspell knows only Paris, which the cards never spell
    assert for_rules(dictionary, JUNIOR).is_word("paris")


def test_only_rules_that_allow_proper_nouns_get_the_names() -> None:
    words = WordSet(["quiz"])
    assert for_rules(words, STANDARD) is words
    assert for_rules(words, PRESETS["checked"]) is words
    junior = for_rules(words, JUNIOR)
    assert isinstance(junior, WithProperNouns) and for_rules(junior, JUNIOR) is junior
    assert open_dictionary("en", proper_nouns=True).is_word("texas")


def test_names_are_written_capitalised_and_other_words_in_capitals() -> None:
    junior = for_rules(open_dictionary("en"), JUNIOR)
    assert written("paris", junior) == "Paris"
    assert written("tom", junior) == "TOM"  # a tom is a cat: a word of the list, not only a name
    assert written("quiz", junior) == "QUIZ" and written("paris") == "PARIS"


def test_the_fingerprint_differs_from_the_dictionary_alone() -> None:
    en = open_dictionary("en")
    junior = for_rules(en, JUNIOR)
    assert junior.fingerprint != en.fingerprint
    assert junior.fingerprint == for_rules(open_dictionary("en"), JUNIOR).fingerprint


def test_a_junior_challenge_of_tom_fails_and_checked_words_accept_paris() -> None:
    junior = for_rules(WordSet(["cat"]), JUNIOR)
    rules = JUNIOR.with_(hand_sizes=(3,))
    order = StackedDeck.deal_order(["t o m", "c a t"], discard="e", draw_pile="z")
    game = Game.new(["Ann", "Bob"], checker=junior, rules=rules, rng=StackedDeck([order]))
    game.draw(0)
    game.go_out(0, [Word((Card.T, Card.O, Card.M))], Card.Z)
    record = game.challenge(1, 0, 0)
    assert record.allowable and record.loser == 1
    checked = rules.with_(word_check=WordCheck.CHECKED)
    order = StackedDeck.deal_order(["p a r i s", "c a t e d"], discard="e", draw_pile="z")
    game = Game.new(
        ["Ann", "Bob"], checker=junior, rules=checked.with_(hand_sizes=(5,)), rng=StackedDeck([order])
    )
    game.draw(0)
    game.go_out(0, [Word((Card.P, Card.A, Card.R, Card.I, Card.S))], Card.Z)
    assert [laid.word.text for laid in game.words(0)] == ["paris"]


def test_check_allows_names_in_junior_and_says_why_not_otherwise(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check", "--rules", "junior", "paris", "texas", "tom"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Paris  allowed       18 points  P·A·R·I·S  [proper noun]"
    assert lines[1].startswith("Texas  allowed       22 points  T·E·X·A·S")
    assert lines[2].startswith("tom    allowed       10 points  T·O·M")
    assert cli.main(["check", "paris"]) == 1
    assert capsys.readouterr().out.strip() == (
        "Paris  not allowed  proper nouns are allowed only in Junior; P·A·R·I·S would score 18"
    )


def test_solve_in_junior_writes_names_capitalised(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["solve", "--rules", "junior", "-d", "en-small", "i", "r", "a", "q", "s"]) == 0
    out = capsys.readouterr().out
    assert "Iraq (I·R·A·Q 24)" in out


@pytest.mark.parametrize(("content", "what"), [(None, "missing"), (b"not gzip", "damaged")])
def test_a_missing_or_damaged_names_list_is_one_sentence(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    fresh_names: None,
    content: bytes | None,
    what: str,
) -> None:
    root = _installation_with(tmp_path, content)
    monkeypatch.setattr(bundled, "data_root", lambda: root)
    with pytest.raises(DictionaryError, match=f"names list .* is {what}"):
        load_names()
    for command in (
        ["check", "--rules", "junior", "paris"],
        ["solve", "--rules", "junior", "t", "o", "m", "z"],
        ["simulate", "--rules", "junior", "--players", "easy,easy", "--games", "1"],
        ["play", "--rules", "junior", "--players", "Ann,Bob"],
    ):
        assert cli.main(command) == 2, command
        err = capsys.readouterr().err
        assert f"is {what} in this installation" in err and len(err.strip().splitlines()) == 1, err
        assert "Traceback" not in err
    # the standard game never needs the list: a name is then simply not in the dictionary
    assert cli.main(["check", "paris"]) == 1
    assert "not in the dictionary (en)" in capsys.readouterr().out


@pytest.mark.parametrize(
    "content",
    [
        gzip.compress(b"paris\nTexas\n"),  # a capital: not what the build writes
        gzip.compress(b"paris\nx1\n"),
        gzip.compress(b"paris\ntom"),  # cut short (no last newline)
        gzip.compress(b"paris\n" * 3)[:-6],  # a truncated gzip stream
    ],
    ids=["capital", "digit", "no-last-newline", "truncated"],  # gzip stamps the time: no bytes in ids
)
def test_a_names_list_not_one_lower_case_name_per_line_is_damaged(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh_names: None, content: bytes
) -> None:
    root = _installation_with(tmp_path, content)
    monkeypatch.setattr(bundled, "data_root", lambda: root)
    with pytest.raises(DictionaryError, match="is damaged"):
        load_names()
    assert not names_module.known_name("paris")  # a refusal's words fall back, never a crash


def test_a_file_list_of_capitalised_lines_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "names.txt"
    path.write_text("Paris\nLondon\n")
    assert cli.main(["check", "-d", f"file:{path}", "--rules", "junior", "paris"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "its 2 capitalised lines are proper nouns" in err
    mixed = tmp_path / "mixed.txt"
    mixed.write_text("Paris\nquiz\n")  # the capitalised line is skipped; Junior still knows Paris
    assert cli.main(["check", "-d", f"file:{mixed}", "--rules", "junior", "paris", "quiz"]) == 0
    assert cli.main(["check", "-d", f"file:{mixed}", "paris"]) == 1
