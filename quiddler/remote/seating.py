"""Where a hosted game's seat codes are kept, so a host restarted with ``--resume`` takes the same.

One small file per hosted game, next to the saves: ``<data folder>/remote/<game id>.json``, with
the room's name, each remote seat's code and the seats played at the host's keyboard. It is
readable by its owner only (the codes let anyone who has them play those seats), written
atomically like the saves, and removed when the game is filed in the history. The save itself
stays the same file ``quiddler play`` writes and reads.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Annotated

from msgspec import Meta, Struct

__all__ = ["Seating", "seating_path", "save_seating", "load_seating", "forget_seating"]

VERSION = 1


class Seating(Struct, forbid_unknown_fields=True):
    """A hosted game's room name, remote seats' codes (by seat number) and host-keyboard seats."""

    room: Annotated[str, Meta(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_-]+$")]
    codes: dict[int, Annotated[str, Meta(min_length=4, max_length=40)]]
    here: list[int] = []
    version: int = VERSION


def seating_path(root: Path, game_id: str) -> Path:
    return root / "remote" / f"{game_id}.json"


def save_seating(path: Path, seating: Seating) -> None:
    """Write ``seating`` atomically, readable by its owner only."""
    import msgspec

    from quiddler.storage.atomic import write_atomic
    from quiddler.storage.paths import make_folder

    make_folder(path.parent, private=True)
    write_atomic(path, msgspec.json.encode(seating).decode())  # owner only, as every file it writes


def load_seating(path: Path) -> Seating:
    """The seating of a hosted game; raises :class:`~quiddler.storage.files.FileProblem` (one sentence)."""
    from quiddler.storage.files import read_json

    return read_json(path, Seating, limit=64 * 1024, version=VERSION)


def forget_seating(path: Path) -> None:
    from quiddler.storage.atomic import remove

    with contextlib.suppress(OSError):
        remove(path)
