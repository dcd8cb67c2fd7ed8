"""The joining side: :class:`RemotePort`, the table's port over a WebSocket to a host.

The table screens talk to a :class:`~quiddler.match.port.TablePort`; this one answers from the
host. Its own seat's view arrives with every event and is kept here, so reading the table costs
nothing; whether an action would be allowed the table asks that view (the engine's rules read
from the view, :mod:`quiddler.engine.legal`), so an action is one round trip: ``act``, then its
``answer`` or ``error``. The host still decides: what it refuses comes back with its reason, said
here in this player's language.

The connection lives in a thread of its own running an asyncio loop (the ``websockets`` client),
so the table's calls stay plain calls; the events are told to the subscribers on that thread (a
Textual screen hands them to its own with ``call_from_thread``). When the connection drops the
port says so and joins again with the same code, every second, until it is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import threading
import time
from collections.abc import Callable, Collection
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from quiddler.engine import (
    Action,
    Challenged,
    CloseChallenges,
    IllegalActionError,
    InvalidInputError,
    NextRound,
    QuiddlerError,
    Record,
    RoundStarted,
    RuleOptions,
    SeatView,
    TableView,
    action_to_dict,
)
from quiddler.i18n import _, language
from quiddler.match.events import (
    ActionApplied,
    ChallengeWindowOpened,
    EventStream,
    GameOver,
    Listener,
    Presence,
    SeatChanged,
)
from quiddler.match.match import ChallengeWindow
from quiddler.match.port import Hints, Review
from quiddler.match.setup import Seat
from quiddler.remote.looking_up import phrase_look_up
from quiddler.remote.presence import presence_line
from quiddler.remote.protocol import MAX_MESSAGE, VERSION, encode
from quiddler.remote.reasons import error_from_wire, said
from quiddler.remote.wire import record_from_wire, spectator_of, view_from_wire

if TYPE_CHECKING:
    import ssl

    from websockets.asyncio.client import ClientConnection

    from quiddler.engine.ports import WordChecker

__all__ = ["RemotePort", "JoinError", "ConnectionLost"]

#: Seconds a question may take before the player is told the host does not answer.
ANSWER_TIMEOUT = 15.0


class JoinError(QuiddlerError):
    """Why the game could not be joined, in one sentence for the player."""


class ConnectionLost(QuiddlerError):
    """The host cannot be reached just now (the port is trying again)."""


class _NoWords:
    """The checker of a client without the host's dictionary: hints are off, the host decides."""

    #: The table asks the host's engine, not this, whether a word may be laid.
    knows_words = False

    def __init__(self, name: str) -> None:
        self._name = name

    @property
    def name(self) -> str:
        return self._name

    @property
    def fingerprint(self) -> str:
        return ""

    def is_word(self, text: str) -> bool:
        return False

    def words(self) -> frozenset[str]:
        return frozenset()


class RemotePort:
    """A :class:`~quiddler.match.port.TablePort` over a WebSocket (see the module docstring).

    Make one with :meth:`join`, which returns once the host has welcomed it (or raises
    :class:`JoinError`); :meth:`close` when done.
    """

    def __init__(
        self,
        url: str,
        code: str,
        name: str | None = None,
        *,
        ssl_context: ssl.SSLContext | None = None,
        open_checker: Callable[[str | None, RuleOptions, str], WordChecker] | None = None,
        retry: float = 1.0,
    ) -> None:
        self.url = url
        self.code = code
        self.name = name
        self.ssl_context = ssl_context
        self.retry = retry
        self._open_checker = open_checker
        self.events = EventStream()
        self.seat = 0
        self._players: tuple[str, ...] = ()
        self._levels: list[str | None] = []
        self._view: SeatView | None = None
        self.number = 0
        self.dictionary_name = ""
        self._dictionary: str | None = None
        self._family = "on"
        self._checker: WordChecker | None = None
        self._window: dict[str, Any] | None = None
        self._window_at = 0.0
        #: Who is connected (per seat), as the host last said.
        self.connected: tuple[bool, ...] = ()
        #: The timed turn (seat, seconds left, when that was heard on time.monotonic), if the host
        #: runs a turn timer; and the seat whose last turn the host played when its time ran out.
        self.turn: tuple[int, float, float] | None = None
        self.timed_out: int | None = None
        #: True while the connection to the host is up.
        self.online = False
        #: The last refusal the host sent unasked (a sentence), and a fatal one that ended it.
        self.fatal: str | None = None
        self._answers: dict[tuple[Any, ...], Any] = {}
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._ids = itertools.count(1)
        self._socket: ClientConnection | None = None
        self._closing = False
        self._welcomed: Future[None] = Future()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="quiddler-remote", daemon=True)
        #: Every message received, as bytes (the privacy test reads it).
        self.received: list[bytes] | None = None

    # ------------------------------------------------------------ joining and leaving

    @classmethod
    def join(
        cls,
        url: str,
        code: str,
        name: str | None = None,
        *,
        timeout: float = 10.0,
        record: bool = False,
        **options: Any,
    ) -> RemotePort:
        """Join the game at ``url`` with a seat's ``code``; raises :class:`JoinError`."""
        port = cls(url, code, name, **options)
        if record:
            port.received = []
        port._thread.start()
        asyncio.run_coroutine_threadsafe(port._run(), port._loop)
        try:
            port._welcomed.result(timeout)
        except JoinError:
            port.close()
            raise
        except TimeoutError:
            port.close()
            raise JoinError(_("The host at {url} did not answer.").format(url=url)) from None
        return port

    def close(self) -> None:
        """Leave the game (it goes on at the host: join again with the same code)."""
        if self._closing:
            return
        self._closing = True

        async def stop() -> None:
            if self._socket is not None:
                with contextlib.suppress(Exception):
                    await self._socket.close()
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()

        if self._thread.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(stop(), self._loop).result(5)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)

    async def _run(self) -> None:
        """Connect, and connect again after a drop, until closed or refused for good."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

        first = True
        while not self._closing:
            try:
                async with connect(
                    self.url, max_size=MAX_MESSAGE, ssl=self.ssl_context, compression=None, open_timeout=10
                ) as socket:
                    self._socket = socket
                    hello = {"type": "hello", "version": VERSION, "code": self.code, "lang": language()}
                    if self.name is not None:
                        hello["name"] = self.name
                    await socket.send(encode(hello).decode())
                    async for raw in socket:
                        self._received(raw)
            except (OSError, TimeoutError, InvalidHandshake, ConnectionClosed) as error:
                if first and not self._welcomed.done():
                    self._refused(
                        _("Could not reach the host at {url}: {error}").format(url=self.url, error=error)
                    )
                    return
            except InvalidURI:
                self._refused(
                    _("{url} is not an address to join: it starts ws:// or wss://.").format(url=self.url)
                )
                return
            except asyncio.CancelledError:
                raise
            except Exception as error:  # anything else the connection met: said, never a traceback
                if not self._welcomed.done():
                    self._refused(
                        _("Could not reach the host at {url}: {error}").format(url=self.url, error=error)
                    )
                    return
            finally:
                self._socket = None
                self._went_offline()
            if self.fatal is not None or self._closing:
                return
            if not self._welcomed.done():
                self._refused(_("The host closed the connection."))
                return
            first = False
            await asyncio.sleep(self.retry)

    def _refused(self, sentence: str) -> None:
        self.fatal = sentence
        if not self._welcomed.done():
            self._welcomed.set_exception(JoinError(sentence))

    def _went_offline(self) -> None:
        was = self.online
        self.online = False
        for future in self._pending.values():
            if not future.done():
                future.set_exception(ConnectionLost(_("The connection to the host was lost; joining again…")))
        self._pending.clear()
        if was:
            self.events.emit(Presence(self.connected, online=False))

    # ------------------------------------------------------------ what the host says

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
        view = view_from_wire(message["view"])
        assert isinstance(view, SeatView)
        rejoined = self._view is not None
        self._view = view
        self.number = int(message["number"])
        self._answers.clear()
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
            self._answers.clear()
            if self._window is not None and view.phase.value != "challenge":
                self._window = None
            self.events.emit(ActionApplied(record_from_wire(message["record"]), self.number))
        elif message["event"] == "game_over":
            self.events.emit(GameOver(tuple(message["totals"]), tuple(message["winners"])))

    def _on_challenge(self, message: dict[str, Any]) -> None:
        self._set_window(message)
        window = self.open_challenges()
        self.events.emit(
            ChallengeWindowOpened(window.layer, window.deciders, window.time_limit, window.decided)
        )

    def _set_window(self, window: dict[str, Any] | None) -> None:
        self._window = window
        self._window_at = time.perf_counter()

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
        error = error_from_wire(message, IllegalActionError)
        if message.get("fatal"):
            self._refused(str(error))
        future = self._pending.pop(message.get("id") or -1, None)
        if future is not None and not future.done():
            future.set_exception(error)

    # ------------------------------------------------------------ asking the host

    def _call(self, message: dict[str, Any], *, timeout: float = ANSWER_TIMEOUT) -> Any:
        """Send ``message`` with a fresh id and wait for its answer (an error raises)."""
        if not self.online:
            raise ConnectionLost(self.fatal or _("The connection to the host was lost; joining again…"))

        async def ask() -> Any:
            socket = self._socket
            if socket is None:
                raise ConnectionLost(_("The connection to the host was lost; joining again…"))
            id = next(self._ids)
            future: asyncio.Future[Any] = self._loop.create_future()
            self._pending[id] = future
            await socket.send(encode({**message, "id": id}).decode())
            return await asyncio.wait_for(future, timeout)

        try:
            return asyncio.run_coroutine_threadsafe(ask(), self._loop).result(timeout + 1)
        except TimeoutError:
            raise ConnectionLost(_("The host does not answer.")) from None
        except QuiddlerError:
            raise
        except Exception:  # the socket closed under the question
            raise ConnectionLost(_("The connection to the host was lost; joining again…")) from None

    def _ask(self, question: str, **fields: Any) -> Any:
        return self._call({"type": "ask", "question": question, **fields})

    def _cached(self, key: tuple[Any, ...], ask: Callable[[], Any]) -> Any:
        key = (self.number, *key)
        if key not in self._answers:
            self._answers[key] = ask()
        return self._answers[key]

    # ------------------------------------------------------------ the TablePort

    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    @property
    def rules(self) -> RuleOptions:
        assert self._view is not None
        return self._view.rules

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(name, level) for name, level in zip(self._players, self._levels, strict=True))

    @property
    def here(self) -> tuple[int, ...]:
        return (self.seat,)

    def view(self, seat: int | None) -> TableView:
        view = self._view
        assert view is not None
        if seat is None:
            return spectator_of(view)
        if seat != self.seat:
            raise InvalidInputError(_("Only your own hand is shown here."))
        return view

    @property
    def checker(self) -> WordChecker:
        if self._checker is None:
            self._checker = self._local_checker()
        return self._checker

    def _local_checker(self) -> WordChecker:
        """The host's dictionary, opened here for hints and for writing words (the host decides
        every word all the same); without it, hints are off."""
        opener = self._open_checker
        try:
            if opener is None:
                from quiddler.match.dictionaries import open_checker

                return open_checker(self._dictionary, self.rules, family=self._family)
            return opener(self._dictionary, self.rules, self._family)
        except Exception:
            return _NoWords(self.dictionary_name)

    def submit(self, action: Action) -> Record:
        if isinstance(action, CloseChallenges):
            record = self.pass_challenges(self.seat)
            if record is None:
                raise IllegalActionError(_("The others are still deciding."))
            return record
        value = self._call({"type": "act", "action": action_to_dict(action)})
        if value is None and isinstance(action, NextRound):  # another player dealt it first
            view = self._view
            dealt = [record for record in view.round_log if isinstance(record, RoundStarted)] if view else []
            if dealt:  # (its event came before this answer)
                return dealt[-1]
        return record_from_wire(value)

    def pass_challenges(self, seat: int) -> Record | None:
        """This seat challenges nothing more; the record of the window closing if it closed."""
        value = self._call({"type": "pass"})
        return None if value is None else record_from_wire(value)

    def open_challenges(self) -> ChallengeWindow:
        data = self._window
        if data is None:
            data = self._ask("window")
            if data is None:
                raise IllegalActionError(_("There are no words to challenge now."))
            self._set_window(data)
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

    def computer_move(self, seat: int) -> None:
        return None  # the host plays the computer seats: their moves arrive as events

    @property
    def hints(self) -> Hints:
        """Hints from the host's dictionary opened here (none without it: the host decides)."""
        return Hints(lambda: self.checker, lambda: self.rules)

    def look_up(self, text: str) -> str:
        """The game's dictionary's answer for ``text``, asked of the host (it has the dictionary)
        and said here, in this player's language, as the local look-up says it."""
        return str(self._ask("look_up", text=text))

    @property
    def review(self) -> Review:
        """The reviews, asked of the host (it has the whole game)."""
        return _RemoteReview(self)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        return self.events.subscribe(listener)

    def presence(self) -> str | None:
        """One line about who is away (or that the host is out of reach), or None."""
        if not self.online:
            return self.fatal or _("The connection to the host was lost; joining again…")
        away = [seat for seat, on in enumerate(self.connected) if not on]
        return presence_line(self._players, away, self.turn_left, self.timed_out)


class _RemoteReview:
    """The reviews of a remote game: questions to the host, which has every hand."""

    def __init__(self, port: RemotePort) -> None:
        self._port = port

    def round_review(self, seat: int, round: int) -> str:
        try:
            return str(
                self._port._call({"type": "ask", "question": "round_review", "round": round}, timeout=60)
            )
        except QuiddlerError as error:
            return str(error)

    def game_review(self, seats: Collection[int]) -> str:
        try:
            ask = {"type": "ask", "question": "game_review", "seats": sorted(seats)}
            return str(self._port._call(ask, timeout=120))
        except QuiddlerError as error:
            return str(error)
