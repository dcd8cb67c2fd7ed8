"""How to deal a solitaire game: a deal's number, the day's deal, or a random one."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import TYPE_CHECKING

from quiddler.engine import new_seed
from quiddler.engine.solitaire.deal import daily_seed
from quiddler.i18n import _

if TYPE_CHECKING:  # the game and its word tools (the solver, the dictionary) load after the first frame
    from quiddler.engine.solitaire import Solitaire
    from quiddler.solitaire.tools import WordTools

__all__ = ["DEAL_NUMBERS", "SolitaireOptions"]

#: New random deals are numbered 1 to DEAL_NUMBERS - 1 (``--seed`` accepts any number).
DEAL_NUMBERS = 1_000_000


@dataclass(frozen=True)
class SolitaireOptions:
    """How to deal: a seed, or the daily deal of a date, or neither (a random seed)."""

    seed: int | None = None
    daily: date | None = None
    #: Continue the game left unfinished at once, without asking (``--resume``).
    resume: bool = False
    #: A random deal's number drawn before the game is dealt (solitaire's first frame shows that
    #: deal while the dictionary opens): dealt like ``seed``, but not a deal the player asked for.
    drawn: int | None = None

    def resolved_seed(self) -> int:
        if self.daily is not None:
            return daily_seed(self.daily)
        if self.seed is not None:
            return self.seed
        if self.drawn is not None:
            return self.drawn
        # A number a player can read out and type again: a million deals are plenty.
        return new_seed(DEAL_NUMBERS)

    def with_deal_drawn(self) -> SolitaireOptions:
        """These options with a random deal's number drawn now, if they name no deal."""
        if self.daily is not None or self.seed is not None or self.drawn is not None:
            return self
        return replace(self, drawn=new_seed(DEAL_NUMBERS))

    def new_game(self, tools: WordTools) -> Solitaire:
        from quiddler.engine.solitaire import Solitaire

        return Solitaire(tools.checker, tools.finder, seed=self.resolved_seed())

    def describe(self, seed: int) -> str:
        """The deal's name for the header: ``daily 2026-11-21`` or ``deal 42`` (its number)."""
        if self.daily is not None:
            return _("daily {day}").format(day=self.daily.isoformat())
        return _("deal {number}").format(number=seed)

    def same_deal(self, seed: int, daily: date | None) -> bool:
        """True if these options ask for that very deal (by its number, or as that day's)."""
        if self.daily is not None:
            return daily == self.daily
        return daily is None and self.seed == seed
