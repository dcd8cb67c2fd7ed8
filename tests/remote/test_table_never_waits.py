"""A joining player's table never waits on the network (issue 31): whether a key's action is
allowed is read from the view (no question to the host), an action is one message and its answer,
and the answer is awaited off the screen's thread (the screen goes on meanwhile)."""

from __future__ import annotations

import threading
import time
from typing import Any

from textual.pilot import Pilot

from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.client import RemotePort
from quiddler.tui.remote import JoinApp
from quiddler.tui.screens.table import TableScreen
from tests.match.test_match import WORDS
from tests.remote.harness import hosting
from tests.tui.helpers import settle, text_of


async def _until(pilot: Pilot[None], condition: Any, timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("waited in vain")


async def test_a_turn_is_two_messages_and_the_screen_goes_on_while_the_host_answers() -> None:
    match = Match.new(MatchSetup((Seat.person("Ann"), Seat.computer("Hal", "easy")), seed=5), checker=WORDS)
    with hosting(match, remote=(0,)) as host:
        port = RemotePort.join(host.url, host.host.codes[0], open_checker=lambda *a: WORDS)
        sent: list[str] = []
        call = port._call
        release = threading.Event()

        def counted(message: dict[str, Any], **options: Any) -> Any:
            sent.append(message.get("question") or message["type"])
            assert threading.current_thread() is not threading.main_thread(), "asked on the screen's thread"
            assert release.wait(20)  # a slow line: held until the test lets it through
            return call(message, **options)

        port._call = counted  # type: ignore[method-assign]
        app = JoinApp(port)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                table = app.screen
                assert isinstance(table, TableScreen)
                await _until(pilot, lambda: table.my_turn())
                await settle(pilot)
                hand = len(table.view.hand)
                await pilot.press("d")
                for _ in range(5):  # the screen goes on while the answer is held up
                    await pilot.pause(0.02)
                assert len(table.view.hand) == hand and sent == ["act"]
                await pilot.press("d")  # a second key while the first is in flight sends nothing
                await pilot.pause(0.02)
                assert sent == ["act"]
                release.set()
                await _until(
                    pilot, lambda: len(table.view.hand) == hand + 1 and "You drew" in text_of(app, "#message")
                )
                await pilot.press("x")
                await _until(pilot, lambda: host.call(lambda: len(match.game.records)) >= 2)
                await _until(pilot, lambda: table.my_turn() or match.game.phase.value != "draw")
                assert sent == ["act", "act"]  # no why-not question: the view answered
        finally:
            port.close()
