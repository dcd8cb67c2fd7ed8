"""The word index of a dictionary, built once and kept: in memory, and pickled in the user cache.

Building the index of an 80,000-word list takes a second or two, far too long for the start of a
game; loading the pickle takes a few tens of milliseconds. The file name carries the index format
and the dictionary's fingerprint (a hash of its words), so a changed word list or a new index
layout simply misses the cache. The file is written to a temporary name and renamed, so a crash
never leaves half a file; a file that cannot be read for any reason is rebuilt without a word.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from quiddler.paths import cache_dir
from quiddler.solver.index import INDEX_FORMAT, WordIndex

__all__ = ["clear_memory", "index_for", "index_path"]

#: The most recently used indexes, by fingerprint (a game uses one dictionary; a test a few).
_MEMORY: dict[str, WordIndex] = {}
_MEMORY_SIZE = 4


def _words_of(dictionary: Any) -> Iterable[str]:
    """The candidate words: ``Dictionary.words()`` or ``WordSet.words``."""
    words = getattr(dictionary, "words", None)
    if words is None:
        raise TypeError(f"{dictionary!r} has no word list to index")
    return words() if callable(words) else words


def _fingerprint(dictionary: Any) -> str:
    """The dictionary's own fingerprint, or a hash of its sorted words."""
    fingerprint = getattr(dictionary, "fingerprint", None)
    if isinstance(fingerprint, str) and fingerprint:
        return fingerprint
    digest = hashlib.sha256("\n".join(sorted(_words_of(dictionary))).encode("utf-8"))
    return "words-" + digest.hexdigest()[:32]


def index_path(fingerprint: str) -> Path:
    """Where the index of the dictionary with this fingerprint is cached."""
    safe = hashlib.sha256(fingerprint.encode("utf-8")).hexdigest()[:32]
    return cache_dir() / f"solver-index-v{INDEX_FORMAT}-{safe}.pickle"


def _load(path: Path) -> WordIndex | None:
    try:
        with path.open("rb") as file:
            index = pickle.load(file)
    except Exception:  # any unreadable, truncated or foreign file is simply rebuilt
        return None
    return index if isinstance(index, WordIndex) else None


def _save(index: WordIndex, path: Path) -> None:
    """Write atomically: a temporary file in the same folder, then a rename."""
    try:
        handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as file:
                pickle.dump(index, file, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError:
        pass  # a read-only or full cache folder costs a rebuild next time, nothing more


def index_for(dictionary: Any) -> WordIndex:
    """The :class:`WordIndex` of ``dictionary``'s words: from memory, else from the cache file,
    else built (and saved for next time).

    ``dictionary`` is a :class:`~quiddler.dictionary.Dictionary` (``words()`` and
    ``fingerprint``) or anything with a ``words`` collection, such as a
    :class:`~quiddler.dictionary.WordSet`. Raises :class:`TypeError` if it has no words.
    """
    fingerprint = _fingerprint(dictionary)
    index = _MEMORY.get(fingerprint)
    if index is None:
        path = index_path(fingerprint)
        index = _load(path)
        if index is None:
            index = WordIndex.build(_words_of(dictionary))
            _save(index, path)
        if len(_MEMORY) >= _MEMORY_SIZE:
            _MEMORY.pop(next(iter(_MEMORY)))
        _MEMORY[fingerprint] = index
    return index


def clear_memory() -> None:
    """Forget the indexes kept in memory (the cache files stay)."""
    _MEMORY.clear()
