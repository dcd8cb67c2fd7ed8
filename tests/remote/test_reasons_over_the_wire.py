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
        current = ann.view(ann.seat).game.current
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
        card = mover.view(mover.seat).game.hand[0]
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


def test_a_spanish_player_at_an_english_host_reads_its_hello_refusal_look_up_and_review_in_spanish(
    english_host: tuple[str, dict[str, str]], spanish: None
) -> None:
    """The hello's refusals, the look-up and the reviews' answers are said in the joining
    player's language, not the host's (issue 28, point 8)."""
    from quiddler.remote.client import JoinError

    url, codes = english_host
    with pytest.raises(JoinError) as refused:
        RemotePort.join(url, "ZZZZ-ZZZZ", open_checker=lambda *a: _no_words())
    assert str(refused.value) == "Ese código de puesto no es de esta partida."
    ann = RemotePort.join(url, codes["Ann"], open_checker=lambda *a: _no_words(), record=True)
    try:
        allowed = ann.look_up("cat")
        assert allowed.startswith("✓ CAT se permite: ") and "puntos" in allowed, allowed
        refused_word = ann.look_up("qxzv")
        assert refused_word.startswith("✗ QXZV no se permite: "), refused_word
        assert "dictionary" not in refused_word, refused_word
        # the verdict travels as data, phrased here; the host's sentence (``value``, for clients
        # of the first protocol) is made in the language the hello named: the same sentence
        assert ann.received is not None
        answers = [json.loads(raw) for raw in ann.received if b'"look_up"' in raw]
        assert [answer["value"] for answer in answers] == [allowed, refused_word]
        assert answers[0]["look_up"]["allowed"] is True and answers[0]["look_up"]["text"] == "cat"
        assert answers[1]["look_up"]["allowed"] is False
        assert ann.services().review.round_review(ann.seat, 0) == "Esa ronda aún no ha terminado."
        assert ann.services().review.game_review([0, 1]) == "La partida aún no ha terminado."
    finally:
        ann.close()


def test_a_review_is_made_in_the_language_the_player_said_hello_in(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach's review is long prose: the host writes it in the language of the connection
    that asks (the hello's ``lang``), off its loop, while the host itself speaks English."""
    from quiddler.engine import WordSet
    from quiddler.i18n import language, speaking
    from quiddler.match import Match
    from quiddler.match.driver import play_out
    from quiddler.match.review import game_review, round_review
    from quiddler.match.setup import MatchSetup, Seat
    from quiddler.remote import link
    from tests.remote.harness import hosting

    words = WordSet(["cat", "dog", "at", "to", "it", "is", "on", "no", "an", "in", "go", "do"])
    setup = MatchSetup(tuple(Seat.computer(name, "easy") for name in ("Ann", "Bob")), seed=5)
    match = Match.new(setup, checker=words)
    play_out(match)
    assert match.is_over and language() == "en"
    monkeypatch.setattr(link, "language", lambda: "es")
    with hosting(match, remote=(1,)) as host:
        bob = RemotePort.join(host.url, host.host.codes[1], open_checker=lambda *a: words)
        try:
            review = bob.services().review.round_review(1, 0)
            whole = bob.services().review.game_review([0, 1])
        finally:
            bob.close()
    with speaking("es"):
        assert review == round_review(match.game, 1, 0)
        assert whole == game_review(match.game, [0, 1])
    assert review != round_review(match.game, 1, 0)  # the host's own language is another
    assert language() == "en"


def test_the_protocol_document_lists_every_reason_a_client_may_meet() -> None:
    """docs/protocol.md's table of reasons is the registry itself: every code of the engine and
    of the host, with its English sentence, and no other."""
    from pathlib import Path

    from quiddler.engine.reasons import TEMPLATES
    from quiddler.remote.reasons import REMOTE_REASONS, reasons_table

    text = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
    table = text.split("<!-- reasons table: start -->\n")[1].split("\n<!-- reasons table: end -->")[0]
    assert table == reasons_table(), "regenerate the table: see docs/protocol.md, 'The reasons'"
    documented = dict(
        (code, sentence) for code, sentence in (row[3:-2].split("` | ", 1) for row in table.splitlines()[2:])
    )
    assert documented == {code: t.replace("|", "\\|") for code, t in TEMPLATES.items()}
    assert set(REMOTE_REASONS) <= set(documented) and "out_of_turn" in documented


def test_a_lobbys_refusals_travel_as_reasons_and_are_said_in_the_players_language() -> None:
    """A lobby full of rooms refuses a new one with the reason ``rooms_full`` (and the host's
    sentence); a client says it in its own language (here in Spanish, from the reason alone)."""
    import msgspec
    from websockets.sync.client import connect

    from quiddler import i18n
    from tests.remote.test_lobby import _lobby

    with _lobby(max_rooms=1) as url, connect(url, open_timeout=10) as socket:
        socket.send('{"type": "create", "version": 1, "players": "Ann,Bob"}')
        assert msgspec.json.decode(socket.recv(10))["type"] == "created"
        socket.send('{"type": "create", "version": 1, "players": "Cy,Dee"}')
        refused = msgspec.json.decode(socket.recv(10))
        socket.send('{"type": "rooms", "version": 2}')
        newer = msgspec.json.decode(socket.recv(10))
    assert refused["reason"] == {"code": "rooms_full", "args": {"count": 1}}
    assert refused["message"].startswith("This host has 1 rooms open")
    assert newer["reason"] == {"code": "host_is_older", "args": {"ours": 1, "theirs": 2}}
    i18n.use_language("es")
    try:
        assert said(refused, "message") == str(Reason("rooms_full", {"count": 1}))
        assert "This host" not in said(refused, "message") and "1" in said(refused, "message")
    finally:
        i18n.use_language("en")
