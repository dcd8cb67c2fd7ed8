"""Saves, replays and logs (issue 2), and what one seat may see (the view, redaction)."""

from __future__ import annotations

import dataclasses
import json
from enum import Enum
from typing import Any

import pytest

from quiddler.engine import (
    Action,
    Card,
    Challenge,
    CloseChallenges,
    Discard,
    Draw,
    Drew,
    Game,
    GameSetup,
    GoOut,
    IllegalActionError,
    InvalidInputError,
    LayDown,
    NextRound,
    Phase,
    SeatView,
    Source,
    Word,
    action_from_dict,
    action_to_dict,
    redact,
)

from .helpers import WORDS, AcceptAll, finish_round, stacked_game, w


def played_game() -> Game:
    """A seeded 3-player game two rounds in, stopped inside a challenge window."""
    game = Game.new(["Ann", "Bob", "Cy"], checker=WORDS, seed=21)
    finish_round(game)
    game.next_round()
    for _ in range(4):
        seat = game.current
        game.draw(seat, Source.DISCARD_PILE if seat == 1 else Source.DRAW_PILE)
        game.discard(seat, game.hand(seat)[0])
    seat = game.current
    game.draw(seat)
    hand = game.hand(seat)
    game.go_out(seat, [Word(hand[:2]), Word(hand[2:-1])], hand[-1])
    game.challenge((seat + 1) % 3, seat, 0)
    return game


# ------------------------------------------------------------------ saving and replaying


def as_json(game: Game) -> dict[str, Any]:
    """The game's setup and actions as a save file holds them (``quiddler.saves`` embeds them)."""
    data = {"setup": game.setup.to_dict(), "actions": [action_to_dict(a) for a in game.actions]}
    return json.loads(json.dumps(data))


def replayed(data: dict[str, Any]) -> Game:
    actions = [action_from_dict(item) for item in data["actions"]]
    return Game.replay(GameSetup.from_dict(data["setup"]), WORDS, actions)


def test_setup_and_actions_through_json_reproduce_the_same_state() -> None:
    game = played_game()
    again = replayed(as_json(game))
    assert again.snapshot() == game.snapshot()
    assert again.records == game.records
    # …and both go on identically, shuffles included.
    for copy in (game, again):
        copy.close_challenges()
        while copy.is_final_turn:
            copy.draw(copy.current)
            copy.lay_down(copy.current, [], copy.hand(copy.current)[0])
        copy.next_round()
    assert again.snapshot() == game.snapshot()


def test_replay_from_setup_and_actions() -> None:
    game = played_game()
    again = Game.replay(game.setup, WORDS, game.actions)
    assert again.snapshot() == game.snapshot()
    assert GameSetup.from_dict(game.setup.to_dict()) == game.setup


def test_every_applied_action_is_kept_as_a_record_whose_action_replays_it() -> None:
    game = played_game()
    kinds = {type(record).__name__ for record in game.records}
    assert kinds >= {
        "Drew",
        "Discarded",
        "WentOut",
        "LaidDown",
        "ChallengesClosed",
        "RoundStarted",
        "Challenged",
    }
    assert [record.action for record in game.records] == game.actions


@pytest.mark.parametrize(
    "action",
    [Draw(1, Source.DISCARD_PILE), Draw(0), Discard(2, Card.QU), GoOut(0, (w("qu-i-z"),), Card.M),
     LayDown(1, (), Card.A), LayDown(1, (w("t-o"), w("a-t")), Card.TH), Challenge(2, 0, 1),
     CloseChallenges(), NextRound()],
)  # fmt: skip
def test_actions_round_trip_through_json(action: Action) -> None:
    data = json.loads(json.dumps(action_to_dict(action)))
    assert action_from_dict(data) == action


@pytest.mark.parametrize(
    "data",
    [{}, {"kind": "fly"}, {"kind": "draw", "seat": 0, "source": "sky"}, {"kind": "discard", "seat": 0},
     {"kind": "discard", "seat": 0, "card": 5},
     {"kind": "go_out", "seat": 0, "words": [["zz"]], "discard": "a"},
     {"kind": "challenge", "challenger": "x", "seat": 0, "word_index": 0}],
)  # fmt: skip
def test_bad_action_data_is_refused_with_a_sentence(data: dict[str, Any]) -> None:
    with pytest.raises(InvalidInputError, match="not a Quiddler action"):
        action_from_dict(data)


def test_actions_that_do_not_replay_and_bad_setups_are_refused_with_a_sentence() -> None:
    good = as_json(played_game())
    broken = {**good, "actions": [*good["actions"][:3], {"kind": "draw", "seat": 2, "source": "draw"}]}
    with pytest.raises(IllegalActionError, match="turn"):
        replayed(broken)
    for bad in ({}, {"players": ["A"]}, {**good["setup"], "players": ["Ann"]}):
        with pytest.raises(InvalidInputError):
            GameSetup.from_dict(bad)


def test_the_same_seed_gives_the_same_game() -> None:
    one = Game.new(["Ann", "Bob"], checker=WORDS, seed=99)
    two = Game.new(["Ann", "Bob"], checker=WORDS, seed=99)
    other = Game.new(["Ann", "Bob"], checker=WORDS, seed=100)
    assert one.snapshot() == two.snapshot()
    assert one.draw_pile != other.draw_pile


def test_a_game_without_a_seed_keeps_the_seed_it_drew() -> None:
    game = Game.new(["Ann", "Bob"], checker=WORDS)
    again = Game.new(["Ann", "Bob"], checker=WORDS, seed=game.setup.seed)
    assert again.snapshot() == game.snapshot()


# ------------------------------------------------------------------ what a seat may see


def reachable(value: Any, seen: set[int] | None = None) -> list[Any]:
    """Every object reachable from ``value`` through dataclass fields, tuples, lists and dicts."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, str | int | float | bool | type(None) | Enum):
        return [value]
    seen.add(id(value))
    found = [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            found += reachable(getattr(value, item.name), seen)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            found += reachable(item, seen)
    elif isinstance(value, dict):
        for key, item in value.items():
            found += reachable(key, seen) + reachable(item, seen)
    return found


def secret_game() -> Game:
    """Ann's hand is ordinary; Bob's, Cy's and the draw pile's top hold cards nobody else shows."""
    return stacked_game(["Ann", "Bob", "Cy"], ["t o p", "z j x", "q v w"], "e", "k k b")


def test_seat_view_holds_no_reference_to_the_game() -> None:
    game = secret_game()
    game.draw(0)
    view = game.view(0)
    objects = reachable(view)
    assert not any(isinstance(obj, Game) for obj in objects)
    assert not any(isinstance(obj, list) for obj in objects)  # only frozen tuples, nothing shared
    assert all(obj is not game.checker for obj in objects)
    for item in dataclasses.fields(view):
        value = getattr(view, item.name)
        assert not callable(value), item.name


def test_seat_view_hides_other_hands_and_the_draw_pile_order() -> None:
    game = secret_game()
    game.draw(0)  # Ann draws a K blind
    game.discard(0, Card.T)
    game.draw(1)  # Bob draws the other K blind
    view = game.view(0)
    cards_seen = {obj for obj in reachable(view) if isinstance(obj, Card)}
    assert cards_seen == {Card.T, Card.O, Card.P, Card.K, Card.E}
    assert not cards_seen & {Card.Z, Card.J, Card.X, Card.Q, Card.V, Card.W, Card.B}
    assert view.hand == game.hand(0)
    assert view.hand_counts == (3, 4, 3)
    assert view.draw_count == len(game.draw_pile)
    assert view.discard_pile == game.discard_pile and view.discard_top is Card.T
    names = {item.name for item in dataclasses.fields(SeatView)}
    assert "draw_pile" not in names and "hands" not in names


def test_seat_view_is_a_detached_frozen_copy() -> None:
    game = secret_game()
    view = game.view(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    game.draw(0)
    assert view.phase.value == "draw" and view.hand_counts == (3, 3, 3)
    assert game.view(1) != view


def test_seat_view_says_whose_turn_and_the_final_turn() -> None:
    game = secret_game()
    assert game.view(0).is_my_turn and not game.view(1).is_my_turn
    game.draw(0)
    game.go_out(0, [w("t-o-p")], Card.K)
    game.close_challenges()
    view = game.view(1)
    assert view.is_my_turn and view.is_final_turn and view.went_out == 0
    assert view.final_turns_left == (1, 2)
    assert view.table[0][0].word == w("t-o-p")
    assert view.laid_down == (True, False, False)
    assert view.player_count == 3


def test_redact_hides_blind_draws_of_other_seats() -> None:
    game = secret_game()
    blind = game.draw(0)
    game.discard(0, Card.T)
    open_draw = game.draw(1, Source.DISCARD_PILE)
    assert blind.card is Card.K and open_draw.card is Card.T
    assert redact(blind, 0) == blind  # your own draw
    hidden = redact(blind, 1)
    assert isinstance(hidden, Drew) and hidden.card is None and hidden.seat == 0
    assert redact(blind, None).card is None  # a spectator sees no blind draw
    assert redact(open_draw, 2) == open_draw  # a card from the discard pile was face up
    log = game.view(2).round_log
    assert [getattr(record, "card", "-") for record in log] == [None, Card.T, Card.T]


def test_seat_view_of_a_seat_not_at_the_table_is_refused() -> None:
    with pytest.raises(InvalidInputError):
        secret_game().view(3)


def test_the_views_of_a_whole_game_never_show_another_hand() -> None:
    game = Game.new(["Ann", "Bob", "Cy", "Di"], checker=AcceptAll(), seed=8)
    while not game.is_over:
        for seat in range(4):
            view = game.view(seat)
            assert view.hand == game.hand(seat)
            assert view.hand_counts == tuple(len(game.hand(s)) for s in range(4))
            for record in view.round_log:
                if isinstance(record, Drew) and record.source is Source.DRAW_PILE:
                    assert (record.card is None) == (record.seat != seat)
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
        elif game.phase is Phase.CHALLENGE:
            game.close_challenges()
        elif game.is_final_turn:
            game.draw(game.current)
            game.lay_down(game.current, [], game.hand(game.current)[0])
        elif game.turns_taken(game.current) < 2:
            game.draw(game.current)
            game.discard(game.current, game.hand(game.current)[-1])
        else:
            game.draw(game.current)
            hand = game.hand(game.current)
            game.go_out(game.current, [Word(hand[:-1])], hand[-1])
