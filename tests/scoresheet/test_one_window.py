"""One window per score sheet and per solitaire table (issue 35): a second ``quiddler score
--resume ID`` or ``quiddler solitaire --resume`` while the first still runs is refused in one
sentence with status 2, so two windows never overwrite each other's work. Two real processes:
the first holds the game's own lock (as the running app does), the second is the command."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from quiddler.engine import STANDARD
from quiddler.scoresheet import Sheet, SheetFile, SheetStore
from quiddler.scoresheet.opening import open_sheet_checker

_HOLD = """
import sys, time
from pathlib import Path
kind, folder = sys.argv[1], Path(sys.argv[2])
if kind == "sheet":
    from quiddler.scoresheet import SheetStore
    lock = SheetStore(folder).lock(sys.argv[3])
else:
    from quiddler.saves.solitaire.table_lock import lock_solitaire
    lock = lock_solitaire(folder)
print("held", flush=True)
time.sleep(20)
"""


def _environment(folder: Path) -> dict[str, str]:
    return {**os.environ, "QUIDDLER_DATA_DIR": str(folder), "LANG": "C.UTF-8", "LANGUAGE": ""}


def _second_window(folder: Path, hold: list[str], command: list[str]) -> subprocess.CompletedProcess[str]:
    """Run ``command`` while another process holds the lock ``hold`` describes."""
    env = _environment(folder)
    first = subprocess.Popen([sys.executable, "-c", _HOLD, *hold], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "held"
        return subprocess.run(
            [sys.executable, "-m", "quiddler", *command],
            capture_output=True,
            text=True,
            env=env,
            stdin=subprocess.DEVNULL,
            timeout=60,
        )
    finally:
        first.kill()
        first.wait(timeout=10)


def test_a_sheet_open_in_one_window_is_refused_in_a_second(tmp_path: Path) -> None:
    sheet = Sheet(("Ann", "Bob"), open_sheet_checker(None, STANDARD), STANDARD)
    sheet.enter(0, 0, "cat")
    sheet_file = SheetFile(sheet)
    SheetStore(tmp_path).keep(sheet_file)
    before = (tmp_path / "sheets" / f"{sheet_file.sheet_id}.json").read_bytes()
    started = time.monotonic()
    second = _second_window(
        tmp_path, ["sheet", str(tmp_path), sheet_file.sheet_id], ["score", "--resume", sheet_file.sheet_id]
    )
    assert time.monotonic() - started < 60
    assert second.returncode == 2, second
    lines = second.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in second.stderr, second.stderr
    assert "open in another quiddler window" in lines[0] and sheet_file.sheet_id in lines[0]
    assert (tmp_path / "sheets" / f"{sheet_file.sheet_id}.json").read_bytes() == before
    # once the first window is gone, the sheet is free again (the lock dies with the process)
    SheetStore(tmp_path).lock(sheet_file.sheet_id).release()


def test_solitaire_open_in_one_window_is_refused_in_a_second(tmp_path: Path) -> None:
    from solitaire.helpers import UNIFORM, stacked  # tests/ is on sys.path

    from quiddler.saves.solitaire.saved_game import SavedSolitaire, save_solitaire, solitaire_path

    game = stacked(UNIFORM, {"at", "tea"})
    game.make_word((0, 6))
    saved = SavedSolitaire.of(game, daily=None, dictionary=None)
    assert save_solitaire(saved, solitaire_path(tmp_path)) is None
    before = solitaire_path(tmp_path).read_bytes()
    second = _second_window(tmp_path, ["solitaire", str(tmp_path)], ["solitaire", "--resume"])
    assert second.returncode == 2, second
    lines = second.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in second.stderr, second.stderr
    assert "open in another quiddler window" in lines[0]
    assert solitaire_path(tmp_path).read_bytes() == before
