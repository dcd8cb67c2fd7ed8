"""Build the solver's word indexes shipped with quiddler, or check that they are up to date.

    python dictionaries/build_index.py            # rewrite en.wordindex and es.wordindex
    python dictionaries/build_index.py --check    # exit 1 (and say which) if one is stale
    python dictionaries/build_index.py --check --rebuild   # also rebuild and compare the bytes

A first ``quiddler solve``, hint or solitaire game reads these files in milliseconds instead of
building the index of a whole list (seconds in English, a minute in Spanish). Each file says
which list it was built from (a hash of the list file and its one-letter words) and the index
format: after a word list changes (``build.py``, ``build_spanish.py``) or the format does, the
file is stale, quiddler ignores it (it builds and caches the index as it would for any list), and
``--check`` (run by the tests) fails until this script is run again. The bytes are reproducible:
the same list, the same quiddler and the same zlib give the same file.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # run from a source checkout: use this checkout's code
    sys.path.insert(0, str(HERE.parent))

from quiddler.dictionary.bundled import BUNDLED  # noqa: E402
from quiddler.dictionary.registry import open_dictionary  # noqa: E402
from quiddler.solver.index import WordIndex  # noqa: E402
from quiddler.solver.index_file import IndexFileError, dumps, header_of  # noqa: E402

#: zlib's best compression: the files are made once and read at every start.
LEVEL = 9


def shipped() -> list[tuple[str, str]]:
    """(dictionary name, index file name) of every bundled list that ships an index."""
    return [(entry.name, entry.index) for entry in BUNDLED.values() if entry.index]


def source_of(name: str) -> str:
    """What the index of the bundled list ``name`` is built from (its layers' source)."""
    return open_dictionary(name, house_words=False).index_layers().source


def build(name: str) -> bytes:
    """The file of the bundled list ``name``'s index."""
    layers = open_dictionary(name, house_words=False).index_layers()
    return dumps(WordIndex.build(layers.words()), layers.source, level=LEVEL)


def stale(name: str, filename: str, folder: Path) -> str | None:
    """Why the shipped index of ``name`` is out of date, or None."""
    path = folder / filename
    if not path.is_file():
        return f"{filename} is missing"
    try:
        header = header_of(path.read_bytes())
    except IndexFileError as error:
        return f"{filename} cannot be read ({error})"
    if header.source != source_of(name):
        return f"{filename} was built from another {name} list"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="say which files are stale; write nothing")
    parser.add_argument("--rebuild", action="store_true", help="with --check: rebuild and compare bytes")
    parser.add_argument("--only", help="one dictionary name (en, es)")
    parser.add_argument("--folder", type=Path, default=HERE, help="where the files are (default: here)")
    args = parser.parse_args(argv)
    problems = []
    for name, filename in shipped():
        if args.only and name != args.only:
            continue
        if args.check:
            problem = stale(name, filename, args.folder)
            if problem is None and args.rebuild and build(name) != (args.folder / filename).read_bytes():
                problem = f"{filename} differs from a fresh build"
            if problem:
                problems.append(problem)
            continue
        started = time.perf_counter()
        data = build(name)
        (args.folder / filename).write_bytes(data)
        print(f"{filename}: {len(data) / 1e6:.1f} MB in {time.perf_counter() - started:.1f} s")
    for problem in problems:
        print(f"stale: {problem}; run python dictionaries/build_index.py", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
