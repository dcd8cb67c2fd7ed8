"""A computer player is handed a SeatView, and nothing reachable from it shows a hidden card.

Two checks: walking the whole object graph of a view finds only frozen plain values (no game, no
mutable list a bot could follow back); and two games that differ only in what seat 0 may not see
(the other hands, the draw pile's order) give seat 0 exactly the same view.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from quiddler.engine import Card, Drew, Game, Source, StackedDeck, WordSet
from quiddler.players import make_player

WORDS = WordSet({"cat", "at", "to", "top", "quiz", "ox"})
SCALARS = (int, str, bool, float, type(None), enum.Enum)


def _walk(value: Any, path: str, seen: set[int]) -> None:
    if isinstance(value, SCALARS):
        return
    if id(value) in seen:
        return
    seen.add(id(value))
    assert not isinstance(value, Game), f"{path} is the game itself"
    if isinstance(value, (tuple, frozenset)):
        for index, item in enumerate(value):
            _walk(item, f"{path}[{index}]", seen)
        return
    assert dataclasses.is_dataclass(value), f"{path} is a {type(value).__name__}, not a frozen value"
    params = type(value).__dataclass_params__  # type: ignore[attr-defined]
    assert params.frozen, f"{path} ({type(value).__name__}) can be changed"
    extra = set(vars(value)) - {f.name for f in dataclasses.fields(value)}
    assert not extra, f"{path} carries more than its fields: {extra}"
    for item in dataclasses.fields(value):
        _walk(getattr(value, item.name), f"{path}.{item.name}", seen)


def _game(other_hand: str, draw_pile: str, *, seed: int) -> Game:
    order = StackedDeck.deal_order(["c a t", other_hand], "o", draw_pile)
    return Game.new(["Ann", "Bob"], checker=WORDS, seed=0, rng=StackedDeck([order], seed=seed))


def test_a_view_holds_only_frozen_values_and_no_game() -> None:
    game = _game("q u z", "x t p", seed=1)
    game.draw(0, Source.DRAW_PILE)
    game.discard(0, Card.X)
    game.draw(1, Source.DRAW_PILE)
    _walk(game.view(0), "view", set())
    _walk(game.view(1), "view", set())


def test_what_seat_zero_cannot_see_does_not_change_its_view() -> None:
    """Other hand and draw pile differ; seat 0's own hand, discard and history are the same."""
    first = _game("q u z", "e t p m", seed=1)
    second = _game("w y k", "i s n l", seed=2)
    for game in (first, second):
        game.draw(0, Source.DISCARD_PILE)  # takes the O: public
        game.discard(0, Card.A)
        game.draw(1, Source.DRAW_PILE)  # blind: hidden from seat 0
    assert first.hand(1) != second.hand(1)
    assert first.draw_pile != second.draw_pile
    assert first.view(0) == second.view(0)


def test_another_seats_blind_draw_is_hidden_in_the_log() -> None:
    game = _game("q u z", "e t p m", seed=1)
    game.draw(0, Source.DRAW_PILE)
    game.discard(0, Card.A)
    game.draw(1, Source.DRAW_PILE)
    (blind,) = [r for r in game.view(0).round_log if isinstance(r, Drew) and r.seat == 1]
    assert blind.card is None
    (own,) = [r for r in game.view(1).round_log if isinstance(r, Drew) and r.seat == 1]
    assert own.card is not None


def test_a_player_decides_from_the_view_alone(en: Any) -> None:
    """Same view, same decision: the player's answer cannot depend on anything hidden."""
    first = _game("q u z", "e t p m", seed=1)
    second = _game("w y k", "i s n l", seed=2)
    for level in ("easy", "medium", "hard", "expert", "greedy"):
        answers = []
        for game in (first, second):
            player = make_player(level, seed=4, dictionary=en)
            answers.append(player.act(game.view(0)))
        assert answers[0] == answers[1], level
