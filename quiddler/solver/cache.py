"""The word index of a dictionary, built once and kept: in memory, and pickled in the user cache.

Building the index of an 80,000-word list takes a second or two, far too long for the start of a
game; loading the pickle takes a few tens of milliseconds. The file name carries the index format
and the dictionary's fingerprint (a hash of its words), so a changed word list or a new index
layout simply misses the cache. The file is written to a temporary name and renamed, so a crash
never leaves half a file; a file that cannot be read for any reason is rebuilt without a word.

Every change of a dictionary (a house word added, say) makes a new file of several megabytes, so
the folder keeps only the :data:`KEEP_FILES` indexes used most recently (a load touches its file)
and none of an older index format.

This is the program's one cache of indexes: hints, computer players, ``quiddler solve`` and
solitaire all ask :func:`index_for`. In memory it keeps the :data:`MEMORY_SIZE` indexes used last
(about 12 MB each), by fingerprint: a game's dictionary, the one before it and one more.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import os
import pickle
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from quiddler.engine.ports import WordChecker
from quiddler.paths import cache_dir
from quiddler.solver.index import INDEX_FORMAT, WordIndex

__all__ = [
    "build_in_subprocess",
    "clear_memory",
    "fingerprint_of",
    "index_for",
    "index_path",
    "in_memory",
    "is_cached",
    "words_of",
]

#: How many indexes are kept in memory, the least recently used going first.
MEMORY_SIZE = 3
#: The indexes in memory by fingerprint, least recently used first.
_MEMORY: OrderedDict[str, WordIndex] = OrderedDict()
#: One builder at a time: a second ask for an index being built waits for that build instead of
#: starting another (which would take as long again).
_MEMORY_LOCK = threading.RLock()
#: How many index files the cache folder keeps (each a few megabytes).
KEEP_FILES = 6
_PATTERN = "solver-index-v*-*.pickle"


def words_of(dictionary: WordChecker) -> frozenset[str]:
    """The candidate words to index (:meth:`WordChecker.words <quiddler.engine.WordChecker.words>`)."""
    return dictionary.words()


def fingerprint_of(dictionary: WordChecker) -> str:
    """What the index of ``dictionary`` is kept under: its fingerprint, a hash of its words."""
    return dictionary.fingerprint


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
    stale = time.time() - 600  # a builder killed outright (SIGKILL) leaves its temporary file
    for path in folder.glob(_PATTERN + ".*.tmp"):
        with contextlib.suppress(OSError):
            if path.stat().st_mtime < stale:
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


def index_for(dictionary: WordChecker) -> WordIndex:
    """The :class:`WordIndex` of ``dictionary``'s words: from memory, else from the cache file,
    else built (and saved for next time). Any :class:`~quiddler.engine.WordChecker` (a
    dictionary, a :class:`~quiddler.engine.WordSet`) has ``words()`` and a ``fingerprint``.
    Thread-safe: a hint worker and a computer player asking at once share one build.
    """
    with _MEMORY_LOCK:
        fingerprint = fingerprint_of(dictionary)
        index = _MEMORY.get(fingerprint)
        if index is not None:
            _MEMORY.move_to_end(fingerprint)
            return index
        path = index_path(fingerprint)
        index = _load(path)
        if index is None:
            index = WordIndex.build(words_of(dictionary))
            _save(index, path)
        while len(_MEMORY) >= MEMORY_SIZE:
            _MEMORY.popitem(last=False)
        _MEMORY[fingerprint] = index
        return index


def in_memory(dictionary: WordChecker) -> bool:
    """True if the index of ``dictionary`` is in memory: :func:`index_for` answers at once.

    It never waits for a build (a UI thread asks it while a worker may be building an index), and
    never raises: a checker with nothing to index (a test's stand-in) has no index (False)."""
    try:
        return fingerprint_of(dictionary) in _MEMORY
    except Exception:
        return False


def is_cached(dictionary: WordChecker) -> bool:
    """True if the index of ``dictionary`` is in memory or in the cache folder (a quick load)."""
    return in_memory(dictionary) or index_path(fingerprint_of(dictionary)).exists()


#: Index builders running now, so the program can stop them on its way out (see stop_children).
_CHILDREN: set[subprocess.Popen[bytes]] = set()
_CHILDREN_LOCK = threading.Lock()


def stop_children() -> None:
    """Kill every index builder this process started that is still running.

    Called on any way out (it is registered with :mod:`atexit`, and the app's exit watchdog calls
    it before ``os._exit``), so a closed program never leaves a builder behind. A builder also
    ends by itself when it sees its parent gone.
    """
    with _CHILDREN_LOCK:
        children = list(_CHILDREN)
        _CHILDREN.clear()
    for child in children:
        with contextlib.suppress(OSError):
            child.terminate()  # SIGTERM: the builder removes its temporary file and ends


atexit.register(stop_children)


def build_in_subprocess(
    dictionary: WordChecker,
    *,
    cancelled: Callable[[], bool] = lambda: False,
    progress: Callable[[float], object] | None = None,
) -> bool:
    """Build the index of ``dictionary`` in a child process and leave it in the cache folder.

    Building an 80,000-word index is seconds of pure-Python work; in a thread of an interactive
    program it holds the GIL and the UI answers keys late. A child process does the work and the
    caller then loads the cached file in milliseconds with :func:`index_for`. ``cancelled`` is
    polled while the child works (the child is stopped when it says True); ``progress`` is called
    with the fraction done (0.0 to 1.0) as the child reports it. Returns True when the index is in
    the cache afterwards.
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
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    with _CHILDREN_LOCK:
        _CHILDREN.add(child)
    try:
        assert child.stdin is not None and child.stdout is not None
        with child.stdin:
            child.stdin.write(pickle.dumps((fingerprint, words), protocol=pickle.HIGHEST_PROTOCOL))
        os.set_blocking(child.stdout.fileno(), False)
        reported = b""
        while child.poll() is None:
            if cancelled():
                return False
            reported = _report(child.stdout, reported, progress)
            time.sleep(0.05)
        _report(child.stdout, reported, progress)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        with _CHILDREN_LOCK:
            _CHILDREN.discard(child)
        if child.stdout is not None:
            child.stdout.close()
    return path.exists()


def _report(stream: Any, pending: bytes, progress: Callable[[float], object] | None) -> bytes:
    """Read the child's progress lines ("0.42\n") that have arrived; pass the latest on."""
    with contextlib.suppress(OSError, TypeError):
        pending += stream.read() or b""
    *lines, pending = pending.split(b"\n")
    if lines and progress is not None:
        with contextlib.suppress(ValueError):
            progress(min(1.0, max(0.0, float(lines[-1]))))
    return pending


def _watch_parent() -> None:
    """In a builder: end at once if the program that started it is gone (killed, say)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.2)
        os.kill(os.getpid(), signal.SIGTERM)  # ends through the handler: no temporary file left

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _end_by_signal(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # unwinds _save, which removes its temporary file


def _build_from_stdin() -> None:
    """The child of :func:`build_in_subprocess`: (fingerprint, words) pickled on stdin; the
    fraction done written to stdout, one line at a time."""
    for sig in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if sig is not None:
            signal.signal(sig, _end_by_signal)
    _watch_parent()
    fingerprint, words = pickle.load(sys.stdin.buffer)

    def report(fraction: float) -> None:
        with contextlib.suppress(OSError):
            sys.stdout.write(f"{fraction:.3f}\n")
            sys.stdout.flush()

    _save(WordIndex.build(words, progress=report), index_path(fingerprint))


def clear_memory() -> None:
    """Forget the indexes kept in memory (the cache files stay)."""
    with _MEMORY_LOCK:
        _MEMORY.clear()


if __name__ == "__main__":
    _build_from_stdin()
