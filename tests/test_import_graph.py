"""The package import graph: no import runs up a layer, and no two packages import each other.

The layers, lowest first (the floors of docs/architecture.md, kept in step by tests/test_docs.py): a
package may import its own layer's package and any below it, never one above. Imports are read with
``ast`` from every module, the ones inside functions included (a lazy import is still a dependency).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "quiddler"

#: Lowest first.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("engine",),  # the rules: cards, actions, the game, views, reasons, the ports it calls; pure
    ("i18n",),  # the players' language: _() and ngettext(); it gives the engine's reasons words
    ("storage",),  # the data and cache folders: files read and written safely, the locks
    ("dictionary",),  # word lists and the word checkers the engine's ports describe
    ("solver",),  # word indexes and the search for the best play
    ("players",),  # computer players (and Seat: who plays a seat)
    ("coach",),  # the review of a finished game's decisions
    ("saves",),  # files of games, the history, solitaire's save and record
    ("match",),  # a game's life for any front end: setup, Match, events, TablePort, hints
    ("scoresheet",),  # a paper game's score sheet
    ("stats",),  # players' statistics, ratings and replays from the history (played games and sheets)
    ("remote",),  # remote play without Textual: the protocol, the host, RemotePort, a bot client
    # solitaire without Textual: word tools, dealing, opening, the typed word; the daily game's
    # par, share text and opening
    ("solitaire", "daily"),
    ("tui", "plain"),  # the Textual front end; the plain, line-by-line one (--plain)
    ("cli",),  # argument parsing and UsageError; it finds the commands by name, not by import
    ("commands",),  # each `quiddler` command, a thin front end
    ("__main__",),
)

#: Upward edges that other work in flight removes (issue 14's other parts): each is named here so
#: that no new one can creep in unseen. Empty this as they land.
NOT_YET: dict[tuple[str, str], str] = {}


def _layer_of(package: str) -> int:
    for number, layer in enumerate(LAYERS):
        if package in layer:
            return number
    raise AssertionError(f"quiddler.{package} is in no layer: add it to LAYERS (and docs/architecture.md)")


def _package(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return parts[0]


def package_graph() -> dict[str, set[str]]:
    """package -> the other quiddler packages its modules import (anywhere in the module)."""
    graph: dict[str, set[str]] = defaultdict(set)
    for path in sorted(ROOT.rglob("*.py")):
        source = _package(path)
        if source == "__init__":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
                if node.module == "quiddler":  # from quiddler import x: x may be a package
                    names = [f"quiddler.{alias.name}" for alias in node.names]
            for name in names:
                parts = name.split(".")
                inside = parts[0] == "quiddler" and len(parts) > 1 and parts[1] != source
                if inside and ((ROOT / parts[1]).is_dir() or (ROOT / f"{parts[1]}.py").exists()):
                    graph[source].add(parts[1])
    return graph


def test_the_graph_is_read_from_every_package_with_lazy_imports() -> None:
    graph = package_graph()
    assert {"match", "tui", "commands"} <= set(graph)
    assert graph.get("engine", set()) == set(), "the engine imports no other quiddler package"
    assert "engine" in graph["i18n"]  # it gives the engine's reasons words in the players' language
    assert "match" in graph["tui"] and "tui" in graph["commands"]  # commands.play builds the app
    assert "saves" in graph["match"]  # imported inside Match.new, not at the top


def test_no_import_runs_up_a_layer() -> None:
    upward = sorted(
        (source, target)
        for source, targets in package_graph().items()
        for target in targets
        if _layer_of(target) > _layer_of(source) and (source, target) not in NOT_YET
    )
    assert upward == [], "imports that run up a layer (see LAYERS)"


def test_no_two_packages_of_one_layer_import_each_other_and_no_cycle() -> None:
    graph = package_graph()
    sideways = sorted((a, b) for a, targets in graph.items() for b in targets if _layer_of(a) == _layer_of(b))
    assert sideways == [], "packages of one layer are independent of each other"
    assert _cycle({a: {b for b in targets if (a, b) not in NOT_YET} for a, targets in graph.items()}) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) in (["a", "b", "c", "a"], ["b", "c", "a", "b"])
    assert _cycle({"a": {"b"}, "b": set()}) == []


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of ``graph`` as the path that closes it, or [] when there is none."""
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str]:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return []
        for target in sorted(graph.get(node, ())):
            found = visit(target, [*path, node])
            if found:
                return found
        done.add(node)
        return []

    for start in sorted(graph):
        found = visit(start, [])
        if found:
            return found
    return []


#: Modules are small and named for what they hold (issue 31): none over this many lines …
MOST_LINES = 500
#: … but the solver's one hot loop (its docstring says why it stays whole).
HOT_LOOPS = {"solver/search.py"}
#: The hot-seat app holds screens and navigation only.
APP_LINES = 300


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_is_over_500_lines_but_the_solvers_hot_loop() -> None:
    over = {
        path.relative_to(ROOT).as_posix(): _lines(path)
        for path in ROOT.rglob("*.py")
        if _lines(path) > MOST_LINES
    }
    assert set(over) - HOT_LOOPS == set(), f"split these into modules named for what they hold: {over}"
    assert _lines(ROOT / "tui" / "app.py") <= APP_LINES, "tui/app.py holds screens and navigation only"
