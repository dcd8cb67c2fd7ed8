"""``quiddler solitaire``: the eight-stack game of docs/rules.md §7, its record and a daily deal.

The game is saved after every word; plain ``quiddler solitaire`` offers to continue a game left
unfinished, ``--resume`` continues it at once (or says in one sentence that there is none and
exits with status 2, like ``quiddler play --resume``).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from datetime import date
from typing import Any

from quiddler.commands import add_look_options, look_from_args
from quiddler.i18n import _

__all__ = ["register", "run"]


def _seed(text: str) -> int:
    """A seed is a whole number, 0 or more (argparse turns the error into one sentence)."""
    from quiddler.engine.solitaire.deal import MAX_DEAL  # here: only when a seed is given

    try:
        value = int(text)
    except ValueError:
        said = _("the seed must be a whole number, not {value}")
        raise argparse.ArgumentTypeError(said.format(value=repr(text))) from None
    if value < 0:
        raise argparse.ArgumentTypeError(_("the seed must be 0 or more, not {value}").format(value=value))
    if value > MAX_DEAL:
        raise argparse.ArgumentTypeError(_("the seed must be at most {most}").format(most=MAX_DEAL))
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "solitaire",
        help=_("play solitaire: make words from eight stacks, score the cards left (0 is perfect)"),
        description=_(
            "Quiddler solitaire: eight stacks of six cards, the top one face up. Make words from "
            "the face-up cards until none can be made; your score is the points of the cards left, "
            "and 0 is perfect. Finished games go into your record."
        ),
    )
    parser.add_argument(
        "--seed", type=_seed, metavar="N", help=_("deal the game numbered N (same N, same deal)")
    )
    parser.add_argument(
        "--daily", action="store_true", help=_("deal today's game: the same deal for everyone on this date")
    )
    parser.add_argument("--dictionary", metavar="NAME", help=_("the dictionary that decides words"))
    parser.add_argument(
        "--resume", action="store_true", help=_("continue the game left unfinished, without asking")
    )
    parser.add_argument(
        "--family",
        choices=("on", "off"),
        default="on",
        help=_("family filter: on (default) keeps vulgar and offensive words out of hints; off"),
    )
    parser.add_argument("--stats", action="store_true", help=_("show your solitaire record and exit"))
    add_look_options(parser)
    parser.add_argument(
        "--plain", action="store_true", help=_("play line by line, for a screen reader (see docs/plain.md)")
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError

    if args.stats:
        if args.seed is not None or args.daily or args.dictionary is not None or args.resume:
            raise UsageError(_("--stats only shows the record: leave out the other options"))
        return _show_stats()
    look_from_args(args)  # a bad theme: one sentence before anything is opened
    if args.daily and args.seed is not None:
        raise UsageError(_("--daily deals the day's game, so it cannot be combined with --seed"))
    if args.resume and (args.daily or args.seed is not None):
        raise UsageError(_("--resume continues the game left unfinished: leave out --seed and --daily"))
    from quiddler.storage.paths import ensure_data_dir

    ensure_data_dir()  # the record and the game are kept there: DataFolderError, status 2
    if args.resume:
        _check_saved_game("quiddler solitaire --plain" if args.plain else "quiddler solitaire")
    if args.dictionary is not None:
        _check_dictionary(args.dictionary)
    lock = _lock()  # held while the game is on screen: one window on the solitaire table
    try:
        return _play(args)
    finally:
        lock.release()


def _play(args: argparse.Namespace) -> int:
    """The solitaire app, run; its exit line (the table's lock is held by :func:`run`)."""
    from quiddler.cli import require_terminal

    if args.plain:
        return _play_plain(args)
    require_terminal("solitaire")

    from quiddler.solitaire.options import SolitaireOptions
    from quiddler.tui.solitaire.app import SolitaireApp

    # The deal is the first frame; the dictionary and the saved game open once it is drawn.
    options = SolitaireOptions(seed=args.seed, daily=date.today() if args.daily else None, resume=args.resume)
    app = SolitaireApp(options=options, dictionary=args.dictionary, family=args.family)
    app.use_appearance(**look_from_args(args))
    app.run()
    if app.problem is not None:
        print(f"quiddler solitaire: {app.problem}", file=sys.stderr)
        return 1
    status = app.return_code if isinstance(app.return_code, int) else 0
    screen = app.solitaire
    if status == 0 and screen is not None:
        with contextlib.suppress(OSError):  # the terminal may be gone already
            print(_farewell(screen))
    return status


def _play_plain(args: argparse.Namespace) -> int:
    """``--plain``: the same game, line by line (quiddler.plain.solitaire)."""
    from quiddler.plain.console import Console
    from quiddler.plain.solitaire import PlainSolitaire
    from quiddler.solitaire.match import SolitaireMatch
    from quiddler.solitaire.opening import open_solitaire
    from quiddler.solitaire.options import SolitaireOptions

    console = Console()
    said: set[str] = set()

    def progress(text: str, fraction: float | None) -> None:
        if text not in said:
            said.add(text)
            console.say(text)

    try:
        tools, loaded = open_solitaire(args.dictionary, progress=progress, family=args.family)
    except ValueError as error:
        print(f"quiddler solitaire: {error}", file=sys.stderr)
        return 1
    options = SolitaireOptions(seed=args.seed, daily=date.today() if args.daily else None, resume=args.resume)
    return PlainSolitaire(SolitaireMatch(tools, options), console, loaded).run()


def _farewell(screen: Any) -> str:
    """The line printed on leaving: how to continue the saved game, or to play the deal again."""
    game, options = screen.game, screen.options
    deal = options.describe(game.seed)
    if screen.waiting is not None:
        left = screen.waiting.describe().split(":")[0].lower()
        said = _("Your unfinished solitaire game ({deal}) is still saved: 'quiddler solitaire' continues it.")
        return said.format(deal=left)
    if screen.is_saved:
        return _("Your solitaire game ({deal}) is saved: 'quiddler solitaire' continues it.").format(
            deal=deal
        )
    if options.daily is not None:
        return _("Solitaire {deal}: 'quiddler solitaire --daily' deals it again today.").format(deal=deal)
    return _("Solitaire deal {seed}: play it again with 'quiddler solitaire --seed {seed}'.").format(
        seed=game.seed
    )


def _check_saved_game(start: str) -> None:
    """``--resume`` with nothing to continue is one sentence and status 2, never a new deal."""
    from quiddler.cli import UsageError
    from quiddler.saves.solitaire.saved_game import load_solitaire
    from quiddler.storage.files import printable

    loaded = load_solitaire()
    if loaded.warning:
        print(printable(f"quiddler solitaire: {loaded.warning}"), file=sys.stderr)
    if loaded.saved is None or loaded.saved.over:
        raise UsageError(
            _("There is no unfinished solitaire game to continue; start one with: {command}").format(
                command=start
            )
        )


def _lock() -> Any:
    """The solitaire table for this window only; UsageError (one sentence, status 2) when another
    quiddler window has it open, so two windows never overwrite each other's game."""
    from quiddler.cli import UsageError
    from quiddler.saves.common import SaveError
    from quiddler.saves.solitaire.table_lock import lock_solitaire

    try:
        return lock_solitaire()
    except SaveError as error:
        raise UsageError(str(error)) from None


def _check_dictionary(name: str) -> None:
    from quiddler.cli import UsageError
    from quiddler.dictionary import check_dictionary

    try:
        check_dictionary(name)  # the words themselves load once the first screen shows
    except Exception as error:
        raise UsageError(
            str(error).rstrip(".") or _("There is no dictionary called {name}").format(name=repr(name))
        ) from None


def _show_stats() -> int:
    from quiddler.saves.solitaire.record import format_stats, load_record, record_path
    from quiddler.storage.files import printable

    loaded = load_record()
    if loaded.warning:
        print(printable(loaded.warning), file=sys.stderr)
    print(_("Solitaire record ({path})").format(path=printable(str(record_path()))))
    for line in format_stats(loaded.stats, daily_limit=30):
        print(line)
    return 0
