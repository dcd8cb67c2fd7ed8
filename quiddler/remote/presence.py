"""The presence line of a remote game, the same at the host's keyboard and at a joined table.

Who is away, whose turn it is and how long they have left when the host set a turn timer, and
whose time ran out last (the host's computer played that turn). Both ports build their line
here, so the table shows one line whatever side of the connection it is on.
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.i18n import _

__all__ = ["presence_line", "clock_text"]


def clock_text(seconds: float) -> str:
    """Seconds left as a clock, rounded up: ``1:05``, ``0:09``."""
    whole = max(0, int(-(-seconds // 1)))
    return f"{whole // 60}:{whole % 60:02d}"


def presence_line(
    players: Sequence[str],
    away: Sequence[int],
    turn: tuple[int, float] | None = None,
    timed_out: int | None = None,
) -> str | None:
    """The line (None: nothing to say). ``turn`` is (seat, seconds left) while a turn timer runs;
    ``timed_out`` the seat whose last turn the computer played."""
    parts: list[str] = []
    if timed_out is not None and 0 <= timed_out < len(players):
        parts.append(
            _("{name}'s time ran out: the computer played the turn.").format(name=players[timed_out])
        )
    if turn is not None and 0 <= turn[0] < len(players):
        parts.append(_("{name}: {clock} left").format(name=players[turn[0]], clock=clock_text(turn[1])))
    names = [players[seat] for seat in away if 0 <= seat < len(players)]
    if names:
        parts.append(_("{names} is away.").format(names=", ".join(names)))
    return " · ".join(parts) or None
