"""The turn timer (``quiddler host --turn-time``) at the host's keyboard table (``--here``) while a
dialog covers it: the look-up, the keys, the rules, the quit question, the hot-seat pass screen.
A turn that runs out under a dialog is played by the host as always; the dialog stays and still
works, and once it closes the table shows the game as it now is (whose turn, the hand, what
happened, the new countdown), with nothing left over from the turn that was played for its player.

The host app runs under Pilot on 127.0.0.1; the remote seat is a real WebSocket client. The turn
that is to run out is timed again to end a moment later (the host's real timer fires on the app's
loop), and every later turn has ten minutes, so only that turn runs out; every wait is a bounded
poll for a condition, never a wall-clock measure."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from quiddler.engine import Card, Discard, Draw, Source
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.client import RemotePort
from quiddler.remote.host import Host, new_code
from quiddler.saves import SaveStore
from quiddler.tui.app import AppDeps
from quiddler.tui.remote import HostApp
from quiddler.tui.screens.dialogs import ConfirmScreen, LookupScreen, PassScreen
from quiddler.tui.screens.info import HelpScreen, RulesScreen
from quiddler.tui.screens.table import TableScreen
from quiddler.tui.widgets.cards import HandView
from tests.match.test_match import WORDS
from tests.tui.helpers import settle

#: Every turn's time but the one a test makes run out.
LONG = 600.0


async def _until(pilot: Pilot[None], condition: Callable[[], object], timeout: float = 15) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("waited in vain")


def _run_out_soon(host: Host, seconds: float = 0.2) -> None:
    """Time the turn being played again, to run out in ``seconds`` (the host's own timer, on the
    app's loop); the turns after it get :data:`LONG` again."""
    host.runner.deadline_in(seconds)


@dataclass
class Hosted:
    app: HostApp
    host: Host
    match: Match
    pilot: Pilot[None]
    remote: dict[int, RemotePort]

    @property
    def table(self) -> TableScreen:
        (table,) = [screen for screen in self.app.screen_stack if isinstance(screen, TableScreen)]
        return table

    def shown(self, selector: str) -> str:
        """What the table shows in ``selector``, even under a dialog."""
        return str(self.table.query_one(selector, Static).content)

    def hand_shown(self) -> tuple[Card, ...]:
        return self.table.query_one("#hand", HandView).cards

    async def remote_turn(self, seat: int) -> None:
        """The remote player at ``seat`` draws and discards their first card."""
        port = self.remote[seat]
        await _until(self.pilot, lambda: self.match.game.current == seat)
        await asyncio.to_thread(port.submit, Draw(seat, Source.DRAW_PILE))
        view = await asyncio.to_thread(port.view, seat)
        await asyncio.to_thread(port.submit, Discard(seat, view.game.hand[0]))
        await _until(self.pilot, lambda: self.match.game.current != seat)


@asynccontextmanager
async def _hosting(names: tuple[str, ...], here: tuple[int, ...], seed: int) -> AsyncIterator[Hosted]:
    setup = MatchSetup(tuple(Seat(name) for name in names), seed=seed)
    match = Match.new(setup, checker=WORDS, store=SaveStore())  # saved, as a host's game is
    codes = {seat: new_code() for seat in range(len(names)) if seat not in here}
    host = Host(match, room="room", codes=codes, here=here, bot_delay=0, turn_time=LONG)
    app = HostApp(
        host, bind="127.0.0.1", port=0, address="ws://127.0.0.1:0", deps=AppDeps(setup=setup, bot_delay=0)
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.listening
        url = f"ws://127.0.0.1:{app.listening}/room"
        remote: dict[int, RemotePort] = {}
        try:
            for seat, code in codes.items():
                remote[seat] = await asyncio.to_thread(
                    RemotePort.join, url, code, open_checker=lambda *a: WORDS, timeout=10
                )
            yield Hosted(app, host, match, pilot, remote)
        finally:
            for port in remote.values():
                await asyncio.to_thread(port.close)


def _clock(status: str, name: str) -> int:
    """The seconds left that the status line gives ``name`` ("Ann: 9:58 left")."""
    found = re.search(rf"{name}: (\d+):(\d\d) left", status)
    assert found, status
    return int(found[1]) * 60 + int(found[2])


async def test_a_remote_players_time_runs_out_while_the_host_looks_a_word_up() -> None:
    async with _hosting(("Ann", "Bob"), here=(0,), seed=5) as hosted:
        pilot, match, table = hosted.pilot, hosted.match, hosted.table
        if match.game.current == 0:  # Ann first: she plays her turn by keys
            await _until(pilot, table.my_turn)
            await pilot.press("d")
            await settle(pilot)
            await pilot.press("x")
            await settle(pilot)
        await _until(pilot, lambda: "Waiting for Bob" in hosted.shown("#message"))
        await pilot.press("l")
        await _until(pilot, lambda: isinstance(hosted.app.screen, LookupScreen))
        await pilot.press("t", "o")  # half a word typed when the time runs out
        before = len(match.game.records)
        _run_out_soon(hosted.host)
        ran_out = "Bob's time ran out"
        await _until(pilot, lambda: match.game.current == 0 and ran_out in hosted.shown("#status"))
        played = match.game.records[before:]
        assert [type(record).__name__ for record in played] == ["Drew", "Discarded"]
        discarded = played[1].card  # type: ignore[attr-defined]
        # the dialog is still there, with what was typed, and still answers
        lookup = hosted.app.screen
        assert isinstance(lookup, LookupScreen)
        await pilot.press("p", "s", "enter")
        await _until(pilot, lambda: "TOPS" in str(lookup.query_one("#lookup-result", Static).content))
        await pilot.press("escape")
        await _until(pilot, lambda: hosted.app.screen is table)
        # the table shows Ann's turn: her hand, Bob's discard, her own countdown
        assert table.my_turn()
        assert sorted(hosted.hand_shown()) == sorted(match.game.hand(0))
        message = hosted.shown("#message")
        assert "Waiting for Bob" not in message and f"Bob discarded {discarded.label}." in message
        assert f"Bob discarded {discarded.label}" in hosted.shown("#log")
        status = hosted.shown("#status")
        assert "Bob's time ran out: the computer played the turn." in status
        assert LONG - 60 < _clock(status, "Ann") <= LONG
        left = hosted.host.turn_left
        assert left is not None and left[0] == 0 and LONG - 60 < left[1] <= LONG
        await pilot.press("d")  # and her keys work
        await _until(pilot, lambda: len(match.game.records) == before + 3)


@pytest.mark.parametrize(
    ("key", "dialog", "close"),
    [("r", RulesScreen, "escape"), ("question_mark", HelpScreen, "escape"), ("ctrl+q", ConfirmScreen, "n")],
)
async def test_the_hosts_own_time_runs_out_under_a_dialog(key: str, dialog: type, close: str) -> None:
    """Ann drew and built a word, opened a dialog, and her time ran out: the host discarded for
    her. Her word does not outlive the turn (its cards are in her hand, not in a word)."""
    async with _hosting(("Ann", "Bob"), here=(0,), seed=5) as hosted:
        pilot, match, table = hosted.pilot, hosted.match, hosted.table
        if match.game.current == 1:
            await hosted.remote_turn(1)
        await _until(pilot, table.my_turn)
        await pilot.press("d")
        await _until(pilot, lambda: len(table.remaining()) == len(match.game.hand(0)) == 4)
        # a word of two cards the host will not discard (it discards the card worth most)
        worth_most = max(match.game.hand(0), key=lambda card: card.points)
        order = table.remaining()
        first, second = [index for index, card in enumerate(order) if card != worth_most][:2]
        for _ in range(first):
            await pilot.press("right")
        await pilot.press("space")
        for _ in range(second - first):
            await pilot.press("right")
        await pilot.press("space", "enter")
        await _until(pilot, lambda: len(table.staged) == 1)
        word = table.staged[0]
        await pilot.press(key)
        await _until(pilot, lambda: isinstance(hosted.app.screen, dialog))
        opened = hosted.app.screen
        before = len(match.game.records)
        _run_out_soon(hosted.host)
        ran_out = "Ann's time ran out"
        await _until(pilot, lambda: match.game.current == 1 and ran_out in hosted.shown("#status"))
        (played,) = match.game.records[before:]
        assert type(played).__name__ == "Discarded" and played.card == worth_most  # type: ignore[attr-defined]
        # the dialog stays, and still answers its keys
        await pilot.pause(0.2)
        assert hosted.app.screen is opened
        if isinstance(opened, ConfirmScreen):
            assert "quiddler host --resume" in opened.question  # not quiddler play: a hosted game
        await pilot.press(close)
        await _until(pilot, lambda: hosted.app.screen is table)
        assert hosted.app.is_running and not match.is_over
        # the table: Bob's turn now, Ann's hand as it is, no word left over, Bob's countdown
        assert not table.my_turn() and "Waiting for Bob" in hosted.shown("#message")
        assert table.staged == [] and table.marked == []
        hand = match.game.hand(0)
        assert len(hand) == 3 and sorted(hosted.hand_shown()) == sorted(hand)
        assert all(card in hand for card in word.cards)
        status = hosted.shown("#status")
        assert "Ann's time ran out: the computer played the turn." in status
        assert LONG - 60 < _clock(status, "Bob") <= LONG
        # Ann's next turn starts clean, her whole hand in it
        await hosted.remote_turn(1)
        await _until(pilot, table.my_turn)
        assert table.staged == [] and sorted(table.remaining()) == sorted(match.game.hand(0))
        assert LONG - 60 < _clock(hosted.shown("#status"), "Ann") <= LONG


async def test_a_hot_seat_players_time_runs_out_behind_the_pass_screen() -> None:
    """Ann and Cy share the host's keyboard, Bob plays from elsewhere. Ann's time runs out while
    the pass screen waits for her: pressing Enter then must not show her hand on Cy's turn; the
    keyboard is passed to Cy."""
    async with _hosting(("Ann", "Cy", "Bob"), here=(0, 1), seed=5) as hosted:
        pilot, match, table = hosted.pilot, hosted.match, hosted.table
        await _until(pilot, lambda: isinstance(hosted.app.screen, PassScreen))
        seat = match.game.current
        passing = hosted.app.screen
        assert isinstance(passing, PassScreen) and passing.player == match.players[seat] and seat in (0, 1)
        _run_out_soon(hosted.host)
        await _until(pilot, lambda: match.game.current != seat)
        after = match.game.current
        await pilot.pause(0.2)
        assert hosted.app.screen is passing  # still there, its Enter still works
        await pilot.press("enter")
        await _until(pilot, lambda: hosted.app.screen is not passing)
        await settle(pilot)
        assert table.shown != seat  # the hand of a turn already played is not shown
        if after in (0, 1):  # the other player here: the keyboard goes to them
            screen = hosted.app.screen
            assert isinstance(screen, PassScreen) and screen.player == match.players[after]
            assert table.shown is None
            await pilot.press("enter")
            await _until(pilot, lambda: table.my_turn() and table.shown == after)
            assert sorted(hosted.hand_shown()) == sorted(match.game.hand(after))
        else:
            assert "Waiting for Bob" in hosted.shown("#message")
        status = hosted.shown("#status")
        assert f"{match.players[seat]}'s time ran out" in status
        assert LONG - 60 < _clock(status, match.players[after]) <= LONG
