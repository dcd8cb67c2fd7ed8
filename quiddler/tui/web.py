"""``quiddler host --web``: the join client in a web page, one secret link per remote seat.

A friend with only a browser opens their seat's link and plays at the same table as
``quiddler join``: textual-serve serves a Textual app in a page (a terminal drawn by xterm.js);
each visit starts the app's command in a process of its own on the host's machine and relays the
keys and the screen over a WebSocket. Here the command of a seat's page is
``quiddler join ws://127.0.0.1:PORT/ROOM --code CODE``: that process joins the host on this
machine like any other player, so the host still decides every move and the page's process sees
only its own seat's view.

The pages are served by a process of their own (``python -m quiddler.tui.web``, its settings as
a line of JSON on standard input, which stays open: it stops when that closes), started and
stopped by ``quiddler host``: the host's terminal (maybe a
Textual table of its own) hears nothing of it, and a page that fails cannot harm the game. One
port serves every seat, each under a random path (the link is as secret as the seat's code:
whoever has it plays the seat). textual-serve, aiohttp and jinja2 are imported only here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import shlex
import signal
import socket
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Any

from quiddler.i18n import _

__all__ = ["WebPages", "WebProblem", "free_port", "main"]

#: Seconds the pages' process has to start listening.
START_TIMEOUT = 20.0


class WebProblem(Exception):
    """Why the pages could not be served, in one sentence for the host."""


def free_port(bind: str) -> int:
    """A port free on ``bind`` just now (the pages' process listens on it right after)."""
    with socket.socket(socket.AF_INET6 if ":" in bind else socket.AF_INET) as probe:
        probe.bind((bind, 0))
        return int(probe.getsockname()[1])


def join_command(url: str, code: str) -> str:
    """The shell command a seat's page runs: this Python's quiddler joining ``url`` as ``code``."""
    return shlex.join([sys.executable, "-m", "quiddler", "join", url, "--code", code])


@dataclass
class WebPages:
    """The pages of a hosted game's remote seats (see the module docstring).

    ``join_url`` is the game's address as the pages' processes reach it on this machine
    (``ws://127.0.0.1:PORT/ROOM``); ``codes`` each remote seat's code; ``public`` what the players'
    browsers are told to open (``http://NAME:PORT``), ``bind``/``port`` where the pages listen.
    """

    join_url: str
    codes: dict[int, str]
    bind: str
    port: int
    public: str
    title: str = "Quiddler"
    tokens: dict[int, str] = field(default_factory=dict)
    _process: subprocess.Popen[bytes] | None = None

    def __post_init__(self) -> None:
        if not self.tokens:
            self.tokens = {seat: secrets.token_urlsafe(12) for seat in self.codes}

    @property
    def links(self) -> dict[int, str]:
        """Each remote seat's link."""
        return {seat: f"{self.public}/{token}/" for seat, token in self.tokens.items()}

    def start(self) -> None:
        """Start the pages' process and wait until it listens; raises :class:`WebProblem`."""
        settings = {
            "bind": self.bind,
            "port": self.port,
            "public": self.public,
            "title": self.title,
            "pages": {
                self.tokens[seat]: join_command(self.join_url, code)
                for seat, code in sorted(self.codes.items())
            },
        }
        self._process = subprocess.Popen(
            [sys.executable, "-m", "quiddler.tui.web"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its players' processes go with it (see stop)
        )
        process = self._process
        assert process.stdin is not None and process.stdout is not None
        # One line of settings; then the pipe stays open: the pages stop when it closes, even if
        # this process is killed and cannot stop them (they would keep the port).
        process.stdin.write(json.dumps(settings).encode() + b"\n")
        process.stdin.flush()
        import selectors

        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            ready = selector.select(START_TIMEOUT)
        line = process.stdout.readline().decode(errors="replace").strip() if ready else ""
        if line != "ready":
            self.stop()
            raise WebProblem(line or _("The web pages did not start in time.").format())

    def stop(self) -> None:
        """Stop the pages and every player's process they started (their group)."""
        process = self._process
        if process is None:
            return
        self._process = None
        with contextlib.suppress(OSError):
            if process.stdin is not None:
                process.stdin.close()
        if process.poll() is None:
            process.terminate()  # the server closes its pages, and their processes quit
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5)
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGTERM)  # a player's process left behind


# ------------------------------------------------------------------ the pages' process


def _build(settings: dict[str, Any]) -> Any:
    """The aiohttp application: textual-serve's app for each seat, under the seat's path."""
    from aiohttp import web
    from textual_serve.server import Server

    class SeatServer(Server):
        async def on_startup(self, app: web.Application) -> None:
            """Nothing printed: this process's output is not a terminal's."""

    async def build() -> web.Application:
        root = web.Application()
        for token, command in settings["pages"].items():
            server = SeatServer(command, public_url=settings["public"], title=settings["title"])
            # textual-serve's own app (index, websocket, statics), mounted under the seat's path.
            root.add_subapp(f"/{token}/", await server._make_app())
        return root

    return build()


def main() -> int:
    """``python -m quiddler.tui.web``: serve the pages described on standard input; print
    ``ready`` once listening (or one sentence why not) and serve until SIGTERM."""
    from aiohttp import web

    settings = json.loads(sys.stdin.readline())
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    application = loop.run_until_complete(_build(settings))
    runner = web.AppRunner(application, handle_signals=False)
    loop.run_until_complete(runner.setup())
    site = web.TCPSite(runner, settings["bind"], settings["port"])
    try:
        loop.run_until_complete(site.start())
    except OSError as error:
        sentence = _("Could not serve the web pages on {bind}:{port}: {error}.")
        print(
            sentence.format(bind=settings["bind"], port=settings["port"], error=error.strerror or error),
            flush=True,
        )
        return 2
    print("ready", flush=True)
    stop = asyncio.Event()
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        loop.add_signal_handler(number, stop.set)

    def heard_from_host() -> None:
        if not os.read(sys.stdin.fileno(), 4096):  # the pipe closed: the host is gone
            stop.set()

    loop.add_reader(sys.stdin.fileno(), heard_from_host)
    try:
        loop.run_until_complete(stop.wait())
    finally:
        loop.run_until_complete(runner.cleanup())  # each page's process is told to quit
        loop.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
