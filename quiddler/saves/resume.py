"""Reopening a saved game: everything that can go wrong, checked before a screen shows it.

``quiddler play --resume`` and the app's list of unfinished games both come through
:func:`reopen`, so both say the same sentence for the same problem, and the command line can
exit with status 2 before any screen opens:

* the game is open in another window: refused (reason ``busy``), nothing touched;
* a seat is played by a computer level this quiddler does not have (``bot:godlike``): the save
  cannot be played here, so it is moved aside (reason ``unplayable``);
* its dictionary cannot be opened (a ``file:`` list that is gone, an Enchant language that is not
  installed): the game itself is fine, so the save is **kept** where it is (reason
  ``dictionary``) and resumes once the dictionary is back;
* its moves do not replay: moved aside (reason ``unplayable``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from quiddler.engine import Game
from quiddler.engine.ports import WordChecker
from quiddler.i18n import _
from quiddler.players.seats import UnknownLevelError, parse_kind
from quiddler.saves.format import SavedGame, SaveError
from quiddler.saves.store import SaveStore
from quiddler.storage.files import printable
from quiddler.storage.locks import GameLock

__all__ = ["CLOSING_WINDOW_GRACE", "Reopened", "reopen"]

#: Seconds a game open in another window is waited for before "busy": long enough for a closed
#: terminal's quiddler to save and end, short enough not to feel like a hang.
CLOSING_WINDOW_GRACE = 2.0


@dataclass
class Reopened:
    """A saved game rebuilt and open in this process (its ``lock`` held until the game is left)."""

    saved: SavedGame
    game: Game
    checker: WordChecker
    lock: GameLock


def reopen(
    store: SaveStore,
    saved: SavedGame,
    open_dictionary: Callable[[str], WordChecker],
    *,
    levels: Collection[str],
) -> Reopened:
    """Lock, check and replay ``saved``; raises :class:`SaveError` with one sentence (see above).

    A window closed a moment ago may still be writing its last move: the lock is waited for
    briefly (:data:`CLOSING_WINDOW_GRACE`), and the save is read again once it is held, so the game
    replayed is the one on disk now, not the one read before.
    """
    lock = store.lock(saved.game_id, wait=CLOSING_WINDOW_GRACE)
    try:
        saved = store.load(saved.game_id)
        unknown = [kind for kind in saved.seats if not _known(kind, levels)]
        if unknown:
            level = parse_kind(unknown[0], levels=None)
            raise store.set_aside(
                saved.game_id,
                SaveError(
                    _("a seat is played by a computer level this quiddler does not have ({level})").format(
                        level=repr(level)
                    ),
                    reason="unplayable",
                ),
            )
        try:
            checker = open_dictionary(saved.dictionary)
        except Exception as error:  # the dictionary package words its own errors for players
            detail = str(error).rstrip(".") or _("it could not be opened")
            raise SaveError(
                _(
                    "The saved game {id} needs the dictionary {dictionary}, which cannot be opened here "
                    "({detail}); the game is kept: resume it once the dictionary is back, or delete it "
                    "from the list of unfinished games."
                ).format(id=saved.game_id, dictionary=repr(printable(saved.dictionary)), detail=detail),
                reason="dictionary",
            ) from None
        game = store.restore(saved, checker)
    except BaseException:
        if store.path_of(saved.game_id).exists():
            lock.release()
        else:
            lock.forget()  # moved aside: no game of that id is left to lock
        raise
    return Reopened(saved, game, checker, lock)


def _known(kind: str, levels: Collection[str]) -> bool:
    """True if a seat of ``kind`` can be played here (a person, or a level in ``levels``)."""
    try:
        parse_kind(kind, levels=levels)
    except UnknownLevelError:
        return False
    return True
