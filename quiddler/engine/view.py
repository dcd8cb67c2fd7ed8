"""What one seat at the table may see (the OpenSpiel habit).

A :class:`SeatView` is a frozen copy made of plain values: it holds no reference to the game, so a
computer player handed one cannot reach the draw pile's order or another hand, however it tries.
The pass-the-keyboard screen renders the same object, so the app shows a player exactly what the
rules let them see. ``game.view(None)`` is a spectator's :class:`TableView`: everything public
(the face-up piles, the words on the table, how many cards each hand holds, the scores) and no hand
at all; a table shows it while every hand is face down. A :class:`SeatView` is a TableView whose
``seat`` is a seat (never None), so a computer player's view always says whose it is.

Only :meth:`Game.view <quiddler.engine.Game.view>` builds one, so this module needs nothing of the
game's: it is made of plain values (:mod:`quiddler.engine.state` and the records).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from quiddler.engine import legal
from quiddler.engine.actions import Action, Drew, Record, Source
from quiddler.engine.cards import Card
from quiddler.engine.reasons import Reason
from quiddler.engine.rules import RuleOptions
from quiddler.engine.scoring import RoundSummary
from quiddler.engine.state import LaidWord, Phase
from quiddler.engine.words import Word

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker

__all__ = ["SeatView", "TableView", "redact"]


def redact(record: Record, viewer: int | None) -> Record:
    """The record as ``viewer`` saw it: a card drawn blind by someone else is hidden (None)."""
    if isinstance(record, Drew) and record.source is Source.DRAW_PILE and record.seat != viewer:
        return Drew(record.round, record.seat, record.source, None, record.refilled)  # type: ignore[arg-type]
    return record


@dataclass(frozen=True)
class TableView:
    """What ``seat`` may see: its own hand, the piles as far as they are face up, counts, words,
    scores. ``seat`` None: a spectator's view, with an empty ``hand`` (see the module docstring)."""

    seat: int | None
    players: tuple[str, ...]
    rules: RuleOptions
    round: int
    hand_size: int
    dealer: int
    phase: Phase
    current: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    draw_count: int
    discard_pile: tuple[Card, ...]
    went_out: int | None
    final_turns_left: tuple[int, ...]
    table: tuple[tuple[LaidWord, ...], ...]
    laid_down: tuple[bool, ...]
    turns_taken: int
    totals: tuple[int, ...]
    summaries: tuple[RoundSummary, ...]
    round_log: tuple[Record, ...]
    #: After the last round: the seats with the highest total (ties share the win); before, ().
    winners: tuple[int, ...]

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def is_my_turn(self) -> bool:
        return self.current == self.seat and self.phase in (Phase.DRAW, Phase.PLAY)

    @property
    def is_final_turn(self) -> bool:
        """As :attr:`Game.is_final_turn <quiddler.engine.Game.is_final_turn>`: someone went out,
        or one player's short draw pile ran out on this turn (docs/rules.md §12)."""
        if self.phase is Phase.PLAY and self.rules.pile_ran_out(self.draw_count):
            return True
        return self.went_out is not None and self.phase in (Phase.DRAW, Phase.PLAY)

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def challenge_words(self) -> tuple[tuple[int, int], ...]:
        """During a challenge window: (seat, word index) of every word that may still be
        challenged (as :meth:`Game.challenge_words <quiddler.engine.Game.challenge_words>`)."""
        if self.phase is not Phase.CHALLENGE:
            return ()
        words = self.table[self.current]
        return tuple((self.current, index) for index, laid in enumerate(words) if laid.challenger is None)


@dataclass(frozen=True)
class SeatView(TableView):
    """A seat's view: a :class:`TableView` whose ``seat`` is always a seat (``game.view(seat)``)."""

    seat: int
    #: The engine's sentence for why this seat may not go out on the turn it is playing, or is
    #: about to play (someone went out already; the house rule against going out on a first
    #: turn), whatever its cards; None: nothing bars it
    #: (:meth:`Game.why_not_go_out_this_turn <quiddler.engine.Game.why_not_go_out_this_turn>`).
    why_not_go_out: str | None
    #: The same bar as a reason (a code and its arguments), for a front end to say in its reader's
    #: language; None: nothing bars it (or a view from a host that did not send it).
    go_out_bar: Reason | None = None

    def why_not(self, action: Action, checker: WordChecker | None = None) -> Reason | None:
        """Why the engine would refuse this seat's ``action`` now, or None: the table's question,
        answered from the view (:mod:`quiddler.engine.legal`; with checked words the dictionary
        is asked only when ``checker`` is given)."""
        return legal.refusal(self, action, checker)

    def can(self, action: Action, checker: WordChecker | None = None) -> bool:
        """True if :meth:`why_not` has no reason against ``action``."""
        return legal.refusal(self, action, checker) is None

    def why_not_word(self, word: Word, checker: WordChecker | None = None) -> Reason | None:
        """Why ``word`` could never be laid in this game (too few cards; checked words and a
        ``checker``: not a word), or None."""
        return legal.word_refusal(self, word, checker)

    @property
    def legal_moves(self) -> Iterator[Action]:
        """This seat's one-key actions the engine would accept now (draws, discards, closing the
        challenges, the next round), as python-chess's ``board.legal_moves``."""
        return legal.legal_moves(self)

    @property
    def may_go_out(self) -> bool:
        """True if this seat may go out now, given the cards to do it: it is playing its turn
        (drawn, not yet discarded) and nothing bars going out (:attr:`why_not_go_out`). The one
        answer the computer players, the coach and the hints read."""
        return self.phase is Phase.PLAY and self.current == self.seat and self.why_not_go_out is None
