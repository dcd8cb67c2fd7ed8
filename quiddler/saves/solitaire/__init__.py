"""Solitaire's two files in the data folder, and the autosave a front end keeps them by.

* :mod:`.saved_game` — the game in play, ``solitaire-game.json``: the deal and the actions,
  written after every action, offered again next time (:class:`SavedSolitaire`).
* :mod:`.record` — the player's record, ``solitaire.json``: every finished game, and the figures
  computed from them (:class:`SolitaireStats`).
* :mod:`.table_lock` — :func:`~.table_lock.lock_solitaire`: one window on the table at a time,
  taken before the first screen (it loads no msgspec).
* :mod:`.autosave` — :class:`SolitaireAutosave`, the one object the solitaire screen calls: it
  saves the game on the table, offers and restores the one left unfinished, and records the
  finished game (or takes it back out when its last word is undone).

Each name loads from its module the first time it is used (PEP 562).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.saves.solitaire.autosave import SolitaireAutosave
    from quiddler.saves.solitaire.record import (
        RECORD_FILE,
        GameResult,
        LoadedRecord,
        RecordError,
        SolitaireStats,
        add_result,
        format_stats,
        load_record,
        record_path,
        result_of,
        save_record,
        withdraw_result,
    )
    from quiddler.saves.solitaire.saved_game import (
        SOLITAIRE_FILE,
        SOLITAIRE_FORMAT,
        SOLITAIRE_VERSION,
        LoadedSolitaire,
        SavedSolitaire,
        SolitaireData,
        load_solitaire,
        remove_solitaire,
        save_solitaire,
        set_solitaire_aside,
        solitaire_path,
    )

__all__ = [
    "SolitaireAutosave",
    "RECORD_FILE",
    "GameResult",
    "LoadedRecord",
    "RecordError",
    "SolitaireStats",
    "add_result",
    "format_stats",
    "load_record",
    "record_path",
    "result_of",
    "save_record",
    "withdraw_result",
    "SOLITAIRE_FILE",
    "SOLITAIRE_FORMAT",
    "SOLITAIRE_VERSION",
    "LoadedSolitaire",
    "SavedSolitaire",
    "SolitaireData",
    "load_solitaire",
    "remove_solitaire",
    "save_solitaire",
    "set_solitaire_aside",
    "solitaire_path",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "SolitaireAutosave": "autosave",
    "RECORD_FILE": "record",
    "GameResult": "record",
    "LoadedRecord": "record",
    "RecordError": "record",
    "SolitaireStats": "record",
    "add_result": "record",
    "format_stats": "record",
    "load_record": "record",
    "record_path": "record",
    "result_of": "record",
    "save_record": "record",
    "withdraw_result": "record",
    "SOLITAIRE_FILE": "saved_game",
    "SOLITAIRE_FORMAT": "saved_game",
    "SOLITAIRE_VERSION": "saved_game",
    "LoadedSolitaire": "saved_game",
    "SavedSolitaire": "saved_game",
    "SolitaireData": "saved_game",
    "load_solitaire": "saved_game",
    "remove_solitaire": "saved_game",
    "save_solitaire": "saved_game",
    "set_solitaire_aside": "saved_game",
    "solitaire_path": "saved_game",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
