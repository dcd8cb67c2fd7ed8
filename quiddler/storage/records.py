"""Reading a player's record (the solitaire record, the record of the daily game): one JSON file
with a format ``version``, read in full or not at all, never raising.

Each record keeps only its own data and validation (a msgspec schema) and the sentences it says,
declared in one :class:`RecordFile` (its file's name, schema, format version, size limit and
sentences); its loader's result adds its data to :class:`LoadedState` (what became of the file).
What becomes of a file that cannot be read is decided here, once, for every record:

* missing: an empty record, nothing said;
* damaged (not JSON, not UTF-8, over the size limit, a field out of range…): moved aside
  (``<name>.corrupt-<time>.json``), never lost, and a new record starts (the sentence says where
  the file went); if it cannot be moved (a read-only folder), it is left as it is and nothing is
  written over it;
* written by a newer quiddler, or one the system will not let us read (or not a regular file):
  left exactly as it is, and nothing is added to it (``writable`` False).

The warning names paths and a file's damage, both from outside: it is made printable
(:func:`~quiddler.storage.files.printable`) before anyone shows it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from quiddler.i18n import _
from quiddler.storage import files
from quiddler.storage.atomic import move_aside
from quiddler.storage.paths import data_dir

__all__ = ["LoadedState", "PrintableWarning", "RecordFile", "RecordRead", "RecordSentences", "read_record"]

T = TypeVar("T")


class PrintableWarning:
    """For a frozen dataclass with a ``warning`` field: the warning is made printable when the
    object is made, whoever makes it (a folder name with an escape sequence would otherwise be
    obeyed by the terminal that shows it)."""

    warning: str | None

    def __post_init__(self) -> None:
        if self.warning is not None:
            object.__setattr__(self, "warning", files.printable(self.warning))


@dataclass(frozen=True)
class RecordSentences:
    """What a record says about its file, as catalog msgids (mark them with ``N_``): they are
    translated when said, in the language of that moment.

    ``newer`` takes ``{path}``; ``unreadable`` ``{path}`` and ``{problem}``; ``stuck`` (damaged
    and could not be moved aside) ``{path}``, ``{problem}`` and ``{error}``; ``moved``
    ``{problem}`` and ``{aside}`` (where it went)."""

    newer: str
    unreadable: str
    stuck: str
    moved: str


@dataclass(frozen=True)
class RecordRead(PrintableWarning, Generic[T]):
    """What was read: the data (None when there is none to use: the file is missing, moved aside
    or left alone), the sentence that says what happened to the file, and whether the record may
    be written (False when the file is left as it is)."""

    data: T | None
    warning: str | None = None
    writable: bool = True


@dataclass(frozen=True, kw_only=True)
class LoadedState(PrintableWarning):
    """What became of a record's file when it was loaded: the base of each record's loaded
    record, which adds the record itself (a missing file is an empty record, nothing said).

    ``warning`` is the sentence that says what happened to the file (made printable: it names
    paths and damage from outside); ``writable`` is False when the file is left as it is (a newer
    quiddler's, or unreadable): nothing may be written over it."""

    warning: str | None = None
    writable: bool = True


@dataclass(frozen=True)
class RecordFile(Generic[T]):
    """One kind of record's file: its ``name`` in the data folder, the ``schema`` the whole file
    is read against, the newest format ``version`` this quiddler reads (and writes), its size
    ``limit`` in bytes (a larger file is damaged) and what it says of a file it cannot use."""

    name: str
    schema: type[T]
    version: int
    limit: int
    sentences: RecordSentences

    def path(self) -> Path:
        """Where the record lives: ``data_dir()/<name>``."""
        return data_dir() / self.name

    def read(self, path: Path | None = None) -> RecordRead[T]:
        """The record at ``path`` (None: :meth:`path`), read by :func:`read_record`. Never raises."""
        where = self.path() if path is None else path
        return read_record(
            where, self.schema, version=self.version, limit=self.limit, sentences=self.sentences
        )


def read_record(
    path: Path, schema: type[T], *, version: int, limit: int, sentences: RecordSentences
) -> RecordRead[T]:
    """Read the record at ``path`` against ``schema`` (a file whose ``version`` is above
    ``version`` is refused unread; one over ``limit`` bytes is damaged). Never raises."""
    try:
        return RecordRead(files.read_json(path, schema, limit=limit, version=version))
    except files.FileProblem as problem:
        return _problem(path, problem, sentences)


def _problem(path: Path, problem: files.FileProblem, sentences: RecordSentences) -> RecordRead[T]:
    if problem.reason == files.MISSING:
        return RecordRead(None)
    if problem.reason == files.NEWER:
        return RecordRead(None, _(sentences.newer).format(path=path), writable=False)
    if problem.reason == files.UNREADABLE:
        said = _(sentences.unreadable).format(path=path, problem=problem)
        return RecordRead(None, said, writable=False)
    try:
        aside = move_aside(path, "corrupt")
    except OSError as error:
        said = _(sentences.stuck).format(path=path, problem=problem, error=error.strerror or error)
        return RecordRead(None, said, writable=False)
    return RecordRead(None, _(sentences.moved).format(problem=problem, aside=aside))
