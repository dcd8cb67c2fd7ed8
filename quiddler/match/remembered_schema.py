"""The schema of ``players.json`` (:mod:`quiddler.match.remembered`): types and ranges a file must
meet to be used.

Its own module because it is built from msgspec: ``quiddler play`` looks for the file before its
first screen, and a first start (no file yet) then loads neither this module nor msgspec.
"""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

from quiddler.match.remembered import VERSION
from quiddler.saves.schema import MAX_PLAYERS, PlayerName, RulesData, SeatKind, Seed

__all__ = ["RememberedData", "RememberedSeat"]


class RememberedSeat(Struct):
    name: PlayerName
    kind: SeatKind = "human"


class RememberedData(Struct):
    seats: Annotated[list[RememberedSeat], Meta(min_length=1, max_length=MAX_PLAYERS)]
    rules: RulesData
    preset: Annotated[str, Meta(pattern=r"^[A-Za-z0-9 _-]{1,40}$")] = "standard"
    dictionary: Annotated[str, Meta(min_length=1, max_length=4200)] | None = None
    seed: Seed | None = None
    version: Annotated[int, Meta(ge=1)] = VERSION
    family: Literal["on", "off", "strict"] = "on"
