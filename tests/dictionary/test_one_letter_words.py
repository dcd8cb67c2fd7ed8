"""The English one-letter words ``a`` and ``I``: allowed and listed by every English backend, so a
Quiddler Junior player may lay the card A or I as a word (docs/rules.md §8); every other single letter
is still refused."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.dictionary import Dictionary, open_dictionary
from quiddler.dictionary import rules as rules_module
from quiddler.dictionary.base import WordListDictionary, fingerprint_of
from quiddler.dictionary.bundled import BUNDLED, load_list
from quiddler.dictionary.rules import ONE_LETTER_WORDS, REASONS, SHAPE_RULES, english_rules
from quiddler.engine import WordSet

from .helpers import open_enchant_or_skip

OTHER_LETTERS = sorted(set("abcdefghijklmnopqrstuvwxyz") - ONE_LETTER_WORDS)


def test_the_one_letter_words_are_a_and_i() -> None:
    assert {"a", "i"} == ONE_LETTER_WORDS


def test_english_rules_let_a_and_i_through_and_refuse_other_letters() -> None:
    rules = english_rules()
    assert rules.allows("a") and rules.allows("i")
    assert rules.one_letter_words == ONE_LETTER_WORDS
    for letter in OTHER_LETTERS:
        assert rules.rejection(letter) == "single", letter
        assert rules.reason(letter) == "single letters are not words"


def test_other_languages_refuse_every_single_letter() -> None:
    assert SHAPE_RULES.one_letter_words == frozenset()
    assert SHAPE_RULES.rejection("a") == "single"
    assert SHAPE_RULES.rejection("i") == "single"


@pytest.mark.parametrize("text", ["a", "i", "I", "A"])
def test_every_backend_allows_a_and_i_in_any_case(backend: Dictionary, text: str) -> None:
    assert backend.is_word(text), f"{backend.name} refused {text!r}"
    assert backend.why_not(text) is None
    assert text in backend


def test_every_backend_still_refuses_other_single_letters_with_the_reason(backend: Dictionary) -> None:
    for letter in ("b", "x", "B", "X"):
        assert not backend.is_word(letter), f"{backend.name} allowed {letter!r}"
        assert backend.why_not(letter) == REASONS["single"]


def test_every_backend_lists_a_and_i_for_the_solver(backend: Dictionary) -> None:
    words = backend.words()
    assert words >= ONE_LETTER_WORDS
    assert {word for word in words if len(word) == 1} == ONE_LETTER_WORDS
    assert all(backend.is_word(word) for word in ONE_LETTER_WORDS)


@pytest.mark.parametrize("name", sorted(BUNDLED))
def test_bundled_lists_add_a_and_i_without_holding_them(name: str) -> None:
    """The files keep two letters or more (the build and its byte-for-byte test stay as they
    were); the dictionary adds the one-letter words, with or without house words."""
    trie_or_set, _ = load_list(BUNDLED[name].filename)
    listed = frozenset(trie_or_set)
    one_letter = open_dictionary(name).one_letter_words  # a and i; in Spanish a, e, o, u and y
    assert one_letter == (ONE_LETTER_WORDS if name.startswith("en") else frozenset("aeouy"))
    assert not one_letter & listed
    for house_words in (True, False):
        dictionary = open_dictionary(name, house_words=house_words)
        assert dictionary.words() >= one_letter
        assert len(dictionary.words()) == len(listed | dictionary.house) + len(one_letter)
        assert len(dictionary) == len(dictionary.words())


def test_a_word_file_without_a_and_i_still_allows_them(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("cat\ndog\nb\n")
    dictionary = open_dictionary(f"file:{path}", house_words=False)
    assert dictionary.words() == {"cat", "dog", "a", "i"}
    assert dictionary.is_word("I") and dictionary.is_word("a")
    assert not dictionary.is_word("b")


def test_a_word_list_under_other_language_rules_has_no_one_letter_words() -> None:
    dictionary = WordListDictionary(
        "test",
        "a test list",
        words=frozenset({"con", "para"}),
        content_hash="x",
        rules=SHAPE_RULES,
        house=frozenset(),
    )
    assert dictionary.words() == {"con", "para"}
    assert not dictionary.is_word("a") and not dictionary.is_word("I")
    assert dictionary.why_not("a") == REASONS["single"]


def test_bundled_fingerprint_changed_with_the_one_letter_words() -> None:
    """The solver caches its index by fingerprint: a cache built before ``a`` and ``i`` were
    listed must not be used, so the fingerprint is not the old one for the same file."""
    dictionary = open_dictionary("en", house_words=False)
    _, digest = load_list(BUNDLED["en"].filename)
    before = fingerprint_of("list", digest, house=frozenset())  # the fingerprint before the change
    assert dictionary.fingerprint != before


def test_fingerprint_follows_the_one_letter_words(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("cat\ndog\n")
    names = ["en", f"file:{path}"]
    with_both = {name: open_dictionary(name, house_words=False) for name in names}
    monkeypatch.setattr(rules_module, "ONE_LETTER_WORDS", frozenset({"a"}))
    for name in names:
        only_a = open_dictionary(name, house_words=False)
        assert "i" not in only_a.words() and "i" in with_both[name].words()
        assert only_a.fingerprint != with_both[name].fingerprint


@pytest.mark.enchant
@pytest.mark.parametrize("tag", ["en_US", "en_GB"])
def test_enchant_fingerprint_reflects_a_and_i(tag: str) -> None:
    dictionary = open_enchant_or_skip(tag)
    without = fingerprint_of("enchant", _content_hash(dictionary.words() - ONE_LETTER_WORDS))
    assert dictionary.fingerprint == fingerprint_of("enchant", _content_hash(dictionary.words()))
    assert dictionary.fingerprint != without


def _content_hash(words: frozenset[str]) -> str:
    return hashlib.sha256("\n".join(sorted(words)).encode("ascii")).hexdigest()


def test_a_plain_word_set_stays_exactly_its_words() -> None:
    """WordSet (tests, house lists) is not a dictionary with rules: it holds what it is given."""
    assert not WordSet({"cat"}).is_word("a")
    assert WordSet({"a", "i"}).is_word("I")


# ------------------------------------------------------------------ quiddler check


def run_check(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, dict[str, str]]:
    status = cli.main(["check", *words])
    lines = capsys.readouterr().out.splitlines()
    return status, {line.split()[0]: line for line in lines}


def test_check_says_a_and_i_are_allowed_as_one_card_junior_words(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_check(capsys, "a", "I")
    assert status == 0
    assert lines["a"].split()[:5] == ["a", "allowed", "2", "points", "A"]
    assert lines["a"].endswith("(one card: a word only in Junior)")
    assert lines["i"].split()[:5] == ["i", "allowed", "2", "points", "I"]
    assert lines["i"].endswith("(one card: a word only in Junior)")


def test_check_shows_a_lone_double_card_as_a_junior_word_too(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_check(capsys, "in", "er")
    assert status == 0
    assert "7 points  I·N  (also IN 7, one card: a word only in Junior)" in lines["in"]
    assert "7 points  E·R  (also ER 7, one card: a word only in Junior)" in lines["er"]


def test_check_still_refuses_other_single_letters(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run_check(capsys, "a", "b", "x")
    assert status == 1
    assert lines["b"].split()[1:3] == ["not", "allowed"] and lines["b"].endswith(
        "single letters are not words"
    )
    assert lines["x"].endswith("single letters are not words")
    assert "Junior" not in lines["b"]


def test_check_of_two_card_words_does_not_mention_junior(capsys: pytest.CaptureFixture[str]) -> None:
    _, lines = run_check(capsys, "quiz", "at")
    assert all("Junior" not in line for line in lines.values())
