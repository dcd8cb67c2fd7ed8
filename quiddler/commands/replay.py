"""``quiddler replay [GAME] [--json]``: a finished game again, move by move, every hand face up.

Without ``--json`` it opens the replay screen (→ ← a move, ↓ ↑ a round, Home End, ``p`` plays
it at the pace chosen with + and −); with ``--json`` it prints every move with each seat's hand
after it (see :mod:`quiddler.stats.replay`).
"""

from __future__ import annotations

import argparse
import json
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
        help=_("a game id from 'quiddler history' (default: the latest)"),
    )
    parser.add_argument(
        "--json", action="store_true", help=_("print every move with each seat's hand after it, as JSON")
    )
    parser.set_defaults(run=run)


def _review(saved: Any) -> Any:
    """The coach's review of every seat (None when the game's dictionary cannot be opened here:
    the replay is shown without the coach's notes)."""
    from quiddler.coach import review_actions
    from quiddler.dictionary import DictionaryError, for_rules, open_dictionary
    from quiddler.dictionary.family import with_family
    from quiddler.engine import QuiddlerError
    from quiddler.solver import index_for

    try:
        checker = with_family(for_rules(open_dictionary(saved.dictionary), saved.setup.rules), saved.family)
        return review_actions(
            saved.setup,
            saved.actions,
            saved.replay_checker(checker),
            index_for(checker),
            seat_kinds=saved.seats,
            computers=True,
        )
    except (DictionaryError, QuiddlerError):
        return None


def run(args: argparse.Namespace) -> int:
    from quiddler.commands.review import _finished
    from quiddler.saves import SaveError
    from quiddler.stats.replay import replay_of

    _store, saved = _finished(args.game_id)
    try:
        replay = replay_of(saved, _review(saved))
    except SaveError as error:
        raise UsageError(
            _("The finished game {id} cannot be replayed: {error}.").format(
                id=saved.game_id, error=str(error).rstrip(".")
            )
        ) from None
    if args.json:
        print(json.dumps(replay.to_json(), ensure_ascii=False, indent=1))
        return 0
    from quiddler.tui.screens.replay import ReplayApp

    ReplayApp(replay).run()
    return 0
