"""``quiddler solitaire``: the eight-stack game of RULES.md §7, its record and a daily deal."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from typing import Any

__all__ = ["register", "run"]


def _seed(text: str) -> int:
    """A seed is a whole number, 0 or more (argparse turns the error into one sentence)."""
    from quiddler.engine.solitaire import MAX_DEAL  # here: the engine's solitaire is no quick import

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"the seed must be 0 or more, not {value}")
    if value > MAX_DEAL:
        raise argparse.ArgumentTypeError(f"the seed must be at most {MAX_DEAL}")
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "solitaire",
        help="play solitaire: make words from eight stacks, score the cards left (0 is perfect)",
        description=(
            "Quiddler solitaire: eight stacks of six cards, the top one face up. Make words from "
            "the face-up cards until none can be made; your score is the points of the cards left, "
            "and 0 is perfect. Finished games go into your record."
        ),
    )
    parser.add_argument(
        "--seed", type=_seed, metavar="N", help="deal the game numbered N (same N, same deal)"
    )
    parser.add_argument(
        "--daily", action="store_true", help="deal today's game: the same deal for everyone on this date"
    )
    parser.add_argument("--dictionary", metavar="NAME", help="the dictionary that decides words")
    parser.add_argument("--stats", action="store_true", help="show your solitaire record and exit")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError

    if args.stats:
        if args.seed is not None or args.daily or args.dictionary is not None:
            raise UsageError("--stats only shows the record: leave out the other options")
        return _show_stats()
    if args.daily and args.seed is not None:
        raise UsageError("--daily deals the day's game, so it cannot be combined with --seed")
    from quiddler.paths import ensure_data_dir

    ensure_data_dir()  # the record is kept there: DataFolderError, one sentence and status 2

    from quiddler.tui.solitaire.tools import SolitaireOptions, load_word_tools

    try:
        tools = load_word_tools(args.dictionary)
    except ValueError as error:
        raise UsageError(str(error).rstrip(".")) from None
    options = SolitaireOptions(seed=args.seed, daily=date.today() if args.daily else None)

    from quiddler.tui.solitaire import SolitaireApp

    app = SolitaireApp(tools, options)
    app.run()
    game = app.solitaire.game
    if app.solitaire.options.daily is None:
        print(f"Solitaire deal {game.seed}: play it again with 'quiddler solitaire --seed {game.seed}'.")
    return 0


def _show_stats() -> int:
    from quiddler.solitaire_record import format_stats, load_record, record_path

    loaded = load_record()
    if loaded.warning:
        print(loaded.warning, file=sys.stderr)
    print(f"Solitaire record ({record_path()})")
    for line in format_stats(loaded.stats, daily_limit=30):
        print(line)
    return 0
