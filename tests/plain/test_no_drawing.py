"""The plain mode draws nothing: none of its modules imports Textual or Rich (read with ``ast``,
the imports inside functions included), and its console keeps every drawing character out."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import quiddler.plain
from quiddler.plain.console import UNSPOKEN, Console

PLAIN = Path(quiddler.plain.__file__).parent


def test_no_plain_module_imports_textual_or_rich() -> None:
    for path in sorted(PLAIN.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not [name for name in names if name.split(".")[0] in ("textual", "rich")], path.name
            assert not [name for name in names if name.startswith("quiddler.tui")], path.name


def test_the_console_says_names_from_outside_without_escapes_or_boxes() -> None:
    out = io.StringIO()
    Console(io.StringIO(), out).say("Ann\x1b[31m │ drew ▲ QU·I·Z\x07")
    [line] = out.getvalue().splitlines()
    assert not UNSPOKEN.search(line) and "\x1b" not in line
    assert "QU-I-Z" in line and "drew" in line
