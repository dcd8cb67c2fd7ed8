"""``quiddler stats [NAME] [--json]``: each person's statistics and every player's rating.

Everything is computed from the history of finished games (see :mod:`quiddler.stats`); a game
that cannot be counted is said in one line on standard error and counted as skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from quiddler.cli import UsageError
from quiddler.i18n import _, ngettext

__all__ = ["register", "run", "format_person"]


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "stats",
        help=_("each player's statistics and rating over the finished games"),
        description=_(
            "Statistics of each person over the finished games (games, wins, averages, best round, "
            "best game, best words, going out first, challenges, points lost to unused cards, the "
            "same against each computer level) and the rating of every person and computer level."
        ),
    )
    parser.add_argument(
        "name", nargs="?", metavar="NAME", help=_("only this person (any upper or lower case)")
    )
    parser.add_argument("--json", action="store_true", help=_("print the statistics as JSON"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.stats.cache import cached_ratings, read_digests
    from quiddler.stats.ratings import display_name, placement
    from quiddler.stats.tally import tally
    from quiddler.storage.files import printable

    digests = read_digests()
    for sentence in digests.skipped:
        print(f"quiddler stats: {sentence}", file=sys.stderr)
    people = tally(digests.games)
    ratings = cached_ratings(digests.games)
    chosen = list(people.values())
    if args.name is not None:
        wanted = "person:" + args.name.strip().casefold()
        if wanted not in people:
            raise UsageError(
                _("No finished game has a player called {name}.").format(name=printable(args.name.strip()))
            )
        chosen = [people[wanted]]
    chosen.sort(key=lambda person: (-person.games, person.name.casefold()))
    levels = sorted((r for r in ratings.values() if r.is_level), key=lambda r: -r.mu)
    if args.json:
        data = {
            "games": len(digests.games),
            "skipped": len(digests.skipped),
            "people": [
                {
                    **person.to_json(),
                    "rating": _rating_json(ratings.get(person.key), ratings, placement),
                }
                for person in chosen
            ],
            "levels": {r.key[4:]: r.to_json() for r in levels},
        }
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    if not chosen:
        print(_("No finished games with a person at the table yet: play one with 'quiddler play'."))
    blocks = [format_person(person, ratings.get(person.key), ratings) for person in chosen]
    if levels:
        lines = [_("Computer levels' ratings:")]
        lines += [
            "  "
            + ngettext("{name} {rating} ({count} game)", "{name} {rating} ({count} games)", r.games).format(
                name=display_name(r.key, r.name), rating=r.short(), count=r.games
            )
            for r in levels
        ]
        blocks.append("\n".join(lines))
    if digests.skipped:
        count = len(digests.skipped)
        blocks.append(
            ngettext(
                "{count} finished game could not be counted.",
                "{count} finished games could not be counted.",
                count,
            ).format(count=count)
        )
    text = "\n\n".join(blocks)  # names are checked when read; even so, nothing reaches the terminal raw
    print("\n".join(printable(line) for line in text.splitlines()))
    return 0


def _rating_json(rating: Any, ratings: Any, placement: Any) -> dict[str, Any] | None:
    if rating is None:
        return None
    return {**rating.to_json(), "placement": placement(rating, ratings)}


def format_person(person: Any, rating: Any, ratings: Any) -> str:
    """One person's statistics as a few lines of text (the statistics screen shows the same)."""
    from quiddler.stats.view import person_lines

    title, *figures = person_lines(person, rating, ratings)
    return "\n".join([title, *("  " + line for line in figures)])
