"""The Spanish list as a Spanish table finds it (docs/rules.md §9, docs/spanish.md): every form of a
listed word, no proper nouns outside Junior, no verb forms with pronouns attached."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from quiddler.dictionary import open_dictionary
from quiddler.dictionary.names import load_names
from quiddler.engine.letters import fold_accents

from .helpers import REPO, open_enchant_or_skip, skip_or_fail

HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")

#: Forms of words only ``wspanish`` lists (as headwords: pingüino, vermut, sedación), which the
#: list now inflects like the Hunspell words they resemble.
INFLECTED = ["pingüinos", "pingüina", "pingüinas", "vermuts", "sedaciones", "casas", "niñas", "hablábamos"]
#: Verb forms with pronouns attached: not words (docs/rules.md §9), although Hunspell accepts most.
ATTACHED = ["vámonos", "siéntate", "dámelo", "dime", "hazlo", "dámela", "hágalo", "decidme", "dárselo"]
#: Names: not words of the standard game, names in Junior.
NAMES = ["españa", "sevilla", "barcelona", "carlos", "venezuela", "perú", "garcía", "pedro", "berlín"]


@pytest.fixture(scope="module")
def es():  # type: ignore[no-untyped-def]
    return open_dictionary("es", house_words=False)


@pytest.mark.parametrize("word", INFLECTED)
def test_every_form_of_a_listed_word_is_a_word(es, word: str) -> None:  # type: ignore[no-untyped-def]
    assert es.is_word(fold_accents(word)), word


@pytest.mark.parametrize("word", ATTACHED)
def test_a_verb_with_pronouns_attached_is_not_a_word(es, word: str) -> None:  # type: ignore[no-untyped-def]
    assert not es.is_word(fold_accents(word)), word


def test_words_that_only_look_like_a_verb_with_pronouns_stay(es) -> None:  # type: ignore[no-untyped-def]
    for word in ["tomate", "dados", "durante", "tétanos", "búfala", "gladíolo", "sépalo", "escándalo"]:
        assert es.is_word(fold_accents(word)), word


def test_the_docs_say_what_the_list_does_with_pronouns() -> None:
    text = (REPO / "docs" / "spanish.md").read_text(encoding="utf-8")
    for word in ("dámelo", "vámonos", "siéntate"):
        assert word in text, word
    assert re.search(r"not\s+words", text)


@pytest.mark.parametrize("word", NAMES)
def test_names_are_refused_as_names_in_the_standard_game(es, word: str) -> None:  # type: ignore[no-untyped-def]
    folded = fold_accents(word)
    assert not es.is_word(folded)
    assert "Junior" in (es.why_not(folded) or "")


def test_junior_in_spanish_plays_spanish_names() -> None:
    junior = open_dictionary("es", house_words=False, proper_nouns=True)
    for word in NAMES:
        assert junior.is_word(fold_accents(word)), word
    names, _hash = load_names("es")
    assert "house" not in names and "knight" not in names


@pytest.mark.parametrize("word", ["house", "knight"])
def test_english_names_are_not_in_the_spanish_dictionary(es, word: str) -> None:  # type: ignore[no-untyped-def]
    reason = es.why_not(word) or ""
    assert reason.startswith("not in the dictionary"), reason
    assert "Junior" not in reason


def test_the_list_agrees_with_hunspell_on_a_sample_of_its_forms(es) -> None:  # type: ignore[no-untyped-def]
    """Every form Hunspell's es_ES makes of 400 random stems without its pronoun flags is in the
    list (as the cards spell it), unless it is a name or a verb with pronouns: the list has every
    plural, feminine and verb form Hunspell knows."""
    checker = open_enchant_or_skip("es_ES")._checker  # type: ignore[attr-defined]
    if not HUNSPELL_ES.with_suffix(".dic").is_file():
        skip_or_fail("hunspell-es is not installed")
    sys.path.insert(0, str(REPO / "dictionaries"))
    try:
        from build_spanish import LOWER_CASE_NAMES, attached_pronouns
        from hunspell_expand import expand, read_aff, read_dic
    finally:
        sys.path.remove(str(REPO / "dictionaries"))
    affixes = read_aff(HUNSPELL_ES.with_suffix(".aff"))
    entries = [
        (s, f)
        for s, f in read_dic(HUNSPELL_ES.with_suffix(".dic"))
        if s == s.lower() and any(map(str.isascii, f))
    ]
    sample = random.Random(27).sample(entries, 400)
    forms = {
        form
        for stem, flags in sample
        if stem not in LOWER_CASE_NAMES
        for form in expand(stem, flags, affixes, str.isascii)
    }
    assert len(forms) > 1500
    tried = [form for form in forms if checker.check(form) and not attached_pronouns(form, forms)]
    missing = sorted(form for form in tried if not es.is_word(fold_accents(form)))
    assert not missing, missing[:20]


def test_inflection_by_analogy_makes_forms_hunspell_accepts() -> None:
    """The forms guessed for a word Hunspell lacks are checked the only way they can be: guess
    them for Hunspell's own stems, each left out of its own guess, and ask Hunspell."""
    checker = open_enchant_or_skip("es_ES")._checker  # type: ignore[attr-defined]
    sys.path.insert(0, str(REPO / "dictionaries"))
    try:
        from build_spanish import analogy
    finally:
        sys.path.remove(str(REPO / "dictionaries"))
    guess = analogy(HUNSPELL_ES)
    stems = random.Random(9).sample(sorted(guess.flags_of), 300)
    made = {form for stem in stems for form in guess.forms(stem, leave_out=stem)}
    accepted = sum(1 for form in made if checker.check(form))
    assert len(made) > 1000
    assert accepted / len(made) > 0.85, accepted / len(made)
