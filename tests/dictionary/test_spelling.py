"""Spelling a string with the deck's cards (RULES.md §1)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from quiddler.dictionary.spelling import best_spelling, spellings
from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.words import Word


def test_quiz_has_two_spellings_best_first() -> None:
    assert spellings("quiz") == [Word.parse("q u i z"), Word.parse("qu i z")]
    assert [word.points for word in spellings("quiz")] == [35, 25]
    assert best_spelling("QUIZ") == Word.parse("q-u-i-z")


def test_thin_has_four_spellings_ties_prefer_fewer_cards() -> None:
    found = spellings("thin")
    assert {word.spelling for word in found} == {"TH·IN", "T·H·IN", "TH·I·N", "T·H·I·N"}
    assert found[0].spelling == "T·H·IN"  # 17 points in three cards beats T·H·I·N's 17 in four


def test_min_cards_leaves_out_a_lone_double_card() -> None:
    assert [word.spelling for word in spellings("in")] == ["IN", "I·N"]
    assert [word.spelling for word in spellings("in", min_cards=2)] == ["I·N"]


def test_deck_counts_are_respected() -> None:
    assert spellings("pizzazz") == []  # four Zs; the deck has two
    assert len(spellings("e" * 12)) == 1 and spellings("e" * 13) == []
    # Three "qu": two QU cards and one Q·U, in every order the counts allow.
    assert all(Counter(word.cards)[Card.QU] <= 2 for word in spellings("ququqU"))
    assert spellings("ququqU")


def test_custom_counts_for_a_hand() -> None:
    hand = Counter({Card.QU: 1, Card.I: 1, Card.Z: 1})
    assert spellings("quiz", counts=hand) == [Word.parse("qu i z")]


def test_text_that_is_not_letters_has_no_spelling() -> None:
    for text in ("x-ray", "can't", "café", "", "abc1", "two words"):
        assert spellings(text) == []
    assert best_spelling("x-ray") is None


@given(st.text(alphabet="abcdeinqrsthlu", max_size=12))
def test_every_spelling_spells_the_text_within_deck_counts_sorted_best_first(text: str) -> None:
    found = spellings(text)
    keys = [(-word.points, word.card_count) for word in found]
    assert keys == sorted(keys)
    assert len(set(found)) == len(found)
    for word in found:
        assert word.text == text
        assert all(count <= DECK_COUNTS[card] for card, count in Counter(word.cards).items())
