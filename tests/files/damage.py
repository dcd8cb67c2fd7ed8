"""Every way a file can come to quiddler damaged, applied the same way to each kind of file.

A suite (one per kind of file) picks the damages that apply to it and says what must become of
the file: read as if whole (``OK``), moved aside (``MOVED``), or left exactly as it was
(``KEPT``). The damages:

* for any file: truncated, random bytes, not UTF-8, a byte-order mark, over the size limit (a
  sparse file: instant, and it takes no disk space), a named pipe, unreadable, a folder in its
  place;
* for a JSON file: nested a hundred thousand deep, a 5,000-digit number, ``1e400``, ``Infinity``,
  ``NaN``, a time out of range, a value of the wrong type, a newer version.

"Unreadable" is ``chmod 000``; tests run as root in CI, and root reads such a file anyway, so as
root the operating system's refusal is made by the test itself (``os.open`` raises EACCES for that
file, as it would for anyone else): the same error reaches the same code either way.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

OK, MOVED, KEPT = "ok", "moved", "kept"
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0

#: (path, the whole file's bytes, monkeypatch) -> writes the damaged file at path.
Writer = Callable[[Path, bytes, pytest.MonkeyPatch], None]


@dataclass(frozen=True)
class Damage:
    name: str
    write: Writer

    def __str__(self) -> str:
        return self.name


def _bytes(make: Callable[[bytes], bytes]) -> Writer:
    def write(path: Path, whole: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
        path.write_bytes(make(whole))

    return write


def _not_utf8(whole: bytes) -> bytes:
    """A Latin-1 é inside the first string of a JSON file, or a Latin-1 line at the end of a text."""
    if not whole.lstrip().startswith((b"{", b"[")):
        return whole + b"caf\xe9\n"
    at = whole.find(b'"') + 1
    return whole[:at] + b"\xe9" + whole[at:]


def over_the_limit(limit: int) -> Writer:
    def write(path: Path, whole: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
        with path.open("wb") as file:
            file.truncate(limit + 1)  # sparse: no disk space, no time

    return write


def _named_pipe(path: Path, whole: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    os.mkfifo(path)  # nobody writes to it: reading it would wait for ever


def _folder(path: Path, whole: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("a folder where a file should be")


def _unreadable(path: Path, whole: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    path.write_bytes(whole)
    if not AS_ROOT:
        path.chmod(0)
        return
    from quiddler.storage import files

    real_open = files.os.open
    target = os.path.realpath(path)

    def refusing_open(name: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if os.path.realpath(name) == target:
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(files.os, "open", refusing_open)


def any_file(limit: int) -> dict[str, Damage]:
    """The damages that apply to any file, text or JSON."""
    return {
        damage.name: damage
        for damage in (
            Damage("truncated", _bytes(lambda whole: whole[: len(whole) // 2])),
            Damage("random-bytes", _bytes(lambda whole: random.Random(13).randbytes(300))),
            Damage("not-utf8", _bytes(_not_utf8)),
            Damage("bom", _bytes(lambda whole: b"\xef\xbb\xbf" + whole)),
            Damage("huge-file", over_the_limit(limit)),
            Damage("named-pipe", _named_pipe),
            Damage("unreadable", _unreadable),
            Damage("folder", _folder),
        )
    }


def json_with(whole: bytes, where: tuple[str | int, ...], literal: str) -> bytes:
    """The JSON document with the value at ``where`` replaced by ``literal``, written as is (so
    it can be ``Infinity`` or a number Python would not print)."""
    data = json.loads(whole.decode("utf-8"))
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = "@@VALUE@@"
    return json.dumps(data, ensure_ascii=False).replace('"@@VALUE@@"', literal).encode("utf-8")


def at(where: tuple[str | int, ...], literal: str) -> Writer:
    return _bytes(lambda whole: json_with(whole, where, literal))


def json_file(
    limit: int,
    *,
    number: tuple[str | int, ...],
    wrong_type: tuple[tuple[str | int, ...], str],
    time: tuple[tuple[str | int, ...], str] | None = None,
) -> dict[str, Damage]:
    """The damages of a JSON file: ``number`` is where a whole number sits, ``wrong_type`` a place
    and a value of the wrong type there, ``time`` a place and a time out of range."""
    damages = any_file(limit)
    deep = b'{"version": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    more: list[Damage] = [
        Damage("deep-nesting", _bytes(lambda whole: deep)),
        Damage("huge-number", at(number, "9" * 5000)),
        Damage("1e400", at(number, "1e400")),
        Damage("infinity", at(number, "Infinity")),
        Damage("nan", at(number, "NaN")),
        Damage("wrong-type", at(*wrong_type)),
        Damage("newer-version", _bytes(_newer)),
    ]
    if time is not None:
        more.append(Damage("out-of-range-time", at(time[0], json.dumps(time[1]))))
    damages.update((damage.name, damage) for damage in more)
    return damages


def _newer(whole: bytes) -> bytes:
    data = json.loads(whole.decode("utf-8"))
    data["version"] = 99
    data["a_field_of_version_99"] = {"kept": True}
    return json.dumps(data).encode("utf-8")


def one_sentence(text: str) -> str:
    """The one line a problem is said in: no traceback, no escape sequence, a full stop."""
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    assert "Traceback" not in text and "\x1b" not in text
    assert lines[0].endswith((".", ".)")), text
    return lines[0]


def moved_copies(path: Path) -> list[Path]:
    """The files ``path`` was moved aside to (``<stem>.<reason>-<time>.<suffix>``)."""
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.stem + ".") and p != path)


def state(path: Path) -> object:
    """What is at ``path``, to compare before and after: bytes, or what kind of thing it is."""
    if path.is_fifo():
        return "a named pipe"
    if path.is_dir():
        return ("a folder", sorted(os.listdir(path)))
    if not path.exists():
        return None
    mode = path.stat().st_mode
    if not AS_ROOT and not os.access(path, os.R_OK):
        path.chmod(0o600)
        try:
            return hashlib.sha256(path.read_bytes()).hexdigest()
        finally:
            path.chmod(mode)
    return hashlib.sha256(path.read_bytes()).hexdigest()
