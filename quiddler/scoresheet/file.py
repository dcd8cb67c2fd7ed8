"""The score sheet's file: one JSON document per sheet, written atomically after every change.

Format version 1 (``"format": "quiddler-score-sheet"``, ``"version": 1``)::

    {
      "format": "quiddler-score-sheet",   # constant: what kind of file this is
      "version": 1,                       # SHEET_VERSION; a newer one is refused, never guessed at
      "sheet_id": "20261125-101500-3fa2c1",  # letters, digits, - and _; the file is <sheet_id>.json
      "created": "2026-11-25T10:15:00Z",  # ISO 8601, UTC
      "updated": "2026-11-25T10:31:12Z",
      "quiddler": "0.1.0",                # the program version that wrote it (information only)
      "players": ["Ann", "Bob"],
      "rules": {...RuleOptions.to_dict()...},
      "dictionary": "en",                 # the dictionary's name, to open the same one again
      "totals": [41, 12],                 # information only (listings): the running totals,
      "leaders": [0],                     # the leading seats, and whether every round is
      "finished": false,                  # written in; the sheet is always rescored on load
      "rows": [                           # one per round of the rules, in order
        {"entered": true, "out": [0],     # out: the seats marked as going out
         "players": [                     # one per player, in seat order
           {"words": [{"cards": ["qu", "i", "z"], "challenger": 1, "ruling": null}],
            "unused": ["m"]}]}
      ]
    }

Like the game saves, the text is decoded straight into a msgspec schema (types and ranges), then
the sheet is rebuilt through the model's own checks, so a hand-edited file that describes no
possible sheet is refused with one sentence. The dictionary's verdicts are asked again on load:
a flag follows the dictionary as it is now; the table's rulings are kept as written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from quiddler import __version__
from quiddler.engine import Card, InvalidInputError, RuleOptions, Word, WordChecker
from quiddler.engine.setup import name_problem
from quiddler.i18n import _, ngettext, preset_title
from quiddler.saves.common import SaveError, local_time, parse_time, utc_now
from quiddler.saves.format import is_game_id, new_game_id
from quiddler.saves.schema import MAX_PLAYERS, MAX_ROUNDS, MAX_WORDS, PlayerName, RulesData, WordCards
from quiddler.scoresheet.sheet import PlayerEntry, Row, Sheet, SheetWord
from quiddler.storage import files, paths
from quiddler.storage.atomic import remove, write_atomic
from quiddler.storage.files import FileProblem

if TYPE_CHECKING:
    from quiddler.storage.locks import GameLock

__all__ = ["SHEET_FORMAT", "SHEET_VERSION", "SheetFile", "SheetInfo", "SheetStore"]

SHEET_FORMAT = "quiddler-score-sheet"
#: The version this program writes and the newest it reads.
SHEET_VERSION = 1
_MAX_BYTES = 4 * 1024 * 1024

SeatNo = Annotated[int, Meta(ge=0, lt=MAX_PLAYERS)]
CardText = Annotated[str, Meta(min_length=1, max_length=2)]
Stamp = Annotated[str, Meta(min_length=1, max_length=40)]


class WordData(Struct, forbid_unknown_fields=False):
    cards: WordCards
    challenger: SeatNo | None = None
    ruling: bool | None = None


class EntryData(Struct):
    words: Annotated[list[WordData], Meta(max_length=MAX_WORDS)] = []
    unused: Annotated[list[CardText], Meta(max_length=60)] = []


class RowData(Struct):
    entered: bool
    out: Annotated[list[SeatNo], Meta(max_length=MAX_PLAYERS)]
    players: Annotated[list[EntryData], Meta(min_length=2, max_length=MAX_PLAYERS)]


class SheetData(Struct):
    format: Literal["quiddler-score-sheet"]
    version: Annotated[int, Meta(ge=1)]
    sheet_id: Annotated[str, Meta(pattern=r"^[A-Za-z0-9_-]{1,64}$")]
    created: Stamp
    updated: Stamp
    players: Annotated[list[PlayerName], Meta(min_length=2, max_length=MAX_PLAYERS)]
    rules: RulesData
    dictionary: Annotated[str, Meta(max_length=200)]
    rows: Annotated[list[RowData], Meta(min_length=1, max_length=MAX_ROUNDS)]
    quiddler: Annotated[str, Meta(max_length=40)] = ""
    totals: Annotated[list[Annotated[int, Meta(ge=-(10**6), le=10**6)]], Meta(max_length=MAX_PLAYERS)] = []
    leaders: Annotated[list[SeatNo], Meta(max_length=MAX_PLAYERS)] = []
    finished: bool = False


@dataclass(frozen=True)
class SheetInfo:
    """A sheet as listings show it (``quiddler history``, the offer to continue), read without a
    dictionary: the totals are the ones written with the file."""

    sheet_id: str
    created: str
    updated: str
    players: tuple[str, ...]
    rules: str
    dictionary: str
    totals: tuple[int, ...]
    leaders: tuple[int, ...]
    finished: bool
    #: The rounds whose every line is written.
    rounds_written: int
    rounds: int
    #: The lines written so far in the first round not complete (0 when none is begun).
    lines_written: int = 0

    @property
    def updated_at(self) -> datetime:
        return parse_time(self.updated)

    @property
    def leader_names(self) -> tuple[str, ...]:
        return tuple(self.players[seat] for seat in self.leaders if seat < len(self.players))

    def summary(self) -> str:
        """One line: players and totals, rounds written, rules, when it was last changed."""
        scores = ", ".join(f"{name} {total}" for name, total in zip(self.players, self.totals, strict=False))
        written = ngettext(
            "{number} of {rounds} round written", "{number} of {rounds} rounds written", self.rounds
        ).format(number=self.rounds_written, rounds=self.rounds)
        if self.lines_written and self.rounds_written < self.rounds:
            written += ", " + _("{lines} of {players} lines of round {number}").format(
                lines=self.lines_written, players=len(self.players), number=self.rounds_written + 1
            )
        rules = preset_title(self.rules)  # "standard" is the saved key; Spanish shows "estándar"
        return f"{scores or ', '.join(self.players)} · {written} · {rules} · {local_time(self.updated_at)}"


class SheetFile:
    """A sheet with its id and dates: what is written to, and read from, ``<sheet_id>.json``."""

    def __init__(self, sheet: Sheet, sheet_id: str | None = None, created: str | None = None) -> None:
        self.sheet = sheet
        self.sheet_id = sheet_id or new_game_id()
        self.created = created or utc_now()

    def to_dict(self) -> dict[str, Any]:
        sheet = self.sheet
        return {
            "format": SHEET_FORMAT,
            "version": SHEET_VERSION,
            "sheet_id": self.sheet_id,
            "created": self.created,
            "updated": utc_now(),
            "quiddler": __version__,
            "players": list(sheet.players),
            "rules": sheet.rules.to_dict(),
            "dictionary": sheet.checker.name,
            "totals": list(sheet.totals),
            "leaders": list(sheet.leaders),
            "finished": sheet.finished,
            "rows": [
                {
                    "entered": row.entered,
                    "out": sorted(row.out),
                    "players": [
                        {
                            "words": [
                                {
                                    "cards": laid.word.to_list(),
                                    "challenger": laid.challenger,
                                    "ruling": laid.ruling,
                                }
                                for laid in entry.words
                            ],
                            "unused": [card.value for card in entry.unused],
                        }
                        for entry in row.players
                    ],
                }
                for row in sheet.rows
            ],
        }

    def to_json(self) -> str:
        return msgspec.json.encode(self.to_dict()).decode("utf-8")

    @staticmethod
    def dictionary_of(text: str | bytes) -> str:
        """The name of the dictionary a sheet file was kept with (to open it before :meth:`from_json`)."""
        return _decode(text).dictionary

    @classmethod
    def from_json(cls, text: str | bytes, checker: WordChecker) -> SheetFile:
        """Read a sheet file, validated in full; raises :class:`SaveError` with one sentence."""
        data = _decode(text)
        try:
            rules = RuleOptions.from_dict(msgspec.to_builtins(data.rules))
            sheet = Sheet(tuple(data.players), checker, rules)
            if len(data.rows) != rules.rounds:
                raise SaveError(
                    _("it has {count} rounds where its rules play {rounds}").format(
                        count=len(data.rows), rounds=rules.rounds
                    )
                )
            rows = tuple(_row(sheet, index, row_data) for index, row_data in enumerate(data.rows))
        except InvalidInputError as error:
            raise SaveError(
                _("it does not describe a score sheet ({error})").format(error=str(error).rstrip("."))
            ) from None
        sheet.rows = rows
        return cls(sheet, data.sheet_id, data.created)


def _line_written(row: RowData, seat: int) -> bool:
    """Whether a player's line of a round holds anything (every hand has cards: words, cards
    left, or the mark of going out)."""
    entry = row.players[seat]
    return bool(entry.words or entry.unused) or seat in row.out


def _complete_rounds(data: SheetData) -> int:
    """How many rounds, from the first, have every player's line written."""
    count = 0
    for row in data.rows:
        if not row.entered or not all(_line_written(row, seat) for seat in range(len(row.players))):
            break
        count += 1
    return count


def _lines_begun(data: SheetData) -> int:
    """The lines written in the first round that is not complete."""
    rounds = _complete_rounds(data)
    if rounds >= len(data.rows) or not data.rows[rounds].entered:
        return 0
    row = data.rows[rounds]
    return sum(_line_written(row, seat) for seat in range(len(row.players)))


def _decode(text: str | bytes) -> SheetData:
    try:
        data = files.decode_json(text, SheetData, version=SHEET_VERSION)
    except FileProblem as problem:
        raise SaveError(str(problem), reason=problem.reason) from None
    # The names are shown on the sheet, listed and exported: the same rule as every name (an
    # escape sequence in a hand-edited file would be obeyed by the terminal that shows it).
    bad_name = next(filter(None, map(name_problem, data.players)), None)
    if bad_name is not None:
        raise SaveError(bad_name, reason="corrupt")
    return data


def _row(sheet: Sheet, index: int, data: RowData) -> Row:
    """One row rebuilt with the model's checks: seats in range, real cards, the deck's copies."""
    count = len(sheet.players)
    if len(data.players) != count or any(seat >= count for seat in data.out):
        raise SaveError(_("round {number} does not have one line per player").format(number=index + 1))
    entries = []
    for entry in data.players:
        words = []
        for word in entry.words:
            if word.challenger is not None and word.challenger >= count:
                raise SaveError(
                    _("a challenge in round {number} names no player at the table").format(number=index + 1)
                )
            cards = Word.parse(word.cards)
            words.append(SheetWord(cards, sheet.allows(cards), word.challenger, word.ruling))
        entries.append(PlayerEntry(tuple(words), tuple(Card.parse(card) for card in entry.unused)))
    for line in entries:
        sheet.check_copies(line)
    base = sheet.rows[index]
    return Row(index, base.hand_size, base.dealer, tuple(entries), frozenset(data.out), data.entered)


class SheetStore:
    """The score sheets of one user (or of one test, with ``root`` a temporary folder)."""

    def __init__(self, root: Path | None = None) -> None:
        self._root = root
        self._problems: list[str] = []

    @property
    def folder(self) -> Path:
        return (self._root if self._root is not None else paths.data_dir()) / "sheets"

    def path_of(self, sheet_id: str) -> Path:
        if not is_game_id(sheet_id):
            raise SaveError(
                _("There is no score sheet {id}: a sheet id is made of letters, digits, - and _.").format(
                    id=repr(sheet_id)
                ),
                reason="missing",
            )
        return self.folder / f"{sheet_id}.json"

    def lock(self, sheet_id: str) -> GameLock:
        """Open the sheet ``sheet_id`` in this process only, with the game's own lock (an
        operating-system lock on ``sheets/.<id>.lock`` that dies with the process): two windows
        on one sheet would each overwrite the other's lines. Raises :class:`SaveError` (reason
        ``"busy"``) in one sentence when another quiddler window has it open."""
        from quiddler.storage.locks import lock_in

        self.path_of(sheet_id)  # a usable id, or SaveError
        lock = lock_in(self.folder, f".{sheet_id}.lock")
        if not lock.acquire():
            raise SaveError(
                _(
                    "The score sheet {id} is open in another quiddler window: continue it there, "
                    "or close it there first."
                ).format(id=sheet_id),
                reason="busy",
            )
        return lock

    def save(self, sheet_file: SheetFile) -> Path:
        """Write the sheet atomically: a crash leaves the previous version or this one, never half."""
        path = self.path_of(sheet_file.sheet_id)
        write_atomic(path, sheet_file.to_json())
        return path

    def keep(self, sheet_file: SheetFile) -> Callable[[Sheet], None]:
        """Save now and after every change to the sheet (its :attr:`Sheet.on_change`)."""

        def saved(_: Sheet) -> None:
            self.save(sheet_file)

        sheet_file.sheet.on_change = saved
        self.save(sheet_file)
        return saved

    def remove(self, sheet_id: str) -> bool:
        """Delete the sheet ``sheet_id``, only when the player asks to (from the list of
        unfinished sheets, after a yes). Returns False if there was none.

        Raises :class:`SaveError` for an id that names no sheet and ``OSError`` when the file is
        there but cannot be deleted. Sheets have no lock: a sheet still open in another window is
        written again by that window's next change, so nothing it shows is lost.
        """
        return remove(self.path_of(sheet_id))

    def read(self, sheet_id: str) -> bytes:
        """The file's bytes; raises :class:`SaveError` (``missing`` when there is none)."""
        try:
            return files.read_bytes(self.path_of(sheet_id), limit=_MAX_BYTES)
        except FileProblem as problem:
            if problem.reason == "missing":
                raise SaveError(
                    _("There is no score sheet called {id}.").format(id=sheet_id), reason="missing"
                ) from None
            raise SaveError(
                _("The score sheet {id} cannot be read: {problem}.").format(id=sheet_id, problem=problem),
                reason=problem.reason,
            ) from None

    def load(self, sheet_id: str, checker: WordChecker) -> SheetFile:
        """The sheet ``sheet_id``, checked against ``checker``; raises :class:`SaveError`."""
        data = self.read(sheet_id)
        try:
            loaded = SheetFile.from_json(data, checker)
        except SaveError as error:
            raise SaveError(
                _("The score sheet {id} cannot be used: {error}.").format(
                    id=sheet_id, error=str(error).rstrip(".")
                ),
                reason=error.reason,
            ) from None
        if loaded.sheet_id != sheet_id:
            raise SaveError(
                _("The score sheet {id} cannot be used: it says it is {other}.").format(
                    id=sheet_id, other=loaded.sheet_id
                )
            )
        return loaded

    def open(self, sheet_id: str, opener: Callable[[str, RuleOptions], WordChecker]) -> SheetFile:
        """The sheet ``sheet_id`` with the dictionary it was kept with: ``opener(name, rules)``
        opens it (its errors pass through); raises :class:`SaveError` as :meth:`load` does."""
        try:
            data = _decode(self.read(sheet_id))
            rules = RuleOptions.from_dict(msgspec.to_builtins(data.rules))
        except SaveError as error:
            if error.reason == "missing":
                raise
            raise SaveError(
                _("The score sheet {id} cannot be used: {error}.").format(
                    id=sheet_id, error=str(error).rstrip(".")
                ),
                reason=error.reason,
            ) from None
        except InvalidInputError as error:
            raise SaveError(
                _("The score sheet {id} cannot be used: {error}.").format(
                    id=sheet_id, error=str(error).rstrip(".")
                )
            ) from None
        return self.load(sheet_id, opener(data.dictionary, rules))

    def infos(self) -> list[SheetInfo]:
        """Every readable sheet, the last changed first (a file that cannot be read is skipped and
        said in :meth:`take_problems`; it is left where it is, since it may be the player's to mend)."""
        found: list[SheetInfo] = []
        folder = self.folder
        if not files.is_folder(folder):
            return found
        for path in sorted(folder.glob("*.json")):
            sheet_id = path.stem
            if not is_game_id(sheet_id):
                continue
            try:
                data = _decode(self.read(sheet_id))
                if data.sheet_id != sheet_id:
                    raise SaveError(_("it says it is {id}").format(id=data.sheet_id))
                rules = RuleOptions.from_dict(msgspec.to_builtins(data.rules))
                parse_time(data.updated)
            except (SaveError, InvalidInputError, ValueError, OverflowError) as error:
                self._problems.append(
                    _("The score sheet {id} cannot be listed: {error}.").format(
                        id=sheet_id, error=str(error).rstrip(".")
                    )
                )
                continue
            found.append(
                SheetInfo(
                    sheet_id=sheet_id,
                    created=data.created,
                    updated=data.updated,
                    players=tuple(data.players),
                    rules=rules.name,
                    dictionary=data.dictionary,
                    totals=tuple(data.totals),
                    leaders=tuple(data.leaders),
                    finished=data.finished,
                    rounds_written=_complete_rounds(data),
                    lines_written=_lines_begun(data),
                    rounds=len(data.rows),
                )
            )
        found.sort(key=lambda info: (info.updated, info.sheet_id), reverse=True)
        return found

    def unfinished(self) -> list[SheetInfo]:
        """The sheets with a round still to write, the last changed first."""
        return [info for info in self.infos() if not info.finished]

    def finished(self) -> list[SheetInfo]:
        """The sheets with every round written (paper games for the history), the last changed first."""
        return [info for info in self.infos() if info.finished]

    def take_problems(self) -> list[str]:
        """The sentences about files :meth:`infos` could not read (each said once)."""
        problems, self._problems = self._problems, []
        return problems
