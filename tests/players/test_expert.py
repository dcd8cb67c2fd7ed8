"""The expert player: the worlds it imagines, the round they play, and its decisions.

Its legality over many games and its privacy are checked with every level's, in
``test_legality.py`` and ``test_view_privacy.py``; the strength is measured, not asserted
(``bench/bench_players.py strength --expert``).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from typing import Any

import pytest

from quiddler.engine import (
    DECK_COUNTS,
    STANDARD,
    Action,
    Card,
    Discard,
    Draw,
    Drew,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    Source,
    Word,
    WordCheck,
)
from quiddler.match.headless import play_game
from quiddler.players import make_player
from quiddler.players.expert import ExpertPlayer, ExpertSettings, win_chance
from quiddler.players.worlds import World, deal_world

from .helpers import stacked_game

QUICK = ExpertSettings(samples=4)
SHORT = STANDARD.with_(hand_sizes=(3, 5, 7, 10), name="short")


_game = stacked_game


def _expert(dictionary: Any, *, seed: int = 1, settings: ExpertSettings = QUICK) -> ExpertPlayer:
    player = make_player("expert", seed=seed, dictionary=dictionary, expert=settings)
    assert isinstance(player, ExpertPlayer)
    return player


def _placed(world: World) -> Counter[Card]:
    cards: Counter[Card] = Counter(world.draw) + Counter(world.discard)
    for hand in world.hands:
        cards.update(hand)
    for words in world.words:
        for word in words or ():
            cards.update(word.cards)
    return cards


# ------------------------------------------------------------------ the worlds


def test_a_world_deals_exactly_the_cards_the_seat_has_not_seen(en: Any) -> None:
    """Ann took the E from the discard pile, so every world of Bob's gives her the E; the rest of
    her hand and the draw pile are the cards Bob has not seen, and every card is somewhere once."""
    game = _game(["c a t", "d o g"], "e", checker=en)
    game.draw(0, Source.DISCARD_PILE)
    game.discard(0, Card.C)
    view = game.view(1)
    hands = set()
    for seed in range(20):
        world = deal_world(view, random.Random(seed))
        assert world.hands[1] == list(view.hand)
        assert Card.E in world.hands[0]
        assert [len(hand) for hand in world.hands] == list(view.hand_counts)
        assert len(world.draw) == view.draw_count
        assert world.discard == list(view.discard_pile)
        assert _placed(world) == DECK_COUNTS
        assert (world.current, world.phase) == (1, Phase.DRAW)
        hands.add(tuple(sorted(world.hands[0])))
    assert len(hands) > 10  # the unseen cards really are dealt at random


def test_a_world_keeps_the_words_on_the_table_and_the_final_turns(en: Any) -> None:
    game = _game(
        ["c a t", "d o g", "p i g"], "e", checker=en, rules=STANDARD.with_(word_check=WordCheck.CHECKED)
    )
    game.draw(0, Source.DISCARD_PILE)  # E: CAT, discard E? no: lay CAT and discard the E
    game.go_out(0, [Word.parse("c a t")], Card.E)
    view = game.view(1)
    world = deal_world(view, random.Random(0))
    assert world.words[0] == (Word.parse("c a t"),) and world.words[1] is None
    assert world.went_out == 0 and world.current == 1 and world.final_turns == [2]
    assert _placed(world) == DECK_COUNTS


def _true_world(game: Game) -> World:
    """The round as it really lies (the expert never gets this: it is for checking the world)."""
    return World(
        game.rules,
        game.hand_size,
        [list(game.hand(seat)) for seat in range(game.player_count)],
        list(game.draw_pile),
        list(game.discard_pile),
        [None] * game.player_count,
        [0] * game.player_count,
        game.current,
        game.phase,
        None,
        [],
        random.Random(0),
    )


def test_a_world_plays_and_scores_a_round_as_the_engine_does(en: Any) -> None:
    """Real rounds replayed move for move in a world built from the true deal end with the same
    cards in the same places and the same scores, bonuses included."""
    rules = STANDARD.with_(word_check=WordCheck.CHECKED)
    compared = 0
    for seed in range(3):
        players = [
            make_player(level, seed=seed + k, dictionary=en)
            for k, level in enumerate(["hard", "greedy", "medium"])
        ]
        game = Game.new(["a", "b", "c"], checker=en, rules=rules, seed=seed)
        while not game.is_over:
            world = _true_world(game)
            refilled = False
            while game.phase in (Phase.DRAW, Phase.PLAY):
                action = players[game.current].act(game.view(game.current))
                record = game.apply(action)
                if isinstance(action, Draw):
                    assert isinstance(record, Drew)
                    refilled = refilled or record.refilled
                    if not refilled:
                        assert world.take(action.source is Source.DISCARD_PILE) is record.card
                elif not refilled:
                    if isinstance(action, Discard):
                        world.throw(action.card)
                    else:
                        assert isinstance(action, GoOut | LayDown)
                        world.lay(action.words, action.discard)
            if not refilled:
                assert world.over
                assert world.scores() == list(game.summaries[-1].scores)
                compared += 1
            if not game.is_over:
                game.apply(NextRound())
    assert compared >= 20


# ------------------------------------------------------------------ the decisions


def test_the_same_seed_plays_the_same_game(en: Any) -> None:
    def actions() -> list[Action]:
        players = [_expert(en, seed=7), make_player("hard", seed=8, dictionary=en)]
        return play_game(players, seed=5, checker=en, rules=SHORT).game.actions

    assert actions() == actions()


def test_a_decision_cut_short_by_the_budget_is_still_a_legal_move(en: Any) -> None:
    """A clock that jumps a second at every look: each decision stops after its first world."""
    player = _expert(en, settings=ExpertSettings(samples=50, budget=0.5))
    ticks = itertools.count()
    player.clock = lambda: float(next(ticks))
    result = play_game([player, make_player("hard", seed=2, dictionary=en)], seed=3, checker=en, rules=SHORT)
    assert result.game.is_over
    assert player.budget_hits > 0


def test_it_never_throws_back_the_card_it_just_took(en: Any) -> None:
    """Taking the discard and throwing it straight back passes the turn; two players doing that
    could pass for ever."""
    game = _game(["c a x", "m m p"], "q", checker=en)
    game.draw(0, Source.DISCARD_PILE)
    for seed in range(5):
        action = _expert(en, seed=seed).act(game.view(0))
        assert game.can(action)
        assert action != Discard(0, Card.Q)


def test_after_waiting_long_enough_it_goes_out(en: Any) -> None:
    game = _game(["c a t", "m m p"], "s", checker=en)
    game.draw(0, Source.DISCARD_PILE)
    view = dataclasses.replace(game.view(0), turns_taken=QUICK.patience + 1)
    for seed in range(5):
        action = _expert(en, seed=seed).act(view)
        assert isinstance(action, GoOut) and game.can(action)


def test_the_worlds_doubt_that_a_seat_which_discarded_could_have_gone_out(en: Any) -> None:
    """Bob ended his turn with a discard: in the worlds Ann imagines (when she assumes players
    never wait), his hand with that card back could not go out."""
    game = Game.new(["Ann", "Bob"], checker=en, seed=4)
    game.draw(0, Source.DRAW_PILE)
    game.discard(0, game.hand(0)[0])
    game.draw(1, Source.DRAW_PILE)
    thrown = game.hand(1)[-1]
    game.discard(1, thrown)
    view = game.view(0)
    player = _expert(en, settings=ExpertSettings(samples=8, wait_chance=0.0))
    worlds = player._worlds(view, seed=1)
    for _ in range(8):
        _, world = next(worlds)
        assert player.hands.solve((*world.hands[1], thrown)).go_out is None


# ------------------------------------------------------------------ the objective


def test_the_win_chance_grows_with_the_lead_and_is_sure_in_the_last_round(en: Any) -> None:
    game = Game.new(["Ann", "Bob"], checker=en, seed=1)
    view = game.view(0)
    chances = [win_chance(view, [score, 20]) for score in (0, 20, 40, 80)]
    assert chances == sorted(chances) and 0 < chances[0] < 0.5 < chances[-1] < 1
    assert win_chance(view, [20, 20]) == pytest.approx(0.5)
    last = dataclasses.replace(view, round=view.rules.rounds - 1, totals=(100, 110))
    assert win_chance(last, [30, 10]) == 1.0
    assert win_chance(last, [20, 10]) == 0.5  # equal totals share the win
    assert win_chance(last, [10, 20]) == 0.0


def test_the_expert_is_offered_at_the_table_and_by_play_players() -> None:
    from quiddler.match.setup import BOT_LEVELS, Seat, parse_seats

    assert "expert" in BOT_LEVELS  # the setup screen's computer levels
    assert parse_seats("Ann,bot:expert")[1] == Seat("Ada", "expert")
