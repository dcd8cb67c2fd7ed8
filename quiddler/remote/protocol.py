"""The remote-play protocol: JSON messages over one WebSocket per player (version 1).

Every message is one JSON object with a ``"type"``; docs/protocol.md lists them all (the
remote-play protocol). A client sends ``hello`` first, with the protocol version and its
seat code; the host answers ``welcome`` (its seat, the players, the rules and its view) or an
``error`` and closes. Then the client sends ``act`` (an action, in the form the saves use:
:func:`quiddler.engine.action_to_dict`), ``ask`` (a question the engine answers: why an action
would be refused, a look-up, a round's review) and ``pass`` (it challenges nothing more); the
host sends ``event`` (an action applied, with the record as this seat may hear it and this seat's
new view), ``answer`` (to an ``ask`` or an ``act``, by its ``id``), ``challenge`` (a challenge
window opened: who decides, for how long), ``presence`` (who is connected, whose turn) and
``error``.

What the client sends is decoded straight into the structs below (msgspec: types, lengths and
ranges in one pass), so a message of the wrong shape is one sentence back, never a traceback.
Nothing here imports Textual: the host runs headless too.

A host of many rooms (``quiddler host --rooms``) also answers at its bare address (``/``), the
lobby: ``rooms`` lists the open rooms, ``create`` opens a new one and answers with its seats'
codes. Then each room is joined at ``/ROOM`` as above.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from quiddler.engine.errors import QuiddlerError
from quiddler.i18n import _

__all__ = [
    "VERSION",
    "MAX_MESSAGE",
    "QUESTIONS",
    "Hello",
    "Act",
    "Ask",
    "Pass",
    "ClientMessage",
    "ProtocolError",
    "decode_client",
    "ListRooms",
    "CreateRoom",
    "LobbyMessage",
    "decode_lobby",
    "encode",
]

#: The protocol's version: a client of another version is told so and closed.
VERSION = 1
#: The largest message either side accepts, in bytes (a whole view of a 10-card round is ~6 KB;
#: the host's websocket refuses bigger frames before they are read).
MAX_MESSAGE = 64 * 1024
#: What a client may ask (see :class:`Ask`).
QUESTIONS = ("why_not", "why_not_word", "why_not_go_out", "look_up", "round_review", "game_review", "window")

_Id = Annotated[int, Meta(ge=0, le=2**31)]
_Text = Annotated[str, Meta(max_length=200)]


class Hello(Struct, tag="hello", tag_field="type", forbid_unknown_fields=True):
    """The first message: the protocol version, the seat code, and the name shown to the others."""

    version: int
    code: Annotated[str, Meta(min_length=1, max_length=40)]
    name: Annotated[str, Meta(max_length=40)] | None = None


class Act(Struct, tag="act", tag_field="type", forbid_unknown_fields=True):
    """Ask for an action of this seat (``action`` as :func:`~quiddler.engine.action_to_dict`)."""

    id: _Id
    action: dict[Annotated[str, Meta(max_length=20)], Any]


class Ask(Struct, tag="ask", tag_field="type", forbid_unknown_fields=True):
    """A question for the host's engine: ``why_not`` (``action``), ``why_not_word`` (``word``: the
    cards), ``why_not_go_out``, ``look_up`` (``text``), ``round_review`` (``round``),
    ``game_review`` (``seats``: the finished game's review, for everyone), ``window`` (the open
    challenge window)."""

    id: _Id
    question: Literal[
        "why_not", "why_not_word", "why_not_go_out", "look_up", "round_review", "game_review", "window"
    ]
    action: dict[Annotated[str, Meta(max_length=20)], Any] | None = None
    word: Annotated[list[Annotated[str, Meta(max_length=2)]], Meta(max_length=40)] | None = None
    text: _Text | None = None
    round: Annotated[int, Meta(ge=0, le=100)] | None = None
    seats: Annotated[list[Annotated[int, Meta(ge=0, le=7)]], Meta(max_length=8)] | None = None


class Pass(Struct, tag="pass", tag_field="type", forbid_unknown_fields=True):
    """This seat challenges nothing (more) in the open window."""

    id: _Id


ClientMessage = Hello | Act | Ask | Pass

_decoder = msgspec.json.Decoder(ClientMessage)


class ProtocolError(QuiddlerError):
    """A message that is not one of the protocol's, in one sentence for the sender."""


def decode_client(data: str | bytes) -> ClientMessage:
    """A client's message, checked; raises :class:`ProtocolError` with a sentence."""
    message: ClientMessage = _decode(_decoder, data)
    return message


def _decode(decoder: msgspec.json.Decoder[Any], data: str | bytes) -> Any:
    if len(data) > MAX_MESSAGE:
        raise ProtocolError(_("That message is too long."))
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as error:
        raise ProtocolError(
            _("That message does not fit the protocol: {error}.").format(error=error)
        ) from None
    except msgspec.DecodeError:
        raise ProtocolError(_("That message is not JSON.")) from None


class ListRooms(Struct, tag="rooms", tag_field="type", forbid_unknown_fields=True):
    """At the lobby: which rooms are open (the host answers ``rooms``)."""

    version: int


class CreateRoom(Struct, tag="create", tag_field="type", forbid_unknown_fields=True):
    """At the lobby: open a room for ``players`` (as ``--players`` writes them: ``Ann,Bob,bot:hard``)
    playing by the ``rules`` preset (None: standard); the host answers ``created``."""

    version: int
    players: Annotated[str, Meta(min_length=1, max_length=400)]
    rules: Annotated[str, Meta(max_length=20)] | None = None


LobbyMessage = ListRooms | CreateRoom

_lobby_decoder = msgspec.json.Decoder(LobbyMessage)


def decode_lobby(data: str | bytes) -> LobbyMessage:
    """A message to the lobby, checked; raises :class:`ProtocolError` with a sentence."""
    message: LobbyMessage = _decode(_lobby_decoder, data)
    return message


_encoder = msgspec.json.Encoder()


def encode(message: dict[str, Any] | Struct) -> bytes:
    """One message as JSON bytes (sent as a text frame)."""
    return _encoder.encode(message)
