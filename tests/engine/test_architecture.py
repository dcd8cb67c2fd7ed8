"""The layering of DESIGN.md: nothing below the UI imports Textual or Rich."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE_PACKAGES = [
    "engine",
    "dictionary",
    "solver",
    "players",
    "saves",
    "match",
    "coach",
    "solitaire",
    "scoresheet",
]
UI_LIBRARIES = {"textual", "rich"}


def imported_roots(source: str) -> set[str]:
    """The top-level names of every module some source imports, wherever the import is."""
    tree = ast.parse(source)
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            roots.add(node.args[0].value.split(".")[0])
    return roots


def pure_sources() -> list[Path]:
    return sorted(path for name in PURE_PACKAGES for path in (ROOT / "quiddler" / name).rglob("*.py"))


def test_the_scan_sees_the_engine_and_finds_ui_imports() -> None:
    names = {path.name for path in pure_sources()}
    assert {"game.py", "cards.py", "ports.py", "spelling.py"} <= names
    snippet = (
        "import rich.console\ndef f():\n    from textual.app import App\n    importlib.import_module('rich')"
    )
    assert imported_roots(snippet) >= {"rich", "textual"}
    assert imported_roots("from . import game\nfrom quiddler.engine import Card") == {"quiddler"}


@pytest.mark.parametrize("path", pure_sources(), ids=lambda path: str(path.relative_to(ROOT)))
def test_no_pure_module_imports_textual_or_rich(path: Path) -> None:
    assert not imported_roots(path.read_text(encoding="utf-8")) & UI_LIBRARIES


def run_clean(code: str) -> None:
    """Run ``code`` in a fresh interpreter (nothing imported yet) and expect exit status 0."""
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_importing_the_engine_loads_neither_textual_nor_rich() -> None:
    code = (
        "import sys, quiddler.engine, quiddler.dictionary\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'enchant'))\n"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    run_clean(code)


def test_the_engine_owns_its_ports_and_imports_no_other_quiddler_package() -> None:
    """``import quiddler.engine`` and every engine module load nothing of quiddler outside the
    engine (the dictionary, the saves, the paths), nor platformdirs: the engine is the bottom
    layer, and the dictionaries implement its port, not the other way round. Not even
    ``quiddler.i18n``: its refusals are reasons (codes and arguments), put into words above it."""
    code = (
        "import importlib, pkgutil, sys, quiddler.engine\n"
        "for info in pkgutil.walk_packages(quiddler.engine.__path__, 'quiddler.engine.'):\n"
        "    importlib.import_module(info.name)\n"
        "engine = [m for m in sys.modules if m.startswith('quiddler.engine.')]\n"
        "mine = ('quiddler', 'quiddler.engine')\n"
        "outside = sorted(m for m in sys.modules if m.split('.')[0] in ('quiddler', 'platformdirs')\n"
        "                 and m not in mine and not m.startswith('quiddler.engine.'))\n"
        "print(len(engine), outside); sys.exit(1 if outside or len(engine) < 10 else 0)"
    )
    run_clean(code)
