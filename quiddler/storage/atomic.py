"""Writing a file so that a crash leaves either the old version or the new one, never half of each.

The recipe (the one SQLite and git rely on): write the new text to a temporary file in the *same*
folder, flush it and ``os.fsync`` it so its bytes are on the disk, ``os.replace`` it over the
target (a rename, atomic on POSIX and Windows within one file system), then fsync the folder so
the rename itself survives a power cut. If anything fails before the rename, the temporary file is
removed and the target is untouched.

The file is readable by its owner only (``mkstemp`` makes the temporary file so, and the rename
keeps it): saves, records and seat codes are nobody else's to read.

Temporary files are named ``.<target>.<random>.tmp``: the leading dot and the ``.tmp`` ending mean a
listing of ``*.json`` saves never mistakes one for a save, even one left by ``kill -9``.

Part of :mod:`quiddler.storage`, beside :mod:`~quiddler.storage.files` (the one door files come
in by), :mod:`~quiddler.storage.paths` and :mod:`~quiddler.storage.locks`: the dictionary (house
words), the saves, the records, the score sheets, the seat codes, the statistics' cache, the
solver's cache and the remembered players all write through it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

__all__ = [
    "write_atomic",
    "write_atomic_bytes",
    "remove",
    "fsync_folder",
    "move_aside",
    "sweep_temporary",
    "TEMP_SUFFIX",
]

TEMP_SUFFIX = ".tmp"


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable. Not possible on Windows (no folder handles): skipped."""
    if os.name == "nt":
        return
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the rename is still atomic
    finally:
        os.close(handle)


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically and durably; see the module docstring."""
    write_atomic_bytes(path, text.encode("utf-8"))


def write_atomic_bytes(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically; see the module docstring.

    ``durable=False`` skips the two fsyncs, for a file that is only a cache (the solver's word
    indexes, megabytes rebuilt in seconds): a power cut may then lose it, and a damaged one is
    refused when read and rebuilt, but it is never left half written by a crash of quiddler.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            if durable:
                os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        # BaseException too: a signal handler's SystemExit in the middle must not leave debris.
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    if durable:
        fsync_folder(folder)


def remove(path: Path) -> bool:
    """Delete the file ``path`` for good (the folder is fsynced, so the removal survives a power
    cut); False if there was none. Other failures raise ``OSError``: the caller decides."""
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    fsync_folder(path.parent)
    return True


def move_aside(path: Path, reason: str) -> Path:
    """Rename a bad file to ``<stem>.<reason>-<UTC time>[-n]<suffix>``, never overwriting anything.

    The new name has a dot in its stem, so it is no longer a save's name (``<game id>.json``) and no
    listing picks it up again; the player can still open it, send it in a bug report or delete it.
    """
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for attempt in range(1000):
        extra = f"-{attempt}" if attempt else ""
        target = path.with_name(f"{path.stem}.{reason}-{stamp}{extra}{path.suffix}")
        try:
            os.link(path, target)  # fails if target exists: nothing is ever overwritten
        except FileExistsError:
            continue
        except OSError:
            # A file system without hard links: check, then rename (a tiny race, never a loss).
            if target.exists():
                continue
            os.rename(path, target)
            fsync_folder(path.parent)
            return target
        os.unlink(path)
        fsync_folder(path.parent)
        return target
    raise OSError(f"could not find a free name to move {path} aside")


def sweep_temporary(folder: Path, *, older_than: float = 3600.0) -> None:
    """Remove temporary files left by a killed writer, once they are surely abandoned.

    Only ``.*.tmp`` files older than ``older_than`` seconds go: a younger one may belong to another
    quiddler writing right now. A temporary file is never a save (the save is the renamed file).
    """
    limit = time.time() - older_than
    for candidate in folder.glob(f".*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if candidate.stat().st_mtime < limit:
                candidate.unlink()
