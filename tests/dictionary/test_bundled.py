"""The bundled lists: found, the right sizes, consistent with the rules, cheap fingerprints."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from quiddler.dictionary import DEFAULT_DICTIONARY, add_house_words, bundled, open_dictionary
from quiddler.dictionary.bundled import BUNDLED
from quiddler.dictionary.rules import english_rules

from .helpers import REPO


def test_default_is_the_bundled_en_list() -> None:
    assert DEFAULT_DICTIONARY == "en"
    dictionary = open_dictionary()
    assert dictionary.name == "en"
    assert dictionary.description


@pytest.mark.parametrize(
    ("name", "low", "high"),
    [("en-small", 30_000, 50_000), ("en", 70_000, 90_000), ("en-large", 100_000, 130_000)],
)
def test_list_sizes(name: str, low: int, high: int) -> None:
    assert low <= len(open_dictionary(name, house_words=False).words()) <= high


def test_lists_nest_small_in_default_in_large() -> None:
    small, default, large = (
        open_dictionary(name, house_words=False).words() for name in ("en-small", "en", "en-large")
    )
    assert small < default < large


def test_large_list_adds_game_words_without_abbreviations() -> None:
    large = open_dictionary("en-large")
    default = open_dictionary("en")
    for word in ("qi", "jo", "ka", "xu"):
        assert large.is_word(word) and not default.is_word(word), word
    # SCOWL's abbreviation lists know these
    for word in ("kb", "mb", "lm", "ln", "mf", "ps", "ss", "csc", "hhd"):
        assert not large.is_word(word), word
    # SCOWL's size-70 word list has these and no SCOWL abbreviation list knows them: the list is
    # the judge, no letter pattern refuses them (docs/rules.md §5)
    for word in ("csch", "dkl", "lx"):
        assert large.is_word(word) and not default.is_word(word), word


@pytest.mark.parametrize("name", sorted(BUNDLED))
def test_every_bundled_word_passes_the_rules_and_is_a_word(name: str) -> None:
    dictionary = open_dictionary(name, house_words=False)
    rules = dictionary.rules  # English, or the Spanish rules for es
    refused = sorted(word for word in dictionary.words() if not rules.allows(word))
    assert refused == []
    assert all(dictionary.is_word(word) for word in list(dictionary.words())[:2000])


@pytest.mark.parametrize("name", sorted(BUNDLED))
def test_bundled_file_is_sorted_lower_case_one_word_per_line(name: str) -> None:
    filename = BUNDLED[name].filename.replace(".marisa", ".txt.gz")  # es: the text beside the trie
    text = gzip.decompress(bundled.read_data_bytes(filename)).decode("ascii")
    lines = text.splitlines()
    assert lines == sorted(set(lines))
    assert all(line.isalpha() and line.islower() and len(line) >= 2 for line in lines)


def test_the_spanish_trie_holds_exactly_the_words_of_its_text_list() -> None:
    trie, _ = bundled.load_list(BUNDLED["es"].filename)
    text = gzip.decompress(bundled.read_data_bytes("es.txt.gz")).decode("ascii").split()
    assert len(trie) == len(text)
    assert all(word in trie for word in text[::97])
    assert sorted(trie) == text


def test_lists_are_found_in_the_source_checkout() -> None:
    root = bundled.data_root()
    assert root is not None
    assert (root / "en.txt.gz").is_file()


def test_lists_are_found_in_an_installed_package(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A wheel puts dictionaries/ at quiddler/_dictionaries: that place is tried first."""
    package = tmp_path / "quiddler"
    (package / "_dictionaries").mkdir(parents=True)
    for name in ("blocklist.txt", "en.txt.gz"):
        (package / "_dictionaries" / name).write_bytes((REPO / "dictionaries" / name).read_bytes())
    monkeypatch.setattr(bundled, "_package_folder", lambda: package)
    bundled.data_root.cache_clear()
    try:
        assert bundled.data_root() == package / "_dictionaries"
    finally:
        monkeypatch.undo()
        bundled.data_root.cache_clear()


def test_the_package_folder_is_where_the_package_is() -> None:
    import importlib.resources

    assert bundled._package_folder() == importlib.resources.files("quiddler")


def test_missing_list_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from quiddler.dictionary import DictionaryError

    monkeypatch.setattr(bundled, "data_root", lambda: tmp_path)
    with pytest.raises(DictionaryError, match="missing from this installation"):
        bundled.read_data_bytes("en.txt.gz")


def test_fingerprint_is_stable_and_follows_house_words() -> None:
    first = open_dictionary("en").fingerprint
    assert first == open_dictionary("en").fingerprint
    assert first != open_dictionary("en-large").fingerprint
    add_house_words(["zorp"])
    with_house = open_dictionary("en")
    assert with_house.fingerprint != first
    assert open_dictionary("en", house_words=False).fingerprint == first
    assert "zorp" in with_house.words()


def test_file_list_reads_lower_case_words_only(word_file: Path) -> None:
    dictionary = open_dictionary(f"file:{word_file}")
    assert dictionary.name == f"file:{word_file}"
    assert {"quiz", "cat", "the"} <= dictionary.words()
    assert "london" not in dictionary.words()  # "London" in the file: a proper noun
    assert all(english_rules().allows(word) for word in dictionary.words())


def test_file_fingerprint_follows_the_content(tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_text("cat\ndog\n")
    before = open_dictionary(f"file:{path}").fingerprint
    path.write_text("cat\ndog\nemu\n")
    assert open_dictionary(f"file:{path}").fingerprint != before
