"""The engine's plain values as JSON-ready data and back: views, records, challenge windows.

Views and records are frozen dataclasses of enums, tuples and other dataclasses, which msgspec
turns into builtins and converts back by their type hints. The one thing it cannot do alone is a
union of records (a log holds draws, discards, words…): each record travels with its class name
(``{"record": "Drew", ...}``). A card drawn blind by someone else travels as ``null``, as the
seat's own view holds it.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Any

import msgspec

from quiddler.engine import (
    Card,
    Challenged,
    ChallengesClosed,
    Discarded,
    Drew,
    LaidDown,
    Record,
    RoundStarted,
    RuleOptions,
    SeatView,
    TableView,
    WentOut,
)
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.reasons import Reason

__all__ = ["record_to_wire", "record_from_wire", "view_to_wire", "view_from_wire", "spectator_of"]

_RECORDS: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (Drew, Discarded, WentOut, LaidDown, Challenged, ChallengesClosed, RoundStarted)
}


def record_to_wire(record: Record) -> dict[str, Any]:
    """``{"record": "Drew", "round": 0, "seat": 1, "source": "draw", "card": null, ...}``."""
    data: dict[str, Any] = {"record": type(record).__name__}
    data.update(msgspec.to_builtins(record))
    return data


def record_from_wire(data: Any) -> Record:
    """The inverse of :func:`record_to_wire`; raises InvalidInputError for anything else."""
    try:
        fields = dict(data)
        cls = _RECORDS[fields.pop("record")]
        if cls is Drew and fields.get("card") is None:  # a card drawn blind by someone else
            fields["card"] = Card.A.value
            drew: Drew = msgspec.convert(fields, type=Drew)
            return Drew(drew.round, drew.seat, drew.source, None, drew.refilled)  # type: ignore[arg-type]
        record: Record = msgspec.convert(fields, type=cls)
        return record
    except (KeyError, TypeError, ValueError, msgspec.ValidationError) as error:
        raise InvalidInputError(f"this is not a record of the game ({error})") from None


def view_to_wire(view: TableView) -> dict[str, Any]:
    """A seat's (or a spectator's) view as JSON-ready data."""
    data: dict[str, Any] = msgspec.to_builtins(dataclasses.replace(view, round_log=()))
    data["rules"] = view.rules.to_dict()
    data["round_log"] = [record_to_wire(record) for record in view.round_log]
    return data


def view_from_wire(data: Any) -> TableView:
    """The inverse of :func:`view_to_wire`: a :class:`SeatView` (or a spectator's TableView)."""
    try:
        fields = dict(data)
        cls = TableView if fields.get("seat") is None else SeatView
        hints = _view_hints(cls)
        values: dict[str, Any] = {}
        for name, hint in hints.items():
            if name not in fields and name in _ADDED:
                continue  # a field added since the first protocol: a first host's view lacks it
            value = fields[name]
            if name == "go_out_bar":
                values[name] = _reason_or_none(value)
            elif name == "round_log":
                values[name] = tuple(record_from_wire(record) for record in value)
            elif name == "rules":
                values[name] = RuleOptions.from_dict(value)
            else:
                values[name] = msgspec.convert(value, type=hint)
        if values.get("go_out_bar") is not None:  # said in this reader's language, not the host's
            values["why_not_go_out"] = str(values["go_out_bar"])
        view: TableView = cls(**values)
        return view
    except (KeyError, TypeError, ValueError, msgspec.ValidationError) as error:
        raise InvalidInputError(f"this is not a view of the game ({error})") from None


#: The view's fields added since the first protocol (each with a default).
_ADDED = frozenset({"go_out_bar"})


def _reason_or_none(value: Any) -> Reason | None:
    """A reason sent as data; None for none, or for a code this client does not know."""
    if value is None:
        return None
    try:
        return Reason.from_dict(value)
    except ValueError:
        return None


@functools.cache
def _view_hints(cls: type[TableView]) -> dict[str, Any]:
    """The type of each field of a view (its log is read record by record)."""
    hints = typing.get_type_hints(cls)
    return {field.name: hints[field.name] for field in dataclasses.fields(cls)}


def spectator_of(view: TableView) -> TableView:
    """What anyone may see of ``view``: no hand, and every card drawn blind hidden."""
    from quiddler.engine.view import redact

    if view.seat is None:
        return view
    fields = {field.name: getattr(view, field.name) for field in dataclasses.fields(TableView)}
    fields.update(
        seat=None, hand=(), turns_taken=0, round_log=tuple(redact(record, None) for record in view.round_log)
    )
    return TableView(**fields)
