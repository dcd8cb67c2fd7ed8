"""What every kind of save file shares: the error that says a save cannot be used, and time stamps.

Kept apart from :mod:`quiddler.saves.format` (the hot-seat game's file, which needs the whole
engine) so that the solitaire save (:mod:`quiddler.saves.solitaire`) loads without it, at the
start of ``quiddler solitaire``.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime

from quiddler.engine.errors import QuiddlerError
from quiddler.engine.ports import WordChecker

__all__ = ["SaveError", "Ruled", "utc_now", "parse_time", "local_time"]


class SaveError(QuiddlerError, ValueError):
    """A save that cannot be used: unreadable, from a newer version, or not a game that replays.

    The message is one sentence a player can read. When a :class:`~quiddler.saves.store.SaveStore`
    raised it, the file has been moved aside (never deleted) and ``moved_to`` says where.
    """

    def __init__(self, message: str, *, reason: str = "corrupt", moved_to: str | None = None) -> None:
        super().__init__(message)
        #: Why: ``"corrupt"`` (not a save), ``"newer"`` (a newer format), ``"unplayable"`` (does not
        #: replay), ``"missing"`` (no such save), ``"unreadable"`` (the system refused to read it, or
        #: it is not a regular file), ``"busy"`` (open in another window) or ``"dictionary"`` (its
        #: dictionary cannot be opened here). Only the first three move a file aside.
        self.reason = reason
        self.moved_to = moved_to


class Ruled:
    """The dictionary a save replays with: the game's own rulings first, then ``checker``.

    A replay must take the same turns the game took, even if the dictionary changed in between
    (house words, the system's Enchant lists): the words the game accepted or refused are answered
    as they were, anything else by ``checker``. Its name, words and fingerprint are the checker's.
    """

    def __init__(self, rulings: Mapping[str, bool], checker: WordChecker) -> None:
        self.rulings = rulings
        self.checker = checker

    @property
    def name(self) -> str:
        return self.checker.name

    @property
    def fingerprint(self) -> str:
        return self.checker.fingerprint

    def is_word(self, text: str) -> bool:
        ruling = self.rulings.get(text)
        return self.checker.is_word(text) if ruling is None else ruling

    def words(self) -> frozenset[str]:
        return self.checker.words()


def utc_now() -> str:
    """The current time as ISO 8601 UTC to the second: ``2026-11-21T20:15:00Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_time(text: str) -> datetime:
    """Read a timestamp written by :func:`utc_now` (any ISO 8601 with a zone is accepted).

    Raises ValueError, or OverflowError for a time that is not a time in UTC (the first hours of
    the year 1 east of Greenwich, say).
    """
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"{text!r} has no time zone")
    return moment.astimezone(UTC)


def local_time(moment: datetime) -> str:
    """``2026-11-21 21:15`` in the reader's time zone (in UTC where the system cannot convert)."""
    try:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")
    except (OverflowError, OSError, ValueError):
        return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
