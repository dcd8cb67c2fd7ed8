"""A data folder that cannot be created or written, for every command.

Commands that only read (check, solve, dictionaries, house list, simulate, history, play --list,
solitaire --stats) work as on a first run; the others (play, a bare quiddler, solitaire, house add
and remove) say in one sentence which folder and why, with exit status 2, before any screen opens.
The solver's cache folder is in the same broken place: it is simply not written.

"Read-only" as root: root may write anywhere, so the test makes the file system refuse, as a
read-only mount would (EROFS from ``mkdir``, no write access from ``access``), for that folder only.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from solver.words import WORDS  # tests/ is on sys.path (pytest's rootdir insertion)

from quiddler import cli
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.solitaire import SolitaireApp

from .damage import AS_ROOT, one_sentence

STATES = ("file-in-its-place", "file-as-its-parent", "read-only-parent", "read-only-folder")


def _under(path: object, folder: Path) -> bool:
    try:
        return Path(os.fspath(path)).resolve().is_relative_to(folder.resolve())  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False


def _read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``folder`` (and everything under it) read-only, for root too."""
    if not AS_ROOT:
        folder.chmod(0o555)
        return
    real_mkdir, real_access = os.mkdir, os.access

    def mkdir(path: object, mode: int = 0o777, *, dir_fd: int | None = None) -> None:
        if _under(path, folder):
            raise OSError(errno.EROFS, "Read-only file system", os.fspath(path))  # type: ignore[arg-type]
        real_mkdir(path, mode, dir_fd=dir_fd)  # type: ignore[arg-type]

    def access(path: object, mode: int, **options: object) -> bool:
        if mode & os.W_OK and _under(path, folder):
            return False
        return real_access(path, mode, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "mkdir", mkdir)
    monkeypatch.setattr(os, "access", access)


@pytest.fixture(params=STATES)
def broken_home(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home whose quiddler data folder (and cache folder) cannot be created or written."""
    home = tmp_path / "home"
    data, cache = home / "quiddler-data", home / "quiddler-cache"
    state = request.param
    if state == "file-as-its-parent":
        home.write_text("a file where the home folder should be")
    else:
        home.mkdir()
    if state == "file-in-its-place":
        data.write_text("a file where the data folder should be")
        cache.write_text("a file where the cache folder should be")
    elif state == "read-only-parent":
        _read_only(home, monkeypatch)
    elif state == "read-only-folder":
        data.mkdir()
        (data / "house-words.txt").write_text("zax\n")
        _read_only(data, monkeypatch)
    monkeypatch.setenv("QUIDDLER_DATA_DIR", str(data))
    monkeypatch.setenv("QUIDDLER_CACHE_DIR", str(cache))

    def no_screen(self: object) -> None:
        raise AssertionError("no screen may open when the data folder cannot be used")

    monkeypatch.setattr(QuiddlerApp, "run", no_screen)
    monkeypatch.setattr(SolitaireApp, "run", no_screen)
    return data


@pytest.fixture
def word_list(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("words") / "words.txt"
    path.write_text("\n".join(sorted(WORDS)) + "\n", encoding="utf-8")
    return f"file:{path}"


READERS = {
    "check": (["check", "quiz"], "allowed"),
    "solve": (["solve", "--dictionary", "{words}", "qu", "i", "z", "m"], "Go out:    QUIZ"),
    "dictionaries": (["dictionaries"], "House words"),
    "house list": (["house", "list"], ""),  # the words (read-only-folder), or how to add some
    "simulate": (
        ["simulate", "--players", "greedy,greedy", "--games", "1", "--dictionary", "{words}"],
        "1 game",
    ),
    "history": (["history"], "No finished games"),
    "history --json": (["history", "--json"], "["),
    "play --list": (["play", "--list"], "No unfinished games."),
    "solitaire --stats": (["solitaire", "--stats"], "Solitaire record"),
}
WRITERS = {
    "quiddler": [],
    "play": ["play"],
    "play --start": ["play", "--players", "Ann,Bob", "--start"],
    "solitaire": ["solitaire"],
    "solitaire --daily": ["solitaire", "--daily"],
    "house add": ["house", "add", "qi"],
    "house remove": ["house", "remove", "zax"],
}


@pytest.mark.parametrize("command", READERS, ids=str)
def test_commands_that_only_read_work(
    command: str, broken_home: Path, word_list: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, shown = READERS[command]
    assert cli.main([word_list if arg == "{words}" else arg for arg in argv]) == 0
    out, err = capsys.readouterr()
    assert out.strip() and shown in out
    assert "Traceback" not in err


@pytest.mark.parametrize("command", WRITERS, ids=str)
def test_commands_that_write_say_which_folder_and_why(
    command: str, broken_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(WRITERS[command]) == 2
    problem = one_sentence(capsys.readouterr().err)
    assert str(broken_home) in problem and "QUIDDLER_DATA_DIR" in problem
    assert any(why in problem for why in ("a file is in the way", "read-only", "permission is denied")), (
        problem
    )


def test_resume_with_no_folder_says_there_is_nothing_to_resume(
    broken_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["play", "--resume"]) == 2
    one_sentence(capsys.readouterr().err)
