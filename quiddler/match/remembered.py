"""``players.json``: the last setup, remembered so the next game starts with a single Enter.

:func:`load_remembered` and :func:`remember` are what the app and ``quiddler play`` call.

Read as data from outside, like a save: the whole file is validated against its schema
(:class:`~quiddler.match.remembered_schema.RememberedData`: types and ranges) and the names against
the engine's rule. A file that fails is moved aside (``players.corrupt-<time>.json``) with one
sentence, and the setup starts from the defaults; a file written by a newer quiddler (a higher
``version``) is neither used nor overwritten; a file the system cannot read is left alone.
Remembering is a convenience, so nothing here raises.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from quiddler.engine.errors import InvalidInputError
from quiddler.i18n import _
from quiddler.storage.atomic import move_aside, write_atomic
from quiddler.storage.files import MB, FileProblem, decode_json, printable, read_bytes, read_json

if TYPE_CHECKING:
    from quiddler.match.setup import MatchSetup

__all__ = ["PLAYERS_FILE", "VERSION", "load_remembered", "remember", "read", "write"]

#: The file in the data folder that remembers the last setup.
PLAYERS_FILE = "players.json"

#: The version this program writes and the newest it reads (files without one are version 1).
VERSION = 1


def load_remembered(folder: Path, problems: list[str] | None = None) -> MatchSetup | None:
    """The setup saved by :func:`remember`, or None when there is none or it cannot be used (a
    damaged file is moved aside, and the sentence that says so is added to ``problems``)."""
    return read(folder / PLAYERS_FILE, problems)


def remember(folder: Path, setup: MatchSetup) -> None:
    """Keep the names and choices for next time (never the seed: each game gets a new one)."""
    write(folder / PLAYERS_FILE, setup)


def read(path: Path, problems: list[str] | None = None) -> MatchSetup | None:
    """The remembered setup, or None; a problem with the file is said in ``problems``."""
    try:
        raw = read_bytes(path, limit=MB)  # no file (a first start): neither msgspec nor the schema loads
        import msgspec

        from quiddler.match.remembered_schema import RememberedData
        from quiddler.match.setup import MatchSetup

        data = decode_json(raw, RememberedData, version=VERSION)
        setup = MatchSetup.from_dict(msgspec.to_builtins(data))
        setup.game_setup(0)  # the engine's rules for names and seats, as for any game
        return setup
    except FileProblem as problem:
        if problem.reason == "missing":
            return None
        if problem.reason == "newer":
            note = _(
                "The players remembered in {path} were written by a newer quiddler, so they are "
                "not used here (nor changed)."
            ).format(path=path)
        elif problem.reason == "unreadable":
            note = _(
                "The players remembered in {path} cannot be used: {problem}; the file was left where it is."
            ).format(path=path, problem=problem)
        else:
            note = _set_aside(path, str(problem))
    except InvalidInputError as error:
        note = _set_aside(path, printable(str(error)))
    if problems is not None:
        problems.append(note)
    return None


def write(path: Path, setup: MatchSetup) -> None:
    """Remember ``setup`` (never its seed: each game gets a new one), atomically. Only over a
    missing file or a readable one of this version: a newer quiddler's file, or anything we could
    not read (a folder, a pipe, a damaged file still in place), is left as it is. A folder that
    cannot be written is no reason to fail."""
    import msgspec

    try:
        read_json(path, msgspec.Raw, limit=MB, version=VERSION)
    except FileProblem as problem:
        if problem.reason != "missing":
            return
    # never the day's deal either: the next game is an ordinary one unless asked for
    data = {"version": VERSION, **setup.with_seed(None).with_daily(None).to_dict()}
    with contextlib.suppress(OSError):  # a convenience: a read-only home must not stop a game
        write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _set_aside(path: Path, detail: str) -> str:
    try:
        moved = move_aside(path, "corrupt")
    except OSError as error:
        return _(
            "The players remembered in {path} cannot be used ({detail}) and could not be moved aside "
            "({error}); the setup starts from the defaults."
        ).format(path=path, detail=detail, error=error.strerror or error)
    return _(
        "The players remembered in {path} could not be used ({detail}), so the file was moved aside "
        "to {moved} and the setup starts from the defaults."
    ).format(path=path, detail=detail, moved=moved.name)
