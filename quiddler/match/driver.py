"""The turn driver: whose decision is next, until when, and what the match does by itself when due.

Every front end runs this one driver, so each rule about the order of play is written once: the
pause before a computer's move (pacing), a person's turn time (``quiddler host --turn-time``), the
challenge windows (opening them once the computers have decided, their time limits, closing them
when nobody is left to decide) and the next round. The driver keeps no timer and no thread: it is
*clock-injected* (it reads the time it is handed, or ``clock``), and a front end asks it

* :meth:`Driver.wait` — what the match is waiting for now (a :class:`Wait`: a computer's move, a
  person's decision, a challenge window, the round's end) and *when* the driver will act by itself
  (``at``; None: only a person moves it on), then
* :meth:`Driver.think` (a computer's move: slow, any thread) and :meth:`Driver.play` it, or
  :meth:`Driver.act` once ``at`` has come.

Three runners sit on it: :func:`step` / :func:`play_out` here (synchronous, no pauses: ``quiddler
simulate``, tests, a script), and :class:`~quiddler.match.running.AsyncDriver` (an asyncio task:
the network host, and the Textual table on the app's own loop). A whole game with computer
players, saved, is::

    match = Match.new(setup, checker=words, store=SaveStore())
    play_out(match)        # every computer move, challenge window and round, until a person acts
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from quiddler.engine import Phase, QuiddlerError, Record
from quiddler.match.computers import ComputerMove
from quiddler.match.events import ComputerTrouble, TurnTimedOut
from quiddler.match.match import PLAYING, Match

__all__ = ["Driver", "Pacing", "Stage", "Wait", "play_out", "step"]


class Stage(enum.Enum):
    """What a match is waiting for."""

    #: A computer seat's move (shown no sooner than ``at``: pacing).
    COMPUTER = "computer"
    #: A person's turn (``at``: their turn time runs out and the driver plays it for them).
    PERSON = "person"
    #: Words were just laid: the window opens at ``at`` (the computers decide as it opens).
    WINDOW = "window"
    #: A challenge window is open: the people in ``seats`` decide (``at``: it closes by itself).
    CHALLENGE = "challenge"
    #: The round's scores are read (``at``: the driver deals the next round).
    ROUND_END = "round_end"
    #: The game is over.
    OVER = "over"


@dataclass
class Pacing:
    """How long each kind of wait lasts (seconds); the front end's choice, the driver's to apply."""

    #: The pause before each of a computer's moves (0: none), so people can follow it.
    computer_delay: float = 0.0
    #: The pause after a computer laid words, before the challenge window covers them.
    words_shown: float = 0.0
    #: How long a challenge window stays open (None: until every person has passed).
    challenge_time: float | None = None
    #: How long a person's turn may last before the driver plays it for them (None: no limit).
    #: It covers the round's end too: the next round is dealt once it has passed, so a game
    #: nobody is at never sits at a round's scores for good.
    turn_time: float | None = None
    #: True where the people deciding a window sit at this keyboard: a window whose every word has
    #: been challenged stays until they close it (they read what the challenges cost); False: it
    #: closes at once (a host's window, decided at other keyboards).
    windows_closed_here: bool = False


@dataclass(frozen=True)
class Wait:
    """What the match waits for (:class:`Stage`), whose it is, and when the driver acts by itself."""

    stage: Stage
    #: The seat deciding (COMPUTER, PERSON), or the people who may still challenge (CHALLENGE).
    seats: tuple[int, ...] = ()
    #: When the driver acts by itself, on its clock (None: only a person moves the game on).
    at: float | None = None
    #: Which wait this is: it changes whenever the game moves on (a front end's thinking that
    #: started under another key is stale).
    key: tuple[object, ...] = ()

    @property
    def seat(self) -> int | None:
        return self.seats[0] if self.seats else None

    def due(self, now: float) -> bool:
        return self.at is not None and now >= self.at


class Driver:
    """Runs the order of play of ``match`` with ``pacing`` (see the module docstring).

    It hears the match's events (so a wait's clock starts when the game reached it, whoever moved
    it there) and reads ``clock`` (the match's by default) for the time when none is handed in.
    """

    def __init__(
        self, match: Match, pacing: Pacing | None = None, *, clock: Callable[[], float] | None = None
    ):
        self.match = match
        self.pacing = pacing if pacing is not None else Pacing()
        self.clock = clock if clock is not None else match.clock
        #: The seat whose last turn the driver played because its time ran out (until a new turn).
        self.timed_out: int | None = None
        self._key: tuple[object, ...] = ()
        self._since = 0.0
        self._limit: float | None = None
        self._hurried: tuple[int, ...] | None = None  # the computer seat whose turn is hurried
        self._stuck: tuple[object, ...] | None = None  # a wait whose action was refused: a person's now
        self._unsubscribe = match.subscribe(lambda event: self._observe(self.clock()))
        self._observe(self.clock())

    def close(self) -> None:
        """Stop hearing the match (the driver is not used any more)."""
        self._unsubscribe()

    # ------------------------------------------------------------ what comes next

    def wait(self, now: float | None = None) -> Wait:
        """What the match waits for at ``now`` (default: the clock), and until when."""
        now = self.clock() if now is None else now
        self._observe(now)
        stage, seats = self._stage()
        at: float | None = None
        if self._key != self._stuck and self._limit is not None:
            paced = stage in (Stage.COMPUTER, Stage.WINDOW)
            hurried = self._hurried is not None and self._hurried == (self.match.game.current,)
            at = self._since + (0.0 if paced and hurried else self._limit)
        return Wait(stage, seats, at, self._key)

    def _stage(self) -> tuple[Stage, tuple[int, ...]]:
        match = self.match
        game = match.game
        if game.is_over:
            return Stage.OVER, ()
        if game.phase in PLAYING:
            seat = game.current
            return (Stage.COMPUTER if match.is_computer(seat) else Stage.PERSON), (seat,)
        if game.phase is Phase.CHALLENGE:
            window = match.challenge_window
            if window is None:
                return Stage.WINDOW, (game.current,)
            closes = not game.challenge_words and not self.pacing.windows_closed_here
            return Stage.CHALLENGE, () if closes else window.waiting
        return Stage.ROUND_END, ()

    def _turn_key(self) -> tuple[object, ...]:
        """One seat's turn: from its draw to the challenges of what it laid."""
        game = self.match.game
        return ("turn", game.round, game.current, len(game.records) - (game.phase is Phase.PLAY))

    def _observe(self, now: float) -> None:
        """Start the clock of the wait the game is in, if it is a new one."""
        stage, seats = self._stage()
        game = self.match.game
        key: tuple[object, ...]
        limit: float | None = None
        pacing = self.pacing
        everyone_computer = all(self.match.is_computer(seat) for seat in range(game.player_count))
        if stage is Stage.COMPUTER:
            key, limit = ("computer", len(game.records), seats), pacing.computer_delay
        elif stage is Stage.PERSON:
            # One deadline for the whole turn (drawing does not restart it); a seat handed back to
            # its person mid-turn is timed from then.
            key, limit = ("person", *self._turn_key()[1:]), pacing.turn_time
        elif stage is Stage.WINDOW:
            key = ("window", len(game.records))
            limit = pacing.words_shown if self.match.is_computer(game.current) else 0.0
        elif stage is Stage.CHALLENGE:
            window = self.match.challenge_window
            key = ("challenge", len(game.records), seats)
            if not seats:
                limit = 0.0  # nobody left to decide, or no word left to challenge: it closes
            elif window is not None and window.deadline is not None:
                limit = max(0.0, window.deadline - now)
        elif stage is Stage.ROUND_END:
            key = ("round_end", game.round)
            limit = 3 * pacing.computer_delay if everyone_computer else pacing.turn_time
        else:
            key = ("over",)
        if key == self._key:
            return
        if stage is Stage.PERSON and game.phase is Phase.DRAW:
            self.timed_out = None  # a new turn: whose time ran out last is old news
        if stage not in (Stage.COMPUTER, Stage.WINDOW) or (
            stage is Stage.COMPUTER and seats != self._hurried
        ):
            self._hurried = None  # a hurry lasts one computer's turn
        self._key, self._since, self._limit = key, now, limit

    # ------------------------------------------------------------ pacing

    def hurry(self) -> None:
        """No more pauses for the rest of this computer's turn (space at the table)."""
        self._hurried = (self.match.game.current,)

    def deadline_in(self, seconds: float, now: float | None = None) -> None:
        """Make the present wait end ``seconds`` from ``now`` (a host's operator, a test)."""
        now = self.clock() if now is None else now
        self._observe(now)
        self._limit = now + seconds - self._since
        self._stuck = None

    def turn_left(self, now: float | None = None) -> tuple[int, float] | None:
        """The person whose turn is being timed and their seconds left, or None."""
        now = self.clock() if now is None else now
        wait = self.wait(now)
        if wait.stage is not Stage.PERSON or wait.at is None or wait.seat is None:
            return None
        return wait.seat, max(0.0, wait.at - now)

    # ------------------------------------------------------------ acting

    def think(self, seat: int) -> ComputerMove:
        """The computer player of ``seat`` decides (slow: any thread; it changes nothing)."""
        return self.match.computer_move(seat)

    def play(self, move: ComputerMove, key: tuple[object, ...] | None = None) -> Record | None:
        """Apply a computer's move if it is still that seat's to make (it was not handed back to a
        person, nobody else moved meanwhile: same ``key``); None when it is stale."""
        match = self.match
        wait = self.wait()
        if (
            wait.stage is not Stage.COMPUTER
            or wait.seat != move.seat
            or (key is not None and key != wait.key)
        ):
            return None
        if not match.can(move.action):
            if match.strict:
                match.apply(move.action)  # raises the engine's refusal
            return None
        if move.problem is not None:
            match.events.emit(ComputerTrouble(move.seat, move.problem))
        return match.apply(move.action)

    def act(self, now: float | None = None) -> tuple[Record, ...]:
        """Do what is due at ``now``: open a window (the computers challenge), close one, play a
        person's turn whose time ran out, deal the next round. Computer moves are :meth:`think`
        and :meth:`play`. The records of what was applied; () when nothing was due."""
        now = self.clock() if now is None else now
        wait = self.wait(now)
        if not wait.due(now) or wait.stage is Stage.COMPUTER:
            return ()
        try:
            records = self._do(wait)
        except QuiddlerError:
            records = ()
        if not records and self.wait(now).key == wait.key:
            self._stuck = wait.key  # refused: it waits for a person (or :meth:`deadline_in`)
        return records

    def _do(self, wait: Wait) -> tuple[Record, ...]:
        match = self.match
        if wait.stage is Stage.WINDOW:
            window = match.open_challenges(time_limit=self.pacing.challenge_time)
            return window.decided
        if wait.stage is Stage.CHALLENGE:
            return (match.close_challenges(),)
        if wait.stage is Stage.ROUND_END:
            return (match.next_round(),)
        if wait.stage is Stage.PERSON and wait.seat is not None:
            return self._time_ran_out(wait.seat)
        return ()

    def _time_ran_out(self, seat: int) -> tuple[Record, ...]:
        """Play the rest of ``seat``'s turn for its person (draw, then discard or lay down)."""
        match = self.match
        game = match.game
        records: list[Record] = []
        for _step in range(3):
            if game.current != seat or game.phase not in PLAYING or match.is_computer(seat):
                break
            records.append(match.apply(match.stand_in_move(seat)))
        if records:
            self.timed_out = seat
            match.events.emit(TurnTimedOut(seat))
        return tuple(records)


def step(match: Match, driver: Driver | None = None) -> Record | None:
    """Apply the next thing nobody decides at a keyboard, with no pauses: a computer's move, the
    opening of a challenge window (the computers challenge), the closing of one no person can
    challenge in, the next round (headless: nobody reads the scores). Its record, or None when a
    person must act (their turn, their challenges) or the game is over."""
    own = driver is None
    driver = driver if driver is not None else Driver(match)
    try:
        wait = driver.wait()
        if wait.stage is Stage.COMPUTER and wait.seat is not None:
            return driver.play(driver.think(wait.seat), wait.key)
        if wait.stage is Stage.WINDOW:
            decided = match.open_challenges(time_limit=driver.pacing.challenge_time).decided
            return decided[-1] if decided else step(match, driver)
        if wait.stage is Stage.CHALLENGE and not wait.seats:
            return match.close_challenges()
        if wait.stage is Stage.ROUND_END:
            return match.next_round()
        return None
    finally:
        if own:
            driver.close()


def play_out(match: Match) -> int:
    """:func:`step` until a person must act or the game is over; how many actions it applied."""
    driver = Driver(match)
    count = 0
    try:
        while step(match, driver) is not None:
            count += 1
    finally:
        driver.close()
    return count
