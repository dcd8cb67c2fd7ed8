"""Machine-independent cost of the first frame: CPU instructions until the first screen shows.

    python bench/bench_startup_instructions.py            # play, solitaire (en, es), minimal app
    python bench/bench_startup_instructions.py --only play

``bench_startup.py`` times the first frame by the wall clock, which moves by ±0.3× from one run to
the next on a shared machine; an instruction count does not. Each command here runs once under
``valgrind --tool=callgrind`` (Debian: ``apt-get install valgrind``) in a pseudo-terminal of
100×30, with Textual's terminal driver watched: the moment the text written to the terminal holds
the first screen's words (the same words ``bench_startup.py`` waits for), the process ends and
callgrind's count, every thread included (solitaire's word index is read in one), is the cost of
that first frame. Each command is launched once before, uncounted, so the word index is in the
cache and the bytecode compiled (``PYTHONDONTWRITEBYTECODE`` is left out of their environment):
these are warm starts. It prints each count and its ratio to the
minimal Textual app's (the goal of issue 29: 1.5× or less for play and solitaire). Each line takes
about a minute (valgrind runs Python some fifty times slower).
"""

from __future__ import annotations

import argparse
import fcntl
import os
import pty
import re
import select
import shutil
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_startup import MINIMAL_APP  # noqa: E402  (the bench folder is not a package)

#: Escape sequences in what Textual writes (cursor moves, colours), taken out before looking.
_ESCAPES = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])")

#: Left out of the commands' environment: a warm start runs from Python's cached bytecode, as an
#: installed (or once-run) quiddler does, even where this bench is started with bytecode off.
UNSET = ("PYTHONDONTWRITEBYTECODE",)

#: name → (arguments after ``quiddler``, or None for the minimal app; the first screen's words)
COMMANDS: dict[str, tuple[list[str] | None, str]] = {
    "minimal Textual app": (None, "minimal line 4"),
    "play": (["play", "--players", "Ann,Bob", "--seed", "7"], "Start game"),
    "solitaire": (["solitaire", "--seed", "7"], "Cards left"),
    "play (es)": (
        ["play", "--players", "Ann,Bob", "--seed", "7", "--dictionary", "es", "--lang", "es"],
        "Empezar",
    ),
    "solitaire (es)": (["solitaire", "--seed", "7", "--dictionary", "es", "--lang", "es"], "Quedan"),
}


def _inner(shown: str, argv: list[str] | None, minimal: str) -> None:
    """What callgrind counts: the command, ended as soon as its terminal shows ``shown``."""
    from textual.drivers.linux_driver import LinuxDriver

    original = LinuxDriver.write
    written: list[str] = []

    def write(self: LinuxDriver, data: str) -> None:
        original(self, data)
        written.append(data)
        if shown in _ESCAPES.sub("", "".join(written)):
            os._exit(0)

    LinuxDriver.write = write  # type: ignore[method-assign]
    if argv is None:
        exec(compile(Path(minimal).read_text(encoding="utf-8"), minimal, "exec"), {"__name__": "__main__"})
    else:
        sys.path.insert(0, str(ROOT))
        from quiddler.cli import main

        main(argv)
    os._exit(3)  # the program ended without showing its first screen


def _in_terminal(command: list[str], environment: dict[str, str], timeout: float) -> int:
    """Run ``command`` in a pseudo-terminal of 100×30, reading (and dropping) what it writes;
    returns its exit status."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the terminal's size is set before the program starts, as tmux does
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        inherited = {key: value for key, value in os.environ.items() if key not in UNSET}
        os.execvpe(command[0], command, {**inherited, **environment})
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:  # the terminal closed: the program ended
                break
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            os.close(fd)
            return os.waitstatus_to_exitcode(status)
    else:
        os.kill(pid, 9)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return os.waitstatus_to_exitcode(status)


def _run(name: str, environment: dict[str, str], minimal: str, *, counted: bool, timeout: float) -> int:
    """One launch of ``name`` (under callgrind when ``counted``): its instruction count, or 0."""
    argv, shown = COMMANDS[name]
    inner = [sys.executable, __file__, "--inner", shown, minimal, *(argv or [])]
    if not counted:
        code = _in_terminal(inner, environment, timeout)
        if code != 0:
            raise SystemExit(f"{name}: the first screen never showed (exit status {code})")
        return 0
    with tempfile.NamedTemporaryFile(prefix="callgrind-", suffix=".log") as log:
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", f"--log-file={log.name}"]
        code = _in_terminal([*command, *inner], environment, timeout)
        text = Path(log.name).read_text(encoding="utf-8", errors="replace")
    found = re.search(r"Collected\s*:\s*(\d+)", text)
    if code != 0 or found is None:
        raise SystemExit(f"{name}: no count (exit status {code}):\n{text[-2000:]}")
    return int(found.group(1))


def main() -> int:
    if len(sys.argv) >= 4 and sys.argv[1] == "--inner":
        is_minimal = len(sys.argv) == 4
        _inner(sys.argv[2], None if is_minimal else sys.argv[4:], sys.argv[3])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=list(COMMANDS)[1:], help="these commands only")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds for one launch (default 600)")
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed: apt-get install valgrind (or brew install valgrind).")
    names = [next(iter(COMMANDS)), *(options.only or list(COMMANDS)[1:])]
    with tempfile.TemporaryDirectory(prefix="quiddler-bench-instructions-") as folder:
        root = Path(folder)
        minimal = root / "minimal_app.py"
        minimal.write_text(MINIMAL_APP, encoding="utf-8")
        environment = {
            "QUIDDLER_DATA_DIR": str(root / "data"),
            "QUIDDLER_CACHE_DIR": str(root / "cache"),
            "TERM": "xterm-256color",
        }
        for name in names:  # warm-up: word index built, bytecode compiled
            _run(name, environment, str(minimal), counted=False, timeout=options.timeout)
        print(f"Python {sys.version.split()[0]}; instructions to the first frame (warm), 100×30")
        base = 0
        for name in names:
            count = _run(name, environment, str(minimal), counted=True, timeout=options.timeout)
            base = base or count
            print(f"  {name:<22}{count / 1e6:>9,.0f} M{count / base:>7.2f}×", flush=True)
    print("goal: play and solitaire within 1.5× of the minimal app")
    return 0


if __name__ == "__main__":
    sys.exit(main())
