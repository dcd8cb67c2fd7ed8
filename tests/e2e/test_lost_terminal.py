"""A terminal that goes away, and SIGTERM: the installed ``quiddler`` saves and is gone.

The random test kills the tmux server (every pane gets SIGHUP and loses its terminal) at seeded
random moments of start-up, 30 times: before the first frame, on the setup screen, at the table,
and while a first word index is built with an empty cache (for a computer player, and for
solitaire). After each kill no process started by that quiddler may be left a few seconds later
(the index builders included), and at the end every save in every data folder loads and replays.

Processes are found by their environment: each launch gets a data folder of its own, which its
children inherit, so ``/proc/*/environ`` tells exactly which processes are its (Linux only).
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest
from tmux_driver import installed_quiddler, open_terminal  # tests/ is on sys.path

from quiddler.dictionary import open_dictionary
from quiddler.saves import SaveStore
from quiddler.saves.solitaire import load_solitaire, solitaire_path
from quiddler.solitaire.tools import finder_for

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the processes"),
]

#: Seconds the program has, after losing its terminal or getting SIGTERM, to save and be gone. Its
#: own watchdog ends it 1.5 s after the signal; the margin is for a machine busy with other work
#: (the test asks "is anything left behind?", it does not time the exit).
GONE_WITHIN = 6.0


def processes_of(data_dir: Path) -> list[int]:
    """The processes whose environment names ``data_dir`` (a quiddler and its children)."""
    marker = f"QUIDDLER_DATA_DIR={data_dir}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environment = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z" and marker in environment.split(b"\0"):
            found.append(int(entry.name))
    return found


def wait_gone(data_dir: Path, timeout: float) -> float | None:
    """Seconds until no process of ``data_dir`` is left, or None if some are still there."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if not processes_of(data_dir):
            return time.monotonic() - start
        time.sleep(0.05)
    return None


#: (what the moment is, the command's arguments, the text to wait for first, seconds after it)
MOMENTS: list[tuple[str, list[str], str | None, tuple[float, float]]] = [
    ("before the first frame", ["play", "--players", "Ann,Bob"], None, (0.0, 0.3)),
    ("on the setup screen", ["play", "--players", "Ann,Bob"], "Start game", (0.0, 0.3)),
    ("at the table", ["play", "--players", "Ann,Bob", "--start"], "Pass the keyboard", (0.0, 0.3)),
    ("during a first index build", ["play", "--players", "Ann,bot:medium", "--start"], None, (0.3, 1.1)),
    ("solitaire, during a first index build", ["solitaire"], None, (0.2, 1.1)),
]


@pytest.mark.slow
def test_killing_the_terminal_at_random_moments_of_start_up_leaves_nothing_running(tmp_path: Path) -> None:
    quiddler = installed_quiddler()
    rng = random.Random(12)
    problems: list[str] = []
    folders: list[Path] = []
    for launch in range(30):
        what, arguments, first, (low, high) = MOMENTS[launch % len(MOMENTS)]
        root = tmp_path / f"launch-{launch}"
        with open_terminal(root, timeout=60.0, settle=0.0) as terminal:
            data = root / "data"
            folders.append(data)
            terminal.start([quiddler, *arguments, "--seed", str(launch)])
            if first is not None:
                terminal.wait_for(first)
            time.sleep(rng.uniform(low, high))
            running = processes_of(data)
        # leaving the block kills the tmux server: the pane loses its terminal and gets SIGHUP
        gone = wait_gone(data, GONE_WITHIN)
        if gone is None:
            left = processes_of(data)
            for pid in left:  # do not leave them behind for the next tests
                with_signal(pid, signal.SIGKILL)
            problems.append(f"launch {launch} ({what}): processes {left} still running (were {running})")
    assert not problems, "\n".join(problems)
    assert_every_save_loads(folders)


def with_signal(pid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signum)


def assert_every_save_loads(folders: list[Path]) -> None:
    """Every save left in these data folders loads and replays with its own dictionary: the
    hot-seat games and the solitaire games."""
    checked = 0
    for folder in folders:
        store = SaveStore(folder)
        for saved in store.unfinished():
            store.restore(saved, open_dictionary(saved.dictionary))
            checked += 1
        assert store.take_problems() == [], folder
        loaded = load_solitaire(solitaire_path(folder))
        assert loaded.warning is None, loaded.warning
        if loaded.saved is not None:
            checker = open_dictionary(loaded.saved.dictionary)
            loaded.saved.restore(checker, finder_for(checker))
            checked += 1
    assert checked > 0  # the launches that reached a table saved their deal
