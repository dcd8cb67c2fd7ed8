"""One window on the solitaire table: the lock ``quiddler solitaire`` takes before its first screen.

Apart from :mod:`.saved_game` because it is taken before anything is drawn, and that module is
built from msgspec and the engine's solitaire: the lock alone loads neither (the game's file is
read once the deal shows).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from quiddler.i18n import _
from quiddler.saves.common import SaveError
from quiddler.storage.paths import data_dir

if TYPE_CHECKING:
    from quiddler.storage.locks import GameLock

__all__ = ["lock_solitaire"]


def lock_solitaire(folder: Path | None = None) -> GameLock:
    """Keep the solitaire table open in this process only (the game's own lock, on
    ``<data folder>/.solitaire.lock``, gone with the process): there is one solitaire game in
    play, and two windows would each overwrite the other's moves. Raises :class:`SaveError`
    (reason ``"busy"``) in one sentence when another quiddler window has it open."""
    from quiddler.storage.locks import lock_in

    # Not made here if missing: the lock of a table that saves nothing yet (the game is saved,
    # and the folder made, by its first save) must not make the data folder.
    lock = lock_in(data_dir() if folder is None else folder, ".solitaire.lock", create=False)
    if not lock.acquire():
        raise SaveError(
            _("Solitaire is open in another quiddler window: continue it there, or close it there first."),
            reason="busy",
        )
    return lock
