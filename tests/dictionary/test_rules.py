"""docs/rules.md §5: no proper nouns, prefixes, suffixes, abbreviations, hyphenated words or
contractions, and no single letters but the words a and I — whatever backend answers."""

from __future__ import annotations

import pytest

from quiddler.dictionary import Dictionary
from quiddler.dictionary.rules import REASONS, SHAPE_RULES, english_rules
from quiddler.engine import WordChecker

CATEGORIES: dict[str, list[str]] = {
    "proper nouns": ["london", "paris", "texas", "einstein", "mary", "europe"],
    "abbreviations": ["etc", "mph", "kg", "kb", "mb", "asap", "tbsp", "vs"],
    "prefixes": ["non", "pre", "multi", "un", "co", "de"],
    "suffixes": ["ed", "est", "ing", "ly", "tion"],
    "contractions": ["can't", "don't", "it's", "dont", "isnt", "youre"],
    "single letters": ["b", "x", "o", "y"],  # a and i are words: test_one_letter_words.py
    "hyphenated words": ["x-ray", "well-being", "co-op"],
    "letter plurals": ["cs", "ms", "gs"],
    "not a to z": ["café", "abc1", "two words", ""],
}

COMMON = ["quiz", "cat", "dog", "house", "running", "quickly", "zebra", "jump", "the"]


def test_every_backend_is_a_word_checker(backend: Dictionary) -> None:
    assert isinstance(backend, WordChecker)


@pytest.mark.parametrize("category", sorted(CATEGORIES))
def test_rule_category_is_rejected_by_every_backend(backend: Dictionary, category: str) -> None:
    accepted = [word for word in CATEGORIES[category] if backend.is_word(word)]
    assert accepted == [], f"{backend.name} accepted {category}: {accepted}"


def test_common_words_are_accepted_by_every_backend(backend: Dictionary) -> None:
    rejected = [word for word in COMMON if not backend.is_word(word)]
    assert rejected == [], f"{backend.name} rejected {rejected}"


def test_every_backend_gives_a_reason_for_each_rejection(backend: Dictionary) -> None:
    for words in CATEGORIES.values():
        for word in words:
            assert backend.why_not(word), word
    assert backend.why_not("quiz") is None


@pytest.mark.parametrize(
    ("word", "category"),
    [
        ("b", "single"),
        ("x", "single"),
        ("x-ray", "hyphen"),
        ("can't", "contraction"),
        ("it’s", "contraction"),
        ("café", "letters"),
        ("two words", "space"),
        ("", "empty"),
        ("non", "prefix"),
        ("ing", "suffix"),
        ("cs", "letter-plural"),
        ("etc", "abbreviation"),
        ("kb", "abbreviation"),
        ("dont", "contraction"),
    ],
)
def test_rule_names_the_category(word: str, category: str) -> None:
    assert english_rules().rejection(word) == category
    assert english_rules().reason(word).startswith(REASONS[category])


@pytest.mark.parametrize(
    "word", ["hmm", "shh", "nth", "brr", "cwm", "crwth", "hm", "mm", "lx", "quiz", "ness", "anti", "ex"]
)
def test_real_words_pass_the_rules(word: str) -> None:
    assert english_rules().allows(word)


def test_other_languages_get_only_the_card_rules() -> None:
    # "con" and "para" are Spanish words; the English blocklist must not refuse them.
    assert SHAPE_RULES.allows("con") and SHAPE_RULES.allows("para")
    assert english_rules().rejection("para") == "abbreviation"  # SCOWL lists it as one in English
    assert SHAPE_RULES.rejection("a") == "single"
    assert SHAPE_RULES.rejection("x-ray") == "hyphen"


def test_is_word_ignores_case(backend: Dictionary) -> None:
    assert backend.is_word("QUIZ")
    assert backend.is_word("Quiz")
