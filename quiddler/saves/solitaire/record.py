"""The player's solitaire record: every finished game, kept in ``data_dir()/solitaire.json``.

docs/rules.md §7: "players keep a record: games played, perfect zeros, best and average score". The
file keeps each finished game (a few dozen bytes each) rather than running totals, so the
figures can always be recomputed and a new figure can be added later without losing history.

Safety: a write goes to a temporary file in the same folder, is flushed and fsynced, then renamed
over the record, so a crash leaves either the old record or the new one, never half of one. The
file is read as data from outside and validated in full (:class:`_RecordData`: every field's type
and range). A damaged file is never overwritten: it is moved aside
(``solitaire.corrupt-<time>.json``) and the loader says where, in one sentence, before a fresh
record starts. A record written by a newer quiddler, or one the system will not let us read (or
not a regular file), is left exactly as it is and nothing is added to it: the loader says so and
:func:`add_result` refuses with :class:`RecordError`. (The reading, and what becomes of a file
that cannot be used, is :mod:`quiddler.storage.records`'s, shared with the record of the daily
game; this module keeps the record's data, its schema and its sentences.)

Daily games (decided): every finished game counts in the totals; the *daily result* of a date is
the first game finished on that date's deal, as with other daily puzzles, so replaying the day's
deal cannot improve it.

Games given up (decided): a game the player gives up counts as played, and is counted apart as
given up, but its score (the cards left when it was abandoned) is not in the best score or the
average, which describe games played to the end: one abandoned deal must not turn an average of
12 into 128. It still counts as the daily result of its date (giving up cannot buy another try).
A game that is left unfinished is saved, not recorded; giving it up for a new deal records it as
given up.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import Meta, Struct

from quiddler.engine.errors import QuiddlerError
from quiddler.engine.solitaire.deal import MAX_DEAL
from quiddler.i18n import N_, _, ngettext
from quiddler.storage import files
from quiddler.storage.atomic import write_atomic
from quiddler.storage.records import LoadedState, RecordFile, RecordSentences

if TYPE_CHECKING:
    from quiddler.engine.solitaire import Solitaire

__all__ = [
    "RECORD_FILE",
    "RecordError",
    "GameResult",
    "SolitaireStats",
    "LoadedRecord",
    "record_path",
    "load_record",
    "save_record",
    "add_result",
    "withdraw_result",
    "format_stats",
    "result_of",
]

#: The record's file name inside the data folder.
RECORD_FILE = "solitaire.json"
_VERSION = 1


class RecordError(QuiddlerError):
    """The record could not be written; the message is one sentence for the player."""


@dataclass(frozen=True)
class GameResult:
    """One finished game."""

    score: int
    seed: int
    finished: str  # ISO 8601, UTC
    words: int = 0
    cards_left: int = 0
    assisted: bool = False
    reason: str = "no_word"
    daily: str | None = None  # the date of the daily deal, YYYY-MM-DD
    dictionary: str | None = None

    @property
    def perfect(self) -> bool:
        return self.score == 0

    @property
    def gave_up(self) -> bool:
        return self.reason == "gave_up"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> GameResult:
        """Raises ValueError (one sentence fragment) for anything that is not a game result."""
        try:
            return _GameData.result(files.convert(data, _GameData))
        except files.FileProblem as problem:
            raise ValueError(str(problem)) from None


#: ``YYYY-MM-DD``: the date of a daily deal.
_Date = Annotated[str, Meta(pattern=r"^\d{4}-\d{2}-\d{2}$")]


class _GameData(Struct):
    """One game of the file: every field's type and range (the schema of :class:`GameResult`)."""

    score: Annotated[int, Meta(ge=0, le=10_000)]
    seed: Annotated[int, Meta(ge=0)]  # at most MAX_DEAL (msgspec's bounds stop at 63 bits)
    finished: Annotated[str, Meta(max_length=40)]
    words: Annotated[int, Meta(ge=0, le=1000)] = 0
    cards_left: Annotated[int, Meta(ge=0, le=1000)] = 0
    assisted: bool = False
    reason: Annotated[str, Meta(pattern=r"^[a-z_]{1,30}$")] = "no_word"
    daily: _Date | None = None
    dictionary: Annotated[str, Meta(max_length=4200)] | None = None

    def __post_init__(self) -> None:
        """What the types cannot say (msgspec reports a ValueError here as a validation error)."""
        if self.seed > MAX_DEAL:
            raise ValueError(f"a deal number is at most {MAX_DEAL}")
        files.checked_time(self.finished)
        if self.daily is not None:
            date.fromisoformat(self.daily)  # a real date: not 2026-13-45

    def result(self) -> GameResult:
        return GameResult(**msgspec.structs.asdict(self))


class _RecordData(Struct):
    """The whole file: ``{"version": 1, "games": [...]}``."""

    games: Annotated[list[_GameData], Meta(max_length=1_000_000)]
    version: Annotated[int, Meta(ge=1)] = _VERSION


@dataclass(frozen=True)
class SolitaireStats:
    """The figures the record shows, computed from the games."""

    games: tuple[GameResult, ...] = field(default_factory=tuple)

    @property
    def played(self) -> int:
        return len(self.games)

    @property
    def given_up(self) -> int:
        """Games the player gave up (counted as played, not in the best or the average)."""
        return sum(game.gave_up for game in self.games)

    @property
    def completed(self) -> tuple[GameResult, ...]:
        """The games played to the end (not given up): the ones best and average describe."""
        return tuple(game for game in self.games if not game.gave_up)

    @property
    def perfect(self) -> int:
        """Perfect zeros: games that used every card."""
        return sum(game.perfect for game in self.games)

    @property
    def assisted(self) -> int:
        return sum(game.assisted for game in self.games)

    @property
    def best(self) -> int | None:
        return min((game.score for game in self.completed), default=None)

    @property
    def average(self) -> float | None:
        completed = self.completed
        return sum(game.score for game in completed) / len(completed) if completed else None

    @property
    def best_unassisted(self) -> int | None:
        return min((game.score for game in self.completed if not game.assisted), default=None)

    @property
    def daily(self) -> dict[str, GameResult]:
        """Date -> the first game finished on that date's deal, newest date first."""
        first: dict[str, GameResult] = {}
        for game in self.games:
            if game.daily is not None and game.daily not in first:
                first[game.daily] = game
        return dict(sorted(first.items(), reverse=True))

    def with_game(self, game: GameResult) -> SolitaireStats:
        return SolitaireStats((*self.games, game))


@dataclass(frozen=True)
class LoadedRecord(LoadedState):
    """The record, and what became of its file (:class:`~quiddler.storage.records.LoadedState`:
    the sentence that says so, whether it may be written)."""

    stats: SolitaireStats


#: The record's file (read by :mod:`quiddler.storage.records`, as the daily game's record is).
_FILE = RecordFile(
    RECORD_FILE,
    _RecordData,
    version=_VERSION,
    limit=64 * files.MB,  # a finished game takes some 200 bytes: 64 MB is over 300,000 games
    sentences=RecordSentences(
        newer=N_(
            "Your solitaire record {path} was written by a newer quiddler: it is left as it is and "
            "games are not recorded here (upgrade quiddler to see and add to it)."
        ),
        unreadable=N_(
            "Your solitaire record {path} cannot be used: {problem}; it is left as it is and games "
            "are not recorded until it is fixed."
        ),
        stuck=N_(
            "The solitaire record {path} is damaged ({problem}) and could not be moved aside "
            "({error}); it was left as it is."
        ),
        moved=N_(
            "The solitaire record was damaged ({problem}), so it was moved to {aside} and a new record "
            "was started."
        ),
    ),
)


def record_path() -> Path:
    """Where the record lives: ``data_dir()/solitaire.json``."""
    return _FILE.path()


def load_record(path: Path | None = None) -> LoadedRecord:
    """Read the record; a missing file is an empty record; a damaged one is moved aside, never lost;
    a newer or unreadable one is left as it is (``writable`` False). Never raises."""
    read = _FILE.read(path)
    games = tuple(game.result() for game in read.data.games) if read.data is not None else ()
    return LoadedRecord(SolitaireStats(games), warning=read.warning, writable=read.writable)


def save_record(stats: SolitaireStats, path: Path | None = None) -> None:
    """Write the record atomically (temporary file, fsync, rename). Raises :class:`RecordError`."""
    path = record_path() if path is None else path
    data = {"version": _VERSION, "games": [game.to_dict() for game in stats.games]}
    text = json.dumps(data, indent=1) + "\n"
    try:
        write_atomic(path, text)
    except OSError as error:
        raise RecordError(
            _("The solitaire record could not be saved to {path} ({error}).").format(
                path=path, error=error.strerror or error
            )
        ) from None


def add_result(result: GameResult, path: Path | None = None) -> LoadedRecord:
    """Add a finished game to the record on disk and return the new record (with any load warning).

    Raises :class:`RecordError` when it cannot be written, or when the file on disk must be left
    as it is (a newer quiddler's record, an unreadable file): the game is then not recorded."""
    loaded = load_record(path)
    if not loaded.writable:
        raise RecordError(_("This game was not recorded.") + f" {loaded.warning}")
    stats = loaded.stats.with_game(result)
    save_record(stats, path)
    return LoadedRecord(stats, warning=loaded.warning)


def withdraw_result(result: GameResult, path: Path | None = None) -> SolitaireStats:
    """Take a game back out of the record (its last word was undone, so it goes on); returns the
    record without it. Raises :class:`RecordError` if the record cannot be written."""
    loaded = load_record(path)
    games = list(loaded.stats.games)
    for place in range(len(games) - 1, -1, -1):
        if games[place] == result:
            del games[place]
            break
    else:
        return loaded.stats
    stats = SolitaireStats(tuple(games))
    save_record(stats, path)
    return stats


def _score_text(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "-"
    return f"{value:.{digits}f}"


def _unassisted_note(stats: SolitaireStats) -> str:
    """After the best score, the best without undo or hints, when that differs."""
    if not stats.assisted or stats.best_unassisted == stats.best:
        return ""
    if stats.best_unassisted is None:
        return " " + _("(every game assisted)")
    return " " + _("(unassisted {score})").format(score=stats.best_unassisted)


def format_stats(stats: SolitaireStats, *, daily_limit: int = 7) -> list[str]:
    """The record as lines of plain text (``--stats`` and the end-of-game screen)."""
    if not stats.played:
        return [_("No solitaire games finished yet.")]
    notes = [
        ngettext("{count} given up", "{count} given up", stats.given_up).format(count=stats.given_up)
        if stats.given_up
        else "",
        ngettext("{count} assisted", "{count} assisted", stats.assisted).format(count=stats.assisted)
        if stats.assisted
        else "",
    ]
    note = ", ".join(filter(None, notes))
    labels = [_("Games played:"), _("Perfect zeros:"), _("Best score:"), _("Average score:")]
    width = max(17, *(len(label) + 1 for label in labels))
    values = [
        f"{stats.played}" + (f" ({note})" if note else ""),
        f"{stats.perfect}",
        f"{_score_text(stats.best)}" + _unassisted_note(stats),
        f"{_score_text(stats.average, 1)}",
    ]
    lines = [label.ljust(width) + value for label, value in zip(labels, values, strict=True)]
    if stats.given_up:
        lines.append(_("(best and average count the games played to the end)"))
    daily = list(stats.daily.items())
    if daily:
        lines.append(_("Daily results:"))
        for day, game in daily[:daily_limit]:
            flags = [
                _("perfect") if game.perfect else None,
                _("gave up") if game.gave_up else None,
                _("assisted") if game.assisted else None,
            ]
            note = ", ".join(n for n in flags if n)
            lines.append(f"  {day}  {game.score:>4}" + (f"  ({note})" if note else ""))
        if len(daily) > daily_limit:
            lines.append("  " + _("… and {count} earlier days").format(count=len(daily) - daily_limit))
    return lines


def result_of(
    game: Solitaire, *, daily: date | None = None, dictionary: str | None = None, now: datetime | None = None
) -> GameResult:
    """The record entry of a finished game."""
    if not game.is_over:
        raise ValueError("only a finished game goes into the record")
    finished = (now or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    return GameResult(
        score=game.score,
        seed=game.seed,
        finished=finished,
        words=len(game.words),
        cards_left=game.cards_left,
        assisted=game.assisted,
        reason=game.end_reason.value if game.end_reason else "no_word",
        daily=daily.isoformat() if daily else None,
        dictionary=dictionary,
    )
