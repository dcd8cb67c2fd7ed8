"""``quiddler host --web``: each remote seat's table in a web page, opened in a real headless
Chromium (Debian's ``chromium``, driven by Playwright's Python API); only 127.0.0.1, every wait
bounded."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.host import Host
from tests.match.test_match import WORDS
from tests.tmux_driver import require

ANSI = re.compile(rb"\x1b\[[0-9;?<>]*[A-Za-z]")


def _host_with_pages(data: Path, seed: int) -> tuple[subprocess.Popen[str], dict[str, str]]:
    """``quiddler host --web`` for Ann and Bob on free ports of 127.0.0.1; its links by name."""
    env = {**os.environ, "QUIDDLER_DATA_DIR": str(data)}
    command = [sys.executable, "-m", "quiddler", "host", "--players", "Ann,Bob", "--seed", str(seed)]
    process = subprocess.Popen(
        [*command, "--port", "0", "--web", "0", "--bind", "127.0.0.1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    lines: queue.Queue[str] = queue.Queue()  # read by a thread: a line buffered is never missed
    threading.Thread(target=lambda: [lines.put(line) for line in process.stdout or ()], daemon=True).start()
    links: dict[str, str] = {}
    name = ""
    deadline = time.monotonic() + 60
    while len(links) < 2 and time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            break
        if found := re.match(r"  (\w+): --code", line):
            name = found.group(1)
        elif found := re.search(r"in a web browser: (http://127\.0\.0\.1:\d+/[\w-]+/)$", line.rstrip()):
            links[name] = found.group(1)
    if len(links) < 2:
        process.kill()
        process.wait(10)
        pytest.fail(f"the host printed no web links in time (it exited with {process.poll()})")
    return process, links


@pytest.mark.slow
def test_a_seats_web_page_shows_its_table_and_hand_in_a_real_browser(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    chromium = require("chromium")
    seed = 3
    hand = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=seed), checker=WORDS).view(0).hand
    process, links = _host_with_pages(tmp_path / "data", seed)
    try:
        assert links["Ann"] != links["Bob"]
        root = links["Ann"].rsplit("/", 2)[0] + "/"
        own = root
        with pytest.raises(urllib.error.HTTPError) as missing:  # the links are secret: no list of them
            urllib.request.urlopen(root, timeout=10)
        assert missing.value.code == 404
        frames: list[bytes] = []

        def heard(data: bytes | str) -> None:  # what the page's WebSocket brings: the screen's output
            frames.append(data if isinstance(data, bytes) else data.encode())

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium, args=["--no-sandbox"], headless=True
            )
            try:
                page = browser.new_page(viewport={"width": 1100, "height": 700})
                page.on("websocket", lambda socket: socket.on("framereceived", heard))
                # Another site the page would ask for something never answers (an offline
                # machine, a firewall that drops): the table must not wait for it.
                elsewhere: list[str] = []
                page.route(
                    lambda url: not url.startswith(own), lambda route: elsewhere.append(route.request.url)
                )
                page.goto(links["Ann"], timeout=20_000, wait_until="commit")
                screen = ""
                deadline = time.monotonic() + 30
                wanted = ("Ann, draw a card", "Round 1 of 8", "╭───╮")  # a frame may bring only a part
                while not all(part in screen for part in wanted) and time.monotonic() < deadline:
                    page.wait_for_timeout(200)
                    screen = ANSI.sub(b"", b"".join(frames)).decode(errors="replace")
                # without a click: the splash is gone and the terminal shown
                page.wait_for_function(
                    "[...document.querySelectorAll('.intro-dialog')].some("
                    "e => getComputedStyle(e).display === 'none') && [...document.querySelectorAll("
                    "'.textual-terminal')].some(e => getComputedStyle(e).opacity === '1')",
                    timeout=10_000,
                )
                page.screenshot(path=str(tmp_path / "ann.png"))
                drawn = page.locator("canvas").count()
            finally:
                browser.close()
        assert "Ann, draw a card" in screen, screen[-2000:]
        assert "Round 1 of 8" in screen and "╭───╮" in screen  # the table, with cards drawn as cards
        assert all(card.value.upper() in screen for card in hand), "Ann's own hand is on her page"
        assert drawn > 0, "the page drew the terminal (xterm.js's canvas)"
        assert elsewhere == [], "the page asked another site for something"
    finally:
        process.send_signal(signal.SIGINT)  # Ctrl+C: the pages and their processes stop too
        try:
            assert process.wait(20) == 0
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(10)


def test_the_pages_stop_when_the_host_is_killed(tmp_path: Path) -> None:
    """A host killed (it cannot stop its pages) leaves no page server holding the port."""
    process, links = _host_with_pages(tmp_path / "data", seed=4)
    with urllib.request.urlopen(links["Bob"], timeout=10) as page:
        assert b"textual-terminal" in page.read()
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(links["Bob"], timeout=2).close()
        except (urllib.error.URLError, ConnectionError):
            return
        time.sleep(0.1)
    raise AssertionError("the pages were still served 15 s after the host was killed")


def test_the_invitation_gives_each_seat_its_web_link() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob"), Seat("Cy")), seed=1), checker=WORDS)
    host = Host(match, room="room", codes={1: "AAAA-BBBB", 2: "CCCC-DDDD"})
    assert "web browser" not in host.invitation("ws://here:8765")
    host.links = {1: "http://here:8766/x/", 2: "http://here:8766/y/"}
    lines = host.invitation("ws://here:8765").splitlines()
    assert lines[1:] == [
        "  Bob: --code AAAA-BBBB",
        "    or in a web browser: http://here:8766/x/",
        "  Cy: --code CCCC-DDDD",
        "    or in a web browser: http://here:8766/y/",
    ]


@pytest.mark.parametrize(
    ("flags", "sentence"),
    [
        (["--web", "--certfile", "c.pem", "--keyfile", "k.pem"], "without TLS"),
        (["--port", "9000", "--web", "9000"], "not the game's"),
        (["--web", "70000"], "is not a port for the web pages"),
    ],
)
def test_bad_web_flags_are_one_sentence_and_status_2(
    flags: list[str], sentence: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["host", "--players", "Ann,Bob", *flags]) == 2
    error = capsys.readouterr().err
    assert sentence in error and "Traceback" not in error
