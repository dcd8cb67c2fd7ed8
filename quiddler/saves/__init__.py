"""Saves, resume and history: nothing is lost when a game is interrupted.

The app wires it in with a few lines::

    from quiddler.saves import Autosave, SaveError, SaveStore, install_signal_handlers

    store = SaveStore()                                  # the user's data folder
    autosave = Autosave.start(store, game, seats=("human", "bot:hard"), dictionary="en")
    autosave.update(game)                                # after every action; at game over it
                                                         # moves the game to the history
    for saved in store.unfinished(): ...                 # offer to resume, newest first
    reopened = reopen(store, store.load(game_id), open_dictionary, levels=LEVELS)
    # ^ SaveError: one sentence (a damaged file set aside, a game open in another window refused)
    autosave = Autosave.resume(store, reopened.saved, reopened.lock)

Underneath, :class:`SavedGame` is the file's content and :class:`SaveStore` its folder
(``store.save(saved)``, ``store.finish(saved)``, ``store.history()``).

The file format is documented in :mod:`quiddler.saves.format`; why a crash cannot leave a broken
file, in :mod:`quiddler.storage.atomic` and :mod:`quiddler.saves.signals`.

Importing the package is quick: each name loads from its module the first time it is used
(PEP 562), so the signal handlers (:mod:`quiddler.saves.signals`) cost nothing at start-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.saves.autosave import Autosave
    from quiddler.saves.common import SaveError
    from quiddler.saves.format import FORMAT, FORMAT_VERSION, Progress, SavedGame
    from quiddler.saves.resume import Reopened, reopen
    from quiddler.saves.signals import CAUGHT_SIGNALS, install_signal_handlers, save_on_signals
    from quiddler.saves.store import GameLock, SaveStore

__all__ = [
    "Autosave",
    "FORMAT",
    "FORMAT_VERSION",
    "Progress",
    "SavedGame",
    "SaveError",
    "SaveStore",
    "GameLock",
    "Reopened",
    "reopen",
    "CAUGHT_SIGNALS",
    "install_signal_handlers",
    "save_on_signals",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "Autosave": "autosave",
    "FORMAT": "format",
    "FORMAT_VERSION": "format",
    "Progress": "format",
    "SavedGame": "format",
    "SaveError": "common",
    "CAUGHT_SIGNALS": "signals",
    "install_signal_handlers": "signals",
    "save_on_signals": "signals",
    "SaveStore": "store",
    "GameLock": "store",
    "Reopened": "resume",
    "reopen": "resume",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
