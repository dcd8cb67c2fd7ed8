"""Who plays a seat: a person, or a computer player of a level.

A :class:`Seat` is the one way the program says it, from the setup screen and the command line
to the match and back. Files spell a seat's kind ``"human"`` or ``"bot:<level>"`` (the save
format, ``players.json``); :attr:`Seat.kind` writes that spelling and :func:`parse_kind` reads
it, the one place a seat kind is validated. It lives here, beside the computer levels, so that
the saves (which read and write the spelling) and the match layer (which seats the players) share
it without either importing the other.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason
from quiddler.i18n import _
from quiddler.players.base import LEVELS

__all__ = ["HUMAN", "Seat", "UnknownLevelError", "parse_kind"]

#: The kind of a seat played by a person, as files spell it.
HUMAN = "human"
_BOT = "bot:"
#: The form of a computer seat's kind: what a file may hold, whether or not this quiddler has the level.
_KIND = re.compile(r"^bot:[a-z0-9_-]{1,30}$")


class UnknownLevelError(InvalidInputError):
    """A computer level that does not exist (here)."""


def _levels_text(levels: Collection[str]) -> str:
    return ", ".join(levels)


def parse_kind(kind: object, *, levels: Collection[str] | None = LEVELS) -> str | None:
    """The level a seat kind names (``"bot:hard"`` → ``"hard"``), or None for a person (``"human"``).

    Raises :class:`InvalidInputError` (one sentence) when ``kind`` is not a seat kind at all, and
    :class:`UnknownLevelError` when it names a level not in ``levels``; with ``levels`` None any
    well-formed level is accepted (a save listing a level another quiddler has is still a save).
    """
    if kind == HUMAN:
        return None
    if not isinstance(kind, str) or not _KIND.match(kind):
        raise InvalidInputError(
            Reason("not_a_seat_kind", {"kind": repr(kind), "levels": _levels_text(levels or LEVELS)})
        )
    level = kind[len(_BOT) :]
    if levels is not None and level not in levels:
        raise UnknownLevelError(Reason("no_such_level", {"kind": repr(kind), "levels": _levels_text(levels)}))
    return level


@dataclass(frozen=True)
class Seat:
    """One seat at the table: the player's name, and the computer level that plays it (None: a person)."""

    name: str
    level: str | None = None

    @classmethod
    def person(cls, name: str) -> Seat:
        return cls(name)

    @classmethod
    def computer(cls, name: str, level: str) -> Seat:
        return cls(name, level)

    @classmethod
    def from_kind(cls, name: str, kind: str, *, levels: Collection[str] | None = LEVELS) -> Seat:
        """The seat a file describes (``"human"`` or ``"bot:<level>"``); see :func:`parse_kind`."""
        return cls(name, parse_kind(kind, levels=levels))

    @property
    def is_person(self) -> bool:
        return self.level is None

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    @property
    def kind(self) -> str:
        """The seat's kind as files spell it: ``"human"`` or ``"bot:<level>"``."""
        return HUMAN if self.level is None else f"{_BOT}{self.level}"

    def with_level(self, level: str | None) -> Seat:
        """The same player, played by the computer at ``level`` (or by a person: None)."""
        return Seat(self.name, level)

    def describe(self) -> str:
        if self.level is None:
            return self.name
        return _("{name} (computer, {level})").format(name=self.name, level=self.level)
