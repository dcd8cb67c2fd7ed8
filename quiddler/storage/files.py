"""Reading the files quiddler keeps (and the ones a player names) as data from outside.

Every file quiddler reads may be damaged, hand-edited, replaced by something else, or written by
a newer quiddler. This module is the one door they come in through, so each kind of file gets the
same care:

* :func:`read_bytes` reads **regular files only**, up to a size limit: a named pipe, a device
  (``/dev/zero``) or a folder in a file's place is refused at once instead of hanging or eating
  memory. It opens without blocking (a pipe with no writer cannot stall it) and checks the opened
  file itself, so nothing can be swapped in between the check and the read.
* :func:`decode_text` decodes UTF-8, with or without a byte-order mark (Windows Notepad writes
  one), and refuses anything else in one sentence instead of guessing.
* :func:`read_json` validates the whole document against one declared schema (msgspec structs
  whose fields carry their types *and* ranges), so a seed of ``1e400``, ``Infinity``, a 5,000-digit
  number, a string where a list belongs or ``[[[[…`` a hundred thousand deep is refused in one
  sentence, never met later as a traceback. A file whose ``version`` is newer than the reader
  knows is refused before its fields are looked at.
* :func:`printable` escapes what a terminal would obey (escape sequences, other control and
  format characters) in text that came from a file, before it is printed.

Every refusal is a :class:`FileProblem` whose message is a sentence fragment ("it is a named pipe,
not a file") and whose ``reason`` tells the caller what to do with the file: ``missing``;
``unreadable`` (the system refused, or it is not a regular file: leave it alone); ``corrupt``
(the content is wrong: move it aside); ``newer`` (a newer quiddler wrote it).
"""

from __future__ import annotations

import codecs
import errno
import functools
import os
import re
import stat
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from quiddler.engine.errors import QuiddlerError
from quiddler.i18n import N_, _

if TYPE_CHECKING:
    import msgspec

__all__ = [
    "FileProblem",
    "read_bytes",
    "decode_text",
    "read_json",
    "decode_json",
    "convert",
    "describe_invalid",
    "checked_time",
    "is_folder",
    "printable",
    "is_missing",
    "MB",
]

MB = 1024 * 1024
T = TypeVar("T")

#: Reason for each kind of problem (see the module docstring).
MISSING, UNREADABLE, CORRUPT, NEWER = "missing", "unreadable", "corrupt", "newer"


class FileProblem(QuiddlerError):
    """Why a file cannot be used: a sentence fragment (``str``) and a ``reason`` for the caller."""

    def __init__(self, message: str, reason: str, *, schema: bool = False) -> None:
        super().__init__(message)
        self.reason = reason
        #: True when the file is valid JSON that does not fit the schema (a list for an object…).
        self.schema = schema


def is_missing(error: OSError) -> bool:
    """True for "there is nothing there": no such file, or a file where a folder of its path
    should be (a data folder replaced by a file holds no saves, records or house words)."""
    return isinstance(error, FileNotFoundError | NotADirectoryError) or error.errno == errno.ENOTDIR


_KINDS = (
    (stat.S_ISDIR, N_("a folder")),
    (stat.S_ISFIFO, N_("a named pipe")),
    (stat.S_ISCHR, N_("a device")),
    (stat.S_ISBLK, N_("a device")),
    (stat.S_ISSOCK, N_("a socket")),
)


def _kind(mode: int) -> str:
    return _(next((name for test, name in _KINDS if test(mode)), N_("not a regular file")))


def read_bytes(path: Path, *, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; raises :class:`FileProblem`."""
    # O_NONBLOCK: opening a named pipe that has no writer would otherwise wait for one, for ever
    # (the pipe is then refused as not a regular file); O_NOCTTY: a terminal device never becomes
    # ours by being opened.
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    )
    try:
        handle = os.open(path, flags)
    except OSError as error:
        if is_missing(error):
            raise FileProblem(_("there is no such file"), MISSING) from None
        if isinstance(error, IsADirectoryError):
            raise FileProblem(_("it is a folder, not a file"), UNREADABLE) from None
        raise FileProblem(
            _("it cannot be read ({error})").format(error=_strerror(error)), UNREADABLE
        ) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(_("it is {kind}, not a file").format(kind=_kind(info.st_mode)), UNREADABLE)
        if info.st_size > limit:
            said = _("it is too big ({size}; the limit is {limit})")
            raise FileProblem(said.format(size=_size(info.st_size), limit=_size(limit)), CORRUPT)
        chunks, total = [], 0
        while total <= limit:  # the size can change while we read: never read past the limit
            chunk = os.read(handle, min(limit + 1 - total, MB))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise FileProblem(_("it is too big (more than {limit})").format(limit=_size(limit)), CORRUPT)
        return b"".join(chunks)
    except OSError as error:
        raise FileProblem(
            _("it cannot be read ({error})").format(error=_strerror(error)), UNREADABLE
        ) from None
    finally:
        os.close(handle)


def decode_text(data: bytes) -> str:
    """UTF-8 text, without a leading byte-order mark; raises :class:`FileProblem` for other bytes."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise FileProblem(
            _("it is not UTF-8 text (byte {number} is not)").format(number=error.start + 1), CORRUPT
        ) from None


@functools.cache
def _versioned() -> type:
    """The one field looked at before the schema: a newer file is refused, not misread.
    (Built on first use: msgspec is imported only by commands that read such files.)"""
    import msgspec

    class Versioned(msgspec.Struct):
        version: int | None = None

    return Versioned


def read_json(path: Path, schema: type[T], *, limit: int, version: int | None = None) -> T:
    """The JSON file ``path`` validated against ``schema``; see :func:`decode_json`."""
    return decode_json(read_bytes(path, limit=limit), schema, version=version)


def decode_json(data: bytes | str, schema: type[T], *, version: int | None = None) -> T:
    """JSON text validated against ``schema`` (a msgspec type); raises :class:`FileProblem`.

    With ``version``, a document whose ``"version"`` is higher is refused with reason ``newer``
    before anything else is checked (a newer quiddler may have changed every other field).
    """
    import msgspec

    if isinstance(data, str):
        data = data.encode("utf-8", errors="surrogateescape")
    data = data.removeprefix(codecs.BOM_UTF8)
    decode_text(data)  # all of it UTF-8, even the parts a schema skips (msgspec does not look there)
    try:
        if version is not None:
            found: int | None = msgspec.json.decode(data, type=_versioned()).version
            if found is not None and found > version:
                raise FileProblem(
                    _("it was written by a newer quiddler (version {version})").format(version=found), NEWER
                )
        return msgspec.json.decode(data, type=schema)
    except FileProblem:
        raise
    except UnicodeDecodeError as error:
        raise FileProblem(
            _("it is not UTF-8 text (byte {number} is not)").format(number=error.start + 1), CORRUPT
        ) from None
    except RecursionError:
        raise FileProblem(_("it is not valid JSON (nested too deep)"), CORRUPT) from None
    except msgspec.ValidationError as error:
        raise FileProblem(describe_invalid(error), CORRUPT, schema=True) from None
    except msgspec.DecodeError as error:
        raise FileProblem(_json_problem(str(error)), CORRUPT) from None


def _json_problem(said: str) -> str:
    """msgspec's English ("Input data was truncated", "JSON is malformed: expected ':' (byte 5)")
    in the player's language: where the text ends too soon, or the byte where it stops being
    JSON; any other detail as msgspec says it."""
    if said == "Input data was truncated":
        return _("it is not valid JSON (it stops before its end)")
    at = re.search(r"\(byte (\d+)\)$", said)
    if said.startswith("JSON is malformed: ") and at is not None:
        return _("it is not valid JSON (from byte {number})").format(number=int(at[1]) + 1)
    return _("it is not valid JSON ({detail})").format(
        detail=printable(said.removeprefix("JSON is malformed: "))
    )


def convert(data: Any, schema: type[T]) -> T:
    """Plain Python data (from :func:`json.loads`, or built in a test) validated like a file."""
    import msgspec

    try:
        return msgspec.convert(data, type=schema)
    except RecursionError:
        raise FileProblem(_("it is nested too deep"), CORRUPT) from None
    except msgspec.ValidationError as error:
        raise FileProblem(describe_invalid(error), CORRUPT, schema=True) from None


_AT = re.compile(r"^(?P<what>.*?)(?: - at `\$(?P<where>[^`]*)`)?$", re.DOTALL)


def describe_invalid(error: msgspec.ValidationError) -> str:
    """msgspec's "Expected `int`, got `float` - at `$.setup.seed`" in a player's words:
    "its content is damaged (setup.seed: expected int, got float)"."""
    found = _AT.match(str(error))
    what = (found["what"] if found else str(error)).replace("`", "")
    where = ((found["where"] if found else "") or "").lstrip(".")
    what = what[:1].lower() + what[1:]
    missing = re.match(r"object missing required field (\S+)$", what)
    if missing:
        detail = _("the field {name} is missing").format(
            name=".".join(part for part in (where, missing[1]) if part)
        )
    else:
        what = _decoder_words(what)
        detail = f"{where}: {what}" if where else what
    return printable(_("its content is damaged ({detail})").format(detail=detail))


#: The decoder's messages a player may meet, said in the player's language (the type names, such
#: as ``int`` and ``str``, stay as the decoder writes them); any other is shown as it comes.
_DECODER_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"expected (?P<expected>\w+), got (?P<got>\w+)$"), N_("expected {expected}, got {got}")),
    (
        re.compile(r"expected (?P<expected>\w+) of length (?P<op>[<>]=?) (?P<bound>\d+)$"),
        N_("expected {expected} of length {op} {bound}"),
    ),
    (
        re.compile(r"expected (?P<expected>\w+) matching (?P<pattern>.+)$"),
        N_("expected {expected} matching {pattern}"),
    ),
    (
        re.compile(r"expected (?P<expected>\w+) (?P<op>[<>]=?) (?P<bound>\S+)$"),
        N_("expected {expected} {op} {bound}"),
    ),
    (re.compile(r"object contains unknown field (?P<name>.+)$"), N_("object contains unknown field {name}")),
    (re.compile(r"invalid enum value (?P<value>.+)$"), N_("invalid enum value {value}")),
)


def _decoder_words(what: str) -> str:
    """One of msgspec's messages (lower-cased, without backticks) in the player's language."""
    for pattern, template in _DECODER_WORDS:
        found = pattern.match(what)
        if found:
            return _(template).format(**found.groupdict())
    return what


#: The times a file may carry: a day inside what Python can represent at either end, so a time
#: shown in local time cannot overflow in any time zone (UTC+14 and UTC-12 included).
EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
LATEST = datetime(9999, 12, 30, tzinfo=UTC)


def checked_time(text: str) -> datetime:
    """An ISO 8601 time with a zone, in UTC, between :data:`EARLIEST` and :data:`LATEST`;
    ValueError (a sentence fragment) for anything else."""
    try:
        moment = datetime.fromisoformat(text)
        if moment.tzinfo is None:
            raise ValueError(_("it has no time zone"))
        moment = moment.astimezone(UTC)
    except (ValueError, OverflowError) as error:
        said = _("{text} is not a time ({error})")
        raise ValueError(said.format(text=printable(repr(text)), error=printable(str(error)))) from None
    if not EARLIEST <= moment <= LATEST:
        said = _("{text} is not a time between the years {first} and {last}")
        raise ValueError(said.format(text=printable(repr(text)), first=EARLIEST.year, last=LATEST.year))
    return moment


def is_folder(path: Path) -> bool:
    """Whether ``path`` is a folder that can be looked at. Unlike :meth:`Path.is_dir`, never
    raises: a path the system refuses (a name longer than 255 bytes, a loop of links) is no
    folder, so a command that lists saves, sheets or records finds none there instead of failing."""
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def printable(text: str) -> str:
    """``text`` safe to print on a terminal: every character :meth:`str.isprintable` refuses (an
    escape or other control character, a right-to-left override, a line separator) is shown as
    an escape such as ``\\x1b`` instead of being sent to the terminal, which would obey it. A byte
    that was not UTF-8 (an argument or a file name, kept by Python as a lone surrogate U+DC80–U+DCFF)
    is shown as the byte it was, ``\\xff``, not as ``\\udcff``."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escaped(char) for char in text)


def _escaped(char: str) -> str:
    if "\udc80" <= char <= "\udcff":  # surrogateescape's stand-in for a byte that was not UTF-8
        return f"\\x{ord(char) - 0xDC00:02x}"
    return char.encode("unicode_escape").decode("ascii")


def _strerror(error: OSError) -> str:
    from quiddler.storage.reasons import os_reason

    return os_reason(error)


def _size(count: int) -> str:
    return f"{count / MB:.0f} MB" if count >= MB else f"{count:,} bytes"
