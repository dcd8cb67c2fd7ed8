"""The coach counts the round's bonuses on both sides (issue 35): a lay-down that won the
longest-word bonus is not a miss next to an arrangement worth more before bonuses but less
after them, and an alternative whose words would have won a bonus counts it."""

from __future__ import annotations

from quiddler.coach import as_dict, game_text, person_round_lines, review_game
from quiddler.engine import (
    STANDARD,
    CloseChallenges,
    Draw,
    Game,
    GameSetup,
    GoOut,
    LayDown,
    Source,
    StackedDeck,
    Word,
    WordSet,
)
from quiddler.solver import WordIndex

WORDS = WordSet({"quit", "zit", "toe"})
INDEX = WordIndex.build(WORDS.words())
ONE_ROUND = STANDARD.with_(hand_sizes=(3,))  # two players: the longest-word bonus only, 10 points
BLIND = Source.DRAW_PILE


def w(text: str) -> Word:
    return Word.parse(text)


def review_of(ann_words: str, ann_discard: str):
    """Ann (QU I T, draws a Z) goes out with ``ann_words``; Bob lays T·O·E on his final turn."""

    def deck() -> StackedDeck:
        order = StackedDeck.deal_order(["qu i t", "t o e"], discard="j", draw_pile="z p a")
        return StackedDeck([order], seed=0)

    actions = [
        Draw(0, BLIND),
        GoOut(0, (w(ann_words),), w(ann_discard).cards[0]),
        CloseChallenges(),
        Draw(1, BLIND),
        LayDown(1, (w("t o e"),), w("p").cards[0]),
        CloseChallenges(),
    ]
    game = Game.replay(GameSetup(("Ann", "Bob"), ONE_ROUND, 1), WORDS, actions, rng=deck())
    assert game.is_over
    return review_game(game, INDEX, rng=deck())


def test_a_go_out_that_won_the_longest_word_bonus_is_no_miss() -> None:
    # QU·I·T: 14 and the longest word (4 letters against T·O·E's 3): 24. Z·I·T: 19, no bonus.
    review = review_of("qu i t", "z")
    ann = review.rounds[0][0]
    assert (ann.scored, ann.bonus, ann.best_value, ann.best_bonus) == (14, 10, 19, 0)
    assert ann.best.words == (w("z i t"),)
    assert ann.misses == () and ann.missed == 0 and review.missed(0) == 0
    assert review.biggest() == []
    text = "\n".join(person_round_lines(ann))
    assert "The best go-out before bonuses: Z·I·T, discard QU: 19 points" in text
    assert "yours won 10 points; the best arrangement's words would have won 0 points" in text
    assert "Nothing left on the table this round." in text
    assert as_dict(review)["rounds"][0]["players"][0]["laid"]["bonus"] == 10
    assert "Ann played the best" in game_text(review)


def test_the_best_arrangement_counts_the_bonus_its_own_words_would_have_won() -> None:
    # Z·I·T laid: 19, no bonus (T·O·E is as long). The best is the same Z·I·T: nothing missed.
    ann = review_of("z i t", "qu").rounds[0][0]
    assert (ann.scored, ann.bonus, ann.best_value, ann.best_bonus, ann.missed) == (19, 0, 19, 0, 0)
