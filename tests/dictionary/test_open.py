"""Opening dictionaries by name, and the messages when one cannot be opened."""

from __future__ import annotations

from pathlib import Path

import pytest

from quiddler.dictionary import (
    DictionaryError,
    DictionaryInfo,
    available_dictionaries,
    check,
    check_dictionary,
    open_dictionary,
    registry,
)
from quiddler.dictionary.house import house_words_path
from quiddler.engine.errors import InvalidInputError


def test_dictionary_error_is_invalid_input() -> None:
    assert issubclass(DictionaryError, InvalidInputError)


def test_unknown_name_lists_the_available_ones() -> None:
    with pytest.raises(DictionaryError) as caught:
        open_dictionary("klingon")
    message = str(caught.value)
    assert "'klingon'" in message
    for name in ("en (default)", "en-large", "en-small", "file:PATH"):
        assert name in message


@pytest.mark.parametrize("name", ["EN", " en ", "En-Large"])
def test_bundled_names_ignore_case_and_spaces(name: str) -> None:
    assert open_dictionary(name).name == name.strip().lower()


def test_missing_file_says_where(tmp_path: Path) -> None:
    with pytest.raises(DictionaryError, match="no word list file"):
        open_dictionary(f"file:{tmp_path / 'nothing.txt'}")
    with pytest.raises(DictionaryError, match="folder"):
        open_dictionary(f"file:{tmp_path}")
    with pytest.raises(DictionaryError, match="Name the word list file"):
        open_dictionary("file:")


@pytest.mark.parametrize("name", ["klingon", "file:", "file:/nowhere/words.txt", "enchant:", "es:x"])
def test_checking_a_name_says_what_opening_it_says(name: str) -> None:
    with pytest.raises(DictionaryError) as opening:
        open_dictionary(name)
    with pytest.raises(DictionaryError) as checking:
        check_dictionary(name)
    assert str(checking.value) == str(opening.value)


@pytest.mark.parametrize("name", ["es", " ES ", "en", "en-large"])
def test_checking_a_bundled_list_reads_none_of_its_words(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line checks --dictionary before its first screen; the list loads after it."""

    def no_reading(filename: str) -> None:
        raise AssertionError(f"{filename} was read")

    monkeypatch.setattr(registry, "load_list", no_reading)
    check_dictionary(name)
    with pytest.raises(AssertionError, match="was read"):
        open_dictionary(name)


def test_checking_a_bundled_list_this_installation_lacks_opens_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check, "is_present", lambda filename: False)

    def missing(filename: str) -> None:
        raise DictionaryError(f"The bundled word list {filename} is missing from this installation.")

    monkeypatch.setattr(registry, "load_list", missing)
    with pytest.raises(DictionaryError, match=r"es\.marisa is missing"):
        check_dictionary("es")


def test_checking_a_bundled_list_reads_the_house_words() -> None:
    path = house_words_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"qat\n\xff\xfe\n")
    with pytest.raises(DictionaryError, match="house words"):
        check_dictionary("es")


def test_file_without_usable_words_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("London\nParis\na\n")
    with pytest.raises(DictionaryError, match="no usable words"):
        open_dictionary(f"file:{path}")


def test_available_dictionaries_lists_bundled_and_enchant() -> None:
    infos = available_dictionaries()
    assert all(isinstance(info, DictionaryInfo) for info in infos)
    names = [info.name for info in infos]
    assert names[:3] == ["en", "en-large", "en-small"]
    assert [info.name for info in infos if info.is_default] == ["en"]
    assert {"enchant:en_US", "enchant:en_GB"} <= set(names)
    for info in infos:
        assert info.available == (info.reason is None)
