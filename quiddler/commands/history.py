"""``quiddler history``: the finished games, newest first — id, date, rules, winner, scores.

It reads only the history folder's summaries (no dictionary, no replay), so it is instant; a
damaged record is moved aside with one line on standard error and the others are still listed.
Finished score sheets (``quiddler score``: paper games) are listed with them, marked "paper",
from the totals their files keep; a sheet that cannot be read is said and left where it is.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from quiddler.i18n import _, ngettext, preset_title

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
    from quiddler.saves import SaveStore
    from quiddler.scoresheet import SheetStore
    from quiddler.storage.files import printable

    store = SaveStore()
    played = store.history()
    for problem in store.take_problems():
        print(f"quiddler history: {problem}", file=sys.stderr)
    sheets = SheetStore()
    games: list[Any] = [*played, *sheets.finished()]
    for sentence in sheets.take_problems():
        print(f"quiddler history: {sentence}", file=sys.stderr)
    games.sort(key=lambda game: game.updated_at, reverse=True)
    if args.limit is not None:
        games = games[: args.limit]
    from quiddler.stats.view import current_ratings, rating_lines

    ratings = current_ratings()
    if args.json:
        data = as_json(games)
        for item, game in zip(data, games, strict=True):  # an added field: the ratings now, per seat
            item["ratings"] = ratings.seat_json(game.players, _kinds(game))
        print(json.dumps(data, indent=2, ensure_ascii=False))
    elif not games:
        print(_("No finished games yet: play one with 'quiddler play' and it will be listed here."))
    else:
        # names are checked when read; even so, nothing from a file reaches the terminal raw
        text = format_table(games) + rating_lines(ratings, [(game.players, _kinds(game)) for game in games])
        print("\n".join(printable(line) for line in text.splitlines()))
    return 0


def _is_paper(game: Any) -> bool:
    """A finished score sheet (a paper game), not a game played here."""
    return hasattr(game, "sheet_id")


def _kinds(game: Any) -> tuple[str, ...]:
    """Who sat at each seat: a paper game's seats are all people (docs/guide.md, paper games)."""
    return ("human",) * len(game.players) if _is_paper(game) else tuple(game.seats)


def _id(game: Any) -> str:
    return str(game.sheet_id if _is_paper(game) else game.game_id)


def _rules(game: Any) -> str:
    if _is_paper(game):
        return _("{rules} (paper)").format(rules=preset_title(game.rules))
    return preset_title(game.setup.rules.name)


def _totals(game: Any) -> tuple[int, ...]:
    return tuple(game.totals) if _is_paper(game) else tuple(game.progress.totals)


def _winner_names(game: Any) -> tuple[str, ...]:
    return tuple(game.leader_names) if _is_paper(game) else tuple(game.winner_names)


def _winners(saved: Any) -> str:
    names = _winner_names(saved)
    if len(names) > 1:
        return " & ".join(names) + " " + _("(tie)")
    return names[0] if names else "-"


def _scores(saved: Any) -> str:
    return ", ".join(f"{name} {total}" for name, total in zip(saved.players, _totals(saved), strict=True))


def _date(saved: Any) -> str:
    """When the game finished, in the reader's local time (the file keeps UTC)."""
    from quiddler.saves.common import local_time

    return local_time(saved.updated_at)


def format_table(games: list[Any]) -> str:
    """A plain-text table, one finished game per line, columns padded to line up."""
    header = (_("Game"), _("Date"), _("Rules"), _("Winner"), _("Scores"))
    rows = [(_id(saved), _date(saved), _rules(saved), _winners(saved), _scores(saved)) for saved in games]
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
    hints = [hint]
    if any(_is_paper(game) for game in games):
        hints.append(_("'quiddler score --export GAME' prints a paper game's score sheet."))
    return "\n".join([title, "", line(header), *(line(row) for row in rows), "", *hints])


def as_json(games: list[Any]) -> list[dict[str, Any]]:
    """The same list as plain data, for scripts: one object per game."""
    return [_paper_json(game) if _is_paper(game) else _played_json(game) for game in games]


def _paper_json(sheet: Any) -> dict[str, Any]:
    return {
        "game_id": sheet.sheet_id,
        "paper": True,
        "created": sheet.created,
        "finished": sheet.updated,
        "rules": sheet.rules,
        "dictionary": sheet.dictionary,
        "players": list(sheet.players),
        "seats": list(_kinds(sheet)),  # as a played game's: every seat of a paper game is a person
        "scores": list(sheet.totals),
        "winners": list(sheet.leader_names),
    }


def _played_json(saved: Any) -> dict[str, Any]:
    return {
        "game_id": saved.game_id,
        "paper": False,
        "created": saved.created,
        "finished": saved.updated,
        "rules": saved.setup.rules.name,
        "dictionary": saved.dictionary,
        "players": list(saved.players),
        "seats": list(saved.seats),
        "scores": list(saved.progress.totals),
        "winners": list(saved.winner_names),
    }
