"""Every file in the data and cache folders is written through one package, ``quiddler.storage``.

Read from the source with ``ast``: outside the storage package no module opens a file for
writing (``open(…, "w"/"a"/"x"/"+")``, ``write_text``, ``write_bytes``, ``os.fdopen``, a
temporary file), renames, replaces or removes one (``os.replace``, ``rename``, ``unlink``), makes
a folder (``mkdir``, ``os.makedirs``) or takes a lock (``filelock``). So each file is written
whole or not at all (temporary file, fsync, rename), each removal is durable, each folder is
made where it may be, and each lock is the one kind: a new file kept between runs goes through
``storage/atomic.py`` (``write_atomic``, ``write_atomic_bytes``, ``remove``, ``move_aside``),
``storage/paths.py`` (``ensure_data_dir``, ``make_folder``) and ``storage/locks.py``.

Only ``quiddler/`` is read: ``dictionaries/``' builders, ``tools/`` and ``bench/`` write files of
the repository (word lists, indexes, documents, figures), never the players' data or cache folders.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import quiddler

ROOT = Path(quiddler.__file__).parent

#: The storage package (its modules may do all of the above).
STORAGE = "storage/"
#: Methods that write, rename, remove or make, whatever they are called on.
WRITING_METHODS = {
    "write_text",
    "write_bytes",
    "unlink",
    "rename",
    "mkdir",
    "touch",
    "symlink_to",
    "hardlink_to",
}
#: ``os.…`` functions that do.
WRITING_OS = {
    "replace",
    "rename",
    "renames",
    "remove",
    "unlink",
    "rmdir",
    "removedirs",
    "mkdir",
    "makedirs",
    "link",
    "symlink",
    "fdopen",
    "chmod",
}
#: Modules whose every use writes files.
WRITING_MODULES = {"tempfile", "shutil", "filelock"}


def _writes_mode(call: ast.Call, position: int, *, unknown: bool) -> bool:
    """Whether the ``open`` call's mode (positional ``position`` or ``mode=``) writes; ``unknown``
    for a mode worked out at run time (a method named ``open`` may take something else there)."""
    mode: ast.expr | None = call.args[position] if len(call.args) > position else None
    for keyword in call.keywords:
        if keyword.arg == "mode":
            mode = keyword.value
    if mode is None:
        return False
    if not isinstance(mode, ast.Constant) or not isinstance(mode.value, str):
        return unknown
    return any(letter in mode.value for letter in "wax+")


def writes(tree: ast.AST) -> list[tuple[int, str]]:
    """Each line of ``tree`` that writes a file, with what it calls."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = (
                [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            )
            found += [(node.lineno, name) for name in names if name.split(".")[0] in WRITING_MODULES]
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "open" and _writes_mode(node, 1, unknown=True):
            found.append((node.lineno, "open"))
        elif isinstance(func, ast.Attribute):
            owner = func.value.id if isinstance(func.value, ast.Name) else None
            if func.attr in WRITING_METHODS and owner != "os":
                found.append((node.lineno, func.attr))
            elif owner == "os" and func.attr in WRITING_OS:
                found.append((node.lineno, f"os.{func.attr}"))
            elif func.attr == "open" and owner != "os" and _writes_mode(node, 0, unknown=False):
                found.append((node.lineno, ".open"))
    return found


def test_no_module_outside_the_storage_package_writes_a_file() -> None:
    outside = {
        f"{name}:{line} {what}"
        for path in sorted(ROOT.rglob("*.py"))
        if not (name := path.relative_to(ROOT).as_posix()).startswith(STORAGE)
        for line, what in writes(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert outside == set(), "write through quiddler.storage (atomic, paths, locks)"


@pytest.mark.parametrize(
    ("source", "what"),
    [
        ("open(path, 'w').write(text)", "open"),
        ("open(path, mode='a')", "open"),
        ("path.open('x')", ".open"),
        ("path.write_text(text)", "write_text"),
        ("path.with_suffix('.new').write_bytes(data)", "write_bytes"),
        ("os.replace(a, b)", "os.replace"),
        ("path.unlink()", "unlink"),
        ("folder.mkdir(parents=True)", "mkdir"),
        ("import tempfile", "tempfile"),
        ("from filelock import FileLock", "filelock"),
    ],
)
def test_the_scan_finds_each_kind_of_write(source: str, what: str) -> None:
    assert writes(ast.parse(source)) == [(1, what)]


def test_the_scan_lets_reading_and_look_alikes_pass() -> None:
    source = "open(path).read()\nopen(path, 'rb')\nstore.open(sheet_id, opener)\ntext.replace('a', 'b')\n"
    assert writes(ast.parse(source)) == []
