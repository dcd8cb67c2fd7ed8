"""A seat's view answers the table's questions as the game does (quiddler.engine.legal).

Random whole games (the property tests' random player) are played; before every move, for every
seat, a spread of actions (draws, discards of held and missing cards, going out and laying down
with random words, challenges, closing, the next round) is asked of the game and of the seat's
view with the game's checker: the same reason, word for word, or both None.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler.engine import (
    Action,
    Card,
    Challenge,
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Reason,
    Source,
    Word,
    WordSet,
)

from .helpers import SeatLedger
from .test_properties import NAMES, RULESETS, Tally, game_seed, partition, play_turn_part


def _candidates(game: Game, seat: int, rng: random.Random) -> list[Action]:
    hand = list(game.hand(seat))
    minimum = game.rules.min_word_cards
    actions: list[Action] = [Draw(seat, Source.DRAW_PILE), Draw(seat, Source.DISCARD_PILE)]
    actions += [Discard(seat, card) for card in set(hand)] + [Discard(seat, Card.Z), Discard(seat, Card.QU)]
    if hand:
        discard = rng.choice(hand)
        rest = list(hand)
        rest.remove(discard)
        words = partition(rest, rng, minimum) if len(rest) >= minimum else []
        actions += [GoOut(seat, tuple(words), discard), LayDown(seat, tuple(words), discard)]
        actions += [GoOut(seat, tuple(words[:-1]), discard), LayDown(seat, (), discard)]
        actions += [GoOut(seat, (Word(tuple((rest or hand)[:1])),), discard)]
    for index in range(len(game.words(game.current)) + 1):
        actions.append(Challenge(seat, game.current, index))
    actions += [CloseChallenges(), NextRound()]
    return actions


def _said(reason: Reason | None) -> str | None:
    return None if reason is None else str(reason)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 4),
    ruleset=st.sampled_from(sorted(RULESETS)),
    moves=st.integers(0, 2**32 - 1),
)
def test_a_views_answers_are_the_games(seed: int, players: int, ruleset: str, moves: int) -> None:
    rules, checker = RULESETS[ruleset]
    players = min(players, rules.max_players)
    game = Game.new(NAMES[:players], checker=checker, rules=rules, seed=game_seed(rules, seed))
    rng = random.Random(moves)
    tally = Tally(ledgers=[SeatLedger() for _ in range(players)])
    asked = 0
    for _ in range(400):
        if game.is_over:
            break
        for seat in range(players):
            view = game.view(seat)
            for action in _candidates(game, seat, rng):
                assert _said(view.why_not(action, game.checker)) == game.why_not(action), action
                asked += 1
            assert {*view.legal_moves} == {
                a for a in _candidates(game, seat, rng) if _one_key(a) and game.can(a)
            }
        play_turn_part(game, rng, tally)
    assert asked > 50


def _one_key(action: Action) -> bool:
    return isinstance(action, Draw | Discard | CloseChallenges | NextRound)


def test_without_a_checker_the_view_leaves_the_dictionary_to_the_game() -> None:
    rules, _ = RULESETS["checked-even"]
    game = Game.new(["Ann", "Bob"], checker=WordSet(["zzzz"]), rules=rules, seed=1)
    seat = game.current
    game.apply(Draw(seat, Source.DRAW_PILE))
    hand = game.hand(seat)
    word = Word(hand[:2])
    view = game.view(seat)
    assert view.why_not_word(word) is None
    assert view.why_not_word(word, game.checker) == Reason(
        "word_not_in_dictionary", {"word": word.text.upper()}
    )
    assert game.why_not_word(word) == str(view.why_not_word(word, game.checker))
