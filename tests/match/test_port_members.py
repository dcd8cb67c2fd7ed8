"""The table's port is three calls: view, submit and subscribe (issue 31).

Everything else a table needs is in the view (:class:`~quiddler.match.port.MatchView`: who plays
each seat, who is here, the dictionary's name, who is away, the open challenge window) or a
service handed beside the port (:class:`~quiddler.match.port.TableServices`). mypy
(``tests/test_code_quality.py``) checks statically that each implementation is a ``TablePort``
where the app, the host's table, ``join`` and the plain mode hand one over; these tests pin the
members and check each implementation at run time.
"""

from __future__ import annotations

import inspect
from itertools import product

import pytest

from quiddler.engine import Discard, Draw, LayDown, Phase, RuleOptions, Source, WordSet, preset
from quiddler.match import (
    LocalPort,
    Match,
    MatchSetup,
    MatchView,
    PassChallenges,
    Seat,
    TablePort,
    local_services,
    step,
)
from quiddler.remote.client import RemotePort
from quiddler.remote.host import HostPort

WORDS = WordSet("".join(letters) for n in (2, 3) for letters in product("aeiostr", repeat=n))
SHORT = RuleOptions(hand_sizes=(3, 4, 5), name="short-test")
PORT_MEMBERS = {"view", "submit", "subscribe"}


def _members(cls: type) -> set[str]:
    return {name for name in vars(cls) if not name.startswith("_")}


def test_the_port_is_exactly_view_submit_and_subscribe() -> None:
    assert _members(TablePort) == PORT_MEMBERS


@pytest.mark.parametrize("implementation", [LocalPort, HostPort, RemotePort])
def test_each_implementation_answers_the_three_calls_as_the_protocol_says(implementation: type) -> None:
    for name in PORT_MEMBERS:
        method = getattr(implementation, name)
        assert callable(method), name
        assert (
            list(inspect.signature(method).parameters)[1:]
            == list(inspect.signature(getattr(TablePort, name)).parameters)[1:]
        ), name


def test_a_local_view_carries_the_setup_and_the_window_and_a_pass_is_an_action() -> None:
    seats = (Seat.person("Ann"), Seat.computer("Hal", "easy"))
    match = Match.new(MatchSetup(seats, preset("short"), seed=3), checker=WORDS)
    port = LocalPort(match)
    seen = port.view(0)
    assert isinstance(seen, MatchView)
    assert seen.game == match.view(0) and seen.players == ("Ann", "Hal")
    assert seen.seats == seats and seen.here == (0,) and seen.bots == {1}
    assert seen.dictionary_name == match.dictionary_name
    assert seen.presence is None and seen.window is None
    assert port.view(None).game.hand == ()
    # the services are beside the port, not on it
    services = local_services(match)
    assert services.checker is match.checker
    assert not hasattr(port, "checker") and not hasattr(port, "hints") and not hasattr(port, "review")


def test_passing_a_challenge_window_is_submitted_seat_by_seat() -> None:
    """A seat's pass is one action: the window stays open while another person decides, and
    closes with the last pass (its record is the answer)."""
    seats = (Seat.computer("Hal", "easy"), Seat.person("Ann"), Seat.person("Bob"))
    match = Match.new(MatchSetup(seats, SHORT, seed=1), checker=WORDS)
    port = LocalPort(match)
    for _ in range(2_000):  # the people draw and discard until Hal's words are open to challenge
        game = match.game
        if game.phase is Phase.CHALLENGE and game.current == 0:
            break
        if step(match) is None:
            view = match.view(game.current)
            if view.phase is Phase.DRAW:
                port.submit(Draw(game.current, Source.DRAW_PILE))
            elif view.is_final_turn:
                port.submit(LayDown(game.current, (), view.hand[0]))
            else:
                port.submit(Discard(game.current, view.hand[0]))
    assert match.game.phase is Phase.CHALLENGE and port.view(None).window is None
    assert step(match) is None, "the driver opens the window; the people decide"
    window = port.view(1).window
    assert window is not None and window.waiting == (1, 2)
    assert port.submit(PassChallenges(1)) is None, "Bob still decides"
    assert port.view(None).game.phase is Phase.CHALLENGE and port.view(2).window.waiting == (2,)  # type: ignore[union-attr]
    closed = port.submit(PassChallenges(2))
    assert closed is not None and port.view(None).game.phase is not Phase.CHALLENGE
    assert port.view(None).window is None


def test_a_look_up_is_a_service_asked_here_or_of_the_host() -> None:
    """The plain mode looked words up by reaching for ``RemotePort.look_up`` outside the port's
    three calls; the services say it now: here, as ``quiddler check`` says it, or of the host."""
    from quiddler.match.lookup import look_up
    from quiddler.match.port import TableServices

    match = Match.new(MatchSetup((Seat("Ann"), Seat("Bob")), seed=3), checker=WORDS)
    services = local_services(match)
    for word in ("tea", "zzz"):
        assert services.look_up(word) == look_up(WORDS, word, match.game.rules)
    asked_of_host: list[str] = []

    def host(text: str) -> str:
        asked_of_host.append(text)
        return "the host's answer"

    remote = TableServices(lambda: WORDS, lambda: match.game.rules, services.review, look_up=host)
    assert remote.look_up("tea") == "the host's answer" and asked_of_host == ["tea"]
    assert inspect.signature(RemotePort.services).return_annotation in ("TableServices", TableServices)
