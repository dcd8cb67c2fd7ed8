"""The first screens load only what they show (issue 29: first frame within 1.5× a bare Textual app).

A fresh interpreter imports the command line, the ``play`` and ``solitaire`` commands, the app and
the modules of the title and setup screens, then shows the title screen; none of the computer
players, the solver and its word index, remote play, the statistics (openskill, plotext) or the
rules' Markdown may be loaded by then. Each is imported inside the function that first needs it;
an import moved back to the top of a module fails here, before ``bench/bench_startup.py`` shows it.
Nor may the styles of later screens (the table, solitaire, the score sheet, the day's result) be
parsed yet: each comes with its screen (``quiddler.tui.stylesheets``).

In Spanish with the Spanish list, from the command line: ``--dictionary es`` is checked but the
list not read, msgspec waits for a file to read (a first start has none), and the catalog is
looked up entry by entry (``quiddler.i18n.Catalog``), not decoded whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.helpers import in_a_fresh_interpreter

#: Loaded by the first screens: Seat and the level names live in the players package.
ALLOWED = {"quiddler.players", "quiddler.players.base", "quiddler.players.seats"}

#: Not one module of these may be loaded before the first frame.
FORBIDDEN = (
    "quiddler.players",
    "quiddler.match.port",  # the table's port and services: a game's, not the setup screen's
    "quiddler.solver",
    "quiddler.remote",
    "quiddler.stats",
    "quiddler.dictionary",
    "openskill",
    "plotext",
    "textual_plotext",
    "markdown_it",
    "enchant",
    "textual.widgets._data_table",
    "textual.widgets._markdown",
)

SCRIPT = """
import asyncio, json, sys

import quiddler.cli
import quiddler.commands.play
import quiddler.commands.solitaire
import quiddler.tui.app
import quiddler.tui.screens.info
import quiddler.tui.screens.setup
from quiddler.tui.app import make_app
from quiddler.tui.screens.info import TitleScreen


async def title_shown():
    app = make_app(start="title")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen), app.screen
        styles = sorted(path for path, _ in app.stylesheet.source if path.endswith(".tcss"))
        return {"modules": sorted(sys.modules), "styles": styles}


print(json.dumps(asyncio.run(title_shown())))
"""


def loaded_by_the_first_screen(tmp_path: Path) -> dict[str, list[str]]:
    loaded: dict[str, list[str]] = in_a_fresh_interpreter(SCRIPT, tmp_path)
    return loaded


def test_the_title_and_setup_screens_load_no_player_solver_remote_or_statistics(tmp_path: Path) -> None:
    loaded = loaded_by_the_first_screen(tmp_path)
    modules = loaded["modules"]
    assert "quiddler.tui.screens.setup" in modules and "quiddler.tui.screens.info" in modules
    too_soon = [
        name
        for name in modules
        if name not in ALLOWED and any(name == root or name.startswith(root + ".") for root in FORBIDDEN)
    ]
    assert too_soon == []
    # Only the shared styles and the title and setup screens' are parsed before the first frame.
    assert [Path(path).name for path in loaded["styles"]] == ["quiddler.tcss", "setup.tcss"]


#: ``quiddler play`` and ``quiddler solitaire`` in Spanish, with the Spanish list, from the command
#: line to the moment their first screen is up (a first start: no remembered players, no look).
COMMAND_LINE = """
import json, sys

import quiddler.cli
import quiddler.i18n
from textual.app import App

seen = {}
run = App.run


def first_screen_only(self, **ignored):
    async def look(pilot):
        seen["modules"] = sorted(sys.modules)
        seen["screen"] = type(pilot.app.screen).__name__
        catalog = quiddler.i18n._translation
        seen["entries"] = catalog._count if isinstance(catalog, quiddler.i18n.Catalog) else 0
        seen["looked_up"] = len(getattr(catalog, "_seen", ()))
        pilot.app.exit()

    return run(self, headless=True, size=(80, 24), auto_pilot=look)


App.run = first_screen_only
quiddler.cli.require_terminal = lambda command: None
quiddler.cli.main(sys.argv[1:])
print(json.dumps(seen))
"""

#: Loaded after the first screen, if at all: the Spanish list itself (``--dictionary es`` is only
#: checked to be there before it), msgspec (for files a first start does not have: the remembered
#: players, the look, the solitaire game) and the solitaire game's file.
AFTER_THE_COMMANDS_FIRST_SCREEN = ("marisa_trie", "msgspec", "quiddler.saves.solitaire.saved_game")


@pytest.mark.parametrize(
    ("argv", "screen", "also_after"),
    [
        # hashlib (OpenSSL) takes the word list's fingerprint when the list is read; solitaire's
        # deal needs it for its first frame, the setup screen does not.
        (["play", "--players", "Ann,Bob", "--seed", "7"], "SetupScreen", ("hashlib",)),
        (["solitaire", "--seed", "7"], "SolitairePreview", ()),
    ],
)
def test_spanish_commands_read_no_word_list_no_msgspec_and_not_the_whole_catalog_first(
    tmp_path: Path, argv: list[str], screen: str, also_after: tuple[str, ...]
) -> None:
    script = COMMAND_LINE.replace("sys.argv[1:]", repr([*argv, "--lang", "es", "--dictionary", "es"]))
    seen = in_a_fresh_interpreter(script, tmp_path)
    assert seen["screen"] == screen
    # The Spanish catalog is looked up entry by entry, not decoded whole (quiddler.i18n.Catalog).
    assert 0 < seen["looked_up"] < seen["entries"] / 4
    too_soon = [
        name
        for name in seen["modules"]
        if any(
            name == root or name.startswith(root + ".")
            for root in (*AFTER_THE_COMMANDS_FIRST_SCREEN, *also_after)
        )
    ]
    assert too_soon == []
