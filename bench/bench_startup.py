"""How long the installed ``quiddler`` takes to show its first screen, against a minimal Textual app.

    python bench/bench_startup.py [--runs 7] [--width 100 --height 30]

Each launch runs in a private tmux server (``tmux -L``) with its own data and cache folders; the
pane is read every 10 ms from the moment the command is started until the first screen's text
shows (``Start game`` for ``quiddler play``, ``Cards left`` for ``quiddler solitaire``, the last of
four lines for the minimal app). *Warm*: every command is launched once, unmeasured, before the
timed runs (any word index is built then, and Python's bytecode cached). *Cold*: each launch gets
a new, empty cache folder (a first start after installing; the bytecode stays cached). The
commands take turns, run after run, so a busy moment of a shared machine falls on all of them.

``quiddler solve`` in English and Spanish is timed too, from start to exit (no screen: a plain
subprocess), warm and cold: it reads the word index before it answers, so its cold column is what
a first use of each bundled dictionary costs (the goal: at most 0.5 s more than warm).

It prints, per command, the median, the fastest and the slowest launch in seconds, the ratio of
each warm median to the minimal app's (the goal: 1.5× or less for play and solitaire), and the
cold median. It needs tmux and the ``quiddler`` command on PATH (``pip install -e .`` in the
active environment).
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

#: A Textual app showing four lines and nothing else: the floor any Textual program pays.
MINIMAL_APP = """
from textual.app import App
from textual.widgets import Static


class Minimal(App):
    def compose(self):
        for number in range(1, 5):
            yield Static(f"minimal line {number}")


Minimal().run()
"""


@dataclass(frozen=True)
class Launch:
    """A command to time and the text that says its first screen is drawn."""

    name: str
    argv: list[str]
    shown: str


def first_frame(launch: Launch, environment: dict[str, str], size: tuple[int, int], timeout: float) -> float:
    """Seconds from starting ``launch`` in a fresh tmux server until its first screen shows."""
    socket = f"quiddler-bench-{uuid.uuid4().hex[:8]}"
    tmux = ["tmux", "-L", socket]
    env = " ".join(f"{key}={shlex.quote(value)}" for key, value in environment.items())
    # Bytecode is written and read as an installed (or once-run) quiddler's is, even where the bench
    # itself runs with it off: a warm start is one from cached bytecode.
    line = f"env -u PYTHONDONTWRITEBYTECODE {env} {shlex.join(launch.argv)}"
    # The server is started first, so its own start-up is not counted against the command.
    subprocess.run([*tmux, "new-session", "-d", "-s", "idle", "-x", "20", "-y", "5", "sleep 600"], check=True)
    pid = ""
    try:
        start = time.perf_counter()
        subprocess.run(
            [*tmux, "new-session", "-d", "-s", "run", "-x", str(size[0]), "-y", str(size[1]), line],
            check=True,
        )
        # The window stays after the program ends, so a program that stopped early shows why.
        subprocess.run([*tmux, "set-option", "-t", "run", "remain-on-exit", "on"], check=False)
        pid = subprocess.run(
            [*tmux, "display-message", "-p", "-t", "run", "#{pane_pid}"], capture_output=True, text=True
        ).stdout.strip()
        while time.perf_counter() - start < timeout:
            screen = subprocess.run(
                [*tmux, "capture-pane", "-p", "-t", "run"], capture_output=True, text=True, check=False
            ).stdout
            if launch.shown in screen:
                return time.perf_counter() - start
            time.sleep(0.01)
        raise RuntimeError(f"{launch.name}: {launch.shown!r} never showed; the screen:\n{screen}")
    finally:
        subprocess.run([*tmux, "kill-server"], check=False, capture_output=True)
        _wait_gone(pid)


def _wait_gone(pid: str, limit: float = 10.0) -> None:
    """Wait (at most ``limit`` seconds) until the killed program has ended: the next launch would
    otherwise find the solitaire table still locked by it and stop with one sentence."""
    deadline = time.perf_counter() + limit
    while pid.isdigit() and Path(f"/proc/{pid}").exists() and time.perf_counter() < deadline:
        time.sleep(0.02)
    time.sleep(0.05)


def run_time(argv: list[str], environment: dict[str, str], timeout: float) -> float:
    """Seconds from starting a command without a screen until it exits (it must succeed)."""
    inherited = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    start = time.perf_counter()
    subprocess.run(argv, env={**inherited, **environment}, capture_output=True, timeout=timeout, check=True)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed launches per command (default 7)")
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--height", type=int, default=30)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for one screen")
    parser.add_argument("--warm-only", action="store_true", help="skip the cold launches (an older quiddler)")
    options = parser.parse_args()

    quiddler = shutil.which("quiddler")
    if quiddler is None or shutil.which("tmux") is None:
        print("needs tmux and the quiddler command on PATH (pip install -e . in this environment)")
        return 2
    with tempfile.TemporaryDirectory(prefix="quiddler-bench-startup-") as folder:
        root = Path(folder)
        minimal = root / "minimal_app.py"
        minimal.write_text(MINIMAL_APP, encoding="utf-8")
        environment = {
            "QUIDDLER_DATA_DIR": str(root / "data"),
            "QUIDDLER_CACHE_DIR": str(root / "cache"),
            "TERM": os.environ.get("TERM", "xterm-256color") or "xterm-256color",
        }
        launches = [
            Launch("minimal Textual app", [sys.executable, str(minimal)], "minimal line 4"),
            Launch("quiddler play", [quiddler, "play", "--players", "Ann,Bob", "--seed", "7"], "Start game"),
            Launch("quiddler solitaire", [quiddler, "solitaire", "--seed", "7"], "Cards left"),
            Launch(
                "play (es)",
                [
                    quiddler,
                    "play",
                    "--players",
                    "Ann,Bob",
                    "--seed",
                    "7",
                    "--dictionary",
                    "es",
                    "--lang",
                    "es",
                ],
                "Empezar",
            ),
            Launch(
                "solitaire (es)",
                [quiddler, "solitaire", "--seed", "7", "--dictionary", "es", "--lang", "es"],
                "Quedan",
            ),
        ]
        solves = {
            "solve (en)": [quiddler, "solve", "qu", "i", "z", "a", "b"],
            "solve (es)": [quiddler, "solve", "--dictionary", "es", "qu", "i", "z", "a", "b"],
        }
        size = (options.width, options.height)
        for launch in launches:  # warm-up: word index built, bytecode cached
            first_frame(launch, environment, size, options.timeout * 3)
        for argv in solves.values():
            run_time(argv, environment, options.timeout * 3)
        times: dict[str, list[float]] = {launch.name: [] for launch in [*launches]}
        times.update({name: [] for name in solves})
        cold: dict[str, list[float]] = {name: [] for name in times}
        for _ in range(options.runs):
            for launch in launches:
                times[launch.name].append(first_frame(launch, environment, size, options.timeout))
                empty = {
                    **environment,
                    "QUIDDLER_CACHE_DIR": str(root / f"cold-{uuid.uuid4().hex}"),
                }
                cold[launch.name].append(first_frame(launch, empty, size, options.timeout))
            for name, argv in solves.items():
                times[name].append(run_time(argv, environment, options.timeout))
                empty = {
                    **environment,
                    "QUIDDLER_CACHE_DIR": str(root / f"cold-{uuid.uuid4().hex}"),
                }
                cold[name].append(run_time(argv, empty, options.timeout))

    base = statistics.median(times[launches[0].name])
    print(f"First screen (solve: exit), {options.runs} launches each, {size[0]}×{size[1]} tmux pane")
    print(f"{'command':<22}{'median':>9}{'fastest':>9}{'slowest':>9}{'ratio':>8}{'cold':>9}{'cold-warm':>11}")
    for name, values in times.items():
        median = statistics.median(values)
        cold_median = statistics.median(cold[name]) if cold[name] else float("nan")
        ratio = f"{median / base:>7.2f}×" if not name.startswith("solve") else f"{'':>8}"
        print(
            f"{name:<22}{median:>8.3f}s{min(values):>8.3f}s{max(values):>8.3f}s{ratio}"
            f"{cold_median:>8.3f}s{cold_median - median:>+10.3f}s"
        )
    print("goals: play and solitaire (warm) within 1.5× of the minimal app; cold at most 0.5 s over warm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
