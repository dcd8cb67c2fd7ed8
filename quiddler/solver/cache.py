"""The word index of a dictionary, built once and kept: shipped, in memory, in the user cache.

An index is made of two layers (:mod:`quiddler.solver.overlay`):

- the *base*, the index of a word list as it is: for the bundled ``en`` and ``es`` lists it
  ships with quiddler (``dictionaries/*.wordindex``, made at package build time by
  ``dictionaries/build_index.py``), so even a first start reads it in milliseconds; for any other
  list it is built the first time (in a child process for a big one: :func:`build_in_subprocess`)
  and kept in the cache folder, one file per list;
- a small *overlay* for what a table changes on top of the list: its house words, Junior's
  names, the family filter. It is made in memory at each start (milliseconds), so adding a house
  word never rebuilds an index nor adds a file.

A checker says what its layers are with ``index_layers()`` (:class:`~quiddler.dictionary.layers.
IndexLayers`); one that does not (a plain :class:`~quiddler.engine.WordSet`, Enchant) is indexed
whole, as its own base.

Files in the cache folder are plain data checked whole when read (:mod:`quiddler.solver.index_file`):
a damaged, foreign or hostile file is rebuilt, never run, and a named pipe in its place is
refused at once. A file is written to a temporary name and renamed, so a crash never leaves half
a file. The folder keeps the :data:`KEEP_FILES` indexes used most recently within
:data:`KEEP_BYTES` (a load touches its file), and none of an older format.

This is the program's one cache of indexes: hints, computer players, ``quiddler solve`` and
solitaire all ask :func:`index_for`. In memory it keeps the :data:`MEMORY_SIZE` indexes used last
by fingerprint, and the bases they stand on.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import os
import signal
import subprocess
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sized
from pathlib import Path
from typing import Any

from quiddler.engine.ports import WordChecker
from quiddler.solver.index import INDEX_FORMAT, WordIndex
from quiddler.solver.index_file import PAYLOAD_LIMIT, IndexFileError, dumps, loads
from quiddler.solver.overlay import LayeredIndex
from quiddler.storage import files
from quiddler.storage.atomic import remove, sweep_temporary, write_atomic_bytes
from quiddler.storage.paths import cache_dir

__all__ = [
    "build_in_subprocess",
    "build_size",
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
#: The bases in memory by source (what they were built from), least recently used first.
_BASES: OrderedDict[str, WordIndex] = OrderedDict()
#: One builder at a time: a second ask for an index being built waits for that build instead of
#: starting another (which would take as long again).
_MEMORY_LOCK = threading.RLock()
#: How many index files the cache folder keeps, and how many bytes at most (the largest, a big
#: English list's, is about 3 MB; the shipped ones are never copied there).
KEEP_FILES = 6
KEEP_BYTES = 16 * 1024 * 1024
_SUFFIX = ".wordindex"
_PATTERN = "solver-index-v*-*"
#: The most bytes an index file may take (compressed): anything bigger is not one of ours.
FILE_LIMIT = PAYLOAD_LIMIT // 2


def words_of(dictionary: WordChecker) -> frozenset[str]:
    """The candidate words to index (:meth:`WordChecker.words <quiddler.engine.WordChecker.words>`)."""
    return dictionary.words()


def fingerprint_of(dictionary: WordChecker) -> str:
    """What the index of ``dictionary`` is kept under in memory: its fingerprint, a hash of its words."""
    return dictionary.fingerprint


def index_path(fingerprint: str) -> Path:
    """Where the index built from the words with this fingerprint is cached."""
    safe = hashlib.sha256(fingerprint.encode("utf-8")).hexdigest()[:32]
    return cache_dir() / f"solver-index-v{INDEX_FORMAT}-{safe}{_SUFFIX}"


class _Plan:
    """How to make the index of a checker: the base (its source fingerprint, its words, the
    shipped file if any) and the overlay's words."""

    __slots__ = ("added", "removed", "shipped", "source", "words")

    def __init__(
        self,
        source: str,
        words: Callable[[], Iterable[str]],
        shipped: Callable[[], bytes | None] | None = None,
        added: frozenset[str] = frozenset(),
        removed: frozenset[str] = frozenset(),
    ) -> None:
        self.source = source
        self.words = words
        self.shipped = shipped
        self.added = added
        self.removed = removed


def _plan(dictionary: WordChecker) -> _Plan:
    """The layers of ``dictionary`` (see the module notes): its own ``index_layers()``, or the
    whole of its words as one base."""
    layers = getattr(dictionary, "index_layers", None)
    found = layers() if callable(layers) else None
    if found is None:
        return _Plan(fingerprint_of(dictionary), lambda: words_of(dictionary))
    return _Plan(found.source, found.words, found.shipped, found.added, found.removed)


def _read(path: Path, source: str) -> WordIndex | None:
    """The index in the cache file ``path`` if it is one built from ``source``, else None."""
    try:
        index = loads(files.read_bytes(path, limit=FILE_LIMIT), source=source)
    except (files.FileProblem, IndexFileError, MemoryError):  # rebuilt, never trusted
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # used now: the last to be pruned
    return index


def _prune(folder: Path) -> None:
    """Remove index files of other formats, and the oldest beyond :data:`KEEP_FILES` files or
    :data:`KEEP_BYTES` bytes."""
    current = f"solver-index-v{INDEX_FORMAT}-"
    kept: list[tuple[float, int, Path]] = []
    for path in folder.glob(_PATTERN):
        if path.name.endswith(".tmp"):
            continue
        try:
            if not path.name.startswith(current) or not path.name.endswith(_SUFFIX):
                remove(path)
            else:
                info = path.stat()
                kept.append((info.st_mtime, info.st_size, path))
        except OSError:
            continue  # gone already, or not ours to remove: leave it
    kept.sort(reverse=True)
    total = 0
    for number, (_, size, path) in enumerate(kept):
        total += size
        if number >= KEEP_FILES or (number and total > KEEP_BYTES):
            with contextlib.suppress(OSError):
                remove(path)
    # A builder killed outright (SIGKILL) leaves its temporary file (and an older quiddler named
    # them <index>.<random>.tmp, not hidden).
    sweep_temporary(folder, older_than=600)
    stale = time.time() - 600
    for path in folder.glob(_PATTERN + ".tmp"):
        with contextlib.suppress(OSError):
            if path.stat().st_mtime < stale:
                remove(path)


def _save(index: WordIndex, path: Path, source: str) -> None:
    """Write atomically (a temporary file in the same folder, then a rename), not durably: a cache."""
    try:
        write_atomic_bytes(path, dumps(index, source), durable=False)
        _prune(path.parent)
    except OSError:
        pass  # a read-only or full cache folder costs a rebuild next time, nothing more


def _shipped(plan: _Plan) -> WordIndex | None:
    """The index shipped with quiddler for the plan's base, if there is one built from it."""
    if plan.shipped is None:
        return None
    try:
        data = plan.shipped()
        return None if data is None else loads(data, source=plan.source, shipped=True)
    except (OSError, IndexFileError, MemoryError):
        return None  # missing, or left stale by a new list: built and cached instead


def _ready_base(plan: _Plan) -> WordIndex | None:
    """The plan's base index if it is in memory or shipped (then kept in memory), else None."""
    index = _BASES.get(plan.source)
    if index is not None:
        _BASES.move_to_end(plan.source)
        return index
    index = _shipped(plan)
    if index is not None:
        _remember(plan.source, index)
    return index


def _remember(source: str, index: WordIndex) -> None:
    while len(_BASES) >= MEMORY_SIZE:
        _BASES.popitem(last=False)
    _BASES[source] = index


def _base(plan: _Plan) -> WordIndex:
    """The plan's base index: from memory, the shipped file, the cache file, or built (and
    saved for next time)."""
    index = _ready_base(plan)
    if index is None:
        path = index_path(plan.source)
        index = _read(path, plan.source)
        if index is None:
            index = WordIndex.build(plan.words())
            _save(index, path, plan.source)
        _remember(plan.source, index)
    return index


def index_for(dictionary: WordChecker) -> WordIndex:
    """The :class:`WordIndex` of ``dictionary``'s words: from memory, else its base (shipped,
    cached or built) with the overlay of its house words, names and family filter. Any
    :class:`~quiddler.engine.WordChecker` (a dictionary, a :class:`~quiddler.engine.WordSet`)
    has ``words()`` and a ``fingerprint``. Thread-safe: a hint worker and a computer player
    asking at once share one build.
    """
    with _MEMORY_LOCK:
        fingerprint = fingerprint_of(dictionary)
        index = _MEMORY.get(fingerprint)
        if index is not None:
            _MEMORY.move_to_end(fingerprint)
            return index
        plan = _plan(dictionary)
        index = _base(plan)
        if plan.added or plan.removed:
            index = LayeredIndex(index, plan.added, plan.removed)
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
    """True if the base of ``dictionary``'s index is in memory, shipped or in the cache folder:
    :func:`index_for` then takes milliseconds (the overlay is small). A shipped base is read into
    memory on the way, so ask it in a worker."""
    if in_memory(dictionary):
        return True
    plan = _plan(dictionary)
    with _MEMORY_LOCK:  # a shipped base is loaded now (a fraction of a second): it is needed next
        if _ready_base(plan) is not None:
            return True
    return index_path(plan.source).is_file()


def build_size(dictionary: WordChecker) -> int:
    """How many words building ``dictionary``'s index would take (its base's; 0 if it is cached)."""
    if is_cached(dictionary):
        return 0
    words = _plan(dictionary).words()
    return len(words) if isinstance(words, Sized) else sum(1 for _ in words)


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
    if is_cached(dictionary):
        return True
    plan = _plan(dictionary)
    path = index_path(plan.source)
    words = sorted(plan.words())
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
            child.stdin.write(_request(plan.source, words))
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
    return path.is_file()


def _request(source: str, words: Iterable[str]) -> bytes:
    """What the builder child reads on stdin: the source on the first line, then one word a line
    (plain text: the child runs nothing it is sent)."""
    return "\n".join([source.replace("\n", " "), *words]).encode("utf-8")


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
    """The child of :func:`build_in_subprocess`: the source and the words on stdin
    (:func:`_request`); the fraction done written to stdout, one line at a time."""
    for sig in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if sig is not None:
            signal.signal(sig, _end_by_signal)
    _watch_parent()
    source, *words = sys.stdin.buffer.read().decode("utf-8").split("\n")

    def report(fraction: float) -> None:
        with contextlib.suppress(OSError):
            sys.stdout.write(f"{fraction:.3f}\n")
            sys.stdout.flush()

    _save(WordIndex.build(words, progress=report), index_path(source), source)


def clear_memory() -> None:
    """Forget the indexes kept in memory (the cache files stay)."""
    with _MEMORY_LOCK:
        _MEMORY.clear()
        _BASES.clear()


if __name__ == "__main__":
    _build_from_stdin()
