"""``quiddler review [GAME_ID]``: the points each person left on the table in a finished game.

The game is read from the history (``quiddler history`` lists the ids; with no id, the game
finished last), replayed through the engine with its own dictionary and rules, and reviewed by
:mod:`quiddler.coach`: for each round and person, the best arrangement of their final hand
against what they laid, and the turns where another draw or discard was better, judged only with
what they could see then. ``--json`` prints the same as one JSON object. Computer seats are left
out unless ``--computers``; ``--player NAME`` reviews one person only (their cards, nobody
else's).

An unknown id, a game that is not finished and a damaged file are each one sentence and exit
status 2 (a damaged file is moved aside, as ``quiddler history`` does).
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
        "review",
        help=_("the points each player left on the table in a finished game"),
        description=_(
            "Review a finished game: for each round and player, the best arrangement of the final "
            "hand against what was laid, and the turns where another draw or discard was better (judged only "
            "with what the player could see then). 'quiddler history' lists the games."
        ),
    )
    parser.add_argument(
        "game_id",
        nargs="?",
        metavar="GAME_ID",
        help=_("a game id from 'quiddler history' (default: the latest)"),
    )
    parser.add_argument("--json", action="store_true", help=_("print the review as one JSON object"))
    parser.add_argument(
        "--player", metavar="NAME", help=_("review only this player (their cards, nobody else's)")
    )
    parser.add_argument("--computers", action="store_true", help=_("review computer players' seats too"))
    parser.add_argument(
        "--summary",
        action="store_true",
        help=_("only the points left on the table, the biggest misses and totals"),
    )
    parser.set_defaults(run=run)


def _finished(game_id: str | None, *, none_yet: str | None = None) -> Any:
    """The finished game ``game_id`` (or the latest), or :class:`UsageError` with one sentence;
    ``none_yet``: that sentence when there is no finished game at all (the command's own words)."""
    from quiddler.saves import SaveError, SaveStore

    store = SaveStore()
    if game_id is None:
        games = store.history()
        if not games:
            raise UsageError(
                none_yet or _("there are no finished games to review yet: play one with 'quiddler play'")
            )
        return store, games[0]
    try:
        return store, store.load_finished(game_id)
    except SaveError as error:
        if error.reason != "missing":
            raise UsageError(str(error)) from None
    try:
        unfinished = store.path_of(game_id).is_file()
    except SaveError as error:
        raise UsageError(str(error)) from None
    if unfinished:
        raise UsageError(
            _(
                "the game {id} is not finished yet: finish it first ('quiddler play --resume {id}'); "
                "only finished games can be reviewed"
            ).format(id=game_id)
        )
    if is_a_score_sheet(game_id):
        raise UsageError(
            _(
                "{id} is a paper game's score sheet: the coach reviews only games played here, "
                "where every hand is known ('quiddler replay {id}' shows the sheet round by round)"
            ).format(id=game_id)
        )
    raise UsageError(
        _("there is no finished game {id}: 'quiddler history' lists the finished games and their ids").format(
            id=repr(game_id)
        )
    )


def is_a_score_sheet(game_id: str) -> bool:
    """Whether ``game_id`` names a score sheet of ``quiddler score``: ``quiddler history`` lists a
    finished one beside the played games, so its id is offered to this command too."""
    from quiddler.saves import SaveError
    from quiddler.scoresheet import SheetStore

    try:
        return SheetStore().path_of(game_id).is_file()
    except (SaveError, OSError):
        return False


def run(args: argparse.Namespace) -> int:
    from quiddler.coach import as_dict, game_text, review_actions
    from quiddler.dictionary import DictionaryError, open_checker
    from quiddler.saves import SaveError
    from quiddler.solver import index_for
    from quiddler.storage.files import printable

    store, saved = _finished(args.game_id)
    seats: list[int] | None = None
    if args.player is not None:
        wanted = args.player.strip().casefold()
        seats = [seat for seat, name in enumerate(saved.players) if name.casefold() == wanted]
        if not seats:
            names = ", ".join(saved.players)
            raise UsageError(
                _("nobody called {name} played in the game {id} (it was {names})").format(
                    name=repr(args.player), id=saved.game_id, names=names
                )
            )
    rules = saved.setup.rules
    try:
        # with the game's family filter: the review never suggests a word the game's hints would not
        checker = open_checker(saved.dictionary, rules, saved.family)
    except DictionaryError as error:
        raise UsageError(
            _(
                "the game {id} was played with the dictionary "
                "{dictionary}, which cannot be opened here ({error})"
            ).format(id=saved.game_id, dictionary=repr(saved.dictionary), error=str(error).rstrip("."))
        ) from None
    try:
        store.restore(saved, checker)  # checks that the moves replay and agree with the scores
    except SaveError as error:
        raise UsageError(str(error)) from None
    review = review_actions(
        saved.setup,
        saved.actions,
        saved.replay_checker(checker),
        index_for(checker),
        seats,
        seat_kinds=saved.seats,
        computers=args.computers or args.player is not None,
    )
    if args.json:
        data = {"game_id": saved.game_id, **as_dict(review)}
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    title = _("Review of the game {id} ({players}; {rules})").format(
        id=saved.game_id, players=", ".join(saved.players), rules=rules.title
    )
    body = game_text(review, subtract_unused=rules.subtract_unused, rounds=not args.summary)
    if not review.seats:
        body = body.rstrip(".") + " " + _("(add --computers to review them).")
    for line in [title, "", *body.splitlines()]:
        print(printable(line))
    sys.stdout.flush()
    return 0
