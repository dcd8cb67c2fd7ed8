"""What fixes a game before its first action: the players, the rule options and the seed.

In a module of its own (the rules, the deck's size and the rule for names are all it needs) so
that a command line or a setup screen can check a setup (2 to 8 players, distinct printable
names, a seed that fits a save) without loading the whole game. :mod:`quiddler.engine.game`
re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quiddler.engine.cards import DECK_SIZE
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import STANDARD, RuleOptions

__all__ = ["GameSetup", "MAX_NAME_LENGTH", "MAX_SEED", "name_problem", "name_reason"]

#: The longest player name: it has to fit the table's panels and the score lines.
MAX_NAME_LENGTH = 20
#: Seeds are whole numbers of at most 64 bits (either sign), so a save can always be read back.
MAX_SEED = 2**63 - 1


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None: 1 to 20 printable characters.

    One rule for every name, wherever it comes from (the setup screen, ``--players``, a save, the
    history): a control character would be obeyed by the terminal (an escape sequence can change
    its title or colours), and a long name breaks the table's boxes. The message never repeats
    the unprintable characters themselves.
    """
    reason = name_reason(name)
    return None if reason is None else str(reason)


def name_reason(name: object) -> Reason | None:
    """:func:`name_problem` as a reason (a host sends it to a joining player, who says it in
    their own language)."""
    if not isinstance(name, str):
        return Reason("name_not_text")
    text = name.strip()
    if not text:
        return Reason("name_empty")
    if not text.isprintable():
        return Reason("name_unprintable")
    if len(text) > MAX_NAME_LENGTH:
        return Reason("name_too_long", {"name": text[:MAX_NAME_LENGTH], "count": MAX_NAME_LENGTH})
    return None


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
                Reason(
                    "player_count",
                    {
                        "rules": self.rules.title_reason,
                        "fewest": self.rules.min_players,
                        "most": self.rules.max_players,
                        "count": count,
                    },
                )
            )
        problem = next(filter(None, map(name_reason, self.players)), None)
        if problem is not None:
            raise InvalidInputError(problem)
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or abs(self.seed) > MAX_SEED:
            raise InvalidInputError(Reason("seed_range", {"most": MAX_SEED}))
        if len({name.strip().casefold() for name in self.players}) != count:
            raise InvalidInputError(Reason("same_names"))
        if count * (max(self.rules.hand_sizes) + 1) + 1 + self.rules.round_pile > DECK_SIZE:
            raise InvalidInputError(Reason("deck_too_small"))

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
            raise InvalidInputError(Reason("not_a_setup", {"error": str(error)})) from None
