"""The line under the setup screen's seats that gives each seated player's rating (issue 32).

The ratings are read in a worker once the setup screen shows (``quiddler.stats.view``: the cached
digests and ratings of the history), then the line follows the names and levels as they are
typed and chosen. A player never rated is left out; with nobody rated the line is hidden, so a
first launch looks as it always did.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len

from quiddler.i18n import _
from quiddler.stats.ratings import display_name
from quiddler.stats.view import CurrentRatings

__all__ = ["ratings_line"]


def ratings_line(
    ratings: CurrentRatings, seats: Sequence[tuple[str, str | None]], width: int | None = None
) -> str:
    """``Ratings: Ann 33.9 ± 4.2 · hard 37.8 ± 2.1`` for the seats ``(name, level or None for a
    person)``; ``""`` when none of them is rated.

    With a ``width``, the line is broken between two players, never inside one player's rating:
    left to the screen's wrapping, "Cy 25.2 ±" ended a line and "16.1" began the next."""
    parts = []
    seen = set()
    for name, level in seats:
        kind = "human" if level is None else f"bot:{level}"
        rating = ratings.of(name, kind)
        if rating is None or not rating.games or rating.key in seen:
            continue
        seen.add(rating.key)
        shown = display_name(rating.key, rating.name) if rating.is_level else name.strip()
        parts.append(f"{shown} {rating.short()}")
    if not parts:
        return ""
    if width is None:
        return _("Ratings: {ratings}").format(ratings=" · ".join(parts))
    marker = "\x00"  # between two players: where a line may end
    pieces = _("Ratings: {ratings}").format(ratings=marker.join(parts)).split(marker)
    lines = [pieces[0]]
    for number, piece in enumerate(pieces[1:], start=2):
        joined = f"{lines[-1]} · {piece}"
        ending = 0 if number == len(pieces) else 2  # a line that goes on ends with " ·"
        if cell_len(joined) + ending > width:
            lines[-1] += " ·"
            lines.append(piece)
        else:
            lines[-1] = joined
    return "\n".join(lines)
