"""Card counting and small helpers: what a seat can work out from its view alone."""

from __future__ import annotations

from quiddler.engine import STANDARD, Card, Game, Phase, RuleOptions, Source, StackedDeck, WordSet
from quiddler.players.knowledge import draw_sources, may_go_out, remove_cards
from quiddler.players.strategic import card_usefulness
from quiddler.players.table import seat_names

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


def test_may_go_out_respects_the_first_turn_house_rule() -> None:
    game = _game(STANDARD.with_(no_go_out_on_first_turn=True))
    game.draw(0, Source.DRAW_PILE)
    view = game.view(0)
    assert view.phase is Phase.PLAY
    assert not may_go_out(view)
    game = _game()
    game.draw(0, Source.DRAW_PILE)
    assert may_go_out(game.view(0))
    assert not may_go_out(game.view(1))


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
