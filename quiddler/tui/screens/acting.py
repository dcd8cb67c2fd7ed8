"""The table's questions and its actions: what a key may do, asked of the view, and sending it.

:class:`Acting` is the part of the table screen between a key and the match. Whether an action
would be allowed, and why not, is read from the acting seat's view (``view.why_not``: the
engine's own reasons, :mod:`quiddler.engine.legal`), never asked of the port, so a remote table
asks its host nothing before it acts. An action is then applied at once on a local match, or
sent to a remote host from a thread worker: one round trip, the screen free meanwhile, moving on
when the answer comes (and a refusal said in this player's language, from its reason).
:class:`~quiddler.tui.screens.table.TableScreen` builds on it with the panels and the keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual import work

from quiddler.engine import (
    Action,
    Challenge,
    Discard,
    Discarded,
    Draw,
    Drew,
    GoOut,
    LaidDown,
    LayDown,
    Phase,
    QuiddlerError,
    Record,
    SeatView,
    WentOut,
    Word,
)
from quiddler.match.describe import describe_record
from quiddler.match.events import ActionApplied, Event
from quiddler.match.port import LocalPort
from quiddler.match.windows import PassChallenges
from quiddler.tui.screens.turn_flow import TurnFlow

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker

__all__ = ["Acting"]


class Acting(TurnFlow):
    """The table's questions and actions (see the module docstring)."""

    #: The action sent to a remote host and not answered yet (the keys wait for it).
    _sending: Action | None = None

    def _own_move_in_flight(self, event: Event) -> bool:
        """True for the event of the action this table sent and is waiting the answer of."""
        sending = self._sending
        if sending is None or not isinstance(event, ActionApplied):
            return False
        record = event.record
        made = _RECORD_OF.get(type(sending))
        return made is not None and isinstance(record, made) and record.seat == getattr(sending, "seat", None)

    def why_not(self, action: Action) -> str | None:
        """The engine's sentence against ``action`` now, or None: read from the acting seat's
        view (:meth:`SeatView.why_not <quiddler.engine.SeatView.why_not>`), never asked of the
        port. With checked words the dictionary is asked when this table has the game's (a remote
        one without it leaves the words to the host, who refuses with the reason)."""
        seat = _actor(action)
        try:
            view = self.port.view(self.shown if seat is None else seat).game
        except QuiddlerError as error:  # not a seat of this keyboard (another player's, remote)
            return str(error)
        if not isinstance(view, SeatView):
            view = self.port.view(self._any_seat()).game
        assert isinstance(view, SeatView)
        reason = view.why_not(action, self._words())
        return None if reason is None else str(reason)

    def can(self, action: Action) -> bool:
        """True if :meth:`why_not` has nothing against ``action``."""
        return self.why_not(action) is None

    def why_not_word(self, word: Word) -> str | None:
        """Why ``word`` could never be laid in this game (too few cards; checked words: not a
        word, where this table has the game's dictionary), from the view; None: it may be."""
        view = self.port.view(self.shown if self.shown is not None else self._any_seat()).game
        assert isinstance(view, SeatView)
        reason = view.why_not_word(word, self._words())
        return None if reason is None else str(reason)

    def _any_seat(self) -> int:
        """A seat whose view this table may read (this keyboard's first; a table of computers
        only: the first seat), for the questions that are no seat's (closing, the next round)."""
        return self.humans[0] if self.humans else 0

    def _words(self) -> WordChecker | None:
        """The game's word checker where this table has it (not a remote player's without the
        host's dictionary: its checker says ``knows_words = False``)."""
        checker = self.services.checker
        return checker if getattr(checker, "knows_words", True) else None

    def submit(
        self, action: Action | PassChallenges, done: Callable[[Record | None, str | None], None]
    ) -> None:
        """Hand ``action`` to the port; ``done(record, refusal)`` once it is answered (a record
        None without a refusal: taken, nothing applied yet, as a pass while others decide). A
        local match answers at once; a remote one from a worker (one round trip, the screen's
        thread never waits), and ``done`` runs back on the screen's thread if it is still up."""
        if not isinstance(self.port, LocalPort):
            self._send(action, done)
            return
        try:
            self._acting += 1
            record = self.port.submit(action)  # applied, saved, and told to the match's subscribers
        except QuiddlerError as error:
            refusal: str | None = str(error)
            record = None
        else:
            refusal = None
        finally:
            self._acting -= 1
        done(record, refusal)

    @work(thread=True, group="send")
    def _send(
        self, action: Action | PassChallenges, done: Callable[[Record | None, str | None], None]
    ) -> None:
        """Submit off the screen's thread (a remote port waits for the host's answer)."""
        try:
            record = self.port.submit(action)
        except QuiddlerError as error:  # the host's refusal (said in this player's language)
            self.app.call_from_thread(self._answered, done, None, str(error))
        else:
            self.app.call_from_thread(self._answered, done, record, None)

    def _answered(
        self, done: Callable[[Record | None, str | None], None], record: Record | None, refusal: str | None
    ) -> None:
        if self.is_mounted:  # (the challenge screen may be over it)
            done(record, refusal)

    def act(self, action: Action, *, then: Callable[[Record], None] | None = None) -> None:
        """A player's key: refused at once with the engine's reason, else submitted (see
        :meth:`submit`), and the table moves on when the answer comes. ``then`` runs after it
        was applied (instead of moving play on)."""
        if self._sending is not None:
            return  # one action at a time: the keys wait for the host's answer
        why = self.why_not(action)
        if why is not None:
            self.say(why, refused=True)
            return
        remote = not isinstance(self.port, LocalPort)
        if remote:
            self._sending = action

        def done(record: Record | None, refusal: str | None) -> None:
            self._sending = None
            if not self.is_attached:
                return
            if record is None:
                if refusal is not None:
                    self.say(refusal, refused=True)
                self.refresh_table()  # the host may have moved on meanwhile (its events were heard)
                return
            self._applied(advance=then is None)
            if then is not None:
                then(record)

        self.submit(action, done)

    def apply(self, action: Action, *, advance: bool = True) -> Record | None:
        """Ask the engine, apply at once, and move play on; a refusal is explained, never silent.
        For what only a local match does at once (a remote table's keys go through :meth:`act`)."""
        applied: list[Record] = []

        def done(record: Record | None, refusal: str | None) -> None:
            if refusal is not None:
                self.say(refusal, refused=True)
            elif record is not None:
                applied.append(record)
                self._applied(advance=advance)

        why = self.why_not(action)
        if why is not None:
            self.say(why, refused=True)
            return None
        if isinstance(self.port, LocalPort):
            self.submit(action, done)
        else:
            self.act(action)
        return applied[0] if applied else None

    def _applied(self, *, advance: bool) -> None:
        """After this table's action was applied: say it, repaint, and move play on."""
        # Said as the seat shown may see it: the view's log ends with this record, redacted for it.
        seen = self.view
        line = describe_record(seen.round_log[-1], seen.players, self.shown, self.services.checker)
        if seen.phase is not Phase.PLAY:
            self._reset_turn()
        self.message = line or ""
        self.words.next_step_shown = False
        self.refresh_table()
        if advance:
            self.advance()


def _actor(action: Action) -> int | None:
    """The seat whose view answers for ``action`` (None: any seat of this keyboard's)."""
    if isinstance(action, Challenge):
        return action.challenger
    seat = getattr(action, "seat", None)
    return seat if isinstance(seat, int) else None


#: The record each of a player's key actions makes (its event is the answer's forerunner).
_RECORD_OF: dict[type[Action], type[Drew | Discarded | WentOut | LaidDown]] = {
    Draw: Drew,
    Discard: Discarded,
    GoOut: WentOut,
    LayDown: LaidDown,
}
