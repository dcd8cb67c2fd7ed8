"""The score sheet rule by rule: rows, spelling, flags, challenges, scoring, corrections, warnings,
bad input."""

from __future__ import annotations

import pytest

from quiddler.engine import JUNIOR, PRESETS, STANDARD, Bonus, Card, QuiddlerError, Word, WordSet
from quiddler.scoresheet import Sheet, SheetEntryError

WORDS = WordSet({"quiz", "thin", "me", "cat", "dog", "at", "to", "ox", "go", "bat", "tab", "paris"})


def sheet(players: int = 3, rules=STANDARD) -> Sheet:  # type: ignore[no-untyped-def]
    return Sheet(("Ann", "Bob", "Cy", "Di", "Ed")[:players], WORDS, rules)


def test_rows_deal_as_the_game_does_the_last_player_first_then_to_the_left() -> None:
    s = sheet(3)
    assert [row.hand_size for row in s.rows] == [3, 4, 5, 6, 7, 8, 9, 10]
    assert [row.dealer for row in s.rows] == [2, 0, 1, 2, 0, 1, 2, 0]
    assert [row.hand_size for row in sheet(2, PRESETS["short"]).rows] == [3, 5, 7, 10]
    assert [row.hand_size for row in sheet(2, JUNIOR).rows] == [2, 3, 4, 5, 6, 7]


def test_typed_text_is_spelled_the_rule_sheets_way_and_another_spelling_can_be_chosen() -> None:
    s = sheet()
    entry = s.enter(7, 0, "quiz thin")
    assert [w.word.spelling for w in entry.words] == ["QU·I·Z", "TH·IN"]
    assert s.respell(7, 0, 0) == Word.parse("q u i z")
    assert s.respell(7, 0, 0) == Word.parse("qu i z")  # round again after the last spelling
    assert s.respell(7, 0, 1, "t-h-i-n") == Word.parse("t h i n")
    entry = s.enter(7, 1, ["q-u-i-z"])
    assert entry.words[0].word == Word.parse("q u i z")
    assert s.spellings_of("quiz")[0] == Word.parse("qu i z")


def test_a_word_the_dictionary_lacks_is_flagged_and_stored_not_refused() -> None:
    s = sheet()
    entry = s.enter(0, 1, "zax", "")
    assert entry.words[0].flagged
    assert s.flagged(0) == ((1, 0),)
    assert s.summary(0).results[1].word_points == Word.parse("z a x").points  # the table decides


def test_round_score_words_less_unused_floored_plus_bonuses_ties_giving_none() -> None:
    s = sheet(3)
    s.enter(1, 0, "quiz", "m")  # QU·I·Z less M; 4 letters, as THIN: a tie gives no bonus
    s.enter(1, 1, "th-i-n", "")
    s.enter(1, 2, "", "qu z x b")  # all unused: floored at 0
    s.mark_out(1, 1)
    summary = s.summary(1)
    assert summary.results[0].base == Word.parse("qu i z").points - Card.M.points
    assert summary.results[2].base == 0
    assert summary.bonus_winner(Bonus.LONGEST_WORD) is None  # QUIZ and THIN both 4 letters
    assert summary.bonus_winner(Bonus.MOST_WORDS) is None  # one word each
    assert summary.went_out == 1 and summary.dealer == 0


def test_most_words_and_longest_word_bonuses_go_to_the_single_best() -> None:
    s = sheet(3)
    s.enter(4, 0, "cat dog", "e")
    s.enter(4, 1, "quiz", "a")
    summary = s.summary(4)
    assert summary.bonus_winner(Bonus.MOST_WORDS) == 0
    assert summary.bonus_winner(Bonus.LONGEST_WORD) == 1
    assert summary.results[0].bonus_points == 10


def test_two_players_play_only_the_two_player_bonus() -> None:
    s = sheet(2)
    s.enter(4, 0, "cat dog", "e")
    s.enter(4, 1, "quiz", "a")
    summary = s.summary(4)
    assert summary.bonus_winner(Bonus.MOST_WORDS) is None
    assert summary.bonus_winner(Bonus.LONGEST_WORD) == 1


def test_junior_does_not_subtract_unused_and_gives_five_points() -> None:
    s = sheet(2, JUNIOR)
    s.enter(3, 0, "paris", "")
    s.enter(3, 1, "at", "z")
    summary = s.summary(3)
    assert summary.results[1].unused_points == 0
    assert summary.results[0].bonus_points == 5


def test_a_challenged_word_the_dictionary_refuses_costs_the_layer_after_the_floor() -> None:
    s = sheet(2)
    s.enter(0, 0, "zax", "")  # Z A X: flagged
    s.enter(0, 1, "at", "m")
    s.challenge(0, 0, 0, by=1)
    result = s.summary(0).results[0]
    zax = Word.parse("z a x").points
    assert result.words == () and result.rejected_words == (Word.parse("z a x"),)
    assert result.base == 0 and result.penalty == zax and result.score == -zax  # after the floor
    assert s.summary(0).results[1].penalty == 0


def test_a_challenged_word_the_dictionary_allows_costs_the_challenger() -> None:
    s = sheet(2)
    s.enter(0, 0, "cat", "")
    s.enter(0, 1, "at", "m")
    s.challenge(0, 0, 0, by=1)
    summary = s.summary(0)
    assert summary.results[1].penalty == Word.parse("c a t").points
    assert summary.results[0].penalty == 0 and summary.results[0].words == (Word.parse("c a t"),)


def test_the_table_can_rule_a_word_allowable_against_the_dictionary_a_house_word() -> None:
    s = sheet(2)
    s.enter(0, 0, "zax", "")
    s.challenge(0, 0, 0, by=1, ruling=True)
    summary = s.summary(0)
    assert summary.results[0].words == (Word.parse("z a x"),)
    assert summary.results[1].penalty == Word.parse("z a x").points
    assert s.house_words == ("zax",)
    s.challenge(0, 0, 0, by=None)  # challenge withdrawn: no penalty, no ruling
    assert s.summary(0).results[1].penalty == 0 and s.house_words == ()


def test_a_player_cannot_challenge_their_own_word() -> None:
    s = sheet(2)
    s.enter(0, 0, "cat", "")
    with pytest.raises(SheetEntryError):
        s.challenge(0, 0, 0, by=0)


def test_running_totals_leaders_and_correcting_a_past_round() -> None:
    s = sheet(2)
    s.enter(0, 0, "cat", "")
    s.enter(0, 1, "", "m e t")
    s.enter(1, 0, "", "m e t a")
    s.enter(1, 1, "bat", "e")
    first = s.totals
    assert first == tuple(a + b for a, b in zip(s.summary(0).scores, s.summary(1).scores, strict=True))
    assert s.leaders == (0,) if first[0] > first[1] else s.leaders == (1,)
    s.enter(0, 0, "", "c a t")  # round 1 corrected: Ann laid nothing
    assert s.totals[0] == s.summary(1).scores[0]
    assert s.leaders == (1,)
    assert s.undo()
    assert s.totals == first
    assert len(s.summaries) == 2  # rows not yet written in count for nothing


def test_undo_takes_back_each_change_in_turn_until_none_is_left() -> None:
    s = sheet(2)
    s.enter(0, 0, "cat", "")
    s.challenge(0, 0, 0, by=1)
    s.undo()
    assert s.rows[0].players[0].words[0].challenger is None
    s.undo()
    assert not s.rows[0].entered
    assert not s.undo()


def test_retyping_a_line_keeps_challenges_on_words_that_stay() -> None:
    s = sheet(2)
    s.enter(1, 0, "cat", "")
    s.challenge(1, 0, 0, by=1)
    s.enter(1, 0, "cat", "m")
    assert s.rows[1].players[0].words[0].challenger == 1
    s.enter(1, 0, "bat", "")
    assert s.rows[1].players[0].words[0].challenger is None


def test_warnings_for_a_mistyped_row() -> None:
    s = sheet(3)
    assert s.warnings(0) == ()
    s.enter(0, 0, "", "z")  # 1 card in a 3-card round
    s.enter(0, 1, "", "z x j")
    s.enter(0, 2, "", "z x j")  # a third Z, J and X: the deck holds two of each
    s.mark_out(0, 0)
    s.mark_out(0, 1)
    warnings = s.warnings(0)
    assert "Ann has 1 card in words and unused, not the 3 of this round." in warnings
    assert any("Z cards" in w and "only 2" in w for w in warnings)
    assert "Ann and Bob are both marked as going out; only one player can." in warnings
    assert "Ann went out but has unused cards." in warnings
    assert s.summary(0).went_out is None  # nobody is credited while two are marked


@pytest.mark.parametrize(
    ("words", "unused"),
    [
        ("cat", "zz"),  # an unknown card
        ("c-a-zz", ""),  # an unknown card in a spelling
        ("zzz", ""),  # three Zs: the deck holds two
        ("cat", "z z z"),  # too many copies in one player's cards
        ("ca7", ""),  # not letters
    ],
)
def test_bad_input_is_one_sentence_and_nothing_is_stored(words: str, unused: str) -> None:
    s = sheet(2)
    before = s.rows
    with pytest.raises(SheetEntryError) as caught:
        s.enter(0, 0, words, unused)
    assert isinstance(caught.value, QuiddlerError) and isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert message.endswith(".") and "\n" not in message
    assert s.rows == before and not s.undo()


def test_a_line_with_more_cards_than_the_round_deals_is_refused_in_one_sentence() -> None:
    """A 5-card HOUSE in a 3-card round cannot have been laid down (and would win the
    longest-word bonus): refused, nothing stored; the same line in the 5-card round is kept."""
    s = sheet(2)
    before = s.rows
    for words, unused in (("house", ""), ("cat", "m"), ("", "a b c d")):
        with pytest.raises(SheetEntryError) as caught:
            s.enter(0, 0, words, unused)
        said = str(caught.value)
        assert said.endswith(".") and "\n" not in said and "round 1 deals 3" in said, said
        assert s.rows == before and not s.undo()
    s.enter(0, 0, "quiz", "")  # QU·I·Z: exactly the round's cards
    with pytest.raises(SheetEntryError):
        s.respell(0, 0, 0, "q-u-i-z")  # Q·U·I·Z is one card too many
    assert s.rows[0].players[0].words[0].word == Word.parse("qu i z")
    s.enter(2, 0, "house", "")  # round 3 deals 5
    assert s.rows[2].players[0].words[0].word.text == "house"


def test_a_spelling_that_does_not_spell_the_word_is_refused() -> None:
    s = sheet(2)
    s.enter(0, 0, "cat", "")
    with pytest.raises(SheetEntryError, match="does not spell CAT"):
        s.respell(0, 0, 0, "b-a-t")
    assert s.rows[0].players[0].words[0].word == Word.parse("c a t")


def test_no_such_round_seat_or_word() -> None:
    s = sheet(2)
    for call in (
        lambda: s.enter(8, 0, "cat"),
        lambda: s.enter(0, 2, "cat"),
        lambda: s.challenge(0, 0, 0, by=1),
        lambda: s.mark_out(0, 5),
    ):
        with pytest.raises(SheetEntryError):
            call()
    with pytest.raises(SheetEntryError):
        Sheet(("Ann",), WORDS)


def test_a_sheet_is_finished_when_every_players_line_of_every_round_is_written() -> None:
    s = sheet(2, PRESETS["short"])
    for round in range(len(s.rows)):
        s.mark_out(round, 0)  # the rows are entered, the lines not yet
    assert not s.finished
    for round in range(len(s.rows)):
        s.enter(round, 0, "cat")
        assert not s.finished
        s.enter(round, 1, "", "m")
    assert s.finished
    s.undo()
    assert not s.finished
