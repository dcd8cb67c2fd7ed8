"""Crash safety for real: a process killed while saving, and SIGTERM / SIGHUP caught and saved.

These run a child Python process against this checkout, so they test what the user gets, not a
simulation. Each takes well under a second.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from quiddler.saves import CAUGHT_SIGNALS, SaveStore, install_signal_handlers, save_on_signals

from .helpers import WORDS, new_game, play

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")

#: The child plays a seeded game by random legal actions, as fast as it can.
CHILD = """
import random, sys, time
from quiddler.saves import SaveStore, SavedGame, save_on_signals
from tests.saves.helpers import new_game, random_action

mode = sys.argv[1]
game = new_game(("Ann", "Bob", "Cy"), seed=5)
rng = random.Random(5)
store = SaveStore()
saved = SavedGame.from_game(game, seats=("human",) * 3, dictionary="en", game_id="crash-test")
store.save(saved)

def step():
    if not game.is_over:
        game.apply(random_action(game, rng))

if mode == "save-every-action":
    print("ready", flush=True)
    while True:
        step()
        store.save(saved.with_game(game))
else:  # "save-on-signal": saves only when a signal asks it to
    with save_on_signals(lambda: store.save(saved.with_game(game))):
        for _ in range(40):
            step()
        print("ready", flush=True)
        while True:
            step()
            time.sleep(0.001)
"""


def _child(mode: str) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(CHILD), mode],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.strip() == "ready", process.stderr.read() if process.stderr else line
    return process


def _expected_after(count: int):
    """The same seeded game played ``count`` actions in this process: what the save must hold."""
    return play(new_game(("Ann", "Bob", "Cy"), seed=5), random.Random(5), steps=count)


@pytest.mark.parametrize("delay", [0.0, 0.05, 0.2])
def test_sigkill_while_saving_every_action_leaves_a_whole_save(delay: float) -> None:
    process = _child("save-every-action")
    try:
        if delay:
            import time

            time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate()
    assert process.returncode == -signal.SIGKILL
    store = SaveStore()
    saved = store.load("crash-test")  # a whole save, not a torn one
    restored = store.restore(saved, WORDS)
    assert restored.snapshot() == _expected_after(len(saved.actions)).snapshot()
    assert store.problems == []


@pytest.mark.parametrize("name", [sig.name for sig in CAUGHT_SIGNALS])
def test_sigterm_and_sighup_save_the_game_and_exit_cleanly(name: str) -> None:
    signum = getattr(signal, name)
    process = _child("save-on-signal")
    try:
        process.send_signal(signum)
        process.wait(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
        _, stderr = process.communicate()
    assert process.returncode == 128 + signum, stderr
    assert "Traceback" not in stderr
    store = SaveStore()
    saved = store.load("crash-test")
    assert len(saved.actions) >= 40  # the handler saved: only the first save had no actions
    assert store.restore(saved, WORDS).snapshot() == _expected_after(len(saved.actions)).snapshot()
    assert [path.name for path in store.saves_dir.iterdir()] == ["crash-test.json"]


# ------------------------------------------------------------------ the handlers in this process


def test_handler_saves_then_exits_with_the_signal_status() -> None:
    events: list[str] = []
    before = signal.getsignal(signal.SIGTERM)
    restore = install_signal_handlers(
        lambda: events.append("save"), lambda status: events.append(f"exit {status}")
    )
    try:
        signal.raise_signal(signal.SIGTERM)
        signal.raise_signal(signal.SIGTERM)  # a second signal while closing does not save twice
    finally:
        restore()
    assert events == ["save", f"exit {128 + signal.SIGTERM}"]
    assert signal.getsignal(signal.SIGTERM) == before


def test_without_an_exit_callback_the_handler_raises_system_exit() -> None:
    saves: list[int] = []
    with pytest.raises(SystemExit) as info, save_on_signals(lambda: saves.append(1)):
        signal.raise_signal(signal.SIGHUP)
    assert info.value.code == 128 + signal.SIGHUP
    assert saves == [1]


def test_a_failing_save_is_reported_and_the_exit_still_happens(capsys) -> None:
    def broken_save() -> None:
        raise OSError("disk full")

    statuses: list[int] = []
    with save_on_signals(broken_save, statuses.append):
        signal.raise_signal(signal.SIGTERM)
    assert statuses == [143]
    assert "could not save the game on exit: disk full" in capsys.readouterr().err


async def test_with_an_event_loop_the_handler_runs_as_a_loop_callback() -> None:
    loop = asyncio.get_running_loop()
    events: list[str] = []
    done = asyncio.Event()

    def exit(status: int) -> None:
        events.append(f"exit {status}")
        done.set()

    remove = install_signal_handlers(lambda: events.append("save"), exit, loop=loop)
    try:
        signal.raise_signal(signal.SIGTERM)
        await asyncio.wait_for(done.wait(), timeout=5)
    finally:
        remove()
    assert events == ["save", "exit 143"]


async def test_the_recipe_for_a_textual_app() -> None:
    """What the hot-seat app does: install in on_mount with its loop, exit through app.exit."""
    from textual.app import App

    saves: list[str] = []

    class Table(App[None]):
        def on_mount(self) -> None:
            self.remove_signal_handlers = install_signal_handlers(
                lambda: saves.append("saved"),
                lambda status: self.exit(return_code=status),
                loop=asyncio.get_running_loop(),
            )

        def on_unmount(self) -> None:
            self.remove_signal_handlers()

    app = Table()
    async with app.run_test() as pilot:
        signal.raise_signal(signal.SIGTERM)
        await pilot.pause()
        await app.workers.wait_for_complete()
    assert saves == ["saved"]
    assert app.return_code == 143
