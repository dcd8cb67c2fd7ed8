"""Helpers shared by the computer-player tests."""

from __future__ import annotations

from typing import Any

from quiddler.engine import STANDARD, Game, RuleOptions, StackedDeck


def stacked_game(
    hands: list[str], discard: str, draw_pile: str = "", *, checker: Any, rules: RuleOptions = STANDARD
) -> Game:
    """A game dealing ``hands`` (the leader's first) to Ann, Bob, Cy and Di, turning up ``discard``
    and leaving ``draw_pile`` on top of the draw pile."""
    order = StackedDeck.deal_order(hands, discard, draw_pile)
    names = ["Ann", "Bob", "Cy", "Di"][: len(hands)]
    return Game.new(names, checker=checker, seed=0, rules=rules, rng=StackedDeck([order], seed=3))
