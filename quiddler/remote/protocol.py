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
ranges in one pass), every field typed down to each card of each word, so a message of the wrong
shape is one sentence back (an ``error`` with the message's ``id``), never a traceback. Its nesting
is measured before it is decoded (:data:`MAX_DEPTH`): a message nested a thousand levels deep
is refused as such, instead of running the decoder out of stack. docs/protocol.md describes every
message for whoever writes a client. Nothing here imports Textual: the host runs headless too.

A host of many rooms (``quiddler host --rooms``) also answers at its bare address (``/``), the
lobby: ``rooms`` lists the open rooms, ``create`` opens a new one and answers with its seats'
codes. Then each room is joined at ``/ROOM`` as above.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

import quiddler.remote.reasons  # noqa: F401  (registers the host's codes used here)
from quiddler.engine.errors import QuiddlerError
from quiddler.engine.reasons import Reason

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
    "MAX_DEPTH",
    "WireAction",
    "decode_client",
    "ListRooms",
    "CreateRoom",
    "LobbyMessage",
    "decode_lobby",
    "encode",
    "version_problem",
]

#: The protocol's version: a client of another version is told so and closed.
VERSION = 1
#: The largest message either side accepts, in bytes (a whole view of a 10-card round is ~6 KB;
#: the host's websocket refuses bigger frames before they are read).
MAX_MESSAGE = 64 * 1024
#: What a client may ask (see :class:`Ask`).
QUESTIONS = ("why_not", "why_not_word", "why_not_go_out", "look_up", "round_review", "game_review", "window")

#: The deepest nesting of arrays and objects a message may have (a ``go_out`` is 4 levels deep:
#: the message, its action, its words, a word's cards).
MAX_DEPTH = 8

_Id = Annotated[int, Meta(ge=0, le=2**31)]
_Text = Annotated[str, Meta(max_length=200)]
_Seat = Annotated[int, Meta(ge=0, le=7)]
#: A card as the saves write it: ``a``…``z``, ``qu``, ``in``, ``er``, ``cl``, ``th`` (the engine
#: reads which; here only its length).
_Card = Annotated[str, Meta(min_length=1, max_length=2)]
_Cards = Annotated[list[_Card], Meta(max_length=40)]
_Words = Annotated[list[_Cards], Meta(max_length=20)]


class DrawAction(Struct, tag="draw", tag_field="kind", forbid_unknown_fields=True):
    """Take the top card of the draw pile (``"draw"``: face down) or the discard pile."""

    seat: _Seat
    source: Literal["draw", "discard"]


class DiscardAction(Struct, tag="discard", tag_field="kind", forbid_unknown_fields=True):
    """End the turn by discarding ``card`` from the hand."""

    seat: _Seat
    card: _Card


class GoOutAction(Struct, tag="go_out", tag_field="kind", forbid_unknown_fields=True):
    """Lay every card but ``discard`` as ``words`` (each a list of cards) and go out."""

    seat: _Seat
    words: _Words
    discard: _Card


class LayDownAction(Struct, tag="lay_down", tag_field="kind", forbid_unknown_fields=True):
    """A last turn (someone went out): lay ``words``, discard ``discard``, the rest counts against."""

    seat: _Seat
    words: _Words
    discard: _Card


class ChallengeAction(Struct, tag="challenge", tag_field="kind", forbid_unknown_fields=True):
    """``challenger`` challenges word ``word_index`` of the words ``seat`` has just laid."""

    challenger: _Seat
    seat: _Seat
    word_index: Annotated[int, Meta(ge=0, le=40)]


class CloseChallengesAction(Struct, tag="close_challenges", tag_field="kind", forbid_unknown_fields=True):
    """This seat challenges nothing more (as ``pass``)."""


class NextRoundAction(Struct, tag="next_round", tag_field="kind", forbid_unknown_fields=True):
    """Deal the next round once a round's scores are in (any person's seat may)."""


#: An action, as :func:`quiddler.engine.action_to_dict` writes it (the saves' form).
WireAction = (
    DrawAction
    | DiscardAction
    | GoOutAction
    | LayDownAction
    | ChallengeAction
    | CloseChallengesAction
    | NextRoundAction
)


class Hello(Struct, tag="hello", tag_field="type", forbid_unknown_fields=True):
    """The first message: the protocol version, the seat code, and the name shown to the others."""

    version: int
    code: Annotated[str, Meta(min_length=1, max_length=40)]
    name: Annotated[str, Meta(max_length=40)] | None = None
    #: The player's language (``"es"``): what the host makes for this player alone (a look-up's
    #: dictionary note, a review) is said in it. Unknown or absent: the host's language.
    lang: Annotated[str, Meta(max_length=16)] | None = None


class Act(Struct, tag="act", tag_field="type", forbid_unknown_fields=True):
    """Ask for an action of this seat (``action`` as :func:`~quiddler.engine.action_to_dict`)."""

    id: _Id
    action: WireAction


class Ask(Struct, tag="ask", tag_field="type", forbid_unknown_fields=True):
    """A question for the host's engine: ``why_not`` (``action``), ``why_not_word`` (``word``: the
    cards), ``why_not_go_out``, ``look_up`` (``text``), ``round_review`` (``round``),
    ``game_review`` (``seats``: the finished game's review, for everyone), ``window`` (the open
    challenge window)."""

    id: _Id
    question: Literal[
        "why_not", "why_not_word", "why_not_go_out", "look_up", "round_review", "game_review", "window"
    ]
    action: WireAction | None = None
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
    """A message that is not one of the protocol's, in one sentence for the sender; ``id`` is the
    message's own ``id`` when it could be read (the ``error`` back carries it)."""

    def __init__(self, sentence: str | Reason, id: int | None = None) -> None:
        super().__init__(sentence)
        self.id = id


def decode_client(data: str | bytes) -> ClientMessage:
    """A client's message, checked; raises :class:`ProtocolError` with a sentence."""
    message: ClientMessage = _decode(_decoder, data)
    return message


class _Envelope(Struct):
    """Only a message's ``id`` (the rest skipped): to answer a message of the wrong shape by it."""

    id: _Id | None = None


_envelope = msgspec.json.Decoder(_Envelope)


def _decode(decoder: msgspec.json.Decoder[Any], data: str | bytes) -> Any:
    if len(data) > MAX_MESSAGE:
        raise ProtocolError(Reason("message_too_long"))
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if _deeper_than(raw, MAX_DEPTH):
        raise ProtocolError(Reason("message_too_deep", {"depth": MAX_DEPTH}), _top_level_id(raw))
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as error:
        # msgspec's own words (``Expected `int`, got `str` - at `$.id```) travel as an argument:
        # they name fields, which are the same in every language
        raise ProtocolError(Reason("message_does_not_fit", {"error": str(error)}), _id_of(data)) from None
    except (msgspec.DecodeError, RecursionError):
        raise ProtocolError(Reason("message_not_json")) from None


def _id_of(data: str | bytes) -> int | None:
    """The ``id`` of a message that is JSON but not of the protocol, if it has a good one."""
    try:
        return _envelope.decode(data).id
    except (msgspec.DecodeError, RecursionError):
        return None


#: A backslash and the character it escapes; a string (once escapes are gone: linear time); the
#: bytes that are not brackets; one innermost pair of brackets.
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"')
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_PAIR = re.compile(rb"\[\]|\{\}")
_TOKEN = re.compile(rb'"[^"]*"|[\[\]{}]|-?\d+')


def _deeper_than(raw: bytes, depth: int) -> bool:
    """Whether ``raw`` nests arrays and objects more than ``depth`` levels deep, found without
    decoding it (brackets in strings do not count): each pass takes away the innermost pairs."""
    brackets = _STRING.sub(b"", _ESCAPE.sub(b"", raw)).translate(None, _NOT_BRACKETS)
    for _level in range(depth):
        inner = _PAIR.sub(b"", brackets)
        if inner == brackets:
            return False  # all taken away, or not JSON (the decoder says so)
        brackets = inner
    return _PAIR.search(brackets) is not None


def _top_level_id(raw: bytes) -> int | None:
    """The number after a top-level ``"id"`` key in a message too deep to decode, if any."""
    level, key = 0, False
    for token in _TOKEN.finditer(_ESCAPE.sub(b"", raw)):
        text = token[0]
        if text in (b"[", b"{"):
            level += 1
        elif text in (b"]", b"}"):
            level -= 1
        elif level == 1 and key and text[:1] != b'"':
            number = int(text)
            return number if 0 <= number <= 2**31 else None
        key = level == 1 and text == b'"id"'
    return None


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


def version_problem(theirs: int) -> str | None:
    """Why a client speaking version ``theirs`` cannot be served (None: it can), naming the side
    that is older: a client newer than the host is not told to update."""
    reason = version_reason(theirs)
    return None if reason is None else str(reason)


def version_reason(theirs: int) -> Reason | None:
    """:func:`version_problem` as a reason (its code and the two versions), for the wire."""
    if theirs > VERSION:
        return Reason("host_is_older", {"ours": VERSION, "theirs": theirs})
    if theirs != VERSION:
        return Reason("update_quiddler", {"ours": VERSION, "theirs": theirs})
    return None


_encoder = msgspec.json.Encoder()


def encode(message: dict[str, Any] | Struct) -> bytes:
    """One message as JSON bytes (sent as a text frame)."""
    return _encoder.encode(message)
