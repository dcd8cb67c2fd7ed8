"""Quiddler Junior with the real bundled dictionary: the cards A and I are words of one card
(docs/rules.md §8), so laying one survives a challenge and passes a checked game; any other single
letter is still no word, and the standard game still needs two cards."""

from __future__ import annotations

import pytest

from quiddler.dictionary import Dictionary, open_dictionary
from quiddler.engine import (
    JUNIOR,
    STANDARD,
    Card,
    NotAWordError,
    WordCheck,
    WordTooShortError,
)

from .helpers import stacked_game, w


@pytest.fixture(scope="module")
def english() -> Dictionary:
    """The default bundled list, without the table's house words (the tests' data folder is temporary)."""
    return open_dictionary("en", house_words=False)


def test_junior_challenge_of_a_and_i_is_lost_by_the_challengers(english: Dictionary) -> None:
    game = stacked_game(
        ["Ann", "Bob", "Cy"], ["a i", "o x", "e e"], "e", "t y y", rules=JUNIOR, checker=english
    )
    game.draw(0)
    game.go_out(0, [w("a"), w("i")], Card.T)
    a_challenge = game.challenge(1, 0, 0)
    i_challenge = game.challenge(2, 0, 1)
    assert a_challenge.allowable and a_challenge.loser == 1 and a_challenge.penalty == Card.A.points
    assert i_challenge.allowable and i_challenge.loser == 2 and i_challenge.penalty == Card.I.points
    assert [laid.allowable for laid in game.words(0)] == [True, True]


def test_checked_junior_game_accepts_a_and_i_and_refuses_another_single_letter(english: Dictionary) -> None:
    rules = JUNIOR.with_(word_check=WordCheck.CHECKED, name="checked junior")
    game = stacked_game(["Ann", "Bob"], ["a i", "o x"], "e", "b", rules=rules, checker=english)
    game.draw(0)
    with pytest.raises(NotAWordError, match=r"^B is not in the dictionary"):
        game.go_out(0, [w("a"), w("b")], Card.I)
    game.go_out(0, [w("a"), w("i")], Card.B)
    assert [laid.word for laid in game.words(0)] == [w("a"), w("i")]


def test_standard_game_still_needs_two_cards_for_a_word(english: Dictionary) -> None:
    rules = STANDARD.with_(word_check=WordCheck.CHECKED, hand_sizes=(2,), name="checked, two cards")
    game = stacked_game(["Ann", "Bob"], ["a t", "s e"], "e", "o", rules=rules, checker=english)
    game.draw(0)
    with pytest.raises(WordTooShortError):
        game.go_out(0, [w("a"), w("t")], Card.O)
    game.go_out(0, [w("a-t")], Card.O)
    assert [laid.word for laid in game.words(0)] == [w("a-t")]
