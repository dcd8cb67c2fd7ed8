"""A new ``join`` at a host from before ``hello.lang`` (issue 28): that host decoded the hello with
unknown fields forbidden and refused ``lang``; the client says hello again without it, plays on,
and tells the player the host's sentences come in the host's language (docs/protocol.md,
"Compatibility"). The host here is a real one on 127.0.0.1 whose hello is decoded as the old
version decoded it (its ``Hello`` struct and its refusal, from the git history)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Annotated, Any

import msgspec
import pytest
from msgspec import Meta, Struct

from quiddler.engine import Draw, Source
from quiddler.i18n import _, speaking, use_language
from quiddler.match import Match, MatchSetup, Seat
from quiddler.remote import greeting
from quiddler.remote.client import RemotePort
from quiddler.remote.link import refuses_lang
from quiddler.remote.protocol import Act, Ask, Hello, Pass, ProtocolError
from tests.match.test_match import WORDS
from tests.remote.harness import hosting


class _OldHello(Struct, tag="hello", tag_field="type", forbid_unknown_fields=True):
    """The hello of every host before ``lang`` (quiddler/remote/protocol.py until 6c83de3)."""

    version: int
    code: Annotated[str, Meta(min_length=1, max_length=40)]
    name: Annotated[str, Meta(max_length=40)] | None = None


_old_decoder = msgspec.json.Decoder(_OldHello | Act | Ask | Pass)


@pytest.fixture
def old_hellos(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """The host's hello decoded as the old host did, and refused as it was: a sentence in the
    host's language, no ``reason``. Yields every hello the host read."""
    heard: list[dict[str, Any]] = []

    def old_decode(data: str | bytes) -> Any:
        heard.append(msgspec.json.decode(data))
        try:
            message = _old_decoder.decode(data)
        except msgspec.ValidationError as error:
            raise ProtocolError(
                _("That message does not fit the protocol: {error}.").format(error=error)
            ) from None
        if isinstance(message, _OldHello):  # read as the old host read it: no language
            return Hello(message.version, message.code, message.name)
        return message

    monkeypatch.setattr(greeting, "decode_client", old_decode)
    yield heard


def _until(condition: Any, timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.02)
    raise AssertionError("waited in vain")


@pytest.mark.parametrize("host_language", ["en", "es"])
def test_a_new_join_says_hello_again_without_lang_to_an_older_host_and_plays(
    old_hellos: list[dict[str, Any]], host_language: str
) -> None:
    match = Match.new(MatchSetup((Seat.person("Ann"), Seat.person("Bob")), seed=5), checker=WORDS)
    use_language("es")  # the joining player's
    try:
        with speaking(host_language):  # the host's loop (its tasks keep this context)
            served = hosting(match, remote=(0, 1))
            host = served.__enter__()
        try:
            port = RemotePort.join(
                host.url, host.host.codes[0], "Ana", open_checker=lambda *a: WORDS, retry=0.05, record=True
            )
            try:
                assert port.received is not None
                refusal = msgspec.json.decode(port.received[0])  # as the older host said it
                opening = {"en": "That message does not fit", "es": "Ese mensaje no encaja"}[host_language]
                assert refusal["fatal"] and "reason" not in refusal
                assert refusal["message"].startswith(opening) and "`lang`" in refusal["message"]
                assert [("lang" in hello) for hello in old_hellos] == [True, False]
                assert old_hellos[0]["lang"] == "es" and old_hellos[1]["name"] == "Ana"
                assert port.notice == (
                    "Este anfitrión usa un quiddler más antiguo: lo que dice a los jugadores llega en su "
                    "propio idioma."
                )
                seat = port.view(port.seat).game.current
                mover = port if seat == port.seat else None
                if mover is not None:  # it plays on: a draw goes through the older host
                    hand = len(port.view(port.seat).game.hand)
                    port.submit(Draw(port.seat, Source.DRAW_PILE))
                    _until(lambda: len(port.view(port.seat).game.hand) == hand + 1)
                # joining again after a drop: without lang at once, not refused again
                host.call(lambda: host.host.connections[0].queue.put_nowait(None))
                _until(lambda: len(old_hellos) == 3 and port.online)
                assert "lang" not in old_hellos[2] and port.fatal is None
            finally:
                port.close()
        finally:
            served.__exit__(None, None, None)
    finally:
        use_language("en")


def test_only_an_older_hosts_refusal_of_lang_is_taken_for_one() -> None:
    unknown = "Object contains unknown field `lang`"
    # the two forms older hosts sent: an English f-string, then the sentence in the host's language
    assert refuses_lang(
        {"type": "error", "message": f"That message does not fit the protocol: {unknown}.", "fatal": True}
    )
    assert refuses_lang(
        {"type": "error", "message": f"Ese mensaje no encaja con el protocolo: {unknown}.", "fatal": True}
    )
    # a host of this version, which would name the field in its reason's argument
    fits = {"code": "message_does_not_fit", "args": {"error": unknown}}
    assert refuses_lang({"type": "error", "message": "…", "fatal": True, "reason": fits})
    # anything else is a refusal like any other
    wrong_code = {"type": "error", "message": "That seat code is not one of this game's.", "fatal": True}
    assert not refuses_lang(wrong_code)
    assert not refuses_lang({"type": "error", "message": f"… {unknown}", "fatal": False})
    other = {"code": "message_does_not_fit", "args": {"error": "Object contains unknown field `mood`"}}
    assert not refuses_lang({"type": "error", "message": f"… {unknown}", "fatal": True, "reason": other})
    assert not refuses_lang({"type": "answer", "value": unknown})


@pytest.mark.slow  # about 4 s under load: a whole table screen mounts (the notice is its own)
async def test_the_joined_table_tells_the_player_the_older_hosts_sentences_are_in_its_language(
    old_hellos: list[dict[str, Any]],
) -> None:
    import asyncio

    from quiddler.tui.remote import JoinApp
    from quiddler.tui.screens.table import TableScreen

    match = Match.new(MatchSetup((Seat.person("Ann"), Seat.person("Bob")), seed=5), checker=WORDS)
    with hosting(match, remote=(0, 1)) as host:
        port = await asyncio.to_thread(
            RemotePort.join, host.url, host.host.codes[1], open_checker=lambda *a: WORDS
        )
        app = JoinApp(port)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            notes = [str(note.message) for note in app._notifications]
            assert (
                "This host runs an older quiddler: what it says for players comes in its own language."
                in notes
            )
        port.close()
    assert [("lang" in hello) for hello in old_hellos] == [True, False]
