"""The word being entered (:class:`WordEntry`), driven key by key without a screen.

The Pilot tests (test_pilot.py) check that the screen hands it the keys and shows what it holds;
here each rule of typing is checked on its own: letters pick stacks, Tab moves a letter to its
other stack, a double card is picked as its first letter is typed, numbers add and remove stacks,
Backspace keeps the stacks still typed.
"""

from __future__ import annotations

from quiddler.engine import Card, Word
from quiddler.engine.solitaire import MakeWord
from quiddler.solitaire.entry import WordEntry, spellings

from .helpers import UNIFORM, A, E, N, T, U, stacked

#: Two Ts: stack 2 shows T, and so does stack 4 (with E under it).
TWO_TS = ["a " * 6, "t i i i i i", "e " * 6, "t e e e e e", "n " * 6, "r " * 6, "u " * 6, "o " * 6]


def _entry(stacks: list[str], words: set[str] | None = None) -> WordEntry:
    return WordEntry(stacked(stacks, words or {"at"}))


def _typed(entry: WordEntry, text: str) -> WordEntry:
    for letter in text:
        assert entry.type_letter(letter) is None
    return entry


# ---------------------------------------------------------------- typed text to stacks


def test_spellings_offer_every_card_choice_best_first() -> None:
    face_up = (Card.TH, Card.IN, Card.T, Card.H, Card.I, Card.N, Card.E, Card.N)
    found = spellings("thin", face_up)
    assert set(found) == {(0, 1), (0, 4, 5), (0, 4, 7), (2, 3, 1), (2, 3, 4, 5), (2, 3, 4, 7)}
    assert found[0] == (2, 3, 4, 5)  # T·H·I·N and T·H·IN: 17 points; more cards first
    assert spellings("x", face_up) == []


def test_spellings_can_end_inside_a_double_card() -> None:
    face_up = (Card.QU, Card.I, None, None, None, None, None, Card.Q)
    assert spellings("q", face_up) == [(7,)]
    assert spellings("q", face_up, partial=True) == [(7,), (0,)]
    assert spellings("qui", face_up) == [(0, 1)]
    assert spellings("quiz", face_up, partial=True) == []


# ---------------------------------------------------------------- typing


def test_letters_pick_the_stacks_of_the_word() -> None:
    entry = _typed(_entry(UNIFORM), "tan")
    assert entry.selection == (T, A, N) and entry.typed == "tan" and not entry.pending
    assert entry.word == Word.parse("t a n")
    assert entry.describe() == "TAN = T·A·N, from stacks 7, 1, 5. Enter makes it."
    assert entry.why_not_ready() is None and entry.action() == MakeWord((T, A, N))


def test_tab_moves_a_letter_to_its_other_stack_and_typing_on_keeps_it() -> None:
    entry = _typed(_entry(TWO_TS), "at")
    assert entry.choices == [(0, 1), (0, 3)] and entry.selection == (0, 1)
    assert entry.describe() == "AT = A·T, from stacks 1, 2. Enter makes it. (Tab: 2 ways)"
    assert entry.next_spelling() and entry.selection == (0, 3)
    assert entry.next_spelling() and entry.selection == (0, 1)  # round again
    assert entry.next_spelling()
    _typed(entry, "e")  # the T picked with Tab stays: ATE from stacks 1, 4, 3
    assert entry.selection == (0, 3, 2) and entry.choice == 0


def test_tab_does_nothing_with_one_way_only() -> None:
    stacks = ["a " * 6, "t " * 6, "e " * 6, "i " * 6, "n " * 6, "r " * 6, "u " * 6, "o " * 6]
    entry = _typed(_entry(stacks), "ate")
    assert not entry.next_spelling() and entry.selection == (0, 1, 2)


def test_a_letter_no_face_up_card_gives_is_refused_and_changes_nothing() -> None:
    entry = _entry(UNIFORM)
    assert entry.type_letter("x") == "No face-up card gives X to start a word."
    _typed(entry, "ta")
    assert entry.type_letter("x") == "No face-up card gives X after TA."
    assert (entry.typed, entry.selection) == ("ta", (T, A))


def test_a_double_card_is_picked_as_its_first_letter_is_typed() -> None:
    entry = _typed(_entry(["qu a a a a a", "i e e e e e", "z e e e e e", *UNIFORM[3:]], {"quiz"}), "q")
    assert entry.selection == (0,) and entry.pending
    assert entry.describe() == "QU from stacks 1: keep typing."
    assert entry.why_not_ready() == "Finish typing QU, or press Tab for another spelling."
    _typed(entry, "uiz")
    assert entry.selection == (0, 1, 2) and not entry.pending
    assert entry.word is not None and entry.word.spelling == "QU·I·Z"


def test_backspace_keeps_the_stacks_still_typed_and_the_last_letter_clears() -> None:
    entry = _typed(_entry(TWO_TS), "at")
    entry.next_spelling()
    entry.erase()
    assert entry.typed == "a" and entry.selection == (0,)
    _typed(entry, "t")
    entry.next_spelling()
    _typed(entry, "e")
    entry.erase()  # back to AT: the T of stack 4 is still the one picked
    assert entry.typed == "at" and entry.selection == (0, 3)
    entry.erase()
    entry.erase()
    assert (entry.typed, entry.selection, entry.choices) == ("", (), [])
    entry.erase()  # nothing left to erase
    assert entry.typed == ""


# ---------------------------------------------------------------- picking stacks


def test_stack_numbers_add_and_take_out_cards() -> None:
    entry = _entry(UNIFORM)
    for stack in (T, A, N):
        assert entry.pick(stack) is None
    assert entry.selection == (T, A, N) and entry.typed == "tan" and entry.choices == [(T, A, N)]
    entry.pick(A)  # a picked stack again: taken out
    assert entry.selection == (T, N) and entry.typed == "tn"
    entry.pick(A)
    assert entry.selection == (T, N, A)


def test_a_picked_stack_replaces_a_card_half_typed() -> None:
    entry = _typed(_entry(["qu a a a a a", "q e e e e e", *UNIFORM[2:]]), "q")
    assert entry.selection == (1,) and not entry.pending  # the Q card: an exact spelling first
    entry.next_spelling()
    assert entry.selection == (0,) and entry.pending
    entry.pick(U)  # QU half typed: the U stack takes its place
    assert entry.selection == (U,) and entry.typed == "u"


def test_an_empty_stack_cannot_be_picked() -> None:
    game = stacked(UNIFORM, {"at"})
    entry = WordEntry(game)
    game.make_word((A, T))
    for _ in range(5):
        game.make_word((A, T))
    assert game.face_up[A] is None
    assert entry.pick(A) == "Stack 1 is empty." and entry.selection == ()


def test_nothing_picked_is_not_a_word_to_make() -> None:
    entry = _entry(UNIFORM)
    assert entry.word is None and entry.describe() is None
    assert entry.why_not_ready() == "Type a word or pick stacks (1-8) first."


# ---------------------------------------------------------------- hints


def test_a_hint_is_picked_and_shown_until_the_entry_changes() -> None:
    entry = _entry(UNIFORM)
    entry.take_hint(Word.parse("r u n e"), (5, U, N, E))
    assert entry.typed == "rune" and entry.selection == entry.hinted == (5, U, N, E)
    entry.erase()
    assert entry.hinted == () and entry.typed == "run"
    entry.take_hint(Word.parse("a t"), (A, T))
    entry.clear()
    assert (entry.typed, entry.selection, entry.hinted) == ("", (), ())


def test_asking_again_while_a_hint_is_shown_asks_for_the_next_one() -> None:
    entry = _entry(UNIFORM)
    assert entry.next_hint_rank() == 0
    entry.take_hint(Word.parse("r u n e"), (5, U, N, E), rank=0)
    assert entry.next_hint_rank() == 1
    entry.take_hint(Word.parse("t u n e"), (T, U, N, E), rank=1)
    assert entry.next_hint_rank() == 2
    entry.erase()  # the player typed over it: the best word again
    assert entry.next_hint_rank() == 0
    entry = _entry(TWO_TS)
    entry.take_hint(Word.parse("a t"), (0, 1), rank=3)
    entry.game.make_word((0, 1))  # stack 2 shows I now: the best word again
    assert entry.next_hint_rank() == 0
