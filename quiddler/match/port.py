"""The one narrow interface the table screens talk to: :class:`TablePort`, and its local implementation.

A table reads views (a seat's :class:`~quiddler.engine.SeatView`, or a spectator's
:class:`~quiddler.engine.TableView` while every hand is face down; the game-over screen reads the
finished game's spectator view: totals, each round's summary, the winners), submits intentions,
and hears what happened through events. Whether an action would be allowed, and why not, it asks
the seat's view (``view.why_not``: the engine's reasons read from the view), never the port, so a
remote table acts in one round trip. What is a service rather than the match (the hints' solver,
the reviews) hangs off the port as its own small object (:attr:`TablePort.hints`,
:attr:`TablePort.review`). Everything that crosses is a plain value — views, records,
actions, sentences — and no :class:`~quiddler.engine.Game` does, so the same screens can sit on a
match played elsewhere: a remote port sends ``submit`` over the network, answers the questions
from the host, and turns the host's messages into the same events. :class:`LocalPort` is the port of a
:class:`~quiddler.match.Match` in this process (hot-seat play).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from quiddler.engine import Action, Card, Record, RuleOptions, TableView
    from quiddler.engine.ports import WordChecker
    from quiddler.match.events import Listener
    from quiddler.match.match import ChallengeWindow, Match
    from quiddler.players.seats import Seat

__all__ = ["TablePort", "LocalPort", "Hints", "Review", "LocalReview"]


class TablePort(Protocol):
    """What a table screen may know of a match and do to it (see the module docstring)."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def rules(self) -> RuleOptions: ...

    @property
    def dictionary_name(self) -> str:
        """The dictionary's name as players read it."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat (a person, or a computer player of a level)."""
        ...

    @property
    def here(self) -> tuple[int, ...]:
        """The seats played at this keyboard (hot-seat: every person; remote: one's own)."""
        ...

    def view(self, seat: int | None) -> TableView:
        """What ``seat`` may see; None: what anyone may see (no hand)."""
        ...

    @property
    def checker(self) -> WordChecker:
        """The words the game plays by, for writing them as players read them (Paris in Junior)
        and for the view's word checks; a remote port's stands for the host's (the host decides
        every word; without the host's dictionary its ``knows_words`` is False)."""
        ...

    def submit(self, action: Action) -> Record:
        """Ask for ``action``; its record, or the engine's refusal (IllegalActionError) raised.

        Challenges, closing a challenge window ("nobody challenges more": a remote port sends it as
        its seat passing) and dealing the next round are actions too."""
        ...

    def pass_challenges(self, seat: int) -> Record | None:
        """``seat`` (one of this keyboard's) challenges nothing more in the open window; the record
        of the window closing when that was the last decider, else None (the others decide on)."""
        ...

    def presence(self) -> str | None:
        """One line for the players about who is away (a remote game), or None: all are here."""
        ...

    def open_challenges(self) -> ChallengeWindow:
        """The challenge window of the words just laid (the computers have decided already)."""
        ...

    @property
    def hints(self) -> Hints:
        """The solver's hints for this game's words and rules (a service, not the match)."""
        ...

    @property
    def review(self) -> Review:
        """The reviews of finished rounds and games (a service, not the match)."""
        ...

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Hear every event of the match from now on; returns the function that stops it."""
        ...


class LocalPort:
    """The :class:`TablePort` of a :class:`~quiddler.match.Match` in this process (hot-seat)."""

    def __init__(self, match: Match) -> None:
        #: The match itself: for the application that owns it, never for the table screens.
        self.match = match

    @property
    def players(self) -> tuple[str, ...]:
        return self.match.players

    @property
    def rules(self) -> RuleOptions:
        return self.match.game.rules

    @property
    def dictionary_name(self) -> str:
        return self.match.dictionary_name

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.match.setup.seats

    @property
    def here(self) -> tuple[int, ...]:
        return self.match.people

    def view(self, seat: int | None) -> TableView:
        return self.match.view(seat)

    @property
    def checker(self) -> WordChecker:
        return self.match.checker

    def submit(self, action: Action) -> Record:
        return self.match.apply(action)

    def pass_challenges(self, seat: int) -> Record | None:
        return self.match.pass_challenges(seat)

    def presence(self) -> str | None:
        return None

    def open_challenges(self) -> ChallengeWindow:
        return self.match.open_challenges()

    @property
    def hints(self) -> Hints:
        return Hints(lambda: self.match.checker, lambda: self.match.game.rules)

    @property
    def review(self) -> Review:
        return LocalReview(self.match)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        return self.match.subscribe(listener)


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
