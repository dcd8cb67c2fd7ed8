"""``quiddler score``: the score sheet for a table playing with paper cards.

The flags are ``play``'s (players, rules, two-player bonus, dictionary, ``--start``) and are read
by the same code, so a mistake gets the same sentence and exit status 2. What a paper game has
no use for is refused in one sentence: computer seats (nobody at the table is a computer) and the
checked-words preset (on paper, the table checks words by challenging them). The family filter
is not offered: it shapes hints and computer players, and the sheet flags a word by the
dictionary alone.

Unfinished sheets: plain ``quiddler score`` offers them first (Enter continues the last one
changed, ``n`` starts a new sheet); with flags that describe a new sheet they are only mentioned.
``--resume`` opens the sheet changed last at once, ``--resume ID`` a chosen one (``--list`` shows
the ids). ``--export ID --format csv|json`` prints a sheet to standard output, for a file or a
printer. The quiddler title screen's menu belongs to the hot-seat game; the sheets are continued
here (decided: one place to find them, and the title screen stays the game's).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import Any

from quiddler.commands import add_look_options, look_from_args
from quiddler.i18n import _, ngettext

__all__ = ["register", "run", "app_for", "farewell", "setup_from_args"]

#: The flags that describe a new sheet (they make no sense with ``--resume`` or ``--export``).
_SETUP_FLAGS = ("players", "dictionary", "rules", "bonus")
#: The rule presets a paper game can be kept by.
SHEET_PRESETS = ("standard", "junior", "short")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "score",
        help=_("the score sheet for a table playing with paper cards"),
        description=_(
            "Keep the score of a game played with paper cards: type each round's words and unused "
            "cards, and the sheet scores them by the game's rules."
        ),
    )
    parser.add_argument(
        "--players", metavar="NAMES", help=_("comma-separated names, in seat order (Ann,Bob,Cy)")
    )
    parser.add_argument("--rules", metavar="PRESET", help=_("rule preset: standard, junior or short"))
    parser.add_argument(
        "--bonus", choices=("longest", "most"), help=_("the single bonus used with two players")
    )
    parser.add_argument("--dictionary", metavar="NAME", help=_("the dictionary that checks the words"))
    parser.add_argument(
        "--start", action="store_true", help=_("skip the setup screen and open the sheet at once")
    )
    parser.add_argument(
        "--resume",
        nargs="?",
        const="latest",
        metavar="ID",
        help=_("continue the unfinished sheet changed last (or the sheet ID; see --list)"),
    )
    parser.add_argument("--list", action="store_true", help=_("list the score sheets (their ids) and exit"))
    parser.add_argument(
        "--plain",
        action="store_true",
        help=_("keep the sheet line by line, for a screen reader (see docs/plain.md)"),
    )
    parser.add_argument("--export", metavar="ID", help=_("print the sheet ID as CSV or JSON and exit"))
    parser.add_argument(
        "--format", choices=("csv", "json"), default=None, help=_("the export's format (default: csv)")
    )
    add_look_options(parser)
    # play's setup reader asks for these; a paper game has none of them
    parser.set_defaults(run=run, seed=None, check=None, no_go_out_first_turn=None, family=None)


def _given(args: argparse.Namespace) -> list[str]:
    return ["--" + flag for flag in _SETUP_FLAGS if getattr(args, flag, None) is not None] + (
        ["--start"] if args.start else []
    )


def setup_from_args(args: argparse.Namespace, notices: list[str] | None = None) -> Any:
    """The sheet's setup, read by ``play``'s own reader (same sentences), then what a paper game
    cannot have. Raises UsageError."""
    from quiddler.cli import UsageError
    from quiddler.commands.play import setup_from_args as play_setup

    if args.rules is not None and args.rules.strip().lower() == "checked":
        raise UsageError(
            _("A score sheet keeps the standard, junior or short rules: on paper, the table checks words.")
        )
    setup = play_setup(args, notices)
    if args.players and not all(seat.is_person for seat in setup.seats):
        typed = next((item.strip() for item in args.players.split(",") if "bot:" in item.lower()), "")
        raise UsageError(
            _(
                "The seat {seat} is a computer player; a score sheet is for people playing with paper cards."
            ).format(seat=typed or "bot")
        )
    if setup.preset not in SHEET_PRESETS:
        setup = _as_people(setup, preset="standard")
    return _as_people(setup)


def _as_people(setup: Any, preset: str | None = None) -> Any:
    """The setup with only its people (a remembered ``play`` setup may have computer seats, whose
    names are nobody at a paper table; the setup screen asks for the names missing); ``preset``
    replaces a preset a paper game does not keep. The word checking, house rule and family
    filter stay as remembered, for the next ``quiddler play``: the sheet itself always keeps
    table rules (see the app's ``new_sheet``)."""
    from dataclasses import replace

    from quiddler.match.setup import Seat, build_rules

    seats = tuple(Seat(seat.name) for seat in setup.seats if seat.is_person)
    if preset is None:
        return replace(setup, seats=seats, seed=None)
    return replace(setup, seats=seats, rules=build_rules(preset), preset=preset, seed=None)


def _store() -> Any:
    from quiddler.scoresheet import SheetStore

    return SheetStore()


def _load(sheet_id: str) -> Any:
    """The sheet ``sheet_id``, with its own dictionary; UsageError (one sentence) if it cannot be."""
    from quiddler.cli import UsageError
    from quiddler.dictionary import DictionaryError
    from quiddler.saves import SaveError

    try:
        from quiddler.scoresheet.opening import open_sheet_checker

        return _store().open(sheet_id, open_sheet_checker)
    except SaveError as error:
        if error.reason == "missing":
            raise UsageError(
                _("There is no score sheet with the id {id}; list them with: quiddler score --list.").format(
                    id=repr(sheet_id)
                )
            ) from None
        raise UsageError(str(error)) from None
    except DictionaryError as error:
        raise UsageError(str(error)) from None


def export(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError
    from quiddler.scoresheet.export import to_csv, to_json

    given = _given(args)
    if given or args.resume is not None:
        raise UsageError(
            _("{flag} does not go with --export: an export prints a sheet that exists.").format(
                flag=given[0] if given else "--resume"
            )
        )
    sheet_file = _load(args.export)
    text = to_json(sheet_file.sheet) if args.format == "json" else to_csv(sheet_file.sheet)
    sys.stdout.write(text)
    return 0


def list_sheets() -> int:
    """``quiddler score --list``: every sheet, the last changed first: id, finished or not, summary."""
    from quiddler.storage.files import printable

    store = _store()
    sheets = store.infos()
    for problem in store.take_problems():
        print(f"quiddler score: {problem}", file=sys.stderr)
    if not sheets:
        print(_("No score sheets yet: start one with 'quiddler score'."))
    for info in sheets:
        state = _("finished") if info.finished else _("unfinished")
        print(printable(f"{info.sheet_id}  {state:10}  {info.summary()}"))
    return 0


def app_for(args: argparse.Namespace, **overrides: Any) -> Any:
    """The app ``quiddler score`` runs for ``args``; raises UsageError (one sentence) for a bad flag."""
    from quiddler.cli import UsageError
    from quiddler.saves import SaveError
    from quiddler.storage.paths import data_dir, ensure_data_dir

    look = look_from_args(args)
    notices: list[str] = []
    given = _given(args)
    sheet_file = None
    unfinished: list[Any] = []
    if args.resume is not None:
        if given:
            raise UsageError(
                _("{flag} sets up a new sheet; a resumed sheet keeps its own setup.").format(flag=given[0])
            )
        if args.resume == "latest":
            waiting = _store().unfinished()
            if not waiting:
                raise UsageError(
                    _("There is no unfinished score sheet to resume; start one with: {command}.").format(
                        command="quiddler score"
                    )
                )
            args.resume = waiting[0].sheet_id
        ensure_data_dir()
        sheet_file = _load(args.resume)
        try:  # held until the process ends: one window on a sheet
            overrides.setdefault("sheet_lock", _store().lock(sheet_file.sheet_id))
        except SaveError as error:
            raise UsageError(str(error)) from None
        from quiddler.match.remembered import load_remembered
        from quiddler.match.setup import MatchSetup

        setup = load_remembered(data_dir(), notices) or MatchSetup()
    else:
        ensure_data_dir()  # a sheet that could not be saved is not started
        setup = setup_from_args(args, notices)
        store = _store()
        unfinished = store.unfinished()
        notices += store.take_problems()
        if given and unfinished:
            waiting_line = ngettext(
                "An unfinished score sheet is saved: quiddler score with no options offers it.",
                "{count} unfinished score sheets are saved: quiddler score with no options offers them.",
                len(unfinished),
            )
            notices.append(waiting_line.format(count=len(unfinished)))
            unfinished = []
    from quiddler.tui.score import ScoreApp

    options: dict[str, Any] = {
        "sheet_file": sheet_file,
        "start": bool(args.start),
        "unfinished": unfinished,
        "notices": notices,
        **overrides,
    }
    app = ScoreApp(setup, **options)
    app.use_appearance(**look)
    return app


def run(args: argparse.Namespace) -> int:
    from quiddler.cli import UsageError

    if args.list:
        return list_sheets()
    if args.export is not None:
        return export(args)
    if args.format is not None:
        raise UsageError(_("--format goes with --export ID."))
    if args.plain:
        return run_plain(args)
    app = app_for(args)
    from quiddler.cli import require_terminal

    try:
        require_terminal("score")
        app.run()
    finally:
        app.release_lock()  # a sheet --resume locked is free again, even if no terminal ran it
    status = app.return_code if isinstance(app.return_code, int) else 0
    if app.sheet_id is not None and (status == 0 or app.save_problem is not None):
        with contextlib.suppress(OSError):  # the terminal may be gone already
            print(farewell(app))
    return status


def farewell(app: Any) -> str:
    """The line printed on leaving. A sheet the disk would not take (full) is tried once more;
    if it still is not saved, the line says so plainly and the sheet's file text follows, to be
    kept: never "saved" when it was not."""
    if app.save_problem is not None:
        app.save_now()
    if app.save_problem is not None:
        path = app.store.path_of(app.sheet_id)
        said = _(
            "The score sheet could not be saved ({problem}); its text follows: once there is space, "
            "save it as {path} and continue it with: quiddler score --resume"
        ).format(problem=app.save_problem.rstrip("."), path=path)
        return said + "\n" + app.sheet_file.to_json()
    if app.finished:
        return _("The score sheet {id} is finished; it is in quiddler history.").format(id=app.sheet_id)
    return _("The score sheet is saved; continue it with: quiddler score --resume")


def run_plain(args: argparse.Namespace) -> int:
    """``--plain``: the sheet by typed lines (quiddler.plain.sheet): the sheet changed last with
    ``--resume``, else a new one for the flags (as ``--start``: there is no setup screen)."""
    from quiddler.cli import UsageError
    from quiddler.engine import WordCheck
    from quiddler.plain.console import Console
    from quiddler.plain.sheet import PlainSheet
    from quiddler.saves import SaveError
    from quiddler.scoresheet import Sheet, SheetEntryError, SheetFile
    from quiddler.scoresheet.opening import open_sheet_checker
    from quiddler.storage.paths import ensure_data_dir

    store = _store()
    ensure_data_dir()
    if args.resume is not None:
        if given := _given(args):
            raise UsageError(
                _("{flag} sets up a new sheet; a resumed sheet keeps its own setup.").format(flag=given[0])
            )
        if args.resume == "latest":
            waiting = store.unfinished()
            if not waiting:
                raise UsageError(
                    _("There is no unfinished score sheet to resume; start one with: {command}.").format(
                        command="quiddler score --plain"
                    )
                )
            args.resume = waiting[0].sheet_id
        sheet_file = _load(args.resume)
    else:
        args.start = True  # the flags, else the defaults: no remembered setup without a screen
        setup = setup_from_args(args)
        rules = setup.rules.with_(word_check=WordCheck.TABLE)  # on paper, the table checks words
        try:
            sheet_file = SheetFile(Sheet(setup.names, open_sheet_checker(setup.dictionary, rules), rules))
        except SheetEntryError as error:
            raise UsageError(str(error)) from None
    try:
        lock = store.lock(sheet_file.sheet_id)
    except SaveError as error:
        raise UsageError(str(error)) from None
    problem: list[str | None] = [None]

    def saved(_sheet: Any) -> None:
        try:
            store.save(sheet_file)
            problem[0] = None
        except (SaveError, OSError) as error:
            problem[0] = str(error)

    try:
        saved(sheet_file.sheet)
        sheet_file.sheet.on_change = saved
        return PlainSheet(sheet_file.sheet, Console(), problem=lambda: problem[0]).run()
    finally:
        lock.release()
