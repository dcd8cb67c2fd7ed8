"""What fixes a game before its first action: the players, the rule options and the seed.

In a module of its own (the rules and the deck's size are all it needs) so that a command line or
a setup screen can check a setup (2 to 8 players, distinct names) without loading the whole game.
:mod:`quiddler.engine.game` re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quiddler.engine.cards import DECK_SIZE
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.rules import STANDARD, RuleOptions

__all__ = ["GameSetup"]


@dataclass(frozen=True)
class GameSetup:
    """Everything that fixes a game before its first action: with the actions, it replays it."""

    players: tuple[str, ...]
    rules: RuleOptions = STANDARD
    seed: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        count = len(self.players)
        if not self.rules.min_players <= count <= self.rules.max_players:
            raise InvalidInputError(
                f"{self.rules.name} Quiddler is for {self.rules.min_players} to "
                f"{self.rules.max_players} players, not {count}"
            )
        if any(not isinstance(name, str) for name in self.players):
            raise InvalidInputError("every player's name must be text")
        if any(not name.strip() for name in self.players):
            raise InvalidInputError("every player needs a name")
        if len({name.strip().casefold() for name in self.players}) != count:
            raise InvalidInputError("two players have the same name; give everyone a different one")
        if count * (max(self.rules.hand_sizes) + 1) + 1 > DECK_SIZE:
            raise InvalidInputError("the deck has too few cards for so many players and such hands")

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "rules": self.rules.to_dict(), "seed": self.seed}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSetup:
        try:
            return cls(
                players=tuple(str(name) for name in data["players"]),
                rules=RuleOptions.from_dict(data["rules"]),
                seed=int(data["seed"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, InvalidInputError):
                raise
            raise InvalidInputError(f"this is not a game setup: {error}") from None
