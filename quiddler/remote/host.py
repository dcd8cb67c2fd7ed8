"""The host: the one authoritative copy of a remote game, serving its seats over WebSockets.

A :class:`Host` holds a :class:`~quiddler.match.Match` and answers one WebSocket connection per
remote seat (the ``websockets`` library's asyncio server). A connection names its seat by the
seat's code (:func:`secrets`-random, one per seat, and it acts for that seat only); the engine
verifies every action; each connection hears only its own seat's view and the public events,
redacted for it (:meth:`~quiddler.match.ActionApplied.seen_by`), never another hand nor the draw
pile. A message of the wrong shape, an action refused, another seat's action, a message too long
or too many of them get an ``error`` back (or the connection closed), never a traceback, and the
game goes on. The order of play is the match's turn driver's (:mod:`quiddler.match.driver`, run
on the host's loop by an :class:`~quiddler.match.running.AsyncDriver`): it plays the computer
seats, opens the challenge windows with the host's time limit and closes them when every person
has passed or the time is up. With a turn timer (``turn_time``), a person whose turn outlasts it
has that turn played for them (:meth:`~quiddler.match.Match.stand_in_move`: draw, discard),
everyone is told, and they keep their seat; the round's scores wait as long, then the next round
is dealt (a game nobody is at goes on).

Everything runs on the event loop's thread, the match included: the only work done in another
thread is a computer player's thinking (it reads the game and changes nothing), so a front end
at the host's keyboard (the Textual table over :class:`HostPort`) shares the loop and the match.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from quiddler.engine import CloseChallenges, InvalidInputError, NextRound, QuiddlerError
from quiddler.engine.reasons import Reason
from quiddler.engine.view import redact
from quiddler.i18n import _, speaking
from quiddler.match.driver import Driver, Pacing, Stage, Wait
from quiddler.match.events import (
    ActionApplied,
    ChallengeWindowOpened,
    Event,
    GameOver,
    SaveFailed,
    SeatChanged,
    TurnTimedOut,
)
from quiddler.match.match import Match
from quiddler.match.port import LocalPort
from quiddler.match.running import AsyncDriver
from quiddler.remote.connection import (
    BURST,
    CODE_ALPHABET,
    MAX_STRIKES,
    TOO_MANY_REFUSED,
    Connection,
    last_strike,
    new_code,
)
from quiddler.remote.greeting import greet
from quiddler.remote.presence import presence_line
from quiddler.remote.protocol import (
    MAX_MESSAGE,
    Act,
    ClientMessage,
    Hello,
    Pass,
    ProtocolError,
    decode_client,
)
from quiddler.remote.questions import (
    LookedUp,
    answer_question,
    check_challenger,
    dealt_already,
    own_action,
    window_message,
)
from quiddler.remote.reasons import reason_fields
from quiddler.remote.saving import BackgroundAutosave
from quiddler.remote.wire import record_to_wire, view_to_wire

if TYPE_CHECKING:
    import ssl

    from websockets.asyncio.server import Server, ServerConnection


# The connection's limits and the seat codes are named here too, where the host's callers (the
# lobby, the commands, the tests) have always found them.
__all__ = [
    "BURST",
    "CODE_ALPHABET",
    "MAX_STRIKES",
    "TOO_MANY_REFUSED",
    "Host",
    "HostPort",
    "last_strike",
    "new_code",
]


class Host:
    """Serves ``match`` to its remote seats (see the module docstring).

    ``codes`` maps each remote seat to its code (made with :func:`new_code`; kept by the caller
    next to the save so a resumed host takes the same codes). ``here`` are the seats played at the
    host's keyboard. ``time_limit`` is the challenge window's length in seconds, ``turn_time`` a
    person's turn's (None: no turn timer), ``bot_delay`` the pause before each computer move.
    ``say`` hears one line for the host's terminal per thing worth saying (someone joined, left,
    was refused, ran out of time).
    """

    def __init__(
        self,
        match: Match,
        *,
        room: str,
        codes: dict[int, str],
        here: tuple[int, ...] = (),
        time_limit: float | None = 20.0,
        turn_time: float | None = None,
        bot_delay: float = 0.5,
        say: Callable[[str], object] = lambda line: None,
    ) -> None:
        if match.autosave is not None and not isinstance(match.autosave, BackgroundAutosave):
            match.autosave = BackgroundAutosave(match.autosave)  # the disk's waits off the loop
        #: The game's saves, kept even once the match lets them go (its last move is saved too).
        self.durable = match.autosave if isinstance(match.autosave, BackgroundAutosave) else None
        self.match = match
        self.room = room
        self.codes = dict(codes)
        self.here = here
        pacing = Pacing(computer_delay=bot_delay, challenge_time=time_limit, turn_time=turn_time)
        #: The match's order of play (computers' moves, windows, turn timer, rounds), on this loop.
        self.driver = Driver(match, pacing)
        self.runner = AsyncDriver(self.driver, acted=self._acted)
        self._timing: tuple[object, ...] | None = None
        self.say = say
        self.connections: dict[int, Connection] = {}
        self.names: dict[int, str] = {}
        self._server: Server | None = None
        self._unsubscribe = match.subscribe(self._heard)
        #: Messages sent, for the bench.
        self.sent = 0
        #: Each remote seat's web page, when ``quiddler host --web`` serves them (shown with the
        #: invitations).
        self.links: dict[int, str] = {}
        #: When a player last came or went (time.monotonic): a lobby closes rooms long empty.
        self.active = time.monotonic()

    # ------------------------------------------------------------ serving

    async def start(
        self, bind: str = "127.0.0.1", port: int = 8765, *, ssl: ssl.SSLContext | None = None
    ) -> int:
        """Listen on ``bind``:``port`` (0: any free port); returns the port. Then play what
        nobody has to decide at a keyboard (a computer's turn may be first)."""
        from websockets.asyncio.server import serve

        self._server = await serve(
            self.serve_connection,
            bind,
            port,
            max_size=MAX_MESSAGE,
            max_queue=16,
            ssl=ssl,
            compression=None,
        )
        sockets = list(self._server.sockets)
        self.begin()
        return int(sockets[0].getsockname()[1]) if sockets else port

    def begin(self) -> None:
        """Play what nobody has to decide at a keyboard and time the first turn; :meth:`start`
        does it, and a lobby (which listens for all its rooms) for each room it opens."""
        self.runner.start()
        self._timing_changed()

    async def close(self) -> None:
        """Stop listening, close every connection (the game stays saved), cancel the timers."""
        self._unsubscribe()
        await self.runner.stop()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    @property
    def remote_seats(self) -> tuple[int, ...]:
        return tuple(sorted(self.codes))

    def invitation(self, address: str) -> str:
        """What to tell the remote players: the command to join, and each seat's code."""
        lines = [_("Invite the other players: quiddler join {url}").format(url=f"{address}/{self.room}")]
        players = self.match.players
        for seat in self.remote_seats:
            lines.append(_("  {name}: --code {code}").format(name=players[seat], code=self.codes[seat]))
            if seat in self.links:
                lines.append(_("    or in a web browser: {link}").format(link=self.links[seat]))
        return "\n".join(lines)

    # ------------------------------------------------------------ one connection

    async def serve_connection(self, socket: ServerConnection) -> None:
        """One player's connection, from hello to goodbye (a lobby hands it the room's)."""
        from websockets.exceptions import ConnectionClosed

        conn: Connection | None = None
        try:
            conn = await greet(self, socket)
            if conn is None:
                return
            writer = asyncio.create_task(conn.write(self._count_sent))
            try:
                closing = False
                async for raw in socket:
                    # Once judged (a flood, garbage): what it still sends is read and dropped while
                    # the writer closes it (a connection not read cannot finish closing).
                    closing = closing or not self._handle(conn, raw)
            finally:
                conn.queue.put_nowait(None)
                with contextlib.suppress(BaseException):
                    await asyncio.wait_for(writer, 2)
        except ConnectionClosed:
            pass
        except Exception as error:  # never a traceback for one connection's trouble
            self.say(_("A connection failed: {error}").format(error=error))
        finally:
            self.active = time.monotonic()
            if conn is not None and self.connections.get(conn.seat) is conn:
                del self.connections[conn.seat]
                self.say(_("{name} is away.").format(name=self.match.players[conn.seat]))
                self.broadcast_presence()

    def _strike(self, conn: Connection, id: int | None, sentence: str | Reason) -> bool:
        """Refuse one message by its ``id``; the :data:`MAX_STRIKES`-th closes the connection, and
        its ``error`` names the limit (so does the close's reason)."""
        conn.strikes += 1
        last = conn.strikes >= MAX_STRIKES
        refusal = last_strike(sentence) if last else sentence
        conn.send(
            {"type": "error", "id": id, "message": str(refusal), "fatal": last, **reason_fields(refusal)}
        )
        if last:
            self.say(
                _("{name}'s connection sent too much that made no sense: closed.").format(name=conn.name)
            )
            conn.queue.put_nowait(TOO_MANY_REFUSED)
            return False
        return True

    def _handle(self, conn: Connection, raw: str | bytes) -> bool:
        """Answer one message; False: close the connection (it flooded or sent garbage too often).
        Every refusal is an ``error`` with the message's ``id`` (null only if it had none)."""
        try:
            message = decode_client(raw)
        except ProtocolError as error:
            return self._strike(conn, error.id, error.why or str(error))
        id = getattr(message, "id", None)
        if not conn.allowed():
            return self._strike(conn, id, Reason("slow_down"))
        try:
            self._answer(conn, message)
        except ProtocolError as error:
            self._strike(conn, id, error.why or str(error))
        except QuiddlerError as error:  # the engine's refusal: a reason, and its sentence here
            conn.send(
                {"type": "error", "id": id, "message": str(error), "fatal": False, **reason_fields(error)}
            )
        return True

    def _answer(self, conn: Connection, message: ClientMessage) -> None:
        match, seat = self.match, conn.seat
        if isinstance(message, Hello):
            raise ProtocolError(Reason("hello_again"))
        # A move's answer, as everything sent, leaves once the move is saved (see _writer).
        if isinstance(message, Pass):
            record = self._pass(seat)
            value = record_to_wire(record) if record is not None else None
            conn.send({"type": "answer", "id": message.id, "value": value})
            return
        if isinstance(message, Act):
            action = own_action(seat, message.action)
            if isinstance(action, CloseChallenges):  # from a player: "I challenge nothing more"
                record = self._pass(seat)
                value = record_to_wire(record) if record is not None else None
            elif isinstance(action, NextRound) and dealt_already(self.match.game):
                value = None  # another player dealt it first: the same round, nothing more to do
            else:
                check_challenger(match, action)
                value = record_to_wire(redact(match.apply(action), seat))
            conn.send({"type": "answer", "id": message.id, "value": value})
            return
        with speaking(conn.lang):  # what is made for this player alone, in their language
            value = answer_question(match, seat, message)
        if callable(value):  # a slow answer (a review: a replay and exact solves), off the loop
            asyncio.get_running_loop().create_task(self._answer_later(conn, message.id, value))
            return
        if isinstance(value, LookedUp):  # the verdict as data, and the sentence for older clients
            conn.send({"type": "answer", "id": message.id, "value": value.sentence, "look_up": value.data})
            return
        if isinstance(value, Reason):  # why not: the sentence here, and the reason to say it there
            conn.send({"type": "answer", "id": message.id, "value": str(value), **reason_fields(value)})
            return
        conn.send({"type": "answer", "id": message.id, "value": value})

    async def _answer_later(self, conn: Connection, id: int, work: Callable[[], str]) -> None:
        def said_to_them() -> str:
            with speaking(conn.lang):
                return work()

        try:
            conn.send({"type": "answer", "id": id, "value": await asyncio.to_thread(said_to_them)})
        except Exception as error:  # never a traceback: the player hears why
            conn.send(
                {"type": "error", "id": id, "message": str(error), "fatal": False, **reason_fields(error)}
            )

    def _count_sent(self) -> None:
        self.sent += 1

    def _pass(self, seat: int) -> Any:
        window = self.match.challenge_window
        if window is None or seat not in window.deciders:
            raise InvalidInputError(Reason("nothing_to_challenge"))
        return self.match.pass_challenges(seat)

    # ------------------------------------------------------------ what everyone hears

    def _heard(self, event: Event) -> None:
        """The match's events, to every connection as its seat may hear them."""
        if isinstance(event, ActionApplied):
            for seat, conn in self.connections.items():
                conn.send(
                    {
                        "type": "event",
                        "event": "action",
                        "number": event.number,
                        "record": record_to_wire(event.seen_by(seat).record),
                        "view": view_to_wire(self.match.view(seat)),
                    }
                )
            if self._timing_changed():
                self.broadcast_presence()
        elif isinstance(event, ChallengeWindowOpened):
            window = window_message(self.match)
            for conn in self.connections.values():
                conn.send({"type": "challenge", **(window or {})})
        elif isinstance(event, GameOver):
            for conn in self.connections.values():
                conn.send(
                    {"type": "event", "event": "game_over", "totals": event.totals, "winners": event.winners}
                )
            self.say(_("The game is over."))
        elif isinstance(event, SeatChanged):
            self._timing_changed()
            self.broadcast_presence()
        elif isinstance(event, TurnTimedOut):
            name = self.match.players[event.seat]
            self.say(_("{name}'s time ran out: the computer played the turn.").format(name=name))
            self._timing_changed()
            self.broadcast_presence()
        elif isinstance(event, SaveFailed):
            self.say(event.message)

    def presence_data(self) -> dict[str, Any]:
        match = self.match
        seats = range(len(match.players))
        connected = [
            seat in self.connections or seat in self.here or match.is_computer(seat) for seat in seats
        ]
        turn = self.turn_left
        return {
            "connected": connected,
            "levels": [kind.level for kind in match.setup.seats],
            "names": [self.names.get(seat) for seat in seats],
            "turn": None
            if turn is None
            else {"seat": turn[0], "seconds_left": turn[1], "time_limit": self.turn_time},
            "timed_out": self.timed_out,
        }

    def broadcast_presence(self) -> None:
        presence = {"type": "presence", **self.presence_data()}
        for conn in self.connections.values():
            conn.send(presence)

    def hand_over(self, seat: int, level: str | None) -> None:
        """Give a remote seat to a computer player of ``level`` (its player is gone), or back to its
        player (``level`` None; joining again with the seat's code does that too). Raises
        InvalidInputError for a seat that is not remote or a level there is not."""
        if seat not in self.codes:
            raise InvalidInputError(_("Only a seat played from elsewhere can be handed over."))
        self.match.hand_over(seat, level)
        name = self.match.players[seat]
        if level is None:
            self.say(_("{name} plays their own seat again.").format(name=name))
        else:
            self.say(_("A computer player plays {name}'s seat.").format(name=name))

    @property
    def away(self) -> tuple[int, ...]:
        """The remote seats of people who are not connected now."""
        return tuple(
            seat
            for seat in self.remote_seats
            if seat not in self.connections and not self.match.is_computer(seat)
        )

    # ------------------------------------------------------------ what nobody decides at a keyboard

    @property
    def time_limit(self) -> float | None:
        """A challenge window's length in seconds (None: until everyone has passed)."""
        return self.driver.pacing.challenge_time

    @time_limit.setter
    def time_limit(self, seconds: float | None) -> None:
        self.driver.pacing.challenge_time = seconds

    @property
    def turn_time(self) -> float | None:
        """A person's turn's length in seconds (None: no turn timer), read as each turn begins."""
        return self.driver.pacing.turn_time

    @turn_time.setter
    def turn_time(self, seconds: float | None) -> None:
        self.driver.pacing.turn_time = seconds

    @property
    def bot_delay(self) -> float:
        return self.driver.pacing.computer_delay

    @bot_delay.setter
    def bot_delay(self, seconds: float) -> None:
        self.driver.pacing.computer_delay = seconds

    @property
    def timed_out(self) -> int | None:
        """The seat whose last turn the host played because its time ran out (until the next turn)."""
        return self.driver.timed_out

    @property
    def turn_left(self) -> tuple[int, float] | None:
        """The seat whose turn is being timed and its seconds left, or None (no timer running)."""
        return self.driver.turn_left()

    def _acted(self, wait: Wait, records: tuple[object, ...]) -> None:
        """The driver did something by itself: what of it the host's terminal hears."""
        if wait.stage is Stage.CHALLENGE and wait.seats and records:
            self.say(_("The challenge window closed: time is up."))

    def _timing_changed(self) -> bool:
        """True when the turn being timed is another one than the players were last told of."""
        left = self.driver.wait()
        timing = left.key if left.stage is Stage.PERSON and left.at is not None else None
        changed = timing != self._timing
        self._timing = timing
        return changed


class HostPort(LocalPort):
    """The port of the table at the host's keyboard: the host's match, with the seats played there
    (``--here``); the computer seats are the host's to play (their moves arrive as events), and
    its windows the host's turn driver's to open (with the host's time limit)."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.match)
        self.host = host

    def _here(self) -> tuple[int, ...]:
        return self.host.here

    def _presence(self) -> str | None:
        host = self.host
        return presence_line(self.match.players, host.away, host.turn_left, host.timed_out)
