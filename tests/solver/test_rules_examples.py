"""The rule sheets' worked examples and the edge cases of hands (docs/rules.md §1, §4–§6)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from quiddler.engine import Card, Word, WordSet, parse_cards, spellings
from quiddler.solver import MAX_HAND_CARDS, WordIndex, find_words, solve


def _index(*words: str) -> WordIndex:
    return WordIndex.build(WordSet(words).words())


def test_quiz_with_an_unused_m_scores_20_on_a_final_turn() -> None:
    solution = solve(parse_cards("qu i z m"), _index("quiz"), discard=False)
    assert solution.best.words == (Word.parse("qu i z"),)
    assert solution.best.unused == (Card.M,)
    assert solution.best.score == 20


def test_going_out_with_quiz_scores_25() -> None:
    solution = solve(parse_cards("qu i z m"), _index("quiz"))
    assert solution.go_out is not None
    assert solution.go_out.words == (Word.parse("qu i z"),)
    assert solution.go_out.discard is Card.M
    assert solution.go_out.score == 25
    assert solution.to_dict() == {
        "hand": ["qu", "i", "z", "m"],
        "go_out": {"words": [["qu", "i", "z"]], "discard": "m", "score": 25},
        "best": {"words": [["qu", "i", "z"]], "unused": [], "discard": "m", "score": 25},
    }


def test_quiz_is_found_both_as_qu_i_z_and_q_u_i_z() -> None:
    index = _index("quiz")
    words = find_words(parse_cards("qu q u i z"), index)
    assert set(words) == {Word.parse("qu i z"), Word.parse("q u i z")}
    assert words[0] == Word.parse("q u i z")  # 35 points before 25
    assert {word.cards for word in spellings("quiz")} == {
        (Card.Q, Card.U, Card.I, Card.Z),
        (Card.QU, Card.I, Card.Z),
    }


def test_thin_has_four_spellings() -> None:
    index = _index("thin")
    words = find_words(parse_cards("t h th i n in"), index)
    assert {word.spelling for word in words} == {"T·H·I·N", "T·H·IN", "TH·I·N", "TH·IN"}


def test_a_lone_in_card_is_never_a_word() -> None:
    index = _index("in", "er")
    assert find_words(parse_cards("in er"), index) == []
    assert find_words(parse_cards("i n"), index) == [Word.parse("i n")]
    solution = solve(parse_cards("in"), index, discard=False)
    assert solution.best.words == () and solution.best.score == -7


def test_top_scores_11_and_steve_21() -> None:
    index = _index("top", "steve")
    assert solve(parse_cards("t o p"), index, discard=False).best.score == 11
    assert solve(parse_cards("s t e v e"), index, discard=False).best.score == 21


def test_a_hand_with_no_word_scores_minus_its_unused_cards() -> None:
    index = _index("quiz")
    solution = solve(parse_cards("b c d f"), index)
    assert solution.go_out is None
    assert solution.words == ()
    assert solution.best.words == ()
    assert solution.best.discard is Card.B  # B and C are both 8: the first in deck order goes
    assert solution.best.unused == (Card.C, Card.D, Card.F)
    assert solution.best.score == -(8 + 5 + 6)
    assert solution.best.round_score == 0


def test_a_hand_of_only_double_cards() -> None:
    index = _index("thin", "inn", "quin", "clerk")
    solution = solve(parse_cards("th in qu in er"), index)
    assert {word.spelling for word in solution.words} == {"TH·IN", "QU·IN"}
    assert solution.go_out is not None
    assert {word.spelling for word in solution.go_out.words} == {"TH·IN", "QU·IN"}
    assert solution.go_out.discard is Card.ER
    assert solution.go_out.score == 9 + 7 + 9 + 7
    only_doubles = solve(parse_cards("cl er cl er"), index)
    assert only_doubles.words == () and only_doubles.go_out is None


def test_two_copies_of_a_card_are_not_counted_twice() -> None:
    index = _index("see", "tee", "teeth")
    solution = solve(parse_cards("s e e t e"), index)
    assert solution.go_out is None  # SEE and TEE would need four E
    assert sorted(word.text for word in solution.words) == ["see", "tee"]
    assert solution.best.score == 7 - 2 and solution.best.unused == (Card.E,)
    both = solve(parse_cards("s e e t e e"), index, discard=False)
    assert both.go_out is not None
    assert sorted(word.text for word in both.go_out.words) == ["see", "tee"]
    assert both.go_out.score == 14


def test_ties_go_to_more_words_then_the_longer_word() -> None:
    # AT+IT against TAIT: the same cards; two words beat one.
    index = _index("at", "it", "tait")
    solution = solve(parse_cards("a i t t"), index, discard=False)
    assert solution.best.score == 10
    assert len(solution.best.words) == 2
    # ON+NO against NOON: the same cards; two words beat one.
    index = _index("on", "no", "noon", "moon")
    solution = solve(parse_cards("n o o n"), index, discard=False)
    assert len(solution.best.words) == 2
    # With equal points and word counts, the longer longest word wins: TAPE+EL over PET+ALE.
    index = _index("pet", "ale", "tape", "el")
    solution = solve(parse_cards("p e t a l e"), index, discard=False)
    assert solution.best.score == 6 + 2 + 3 + 2 + 3 + 2
    assert [word.text for word in solution.best.words] == ["tape", "el"]


def test_the_biggest_hands() -> None:
    index = _index("quiz", "jazz", "box", "vex", "ja", "za")
    hand = parse_cards("qu i z j a z b o x v e")  # 11 cards, round 8 after drawing
    solution = solve(hand, index)
    assert solution.go_out is None
    # QU·I·Z 25 + V·E·X 25 + Z·A 16, B and O unused (-10), J discarded: better than JAZZ + BOX.
    assert [word.spelling for word in solution.best.words] == ["QU·I·Z", "V·E·X", "Z·A"]
    assert (solution.best.unused, solution.best.discard, solution.best.score) == (
        (Card.B, Card.O),
        Card.J,
        56,
    )
    biggest = parse_cards("e e e e e e e e e e e e a a a a")
    assert len(biggest) == MAX_HAND_CARDS
    assert solve(biggest, _index("ae", "aa")).best.words


def test_too_many_cards_or_copies_is_refused() -> None:
    import pytest

    from quiddler.engine import InvalidInputError

    index = _index("quiz")
    with pytest.raises(InvalidInputError, match="only 2 Z"):
        solve(parse_cards("z z z"), index)
    with pytest.raises(InvalidInputError, match="more than"):
        solve(parse_cards("a " * (MAX_HAND_CARDS + 1)), index)


def test_an_empty_hand_plays_nothing() -> None:
    index = _index("quiz")
    for discard in (True, False):
        solution = solve([], index, discard=discard)
        assert solution.words == ()
        assert solution.best.words == () and solution.best.score == 0
        assert solution.best.discard is None


@given(st.text(alphabet="abeinqrsthlcu", min_size=1, max_size=9))
def test_the_index_spells_text_as_the_engine_does(text: str) -> None:
    """The index's fast speller finds exactly the engine's spellings (with no deck limits)."""
    from quiddler.solver.index import _text_spellings

    plenty = dict.fromkeys(Card, 99)
    found = {tuple(Card(value) for value in values) for values in _text_spellings(text)}
    assert found == {word.cards for word in spellings(text, plenty)}
