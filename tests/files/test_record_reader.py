"""The reader both player records share (:mod:`quiddler.storage.records`), on its own: a missing
file is an empty record; a damaged, non-UTF-8 or huge file is moved aside with its bytes intact; a
newer quiddler's or an unreadable file is left exactly as it is and refused for writing; a damaged
file in a read-only folder is left as it is too; the warning is printable and said in the
language of the moment; and it never raises, whatever the bytes."""

from __future__ import annotations

import errno
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec import Meta, Struct

from quiddler.i18n import N_
from quiddler.saves.solitaire import record as solitaire_record
from quiddler.storage import atomic
from quiddler.storage.paths import data_dir
from quiddler.storage.records import LoadedState, RecordFile, RecordRead, RecordSentences, read_record

from .damage import AS_ROOT, any_file

LIMIT = 4096


class _Tally(Struct):
    """A record of the smallest kind: a list of counts."""

    counts: Annotated[list[Annotated[int, Meta(ge=0)]], Meta(max_length=100)]
    version: int = 1


# Sentences of the test's own (placeholders as the records' own): each outcome is told apart.
SENTENCES = RecordSentences(
    newer=N_("NEWER {path}"),
    unreadable=N_("UNREADABLE {path}: {problem}"),
    stuck=N_("STUCK {path} ({problem}) ({error})"),
    moved=N_("MOVED ({problem}) to {aside}"),
)
WHOLE = json.dumps({"version": 1, "counts": [3, 1, 4]}).encode()


def read(path: Path) -> RecordRead[_Tally]:
    return read_record(path, _Tally, version=1, limit=LIMIT, sentences=SENTENCES)


def aside_of(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.corrupt-*{path.suffix}"))


def test_a_whole_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "tally.json"
    path.write_bytes(WHOLE)
    got = read(path)
    assert got.data is not None and got.data.counts == [3, 1, 4]
    assert got.warning is None and got.writable


def test_a_missing_file_is_an_empty_record_said_nothing_of(tmp_path: Path) -> None:
    got = read(tmp_path / "tally.json")
    assert got == RecordRead(None, None, True)


@pytest.mark.parametrize(
    "damage",
    [
        b'{"version": 1, "counts": [3, 1',  # truncated
        b'{"version": 1, "counts": [3, -1]}',  # a count out of range
        b'{"version": 1, "counts": "many"}',  # the wrong type
        b'{"version": 1, "counts": [3], "caf\xe9": 1}',  # not UTF-8
        b"\x00\xff" * 40,  # random bytes
    ],
    ids=["truncated", "out-of-range", "wrong-type", "not-utf8", "random-bytes"],
)
def test_a_damaged_file_is_moved_aside_whole(tmp_path: Path, damage: bytes) -> None:
    path = tmp_path / "tally.json"
    path.write_bytes(damage)
    got = read(path)
    (aside,) = aside_of(path)
    assert not path.exists() and aside.read_bytes() == damage  # never lost
    assert got.data is None and got.writable  # a new record may start
    assert got.warning is not None and got.warning.startswith("MOVED (") and str(aside) in got.warning


def test_a_huge_file_is_moved_aside_unread(tmp_path: Path) -> None:
    path = tmp_path / "tally.json"
    with path.open("wb") as file:
        file.truncate(LIMIT + 1)  # sparse: no disk space
    got = read(path)
    (aside,) = aside_of(path)
    assert aside.stat().st_size == LIMIT + 1 and not path.exists()
    assert got.data is None and got.writable
    assert got.warning is not None and "too big" in got.warning


def test_a_newer_quiddlers_file_is_left_alone_and_refused_for_writing(tmp_path: Path) -> None:
    path = tmp_path / "tally.json"
    newer = json.dumps({"version": 2, "counts": "a shape this quiddler does not know"}).encode()
    path.write_bytes(newer)
    got = read(path)
    assert path.read_bytes() == newer and aside_of(path) == []
    assert got == RecordRead(None, f"NEWER {path}", False)


def test_an_unreadable_file_is_left_alone_and_refused_for_writing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "tally.json"
    any_file(LIMIT)["unreadable"].write(path, WHOLE, monkeypatch)
    got = read(path)
    path.chmod(0o600)  # the test reads it back (the patched open, as root, is os.open only)
    assert path.read_bytes() == WHOLE and aside_of(path) == []
    assert got.data is None and not got.writable
    assert got.warning is not None and got.warning.startswith(f"UNREADABLE {path}: it cannot be read")


def test_a_folder_in_its_place_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "tally.json"
    path.mkdir()
    got = read(path)
    assert path.is_dir() and aside_of(path) == []
    assert got == RecordRead(None, f"UNREADABLE {path}: it is a folder, not a file", False)


def _read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``folder`` refuse new names, for root too (root ignores the mode bits)."""
    if not AS_ROOT:
        folder.chmod(0o555)
        return

    def refuse(source: Any, target: Any, *args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system", os.fspath(target))

    monkeypatch.setattr(atomic.os, "link", refuse)
    monkeypatch.setattr(atomic.os, "rename", refuse)


def test_a_damaged_file_in_a_read_only_folder_is_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "tally.json"
    path.write_bytes(b"{not json")
    _read_only(folder, monkeypatch)
    try:
        got = read(path)
    finally:
        folder.chmod(0o755)
    assert path.read_bytes() == b"{not json" and aside_of(path) == []
    assert got.data is None and not got.writable  # nothing may be written over it
    assert got.warning is not None and got.warning.startswith(f"STUCK {path} (it is not valid JSON")


def test_the_warning_is_printable_whatever_the_folder_is_called(tmp_path: Path) -> None:
    folder = tmp_path / "evil\x1b]0;owned\x07"
    folder.mkdir()
    path = folder / "tally.json"
    path.write_bytes(b"[")
    got = read(path)
    assert got.warning is not None and got.warning.isprintable()
    assert "\\x1b]0;owned\\x07" in got.warning
    assert RecordRead(None, "made \x1b[2J by hand").warning == "made \\x1b[2J by hand"


@pytest.mark.usefixtures("spanish")
def test_the_sentences_are_said_in_the_language_of_the_moment(tmp_path: Path) -> None:
    path = tmp_path / "solitaire.json"
    path.write_bytes(b"[")
    loaded = solitaire_record.load_record(path)
    assert loaded.warning is not None and loaded.warning.startswith("El historial de solitario estaba dañado")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    content=st.one_of(
        st.binary(max_size=200), st.just(WHOLE), st.builds(lambda n: WHOLE[:n], st.integers(0, 40))
    )
)
def test_it_never_raises_and_never_loses_a_byte(tmp_path: Path, content: bytes) -> None:
    folder = Path(os.fspath(tmp_path)) / f"case-{os.urandom(6).hex()}"
    folder.mkdir()
    path = folder / "tally.json"
    path.write_bytes(content)
    got = read(path)
    if got.data is not None:
        assert path.read_bytes() == content and got.warning is None
    elif path.exists():  # left alone: a newer version, and refused for writing
        assert path.read_bytes() == content and not got.writable
    else:
        (aside,) = aside_of(path)
        assert aside.read_bytes() == content and got.writable


def test_a_record_file_lives_in_the_data_folder_and_is_read_by_the_shared_reader() -> None:
    """:class:`RecordFile` is one record's declaration: its file (``data_dir()/<name>``) is read
    with its schema, version, limit and sentences, as :func:`read_record` reads it."""
    tally = RecordFile("tally.json", _Tally, version=1, limit=LIMIT, sentences=SENTENCES)
    assert tally.path() == data_dir() / "tally.json"
    assert tally.read() == RecordRead(None, None, True)  # missing: empty, nothing said
    tally.path().parent.mkdir(parents=True, exist_ok=True)
    tally.path().write_bytes(WHOLE)
    got = tally.read()
    assert got.data is not None and got.data.counts == [3, 1, 4]
    tally.path().write_bytes(json.dumps({"version": 2, "counts": []}).encode())
    assert tally.read() == RecordRead(None, f"NEWER {tally.path()}", False)


def test_a_loaded_record_s_state_is_printable_and_writable_unless_said() -> None:
    @dataclass(frozen=True)
    class LoadedTally(LoadedState):
        counts: tuple[int, ...]

    assert LoadedTally((1,)) == LoadedTally((1,), warning=None, writable=True)
    told = LoadedTally((), warning="made \x1b[2J by hand", writable=False)
    assert told.warning == "made \\x1b[2J by hand" and not told.writable
