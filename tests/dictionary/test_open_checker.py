"""One recipe for a game's word checker (issue 31): quiddler.dictionary.open_checker."""

from __future__ import annotations

import re
from pathlib import Path

from quiddler.dictionary import add_house_words, open_checker
from quiddler.engine import STANDARD, preset


def test_every_front_end_makes_its_checker_with_the_one_recipe() -> None:
    """Dictionary, house words, Junior's names and the family filter are put together by
    open_checker / game_checker only: no other package wraps a dictionary in the names list or
    the family filter by itself."""
    root = Path(__file__).resolve().parents[2] / "quiddler"
    wrapping = re.compile(r"\b(for_rules|with_family|WithProperNouns|FamilyFiltered)\(")
    found = [
        f"{path.relative_to(root)}:{number}"
        for path in sorted(root.rglob("*.py"))
        if path.parent.name != "dictionary"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if wrapping.search(line)
    ]
    assert found == []


def test_open_checker_is_the_dictionary_with_house_words_names_and_filter() -> None:
    add_house_words(["zyx"])
    junior = open_checker("en", preset("junior"), "strict")
    assert junior.is_word("paris") and junior.is_word("quiz") and junior.is_word("zyx")
    standard = open_checker("en", STANDARD, "off")
    assert not standard.is_word("paris") and standard.is_word("zyx")
    assert not open_checker("en", STANDARD, "off", house_words=False).is_word("zyx")
