"""``quiddler host --here --web`` at 110×32: the invitations (shown for a minute when the host
opens, and again with F3: three remote seats, each with its code and its web link) do not cover the
challenge dialog when it opens at the host's keyboard (before, they covered its bottom)."""

from __future__ import annotations

import time

import pytest
from textual.geometry import Region
from textual.pilot import Pilot

from quiddler.engine import Phase
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.computers import make_bot
from quiddler.remote.host import Host, new_code
from quiddler.tui.app import AppDeps
from quiddler.tui.remote import HostApp
from quiddler.tui.screens.challenge import ChallengeScreen
from tests.match.test_match import WORDS
from tests.tui.helpers import settle, until
from tests.tui.test_spanish_layout import cut_footer_keys, screen_lines, speaking


def _toasts(app: HostApp) -> list[Region]:
    """Where the notifications are drawn on the screen on top."""
    return [toast.region for toast in app.screen.query("Toast") if toast.display and toast.region.area]


async def _to_a_window_for_ann(pilot: Pilot[None], match: Match) -> None:
    """Play every seat with computer players (the remote seats' moves as if from their players)
    until someone's words wait for Ann's challenge at the keyboard."""
    bots = {seat: make_bot("easy", seat + 11, WORDS) for seat in range(len(match.players))}
    game = match.game
    end = time.monotonic() + 60
    while time.monotonic() < end:
        await pilot.pause(0.01)
        if isinstance(pilot.app.screen, ChallengeScreen):
            return
        window = match.challenge_window
        if game.phase is Phase.CHALLENGE:
            for seat in sorted(set(window.waiting) - {0} if window is not None else ()):
                match.pass_challenges(seat)  # the remote players let the words stand
            continue
        if game.phase is Phase.ROUND_OVER:
            match.next_round()
        elif not game.is_over:
            match.apply(bots[game.current].act(match.view(game.current)))
    raise AssertionError("no challenge dialog opened at the host's keyboard")


async def test_the_invitations_do_not_cover_the_challenge_dialog() -> None:
    setup = MatchSetup(tuple(Seat(name) for name in ("Ann", "Bob", "Cy", "Dee")), seed=5)
    match = Match.new(setup, checker=WORDS)
    codes = {seat: new_code() for seat in (1, 2, 3)}
    host = Host(match, room="room", codes=codes, here=(0,), bot_delay=0, time_limit=None)
    host.links = {seat: f"http://quiddler.example:8766/{'x' * 16}{seat}/" for seat in codes}
    app = HostApp(
        host, bind="127.0.0.1", port=0, address="ws://127.0.0.1:0", deps=AppDeps(setup=setup, bot_delay=0)
    )
    async with app.run_test(size=(110, 32), notifications=True) as pilot:
        await settle(pilot)
        assert _toasts(app), "the invitations are shown when the host opens"
        await _to_a_window_for_ann(pilot, match)
        await settle(pilot)
        # the dialog: its box, and its keys at the bottom of the screen
        dialog = [app.screen.query_one(".challenge-box").region, app.screen.query_one("Footer").region]
        assert all(part.area for part in dialog)
        assert not [toast for toast in _toasts(app) if any(toast.overlaps(part) for part in dialog)]
        await pilot.press("f3")  # waits for the dialog to close
        await settle(pilot)
        assert not [toast for toast in _toasts(app) if any(toast.overlaps(part) for part in dialog)]
        await pilot.press("n")  # no challenge: the dialog closes, and F3 shows them again
        await settle(pilot)
        assert not isinstance(app.screen, ChallengeScreen)
        await pilot.press("f3")
        await settle(pilot)
        assert _toasts(app)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_host_s_footer_shows_every_key_whole_at_80x24(language: str) -> None:
    """F3 and F4 come after the table's own keys: 'Computers play for who is away' ran off the
    80-column footer (English: 'f4 Computers pla'; Spanish lost more), so the key went unlearned."""
    setup = MatchSetup(tuple(Seat(name) for name in ("Ann", "Bob")), seed=5)
    match = Match.new(setup, checker=WORDS)
    host = Host(match, room="room", codes={1: new_code()}, here=(0,), bot_delay=0, time_limit=None)
    app = HostApp(
        host, bind="127.0.0.1", port=0, address="ws://127.0.0.1:0", deps=AppDeps(setup=setup, bot_delay=0)
    )
    with speaking(language):
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            if match.game.current != 0:
                match.apply(make_bot("easy", 3, WORDS).act(match.view(1)))
                await settle(pilot)
            for key in ("", "d"):  # the turn's first keys, then the keys of building words
                if key:
                    await pilot.press(key)
                    await settle(pilot)
                await until(pilot, lambda: not cut_footer_keys(app), pauses=20)
                assert not cut_footer_keys(app)
                assert {"f3", "f4"} <= set(screen_lines(app)[-1].split())
