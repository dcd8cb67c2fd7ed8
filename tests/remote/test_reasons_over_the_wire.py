"""Sentences for players travel as reasons (a code and its arguments) and are said where they are
read: a Spanish player joined to an English host reads Spanish (issue 28, point 8). The host is a
real ``quiddler host`` process in English on 127.0.0.1; the joining side is in Spanish."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator

import pytest

from quiddler.engine import Discard, Draw, IllegalActionError, Reason, Source, action_to_dict
from quiddler.remote.client import RemotePort
from quiddler.remote.reasons import said
from quiddler.remote.wire import view_from_wire, view_to_wire
from tests.remote.test_host_command import _no_words, _start_host


@pytest.fixture
def english_host(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, dict[str, str]]]:
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    process, url, codes = _start_host("--players", "Ann,Bob", "--seed", "7", "--lang", "en")
    yield url, codes
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()


def test_a_spanish_player_at_an_english_host_reads_the_refusals_in_spanish(
    english_host: tuple[str, dict[str, str]], spanish: None
) -> None:
    url, codes = english_host
    ann = RemotePort.join(url, codes["Ann"], open_checker=lambda *a: _no_words(), record=True)
    bob = RemotePort.join(url, codes["Bob"], open_checker=lambda *a: _no_words(), record=True)
    try:
        current = ann.view(ann.seat).current
        waiting = bob if current == 0 else ann
        players = ("Ann", "Bob")
        with pytest.raises(IllegalActionError) as caught:
            waiting.submit(Draw(waiting.seat, Source.DRAW_PILE))
        assert caught.value.why == Reason(
            "out_of_turn", {"current": players[current], "seat": players[waiting.seat]}
        )
        assert str(caught.value) == f"Es el turno de {players[current]}, no de {players[waiting.seat]}."
        # The host's own sentence still travels for the clients of the first protocol: in English.
        assert waiting.received is not None
        errors = [json.loads(raw) for raw in waiting.received if b'"error"' in raw]
        assert errors[-1]["message"] == f"It is {players[current]}'s turn, not {players[waiting.seat]}'s."
        assert errors[-1]["reason"] == {
            "code": "out_of_turn",
            "args": {"current": players[current], "seat": players[waiting.seat]},
        }
        # A why-not question is answered with its reason too, said here in Spanish.
        mover = ann if waiting is bob else bob
        card = mover.view(mover.seat).hand[0]
        asked = action_to_dict(Discard(mover.seat, card))
        assert mover._ask("why_not", action=asked) == "Primero roba una carta."
        mover.submit(Draw(mover.seat, Source.DRAW_PILE))
        with pytest.raises(IllegalActionError) as caught:
            mover.submit(Draw(mover.seat, Source.DRAW_PILE))
        assert str(caught.value) == "Ya has robado en este turno."
    finally:
        ann.close()
        bob.close()


def test_a_reason_the_client_does_not_know_shows_the_hosts_sentence() -> None:
    newer = {"type": "error", "message": "Not now.", "reason": {"code": "from_the_future", "args": {}}}
    assert said(newer, "message") == "Not now."
    bad_args = {"type": "error", "message": "Not now.", "reason": {"code": "out_of_turn", "args": {}}}
    assert said(bad_args, "message") == "Not now."
    assert said({"type": "error", "message": "Not now."}, "message") == "Not now."


def test_the_view_carries_the_go_out_bar_as_a_reason_said_in_the_readers_language(spanish: None) -> None:
    from quiddler.engine import Game, WordSet

    game = Game.new(["Ann", "Bob"], checker=WordSet(["cat"]), seed=3)
    seat = game.current
    game.apply(Draw(seat, Source.DRAW_PILE))
    game.apply(Discard(seat, game.hand(seat)[0]))
    view = game.view(seat)
    data = view_to_wire(view)
    data["why_not_go_out"] = "(the host's own language)"
    data["go_out_bar"] = {"code": "someone_went_out", "args": {"name": "Ann"}}
    again = view_from_wire(data)
    assert again.why_not_go_out == str(Reason("someone_went_out", {"name": "Ann"}))  # type: ignore[attr-defined]
    assert "Ann" in again.why_not_go_out and "went out" not in again.why_not_go_out  # type: ignore[attr-defined]
    del data["go_out_bar"]  # a host of the first protocol
    assert view_from_wire(data).why_not_go_out == "(the host's own language)"  # type: ignore[attr-defined]


def test_the_hosts_own_reasons_have_a_spanish_sentence_too() -> None:
    import gettext

    from quiddler.i18n import DOMAIN, LOCALE_DIR
    from quiddler.remote.reasons import REMOTE_REASONS

    catalog = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=["es"])._catalog  # type: ignore[attr-defined]
    assert REMOTE_REASONS and all(catalog.get(template) for template in REMOTE_REASONS.values())
    assert all(Reason(code).template == template for code, template in REMOTE_REASONS.items())
