"""A ``--web`` page speaks its visitor's language, not the host's (issue 28, point 8): the
browser's ``Accept-Language`` chooses the language of the page's ``quiddler join`` (which says
hello in it, so the host answers in it too) and of the page's refusal. In-process page server,
with a stand-in for ``quiddler join`` that writes down the language it was given."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from pathlib import Path

import pytest

from quiddler.i18n import speaking, use_language
from quiddler.tui import web


@pytest.mark.parametrize(
    ("accept", "language"),
    [
        ("es-ES,es;q=0.9,en;q=0.8", "es"),
        ("en-GB,en;q=0.9,es;q=0.8", "en"),
        ("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4", "es"),
        ("fr;q=1, en;q=0.2, es;q=0.7", "es"),
        ("es;q=0, en", "en"),
        ("de, fr", None),
        ("", None),
        (None, None),
        ("es;q=abc, en;q=0.5", "en"),
    ],
)
def test_the_page_speaks_the_first_of_the_visitors_languages_quiddler_speaks(
    accept: str | None, language: str | None
) -> None:
    assert web.page_language(accept) == language


@pytest.mark.parametrize(("host", "visitor"), [("en", "es"), ("es", "en")])
async def test_a_page_and_its_refusal_speak_the_visitors_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, host: str, visitor: str
) -> None:
    import aiohttp
    from aiohttp.test_utils import TestServer

    monkeypatch.setattr(web, "STOP_TIMEOUT", 0.5)
    given = tmp_path / "languages"
    settings = {
        "public": "http://127.0.0.1",
        "title": "Quiddler",
        "command": f'echo "$$ $LANGUAGE" >> {given}; exec sleep 30',  # its pid, to end it
        "pages": {"ann-token": "AAAA-AAAA", "bob-token": "BBBB-BBBB"},
    }
    header = {"Accept-Language": {"es": "es-ES,es;q=0.9", "en": "en-US,en;q=0.9"}[visitor]}
    use_language(host)
    try:
        server = TestServer(await web._build(settings), host="127.0.0.1")
        await server.start_server()
        try:
            async with aiohttp.ClientSession() as session:
                ann = await session.ws_connect(server.make_url("/ann-token/ws"), headers=header)
                for _ in range(200):
                    if given.exists() and given.read_text().strip():
                        break
                    await asyncio.sleep(0.05)
                assert given.read_text().split()[1:] == [visitor]
                monkeypatch.setattr(web, "MAX_PAGES", 1)
                async with session.ws_connect(server.make_url("/bob-token/ws"), headers=header) as bob:
                    said = bytes((await bob.receive(timeout=10)).data).decode()
                await ann.close()
        finally:
            await server.close()
    finally:
        use_language("en")
        for pid in given.read_text().split()[:1] if given.exists() else ():
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid), signal.SIGKILL)
    with speaking(visitor):
        expected = web._("Too many pages of this game are open: close one and reload this page.")
    with speaking(host):
        hosts = web._("Too many pages of this game are open: close one and reload this page.")
    assert expected in said and hosts not in said
