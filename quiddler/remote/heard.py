"""What a host says to the joining side, kept: the seat's view, who is here, the open window.

:class:`HostState` reads each message from the host (on the link's thread) into this seat's
state — the welcome's players and view, each ``event``'s new view, the challenge window, presence
and the turn timer — and tells the subscribers (:class:`~quiddler.match.events.EventStream`);
an ``answer`` or an ``error`` settles the question waiting for its id, an error's sentence said
in this player's language from its reason (:mod:`quiddler.remote.reasons`). A message of the
wrong shape changes nothing.
"""

from __future__ import annotations

import time
from datetime import date
from typing import TYPE_CHECKING, Any

from quiddler.engine import Challenged, IllegalActionError, QuiddlerError, SeatView
from quiddler.match.events import ActionApplied, ChallengeWindowOpened, GameOver, Presence, SeatChanged
from quiddler.match.match import ChallengeWindow
from quiddler.remote.link import HostLink, refuses_lang
from quiddler.remote.looking_up import phrase_look_up
from quiddler.remote.reasons import error_from_wire, said
from quiddler.remote.wire import record_from_wire, view_from_wire

if TYPE_CHECKING:
    import ssl

    from quiddler.engine import RuleOptions

__all__ = ["HostState"]


class HostState(HostLink):
    """The link to a host and what it has said (see the module docstring)."""

    def __init__(
        self,
        url: str,
        code: str,
        name: str | None = None,
        *,
        ssl_context: ssl.SSLContext | None = None,
        retry: float = 1.0,
    ) -> None:
        super().__init__(url, code, name, ssl_context=ssl_context, retry=retry)
        self.seat = 0
        self._players: tuple[str, ...] = ()
        self._levels: list[str | None] = []
        self._view: SeatView | None = None
        self.number = 0
        self.dictionary_name = ""
        self._dictionary: str | None = None
        self._family = "on"
        #: The date whose Quiddler of the day the host dealt (``play``/``host --daily``), or None.
        self.daily: date | None = None
        self._window: dict[str, Any] | None = None
        self._window_at = 0.0
        #: The timed turn (seat, seconds left, when that was heard on time.monotonic), if the host
        #: runs a turn timer; and the seat whose last turn the host played when its time ran out.
        self.turn: tuple[int, float, float] | None = None
        self.timed_out: int | None = None

    @property
    def rules(self) -> RuleOptions:
        assert self._view is not None
        return self._view.rules

    def _received(self, raw: str | bytes) -> None:
        import msgspec

        data = raw.encode() if isinstance(raw, str) else raw
        if self.received is not None:
            self.received.append(data)
        try:
            message = msgspec.json.decode(data)
            kind = message["type"]
            handler = getattr(self, f"_on_{kind}")
        except (msgspec.DecodeError, KeyError, TypeError, AttributeError):
            return  # not the host's: ignored
        if kind not in ("welcome", "error") and self._view is None:
            return  # nothing before the welcome counts
        try:
            handler(message)
        except (QuiddlerError, LookupError, TypeError, ValueError, AssertionError):
            return  # a message of the wrong shape changes nothing here

    def _on_welcome(self, message: dict[str, Any]) -> None:
        self.seat = int(message["seat"])
        self._players = tuple(message["players"])
        self._levels = list(message["levels"])
        self.dictionary_name = str(message["dictionary"])
        self._dictionary = message.get("dictionary_key")
        self._family = str(message.get("family", "on"))
        self.daily = _date_or_none(message.get("daily"))
        view = view_from_wire(message["view"])
        assert isinstance(view, SeatView)
        rejoined = self._view is not None
        self._view = view
        self.number = int(message["number"])
        self._set_window(message.get("window"))
        self.online = True
        self.connected = tuple(message["presence"]["connected"])
        self._set_turn(message["presence"])
        if not self._welcomed.done():
            self._welcomed.set_result(None)
        if rejoined and view.round_log:
            self.events.emit(Presence(self.connected, online=True))
            self.events.emit(ActionApplied(view.round_log[-1], self.number))

    def _on_event(self, message: dict[str, Any]) -> None:
        if message["event"] == "action":
            view = view_from_wire(message["view"])
            assert isinstance(view, SeatView)
            self._view = view
            self.number = int(message["number"])
            if self._window is not None and view.phase.value != "challenge":
                self._window = None
            self.events.emit(ActionApplied(record_from_wire(message["record"]), self.number))
        elif message["event"] == "game_over":
            self.events.emit(GameOver(tuple(message["totals"]), tuple(message["winners"])))

    def _on_challenge(self, message: dict[str, Any]) -> None:
        self._set_window(message)
        window = self.window()
        if window is None:
            return
        self.events.emit(
            ChallengeWindowOpened(window.layer, window.deciders, window.time_limit, window.decided)
        )

    def _set_window(self, window: dict[str, Any] | None) -> None:
        self._window = window
        self._window_at = time.perf_counter()

    def window(self) -> ChallengeWindow | None:
        """The open challenge window as the host last said it (None: none heard; the host says
        each window as it opens, and in its welcome, so nothing is asked of it here)."""
        data = self._window
        if data is None or "deciders" not in data:
            return None
        limit = data.get("time_limit")
        left = data.get("seconds_left")
        opened = self._window_at - ((limit - left) if limit is not None and left is not None else 0.0)
        decided = tuple(record_from_wire(record) for record in data.get("decided", ()))
        deciders = tuple(int(seat) for seat in data["deciders"])
        waiting = {int(seat) for seat in data.get("waiting", deciders)}
        return ChallengeWindow(
            int(data["layer"]),
            deciders,
            limit,
            opened,
            tuple(record for record in decided if isinstance(record, Challenged)),
            {seat for seat in deciders if seat not in waiting},
        )

    def _on_presence(self, message: dict[str, Any]) -> None:
        self.connected = tuple(message["connected"])
        self._set_turn(message)
        levels = list(message["levels"])
        changed = [seat for seat, level in enumerate(levels) if level != self._levels[seat]]
        self._levels = levels
        self.events.emit(Presence(self.connected, online=True))
        for seat in changed:
            self.events.emit(SeatChanged(seat, levels[seat]))

    def _set_turn(self, presence: dict[str, Any]) -> None:
        """The turn timer's part of a presence message (absent from a host without one)."""
        turn = presence.get("turn")
        heard = time.monotonic()
        self.turn = None if turn is None else (int(turn["seat"]), float(turn["seconds_left"]), heard)
        timed_out = presence.get("timed_out")
        self.timed_out = None if timed_out is None else int(timed_out)

    @property
    def turn_left(self) -> tuple[int, float] | None:
        """The seat whose turn the host is timing and its seconds left now, or None."""
        if self.turn is None:
            return None
        seat, left, heard = self.turn
        return seat, max(0.0, left - (time.monotonic() - heard))

    def _on_answer(self, message: dict[str, Any]) -> None:
        future = self._pending.pop(int(message["id"]), None)
        if future is not None and not future.done():
            # a why-not answer with its reason: said in this player's language, not the host's
            value = said(message, "value") if message.get("reason") is not None else message.get("value")
            if isinstance(message.get("look_up"), dict):  # the verdict as data: phrased here
                value = phrase_look_up(message["look_up"], self.rules, fallback=str(value))
            future.set_result(value)

    def _on_error(self, message: dict[str, Any]) -> None:
        if self.says_lang and not self._welcomed.done() and refuses_lang(message):
            self._older_host()  # the hello is said again without lang (HostLink._run)
            return
        error = error_from_wire(message, IllegalActionError)
        if message.get("fatal"):
            self._refused(str(error))
        future = self._pending.pop(message.get("id") or -1, None)
        if future is not None and not future.done():
            future.set_exception(error)


def _date_or_none(text: object) -> date | None:
    """The welcome's ``daily`` date; None when it is missing or not a date (an odd host's table
    is still played, only without the day's heading)."""
    if not isinstance(text, str):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None
