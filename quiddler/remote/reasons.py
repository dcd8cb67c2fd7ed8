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

__all__ = ["REMOTE_REASONS", "reason_field", "said", "error_from_wire"]

#: The host's own refusals, by code (the engine's are :data:`quiddler.engine.reasons.TEMPLATES`).
REMOTE_REASONS: dict[str, str] = {
    "cannot_challenge_now": N_("You cannot challenge now."),
    "nothing_to_challenge": N_("There is nothing for you to challenge now."),
    "not_your_move": N_("That is another player's move: you play your own seat only."),
    "slow_down": N_("Too many messages: slow down."),
}
register(REMOTE_REASONS)


def reason_field(what: BaseException | Reason | None) -> dict[str, Any] | None:
    """The ``reason`` field for a refusal (an error raised with a reason, or a reason), or None."""
    reason = what if isinstance(what, Reason) else reason_of(what) if what is not None else None
    return None if reason is None else reason.to_dict()


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
