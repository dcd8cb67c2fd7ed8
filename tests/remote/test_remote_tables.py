"""The same Textual table as ``quiddler play`` over a remote game: the joining player's app
(``quiddler join``) and the host's (``quiddler host --here``). The table screens do not know which
port they sit on; these tests press the keys a player would."""

from __future__ import annotations

import asyncio
import time

from textual.pilot import Pilot

from quiddler.engine import Draw, Source
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.client import RemotePort
from quiddler.remote.host import Host, new_code
from quiddler.tui.app import AppDeps
from quiddler.tui.remote import HostApp, JoinApp
from quiddler.tui.screens.table import TableScreen
from tests.match.test_match import WORDS
from tests.remote.harness import hosting
from tests.tui.helpers import screen_text, settle, text_of


async def _until(pilot: Pilot[None], condition: object, timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return
        await pilot.pause(0.02)
    raise AssertionError("waited in vain")


async def test_a_joining_player_plays_by_keys_and_sees_the_others_moves() -> None:
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        first = host.call(lambda: match.game.current)
        port = RemotePort.join(host.url, host.host.codes[first], open_checker=lambda *a: WORDS)
        other = RemotePort.join(host.url, host.host.codes[1 - first], open_checker=lambda *a: WORDS)
        app = JoinApp(port)
        try:
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                table = app.screen
                assert isinstance(table, TableScreen) and table.my_turn()
                await pilot.press("d")
                await settle(pilot)
                await pilot.press("x")
                await settle(pilot)
                assert host.call(lambda: len(match.game.records)) == 2
                await _until(pilot, lambda: "Waiting for" in text_of(app, "#message"))
                seat = 1 - first
                await asyncio.to_thread(other.submit, Draw(seat, Source.DRAW_PILE))
                card = other.view(seat).game.hand[0]
                from quiddler.engine import Discard

                await asyncio.to_thread(other.submit, Discard(seat, card))
                await _until(pilot, lambda: table.my_turn())
                assert card.label in text_of(app, "#log") or card.value in text_of(app, "#log").lower()
                other.close()
                await _until(pilot, lambda: "is away" in text_of(app, "#status"))
        finally:
            other.close()
            port.close()


async def test_the_hosts_keyboard_plays_its_seat_while_a_remote_player_plays_theirs() -> None:
    setup = MatchSetup((Seat("Ann"), Seat("Bob")), seed=5)
    match = Match.new(setup, checker=WORDS)
    host = Host(match, room="room", codes={1: new_code()}, here=(0,), bot_delay=0)
    app = HostApp(
        host, bind="127.0.0.1", port=0, address="ws://127.0.0.1:0", deps=AppDeps(setup=setup, bot_delay=0)
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.listening
        url = f"ws://127.0.0.1:{app.listening}/room"
        bob = await asyncio.to_thread(RemotePort.join, url, host.codes[1], open_checker=lambda *a: WORDS)
        try:
            table = app.screen
            assert isinstance(table, TableScreen)
            for _ in range(3):  # three turns each: the host's by keys, Bob's over the network
                if match.game.current == 0:
                    await _until(pilot, table.my_turn)
                    await pilot.press("d")
                    await settle(pilot)
                    await pilot.press("x")
                    await settle(pilot)
                assert match.game.current == 1
                await _until(pilot, lambda: "Waiting for Bob" in text_of(app, "#message"))
                view = await asyncio.to_thread(bob.view, 1)
                await asyncio.to_thread(bob.submit, Draw(1, Source.DRAW_PILE))
                from quiddler.engine import Discard

                await asyncio.to_thread(bob.submit, Discard(1, view.game.hand[0]))
            assert len(match.game.records) >= 10
            await asyncio.to_thread(bob.close)  # Bob leaves: F4 gives his seat to a computer
            await _until(pilot, lambda: host.away == (1,))
            await pilot.press("f4")
            await _until(pilot, lambda: match.is_computer(1))
            if match.game.current == 0:
                await _until(pilot, table.my_turn)
                await pilot.press("d")
                await settle(pilot)
                await pilot.press("x")
            await _until(pilot, lambda: match.game.current == 0 and table.my_turn())  # it played
        finally:
            await asyncio.to_thread(bob.close)


async def test_a_challenge_window_reaches_the_other_machine_with_its_countdown() -> None:
    """A remote player goes out; the joining player's table opens the challenge window at once,
    with the host's time limit counting down; passing there closes it for everyone."""
    from quiddler.engine import GoOut, Phase, Word
    from quiddler.engine.rules import RuleOptions
    from quiddler.tui.screens.challenge import ChallengeScreen

    rules = RuleOptions(hand_sizes=(4,), name="one-round")  # table rules: words laid unchecked
    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), rules, seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1), time_limit=30) as host:
        layer = host.call(lambda: match.game.current)
        seat = 1 - layer
        port = RemotePort.join(host.url, host.host.codes[seat], open_checker=lambda *a: WORDS)
        other = RemotePort.join(host.url, host.host.codes[layer], open_checker=lambda *a: WORDS)
        app = JoinApp(port)
        try:
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                await asyncio.to_thread(other.submit, Draw(layer, Source.DRAW_PILE))
                hand = other.view(layer).game.hand
                before = time.monotonic()  # the window opens after this
                await asyncio.to_thread(other.submit, GoOut(layer, (Word(hand[:-1]),), hand[-1]))
                await _until(pilot, lambda: isinstance(app.screen, ChallengeScreen))
                await _until(pilot, lambda: "The window closes in" in screen_text(app))
                left = int(text_of(app, "#challenge-clock").split()[4])
                # the host's 30 s, less no more than the time gone by (rounded to the second)
                assert 30 - (time.monotonic() - before) - 1 <= left <= 30
                await pilot.press("n")
                await _until(pilot, lambda: host.call(lambda: match.game.phase) is not Phase.CHALLENGE)
                await _until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.my_turn())
                assert port.view(seat).game.is_final_turn
        finally:
            other.close()
            port.close()


async def test_a_player_joining_a_hosted_quiddler_of_the_day_reads_the_day_on_the_table() -> None:
    """``host --daily``: the welcome carries the date, so the joining player's table says which day
    it is, as the host's own table does; an ordinary game's welcome has no date."""
    from datetime import date

    setup = MatchSetup((Seat("Ann"), Seat("Bob")), seed=5).with_daily(date(2026, 11, 28))
    match = Match.new(setup, checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        port = RemotePort.join(host.url, host.host.codes[0], open_checker=lambda *a: WORDS)
        app = JoinApp(port)
        try:
            assert port.daily == date(2026, 11, 28)
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                assert text_of(app, "#rules-line").startswith("Quiddler of the day, 28 November")
        finally:
            port.close()
    plain = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    with hosting(plain, remote=(0, 1)) as host:
        port = RemotePort.join(host.url, host.host.codes[0], open_checker=lambda *a: WORDS)
        try:
            assert port.daily is None
        finally:
            port.close()


async def test_a_joining_player_s_look_up_is_the_host_s_dictionary_s_answer() -> None:
    """The guide promises the host's dictionary's answer; the joining table looked words up in this
    machine's default dictionary instead (here: one that knows no word at all)."""
    from quiddler.engine import WordSet
    from quiddler.match.lookup import look_up
    from quiddler.tui.screens.dialogs import LookupScreen

    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=5), checker=WORDS)
    word = "rts"  # a word of the host's list, and of no real dictionary
    assert word in WORDS
    with hosting(match, remote=(0, 1)) as host:
        waiting = 1 - host.call(lambda: match.game.current)  # not their turn: they may look up
        port = RemotePort.join(host.url, host.host.codes[waiting], open_checker=lambda *a: WordSet())
        app = JoinApp(port)
        try:
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                await pilot.press("l")
                await _until(pilot, lambda: isinstance(app.screen, LookupScreen))
                for key in (*word, "enter"):
                    await pilot.press(key)
                expected = look_up(WORDS, word, match.game.rules)
                await _until(pilot, lambda: text_of(app, "#lookup-result") == expected)
                assert expected != look_up(WordSet(), word, match.game.rules)
        finally:
            port.close()
