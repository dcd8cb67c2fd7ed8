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
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import msgspec

from quiddler.engine import (
    Action,
    Challenge,
    CloseChallenges,
    InvalidInputError,
    NextRound,
    Phase,
    QuiddlerError,
    Word,
    action_from_dict,
)
from quiddler.engine.ports import WordChecker
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import RuleOptions
from quiddler.engine.setup import name_problem
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
from quiddler.match.match import ChallengeWindow, Match
from quiddler.match.port import LocalPort
from quiddler.match.running import AsyncDriver
from quiddler.remote.presence import presence_line
from quiddler.remote.protocol import (
    MAX_MESSAGE,
    VERSION,
    Act,
    Ask,
    ClientMessage,
    Hello,
    Pass,
    ProtocolError,
    WireAction,
    decode_client,
    encode,
    version_reason,
)
from quiddler.remote.reasons import reason_field
from quiddler.remote.saving import BackgroundAutosave
from quiddler.remote.wire import record_to_wire, view_to_wire

if TYPE_CHECKING:
    import ssl

    from websockets.asyncio.server import Server, ServerConnection


__all__ = ["Host", "HostPort", "new_code", "CODE_ALPHABET"]

#: Seat codes are read aloud and typed: no 0/O, 1/I/L.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: Seconds a new connection has to say hello.
HELLO_TIMEOUT = 10.0
#: Messages a connection may send per second on average, and in one burst (a table asks a few
#: questions per key: whether each of its keys would work now).
RATE, BURST = 100.0, 200
#: Refused messages (garbage, floods) after which a connection is closed.
MAX_STRIKES = 20
#: Messages waiting to be sent to one connection before it is judged too slow and closed.
MAX_QUEUED = 2000


@dataclass(frozen=True)
class _Close:
    """Close a connection with this code and reason (after what was queued before it)."""

    code: int
    reason: str


#: The close of a connection refused :data:`MAX_STRIKES` times (1008: policy violation).
TOO_MANY_REFUSED = _Close(1008, f"{MAX_STRIKES} messages refused")


def last_strike(sentence: str) -> str:
    """The refusal that closes a connection: its own reason, and the limit reached."""
    limit = _("That is {count} messages refused on this connection, the most there may be: it is closed.")
    return f"{sentence} {limit.format(count=MAX_STRIKES)}"


def new_code() -> str:
    """A seat code: 8 characters from :data:`CODE_ALPHABET` (40 bits), as ``K7MQ-2XPA``."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


def _same_code(typed: str, code: str) -> bool:
    """Compared in constant time, ignoring case, spaces and the dash."""
    clean = typed.upper().replace("-", "").replace(" ", "")
    return secrets.compare_digest(clean.encode(), code.replace("-", "").encode())


@dataclass
class _Connection:
    seat: int
    socket: ServerConnection
    name: str
    #: The player's language (the hello's ``lang``): what is made for them alone is said in it.
    lang: str | None = None
    #: The game's saves: what is sent waits for the state it was made in to be on the disk.
    durable: BackgroundAutosave | None = None
    #: What to send, each with the save it waits for (None: close; a _Close: close so).
    queue: asyncio.Queue[tuple[bytes, int] | _Close | None] = field(default_factory=asyncio.Queue)
    tokens: float = BURST
    refilled: float = field(default_factory=time.monotonic)
    strikes: int = 0

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message``; it leaves once the game's state it was made in is saved (see
        :meth:`Host._writer`)."""
        if self.queue.qsize() >= MAX_QUEUED:
            return  # the writer closes it (see Host._writer)
        ticket = self.durable.ticket() if self.durable is not None else 0
        self.queue.put_nowait((encode(message), ticket))

    def allowed(self) -> bool:
        """Token bucket: RATE messages a second on average, BURST at once."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.refilled) * RATE)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


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
        self.connections: dict[int, _Connection] = {}
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

        conn: _Connection | None = None
        try:
            conn = await self._greet(socket)
            if conn is None:
                return
            writer = asyncio.create_task(self._writer(conn))
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
                self._broadcast_presence()

    async def _greet(self, socket: ServerConnection) -> _Connection | None:
        """The hello: the right room, the protocol's version, a seat's code, a good name."""

        async def refuse(sentence: str | Reason) -> None:
            message = {"type": "error", "message": str(sentence), "fatal": True, **_reason(sentence)}
            await socket.send(encode(message).decode())
            await socket.close(1008, "refused")

        path = socket.request.path if socket.request is not None else "/"
        if not path.split("?")[0].strip("/"):  # a lobby's address (a lobby's room hosted alone)
            await refuse(Reason("not_a_lobby"))
            return None
        if path.strip("/") != self.room:
            await refuse(Reason("no_such_game", {"path": path}))
            return None
        try:
            raw = await asyncio.wait_for(socket.recv(), HELLO_TIMEOUT)
            hello = decode_client(raw)
        except TimeoutError:
            await refuse(Reason("no_hello_in_time"))
            return None
        except ProtocolError as error:
            await refuse(str(error))
            return None
        if not isinstance(hello, Hello):
            await refuse(Reason("hello_first"))
            return None
        too_old_or_new = version_reason(hello.version)
        if too_old_or_new is not None:
            await refuse(too_old_or_new)
            return None
        seat = next((seat for seat, code in self.codes.items() if _same_code(hello.code, code)), None)
        if seat is None:
            await asyncio.sleep(0.5)  # guessing codes is slow
            await refuse(Reason("wrong_seat_code"))
            return None
        name = self.match.players[seat]
        if hello.name is not None:
            problem = name_problem(hello.name)
            if problem is not None:
                await refuse(problem[:1].upper() + problem[1:] + ".")
                return None
            name = hello.name
        old = self.connections.get(seat)
        if old is not None:
            elsewhere = Reason("joined_elsewhere")
            old.send({"type": "error", "message": str(elsewhere), "fatal": True, **_reason(elsewhere)})
            old.queue.put_nowait(None)
        if self.match.is_computer(seat):  # back after a computer played for them
            self.hand_over(seat, None)
        conn = _Connection(seat, socket, name, hello.lang, self.durable)
        self.connections[seat] = conn
        self.names[seat] = name
        conn.send(self._welcome(seat))
        self.say(_("{seat} joined as {name}.").format(seat=self.match.players[seat], name=name))
        self._broadcast_presence()
        return conn

    def _welcome(self, seat: int) -> dict[str, Any]:
        match = self.match
        message: dict[str, Any] = {
            "type": "welcome",
            "version": VERSION,
            "seat": seat,
            "players": list(match.players),
            "levels": [kind.level for kind in match.setup.seats],
            "dictionary": match.dictionary_name,
            "dictionary_key": match.setup.dictionary,
            "family": match.setup.family,
            "number": len(match.game.records),
            "view": view_to_wire(match.view(seat)),
            "presence": self._presence(),
        }
        window = self._window_message()
        if window is not None:
            message["window"] = window
        return message

    async def _writer(self, conn: _Connection) -> None:
        """Send ``conn``'s messages in order, each once the game's state it was made in is on the
        disk: a move seen (its event, its answer, the card it drew) is never lost nor dealt again
        otherwise after a crash. A client that cannot keep up is closed."""
        durable = conn.durable
        while True:
            item = await conn.queue.get()
            if item is None or isinstance(item, _Close) or conn.queue.qsize() >= MAX_QUEUED:
                close = item if isinstance(item, _Close) else _Close(1000 if item is None else 1008, "")
                await conn.socket.close(close.code, close.reason)
                return
            message, ticket = item
            if durable is not None and not durable.written(ticket):
                await asyncio.wrap_future(durable.when_written(ticket))
            await conn.socket.send(message.decode())
            self.sent += 1

    def _strike(self, conn: _Connection, id: int | None, sentence: str | Reason) -> bool:
        """Refuse one message by its ``id``; the :data:`MAX_STRIKES`-th closes the connection, and
        its ``error`` names the limit (so does the close's reason)."""
        conn.strikes += 1
        last = conn.strikes >= MAX_STRIKES
        message = last_strike(str(sentence)) if last else str(sentence)
        conn.send({"type": "error", "id": id, "message": message, "fatal": last, **_reason(sentence)})
        if last:
            self.say(
                _("{name}'s connection sent too much that made no sense: closed.").format(name=conn.name)
            )
            conn.queue.put_nowait(TOO_MANY_REFUSED)
            return False
        return True

    def _handle(self, conn: _Connection, raw: str | bytes) -> bool:
        """Answer one message; False: close the connection (it flooded or sent garbage too often).
        Every refusal is an ``error`` with the message's ``id`` (null only if it had none)."""
        try:
            message = decode_client(raw)
        except ProtocolError as error:
            return self._strike(conn, error.id, str(error))
        id = getattr(message, "id", None)
        if not conn.allowed():
            return self._strike(conn, id, Reason("slow_down"))
        try:
            self._answer(conn, message)
        except ProtocolError as error:
            self._strike(conn, id, error.why or str(error))
        except QuiddlerError as error:  # the engine's refusal: a reason, and its sentence here
            conn.send({"type": "error", "id": id, "message": str(error), "fatal": False, **_reason(error)})
        return True

    def _answer(self, conn: _Connection, message: ClientMessage) -> None:
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
            action = self._own_action(seat, message.action)
            if isinstance(action, CloseChallenges):  # from a player: "I challenge nothing more"
                record = self._pass(seat)
                value = record_to_wire(record) if record is not None else None
            elif isinstance(action, NextRound) and self._dealt_already():
                value = None  # another player dealt it first: the same round, nothing more to do
            else:
                self._check_challenger(action)
                value = record_to_wire(redact(match.apply(action), seat))
            conn.send({"type": "answer", "id": message.id, "value": value})
            return
        with speaking(conn.lang):  # what is made for this player alone, in their language
            value = self._question(seat, message)
        if callable(value):  # a slow answer (a review: a replay and exact solves), off the loop
            asyncio.get_running_loop().create_task(self._answer_later(conn, message.id, value))
            return
        if isinstance(value, _LookedUp):  # the verdict as data, and the sentence for older clients
            conn.send({"type": "answer", "id": message.id, "value": value.sentence, "look_up": value.data})
            return
        if isinstance(value, Reason):  # why not: the sentence here, and the reason to say it there
            conn.send({"type": "answer", "id": message.id, "value": str(value), **_reason(value)})
            return
        conn.send({"type": "answer", "id": message.id, "value": value})

    def _dealt_already(self) -> bool:
        """Whether a ``next_round`` finds its round already dealt: after a round's scores, each
        person may deal the next one, and the second to ask gets an answer (nothing done), not
        an error."""
        game = self.match.game
        return (
            not game.is_over and game.phase is not Phase.ROUND_OVER and len(game.summaries) == game.round > 0
        )

    async def _answer_later(self, conn: _Connection, id: int, work: Callable[[], str]) -> None:
        def said_to_them() -> str:
            with speaking(conn.lang):
                return work()

        try:
            conn.send({"type": "answer", "id": id, "value": await asyncio.to_thread(said_to_them)})
        except Exception as error:  # never a traceback: the player hears why
            conn.send({"type": "error", "id": id, "message": str(error), "fatal": False, **_reason(error)})

    def _pass(self, seat: int) -> Any:
        window = self.match.challenge_window
        if window is None or seat not in window.deciders:
            raise InvalidInputError(Reason("nothing_to_challenge"))
        return self.match.pass_challenges(seat)

    def _own_action(self, seat: int, data: WireAction) -> Action:
        """The action ``data`` describes, if it is ``seat``'s to take."""
        action = action_from_dict(msgspec.to_builtins(data))
        actor = action.challenger if isinstance(action, Challenge) else getattr(action, "seat", seat)
        if actor != seat:
            raise ProtocolError(Reason("not_your_move"))
        return action

    def _check_challenger(self, action: Action) -> None:
        if isinstance(action, Challenge):
            window = self.match.challenge_window
            if window is None or action.challenger not in window.waiting:
                raise InvalidInputError(Reason("cannot_challenge_now"))

    def _question(self, seat: int, ask: Ask) -> Any:
        match = self.match
        game = match.game
        if ask.question == "why_not":
            if ask.action is None:
                raise ProtocolError(Reason("which_action"))
            action = self._own_action(seat, ask.action)
            if isinstance(action, Challenge):
                window = match.challenge_window
                if window is None or seat not in window.waiting:
                    return Reason("cannot_challenge_now")
            if isinstance(action, NextRound) and self._dealt_already():
                return None  # dealt by another player: asking to deal it is answered, not refused
            return _refusal(lambda: game.verify(action))
        if ask.question == "why_not_word":
            if not ask.word:
                raise ProtocolError(Reason("which_word"))
            word = Word.parse(ask.word)
            return _refusal(lambda: game.verify_word(word))
        if ask.question == "why_not_go_out":
            return game.go_out_bar(seat)
        if ask.question == "look_up":
            return _look_up(match.checker, ask.text or "", game.rules)
        if ask.question == "round_review":
            if ask.round is None or ask.round >= len(game.summaries):
                return Reason("round_not_over_yet")
            from quiddler.match.review import round_review

            round = ask.round
            return lambda: round_review(game, seat, round)
        if ask.question == "game_review":
            if not game.is_over:
                return Reason("game_not_over_yet")
            from quiddler.match.review import game_review

            seats = [s for s in ask.seats or () if s < len(game.players)]
            return lambda: game_review(game, seats)
        return self._window_message()

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
                self._broadcast_presence()
        elif isinstance(event, ChallengeWindowOpened):
            window = self._window_message()
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
            self._broadcast_presence()
        elif isinstance(event, TurnTimedOut):
            name = self.match.players[event.seat]
            self.say(_("{name}'s time ran out: the computer played the turn.").format(name=name))
            self._timing_changed()
            self._broadcast_presence()
        elif isinstance(event, SaveFailed):
            self.say(event.message)

    def _window_message(self) -> dict[str, Any] | None:
        window = self.match.challenge_window
        if window is None:
            return None
        deadline = window.deadline
        left = None if deadline is None else max(0.0, deadline - self.match.clock())
        return {
            "layer": window.layer,
            "deciders": list(window.deciders),
            "waiting": list(window.waiting),
            "seconds_left": left,
            "time_limit": window.time_limit,
            "decided": [record_to_wire(record) for record in window.decided],
        }

    def _presence(self) -> dict[str, Any]:
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

    def _broadcast_presence(self) -> None:
        presence = {"type": "presence", **self._presence()}
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
    (``--here``); the computer seats are the host's to play (their moves arrive as events)."""

    def __init__(self, host: Host) -> None:
        super().__init__(host.match)
        self.host = host

    @property
    def here(self) -> tuple[int, ...]:
        return self.host.here

    def computer_move(self, seat: int) -> None:
        return None

    def open_challenges(self) -> ChallengeWindow:
        return self.match.open_challenges(time_limit=self.host.time_limit)

    def presence(self) -> str | None:
        host = self.host
        return presence_line(self.match.players, host.away, host.turn_left, host.timed_out)


def _reason(what: BaseException | Reason | str) -> dict[str, Any]:
    """The ``reason`` field of a message saying ``what``, when it has one (else no field)."""
    if isinstance(what, str):
        return {}
    field = reason_field(what)
    return {} if field is None else {"reason": field}


def _refusal(verify: Callable[[], None]) -> Reason | str | None:
    """What ``verify`` raises, as a reason (or the sentence of an error without one), or None."""
    try:
        verify()
    except QuiddlerError as error:
        return error.why or str(error)
    return None


@dataclass(frozen=True)
class _LookedUp:
    """A look-up's answer: the sentence (``value``, for clients of the first protocol) and the
    dictionary's verdict as data (``look_up``), which a client phrases in its own language."""

    sentence: str
    data: dict[str, Any]


def _look_up(checker: WordChecker, typed: str, rules: RuleOptions) -> _LookedUp:
    """What the game's dictionary says of ``typed``: the verdict (allowed, why not, a name, a
    house word) as data, and the look-up's sentence (in the asker's language)."""
    from quiddler.engine.letters import fold_accents
    from quiddler.engine.ports import Explains
    from quiddler.match.lookup import look_up

    word = fold_accents(typed.strip().lower())
    explains = checker if isinstance(checker, Explains) else None
    why = explains.why_not(word) if explains is not None else None
    allowed = why is None if explains is not None else checker.is_word(word)
    data = {
        "text": typed,
        "allowed": allowed,
        "why": why,
        "proper_noun": bool(explains is not None and explains.is_proper_noun(word)),
        "house_word": bool(explains is not None and explains.is_house_word(word)),
    }
    return _LookedUp(look_up(checker, typed, rules), data)
