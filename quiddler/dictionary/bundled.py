"""The word lists shipped with quiddler, and where to find them.

The lists live in the top-level ``dictionaries/`` folder of the repository. A wheel carries that
folder as ``quiddler/_dictionaries`` (pyproject's ``force-include``), so an installed quiddler
(wheel, pipx) reads it from the package, and a source checkout or an editable install reads it
from the repository. Both places are tried, package first.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from quiddler.dictionary.errors import DictionaryError
from quiddler.i18n import N_

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = [
    "BundledList",
    "BUNDLED",
    "data_root",
    "read_data_bytes",
    "read_data_text",
    "load_list",
    "shipped_bytes",
]


@dataclass(frozen=True)
class BundledList:
    """One shipped list: its dictionary name, file, the SCOWL size it was built from (0: not
    SCOWL), the language whose word rules stand in front of it and the solver index shipped
    with it (``dictionaries/build_index.py``; empty: built on first use and cached)."""

    name: str
    filename: str
    level: int
    description: str
    language: str = "en"
    index: str = ""


#: The bundled dictionaries, in the order ``quiddler dictionaries`` lists them.
BUNDLED: dict[str, BundledList] = {
    entry.name: entry
    for entry in (
        BundledList(
            "en",
            "en.txt.gz",
            60,
            N_("English, everyday and less common words (SCOWL size 60); works offline"),
            index="en.wordindex",
        ),
        BundledList(
            "en-large",
            "en-large.txt.gz",
            70,
            N_("English, large (SCOWL size 70): adds rarer words such as qi, jo, ka and xu"),
        ),
        BundledList(
            "en-small",
            "en-small.txt.gz",
            35,
            N_("English, common words only (SCOWL size 35): for children and easy computer players"),
        ),
        BundledList(
            "es",
            "es.marisa",
            0,
            N_(
                "Spanish (español), with plurals and verb forms; accents "
                "dropped, Ñ played as N; works offline"
            ),
            "es",
            index="es.wordindex",
        ),
    )
}


def _package_folder() -> Traversable:
    """The quiddler package's folder: a plain path where it is installed as files (pip, pipx, a
    checkout), found for nothing; through ``importlib.resources`` otherwise (a zipped package).
    ``quiddler play --dictionary es`` looks for the list before its first screen, and that
    module's import and reader were a quarter of the look."""
    folder = Path(__file__).resolve().parents[1]
    if folder.is_dir():
        return folder
    import importlib.resources

    return importlib.resources.files("quiddler")


def _roots() -> list[Traversable]:
    """Folders that may hold the lists: the installed package's, then the source checkout's."""
    return [_package_folder() / "_dictionaries", Path(__file__).resolve().parents[2] / "dictionaries"]


@cache
def data_root() -> Traversable | None:
    """The first folder that holds the bundled lists, or ``None`` if this installation has none."""
    for root in _roots():
        if (root / "blocklist.txt").is_file():
            return root
    return None


def _find(filename: str) -> Traversable:
    root = data_root()
    if root is None or not (root / filename).is_file():
        raise DictionaryError(
            f"The bundled word list {filename} is missing from this installation of quiddler; "
            "reinstall it (pip install --force-reinstall quiddler) or use --dictionary enchant:en_US."
        )
    return root / filename


def read_data_bytes(filename: str) -> bytes:
    """The raw bytes of a file in the dictionaries folder. Raises :class:`DictionaryError`."""
    return _find(filename).read_bytes()


def read_data_text(filename: str) -> str:
    """A text file of the dictionaries folder (UTF-8)."""
    return read_data_bytes(filename).decode("utf-8")


def shipped_bytes(filename: str) -> bytes | None:
    """The bytes of a file shipped in the dictionaries folder, or None if it is not there."""
    return read_data_bytes(filename) if filename and is_present(filename) else None


def is_present(filename: str) -> bool:
    """True if the dictionaries folder has this file (for ``quiddler dictionaries``)."""
    root = data_root()
    return root is not None and (root / filename).is_file()


@cache
def load_list(filename: str) -> tuple[Collection[str], str]:
    """Load a bundled list once per process: its words and a SHA-256 of its bytes.

    The files are gzip'd, sorted, one word per line, already filtered by the build through
    :mod:`quiddler.dictionary.rules`, so loading is decompress, split, freeze (about 10 ms for
    the default list) and the hash is the cheap, stable part of a dictionary's fingerprint.
    A ``.marisa`` file (the Spanish list, 600,000 forms) is a MARISA trie: a set-like object
    (``in``, ``len``, iteration) read in about a millisecond, where a frozenset of that many
    words would take a third of a second and 60 MB.
    """
    import hashlib  # here: OpenSSL's loading is not paid before the first screen (issue 29)

    raw = read_data_bytes(filename)
    if filename.endswith(".marisa"):  # the Spanish list: a trie, see dictionaries/README.md
        import marisa_trie

        return marisa_trie.Trie().frombytes(raw), hashlib.sha256(raw).hexdigest()
    import gzip  # here: the command line checks a name before its first screen without it

    words = frozenset(gzip.decompress(raw).decode("ascii").split())
    return words, hashlib.sha256(raw).hexdigest()
