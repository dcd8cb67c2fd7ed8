"""Where quiddler keeps files of its own: the user's data folder and cache folder.

``QUIDDLER_DATA_DIR`` and ``QUIDDLER_CACHE_DIR`` override both (tests point them at a temporary
folder, so a test run never touches a player's saves, records or house words).

Neither function creates its folder: a command that only reads (``check``, ``solve``,
``history``, ``house list`` …) must work when the folder cannot be created (a file in its place,
a read-only home). A command that must write calls :func:`ensure_data_dir` first, which creates
the folder or says in one sentence why it cannot; the solver's cache is a convenience and is
simply not written when its folder cannot be made.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

import platformdirs

from quiddler.engine.errors import QuiddlerError
from quiddler.i18n import _
from quiddler.storage.reasons import os_reason

__all__ = ["data_dir", "cache_dir", "ensure_data_dir", "make_folder", "DataFolderError"]


class DataFolderError(QuiddlerError):
    """The data folder cannot be created or written; the message is one sentence for the player."""


def data_dir() -> Path:
    """Saves, history, records, house words, remembered names (the folder may not exist yet)."""
    return Path(
        os.environ.get("QUIDDLER_DATA_DIR") or platformdirs.user_data_dir("quiddler", appauthor=False)
    )


def cache_dir() -> Path:
    """Things that can be rebuilt (the solver's word index); the folder may not exist yet."""
    return Path(
        os.environ.get("QUIDDLER_CACHE_DIR") or platformdirs.user_cache_dir("quiddler", appauthor=False)
    )


def ensure_data_dir() -> Path:
    """The data folder, created if need be and checked to be writable.

    Raises :class:`DataFolderError` with one sentence that names the folder and why it cannot be
    used (a file is in its place, permission denied, a read-only file system).
    """
    path = data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataFolderError(_sentence(path, _why(error))) from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise DataFolderError(_sentence(path, _("it is read-only")))
    return path


def make_folder(path: Path, *, private: bool = False) -> Path:
    """Make the folder ``path`` (and its parents) if it is not there yet; ``private``: readable by
    its owner only (seat codes are secrets). ``OSError`` if it cannot be made: the caller words it."""
    path.mkdir(parents=True, exist_ok=True)
    if private:
        with contextlib.suppress(OSError):
            os.chmod(path, 0o700)
    return path


def _why(error: OSError) -> str:
    if isinstance(error, FileExistsError | NotADirectoryError) or error.errno == errno.ENOTDIR:
        return _("a file is in the way of it")
    if error.errno == errno.EROFS:
        return _("it is on a read-only file system")
    if isinstance(error, PermissionError):
        return _("permission is denied")
    return os_reason(error)


def _sentence(path: Path, why: str) -> str:
    return _(
        "Quiddler keeps its saves and records in {path}, but that folder cannot be used ({why}); "
        "fix it, or set QUIDDLER_DATA_DIR to another folder."
    ).format(path=path, why=why)
