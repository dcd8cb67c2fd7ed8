"""Typed text to cards (docs/rules.md §1): one speller, two uses, each with one tie rule."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from quiddler.engine import Spelling, spellings
from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.words import Word


def test_quiz_has_two_spellings_best_first() -> None:
    assert spellings("quiz", order=Spelling.POINTS) == [Word.parse("q u i z"), Word.parse("qu i z")]
    assert [word.points for word in spellings("quiz", order=Spelling.POINTS)] == [35, 25]
    assert spellings("QUIZ", order=Spelling.POINTS)[0] == Word.parse("q-u-i-z")


def test_the_sheets_write_a_double_card_wherever_it_fits() -> None:
    """QUIZ = QU·I·Z for 25 points, as every rule sheet writes it (the default order)."""
    assert spellings("quiz") == [Word.parse("qu i z"), Word.parse("q u i z")]
    assert [word.spelling for word in spellings("thin")] == ["TH·IN", "T·H·IN", "TH·I·N", "T·H·I·N"]


def test_thin_has_four_spellings_and_each_use_breaks_the_points_tie_its_own_way() -> None:
    """T·H·IN and T·H·I·N are both 17: the sheets show the fewer cards first, a hand lays more."""
    found = spellings("thin", order=Spelling.POINTS)
    assert {word.spelling for word in found} == {"TH·IN", "T·H·IN", "TH·I·N", "T·H·I·N"}
    assert found[0].spelling == "T·H·I·N"  # 17 points in four cards beats T·H·IN's 17 in three
    shown = [word for word in spellings("thin") if word.points == 17]
    assert shown[0].spelling == "T·H·IN"


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
    assert spellings("quiz", hand) == [Word.parse("qu i z")]


def test_a_hand_as_a_list_of_cards_picks_the_most_points() -> None:
    """What the table does with a typed word: Q·U·I·Z when the hand holds Q and U as well as QU."""
    hand = [Card.QU, Card.Q, Card.U, Card.I, Card.Z]
    assert [word.spelling for word in spellings("quiz", hand, order=Spelling.POINTS)] == ["Q·U·I·Z", "QU·I·Z"]
    assert spellings("quiz", [Card.Q, Card.I, Card.Z], order=Spelling.POINTS) == []


def test_text_that_is_not_letters_has_no_spelling() -> None:
    for text in ("x-ray", "can't", "café", "", "abc1", "two words"):
        assert spellings(text) == []
        assert spellings(text, order=Spelling.POINTS) == []


@given(st.text(alphabet="abcdeinqrsthlu", max_size=12))
def test_every_spelling_spells_the_text_within_deck_counts_sorted_by_its_use(text: str) -> None:
    by_points = spellings(text, order=Spelling.POINTS)
    keys = [(-word.points, -word.card_count, word.cards) for word in by_points]
    assert keys == sorted(keys)
    shown = spellings(text)
    assert [(word.card_count, -word.points, word.cards) for word in shown] == sorted(
        (word.card_count, -word.points, word.cards) for word in shown
    )
    assert set(shown) == set(by_points) and len(set(shown)) == len(shown)
    for word in shown:
        assert word.text == text
        assert all(count <= DECK_COUNTS[card] for card, count in Counter(word.cards).items())
