"""Card counting and small helpers: what a seat can work out from its view alone."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quiddler.engine import (
    STANDARD,
    Card,
    Drew,
    Game,
    Phase,
    RuleOptions,
    Source,
    StackedDeck,
    WentOut,
    WordCheck,
    WordSet,
)
from quiddler.match.headless import seat_names
from quiddler.players.knowledge import draw_sources, known_holdings, remove_cards, unseen_cards
from quiddler.players.strategic import card_usefulness

WORDS = WordSet({"cat", "dog"})


def _game(rules: RuleOptions = STANDARD) -> Game:
    order = StackedDeck.deal_order(["c a t", "d o g"], "e", "s")
    return Game.new(["Ann", "Bob"], checker=WORDS, seed=0, rules=rules, rng=StackedDeck([order]))


def test_draw_sources_follow_the_piles() -> None:
    game = _game()
    assert draw_sources(game.view(0)) == (Source.DRAW_PILE, Source.DISCARD_PILE)
    game.draw(0, Source.DISCARD_PILE)  # the pile had one card: now it is empty
    game.discard(0, Card.E)
    game.draw(1, Source.DISCARD_PILE)
    assert draw_sources(game.view(1)) == (Source.DRAW_PILE,)


def test_the_view_says_may_go_out_by_the_first_turn_house_rule() -> None:
    game = _game(STANDARD.with_(no_go_out_on_first_turn=True))
    game.draw(0, Source.DRAW_PILE)
    view = game.view(0)
    assert view.phase is Phase.PLAY
    assert not view.may_go_out
    assert view.why_not_go_out == "House rule: nobody may go out on their first turn of a round."
    game = _game()
    game.draw(0, Source.DRAW_PILE)
    assert game.view(0).may_go_out
    assert not game.view(1).may_go_out


def test_remove_cards_takes_one_copy_per_card() -> None:
    hand = (Card.A, Card.E, Card.A, Card.T)
    assert remove_cards(hand, [Card.A]) == (Card.E, Card.A, Card.T)
    assert remove_cards(hand, [Card.A, Card.A, Card.T]) == (Card.E,)


def test_card_usefulness_is_the_share_of_short_words_using_the_card() -> None:
    useful = card_usefulness(["queen", "tea", "eat", "thin", "antidisestablishment"])
    assert useful[Card.E] == 3 / 4
    assert useful[Card.QU] == 1 / 4
    assert useful[Card.TH] == 1 / 4
    assert useful[Card.IN] == 1 / 4
    assert useful[Card.Z] == 0


def test_seat_names_are_distinct() -> None:
    assert seat_names(["hard", "easy"]) == ("hard", "easy")
    assert seat_names(["hard", "easy", "hard"]) == ("hard 1", "easy", "hard 2")


def test_the_unseen_cards_are_the_draw_pile_and_the_unknown_part_of_the_other_hands(en: Any) -> None:
    """At every decision of real games: what a seat knows another holds, it holds; and the unseen
    cards are exactly as many as the draw pile and the other hands' unknown cards. (A seat that
    took a card from the discard pile and then went out, throwing that card away, used to be
    counted as holding it still.)"""
    from quiddler.engine import NextRound
    from quiddler.players import make_player

    checked = STANDARD.with_(word_check=WordCheck.CHECKED, hand_sizes=(3, 6, 10))
    went_out_with_taken_card = 0
    for seed in range(6):
        players = [
            make_player(level, seed=seed + k, dictionary=en)
            for k, level in enumerate(["hard", "greedy", "hard"])
        ]
        game = Game.new(["a", "b", "c"], checker=en, rules=checked, seed=seed)
        while not game.is_over:
            if game.phase not in (Phase.DRAW, Phase.PLAY):
                game.apply(NextRound())
                continue
            for seat in range(3):
                view = game.view(seat)
                known = known_holdings(view)
                unknown = 0
                for other in range(3):
                    assert not known[other] - Counter(game.hand(other))
                    if other != seat:
                        unknown += len(game.hand(other)) - sum(known[other].values())
                assert sum(unseen_cards(view).values()) == view.draw_count + unknown
            record = game.apply(players[game.current].act(game.view(game.current)))
            if isinstance(record, WentOut):
                taken = [
                    r.card
                    for r in game.records
                    if isinstance(r, Drew)
                    and r.round == game.round
                    and r.seat == record.seat
                    and r.source is Source.DISCARD_PILE
                ]
                went_out_with_taken_card += record.discard in taken
    assert went_out_with_taken_card > 0
