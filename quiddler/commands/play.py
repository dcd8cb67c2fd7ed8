"""``quiddler play``: the hot-seat game. Flags preset the setup screen; Enter starts the game.

Flags that describe a game (players, rules, seed…) mean a new game: the setup screen opens with
them, and Enter deals that game; an unfinished game stays saved and is only mentioned. Without
such flags, the unfinished games are offered first. Remembered choices (players.json) only prefill
the setup screen: with ``--start`` there is no screen to show them, so whatever the command line
does not say takes the defaults (two players "Player 1" and "Player 2", the standard rules, table
rules, the default dictionary), and the game dealt is exactly the one the command line describes.

``--resume`` opens the game played last
at once, ``--resume ID`` a chosen one (``quiddler play --list`` shows the ids). When there is
nothing to resume, or the save cannot be read (it is then moved aside by the store), ``--resume``
says so in one sentence on standard error and exits with status 2: ``quiddler play`` then starts
a new game. We chose this over opening the setup anyway, so a script or a shell alias that means
"continue" never silently deals a new game.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from datetime import date
from typing import Any

from quiddler.commands import add_family_option, add_look_options, look_from_args
from quiddler.i18n import _, ngettext

__all__ = [
    "register",
    "run",
    "app_for",
    "add_game_options",
    "setup_from_args",
    "find_saved_game",
    "list_unfinished",
]

#: The flags that describe a new game's setup (they make no sense with ``--resume``).
_SETUP_FLAGS = (
    "players",
    "seed",
    "dictionary",
    "rules",
    "check",
    "bonus",
    "no_go_out_first_turn",
    "family",
    "daily",
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "play",
        help=_("play a game around one keyboard (2–8 players, people or computers)"),
        description=_(
            "Play Quiddler around one keyboard. The flags fill in the setup screen; "
            "press Enter there to start."
        ),
    )
    add_game_options(parser)
    parser.add_argument(
        "--resume",
        nargs="?",
        const="latest",
        metavar="ID",
        help=_("continue the unfinished game played last (or the game ID; see --list)"),
    )
    parser.add_argument(
        "--list", action="store_true", help=_("list the unfinished games (their ids for --resume) and exit")
    )
    parser.add_argument("--title", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--start", action="store_true", help=_("skip the setup screen and deal at once"))
    add_look_options(parser)
    parser.add_argument(
        "--plain",
        action="store_true",
        help=_("play line by line, for a screen reader: no drawing, typed commands (see docs/plain.md)"),
    )
    parser.set_defaults(run=run)


def add_game_options(parser: Any) -> None:
    """The flags that describe a new game (``play`` and ``host`` take the same ones)."""
    parser.add_argument(
        "--players",
        metavar="NAMES",
        help=_("comma-separated seats: a name for a person, bot:LEVEL for a computer (Ann,Bob,bot:hard)"),
    )
    parser.add_argument("--seed", type=int, help=_("deal the same cards again with the same number"))
    parser.add_argument("--dictionary", metavar="NAME", help=_("the dictionary that decides words"))
    parser.add_argument(
        "--rules", metavar="PRESET", help=_("rule preset: standard, checked, junior or short")
    )
    parser.add_argument(
        "--check", choices=("table", "checked"), help=_("table rules (challenges) or checked words")
    )
    parser.add_argument(
        "--bonus", choices=("longest", "most"), help=_("the single bonus used with two players")
    )
    parser.add_argument(
        "--no-go-out-first-turn",
        action="store_true",
        default=None,
        help=_("house rule: nobody may go out on their first turn of a round"),
    )
    add_family_option(parser, who=_("hints and computer players' words"), default=None)
    parser.add_argument(
        "--daily",
        action="store_true",
        help=_("deal the Quiddler of the day: the same cards at every table of this size today"),
    )


def setup_from_args(
    args: argparse.Namespace, notices: list[str] | None = None, *, person_needed: bool = True
) -> Any:
    """The setup the flags describe: on top of the remembered one for the setup screen, on top of
    the defaults with ``--start``. Raises UsageError (one sentence).

    A remembered setup that could not be used is said in ``notices`` (for the app to show).
    ``person_needed`` False: every seat may be a computer (``--plain`` plays such a game out)."""
    from quiddler.cli import UsageError
    from quiddler.engine import InvalidInputError
    from quiddler.match.remembered import load_remembered
    from quiddler.match.setup import MatchSetup, build_rules, check_bonus_choice, parse_seats
    from quiddler.storage.paths import data_dir

    # Read even with --start (which does not use it): a damaged file is moved aside and said, as
    # plain play does, rather than written over when the game starts.
    remembered = load_remembered(data_dir(), notices)
    if getattr(args, "start", False):
        remembered = None
    base = remembered or MatchSetup()
    try:
        seats = parse_seats(args.players) if args.players else base.seats
        preset = (args.rules or base.preset or "standard").strip().lower()
        _check_player_count(args, seats, preset)
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
        if args.bonus is not None:
            check_bonus_choice(rules, args.bonus)
        dictionary = args.dictionary or base.dictionary
        family = getattr(args, "family", None) or base.family
        setup = MatchSetup(seats, rules, dictionary, args.seed, preset, family)
        if getattr(args, "daily", False):
            if args.seed is not None:
                raise UsageError(_("--daily deals the day's cards, so it cannot be combined with --seed"))
            setup = setup.with_daily(date.today())  # the same shuffles at every table of this size
        setup.game_setup(setup.seed or 0)  # the engine's checks: 2–8 players, distinct names
    except InvalidInputError as error:
        text = str(error)
        raise UsageError(text[:1].upper() + text[1:].rstrip(".") + ".") from None
    if person_needed and not any(seat.is_person for seat in seats):
        raise UsageError(_("At least one seat must be played by a person."))
    if args.dictionary:
        _check_dictionary(args.dictionary)
    if rules.proper_nouns:
        _check_names()
    return setup


def _check_player_count(args: argparse.Namespace, seats: Sequence[object], preset: str) -> None:
    """A --players list with too few or too many players for the rules is said as the player's
    own mistake: what they typed, and where the rules came from when they did not choose them
    (the rules remembered from the last game)."""
    from quiddler.cli import UsageError
    from quiddler.engine.rules import PRESETS

    rules = PRESETS.get(preset)
    if not args.players or rules is None or rules.min_players <= len(seats) <= rules.max_players:
        return
    remembered = args.rules is None and (rules.min_players, rules.max_players) != (2, 8)
    if remembered:  # the limits are the remembered rules': say so, and how to change them
        said = ngettext(
            "--players names {count} player, and {rules}, remembered from the last game, is for "
            "{fewest} to {most} (--rules changes the rules).",
            "--players names {count} players, and {rules}, remembered from the last game, is for "
            "{fewest} to {most} (--rules changes the rules).",
            len(seats),
        )
    elif (rules.min_players, rules.max_players) != (2, 8):  # rules the player chose: name them
        said = ngettext(
            "--players names {count} player, and {rules} is for {fewest} to {most}.",
            "--players names {count} players, and {rules} is for {fewest} to {most}.",
            len(seats),
        )
    else:
        said = ngettext(
            "--players names {count} player, and a game is for {fewest} to {most}.",
            "--players names {count} players, and a game is for {fewest} to {most}.",
            len(seats),
        )
    said = said.format(count=len(seats), rules=rules.title, fewest=rules.min_players, most=rules.max_players)
    raise UsageError(said)


def _check_names() -> None:
    """Junior needs its names list: a missing or damaged one is said now, in one sentence."""
    from quiddler.cli import UsageError
    from quiddler.dictionary import DictionaryError
    from quiddler.dictionary.names import load_names

    try:
        load_names()
    except DictionaryError as error:
        raise UsageError(str(error)) from None


def _check_dictionary(name: str) -> None:
    from quiddler.cli import UsageError
    from quiddler.dictionary import check_dictionary

    try:
        check_dictionary(name)  # the words themselves load once the first screen shows
    except Exception as error:
        raise UsageError(
            str(error) or _("There is no dictionary called {name}.").format(name=repr(name))
        ) from None


def find_saved_game(choice: str, *, start: str = "quiddler play") -> tuple[Any, list[str]]:
    """The game ``--resume`` means (``"latest"`` or an id), and problems met with other saves.

    Raises UsageError with one sentence when there is nothing to resume or the save is unusable
    (an unusable file has been moved aside by the store, never deleted). The game is not opened
    yet: :func:`reopen_saved_game` does that.
    """
    from quiddler.cli import UsageError
    from quiddler.saves import SaveError, SaveStore

    store = SaveStore()
    if choice == "latest":
        saved = store.latest()
        problems = [str(problem) for problem in store.take_problems()]
        if saved is None:
            if not problems:
                raise UsageError(  # ``start``: the plain mode names its own command
                    _("There is no unfinished game to resume; start one with: {command}.").format(
                        command=start
                    )
                )
            for problem in problems[:-1]:
                print(f"quiddler: {problem}", file=sys.stderr)
            # The one that could not be used, and that nothing else is waiting: one sentence.
            raise UsageError(
                _("{problem}; there is no other unfinished game to resume.").format(
                    problem=problems[-1].rstrip(".")
                )
            )
        return saved, problems
    try:
        return store.load(choice), []
    except SaveError as error:
        if error.reason == "missing":
            raise UsageError(
                _(
                    "There is no unfinished game with the id {id}; list them with: quiddler play --list."
                ).format(id=repr(choice))
            ) from None
        raise UsageError(str(error)) from None


def reopen_saved_game(saved: Any) -> Any:
    """Lock, check and replay the game ``--resume`` found, before any screen opens, so that every
    problem is one sentence and exit status 2: a game open in another window, a computer level or
    a dictionary this machine does not have, moves that do not replay (that save is moved aside).
    Returns the :class:`~quiddler.saves.Reopened` game for the app."""
    from quiddler.cli import UsageError
    from quiddler.match.dictionaries import open_checker
    from quiddler.match.setup import BOT_LEVELS
    from quiddler.saves import SaveError, SaveStore, reopen

    def opener(name: str) -> Any:  # the dictionary the game's rules play by (Junior: with names)
        return open_checker(name, saved.setup.rules, family=saved.family)

    try:
        return reopen(SaveStore(), saved, opener, levels=BOT_LEVELS)
    except SaveError as error:
        raise UsageError(str(error)) from None


def list_unfinished() -> int:
    """``quiddler play --list``: one line per unfinished game, newest first: id and summary."""
    from quiddler.saves import SaveStore

    store = SaveStore()
    games = store.unfinished()
    for problem in store.take_problems():
        print(f"quiddler: {problem}", file=sys.stderr)
    if not games:
        print(_("No unfinished games."))
    from quiddler.storage.files import printable

    for saved in games:
        print(printable(f"{saved.game_id}  {saved.summary()}"))
    return 0


def _setup_flags(args: argparse.Namespace) -> list[str]:
    """The flags given that describe a new game (as ``--players``, ``--no-go-out-first-turn``)."""
    given = [flag for flag in _SETUP_FLAGS if getattr(args, flag, None) not in (None, False)]
    return ["--" + flag.replace("_", "-") for flag in given]


def app_for(args: argparse.Namespace, **overrides: Any) -> Any:
    """The app ``quiddler play`` runs for ``args`` (``overrides`` go to ``make_app``: tests pass
    their own dictionary). Raises UsageError (one sentence) for a bad flag."""
    from quiddler.cli import UsageError
    from quiddler.storage.paths import data_dir, ensure_data_dir

    look = look_from_args(args)
    resume = None
    notices: list[str] = []
    given = _setup_flags(args)
    if args.resume is not None:
        if given:
            raise UsageError(
                _("{flag} sets up a new game; a resumed game keeps its own setup.").format(flag=given[0])
            )
        saved, notices = find_saved_game(args.resume)
        ensure_data_dir()  # DataFolderError: one sentence, exit status 2 (cli.main)
        resume = reopen_saved_game(saved)
        from quiddler.match.remembered import load_remembered
        from quiddler.match.setup import MatchSetup

        setup = load_remembered(data_dir(), notices) or MatchSetup()
    else:
        ensure_data_dir()  # a game that could not be saved is not started
        setup = setup_from_args(args, notices)
    from quiddler.tui.app import make_app

    start = "title" if args.title else "game" if args.start else "setup"
    # Flags describe a new game: start that one, and leave the unfinished ones saved for later.
    options = {"offer_resume": not given, **overrides}
    app = make_app(setup, start=start, resume=resume, notices=notices, **options)
    app.use_appearance(**look)
    return app


def run(args: argparse.Namespace) -> int:
    if args.list:
        return list_unfinished()
    if args.plain:
        return run_plain(args)
    app = app_for(args)
    from quiddler.cli import require_terminal

    require_terminal("play")
    app.run()
    status = app.return_code if isinstance(app.return_code, int) else 0
    if status == 0 and app.saved_game_id is not None:
        with contextlib.suppress(OSError):  # the terminal may be gone already
            print(_("The game is saved; continue it with: quiddler play --resume"))
    return status


def run_plain(args: argparse.Namespace, **dealing: Any) -> int:
    """``quiddler play --plain``: the same game, line by line (quiddler.plain.local); the flags
    mean what they mean for the drawn table, and the game is dealt at once."""
    from quiddler.cli import UsageError
    from quiddler.match.match import CannotStart
    from quiddler.plain.local import play
    from quiddler.storage.paths import ensure_data_dir

    notices: list[str] = []
    if args.resume is not None:
        if given := _setup_flags(args):
            raise UsageError(
                _("{flag} sets up a new game; a resumed game keeps its own setup.").format(flag=given[0])
            )
        saved, notices = find_saved_game(args.resume, start="quiddler play --plain")
        ensure_data_dir()
        for notice in notices:
            print(f"quiddler: {notice}", file=sys.stderr)
        return play(resume=reopen_saved_game(saved), **dealing)
    ensure_data_dir()  # a game that could not be saved is not started
    setup = setup_from_args(args, notices, person_needed=False)
    if any(seat.is_person for seat in setup.seats):  # the next game's setup, as the drawn table's
        from quiddler.match.remembered import remember
        from quiddler.storage.paths import data_dir

        with contextlib.suppress(OSError):
            remember(data_dir(), setup)
    for notice in notices:
        print(f"quiddler: {notice}", file=sys.stderr)
    try:
        return play(setup, **dealing)
    except CannotStart as error:
        raise UsageError(str(error)) from None
