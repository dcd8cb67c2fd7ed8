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
file, in :mod:`quiddler.saves.atomic` and :mod:`quiddler.saves.signals`.
"""

from quiddler.saves.autosave import Autosave
from quiddler.saves.format import FORMAT, FORMAT_VERSION, Progress, SavedGame, SaveError
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
