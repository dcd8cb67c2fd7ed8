"""``quiddler host --web``: the join client in a web page, one secret link per remote seat.

A friend with only a browser opens their seat's link and plays at the same table as
``quiddler join``: textual-serve serves a Textual app in a page (a terminal drawn by xterm.js);
each visit starts the app's command in a process of its own on the host's machine and relays the
keys and the screen over a WebSocket. Here the command of a seat's page is
``quiddler join ws://127.0.0.1:PORT/ROOM``, its seat's code in its environment
(:data:`CODE_VARIABLE`), never on a command line, where ``ps`` would show it to every user of the
machine: that process joins the host on this machine like any other player, so the host still
decides every move and the page's process sees only its own seat's view.

A page's process weighs about 70 MB, so who may start one is limited (:class:`_Limits`): one live
page per seat (a seat's page opened again replaces the one before, as joining again does), at most
:data:`MAX_PAGES` in all, and per address of the visitors :data:`PAGES_PER_ADDRESS` live pages,
:data:`STARTS_PER_ADDRESS` new ones a minute and :data:`REQUESTS_PER_ADDRESS` requests a minute. A
page refused says why in its terminal. A page speaks its visitor's language, not the host's: the
first of the browser's languages (``Accept-Language``) that quiddler speaks is handed to the
page's process (``LANGUAGE``), which says hello in it, so the host's answers come in it too
(:func:`page_language`). The page itself is textual-serve's without its one request
to another site (``web_page/app_index.html``), and its files are served without directory listings.

The pages are served by a process of their own (``python -m quiddler.tui.web``, its settings as
a line of JSON on standard input, which stays open: it stops when that closes), started and
stopped by ``quiddler host``: the host's terminal (maybe a
Textual table of its own) hears nothing of it, and a page that fails cannot harm the game. One
port serves every seat, each under a random path (the link is as secret as the seat's code:
whoever has it plays the seat). textual-serve, aiohttp and jinja2 are imported only here.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import os
import secrets
import shlex
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from quiddler.i18n import LANGUAGES, _, speaking

__all__ = ["WebPages", "WebProblem", "free_port", "main", "page_language", "CODE_VARIABLE"]

#: Seconds the pages' process has to start listening.
START_TIMEOUT = 20.0
#: The environment variable that hands a page's ``quiddler join`` its seat's code.
CODE_VARIABLE = "QUIDDLER_CODE"
#: Page processes alive at once, whatever the seats and addresses.
MAX_PAGES = 8
#: Per address of the visitors: live pages, pages started in a minute, requests in a minute.
PAGES_PER_ADDRESS = 4
STARTS_PER_ADDRESS = 12
REQUESTS_PER_ADDRESS = 240
#: Seconds a replaced page's process has to quit before it is killed.
STOP_TIMEOUT = 10.0


class WebProblem(Exception):
    """Why the pages could not be served, in one sentence for the host."""


def page_language(accept: str | None) -> str | None:
    """The language a page speaks: the first of the visitor's browser languages (an
    ``Accept-Language`` header, ``"es-ES,es;q=0.9,en;q=0.8"``, by preference) that quiddler
    speaks; None when it speaks none of them (the page speaks the host's language then)."""
    ranked: list[tuple[float, int, str]] = []
    for order, item in enumerate((accept or "").split(",")[:20]):
        tag, _semicolon, weight = item.strip().partition(";")
        try:
            quality = float(weight.strip().removeprefix("q=")) if weight else 1.0
        except ValueError:
            continue
        code = tag.strip().split("-")[0].lower()
        if code in LANGUAGES and quality > 0:
            ranked.append((-quality, order, code))
    return min(ranked)[2] if ranked else None


def free_port(bind: str) -> int:
    """A port free on ``bind`` just now (the pages' process listens on it right after)."""
    with socket.socket(socket.AF_INET6 if ":" in bind else socket.AF_INET) as probe:
        probe.bind((bind, 0))
        return int(probe.getsockname()[1])


def join_command(url: str) -> str:
    """The shell command a seat's page runs: this Python's quiddler joining ``url`` (the seat's
    code comes in the environment: :data:`CODE_VARIABLE`)."""
    return shlex.join([sys.executable, "-m", "quiddler", "join", url])


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
            "command": join_command(self.join_url),
            # the codes travel on the pipe, never on a command line
            "pages": {self.tokens[seat]: code for seat, code in sorted(self.codes.items())},
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


@dataclass
class _Page:
    """A live page: its WebSocket, its process's textual-serve service, its visitor's address."""

    socket: Any
    service: Any
    address: str


class _Limits:
    """Who may start a page's process now (see the module docstring): the pages alive, by seat
    (its link's token) and by address, and when each address last started pages or asked."""

    def __init__(self) -> None:
        #: Each seat's live page.
        self.live: dict[str, _Page] = {}
        #: Pages still stopping (replaced, closing): they count until their process is gone.
        self.stopping = 0
        self.by_address: collections.Counter[str] = collections.Counter()
        self.starts: dict[str, collections.deque[float]] = collections.defaultdict(collections.deque)
        self.requests: dict[str, collections.deque[float]] = collections.defaultdict(collections.deque)
        #: One page of a seat at a time is started or replaced.
        self.locks: dict[str, asyncio.Lock] = collections.defaultdict(asyncio.Lock)

    @staticmethod
    def _within(times: collections.deque[float], most: int, now: float) -> bool:
        """Whether one more in the last minute stays within ``most`` (and count it if so)."""
        while times and times[0] < now - 60:
            times.popleft()
        if len(times) >= most:
            return False
        times.append(now)
        return True

    def request_allowed(self, address: str) -> bool:
        return self._within(self.requests[address], REQUESTS_PER_ADDRESS, time.monotonic())

    def refusal(self, token: str, address: str) -> str | None:
        """Why a page for ``token`` may not start for ``address`` now (None: it may; counted)."""
        replacing = 1 if token in self.live else 0
        if len(self.live) - replacing + self.stopping >= MAX_PAGES:
            return _("Too many pages of this game are open: close one and reload this page.")
        if self.by_address[address] - replacing >= PAGES_PER_ADDRESS:
            return _("Too many pages of this game are open from your address: close one and reload.")
        if not self._within(self.starts[address], STARTS_PER_ADDRESS, time.monotonic()):
            return _("This page was opened too often: wait a minute, then reload it.")
        return None


async def _stop_page(service: Any) -> None:
    """Stop a page's process: ask it to quit, and kill it if it has not within STOP_TIMEOUT."""
    try:
        await asyncio.wait_for(service.stop(), STOP_TIMEOUT)
    except Exception:  # a process that does not quit (or cannot be told to) is killed
        process = getattr(service, "_process", None)  # textual-serve's AppService keeps it there
        if process is not None and process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                process.kill()


def _build(settings: dict[str, Any]) -> Any:
    """The aiohttp application: a seat's page under the seat's path (textual-serve's index, its
    files without listings, and the WebSocket that starts the seat's process, within the limits)."""
    from aiohttp import web
    from textual_serve.app_service import AppService
    from textual_serve.server import Server

    limits = _Limits()

    class SeatService(AppService):
        """The seat's ``quiddler join``, its code in its environment (not on its command line)."""

        code = ""
        language: str | None = None

        def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
            environment: dict[str, str] = super()._build_environment(width, height)
            environment[CODE_VARIABLE] = self.code
            if self.language is not None:  # the visitor's language before the host's
                environment["LANGUAGE"] = self.language
            return environment

    class SeatServer(Server):
        def __init__(self, token: str, code: str) -> None:
            super().__init__(
                settings["command"],
                public_url=settings["public"],
                title=settings["title"],
                templates_path=Path(__file__).with_name("web_page"),
            )
            self.token, self.code = token, code

        async def _make_app(self) -> web.Application:
            import aiohttp_jinja2
            import jinja2

            app = web.Application()
            aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
            app.add_routes(
                [
                    web.get("/", self.handle_index, name="index"),
                    web.get("/ws", self.handle_websocket, name="websocket"),
                    web.static("/static", self.statics_path, show_index=False, name="static"),
                ]
            )
            return app

        async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
            """One visit of the seat's page: its process, within the limits (else why not, in
            the page's terminal); the seat's page open before is closed first."""
            address = request.remote or "?"
            socket = web.WebSocketResponse(heartbeat=15, max_msg_size=64 * 1024)
            await socket.prepare(request)
            language = page_language(request.headers.get("Accept-Language"))
            async with limits.locks[self.token]:
                with speaking(language):
                    refusal = limits.refusal(self.token, address)
                if refusal is not None:
                    await socket.send_bytes(f"\r\n  {refusal}\r\n".encode())
                    await socket.close()
                    return socket
                old = limits.live.pop(self.token, None)
                if old is not None:  # one live page per seat: the newest
                    limits.by_address[old.address] -= 1
                    limits.stopping += 1
                    try:
                        await _stop_page(old.service)
                        await old.socket.close()
                    finally:
                        limits.stopping -= 1

                async def close() -> None:
                    await socket.close()

                service = SeatService(
                    self.command,
                    write_bytes=socket.send_bytes,
                    write_str=socket.send_str,
                    close=close,
                    download_manager=self.download_manager,
                )
                service.code, service.language = self.code, language
                page = limits.live[self.token] = _Page(socket, service, address)
                limits.by_address[address] += 1
                width = _size(request.query.get("width"), 80)
                height = _size(request.query.get("height"), 24)
                try:
                    await service.start(width, height)  # under the lock: one process per seat
                except BaseException:
                    await self._forget(page)
                    raise
            try:
                await self._process_messages(socket, service)
            except Exception:  # a page's trouble is its own: its process is stopped below
                pass
            finally:
                await self._forget(page)
            return socket

        async def _forget(self, page: _Page) -> None:
            """The page has closed: it no longer counts, once its process is gone (unless a newer
            page of the seat replaced it, which stopped it already)."""
            if limits.live.get(self.token) is not page:
                return
            del limits.live[self.token]
            limits.by_address[page.address] -= 1
            limits.stopping += 1
            try:
                await _stop_page(page.service)
            finally:
                limits.stopping -= 1

    @web.middleware
    async def per_address(request: web.Request, handler: Any) -> web.StreamResponse:
        if not limits.request_allowed(request.remote or "?"):
            raise web.HTTPTooManyRequests(text=_("Too many requests: wait a minute."))
        response: web.StreamResponse = await handler(request)
        return response

    async def build() -> web.Application:
        root = web.Application(middlewares=[per_address])
        for token, code in settings["pages"].items():
            server = SeatServer(token, code)
            # textual-serve's page, statics and websocket, mounted under the seat's path.
            root.add_subapp(f"/{token}/", await server._make_app())
        return root

    return build()


def _size(text: str | None, default: int) -> int:
    """A terminal's width or height as the page asks for it, within reason."""
    try:
        return max(10, min(500, int(text or default)))
    except ValueError:
        return default


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
