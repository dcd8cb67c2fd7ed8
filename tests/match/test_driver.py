"""The turn driver (quiddler.match.driver): one order of play for every front end.

Its clock is handed in, so what it waits for and until when is read here with no sleeping; the
asyncio runner is tested through the host (tests/remote) and the table (tests/tui)."""

from __future__ import annotations

import asyncio
import io
import json
from contextlib import redirect_stdout

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler.cli import main
from quiddler.engine import Discard, Draw, Phase, Source, preset
from quiddler.match import Match, MatchSetup, Seat, game_record, seat_names
from quiddler.match.driver import Driver, Pacing, Stage, play_out, step
from quiddler.match.events import TurnTimedOut
from quiddler.match.running import AsyncDriver
from tests.match.test_front_end import SHORT, WORDS


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _people_match(clock: Clock) -> Match:
    seats = (Seat.person("Ann"), Seat.person("Bob"))
    return Match.new(MatchSetup(seats, SHORT, seed=3), checker=WORDS, clock=clock)


def test_a_persons_turn_time_runs_out_and_the_driver_plays_it_for_them() -> None:
    clock = Clock()
    match = _people_match(clock)
    driver = Driver(match, Pacing(turn_time=30), clock=clock)
    heard: list[object] = []
    match.subscribe(heard.append)
    wait = driver.wait()
    assert (wait.stage, wait.seat, wait.at) == (Stage.PERSON, 0, 130.0)
    clock.now = 110.0
    match.apply(Draw(0, Source.DRAW_PILE))
    assert driver.wait().at == 130.0, "drawing does not restart the turn's clock"
    assert driver.turn_left() == (0, 20.0)
    assert driver.act(129.0) == (), "not due yet: nothing happens"
    clock.now = 130.0
    records = driver.act()
    assert len(records) == 1 and match.game.current == 1, "the rest of Ann's turn was played for her"
    assert driver.timed_out == 0 and heard[-1] == TurnTimedOut(0)
    assert driver.wait().at == 160.0, "Bob's turn is timed from when it began"


def test_the_turn_timer_covers_the_rounds_end_so_a_game_nobody_is_at_goes_on() -> None:
    # issue 28 point 6: with --turn-time and nobody connected, the game sat at a round's scores
    # for good (nobody sends next_round). The round's end is timed like a turn now.
    clock = Clock()
    match = _people_match(clock)
    for seat in (0, 1):
        match.hand_over(seat, "easy")
    while match.game.phase is not Phase.ROUND_OVER:
        step(match)
    for seat in (0, 1):
        match.hand_over(seat, None)  # the people are back, but nobody is at the table
    driver = Driver(match, Pacing(turn_time=30), clock=clock)
    wait = driver.wait()
    assert (wait.stage, wait.at) == (Stage.ROUND_END, 130.0)
    clock.now = 130.0
    driver.act()
    assert match.game.phase is Phase.DRAW and match.game.round == 1
    untimed = Driver(match, Pacing(), clock=clock)
    match.apply(Draw(match.game.current, Source.DRAW_PILE))
    assert untimed.wait().at is None, "without a turn timer a person's turn waits for them"


def test_a_computer_move_waits_for_its_pause_and_space_hurries_it() -> None:
    clock = Clock()
    seats = (Seat.computer("Hal", "easy"), Seat.person("Ann"))
    match = Match.new(MatchSetup(seats, SHORT, seed=3), checker=WORDS, clock=clock)
    driver = Driver(match, Pacing(computer_delay=0.5), clock=clock)
    wait = driver.wait()
    assert (wait.stage, wait.seat, wait.at) == (Stage.COMPUTER, 0, 100.5)
    driver.hurry()
    assert driver.wait().at == 100.0, "hurried: no pause for the rest of Hal's turn"
    move = driver.think(0)
    assert driver.play(move, wait.key) is not None
    assert driver.wait().at == 100.0, "still Hal's turn: still hurried"
    stale = driver.think(0)
    match.hand_over(0, None)  # Hal's seat is a person's again while it thought
    assert driver.play(stale) is None, "a stale move is not played"


def test_a_challenge_window_opens_after_a_computers_words_are_shown_and_closes_on_time() -> None:
    clock = Clock()
    seats = (Seat.computer("Hal", "easy"), Seat.person("Ann"))
    match = Match.new(MatchSetup(seats, SHORT, seed=1), checker=WORDS, clock=clock)
    driver = Driver(match, Pacing(words_shown=2, challenge_time=10), clock=clock)
    for _ in range(500):
        wait = driver.wait()
        if wait.stage is Stage.WINDOW:
            break
        if wait.stage is Stage.COMPUTER:
            driver.play(driver.think(0))
        elif match.game.phase is Phase.DRAW:
            match.apply(Draw(1, Source.DRAW_PILE))
        elif match.game.phase is Phase.PLAY:
            match.apply(Discard(1, match.game.hand(1)[0]))
        else:
            driver.act(clock.now + 1000)
    assert wait.stage is Stage.WINDOW and wait.at == clock.now + 2, "Hal's words are shown first"
    clock.now += 2
    driver.act()
    window = match.challenge_window
    assert window is not None and window.deciders == (1,)
    wait = driver.wait()
    if wait.stage is Stage.CHALLENGE and wait.seats:
        assert wait.at == clock.now + 10
        clock.now += 10
        driver.act()
    assert match.game.phase is not Phase.CHALLENGE, "the window closed by itself"


def test_step_and_play_out_play_everything_nobody_decides_at_a_keyboard() -> None:
    seats = (Seat.computer("Hal", "easy"), Seat.computer("Ivy", "medium"))
    match = Match.new(MatchSetup(seats, SHORT, seed=5), checker=WORDS)
    assert play_out(match) > 0 and match.is_over
    assert step(match) is None


@pytest.mark.slow
@settings(max_examples=5)
@given(
    levels=st.lists(st.sampled_from(("easy", "medium", "greedy")), min_size=2, max_size=4),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_simulate_and_a_game_dealt_for_play_or_host_are_the_same_game(levels: list[str], seed: int) -> None:
    """One entrance: ``quiddler simulate --seed S`` and Match.new (what ``play`` and ``host`` deal
    through) with the same seats and seed make the same moves and the same scores."""
    out = io.StringIO()
    with redirect_stdout(out):
        args = ["--players", ",".join(levels), "--games", "1", "--seed", str(seed), "--rules", "short"]
        status = main(["simulate", *args, "--json"])
    assert status == 0
    simulated = json.loads(out.getvalue())
    seats = tuple(Seat.computer(name, level) for name, level in zip(seat_names(levels), levels, strict=True))
    match = Match.new(MatchSetup(seats, preset("short"), seed=seed, preset="short"))
    play_out(match)
    dealt = game_record(match.game, levels)
    assert {key: value for key, value in simulated.items() if key != "dictionary"} == dealt


def test_the_asyncio_runner_plays_a_game_of_computers_to_the_end() -> None:
    seats = (Seat.computer("Hal", "easy"), Seat.computer("Ivy", "easy"))
    match = Match.new(MatchSetup(seats, SHORT, seed=2), checker=WORDS)

    async def run() -> None:
        runner = AsyncDriver(Driver(match))
        runner.start()
        for _ in range(2000):  # at most 20 s
            if match.is_over:
                break
            await asyncio.sleep(0.01)
        await runner.stop()

    asyncio.run(run())
    assert match.is_over and len(match.game.summaries) == len(SHORT.hand_sizes)
