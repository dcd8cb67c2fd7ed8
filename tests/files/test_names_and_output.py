"""Text that reaches the terminal: player names follow one rule from anywhere, text from a file is
never printed raw, and an output that cannot show ``·`` gets plain characters instead of a crash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from saves.helpers import played_game  # tests/ is on sys.path (pytest's rootdir insertion)
from solver.words import WORDS

from quiddler import cli
from quiddler.engine import GameSetup, InvalidInputError
from quiddler.match.setup import check_name
from quiddler.saves import SavedGame, SaveStore
from quiddler.storage.files import printable
from quiddler.tui.app import QuiddlerApp

from .damage import json_with, moved_copies, one_sentence

ROOT = Path(__file__).resolve().parents[2]
EVIL = "\x1b]0;PWNED\x07\x1b[31mEvil"


@pytest.mark.parametrize(
    ("name", "said"),
    [
        (EVIL, "only printable characters"),
        ("A" * 1000, "too long: keep names to 20 characters"),
        ("Ann\u202eevil", "only printable characters"),  # a right-to-left override
        ("Tab\there", "only printable characters"),
    ],
    ids=["escape-sequence", "1000-characters", "bidi-override", "tab"],
)
def test_a_name_from_the_command_line_follows_the_setup_screens_rule(
    name: str, said: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(QuiddlerApp, "run", lambda self: pytest.fail("the game must not start"))
    assert cli.main(["play", "--players", f"{name},Bob", "--start"]) == 2
    problem = one_sentence(capsys.readouterr().err)
    assert said in problem and "PWNED" not in problem and "\u202e" not in problem
    assert check_name(name) is not None  # the setup screen refuses it too
    with pytest.raises(InvalidInputError, match=said):
        GameSetup((name, "Bob"))  # and so does every game, whatever made it


@pytest.mark.parametrize("folder", ["saves", "history"])
def test_a_name_edited_into_a_save_never_reaches_the_terminal(
    folder: str, capsys: pytest.CaptureFixture[str]
) -> None:
    store = SaveStore()
    game = played_game(("Ann", "Bob"), seed=3, steps=None if folder == "history" else 8)
    saved = SavedGame.from_game(game, seats=("human", "human"), dictionary="en")
    path = store.root / folder / f"{saved.game_id}.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(json_with(saved.to_json().encode(), ("setup", "players", 0), json.dumps(EVIL)))
    command = ["play", "--list"] if folder == "saves" else ["history"]
    assert cli.main(command) == 0
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "printable characters" in one_sentence(err)
    assert not path.exists() and len(moved_copies(path)) == 1


def test_printable_escapes_what_a_terminal_would_obey() -> None:
    assert printable("Zoë 李雷 ok") == "Zoë 李雷 ok"
    assert printable(EVIL) == "\\x1b]0;PWNED\\x07\\x1b[31mEvil"
    assert printable("a\x9bb\u202ec") == "a\\x9bb\\u202ec"  # a C1 CSI, a right-to-left override


def test_a_sentence_from_a_file_is_escaped_before_it_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check", "--dictionary", "file:/no/such/\x1b[2Jfolder/words.txt", "quiz"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\\x1b[2J" in one_sentence(err)


# ------------------------------------------------------------------ an output that is not UTF-8


def _ascii_run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONIOENCODING": "ascii",
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    return subprocess.run(
        [sys.executable, "-m", "quiddler", *args], env=env, capture_output=True, encoding="ascii", timeout=120
    )


def test_plain_characters_when_the_output_cannot_show_them(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("\n".join(sorted(WORDS)), encoding="utf-8")
    checked = _ascii_run("check", "quiz", "--dictionary", f"file:{words}")
    assert checked.returncode == 0, checked.stderr
    assert "QU-I-Z" in checked.stdout and "Q-U-I-Z 35" in checked.stdout
    solved = _ascii_run("solve", "qu", "i", "z", "m", "--dictionary", f"file:{words}")
    assert solved.returncode == 0, solved.stderr
    assert "Go out:    QUIZ (QU-I-Z 25), discard M: 25 points" in solved.stdout
    SaveStore().finish(
        SavedGame.from_game(
            played_game(("Zoë", "李雷"), seed=3, steps=None), seats=("human", "human"), dictionary="en"
        )
    )
    history = _ascii_run("history")
    assert history.returncode == 0, history.stderr
    assert "Zoe" in history.stdout and "\\u674e\\u96f7" in history.stdout  # 李雷, escaped
    simulated = _ascii_run(
        "simulate", "--players", "greedy,greedy", "--games", "2", "--dictionary", f"file:{words}"
    )
    assert simulated.returncode == 0, simulated.stderr
    assert "margin greedy - greedy" in simulated.stdout or "margin" in simulated.stdout
