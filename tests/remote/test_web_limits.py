"""``quiddler host --web`` within limits: a seat's code on no command line, one live page per
seat, caps on the pages in all and per address, no directory listings. The host and its pages
run as real processes on 127.0.0.1; the page's WebSocket is opened as a browser would."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from quiddler.remote.seating import load_seating
from quiddler.tui import web
from tests.remote.test_web_pages import _host_with_pages


def _processes() -> dict[int, tuple[bytes, bytes]]:
    """Every process this user may read: its command line and its environment (raw)."""
    found: dict[int, tuple[bytes, bytes]] = {}
    for folder in Path("/proc").iterdir():
        if not folder.name.isdigit():
            continue
        try:
            found[int(folder.name)] = ((folder / "cmdline").read_bytes(), (folder / "environ").read_bytes())
        except OSError:
            continue  # gone, or another user's
    return found


def _pages_of(link: str) -> list[int]:
    """The ``quiddler join`` processes started by pages (they join the game's port on 127.0.0.1)."""
    return [
        pid
        for pid, (command, _environment) in _processes().items()
        if b"quiddler\x00join\x00ws://127.0.0.1:" in command and b"/bin/sh" not in command
    ]


def _until(condition: object, seconds: float = 40) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise AssertionError("it did not happen in time")


@contextmanager
def _hosted(data: Path, seed: int) -> Iterator[dict[str, str]]:
    process, links = _host_with_pages(data, seed)
    try:
        yield links
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(20)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(10)


def _open_page(link: str) -> ClientConnection:
    """The page's WebSocket, as textual.js opens it: it starts the seat's process."""
    return connect(link.replace("http://", "ws://") + "ws?width=80&height=24", open_timeout=20).__enter__()


@pytest.mark.slow
def test_a_pages_process_has_its_code_in_its_environment_and_on_no_command_line(tmp_path: Path) -> None:
    with _hosted(tmp_path / "data", seed=5) as links, ExitStack() as pages:
        codes = list(load_seating(next((tmp_path / "data" / "remote").glob("*.json"))).codes.values())
        socket = _open_page(links["Ann"])
        pages.callback(socket.close)
        _until(lambda: len(_pages_of(links["Ann"])) == 1)
        (pid,) = _pages_of(links["Ann"])
        for command, _environment in _processes().values():  # ps shows no seat's code
            assert not any(code.encode() in command for code in codes), command
        environment = _processes()[pid][1].split(b"\x00")
        assert f"{web.CODE_VARIABLE}={codes[0]}".encode() in environment


@pytest.mark.slow
def test_a_seats_page_opened_again_replaces_the_one_before(tmp_path: Path) -> None:
    with _hosted(tmp_path / "data", seed=6) as links, ExitStack() as pages:
        for _ in range(3):  # three visits at once: one process
            socket = _open_page(links["Bob"])
            pages.callback(socket.close)
        time.sleep(3)  # what the three visits started has had time to start
        _until(lambda: len(_pages_of(links["Bob"])) == 1)
        for _ in range(10):
            assert len(_pages_of(links["Bob"])) <= 1
            time.sleep(0.2)


def test_the_pages_files_are_served_without_a_listing(tmp_path: Path) -> None:
    with _hosted(tmp_path / "data", seed=7) as links:
        with urllib.request.urlopen(links["Ann"] + "static/js/textual.js", timeout=10) as script:
            assert script.status == 200
        for folder in ("static/", "static/js/", "static/css"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(links["Ann"] + folder, timeout=10)
            assert refused.value.code in (403, 404), folder
        with urllib.request.urlopen(links["Ann"], timeout=10) as page:  # nothing from other sites
            html = page.read().decode()
        assert "https://" not in html and "fonts.googleapis" not in html


class _Service:
    """Stands for a page's process in the limits' arithmetic (no process is started)."""


def test_the_limits_count_pages_in_all_per_address_and_starts_per_minute() -> None:
    limits = web._Limits()
    for number in range(web.MAX_PAGES):
        address = f"10.0.0.{number // web.PAGES_PER_ADDRESS}"
        assert limits.refusal(f"seat{number}", address) is None
        limits.live[f"seat{number}"] = web._Page(None, _Service(), address)
        limits.by_address[address] += 1
    assert "Too many pages" in (limits.refusal("another", "10.9.9.9") or "")
    assert limits.refusal("seat0", "10.0.0.0") is None, "a seat's page opened again replaces its own"
    del limits.live["seat7"]
    limits.by_address["10.0.0.1"] -= 1
    assert "from your address" in (limits.refusal("seat7b", "10.0.0.0") or "")
    assert limits.refusal("seat7b", "10.0.0.1") is None
    fresh = web._Limits()
    verdicts = [fresh.refusal("seat", "10.1.1.1") for _ in range(web.STARTS_PER_ADDRESS + 1)]
    assert verdicts[:-1] == [None] * web.STARTS_PER_ADDRESS and "too often" in (verdicts[-1] or "")
    assert fresh.refusal("seat", "10.1.1.2") is None, "another address is counted apart"
    asked = [fresh.request_allowed("10.2.2.2") for _ in range(web.REQUESTS_PER_ADDRESS + 1)]
    assert asked == [True] * web.REQUESTS_PER_ADDRESS + [False]


def test_a_page_whose_process_will_not_quit_is_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A replaced page whose process ignores textual-serve's "quit" is killed after STOP_TIMEOUT."""
    monkeypatch.setattr(web, "STOP_TIMEOUT", 0.2)

    class Deaf:
        """A page's service whose process (a real one) never hears the quit."""

        _process: asyncio.subprocess.Process

        async def stop(self) -> None:
            await self._process.wait()

    async def replace() -> int | None:
        deaf = Deaf()
        deaf._process = await asyncio.create_subprocess_exec("sleep", "60")
        await web._stop_page(deaf)
        return await asyncio.wait_for(deaf._process.wait(), 10)

    assert asyncio.run(replace()) == -signal.SIGKILL


async def test_the_page_server_refuses_pages_beyond_its_caps_before_any_process_starts(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The caps are the page server's own: a page over the total cap, or over its address's, is
    told why in its terminal and starts no process; a page closed frees its place. (In-process,
    with a stand-in for ``quiddler join`` that only notes it was started.)"""
    import aiohttp
    from aiohttp.test_utils import TestServer

    monkeypatch.setattr(web, "STOP_TIMEOUT", 0.5)
    started = tmp_path / "started"
    settings = {
        "public": "http://127.0.0.1",
        "title": "Quiddler",
        "command": f"echo $$ >> {started}; exec sleep 30",  # its pid, to end it
        "pages": {"ann-token": "AAAA-AAAA", "bob-token": "BBBB-BBBB"},
    }

    def starts() -> int:
        return len(started.read_text().split()) if started.exists() else 0

    async def until(condition: Any) -> None:
        for _ in range(200):
            if condition():
                return
            await asyncio.sleep(0.05)
        raise AssertionError("it did not happen in time")

    async def refused(session: aiohttp.ClientSession, token: str) -> str:
        async with session.ws_connect(server.make_url(f"/{token}/ws")) as socket:
            said = await socket.receive(timeout=10)
            assert (await socket.receive(timeout=10)).type in (
                aiohttp.WSMsgType.CLOSE,
                aiohttp.WSMsgType.CLOSED,
            )
        return bytes(said.data).decode()

    server = TestServer(await web._build(settings), host="127.0.0.1")
    await server.start_server()
    try:
        async with aiohttp.ClientSession() as session:
            monkeypatch.setattr(web, "MAX_PAGES", 1)
            ann = await session.ws_connect(server.make_url("/ann-token/ws"))
            await until(lambda: starts() == 1)
            assert "Too many pages of this game are open:" in await refused(session, "bob-token")
            monkeypatch.setattr(web, "MAX_PAGES", 8)
            monkeypatch.setattr(web, "PAGES_PER_ADDRESS", 1)
            assert "from your address" in await refused(session, "bob-token")
            assert starts() == 1, "a refused page started a process"
            await ann.close()  # Ann's page closed: its place is free once its process is gone
            for _ in range(40):  # refused while Ann's process is stopping, then let in
                bob = await session.ws_connect(server.make_url("/bob-token/ws"))
                try:
                    await bob.receive(timeout=0.25)  # a refusal (a live page's process says nothing)
                except TimeoutError:
                    break
                await bob.close()
            await until(lambda: starts() == 2)
            await bob.close()
    finally:
        pids = [int(pid) for pid in started.read_text().split()] if started.exists() else []
        for pid in pids:  # the stand-ins left (a page server stopped mid-page leaves its process)
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        await until(lambda: not any(Path(f"/proc/{pid}").exists() for pid in pids))  # reaped
        await server.close()
