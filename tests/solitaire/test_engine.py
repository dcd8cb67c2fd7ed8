"""Solitaire rules (docs/rules.md §7) on stacked deals: the deal, words, refills, the end, undo, hints."""

from __future__ import annotations

import hashlib
import random
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler.engine import (
    DECK_COUNTS,
    Card,
    InvalidInputError,
    NotAWordError,
    Word,
    WordSet,
    WordTooShortError,
)
from quiddler.engine.solitaire import (
    BadRefillSourceError,
    EmptyStackError,
    EndReason,
    GameOverError,
    GiveUp,
    Hint,
    MakeWord,
    NoRefillError,
    NothingToUndoError,
    PermutationFinder,
    Refill,
    RefillNeededError,
    Solitaire,
    SolitairePhase,
    StackUsedTwiceError,
    Undo,
    best_word,
    daily_seed,
    deal_order,
)

from .helpers import UNIFORM, A, AcceptAll, E, FirstTwo, I, N, O, R, T, U, points_of, stacked

# ---------------------------------------------------------------- the deal


def test_deal_is_eight_stacks_of_five_face_down_under_one_face_up() -> None:
    game = Solitaire(WordSet({"zz"}), seed=11)
    assert len(game.stacks) == 8
    assert game.face_down == (5,) * 8
    assert all(card is not None for card in game.face_up)
    assert game.cards_left == 48
    assert len(game.set_aside) == 70
    assert game.card_counts() == DECK_COUNTS


def test_same_seed_deals_the_same_game_and_another_seed_does_not() -> None:
    first = Solitaire(WordSet(), seed=2026)
    again = Solitaire(WordSet(), seed=2026)
    other = Solitaire(WordSet(), seed=2027)
    assert first.stacks == again.stacks and first.set_aside == again.set_aside
    assert first.stacks != other.stacks


def test_deal_order_places_each_stack_face_up_card_first() -> None:
    game = stacked([*UNIFORM[:7], "qu th e s a x"], {"at"})
    assert game.face_up[7] is Card.QU
    assert game.stacks[7] == (Card.X, Card.A, Card.S, Card.E, Card.TH, Card.QU)  # bottom first


def test_deal_order_rejects_a_stack_of_the_wrong_size() -> None:
    with pytest.raises(InvalidInputError):
        deal_order([*UNIFORM[:7], "a e"])


def test_the_deal_takes_cards_round_the_stacks_from_the_top_of_the_shuffle() -> None:
    class Identity:
        def shuffle(self, x: list[object]) -> None:
            pass

    from quiddler.engine import full_deck

    deck = full_deck()
    game = Solitaire(WordSet(), seed=0, rng=Identity())
    assert game.stacks[0] == tuple(deck[0:48:8])
    assert game.face_up[3] is deck[40 + 3]
    assert game.set_aside == tuple(deck[48:])


def test_daily_seed_is_sha256_of_the_date_and_deals_a_pinned_game() -> None:
    day = date(2026, 1, 1)
    digest = hashlib.sha256(b"quiddler-daily-2026-01-01").digest()
    assert daily_seed(day) == int.from_bytes(digest[:8], "big")
    assert daily_seed(day) != daily_seed(date(2026, 1, 2))
    # Pinned: the 2026-01-01 daily deal must never change (Python's seeded Random is stable).
    game = Solitaire(WordSet(), seed=daily_seed(day))
    assert [card.value for card in game.face_up] == ["g", "y", "u", "n", "a", "i", "t", "y"]
    assert game.stacks[0] == (Card.T, Card.QU, Card.A, Card.O, Card.I, Card.G)


# ---------------------------------------------------------------- making words


def test_word_removes_its_cards_and_turns_up_the_next_ones() -> None:
    game = stacked(["s e e e e e", "t a a a a a", *UNIFORM[2:6], "e " * 6, UNIFORM[7]], {"sit", "ea"})
    before = game.score
    made = game.make_word((0, I, 1))
    assert made.word == Word.parse("s i t")
    assert game.face_up[0] is Card.E and game.face_up[1] is Card.A and game.face_up[I] is Card.I
    assert game.face_down[0] == 4 and game.face_down[I] == 4
    assert game.score == before - points_of([Card.S, Card.I, Card.T])
    assert game.words == (Word.parse("s i t"),)
    assert made.turned_up == ((0, Card.E), (1, Card.A), (I, Card.I))
    assert game.phase is SolitairePhase.PLAY


def test_a_double_card_spells_both_its_letters() -> None:
    game = stacked(["qu a a a a a", "i e e e e e", "z e e e e e", *UNIFORM[3:]], {"quiz", "on"})
    assert game.word_for((0, 1, 2)).text == "quiz"
    game.make_word((0, 1, 2))
    assert game.words[0].points == 25


@pytest.mark.parametrize(
    ("stacks", "error"),
    [
        ((A, T, E), NotAWordError),
        ((A,), WordTooShortError),
        ((), WordTooShortError),
        ((A, A), StackUsedTwiceError),
        ((A, 8), InvalidInputError),
        ((-1, A), InvalidInputError),
    ],
)
def test_refused_word_raises_a_sentence_and_changes_nothing(stacks: tuple[int, ...], error: type) -> None:
    game = stacked(UNIFORM, {"at", "tea"})
    before = game.snapshot()
    with pytest.raises(error) as raised:
        game.make_word(stacks)
    assert str(raised.value)[:1].isupper() or isinstance(raised.value, InvalidInputError)
    assert game.snapshot() == before
    assert not game.can(MakeWord(stacks))
    assert game.why_not(MakeWord(stacks)) == str(raised.value)


def test_word_not_in_dictionary_is_refused_in_words() -> None:
    game = stacked(UNIFORM, {"at"})
    assert game.why_not(MakeWord((T, A))) == "TA is not in the dictionary."


# ---------------------------------------------------------------- refills


def _empty_a_and_t(game: Solitaire) -> None:
    for _ in range(6):
        game.make_word((A, T))


def test_two_empty_stacks_are_refilled_leftmost_first_from_stacks_the_player_chooses() -> None:
    game = stacked(UNIFORM, {"at", "eon"})
    _empty_a_and_t(game)
    assert game.phase is SolitairePhase.REFILL
    assert game.empty_spaces == (A, T)
    assert game.refill_target == A
    assert game.refill_sources == (E, I, O, N, R, U)
    first = game.refill(N)
    assert (first.source, first.target, first.card, first.turned_up) == (N, A, Card.N, Card.N)
    assert game.phase is SolitairePhase.REFILL and game.refill_target == T
    second = game.refill(O)
    assert second.target == T and second.ended is None
    assert game.phase is SolitairePhase.PLAY
    assert game.face_up[A] is Card.N and game.face_up[T] is Card.O
    assert game.face_down[N] == 4 and game.face_down[O] == 4
    assert game.cards_left == 36
    game.check_invariants()


def test_no_word_may_be_made_until_the_refills_are_done() -> None:
    game = stacked(UNIFORM, {"at", "eon"})
    _empty_a_and_t(game)
    before = game.snapshot()
    with pytest.raises(RefillNeededError, match="Stack 1 is empty"):
        game.make_word((E, O, N))
    with pytest.raises(RefillNeededError):
        game.hint()
    assert game.snapshot() == before


def test_refill_refused_outside_refilling_and_from_a_stack_that_cannot_give() -> None:
    game = stacked(UNIFORM, {"ae", "at"})
    with pytest.raises(NoRefillError):
        game.refill(E)
    for _ in range(5):
        game.make_word((A, E))
    game.make_word((A, T))  # stack A is empty; stack E holds one card
    assert game.phase is SolitairePhase.REFILL
    before = game.snapshot()
    with pytest.raises(BadRefillSourceError, match="only its face-up card"):
        game.refill(E)
    with pytest.raises(BadRefillSourceError, match="empty"):
        game.refill(A)
    with pytest.raises(InvalidInputError):
        game.refill(9)
    assert game.snapshot() == before
    assert E not in game.refill_sources and not game.can_refill(E) and game.can_refill(N)


def test_when_the_only_cards_left_are_in_one_stack_they_spread_one_per_space() -> None:
    game = stacked(UNIFORM, {"aeionrt"})
    for _ in range(6):
        game.make_word((A, E, I, O, N, R, T))
    assert game.empty_spaces == (0, 1, 2, 3, 4, 5, 6)
    targets = []
    while game.phase is SolitairePhase.REFILL:
        assert game.refill_sources == (U,)
        targets.append(game.refill(U).target)
    assert targets == [0, 1, 2, 3, 4]
    assert game.face_up == (Card.U,) * 5 + (None, None, Card.U)
    assert game.face_down == (0,) * 8
    assert game.is_over and game.end_reason is EndReason.NO_WORD
    assert game.score == 6 * Card.U.points


# ---------------------------------------------------------------- the end and the score


def test_using_every_card_ends_the_game_with_a_perfect_zero() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    for _ in range(6):
        made = game.make_word(range(8))
    assert made.ended is EndReason.CLEARED
    assert game.is_over and game.is_perfect and game.score == 0 and game.cards_left == 0
    assert game.phase is SolitairePhase.OVER


def test_the_game_ends_by_itself_when_no_word_can_be_made() -> None:
    game = stacked(UNIFORM, {"ae"})
    for _ in range(6):
        game.make_word((A, E))
    assert game.phase is SolitairePhase.REFILL
    game.refill(I)
    last = game.refill(O)
    assert last.ended is EndReason.NO_WORD
    assert game.is_over and not game.is_perfect
    # score = every card left: six I, six O, six N, six R, six T, six U
    expected = 6 * sum(card.points for card in (Card.I, Card.O, Card.N, Card.R, Card.T, Card.U))
    assert game.score == expected == 126
    with pytest.raises(GameOverError):
        game.make_word((I, O))


def test_a_deal_with_no_word_is_over_at_once() -> None:
    game = stacked(UNIFORM, {"zzz"})
    assert game.is_over and game.end_reason is EndReason.NO_WORD
    assert game.score == points_of(card for stack in game.stacks for card in stack)


def test_giving_up_ends_the_game_with_the_cards_left_as_the_score() -> None:
    game = stacked(UNIFORM, {"at"})
    game.make_word((A, T))
    record = game.give_up()
    assert game.is_over and game.end_reason is EndReason.GAVE_UP
    assert record.score == game.score == points_of(c for stack in game.stacks for c in stack)
    assert not game.can(GiveUp())


# ---------------------------------------------------------------- undo and hints


def test_undo_takes_back_the_last_word_and_its_refills() -> None:
    game = stacked(UNIFORM, {"at", "eon"})
    for _ in range(5):
        game.make_word((A, T))
    before = (game.stacks, game.words, game.score)
    game.make_word((A, T))
    game.refill(N)
    assert game.phase is SolitairePhase.REFILL
    undone = game.undo()
    assert undone.word == Word.parse("a t") and undone.refills == 1
    assert (game.stacks, game.words, game.score) == before
    assert game.phase is SolitairePhase.PLAY
    assert game.assisted and game.undos == 1
    game.check_invariants()


def test_undo_repeats_back_to_the_deal_and_then_refuses() -> None:
    game = stacked(UNIFORM, {"at", "eon"})
    dealt = game.stacks
    game.make_word((A, T))
    game.make_word((E, O, N))
    game.undo()
    game.undo()
    assert game.stacks == dealt and game.words == ()
    before = game.snapshot()
    with pytest.raises(NothingToUndoError):
        game.undo()
    assert game.snapshot() == before


def test_undo_takes_back_the_last_word_of_a_game_that_ended_by_itself() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    for _ in range(6):
        game.make_word(range(8))
    assert game.is_perfect
    undone = game.undo()
    assert undone.word.text == "aeionrtu" and undone.refills == 0
    assert not game.is_over and game.end_reason is None and game.cards_left == 8
    assert game.assisted
    game.make_word(range(8))
    assert game.is_perfect


def test_undo_is_refused_after_giving_up() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    game.make_word(range(8))
    game.give_up()
    before = game.snapshot()
    assert not game.can(Undo())
    with pytest.raises(GameOverError, match="gave up"):
        game.undo()
    assert game.snapshot() == before


def test_the_actions_and_the_deck_order_replay_the_game() -> None:
    game = stacked(UNIFORM, {"aeionrtu", "at", "tune"})
    game.make_word((A, T))
    while game.phase is SolitairePhase.REFILL:
        game.refill(game.refill_sources[0])
    game.hint()
    game.make_word((T, U, N, E))
    game.undo()
    again = Solitaire.from_deck(game.checker, game.finder, game.deck_order, seed=game.seed)
    for action in game.actions:
        again.apply(action)
    assert again.snapshot() == game.snapshot()


def test_a_deal_from_a_deck_needs_every_card_once() -> None:
    game = stacked(UNIFORM, {"at"})
    with pytest.raises(InvalidInputError):
        Solitaire.from_deck(game.checker, game.finder, game.deck_order[:-1])
    with pytest.raises(InvalidInputError):
        Solitaire.from_deck(game.checker, game.finder, (*game.deck_order[:-1], game.deck_order[0]))


def test_a_game_without_undo_or_hint_is_not_assisted() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    for _ in range(6):
        game.make_word(range(8))
    assert not game.assisted


def test_hint_gives_the_word_of_most_points_and_marks_the_game_assisted() -> None:
    game = stacked(UNIFORM, {"at", "tea", "rune", "tune"})
    before = game.stacks
    hint = game.hint()
    # rune = 5+4+5+2 = 16, tune = 3+4+5+2 = 14, tea = 7, at = 5
    assert hint.word == Word.parse("r u n e")
    assert hint.stacks == (R, U, N, E)
    assert game.stacks == before and game.assisted and game.hints == 1
    assert game.can(Hint())


def test_best_word_prefers_points_then_cards_then_the_alphabet() -> None:
    words = [Word.parse("qu i z"), Word.parse("q u i z"), Word.parse("a t"), Word.parse("t a")]
    assert best_word(words) == Word.parse("q u i z")
    assert best_word([Word.parse("t a"), Word.parse("a t")]) == Word.parse("a t")
    assert best_word([Word.parse("a")]) is None


# ---------------------------------------------------------------- finding


def test_permutation_finder_finds_every_spelling() -> None:
    finder = PermutationFinder(WordSet({"quiz", "it"}))
    found = finder.find_words([Card.Q, Card.U, Card.QU, Card.I, Card.Z, Card.T])
    assert set(found) == {Word.parse("qu i z"), Word.parse("q u i z"), Word.parse("i t")}


def test_permutation_finder_works_with_a_plain_checker() -> None:
    class Vowels:
        def is_word(self, text: str) -> bool:
            return text in {"ae", "ea"}

    found = PermutationFinder(Vowels()).find_words([Card.A, Card.E, Card.T])
    assert set(found) == {Word.parse("a e"), Word.parse("e a")}


# ---------------------------------------------------------------- random play


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 2**16), min_size=1, max_size=60))
def test_random_play_keeps_every_card_and_refusals_change_nothing(seed: int, choices: list[int]) -> None:
    game = Solitaire(AcceptAll(), FirstTwo(), seed=seed)
    picker = random.Random(seed)
    for choice in choices:
        game.check_invariants()
        assert game.score == points_of(card for stack in game.stacks for card in stack)
        if game.is_over:
            assert game.end_reason in (EndReason.CLEARED, EndReason.NO_WORD)
            assert game.cards_left == 0 or sum(card is not None for card in game.face_up) < 2
            break
        before = game.snapshot()
        bad = [Refill(choice % 8), MakeWord((choice % 8,)), MakeWord((choice % 8, choice % 8))]
        for action in bad:
            if not game.can(action):
                with pytest.raises(ValueError):
                    game.apply(action)
                assert game.snapshot() == before
        if game.phase is SolitairePhase.REFILL:
            game.refill(picker.choice(game.refill_sources))
        elif choice % 7 == 0 and game.can(Undo()):
            game.undo()
        else:
            showing = [i for i, card in enumerate(game.face_up) if card is not None]
            picker.shuffle(showing)
            game.make_word(showing[: 2 + choice % (len(showing) - 1)])
        if game.phase is SolitairePhase.PLAY:
            assert len(game.empty_spaces) == 0 or all(len(s) <= 1 for s in game.stacks)


def test_a_word_from_an_empty_space_is_refused() -> None:
    game = stacked(UNIFORM, {"aeionrt", "uu"})
    for _ in range(6):
        game.make_word((A, E, I, O, N, R, T))
    while game.phase is SolitairePhase.REFILL:
        game.refill(U)
    assert game.phase is SolitairePhase.PLAY and game.empty_spaces == (5, 6)
    before = game.snapshot()
    with pytest.raises(EmptyStackError, match="Stack 6 is empty"):
        game.make_word((5, 0))
    assert game.snapshot() == before
    game.make_word((0, 1))
    assert game.empty_spaces == (0, 1, 5, 6) and game.phase is SolitairePhase.PLAY


def test_restart_deals_the_same_stacks_again_even_from_a_stacked_deck() -> None:
    game = stacked(UNIFORM, {"at"})
    dealt, aside = game.stacks, game.set_aside
    game.make_word((A, T))
    again = game.restart()
    assert again.stacks == dealt and again.set_aside == aside and again.words == ()
    assert not again.assisted and again.seed == game.seed
    seeded = Solitaire(WordSet({"at"}), seed=5)
    assert seeded.restart().stacks == Solitaire(WordSet({"at"}), seed=5).stacks


def test_hints_asked_again_go_down_the_words_by_points_and_wrap_round() -> None:
    game = stacked(UNIFORM, {"at", "tea", "rune", "tune"})
    shown = [game.hint(rank) for rank in range(5)]
    assert [hint.word.text for hint in shown if hint.word] == ["rune", "tune", "tea", "at", "rune"]
    assert [(hint.rank, hint.of) for hint in shown] == [(0, 4), (1, 4), (2, 4), (3, 4), (0, 4)]
    assert game.hints == 5
    with pytest.raises(InvalidInputError):
        game.hint(-1)
    assert game.hints == 5


def test_ranked_words_keep_the_best_spelling_of_each_word() -> None:
    stacks = ["qu a a a a a", "i e e e e e", "z e e e e e", "q o o o o o", "u n n n n n"]
    game = stacked([*stacks, "r " * 6, "t " * 6, "i " * 6], {"quiz"})
    assert [word.spelling for word in game.ranked_words()] == ["Q·U·I·Z"]
