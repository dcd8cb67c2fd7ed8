"""The one narrow interface the table screens talk to: :class:`TablePort`, and its local implementation.

A port is three calls: :meth:`~TablePort.view` (what a seat may see, as a :class:`MatchView`),
:meth:`~TablePort.submit` (an intention: any engine action, closing a challenge window included,
or a seat passing in one) and :meth:`~TablePort.subscribe` (what happens, as events). Everything
a table reads of the match is in the view: the engine's view of the game (a seat's
:class:`~quiddler.engine.SeatView`, or a spectator's :class:`~quiddler.engine.TableView` while
every hand is face down; the game-over screen reads the finished game's spectator view), who
plays each seat, which seats are played at this keyboard, the dictionary's name, who is away
and the open challenge window. Whether an action would be allowed, and why not, the table asks
the seat's view (``view.game.why_not``: the engine's reasons read from the view), never the
port, so a remote table asks nothing before it acts and an action is one round trip.

What is a service rather than the match (the word checker, the hints' solver, the reviews) is
not the port: :class:`TableServices`, handed to the table beside it by whoever built the port
(:func:`local_services` for a match in this process; a remote port makes its own). Everything
that crosses is a plain value (views, records, actions, sentences) and no
:class:`~quiddler.engine.Game` does, so the same screens sit on a match played elsewhere: a
remote port sends ``submit`` over the network and turns the host's messages into the same
events. :class:`LocalPort` is the port of a :class:`~quiddler.match.Match` in this process
(hot-seat play).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from quiddler.match.windows import PassChallenges

if TYPE_CHECKING:
    from quiddler.engine import Action, Card, Record, RuleOptions, TableView
    from quiddler.engine.ports import WordChecker
    from quiddler.match.events import Listener
    from quiddler.match.match import Match
    from quiddler.match.windows import ChallengeWindow
    from quiddler.players.seats import Seat

__all__ = [
    "TablePort",
    "MatchView",
    "LocalPort",
    "TableServices",
    "local_services",
    "Hints",
    "Review",
    "LocalReview",
]


@dataclass(frozen=True)
class MatchView:
    """What a table sees of a match at one moment: the engine's view of the game and the match's
    facts around it (read it again after anything happened: it does not change)."""

    #: The engine's view: a seat's (:class:`~quiddler.engine.SeatView`), or a spectator's.
    game: TableView
    #: Who plays each seat (a person, or a computer player of a level; a remote game's seat may
    #: be handed to a computer while its player is away).
    seats: tuple[Seat, ...]
    #: The seats played at this keyboard (hot-seat: every person; remote: one's own).
    here: tuple[int, ...]
    #: The dictionary's name as players read it.
    dictionary_name: str
    #: One line for the players about who is away and the turn's clock (a remote game), or None.
    presence: str | None = None
    #: The open challenge window (the computers have decided already), or None: none is open.
    window: ChallengeWindow | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.players

    @property
    def rules(self) -> RuleOptions:
        return self.game.rules

    @property
    def bots(self) -> frozenset[int]:
        """The seats computer players play."""
        return frozenset(seat for seat, who in enumerate(self.seats) if who.is_computer)


class TablePort(Protocol):
    """What a table screen may know of a match and do to it: exactly these three calls (see the
    module docstring; ``tests/match/test_port_members.py`` keeps it so)."""

    def view(self, seat: int | None) -> MatchView:
        """What ``seat`` may see; None: what anyone may see (no hand)."""
        ...

    def submit(self, action: Action | PassChallenges) -> Record | None:
        """Ask for ``action``: its record, or the engine's refusal (IllegalActionError) raised.

        Challenges, closing a window and dealing the next round are actions too; so is a seat's
        :class:`~quiddler.match.windows.PassChallenges` (it challenges nothing more): the record
        of the window closing when that seat was the last to decide, else None (the others decide
        on). Slow for a remote port (one round trip): call it from a worker there."""
        ...

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Hear every event of the match from now on; returns the function that stops it."""
        ...


class LocalPort:
    """The :class:`TablePort` of a :class:`~quiddler.match.Match` in this process (hot-seat)."""

    def __init__(self, match: Match) -> None:
        #: The match itself: for the application that owns it, never for the table screens.
        self.match = match

    def _here(self) -> tuple[int, ...]:
        return self.match.people

    def _presence(self) -> str | None:
        return None

    def view(self, seat: int | None) -> MatchView:
        match = self.match
        return MatchView(
            match.view(seat),
            match.setup.seats,
            self._here(),
            match.dictionary_name,
            self._presence(),
            match.challenge_window,
        )

    def submit(self, action: Action | PassChallenges) -> Record | None:
        if isinstance(action, PassChallenges):
            return self.match.pass_challenges(action.seat)
        return self.match.apply(action)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        return self.match.subscribe(listener)


class TableServices:
    """What a table uses beside its port: services, not the match. ``checker`` is the game's
    word checker (for writing words as players read them, Paris in Junior, and the view's word
    checks; a remote table's stands for the host's, opened here when first asked: without the
    host's dictionary its ``knows_words`` is False and the host decides every word), ``hints``
    the solver's for the game's words and rules, ``review`` the finished rounds' and game's."""

    def __init__(
        self,
        checker: Callable[[], WordChecker],
        rules: Callable[[], RuleOptions],
        review: Review,
        look_up: Callable[[str], str] | None = None,
    ) -> None:
        self._open = checker
        self._rules = rules
        self._asked = look_up
        self._checker: WordChecker | None = None
        #: The reviews of finished rounds and games (slow: call them in a worker).
        self.review = review
        #: The solver's hints for this game's words and rules.
        self.hints = Hints(lambda: self.checker, rules)

    @property
    def checker(self) -> WordChecker:
        if self._checker is None:
            self._checker = self._open()
        return self._checker

    @property
    def asks_host(self) -> bool:
        """Whether :meth:`look_up` asks a host over the network (a remote table), not this process."""
        return self._asked is not None

    def look_up(self, text: str) -> str:
        """The game's dictionary's answer for ``text``, as ``quiddler check`` says it: asked of the
        host at a remote table (it has the dictionary: may wait on the network), else here."""
        if self._asked is not None:
            return self._asked(text)
        from quiddler.match.lookup import look_up

        return look_up(self.checker, text, self._rules())


def local_services(match: Match) -> TableServices:
    """The services of a table over a match in this process (its checker, rules and reviews)."""
    return TableServices(lambda: match.checker, lambda: match.game.rules, LocalReview(match))


class Review(Protocol):
    """The reviews a table shows (a finished round's, a finished game's): slow, call in a worker."""

    def round_review(self, seat: int, round: int) -> str:
        """``seat``'s review of ``round`` in words (their cards: show it to them only). Slow (a
        replay and exact solves): call it in a worker."""
        ...

    def game_review(self, seats: Collection[int]) -> str:
        """The finished game's review of ``seats`` for the whole table (names no card: anyone may
        read it). Slow (a replay and exact solves): call it in a worker."""
        ...


class LocalReview:
    """The :class:`Review` of a match in this process."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def round_review(self, seat: int, round: int) -> str:
        from quiddler.match.review import round_review

        return round_review(self.match.game, seat, round)

    def game_review(self, seats: Collection[int]) -> str:
        from quiddler.match.review import game_review

        return game_review(self.match.game, seats)


class Hints:
    """The solver's hints for a game's words and rules, wherever the match is played: what a
    table needs of the solver (its checker and rules are read when asked: a remote port opens
    the host's dictionary late). Without the game's words (``knows_words`` False) there are none."""

    def __init__(self, checker: Callable[[], WordChecker], rules: Callable[[], RuleOptions]) -> None:
        self._checker = checker
        self._rules = rules

    def _words(self) -> WordChecker | None:
        checker = self._checker()
        return checker if getattr(checker, "knows_words", True) else None

    def solve(self, hand: Sequence[Card], *, discard: bool = True) -> Any:
        """The solver's :class:`~quiddler.solver.Solution` for ``hand`` by the game's rules (slow
        the first time a dictionary is used: call it in a worker)."""
        from quiddler.match.hints import solve_hand

        return solve_hand(hand, self._checker(), self._rules(), discard=discard)

    def ready(self) -> bool:
        """True when :meth:`solve` answers at once (the word index is loaded)."""
        from quiddler.match.hints import hints_ready

        checker = self._words()
        return checker is not None and hints_ready(checker)

    def warm(self, cancelled: Callable[[], bool]) -> bool:
        """Load (or build, the first time) what :meth:`solve` needs; in a worker. False: no hints."""
        from quiddler.match.hints import warm_hints

        checker = self._words()
        return checker is not None and warm_hints(checker, cancelled=cancelled)
