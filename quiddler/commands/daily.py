"""``quiddler daily``: Quiddler of the day (docs/rules.md §12, docs/daily.md).

Plain ``quiddler daily`` plays today's game (an unfinished one continues); ``--date`` an earlier
day (recorded, not counted in the streak); ``--json`` prints the day's deal and par without
playing (it warns that this spoils the day); ``--share`` the lines to share of the recorded
result; ``--record`` the record and a month's calendar (as JSON with ``--json``).
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from typing import Any

from quiddler.commands import add_family_option
from quiddler.i18n import _

__all__ = ["register", "run"]

#: The format of ``--json`` (the deal and par) and of ``--record --json``: fields are added, never
#: renamed or dropped.
JSON_FORMAT = 1


def _day(text: str) -> date:
    """``--date YYYY-MM-DD`` (argparse turns the error into one sentence, status 2)."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        said = _("{value} is not a date: write it as YYYY-MM-DD, for example 2026-11-28")
        raise argparse.ArgumentTypeError(said.format(value=repr(text))) from None


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "daily",
        help=_("play Quiddler of the day: the same cards for everyone on a date, and a par to beat"),
        description=_(
            "Quiddler of the day: eight rounds for one player, dealt from the date, so everyone "
            "gets the same cards; each round's draw pile holds 8 cards. Your total is compared "
            "with par, the best the cards allow. The first game you finish is the day's result."
        ),
    )
    parser.add_argument(
        "--date",
        type=_day,
        metavar="YYYY-MM-DD",
        help=_("play an earlier day (recorded, but not counted in the streak)"),
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=_("print the day's cards and par as JSON without playing (this spoils the day)"),
    )
    parser.add_argument(
        "--share", action="store_true", help=_("print the lines to share of the day's result (no words)")
    )
    parser.add_argument(
        "--record",
        action="store_true",
        help=_("show your record: streak, against par, the month's calendar (with --json: as JSON)"),
    )
    parser.add_argument("--dictionary", metavar="NAME", help=_("the dictionary that decides words"))
    add_family_option(parser, who=_("the words shown"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler import i18n
    from quiddler.cli import UsageError
    from quiddler.daily.opening import DailyOptions
    from quiddler.daily.share import FIRST_DAY

    today = date.today()
    day = args.date or today
    if day > today:
        raise UsageError(
            _("{day} is still to come: you can play today's game or an earlier day").format(day=day)
        )
    if day < FIRST_DAY:
        raise UsageError(
            _("The first Quiddler of the day was {first}: choose a date from then on").format(first=FIRST_DAY)
        )
    if args.share and (args.json or args.record):
        raise UsageError(_("--share prints the lines to share: leave out --json and --record"))
    options = DailyOptions(day, today, args.dictionary, i18n.language(), args.family)
    if args.record:
        return _record(options, as_json=args.json)
    if args.share:
        return _share(options)
    if args.json:
        return _json(options)
    return _play(options)


def _json(options: Any) -> int:
    from quiddler.cli import UsageError
    from quiddler.daily.opening import par_of
    from quiddler.daily.share import day_number
    from quiddler.engine.daily import DAILY

    try:
        deal, par, _index = par_of(options.day, options.dictionary_name, options.language)
    except ValueError as error:  # the dictionary's own sentence
        raise UsageError(str(error).rstrip(".")) from None
    print(
        _("quiddler daily: this shows the whole day's cards and its par: it spoils the day."), file=sys.stderr
    )
    data = {
        "format": JSON_FORMAT,
        "date": options.day.isoformat(),
        "number": day_number(options.day),
        "method": deal.method,
        "language": options.language,
        "dictionary": options.dictionary_name,
        "rules": {
            "hand_sizes": list(DAILY.hand_sizes),
            "draw_pile": DAILY.round_pile,
            "bonuses": [bonus.value for bonus in DAILY.bonuses],
            "word_check": DAILY.word_check.value,
        },
        "rounds": deal.to_dict()["rounds"],
        "par": par.to_dict(),
    }
    print(json.dumps(data, indent=1, ensure_ascii=False))
    return 0


def _share(options: Any) -> int:
    from quiddler.cli import UsageError
    from quiddler.daily.share import share_text
    from quiddler.saves.daily import load_daily_record
    from quiddler.storage.files import printable

    loaded = load_daily_record()
    if loaded.warning:
        print(printable(f"quiddler daily: {loaded.warning}"), file=sys.stderr)
    result = loaded.record.result_of(options.day)
    if result is None:
        raise UsageError(
            _("There is no result for {day} yet: play it first with 'quiddler daily{date}'").format(
                day=options.day, date="" if options.on_the_day else f" --date {options.day}"
            )
        )
    print(share_text(result))
    return 0


def _record(options: Any, *, as_json: bool) -> int:
    from quiddler.daily.record_text import record_json, record_lines
    from quiddler.saves.daily import load_daily_record
    from quiddler.storage.files import printable

    loaded = load_daily_record()
    if loaded.warning:
        print(printable(f"quiddler daily: {loaded.warning}"), file=sys.stderr)
    if as_json:
        data = {"format": JSON_FORMAT, **record_json(loaded.record, options.today, options.day)}
        print(json.dumps(data, indent=1, ensure_ascii=False))
        return 0
    for line in record_lines(loaded.record, options.today, options.day):
        print(line)
    return 0


def _play(options: Any) -> int:
    from quiddler.cli import UsageError, require_terminal
    from quiddler.storage.paths import ensure_data_dir

    require_terminal("daily")
    ensure_data_dir()  # the game and the record are kept there: DataFolderError, status 2
    from quiddler.daily.opening import open_day

    try:
        opened = open_day(options)
    except ValueError as error:  # the dictionary's own sentence
        raise UsageError(str(error).rstrip(".")) from None
    from quiddler.tui.daily import run_daily

    status = run_daily(opened)
    if opened.result is not None:
        from quiddler.daily.share import share_text

        print(share_text(opened.result))
        print(_("'quiddler daily --share' prints these lines again."))
    return status
