"""A match looked back on: each decision with the view its seat made it on.

The replay itself is the engine's (:class:`~quiddler.engine.replay.Replay`, which the coach uses
too); this module reads each step as a decision: whose it was and what that seat could see.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from quiddler.engine import Action, Challenge, Game, Record, SeatView
from quiddler.engine.replay import Replay

__all__ = ["Decision", "actor", "decisions"]


@dataclass(frozen=True)
class Decision:
    """One action of a finished (or unfinished) match, with the view its seat decided it on."""

    seat: int | None
    view: SeatView | None
    action: Action
    record: Record


def actor(action: Action) -> int | None:
    """The seat whose decision ``action`` is (None for closing a window or dealing a round)."""
    if isinstance(action, Challenge):
        return action.challenger
    seat: int | None = getattr(action, "seat", None)
    return seat


def decisions(game: Game, seat: int | None = None) -> Iterator[Decision]:
    """Every action of ``game`` so far (or ``seat``'s only) with the view its seat decided it on,
    replayed from the setup (the view of a challenge is the challenger's; closing a window and
    dealing a round have no seat and no view)."""
    replayed = Replay(game.setup, game.actions, game.checker)
    for action, record in zip(replayed.steps(), game.records, strict=True):
        who = actor(action)
        if seat is None or who == seat:
            view = replayed.game.view(who) if who is not None else None
            yield Decision(who, view, action, record)
