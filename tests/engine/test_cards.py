"""docs/rules.md §1: the deck, the points, double cards, and cards as a player types them."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from quiddler.engine import (
    DECK_COUNTS,
    DECK_SIZE,
    DOUBLE_CARDS,
    Card,
    InvalidCardError,
    Word,
    cards_points,
    cards_text,
    full_deck,
    parse_cards,
)

# The table of docs/rules.md §1, copied by hand: (count, points).
RULES_TABLE = {
    "a": (10, 2), "b": (2, 8), "c": (2, 8), "d": (4, 5), "e": (12, 2), "f": (2, 6), "g": (4, 6),
    "h": (2, 7), "i": (8, 2), "j": (2, 13), "k": (2, 8), "l": (4, 3), "m": (2, 5), "n": (6, 5),
    "o": (8, 2), "p": (2, 6), "q": (2, 15), "r": (6, 5), "s": (4, 3), "t": (6, 3), "u": (6, 4),
    "v": (2, 11), "w": (2, 10), "x": (2, 12), "y": (4, 4), "z": (2, 14), "qu": (2, 9),
    "in": (2, 7), "er": (2, 7), "cl": (2, 10), "th": (2, 9),
}  # fmt: skip


def test_deck_has_118_cards_two_copies_of_a_59_card_deck() -> None:
    assert DECK_SIZE == 118
    assert len(full_deck()) == 118
    assert sum(count for count, _ in RULES_TABLE.values()) == 118
    assert all(count % 2 == 0 for count, _ in RULES_TABLE.values())


@pytest.mark.parametrize(("text", "count", "points"), [(t, c, p) for t, (c, p) in RULES_TABLE.items()])
def test_deck_counts_and_points_match_the_rules_table(text: str, count: int, points: int) -> None:
    card = Card.parse(text)
    assert card.count == count
    assert DECK_COUNTS[card] == count
    assert full_deck().count(card) == count
    assert card.points == points


def test_deck_has_exactly_the_31_faces_of_the_rules_table() -> None:
    assert {card.value for card in Card} == set(RULES_TABLE)


def test_double_cards_are_one_card_with_two_letters() -> None:
    assert {card.value for card in DOUBLE_CARDS} == {"qu", "in", "er", "cl", "th"}
    for card in DOUBLE_CARDS:
        assert card.is_double
        assert len(card.letters) == 2
    qu_i_z = Word.parse("qu i z")
    assert qu_i_z.card_count == 3
    assert qu_i_z.letter_count == 4
    assert qu_i_z.text == "quiz"
    assert not Card.A.is_double


def test_card_parse_and_print_round_trip() -> None:
    for card in Card:
        assert Card.parse(str(card)) is card
        assert Card.parse(card.label) is card
        assert Card.parse(f"  {card.label.title()} ") is card
        assert eval(repr(card)) is card
    assert Card.QU.label == "QU"
    assert str(Card.QU) == "qu"


@pytest.mark.parametrize("bad", ["", "zz", "q u", "1", "é", "ing"])
def test_text_that_is_not_a_card_is_refused(bad: str) -> None:
    with pytest.raises(InvalidCardError):
        Card.parse(bad)


@pytest.mark.parametrize("bad", [5, None, ["a"]])
def test_a_card_that_is_not_text_is_refused_with_a_sentence(bad: object) -> None:
    with pytest.raises(InvalidCardError, match="not a Quiddler card"):
        Card.parse(bad)  # type: ignore[arg-type]


def test_parse_cards_reads_spaces_commas_and_lists() -> None:
    expected = [Card.QU, Card.I, Card.Z]
    assert parse_cards("qu i z") == expected
    assert parse_cards("QU,I,Z") == expected
    assert parse_cards(["qu", "i", "z"]) == expected
    with pytest.raises(InvalidCardError, match="'xx'"):
        parse_cards("qu xx")


def test_word_parse_accepts_dots_dashes_and_middle_dots_and_prints_back() -> None:
    word = Word.parse("QU·I·Z")
    assert Word.parse("qu-i-z") == word == Word.parse("qu.i.z") == Word.of(Card.QU, Card.I, Card.Z)
    assert word.spelling == "QU·I·Z"
    assert Word.parse(word.spelling) == word
    assert eval(repr(word), {"Word": Word}) == word
    assert Word.parse(word.to_list()) == word


def test_a_word_is_frozen_slotted_and_survives_pickling() -> None:
    word = Word.parse("qu i z")
    assert not hasattr(word, "__dict__")  # slots: the solver makes hundreds per hand
    assert pickle.loads(pickle.dumps(word)) == word and hash(word) == hash(Word.parse("qu-i-z"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        word.cards = ()  # type: ignore[misc]


def test_top_is_worth_11() -> None:
    assert Word.parse("t o p").points == 3 + 2 + 6 == 11


def test_quiz_spelled_qu_i_z_is_worth_25() -> None:
    assert Word.parse("qu i z").points == 9 + 2 + 14 == 25


def test_quiz_spelled_q_u_i_z_is_a_different_word_of_four_cards() -> None:
    four = Word.parse("q u i z")
    assert four.text == Word.parse("qu i z").text == "quiz"
    assert four.card_count == 4
    assert four.points == 15 + 4 + 2 + 14


def test_steve_is_worth_21() -> None:
    assert Word.parse("s t e v e").points == 3 + 3 + 2 + 11 + 2 == 21


def test_thin_can_be_spelled_four_ways_with_the_same_letters() -> None:
    spellings = ["th in", "t h in", "th i n", "t h i n"]
    words = [Word.parse(s) for s in spellings]
    assert {word.text for word in words} == {"thin"}
    assert {word.letter_count for word in words} == {4}
    assert [word.card_count for word in words] == [2, 3, 3, 4]


def test_a_word_is_scored_by_card_not_by_letter() -> None:
    assert cards_points([Card.QU]) == 9 != Card.Q.points + Card.U.points
    assert cards_text([Card.QU, Card.I, Card.Z]) == "quiz"


def test_cards_sort_in_deck_order() -> None:
    assert sorted([Card.TH, Card.Z, Card.A, Card.QU]) == [Card.A, Card.Z, Card.QU, Card.TH]
