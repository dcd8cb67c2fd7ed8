"""The game: a state machine over rounds, turns, final turns and challenges (docs/rules.md §2–§6).

Every action goes through :meth:`Game.verify`, the one place that knows the rules of legality; it
raises a specific :class:`~quiddler.engine.errors.IllegalActionError` before anything is touched,
so an illegal action leaves the game exactly as it was. :meth:`Game.apply` then changes the state
and returns a frozen record, which is kept in :attr:`Game.records`.

``Game`` is put together from one class per part, each in the module named for it: the state and
its readers (``table_state.py``), legality (``legality.py``), the turn's actions (``turn_actions.py``),
challenges (``challenges.py``) and the end of a round (``round_end.py``); this module deals, shows
views and dispatches actions.

Phases of a round::

    DRAW ──draw──▶ PLAY ──discard──▶ DRAW (next seat)
                    │ go out / lay down (final turn)
                    ▼
                CHALLENGE (table rules, words laid) ──close──▶ DRAW (next final turn)
                                                          └──▶ ROUND_OVER ──next round──▶ DRAW
                                                          └──▶ GAME_OVER (after the last round)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, overload

from quiddler.engine.actions import (
    Action,
    Challenge,
    Challenged,
    ChallengesClosed,
    CloseChallenges,
    Discard,
    Discarded,
    Draw,
    Drew,
    GoOut,
    LaidDown,
    LayDown,
    NextRound,
    Record,
    RoundStarted,
    Source,
    WentOut,
)
from quiddler.engine.cards import Card
from quiddler.engine.daily import DailyShuffler, date_of_seed
from quiddler.engine.legality import Legality
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.engine.scoring import RoundSummary, dealer_of
from quiddler.engine.setup import GameSetup
from quiddler.engine.shuffle import Shuffler, new_seed
from quiddler.engine.turn_actions import TurnActions
from quiddler.engine.view import SeatView, TableView, redact
from quiddler.engine.words import Word

__all__ = ["Game"]


def _shuffler(setup: GameSetup) -> Shuffler:
    """The shuffler a setup implies: the day's deal for a daily game (its seed is the date,
    :mod:`quiddler.engine.daily`), else ``random.Random`` seeded with the setup's seed."""
    if setup.rules.daily_deal:
        return DailyShuffler(date_of_seed(setup.seed), setup.rules.daily_deal)
    return random.Random(setup.seed)


class Game(Legality, TurnActions):
    """One game of Quiddler for 2–8 players, or the daily game for one (docs/rules.md §12).

    >>> from quiddler.engine import WordSet
    >>> game = Game.new(["Ann", "Bob"], checker=WordSet({"quiz"}), seed=7)
    >>> game.phase, game.current, game.hand_size
    (<Phase.DRAW: 'draw'>, 0, 3)
    """

    def __init__(self, setup: GameSetup, checker: WordChecker, rng: Shuffler | None = None) -> None:
        self.setup = setup
        self.rules = setup.rules
        self.checker = checker
        self._rng: Shuffler = rng if rng is not None else _shuffler(setup)
        self.records: list[Record] = []
        self.summaries: list[RoundSummary] = []
        self.round = -1
        self.dealer = dealer_of(0, len(setup.players))
        self._deal()

    @classmethod
    def new(
        cls,
        players: Sequence[str],
        *,
        checker: WordChecker,
        rules: RuleOptions = STANDARD,
        seed: int | None = None,
        rng: Shuffler | None = None,
    ) -> Game:
        """Start a game; with no seed one is drawn at random and kept in :attr:`setup`."""
        if seed is None:
            seed = new_seed()
        return cls(GameSetup(tuple(players), rules, seed), checker, rng)

    @classmethod
    def replay(
        cls, setup: GameSetup, checker: WordChecker, actions: Iterable[Action], rng: Shuffler | None = None
    ) -> Game:
        """Rebuild a game from its setup and its actions (a save file, a bug report)."""
        game = cls(setup, checker, rng)
        for action in actions:
            game.apply(action)
        return game

    # ------------------------------------------------------------ what a seat may see

    @overload
    def view(self, seat: int) -> SeatView: ...

    @overload
    def view(self, seat: None) -> TableView: ...

    def view(self, seat: int | None) -> TableView:
        """What ``seat`` may see, as a detached copy (see :mod:`quiddler.engine.view`): the one
        place a :class:`SeatView` is made. None: what a spectator may see, a
        :class:`~quiddler.engine.view.TableView` with no hand (a table whose hands are all face
        down shows it)."""
        if seat is None:
            return TableView(**self._public_view(None))
        seat = self._seat(seat)
        bar = self.go_out_bar(seat)
        return SeatView(
            **self._public_view(seat), why_not_go_out=None if bar is None else str(bar), go_out_bar=bar
        )

    def _public_view(self, seat: int | None) -> dict[str, Any]:
        """The fields of ``seat``'s view (None: a spectator's, with no hand)."""
        players = range(self.player_count)
        return dict(
            seat=seat,
            players=self.players,
            rules=self.rules,
            round=self.round,
            hand_size=self.hand_size,
            dealer=self.dealer,
            phase=self.phase,
            current=self.current,
            hand=self.hand(seat) if seat is not None else (),
            hand_counts=tuple(len(self.hand(other)) for other in players),
            draw_count=len(self._draw),
            discard_pile=self.discard_pile,
            went_out=self.went_out,
            final_turns_left=self.final_turns_left,
            table=tuple(self.words(other) for other in players),
            laid_down=tuple(self.has_laid_down(other) for other in players),
            turns_taken=self.turns_taken(seat) if seat is not None else 0,
            totals=self.totals,
            summaries=tuple(self.summaries),
            round_log=tuple(redact(record, seat) for record in self.records if record.round == self.round),
            winners=self.winners,
        )

    # ------------------------------------------------------------ applying

    def apply(self, action: Action) -> Record:
        """Verify ``action``, apply it and return (and keep) its record."""
        self.verify(action)
        match action:
            case Draw():
                record: Record = self._draw_card(action)
            case Discard():
                record = self._discard_card(action)
            case GoOut():
                record = self._go_out(action)
            case LayDown():
                record = self._lay_down(action)
            case Challenge():
                record = self._challenge(action)
            case CloseChallenges():
                record = ChallengesClosed(self.round, self.current)
                self._after_laying()
            case NextRound():
                self._deal()
                record = RoundStarted(self.round, self.dealer)
        self.records.append(record)
        return record

    # the convenience forms a script or the app calls
    def draw(self, seat: int, source: Source = Source.DRAW_PILE) -> Drew:
        return self.apply(Draw(seat, source))  # type: ignore[return-value]

    def discard(self, seat: int, card: Card) -> Discarded:
        return self.apply(Discard(seat, card))  # type: ignore[return-value]

    def go_out(self, seat: int, words: Sequence[Word], discard: Card) -> WentOut:
        return self.apply(GoOut(seat, tuple(words), discard))  # type: ignore[return-value]

    def lay_down(self, seat: int, words: Sequence[Word], discard: Card) -> LaidDown:
        return self.apply(LayDown(seat, tuple(words), discard))  # type: ignore[return-value]

    def challenge(self, challenger: int, seat: int, word_index: int) -> Challenged:
        return self.apply(Challenge(challenger, seat, word_index))  # type: ignore[return-value]

    def close_challenges(self) -> ChallengesClosed:
        return self.apply(CloseChallenges())  # type: ignore[return-value]

    def next_round(self) -> RoundStarted:
        return self.apply(NextRound())  # type: ignore[return-value]
