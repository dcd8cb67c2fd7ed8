"""The joining side: :class:`RemotePort`, the table's port over a WebSocket to a host.

The table screens talk to a :class:`~quiddler.match.port.TablePort`; this one answers from the
host. Its own seat's view arrives with every event and is kept (:mod:`quiddler.remote.heard`), so
reading the table costs nothing; whether an action would be allowed the table asks that view (the
engine's rules read from the view, :mod:`quiddler.engine.legal`), so an action is one round trip:
``act``, then its ``answer`` or ``error``. The host still decides: what it refuses comes back
with its reason, said here in this player's language. The connection, its thread and joining
again after a drop are :mod:`quiddler.remote.link`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from quiddler.engine import (
    Action,
    CloseChallenges,
    IllegalActionError,
    InvalidInputError,
    NextRound,
    QuiddlerError,
    Record,
    RoundStarted,
    RuleOptions,
    TableView,
    action_to_dict,
)
from quiddler.i18n import _
from quiddler.match.events import Listener
from quiddler.match.port import MatchView, TableServices
from quiddler.match.setup import Seat
from quiddler.match.windows import PassChallenges
from quiddler.remote.heard import HostState
from quiddler.remote.link import ConnectionLost, JoinError
from quiddler.remote.presence import presence_line
from quiddler.remote.wire import record_from_wire, spectator_of

if TYPE_CHECKING:
    import ssl

    from quiddler.engine.ports import WordChecker

__all__ = ["RemotePort", "JoinError", "ConnectionLost"]


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


class RemotePort(HostState):
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
        super().__init__(url, code, name, ssl_context=ssl_context, retry=retry)
        self._open_checker = open_checker
        self._checker: WordChecker | None = None

    # ------------------------------------------------------------ the TablePort

    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(name, level) for name, level in zip(self._players, self._levels, strict=True))

    def view(self, seat: int | None) -> MatchView:
        view = self._view
        assert view is not None
        if seat is None:
            game: TableView = spectator_of(view)
        elif seat != self.seat:
            raise InvalidInputError(_("Only your own hand is shown here."))
        else:
            game = view
        return MatchView(game, self.seats, (self.seat,), self.dictionary_name, self.presence(), self.window())

    def submit(self, action: Action | PassChallenges) -> Record | None:
        if isinstance(action, (PassChallenges, CloseChallenges)):  # one message: this seat passes
            value = self._call({"type": "pass"})
            if value is None and isinstance(action, CloseChallenges):
                raise IllegalActionError(_("The others are still deciding."))
            return None if value is None else record_from_wire(value)
        value = self._call({"type": "act", "action": action_to_dict(action)})
        if value is None and isinstance(action, NextRound):  # another player dealt it first
            view = self._view
            dealt = [record for record in view.round_log if isinstance(record, RoundStarted)] if view else []
            if dealt:  # (its event came before this answer)
                return dealt[-1]
        return record_from_wire(value)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        return self.events.subscribe(listener)

    # ------------------------------------------------------------ beside the port

    def services(self) -> TableServices:
        """The table's services: the host's dictionary opened here (for hints and for writing
        words; the host decides every word all the same; without it, hints are off), and the
        reviews asked of the host (it has the whole game)."""
        return TableServices(
            self._local_checker, lambda: self.rules, _RemoteReview(self), look_up=self.look_up
        )

    def _local_checker(self) -> WordChecker:
        opener = self._open_checker
        try:
            if opener is None:
                from quiddler.match.dictionaries import open_checker

                return open_checker(self._dictionary, self.rules, family=self._family)
            return opener(self._dictionary, self.rules, self._family)
        except Exception:
            return _NoWords(self.dictionary_name)

    def look_up(self, text: str) -> str:
        """The game's dictionary's answer for ``text``, asked of the host (it has the dictionary)
        and said here, in this player's language, as the local look-up says it."""
        return str(self._ask("look_up", text=text))

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
