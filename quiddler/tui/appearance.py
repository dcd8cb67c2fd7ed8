"""How the apps look for this player: the theme and the card size, remembered in ``display.json``.

Textual-free on purpose: the command-line parsers check ``--theme`` against :data:`THEME_NAMES`
without loading Textual (``--help`` stays fast). The themes themselves are in
:mod:`quiddler.tui.themes`.

The file is a convenience, like the remembered players: read as data from outside (validated,
a newer version is neither used nor overwritten) and never a reason to fail. A file that cannot be
used is simply not used (the defaults apply); one that cannot be written is not written.
"""

from __future__ import annotations

import contextlib
import functools
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from quiddler.i18n import _
from quiddler.storage.atomic import write_atomic
from quiddler.storage.files import FileProblem, decode_json, read_bytes, read_json
from quiddler.storage.paths import make_folder

__all__ = [
    "APPEARANCE_FILE",
    "THEME_NAMES",
    "Appearance",
    "UnknownThemeError",
    "check_theme",
    "load_appearance",
    "remember_appearance",
]

#: The file in the data folder that remembers the look.
APPEARANCE_FILE = "display.json"

#: The themes, by the names ``--theme`` and the settings file use (see :mod:`quiddler.tui.themes`).
THEME_NAMES = ("default", "high-contrast", "colour-blind")

VERSION = 1

ThemeName = Literal["default", "high-contrast", "colour-blind"]


class UnknownThemeError(ValueError):
    """A theme name that is none of :data:`THEME_NAMES`; the message is one sentence."""


@functools.cache
def _stored() -> type[Any]:
    """The file's schema, built when a file is there to read: the parsers import this module for
    :data:`THEME_NAMES`, and a first start (no file) never loads msgspec for it."""
    import msgspec

    class Stored(msgspec.Struct):
        theme: ThemeName = "default"
        big_cards: bool = False
        version: int = VERSION

    return Stored


@dataclass(frozen=True)
class Appearance:
    """The look chosen: a theme (one of :data:`THEME_NAMES`) and whether cards are drawn big."""

    theme: str = "default"
    big_cards: bool = False

    def with_(self, **changes: object) -> Appearance:
        return replace(self, **changes)  # type: ignore[arg-type]


def check_theme(name: str) -> str:
    """``name`` if it is a theme (spelled with or without the "u": colour/color), else one sentence."""
    name = name.strip().lower().replace("color", "colour").replace("_", "-").replace(" ", "-")
    if name in THEME_NAMES:
        return name
    raise UnknownThemeError(
        _("There is no theme called {name}; the themes are: {names}.").format(
            name=name, names=", ".join(THEME_NAMES)
        )
    )


def load_appearance(folder: Path) -> Appearance:
    """The look remembered in ``folder``, or the defaults when there is none or it cannot be used."""
    try:
        data = read_bytes(folder / APPEARANCE_FILE, limit=64 * 1024)  # no file: msgspec stays unloaded
        stored = decode_json(data, _stored(), version=VERSION)
    except FileProblem:
        return Appearance()
    return Appearance(theme=stored.theme, big_cards=stored.big_cards)


def remember_appearance(folder: Path, appearance: Appearance) -> None:
    """Keep the look for next time, atomically; a newer quiddler's file is left as it is, and a
    folder that cannot be written is no reason to fail."""
    import msgspec

    path = folder / APPEARANCE_FILE
    try:
        read_json(path, msgspec.Raw, limit=64 * 1024, version=VERSION)
    except FileProblem as problem:
        if problem.reason not in ("missing", "corrupt"):  # a damaged file is replaced by this one
            return
    data = {"version": VERSION, "theme": appearance.theme, "big_cards": appearance.big_cards}
    with contextlib.suppress(OSError):
        make_folder(folder)
        write_atomic(path, json.dumps(data, indent=2) + "\n")
