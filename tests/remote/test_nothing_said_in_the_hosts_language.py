"""The sweep of issue 28, point 8: no sentence a host sends is made only in its own language.

The same session — a hello, then every kind of refusal, question and move a seat can send — is
played against a host speaking English and against one speaking Spanish, with the player's
language the same both times. What the two hosts send must be the same, message for message,
once the sentences kept for clients of the first protocol (``message`` beside a ``reason``,
``value`` beside a ``reason``, a view's ``why_not_go_out`` beside its ``go_out_bar``) are set
aside: anything else that differs would be a sentence in the host's language (the welcome's
``dictionary`` is the dictionary's name, the same in every language). And each of those
sentences, read by the real client's code, is said in the player's language."""

from __future__ import annotations

import json
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from quiddler.engine import Reason
from quiddler.i18n import speaking
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote.protocol import VERSION
from quiddler.remote.reasons import said
from tests.match.test_match import WORDS
from tests.remote.harness import HostThread, hosting


def _exchange(
    socket: ClientConnection, message: dict[str, Any] | str, id: int | None
) -> list[dict[str, Any]]:
    """Send one message; everything the host sends up to its answer (or error) to it."""
    socket.send(message if isinstance(message, str) else json.dumps(message))
    heard: list[dict[str, Any]] = []
    for _ in range(20):
        got: dict[str, Any] = json.loads(socket.recv(timeout=20))
        heard.append(got)
        if got["type"] in ("answer", "error") and got.get("id") == id:
            return heard
    raise AssertionError(f"no answer to {message}")


def _act(id: int, kind: str, **fields: Any) -> tuple[dict[str, Any], int]:
    return {"type": "act", "id": id, "action": {"kind": kind, **fields}}, id


def _ask(id: int, question: str, **fields: Any) -> tuple[dict[str, Any], int]:
    return {"type": "ask", "id": id, "question": question, **fields}, id


def _script(seat: int, other: int) -> list[tuple[dict[str, Any] | str, int | None]]:
    """Every kind of message a seat sends in a turn, refused or not (the cards come later)."""
    return [
        _act(1, "draw", seat=other, source="draw"),
        _act(2, "discard", seat=seat, card="zz"),
        _act(3, "discard", seat=seat, card="a"),
        _ask(4, "why_not", action={"kind": "discard", "seat": seat, "card": "a"}),
        _ask(5, "why_not_go_out"),
        _ask(6, "why_not_word", word=["q"]),
        _ask(7, "round_review", round=0),
        _ask(8, "game_review", seats=[seat]),
        _ask(9, "look_up", text="cat"),
        _ask(10, "window"),
        _act(11, "next_round"),
        _act(12, "challenge", challenger=seat, seat=other, word_index=0),
        _act(13, "close_challenges"),
        ({"type": "pass", "id": 14}, 14),
        ({"type": "hello", "version": VERSION, "code": "AAAA-AAAA"}, None),
        ("not json", None),
        _act(15, "draw", seat=seat, source="draw"),
        _act(16, "draw", seat=seat, source="draw"),
    ]


def _session(host_language: str, player_language: str) -> list[dict[str, Any]]:
    """What a host speaking ``host_language`` sends a player who said hello in ``player_language``."""
    match = Match.new(MatchSetup((Seat.person("Ann"), Seat.person("Bob")), seed=5), checker=WORDS)
    seat = match.game.current
    with speaking(host_language):  # the host's tasks keep the context they start in
        hosted = hosting(match, remote=(0, 1))
        host: HostThread = hosted.__enter__()
    try:
        with connect(host.url, open_timeout=20, close_timeout=1) as socket:
            code = host.host.codes[seat]
            socket.send(
                json.dumps({"type": "hello", "version": VERSION, "code": code, "lang": player_language})
            )
            heard = [json.loads(socket.recv(timeout=20))]
            assert heard[0]["type"] == "welcome", heard
            for message, id in _script(seat, 1 - seat):
                heard += _exchange(socket, message, id)
            drawn = [message for message in heard if message["type"] == "event"][-1]
            card = drawn["view"]["hand"][0]  # the hand the draw left
            heard += _exchange(socket, *_act(17, "discard", seat=seat, card=card))
            heard += _exchange(socket, *_act(18, "draw", seat=seat, source="discard"))  # not their turn
    finally:
        hosted.__exit__(None, None, None)
    return heard


def _without_host_sentences(message: dict[str, Any]) -> dict[str, Any]:
    """``message`` without what it says for clients of the first protocol, each beside its reason."""
    kept = dict(message)
    if "reason" in kept:
        kept.pop("message", None)
        kept.pop("value", None)
    view = kept.get("view")
    if isinstance(view, dict) and view.get("go_out_bar") is not None:
        kept["view"] = {name: value for name, value in view.items() if name != "why_not_go_out"}
    return kept


@pytest.mark.parametrize(("player_language", "other_language"), [("es", "en"), ("en", "es")])
def test_a_host_sends_the_same_whatever_its_language_and_the_player_reads_their_own(
    player_language: str, other_language: str
) -> None:
    own = _session(player_language, player_language)
    other = _session(other_language, player_language)
    assert [message["type"] for message in own] == [message["type"] for message in other]
    for mine, theirs in zip(own, other, strict=True):
        assert _without_host_sentences(mine) == _without_host_sentences(theirs)
    errors = [message for message in other if message["type"] == "error"]
    assert len(errors) >= 10
    codes = set()
    for message in errors + [m for m in other if m["type"] == "answer" and "reason" in m]:
        reason = Reason.from_dict(message["reason"])
        codes.add(reason.code)
        with speaking(other_language):
            host_said = str(reason)
        with speaking(player_language):
            read = said(message, "message" if message["type"] == "error" else "value")
            assert read == str(reason)
        assert message.get("message", message.get("value")) == host_said
    assert {"not_your_move", "not_a_card", "draw_first", "round_not_over_yet", "already_drew"} <= codes
    assert {"cannot_challenge_now", "hello_again", "message_not_json", "out_of_turn"} <= codes
    welcome = other[0]
    assert welcome["dictionary"] == own[0]["dictionary"]


def test_what_a_whole_game_sends_is_data_the_same_in_every_language() -> None:
    """Past the first turn: every record and every seat's view a host sends while a game is
    played to its end (going out, final turns, round scores, the game's end), written in English
    and in Spanish, is the same but for a view's ``why_not_go_out`` beside its ``go_out_bar``."""
    from quiddler.engine import Game
    from quiddler.engine.rules import preset
    from quiddler.match.driver import play_out
    from quiddler.remote.wire import record_to_wire, view_to_wire

    words = WORDS
    seats = tuple(Seat.computer(name, "easy") for name in ("Ann", "Bob"))
    match = Match.new(MatchSetup(seats, preset("short"), seed=11, preset="short"), checker=words)
    play_out(match)
    assert match.is_over
    replayed = Game(match.game.setup, words)
    sent: dict[str, list[Any]] = {"en": [], "es": []}
    for record, action in zip(match.records, match.game.actions, strict=True):
        replayed.apply(action)
        for language, messages in sent.items():
            with speaking(language):
                messages.append(record_to_wire(record))
                views = [view_to_wire(replayed.view(seat)) for seat in range(2)]
                messages += [_without_host_sentences({"view": view}) for view in views]
    assert sent["en"] == sent["es"]
    assert any(message.get("record") == "WentOut" for message in sent["en"])
