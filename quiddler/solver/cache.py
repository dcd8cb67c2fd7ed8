"""The word index of a dictionary, built once and kept: in memory, and pickled in the user cache.

Building the index of an 80,000-word list takes a second or two, far too long for the start of a
game; loading the pickle takes a few tens of milliseconds. The file name carries the index format
and the dictionary's fingerprint (a hash of its words), so a changed word list or a new index
layout simply misses the cache. The file is written to a temporary name and renamed, so a crash
never leaves half a file; a file that cannot be read for any reason is rebuilt without a word.

Every change of a dictionary (a house word added, say) makes a new file of several megabytes, so
the folder keeps only the :data:`KEEP_FILES` indexes used most recently (a load touches its file)
and none of an older index format.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from quiddler.paths import cache_dir
from quiddler.solver.index import INDEX_FORMAT, WordIndex

__all__ = [
    "build_in_subprocess",
    "clear_memory",
    "fingerprint_of",
    "index_for",
    "index_path",
    "is_cached",
    "words_of",
]

#: The most recently used indexes, by fingerprint (a game uses one dictionary; a test a few).
_MEMORY: dict[str, WordIndex] = {}
_MEMORY_SIZE = 4
#: How many index files the cache folder keeps (each a few megabytes).
KEEP_FILES = 6
_PATTERN = "solver-index-v*-*.pickle"


def words_of(dictionary: Any) -> Iterable[str]:
    """The candidate words: ``Dictionary.words()`` or ``WordSet.words``."""
    words = getattr(dictionary, "words", None)
    if words is None:
        raise TypeError(f"{dictionary!r} has no word list to index")
    return words() if callable(words) else words


def fingerprint_of(dictionary: Any) -> str:
    """The dictionary's own fingerprint, or a hash of its sorted words."""
    fingerprint = getattr(dictionary, "fingerprint", None)
    if isinstance(fingerprint, str) and fingerprint:
        return fingerprint
    digest = hashlib.sha256("\n".join(sorted(words_of(dictionary))).encode("utf-8"))
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
    if not isinstance(index, WordIndex):
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # used now: the last to be pruned
    return index


def _prune(folder: Path) -> None:
    """Remove index files of other formats, and all but the :data:`KEEP_FILES` used last."""
    current = f"solver-index-v{INDEX_FORMAT}-"
    kept: list[tuple[float, Path]] = []
    for path in folder.glob(_PATTERN):
        try:
            if not path.name.startswith(current):
                path.unlink()
            else:
                kept.append((path.stat().st_mtime, path))
        except OSError:
            continue  # gone already, or not ours to remove: leave it
    kept.sort(reverse=True)
    for _, path in kept[KEEP_FILES:]:
        with contextlib.suppress(OSError):
            path.unlink()


def _save(index: WordIndex, path: Path) -> None:
    """Write atomically: a temporary file in the same folder, then a rename."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as file:
                pickle.dump(index, file, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        _prune(path.parent)
    except OSError:
        pass  # a read-only or full cache folder costs a rebuild next time, nothing more


def index_for(dictionary: Any) -> WordIndex:
    """The :class:`WordIndex` of ``dictionary``'s words: from memory, else from the cache file,
    else built (and saved for next time).

    ``dictionary`` is a :class:`~quiddler.dictionary.Dictionary` (``words()`` and
    ``fingerprint``) or anything with a ``words`` collection, such as a
    :class:`~quiddler.dictionary.WordSet`. Raises :class:`TypeError` if it has no words.
    """
    fingerprint = fingerprint_of(dictionary)
    index = _MEMORY.get(fingerprint)
    if index is None:
        path = index_path(fingerprint)
        index = _load(path)
        if index is None:
            index = WordIndex.build(words_of(dictionary))
            _save(index, path)
        if len(_MEMORY) >= _MEMORY_SIZE:
            _MEMORY.pop(next(iter(_MEMORY)))
        _MEMORY[fingerprint] = index
    return index


def is_cached(dictionary: Any) -> bool:
    """True if the index of ``dictionary`` is in memory or in the cache folder (a quick load)."""
    fingerprint = fingerprint_of(dictionary)
    return fingerprint in _MEMORY or index_path(fingerprint).exists()


def build_in_subprocess(dictionary: Any, *, cancelled: Callable[[], bool] = lambda: False) -> bool:
    """Build the index of ``dictionary`` in a child process and leave it in the cache folder.

    Building an 80,000-word index is seconds of pure-Python work; in a thread of an interactive
    program it holds the GIL and the UI answers keys late. A child process does the work and the
    caller then loads the cached file in milliseconds with :func:`index_for`. ``cancelled`` is
    polled while the child works (the child is stopped when it says True). Returns True when the
    index is in the cache afterwards.
    """
    fingerprint = fingerprint_of(dictionary)
    path = index_path(fingerprint)
    if path.exists():
        return True
    words = sorted(words_of(dictionary))
    root = str(Path(__file__).resolve().parents[2])  # the folder that holds the quiddler package
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    child = subprocess.Popen(
        [sys.executable, "-m", "quiddler.solver.cache"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        assert child.stdin is not None
        with child.stdin:
            child.stdin.write(pickle.dumps((fingerprint, words), protocol=pickle.HIGHEST_PROTOCOL))
        while child.poll() is None:
            if cancelled():
                return False
            time.sleep(0.05)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    return path.exists()


def _build_from_stdin() -> None:
    """The child of :func:`build_in_subprocess`: (fingerprint, words) pickled on stdin."""
    fingerprint, words = pickle.load(sys.stdin.buffer)
    _save(WordIndex.build(words), index_path(fingerprint))


def clear_memory() -> None:
    """Forget the indexes kept in memory (the cache files stay)."""
    _MEMORY.clear()


if __name__ == "__main__":
    _build_from_stdin()
