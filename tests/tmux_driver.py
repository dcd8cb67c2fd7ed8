"""Drive the installed ``quiddler`` in a real terminal: a private tmux server, keys in, screen out.

Shared by the end-to-end tests (tests/e2e, tests/solitaire/test_e2e.py) so that they all wait,
read and clean up the same way. Each ``Terminal`` runs its own tmux server (``tmux -L <socket>``),
so a test never touches the user's sessions and never sees another test's.

Import it as ``from tmux_driver import ...``: tests/ has a conftest.py and no __init__.py, so
pytest puts tests/ on sys.path.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import subprocess
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest


def require(program: str) -> str:
    """The full path of ``program``; without it the test is skipped locally and fails in CI.

    CI installs the project and tmux, so a missing command there is a broken job, not a reason to
    skip quietly.
    """
    found = shutil.which(program)
    if found is None:
        message = f"the {program} command is not installed (pip install the project and tmux to run this)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def installed_quiddler() -> str:
    """The installed ``quiddler`` command (skip locally, fail in CI, when it is absent)."""
    return require("quiddler")


class Terminal:
    """A private tmux server with one session at a time, read with capture-pane.

    ``settle`` is how long ``wait_for`` lets a frame finish drawing once the text shows before it
    reads the screen again (0 returns the first screen that shows it).
    """

    def __init__(
        self,
        tmux: str,
        socket: str,
        environment: dict[str, str],
        *,
        width: int = 100,
        height: int = 30,
        timeout: float = 30.0,
        settle: float = 0.3,
    ) -> None:
        self.tmux = tmux
        self.socket = socket
        self.environment = environment
        self.width = width
        self.height = height
        self.timeout = timeout
        self.settle = settle
        self.session = ""
        #: Processes whose window was closed by :meth:`close`: they may still be saving.
        self._closed: list[int] = []

    def command(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run a program outside tmux with this terminal's environment (its data and cache
        folders), as a player would in another window; its output is captured."""
        return subprocess.run(
            list(args),
            capture_output=True,
            text=True,
            env={**os.environ, **self.environment},
            check=False,
            timeout=60,
        )

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [self.tmux, "-L", self.socket, *args],
            check=check,
            capture_output=True,
            text=True,
            env={**os.environ, **self.environment},
        )

    def start(self, command: str | Sequence[str]) -> None:
        """Run ``command`` in a new session, with the test's environment (data folder, TERM).

        A string is a shell command line, used as it is (``quiddler ...; echo EXITED $?``); a
        sequence is one program and its arguments.
        """
        line = command if isinstance(command, str) else shlex.join(command)
        self.session = f"q{uuid.uuid4().hex[:6]}"
        env = " ".join(f"{key}={shlex.quote(value)}" for key, value in self.environment.items())
        shell = f"env {env} {line}"
        self._run(
            "new-session", "-d", "-s", self.session, "-x", str(self.width), "-y", str(self.height), shell
        )

    def pid(self) -> int:
        """The process in the pane (``env`` executes quiddler in its place, so this is quiddler)."""
        out = self._run("list-panes", "-t", self.session, "-F", "#{pane_pid}").stdout
        return int(out.split()[0])

    def alive(self) -> bool:
        return self._run("has-session", "-t", self.session, check=False).returncode == 0

    def keys(self, *keys: str) -> None:
        """Press the keys one at a time, as a person would, with a short pause after each."""
        for key in keys:
            self._run("send-keys", "-t", self.session, key)
            time.sleep(0.15)

    def burst(self, *keys: str) -> None:
        """Send the keys in one send-keys call, as a fast typist or a paste delivers them."""
        self._run("send-keys", "-t", self.session, *keys)

    def resize(self, width: int, height: int) -> None:
        """Make the window this size, as a player dragging its corner does (the app gets SIGWINCH)."""
        self._run("resize-window", "-t", self.session, "-x", str(width), "-y", str(height))

    def screen(self) -> str:
        return self._run("capture-pane", "-p", "-t", self.session).stdout

    def pane(self, *names: str) -> dict[str, str]:
        """tmux's pane variables (``alternate_on``, ``cursor_flag``, ``mouse_any_flag``, …): what
        the program left the terminal in."""
        text = self._run("display-message", "-p", "-t", self.session, "\t".join(f"#{{{n}}}" for n in names))
        return dict(zip(names, text.stdout.rstrip("\n").split("\t"), strict=True))

    def wait_for(self, text: str, *also: str, timeout: float | None = None) -> str:
        """The screen once ``text`` shows on it, and every one of ``also`` with it; an
        AssertionError with the screen if they never do.

        Name in ``also`` what the test then reads on that screen: a frame is drawn in parts (tmux
        reads the program's output in chunks, a widget may repaint a moment later), and on a busy
        machine the rest may come later than ``settle``."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        wanted = (text, *also)
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if all(part in screen for part in wanted):
                if self.settle <= 0:
                    return screen
                time.sleep(self.settle)  # let the frame finish drawing
                return self.screen()
            time.sleep(0.2)
        missing = [part for part in wanted if part not in screen]
        raise AssertionError(f"{missing!r} never appeared; the screen shows:\n{screen}")

    def wait_gone(self, timeout: float = 15.0) -> None:
        """Wait until the session's process has ended (and so its session with it).

        After :meth:`close` the session is gone at once but quiddler may still be saving on its
        SIGHUP; this waits for that process too, as a player reopening the game would find it.
        """
        deadline = time.monotonic() + timeout
        while self.alive() or any(_running(pid) for pid in self._closed):
            if time.monotonic() > deadline:
                raise AssertionError("quiddler did not end")
            time.sleep(0.1)
        self._closed.clear()

    def close(self) -> None:
        """Kill the private server: every session on it gets SIGHUP, as when a window is closed."""
        if self.session and self.alive():
            with contextlib.suppress(ValueError, IndexError, subprocess.CalledProcessError):
                self._closed.append(self.pid())
        self._run("kill-server", check=False)


def _running(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie, ended but not yet reaped, has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[0] != "Z"


@contextmanager
def open_terminal(
    tmp_path: Path,
    *,
    width: int = 100,
    height: int = 30,
    timeout: float = 30.0,
    settle: float = 0.3,
) -> Iterator[Terminal]:
    """A ``Terminal`` whose quiddler keeps its data and cache in ``tmp_path``; its server is killed after.

    The keyword settings are Terminal's (size, default wait, settle time).
    """
    tmux = require("tmux")
    environment = {
        "QUIDDLER_DATA_DIR": str(tmp_path / "data"),
        "QUIDDLER_CACHE_DIR": str(tmp_path / "cache"),
        "TERM": "xterm-256color",
    }
    socket = f"quiddler-e2e-{uuid.uuid4().hex[:8]}"
    term = Terminal(tmux, socket, environment, width=width, height=height, timeout=timeout, settle=settle)
    try:
        yield term
    finally:
        term.close()
