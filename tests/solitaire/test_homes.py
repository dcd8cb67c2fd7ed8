"""Where solitaire's parts live: rules in the engine, files in the saves layer, screens in tui.

The solitaire screens draw and hand keys on; they open no file (every file goes through
:class:`~quiddler.saves.solitaire.SolitaireAutosave`), and what a front end needs besides the
screens (word tools, dealing, the word being typed, the files) loads without Textual.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import quiddler.tui.solitaire

SCREENS = Path(quiddler.tui.solitaire.__file__).parent

#: What a solitaire screen may take from the saves layer: the autosave, and what it hands back.
FROM_SAVES = {
    "SolitaireAutosave",
    "LoadedSolitaire",
    "SavedSolitaire",
    "SaveError",
    "SolitaireStats",
    "format_stats",
}
#: Calls that touch files.
FILE_CALLS = {
    "open",
    "read_text",
    "read_bytes",
    "write_text",
    "write_bytes",
    "unlink",
    "rename",
    "replace",
    "mkdir",
}


def test_the_solitaire_screens_open_no_file() -> None:
    for module in sorted(SCREENS.glob("*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("quiddler.saves"):
                names = {alias.name for alias in node.names}
                assert names <= FROM_SAVES, f"{module.name} takes {names - FROM_SAVES} from {node.module}"
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                assert name not in FILE_CALLS, f"{module.name}:{node.lineno} calls {name}"


def test_the_solitaire_screens_are_styled_by_solitaires_stylesheet() -> None:
    for module in sorted(SCREENS.glob("*.py")):
        text = module.read_text(encoding="utf-8")
        assert "DEFAULT_CSS" not in text and "CSS =" not in text, f"{module.name} carries styles"
    stylesheet = (SCREENS.parent / "solitaire.tcss").read_text(encoding="utf-8")
    for styled in (
        "SolitaireScreen",
        "SolitaireEndScreen",
        "SolitaireRulesScreen",
        "LeaveScreen",
        "StackWidget",
    ):
        assert styled in stylesheet


def test_solitaire_without_its_screens_loads_no_textual() -> None:
    code = (
        "import sys\n"
        "import quiddler.solitaire.entry, quiddler.solitaire.opening, quiddler.solitaire.options\n"
        "import quiddler.solitaire.match\n"
        "import quiddler.saves.solitaire.autosave, quiddler.engine.solitaire.game\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'textual', 'rich'}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
