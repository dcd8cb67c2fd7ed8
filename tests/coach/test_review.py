"""The coach's review on stacked one-round deals with a known best play, Junior's rules, a game
whose people followed every hint (nothing missed), and the proof that a turn is judged only with
what the player could see (a game that differs only in hidden cards gets the same review)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from quiddler.coach import as_dict, game_text, person_round_lines, review_actions, review_game
from quiddler.engine import (
    JUNIOR,
    PRESETS,
    STANDARD,
    Action,
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GameSetup,
    GoOut,
    LayDown,
    Phase,
    RuleOptions,
    Source,
    StackedDeck,
    Word,
    WordSet,
)
from quiddler.solver import WordIndex, index_for

WORDS = WordSet({"quit", "zit", "kit", "it", "toe", "tot", "a", "i"})
INDEX = WordIndex.build(WORDS.words())
ONE_ROUND = STANDARD.with_(hand_sizes=(3,))
BLIND = Source.DRAW_PILE


def w(text: str) -> Word:
    return Word.parse(text)


def stacked(hands: Sequence[str], discard: str, pile: str, *, seed: int = 0) -> StackedDeck:
    return StackedDeck([StackedDeck.deal_order(hands, discard=discard, draw_pile=pile)], seed=seed)


def play(
    actions: Sequence[Action],
    hands: Sequence[str],
    discard: str,
    pile: str,
    *,
    rules: RuleOptions = ONE_ROUND,
    seed: int = 0,
):
    """Ann (seat 0, who leads) and Bob play ``actions`` on a stacked deal; the review of both."""
    setup = GameSetup(("Ann", "Bob"), rules, 1)
    game = Game.replay(setup, WORDS, actions, rng=stacked(hands, discard, pile, seed=seed))
    assert game.is_over
    return review_game(game, INDEX, rng=stacked(hands, discard, pile, seed=seed))


def bob_goes_out_with_toe() -> list[Action]:
    return [Draw(1, BLIND), GoOut(1, (w("t o e"),), w("p").cards[0]), CloseChallenges()]


@pytest.mark.parametrize(
    ("laid", "discard", "scored"),
    [(("k i t",), "z", 13), (("i t",), "z", 0)],  # KIT 13; IT 5 less the unused K (8): the floor, 0
)
def test_the_final_hand_review_names_the_best_lay_down_and_the_exact_points_missed(
    laid, discard, scored
) -> None:
    # Ann holds T Z K, draws Q and throws it; Bob goes out with TOE; Ann's final draw is an I:
    # T Z K I lays Z·I·T (14 + 2 + 3 = 19) and throws K, which counts nothing.
    actions = [
        Draw(0, BLIND),
        Discard(0, w("q").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, tuple(w(text) for text in laid), w(discard).cards[0]),
        CloseChallenges(),
    ]
    review = play(actions, ["t z k", "t o e"], discard="j", pile="q p i")
    [ann, bob] = review.rounds[0]
    assert ann.final_hand == tuple(w("t z k i").cards)
    assert ann.best.words == (w("z i t"),) and ann.best.discard == w("k").cards[0]
    assert (ann.scored, ann.best_value, ann.missed) == (scored, 19, 19 - scored)
    [miss] = ann.misses
    assert (miss.kind, miss.turn, miss.points) == ("lay_down", 2, 19 - scored)
    assert "The best lay-down: Z·I·T, discard K: 19 points" in "\n".join(person_round_lines(ann))
    assert bob.missed == 0 and bob.misses == ()
    assert review.summary(0) == f"Ann played within {19 - scored} points of their best over 1 round."
    assert review.summary(1) == "Bob played the best their cards allowed in every one of 1 round."


def test_a_discard_that_would_have_let_her_go_out_is_named_with_its_points() -> None:
    # Ann holds QU I X; the T on the discard pile makes QU·I·T (9 + 2 + 3 = 14), throwing X: its
    # four letters would have beaten Bob's T·O·E to the longest-word bonus (10): 24 in all.
    # She draws blind instead (E), throws X; her final hand QU I E A lays nothing: 0 points.
    actions = [
        Draw(0, BLIND),
        Discard(0, w("x").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (), w("qu").cards[0]),
    ]
    review = play(actions, ["qu i x", "t o e"], discard="t", pile="e p a")
    ann = review.rounds[0][0]
    [miss] = ann.misses
    assert (miss.kind, miss.turn, miss.points, miss.bonus) == ("take", 1, 24, 10)
    assert miss.alternative.card == w("t").cards[0]
    assert miss.alternative.play.words == (w("qu i t"),)
    assert ann.missed == 24
    text = "\n".join(person_round_lines(ann))
    assert (
        "Turn 1: you drew from the draw pile; taking the T would have let you go out with QU·I·T, discard X"
        in text
    )
    assert "QU·I·T, discard X: 14 points" in text and "(24 points missed)" in text
    assert review.biggest()[0] == miss


def test_discarding_instead_of_going_out_is_a_miss_only_when_it_cost_points() -> None:
    def round_with(thrown: str, final_discard: str, final_words: tuple[str, ...]):
        actions = [
            Draw(0, BLIND),  # T: QU I X T goes out with QU·I·T, throwing X (14, and 10 for the
            # longest word against Bob's T·O·E)
            Discard(0, w(thrown).cards[0]),
            *bob_goes_out_with_toe(),
            Draw(0, BLIND),  # A
            LayDown(0, tuple(w(text) for text in final_words), w(final_discard).cards[0]),
            *([CloseChallenges()] if final_words else []),
        ]
        return play(actions, ["qu i x", "t o e"], discard="j", pile="t p a").rounds[0][0]

    waited = round_with("x", "a", ("qu i t",))  # kept QU·I·T and laid it anyway: nothing lost
    assert waited.missed == 0 and waited.misses == ()
    broke = round_with("t", "x", ())  # threw the T: QU I A left unused, 0 points
    [miss] = broke.misses
    assert (miss.kind, miss.turn, miss.points) == ("go_out", 1, 24)
    assert broke.missed == 24


def test_junior_counts_one_card_words_and_not_the_unused_cards() -> None:
    rules = JUNIOR.with_(hand_sizes=(3,))
    actions = [
        Draw(0, BLIND),
        Discard(0, w("q").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (w("i"),), w("z").cards[0]),  # I alone (2), T and K free: 2 points
        CloseChallenges(),
    ]
    review = play(actions, ["t z k", "t o e"], discard="j", pile="q p i", rules=rules)
    ann = review.rounds[0][0]
    # the best: Z·I·T (19), K thrown; or K·I·T with Z thrown — Z·I·T scores more
    assert ann.best.words == (w("z i t"),)
    assert (ann.scored, ann.best_value, ann.missed) == (2, 19, 17)
    assert "not counted" in "\n".join(person_round_lines(ann, subtract_unused=False))


def _hint_player(game: Game, seat: int, checker, rules) -> Action:
    """What a person who does what the table's hint says does (the app's own hint functions)."""
    from quiddler.match.hints import draw_hint, play_hint, solve_hand

    hand = game.hand(seat)
    if game.phase is Phase.DRAW:
        top = game.discard_top
        if not game.can(Draw(seat, Source.DISCARD_PILE)):
            return Draw(seat, Source.DRAW_PILE)
        if not game.can(Draw(seat, Source.DRAW_PILE)):
            return Draw(seat, Source.DISCARD_PILE)
        now = solve_hand(hand, checker, rules, discard=False)
        taking = solve_hand((*hand, top), checker, rules)
        hint = draw_hint(
            now, taking, top, final_turn=game.is_final_turn, go_out_barred=game.why_not_go_out_this_turn(seat)
        )
        return Draw(seat, hint.draw)
    hint = play_hint(
        solve_hand(hand, checker, rules),
        rules,
        final_turn=game.is_final_turn,
        why_not_go_out=lambda words, discard: game.why_not(GoOut(seat, words, discard)),
    )
    if hint.goes_out:
        return GoOut(seat, hint.words, hint.discard)
    if game.is_final_turn:
        return LayDown(seat, hint.words, hint.discard)
    return Discard(seat, hint.discard)


@pytest.mark.parametrize(
    "rules",
    [STANDARD, JUNIOR, PRESETS["checked"].with_(no_go_out_on_first_turn=True)],
    ids=["standard", "junior", "checked-house-rule"],
)
def test_people_who_followed_every_hint_missed_nothing(en, rules) -> None:
    from quiddler.dictionary import for_rules

    checker = for_rules(en, rules)
    game = Game.new(["Ann", "Bob", "Cy"], checker=checker, rules=rules, seed=11)
    while not game.is_over:
        if game.phase is Phase.CHALLENGE:
            game.close_challenges()
        elif game.phase is Phase.ROUND_OVER:
            game.next_round()
        else:
            game.apply(_hint_player(game, game.current, checker, rules))
    review = review_game(game, index_for(checker))
    assert len(review.rounds) == rules.rounds
    for seat in range(3):
        assert review.missed(seat) == 0, game_text(review)
        assert all(person.scored == person.best_value for person in review.of(seat))
    assert not [miss for round_ in review.rounds for person in round_ for miss in person.misses]
    assert (
        review.summary(0) == f"Ann played the best their cards allowed in every one of {rules.rounds} rounds."
    )


def _hidden_cards_game(bob_hand: str, seed: int) -> tuple[list[Action], StackedDeck, StackedDeck]:
    """A round Ann plays the same way whatever Bob holds and whatever lies deep in the draw pile."""
    o, t = w("o").cards[0], w("t").cards[0]
    actions: list[Action] = [
        Draw(0, BLIND),  # E: QU I X E
        Discard(0, w("e").cards[0]),  # not the hint's X: judged with the unseen cards
        Draw(1, BLIND),  # M
        Discard(1, w("m").cards[0]),
        Draw(0, BLIND),  # K: QU I X K
        Discard(0, w("k").cards[0]),
        Draw(1, BLIND),  # T
        Discard(1, t),
        Draw(0, Source.DISCARD_PILE),  # the T: QU·I·T, throw X
        GoOut(0, (w("qu i t"),), w("x").cards[0]),
        CloseChallenges(),
        Draw(1, BLIND),
        LayDown(1, (), o),
    ]
    hands, pile = ["qu i x", bob_hand], "e m k t a"
    return actions, stacked(hands, "j", pile, seed=seed), stacked(hands, "j", pile, seed=seed)


def test_a_turn_is_judged_only_with_what_the_player_could_see() -> None:
    """Bob's hand and the order of the draw pile below the cards drawn are hidden from Ann: a
    game that differs only in them gets the same review for Ann, to the letter."""
    reviews = []
    for bob_hand, seed in (("t o e", 0), ("o t a", 1), ("o o z", 7)):
        actions, deal, again = _hidden_cards_game(bob_hand, seed)
        setup = GameSetup(("Ann", "Bob"), ONE_ROUND, 1)
        game = Game.replay(setup, WORDS, actions, rng=deal)
        assert game.is_over
        reviews.append(review_actions(setup, actions, WORDS, INDEX, [0], rng=again))
    texts = [as_dict(review) for review in reviews]
    assert texts[0] == texts[1] == texts[2]
    ann = reviews[0].rounds[0][0]
    # the E, then the K, thrown instead of the costlier X: told, with the chances, for no points
    assert [(miss.kind, miss.alternative.thrown.value, miss.points) for miss in ann.misses] == [
        ("discard", "e", 0),
        ("discard", "k", 0),
    ]
    # Bob's cards are nowhere in Ann's review
    assert "Bob" not in game_text(reviews[0]).split("Points left")[0]


def test_computer_seats_are_left_out_unless_asked() -> None:
    actions = [
        Draw(0, BLIND),
        Discard(0, w("q").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (w("k i t"),), w("z").cards[0]),
        CloseChallenges(),
    ]
    setup = GameSetup(("Ann", "Bob"), ONE_ROUND, 1)
    deal = ["t z k", "t o e"]

    def review(**options):
        return review_actions(setup, actions, WORDS, INDEX, rng=stacked(deal, "j", "q p i"), **options)

    assert review(seat_kinds=("human", "bot:hard")).seats == (0,)
    assert review(seat_kinds=("human", "bot:hard"), computers=True).seats == (0, 1)
    assert review(seat_kinds=("bot:easy", "bot:hard")).seats == ()
    assert "Nobody to review" in game_text(review(seat_kinds=("bot:easy", "bot:hard")))


def test_a_longer_random_game_reviews_every_round_with_points_that_add_up() -> None:
    """A whole game of random legal play: every round of every seat is reviewed, the misses
    never exceed what the best arrangement allowed, and the totals add up."""
    from tests.saves.helpers import random_action

    rng = random.Random(5)
    game = Game.new(["Ann", "Bob"], checker=WORDS, seed=5)
    while not game.is_over:
        game.apply(random_action(game, rng))
    review = review_game(game, INDEX)
    assert len(review.rounds) == 8 and all(len(round_) == 2 for round_ in review.rounds)
    for seat in (0, 1):
        people = review.of(seat)
        assert review.missed(seat) == sum(person.missed for person in people)
        for person in people:
            assert person.missed >= person.lay_down_missed >= 0
            with_bonuses = person.best_value + person.best_bonus - person.scored - person.bonus
            assert person.missed == max(person.missed, with_bonuses)
    assert len(as_dict(review)["rounds"]) == 8


def test_in_junior_a_name_is_a_word_and_one_chance_missed_three_ways_counts_once() -> None:
    """Ann holds T O M: Tom is a name, a word in Junior. Two misses each worth Tom's 10 points
    (going out instead of discarding, the final lay-down) are one chance: the round counts 10
    points missed, not 20. Drawing blind was no miss: any card drawn let T·O·M go out too."""
    from quiddler.dictionary import for_rules

    rules = JUNIOR.with_(hand_sizes=(3,))
    checker = for_rules(WORDS, rules)
    index = index_for(checker)
    actions = [
        Draw(0, BLIND),  # X
        Discard(0, w("x").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),  # V
        LayDown(0, (), w("v").cards[0]),
    ]
    setup = GameSetup(("Ann", "Bob"), rules, 1)
    deal = ["t o m", "t o e"]
    game = Game.replay(setup, checker, actions, rng=stacked(deal, "j", "x p v"))
    assert game.is_over
    review = review_actions(setup, actions, checker, index, [0], rng=stacked(deal, "j", "x p v"))
    ann = review.rounds[0][0]
    assert [(miss.kind, miss.turn, miss.points) for miss in ann.misses] == [
        ("go_out", 1, 10),
        ("lay_down", 2, 10),
    ]
    assert ann.best.words == (w("t o m"),)
    assert (ann.scored, ann.missed) == (0, 10)


def test_a_card_that_only_made_better_words_for_now_is_told_only_if_the_round_ended_worse() -> None:
    from quiddler.coach import Alternative
    from quiddler.coach.review import _worth_telling
    from quiddler.solver import Play

    words_for_now = Alternative("take", 1, w("qu").cards[0], Play((w("qu i t"),), (), None, 19), None)
    assert _worth_telling(words_for_now, scored=10)
    assert not _worth_telling(words_for_now, scored=32)  # went out later for more: nothing to tell
    sure = Alternative("go_out", 2, None, Play((w("qu i t"),), (), w("x").cards[0], 14), 14)
    assert _worth_telling(sure, scored=13) and not _worth_telling(sure, scored=14)
    chance = Alternative("discard", 3, w("x").cards[0], None, None, thrown=w("e").cards[0])
    assert _worth_telling(chance, scored=50)  # a better chance to go out sooner is always told


def test_a_round_with_no_word_laid_is_said_as_a_sentence_in_both_languages() -> None:
    """Spanish read "Bajaste ninguna palabra" ("You laid no words" word for word), which is not
    Spanish: it needs "No bajaste ninguna palabra"."""
    from quiddler import i18n

    actions = [
        Draw(0, BLIND),
        Discard(0, w("x").cards[0]),
        *bob_goes_out_with_toe(),
        Draw(0, BLIND),
        LayDown(0, (), w("qu").cards[0]),
    ]
    ann = play(actions, ["qu i x", "t o e"], discard="t", pile="e p a").rounds[0][0]
    assert ann.laid == ()
    assert person_round_lines(ann)[1] == "You laid no words, I E A unused (−6), discard QU: 0 points."
    i18n.use_language("es")
    try:
        line = person_round_lines(ann)[1]
    finally:
        i18n.use_language("en")
    assert line.startswith("No bajaste ninguna palabra, ") and "Bajaste ninguna" not in line
