"""``quiddler replay [GAME] [--json]``: a finished game again, move by move, every hand face up.

Without ``--json`` it opens the replay screen (→ ← a move, ↓ ↑ a round, Home End, ``p`` plays
it at the pace chosen with + and −); with ``--json`` it prints every move with each seat's hand
after it (see :mod:`quiddler.stats.replay`).

A paper game kept by ``quiddler score`` replays too, round by round (:mod:`quiddler.stats.paper`).
Played games and score sheets take their ids from the same generator, so an id names one or the
other; the command looks in both. Should an id name both, the played game is shown and a sentence
says so (``--paper`` shows the sheet).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from quiddler.cli import UsageError
from quiddler.i18n import _

__all__ = ["register", "run"]


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "replay",
        help=_("watch a finished game again, move by move, every hand face up"),
        description=_(
            "Open a finished game move by move with every hand face up: → and ← one move, ↓ and ↑ "
            "one round, Home and End, p plays it at the pace chosen with + and −."
        ),
    )
    parser.add_argument(
        "game_id",
        nargs="?",
        metavar="GAME_ID",
        help=_("a game id from 'quiddler history', a paper game's too (default: the latest)"),
    )
    parser.add_argument(
        "--paper",
        action="store_true",
        help=_("replay the score sheet with this id even if a played game has the same id"),
    )
    parser.add_argument(
        "--json", action="store_true", help=_("print every move with each seat's hand after it, as JSON")
    )
    parser.set_defaults(run=run)


def _latest_is_paper() -> str | None:
    """The id of the latest finished paper game when it is newer than the latest played game."""
    from quiddler.saves import SaveStore
    from quiddler.scoresheet import SheetStore

    sheets = SheetStore().finished()
    if not sheets:
        return None
    played = SaveStore().history()
    if played and played[0].updated_at >= sheets[0].updated_at:
        return None
    return sheets[0].sheet_id


def _paper_latest() -> Any:
    from quiddler.scoresheet import SheetStore

    sheets = SheetStore().finished()
    if not sheets:
        raise UsageError(_("There is no finished paper game yet: keep one with 'quiddler score'."))
    return _paper(sheets[0].sheet_id)


def _paper(sheet_id: str) -> Any:
    from quiddler.commands.score import _load
    from quiddler.stats.paper import paper_replay

    return paper_replay(_load(sheet_id).sheet, sheet_id)


def _played(game_id: str | None) -> Any:
    from quiddler.commands.review import _finished
    from quiddler.saves import SaveError
    from quiddler.stats.finished import coach_review
    from quiddler.stats.replay import replay_of

    none_yet = _(
        "there are no finished games to replay yet: play one with 'quiddler play' or keep a score sheet"
    )
    _store, saved = _finished(game_id, none_yet=none_yet)
    try:
        return replay_of(saved, coach_review(saved))
    except SaveError as error:
        raise UsageError(
            _("The finished game {id} cannot be replayed: {error}.").format(
                id=saved.game_id, error=str(error).rstrip(".")
            )
        ) from None


def _replay(game_id: str | None, paper: bool) -> Any:
    """The played game or the paper game ``game_id`` names (the latest of either without one)."""
    from quiddler.saves import SaveError, SaveStore

    if game_id is None:
        if paper:
            return _paper_latest()
        latest = _latest_is_paper()
        return _paper(latest) if latest is not None else _played(None)
    if paper:
        return _paper(game_id)
    from quiddler.commands.review import is_a_score_sheet

    if not is_a_score_sheet(game_id):
        return _played(game_id)
    try:
        SaveStore().load_finished(game_id)
    except SaveError:
        return _paper(game_id)
    print(
        _(
            "Both a played game and a paper game have the id {id}: this is the played game; "
            "'quiddler replay {id} --paper' shows the paper game."
        ).format(id=game_id),
        file=sys.stderr,
    )
    return _played(game_id)


def run(args: argparse.Namespace) -> int:
    replay = _replay(args.game_id, args.paper)
    if args.json:
        print(json.dumps(replay.to_json(), ensure_ascii=False, indent=1))
        return 0
    from quiddler.cli import require_terminal

    require_terminal("replay")
    from quiddler.tui.screens.replay import ReplayApp

    ReplayApp(replay).run()
    return 0
