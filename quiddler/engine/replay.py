"""A game replayed from its setup, action by action: the one replay every look back uses.

A save is reopened, a finished game reviewed (the coach) and a match's decisions listed (each with
the view its seat decided on) by replaying the game's actions through the engine from its setup.
:class:`Replay` is that loop, once: iterate it to see each action just before it is applied to
:attr:`Replay.game` (so the game is as the deciding seat saw it), and hear each record after::

    replayed = Replay(setup, actions, checker)
    for action in replayed.steps(after=lambda record: ...):
        view = replayed.game.view(seat)        # the game just before ``action``
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from quiddler.engine.actions import Action, Record
from quiddler.engine.game import Game
from quiddler.engine.ports import WordChecker
from quiddler.engine.setup import GameSetup
from quiddler.engine.shuffle import Shuffler

__all__ = ["Replay"]


class Replay:
    """``actions`` replayed on a new game dealt from ``setup`` (``rng``: a stacked deck's again)."""

    def __init__(
        self,
        setup: GameSetup,
        actions: Iterable[Action],
        checker: WordChecker,
        rng: Shuffler | None = None,
    ) -> None:
        self.game = Game(setup, checker, rng)
        self._actions = tuple(actions)

    def steps(self, *, after: Callable[[Record], object] | None = None) -> Iterator[Action]:
        """Each action, just before it is applied (the engine's exception if one does not replay);
        ``after`` hears each record once it is."""
        for action in self._actions:
            yield action
            record = self.game.apply(action)
            if after is not None:
                after(record)
