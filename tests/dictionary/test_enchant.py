"""The Enchant backend: real Hunspell when present, clear messages when not."""

from __future__ import annotations

import sys

import pytest

from quiddler.dictionary import DictionaryError, available_dictionaries, open_dictionary
from quiddler.dictionary.enchant_backend import EnchantMissingError, hunspell_package, normalize_tag

from .helpers import open_enchant_or_skip

pytestmark = pytest.mark.enchant


@pytest.fixture
def no_enchant(monkeypatch: pytest.MonkeyPatch) -> None:
    """Simulate a machine without the Enchant C library: ``import enchant`` fails."""
    monkeypatch.setitem(sys.modules, "enchant", None)


def test_missing_library_message_says_how_to_install_and_what_works(no_enchant: None) -> None:
    with pytest.raises(DictionaryError) as caught:
        open_dictionary("enchant:en_US")
    assert isinstance(caught.value, EnchantMissingError)
    message = str(caught.value)
    assert "apt-get install libenchant-2-2 hunspell-en-us" in message
    assert "brew install enchant" in message
    assert "en (default), en-large, en-small" in message
    assert "enchant:en_GB" not in message  # does not offer what cannot work
    assert "Traceback" not in message


def test_missing_library_marks_enchant_languages_unavailable(no_enchant: None) -> None:
    enchant_infos = [info for info in available_dictionaries() if info.name.startswith("enchant:")]
    assert enchant_infos
    for info in enchant_infos:
        assert not info.available
        assert info.reason is not None and "libenchant-2-2" in info.reason


def test_bundled_lists_work_without_enchant(no_enchant: None) -> None:
    assert open_dictionary("en").is_word("quiz")


def test_missing_language_is_refused_with_install_hint() -> None:
    open_enchant_or_skip("en_US")
    with pytest.raises(DictionaryError) as caught:
        open_dictionary("enchant:xx_YY")
    message = str(caught.value)
    assert "no xx_YY dictionary" in message and "hunspell-xx" in message
    assert "en (default)" in message


def test_a_language_enchant_would_silently_replace_is_refused() -> None:
    """Asked for en_AU without it, Enchant answers with another English dictionary: refuse."""
    open_enchant_or_skip("en_US")
    import enchant

    if "en_AU" in {tag for tag, _ in enchant.Broker().list_dicts()}:
        pytest.skip("this machine really has en_AU")
    with pytest.raises(DictionaryError, match="no en_AU dictionary"):
        open_dictionary("enchant:en_AU")


def test_hunspell_answers_first() -> None:
    dictionary = open_enchant_or_skip("en_US")
    assert dictionary.provider == "hunspell"
    assert dictionary.description.startswith("Enchant en_US (hunspell)")


def test_tags_are_normalized() -> None:
    assert normalize_tag("en-us") == "en_US"
    assert normalize_tag("EN_gb") == "en_GB"
    assert hunspell_package("en_GB") == "hunspell-en-gb"
    assert hunspell_package("es_ES") == "hunspell-es"
    dictionary = open_enchant_or_skip("en_US")
    assert open_dictionary("enchant:en-us").tag == dictionary.tag == "en_US"
    assert open_dictionary("enchant:en-us").name == dictionary.name == "enchant:en_US"


def test_british_and_american_spellings() -> None:
    us, gb = open_enchant_or_skip("en_US"), open_enchant_or_skip("en_GB")
    assert us.is_word("color") and not us.is_word("colour")
    assert gb.is_word("colour")


@pytest.mark.slow
def test_enchant_words_are_the_large_list_filtered_through_enchant() -> None:
    dictionary = open_enchant_or_skip("en_US")
    large = open_dictionary("en-large", house_words=False).words()
    words = dictionary.words()
    assert words <= large
    assert len(words) > 0.8 * len(large)
    assert {"quiz", "color"} <= words and "colour" not in words
    assert dictionary.fingerprint == open_dictionary("enchant:en_US").fingerprint
    assert dictionary.fingerprint != open_enchant_or_skip("en_GB").fingerprint


def test_enchant_house_words_are_allowed() -> None:
    from quiddler.dictionary import add_house_words

    add_house_words(["zorp"])
    dictionary = open_enchant_or_skip("en_US")
    assert dictionary.is_word("zorp") and "zorp" in dictionary.words()
    assert not open_dictionary("enchant:en_US", house_words=False).is_word("zorp")
