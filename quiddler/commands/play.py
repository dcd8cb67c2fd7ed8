"""``quiddler play``: the hot-seat game. Flags preset the setup screen; Enter starts the game."""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["register", "run", "setup_from_args"]


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "play",
        help="play a game around one keyboard (2–8 players, people or computers)",
        description=(
            "Play Quiddler around one keyboard. The flags fill in the setup screen; "
            "press Enter there to start."
        ),
    )
    parser.add_argument(
        "--players",
        metavar="NAMES",
        help="comma-separated seats: a name for a person, bot:LEVEL for a computer (Ann,Bob,bot:hard)",
    )
    parser.add_argument("--seed", type=int, help="deal the same cards again with the same number")
    parser.add_argument("--dictionary", metavar="NAME", help="the dictionary that decides words")
    parser.add_argument("--rules", metavar="PRESET", help="rule preset: standard, checked, junior or short")
    parser.add_argument(
        "--check", choices=("table", "checked"), help="table rules (challenges) or checked words"
    )
    parser.add_argument("--bonus", choices=("longest", "most"), help="the single bonus used with two players")
    parser.add_argument(
        "--no-go-out-first-turn",
        action="store_true",
        default=None,
        help="house rule: nobody may go out on their first turn of a round",
    )
    parser.add_argument("--title", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--start", action="store_true", help="skip the setup screen and deal at once")
    parser.set_defaults(run=run)


def setup_from_args(args: argparse.Namespace) -> Any:
    """The setup the flags describe, on top of the remembered one; raises UsageError (one sentence)."""
    from quiddler.cli import UsageError
    from quiddler.engine import InvalidInputError
    from quiddler.paths import data_dir
    from quiddler.tui.config import PlaySetup, build_rules, load_remembered, parse_seats

    remembered = load_remembered(data_dir())
    base = remembered or PlaySetup()
    try:
        seats = parse_seats(args.players) if args.players else base.seats
        preset = (args.rules or base.preset or "standard").strip().lower()
        check = args.check
        if check is None and args.rules is None:
            check = base.rules.word_check.value
        bonus = args.bonus
        if bonus is None and args.rules is None:
            bonus = "longest" if base.rules.two_player_bonus.value == "longest_word" else "most"
        no_first = args.no_go_out_first_turn
        if no_first is None and args.rules is None:
            no_first = base.rules.no_go_out_on_first_turn
        rules = build_rules(preset, check=check, bonus=bonus, no_go_out_first_turn=no_first)
        dictionary = args.dictionary or base.dictionary
        setup = PlaySetup(seats, rules, dictionary, args.seed, preset)
        setup.game_setup(args.seed or 0)  # the engine's checks: 2–8 players, distinct names
    except InvalidInputError as error:
        text = str(error)
        raise UsageError(text[:1].upper() + text[1:].rstrip(".") + ".") from None
    if not any(seat.is_human for seat in seats):
        raise UsageError("At least one seat must be played by a person.")
    if args.dictionary:
        _check_dictionary(args.dictionary)
    return setup


def _check_dictionary(name: str) -> None:
    from quiddler.cli import UsageError

    try:
        from quiddler.dictionary import open_dictionary
    except ImportError:
        raise UsageError("No dictionary is installed with this copy of Quiddler.") from None
    try:
        open_dictionary(name)
    except Exception as error:
        raise UsageError(str(error) or f"There is no dictionary called {name!r}.") from None


def run(args: argparse.Namespace) -> int:
    setup = setup_from_args(args)
    from quiddler.tui.app import make_app

    start = "title" if args.title else "game" if args.start else "setup"
    app = make_app(setup, start=start)
    app.run()
    return 0
