"""``quiddler history``: the finished games, newest first — id, date, rules, winner, scores.

It reads only the history folder's summaries (no dictionary, no replay), so it is instant; a
damaged record is moved aside with one line on standard error and the others are still listed.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from quiddler.i18n import _, ngettext

__all__ = ["register", "run", "format_table", "as_json"]


def _count(text: str) -> int:
    """argparse type for ``--limit``: a whole number of at least 1, said in one sentence if not."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{value} is not a whole number").format(value=repr(text))
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_("{value} is too few: show at least 1 game").format(value=value))
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "history",
        help=_("list finished games: date, players, winner and scores"),
        description=_("List finished games, the most recent first."),
    )
    parser.add_argument("--json", action="store_true", help=_("print the list as JSON"))
    parser.add_argument("--limit", type=_count, metavar="N", help=_("show only the N most recent games"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.files import printable
    from quiddler.saves import SaveStore

    store = SaveStore()
    games = store.history()
    for problem in store.take_problems():
        print(f"quiddler history: {problem}", file=sys.stderr)
    if args.limit is not None:
        games = games[: args.limit]
    if args.json:
        print(json.dumps(as_json(games), indent=2, ensure_ascii=False))
    elif not games:
        print(_("No finished games yet: play one with 'quiddler play' and it will be listed here."))
    else:
        # names are checked when read; even so, nothing from a file reaches the terminal raw
        print("\n".join(printable(line) for line in format_table(games).splitlines()))
    return 0


def _winners(saved: Any) -> str:
    names = saved.winner_names
    if len(names) > 1:
        return " & ".join(names) + " " + _("(tie)")
    return names[0] if names else "-"


def _scores(saved: Any) -> str:
    return ", ".join(
        f"{name} {total}" for name, total in zip(saved.players, saved.progress.totals, strict=True)
    )


def _date(saved: Any) -> str:
    """When the game finished, in the reader's local time (the file keeps UTC)."""
    from quiddler.saves.common import local_time

    return local_time(saved.updated_at)


def format_table(games: list[Any]) -> str:
    """A plain-text table, one finished game per line, columns padded to line up."""
    header = (_("Game"), _("Date"), _("Rules"), _("Winner"), _("Scores"))
    rows = [
        (saved.game_id, _date(saved), saved.setup.rules.name, _winners(saved), _scores(saved))
        for saved in games
    ]
    widths = [max(len(row[column]) for row in [header, *rows]) for column in range(len(header) - 1)]

    def line(row: tuple[str, ...]) -> str:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=False)]
        return "  ".join([*cells, row[-1]]).rstrip()

    count = len(games)
    title = ngettext(
        "{count} finished game, the most recent first:",
        "{count} finished games, the most recent first:",
        count,
    ).format(count=count)
    hint = _("'quiddler review GAME' shows the points each player left on the table in a game.")
    return "\n".join([title, "", line(header), *(line(row) for row in rows), "", hint])


def as_json(games: list[Any]) -> list[dict[str, Any]]:
    """The same list as plain data, for scripts: one object per game."""
    return [
        {
            "game_id": saved.game_id,
            "created": saved.created,
            "finished": saved.updated,
            "rules": saved.setup.rules.name,
            "dictionary": saved.dictionary,
            "players": list(saved.players),
            "seats": list(saved.seats),
            "scores": list(saved.progress.totals),
            "winners": list(saved.winner_names),
        }
        for saved in games
    ]
