"""Sentences for players travel as reasons: a code and its arguments, said in the reader's language.

A host's refusal (an ``error``) and its answer to ``why_not`` keep their ``message``/``value``
sentence in the host's language (what clients of the first protocol read) and add ``reason``:
``{"code": "out_of_turn", "args": {"current": "Ann", "seat": "Bob"}}`` (docs/protocol.md,
"Reasons"). A client that knows the code says it in its own language; one that does not (a newer
host's code) shows the host's sentence. The host's own refusals, beside the engine's, are
registered here as reasons too.
"""

from __future__ import annotations

from typing import Any

from quiddler.engine.errors import QuiddlerError
from quiddler.engine.reasons import N_, Reason, reason_of, register

__all__ = ["REMOTE_REASONS", "reason_field", "reason_fields", "said", "error_from_wire", "reasons_table"]

#: The host's own sentences for players, by code (the engine's are
#: :data:`quiddler.engine.reasons.TEMPLATES`): refusals of moves and questions, then the hello's
#: refusals (a client reads them before it has a game), then answers that say "not yet".
REMOTE_REASONS: dict[str, str] = {
    "cannot_challenge_now": N_("You cannot challenge now."),
    "nothing_to_challenge": N_("There is nothing for you to challenge now."),
    "not_your_move": N_("That is another player's move: you play your own seat only."),
    "slow_down": N_("Too many messages: slow down."),
    "hello_again": N_("You have said hello already."),
    "which_action": N_("Which action?"),
    "which_word": N_("Which word?"),
    # a message that is not one of the protocol's (its ``error`` is a reason of these)
    "message_too_long": N_("That message is too long."),
    "message_too_deep": N_("That message is nested too deeply: at most {depth} levels."),
    "message_does_not_fit": N_("That message does not fit the protocol: {error}."),
    "message_not_json": N_("That message is not JSON."),
    # the refusal that closes a connection: its own reason, then the limit reached
    "too_many_refused": N_(
        "{refused} That is {count} messages refused on this connection, the most there may be: it is closed."
    ),
    # the hello
    "not_a_lobby": N_(
        "This host serves one game, not a lobby of rooms: join it at the address the host "
        "gives, which ends with the room's name (ws://HOST:PORT/ROOM)."
    ),
    "no_such_game": N_("There is no game {path} here."),
    "no_hello_in_time": N_("No hello came in time."),
    "hello_first": N_("Say hello first, with your seat code."),
    "host_is_older": N_(
        "This host is older than your quiddler: it speaks version {ours} of the game's "
        "protocol, yours {theirs}. Ask whoever hosts to update quiddler, or join with "
        "the same quiddler as theirs."
    ),
    "update_quiddler": N_(
        "This host speaks version {ours} of the game's protocol, not {theirs}: update quiddler."
    ),
    "wrong_seat_code": N_("That seat code is not one of this game's."),
    "name_refused": N_("That name cannot be used: {problem}."),
    "joined_elsewhere": N_("Your seat was joined from elsewhere."),
    # a lobby (quiddler host --rooms)
    "rooms_full": N_("This host has {count} rooms open, as many as it takes: join one, or try later."),
    "empty_rooms": N_("You have opened {count} rooms nobody has joined yet: join one of them first."),
    # a lobby's room that cannot be played: the players or rules asked for (``problem``, a reason
    # of the setup's), or the host's own trouble opening it (``error``, its own words)
    "room_refused": N_("That room cannot be opened: {problem}."),
    "person_needed": N_("at least one seat must be played by a person"),
    "room_not_opened": N_("The room could not be opened: {error}."),
    # answers
    "round_not_over_yet": N_("That round is not over yet."),
    "game_not_over_yet": N_("The game is not over yet."),
}
register(REMOTE_REASONS)


def reason_field(what: BaseException | Reason | None) -> dict[str, Any] | None:
    """The ``reason`` field for a refusal (an error raised with a reason, or a reason), or None."""
    reason = what if isinstance(what, Reason) else reason_of(what) if what is not None else None
    return None if reason is None else reason.to_dict()


def reason_fields(what: BaseException | Reason | str) -> dict[str, Any]:
    """The ``reason`` field of a message saying ``what``, when it has one (else no field), to
    spread into the message: ``{"type": "error", "message": str(what), **reason_fields(what)}``."""
    if isinstance(what, str):
        return {}
    field = reason_field(what)
    return {} if field is None else {"reason": field}


def said(message: dict[str, Any], text: str) -> str:
    """The sentence of a host's message: its ``reason`` in this process's language when this
    client knows the code, else ``message[text]`` (the host's own sentence) as it came."""
    reason = _reason(message)
    if reason is not None:
        return str(reason)
    value = message.get(text)
    return "" if value is None else str(value)


def error_from_wire(message: dict[str, Any], cls: type[QuiddlerError]) -> QuiddlerError:
    """A host's ``error`` as an exception of ``cls``: raised with its reason when known (so
    ``error.why`` is there), else with the host's sentence."""
    reason = _reason(message)
    return cls(reason) if reason is not None else cls(str(message.get("message", "")))


def _reason(message: dict[str, Any]) -> Reason | None:
    data = message.get("reason")
    if data is None:
        return None
    try:
        return Reason.from_dict(data)
    except ValueError:
        return None  # a code this client does not know: the host's sentence instead


def reasons_table() -> str:
    """Every code a client may meet (the engine's and the host's) and its English sentence, as
    the Markdown table of docs/protocol.md ("The reasons"; a test keeps the two the same)."""
    from quiddler.engine.reasons import TEMPLATES

    rows = ["| `code` | English sentence (`{names}` are the keys of `args`) |", "|---|---|"]
    for code, template in TEMPLATES.items():
        rows.append(f"| `{code}` | {template.replace('|', chr(92) + '|')} |")
    return "\n".join(rows)
