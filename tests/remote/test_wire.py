"""Views and records cross the wire unchanged: every field of every seat's view, the spectator's,
and every kind of record, at many moments of whole seeded games."""

from __future__ import annotations

import msgspec
import pytest

from quiddler.engine import Phase
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.driver import step as step_once
from quiddler.remote.wire import record_from_wire, record_to_wire, spectator_of, view_from_wire, view_to_wire
from tests.match.test_match import WORDS


def _json(data: object) -> object:
    return msgspec.json.decode(msgspec.json.encode(data))


@pytest.mark.parametrize("seed", [1, 2])
def test_every_view_and_record_of_a_game_comes_back_equal(seed: int) -> None:
    seats = (Seat.computer("Ann", "easy"), Seat.computer("Bob", "easy"), Seat.computer("Cy", "easy"))
    match = Match.new(MatchSetup(seats, seed=seed), checker=WORDS)
    kinds: set[str] = set()
    phases: set[Phase] = set()
    for step in range(2000):
        if step % 7 == 0 or match.is_over:
            phases.add(match.game.phase)
            for seat in (0, 1, 2, None):
                view = match.view(seat)
                back = view_from_wire(_json(view_to_wire(view)))
                assert back == view and type(back) is type(view)
                if seat is not None:
                    assert spectator_of(view) == match.view(None)
        if match.is_over:
            break
        record = step_once(match)
        assert record is not None
        for seat in (0, 1, None):
            from quiddler.engine.view import redact

            seen = redact(record, seat)
            assert record_from_wire(_json(record_to_wire(seen))) == seen
        kinds.add(type(record).__name__)
    assert match.is_over
    assert {"Drew", "Discarded", "WentOut", "LaidDown", "ChallengesClosed", "RoundStarted"} <= kinds
    assert {Phase.DRAW, Phase.PLAY, Phase.GAME_OVER} <= phases
