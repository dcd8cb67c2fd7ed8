"""A match: one game's whole life, for any front end, with no user interface in it.

A :class:`Match` is dealt from a :class:`~quiddler.match.setup.MatchSetup` (:meth:`Match.new`)
or reopened from a save (:meth:`Match.resume`). It seats people and computer players, applies an
action from any seat through the engine (a refusal is the engine's exception, with its sentence,
and changes nothing), saves after every action (:class:`~quiddler.saves.Autosave`, which holds the
game's lock), runs the challenge windows and tells whoever subscribed what happened
(:mod:`quiddler.match.events`). *When* each thing happens (whose decision is next, the pause
before a computer's move, a window's time, the next round) is the turn driver's, which every front
end runs (:mod:`quiddler.match.driver`). The table screens reach a match only through
:class:`~quiddler.match.port.LocalPort` (views in, intentions out), so a remote match can stand in.

Asking the computer players for their moves and challenges is :class:`Match`'s base,
:class:`~quiddler.match.computer_play.ComputerPlay`.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from quiddler.engine import (
    Action,
    Challenge,
    Challenged,
    CloseChallenges,
    Game,
    IllegalActionError,
    InvalidInputError,
    NextRound,
    Phase,
    QuiddlerError,
    Record,
    TableView,
    WrongPhaseError,
    new_seed,
)
from quiddler.i18n import _
from quiddler.match.computer_play import ComputerPlay
from quiddler.match.computers import BotError, BotFactory, ComputerSeat, make_bot
from quiddler.match.dictionaries import DictionaryOpener, checker_for, open_dictionary
from quiddler.match.events import (
    ActionApplied,
    ChallengeWindowOpened,
    EventStream,
    GameOver,
    Listener,
    RoundOver,
    SaveFailed,
    SeatChanged,
)
from quiddler.match.hints import Progress, prepare_index
from quiddler.match.replay import Decision, decisions
from quiddler.match.setup import BOT_LEVELS, MatchSetup
from quiddler.match.windows import ChallengeWindow

if TYPE_CHECKING:
    from quiddler.engine.ports import WordChecker
    from quiddler.saves import Autosave, Reopened, SavedGame, SaveStore

__all__ = ["PLAYING", "CannotStart", "ChallengeWindow", "Decision", "Match"]

#: The phases in which a seat is taking a turn (the rest are between turns).
PLAYING = (Phase.DRAW, Phase.PLAY)


class CannotStart(QuiddlerError):
    """Why a match could not be dealt or resumed, in one sentence for the players."""


def _no_progress(text: str, fraction: float | None) -> None:
    """Nobody is watching."""


class Match(ComputerPlay):
    """One game's life: the engine's game, its seats, its computer players, its save, its events."""

    def __init__(
        self,
        game: Game,
        setup: MatchSetup,
        *,
        dictionary_name: str = "default",
        computers: Mapping[int, ComputerSeat] | None = None,
        autosave: Autosave | None = None,
        bot_factory: BotFactory | None = make_bot,
        strict: bool = False,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if len(setup.seats) != game.player_count:
            raise InvalidInputError(f"the setup has {len(setup.seats)} seats for {game.player_count} players")
        self.game = game
        self.setup = setup
        #: The dictionary's name as players read it (the table's header, the look-up).
        self.dictionary_name = dictionary_name
        self.autosave = autosave
        self.bot_factory = bot_factory
        #: True: a computer player's refused answer raises :class:`BotError` (simulate, tests);
        #: False: the seat plays the simplest legal step instead and the game goes on (the app).
        self.strict = strict
        self.clock = clock
        self.events = EventStream()
        self._computers: dict[int, ComputerSeat] = dict(computers or {})
        #: Seconds each seat's computer player took per decision, in order.
        self.decision_times: list[list[float]] = [[] for _ in range(game.player_count)]
        self._window: ChallengeWindow | None = None
        self._save_error: str | None = autosave.error if autosave is not None else None

    # ------------------------------------------------------------ dealing and resuming

    @classmethod
    def new(
        cls,
        setup: MatchSetup,
        *,
        checker: WordChecker | None = None,
        open_dictionary: DictionaryOpener = open_dictionary,
        bot_factory: BotFactory | None = make_bot,
        store: SaveStore | None = None,
        default_dictionary: str | None = None,
        progress: Progress = _no_progress,
        cancelled: Callable[[], bool] = lambda: False,
        strict: bool = False,
        clock: Callable[[], float] = time.perf_counter,
    ) -> Match:
        """Deal a new match: open its dictionary (unless ``checker`` is handed in), seat its computer
        players (seat ``i`` seeded ``seed + i``) and, with a ``store``, save it before the first move
        (so a match closed at once resumes with the same deal).

        Raises :class:`CannotStart` with one sentence for the players. The first time a dictionary
        is used its word index is built (a few seconds): ``progress`` hears how far along it is and
        ``cancelled`` is polled meanwhile (a front end that closes stops the builder)."""
        if checker is None:
            try:
                checker = checker_for(open_dictionary(setup.dictionary), setup.rules, family=setup.family)
            except Exception as error:  # the dictionary package words its own errors for players
                raise CannotStart(str(error) or _("The dictionary could not be opened.")) from None
        seed = setup.seed if setup.seed is not None else new_seed()
        try:
            game = Game(setup.game_setup(seed), checker)
        except InvalidInputError as error:
            raise CannotStart(str(error)) from None
        computers = _seat_computers(setup, seed, checker, bot_factory, progress, cancelled)
        name = str(getattr(checker, "name", None) or setup.dictionary or "default")
        autosave = None
        if store is not None:
            from quiddler.saves import Autosave

            saved_name = setup.dictionary or default_dictionary or name
            autosave = Autosave.start(
                store, game, seats=setup.seat_kinds, dictionary=saved_name, family=setup.family
            )
        return cls(
            game,
            setup,
            dictionary_name=name,
            computers=computers,
            autosave=autosave,
            bot_factory=bot_factory,
            strict=strict,
            clock=clock,
        )

    @classmethod
    def resume(
        cls,
        saved: SavedGame | Reopened,
        *,
        store: SaveStore,
        open_dictionary: DictionaryOpener = open_dictionary,
        bot_factory: BotFactory | None = make_bot,
        progress: Progress = _no_progress,
        cancelled: Callable[[], bool] = lambda: False,
    ) -> Match:
        """Reopen a saved match: lock it, check it, replay its actions (see
        :func:`quiddler.saves.reopen`; a ``Reopened`` game has been through that already) and seat
        its computer players again with the seeds they were dealt with.

        Raises :class:`~quiddler.saves.SaveError` or :class:`CannotStart`, each one sentence; the
        game's lock is let go then."""
        from quiddler.saves import Autosave, Reopened, reopen

        if isinstance(saved, Reopened):
            reopened = saved
        else:
            rules, family = saved.setup.rules, saved.family

            def opener(name: str) -> WordChecker:  # the dictionary the game's rules play by
                return checker_for(open_dictionary(name), rules, family=family)

            reopened = reopen(store, saved, opener, levels=BOT_LEVELS)
        try:
            setup = MatchSetup.from_save(reopened.saved)
            checker = reopened.checker
            computers = _seat_computers(setup, setup.seed or 0, checker, bot_factory, progress, cancelled)
        except BaseException:
            reopened.lock.release()
            raise
        name = str(getattr(checker, "name", None) or reopened.saved.dictionary)
        autosave = Autosave.resume(store, reopened.saved, reopened.lock)
        return cls(
            reopened.game,
            setup,
            dictionary_name=name,
            computers=computers,
            autosave=autosave,
            bot_factory=bot_factory,
        )

    # ------------------------------------------------------------ what anyone may read

    @property
    def players(self) -> tuple[str, ...]:
        return self.game.players

    @property
    def checker(self) -> WordChecker:
        return self.game.checker

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def records(self) -> tuple[Record, ...]:
        """Every applied action's record, with every card in it (a finished game's review)."""
        return tuple(self.game.records)

    def view(self, seat: int | None) -> TableView:
        """What ``seat`` may see (None: a spectator, no hand): the only way a front end sees the game."""
        return self.game.view(seat) if seat is not None else self.game.view(None)

    def why_not(self, action: Action) -> str | None:
        """The engine's sentence for why ``action`` would be refused now, or None."""
        return self.game.why_not(action)

    def can(self, action: Action) -> bool:
        return self.game.can(action)

    # ------------------------------------------------------------ subscribing

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every event from now on; returns the function that stops it."""
        return self.events.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self.events.unsubscribe(listener)

    # ------------------------------------------------------------ acting

    def apply(self, action: Action) -> Record:
        """Apply ``action`` from any seat through the engine, save, and tell the subscribers.

        Raises the engine's :class:`~quiddler.engine.IllegalActionError` (a sentence for the
        player) or :class:`~quiddler.engine.InvalidInputError`, and then nothing has changed.
        """
        game = self.game
        rounds_scored = len(game.summaries)
        record = game.apply(action)
        if game.phase is not Phase.CHALLENGE:
            self._window = None
        self._save()
        self.events.emit(ActionApplied(record, len(game.records)))
        if len(game.summaries) > rounds_scored:
            self.events.emit(RoundOver(game.summaries[-1]))
            if game.is_over:
                self.events.emit(GameOver(game.totals, game.winners))
        return record

    def next_round(self) -> Record:
        """Deal the next round (after the front end has shown the round's scores)."""
        return self.apply(NextRound())

    # ------------------------------------------------------------ saving

    @property
    def save_error(self) -> str | None:
        """The last save's problem as a sentence for the players, or None when it worked."""
        return self._save_error

    @property
    def saved_game_id(self) -> str | None:
        """The id of the unfinished game if its last save worked (to resume later), else None."""
        autosave = self.autosave
        if autosave is None or autosave.error is not None or autosave.saved.finished:
            return None
        return autosave.saved.game_id

    def _save(self) -> None:
        autosave = self.autosave
        if autosave is None:
            return
        error = autosave.update(self.game)
        if error is None:
            self._save_error = None
            if autosave.saved.finished:
                self.autosave = None  # it is in the history now, and its lock is gone
        elif error != self._save_error:
            self._save_error = error
            self.events.emit(SaveFailed(error))

    def save_now(self) -> None:
        """Save once more (a signal, the way out); never raises."""
        autosave = self.autosave
        if autosave is not None:
            with contextlib.suppress(Exception):
                autosave.save_now()

    def close(self) -> None:
        """Leave the match: its save stays, and its lock goes (another window may open it now)."""
        if self.autosave is not None:
            self.autosave.close()

    def hand_over(self, seat: int, level: str | None) -> None:
        """Hand ``seat`` to a computer player of ``level`` (a player who left), or back to a person
        (``level`` None). The save records the change; raises InvalidInputError for a level this
        quiddler does not have or when no computer players can be made here."""
        game = self.game
        game.view(seat)  # a seat at this table, or InvalidInputError
        if level is None:
            self._computers.pop(seat, None)
        else:
            if level not in BOT_LEVELS:
                raise InvalidInputError(_("there is no computer level {level}").format(level=repr(level)))
            if self.bot_factory is None:
                raise InvalidInputError(_("Computer players are not available here."))
            self._computers[seat] = self.bot_factory(level, game.setup.seed + seat, game.checker)
        seats = list(self.setup.seats)
        seats[seat] = seats[seat].with_level(level)
        self.setup = replace(self.setup, seats=tuple(seats))
        if self.autosave is not None:
            self.autosave.saved = replace(self.autosave.saved, seats=self.setup.seat_kinds)
            self._save()
        self.events.emit(SeatChanged(seat, level))

    # ------------------------------------------------------------ challenge windows

    @property
    def challenge_window(self) -> ChallengeWindow | None:
        """The challenge window that is open, if any (see :meth:`open_challenges`)."""
        return self._window

    def open_challenges(self, *, time_limit: float | None = None) -> ChallengeWindow:
        """Open the challenge window of the words just laid (the CHALLENGE phase).

        The computer players decide first, each in turn from the player after the one who laid the
        words; the window that is returned lists the people who may still challenge (``deciders``)
        and what the computers did (``decided``). Opening it again returns the same window.
        """
        if self._window is not None:
            return self._window
        game = self.game
        if game.phase is not Phase.CHALLENGE:
            raise WrongPhaseError(_("There are no words to challenge now."))
        layer = game.current
        decided: list[Challenged] = []
        for offset in range(1, game.player_count):
            seat = (layer + offset) % game.player_count
            if seat not in self._computers:
                continue
            for challenge in self._computer_challenges(seat, layer):
                if not self.strict and not game.can(challenge):
                    continue
                try:
                    record = self.apply(challenge)
                except IllegalActionError as error:
                    level = self.setup.seats[seat].level
                    raise BotError(
                        f"the {level} player tried an illegal action {challenge!r}: {error}"
                    ) from error
                assert isinstance(record, Challenged)
                decided.append(record)
        deciders = tuple(seat for seat in self.people if seat != layer)
        window = ChallengeWindow(layer, deciders, time_limit, self.clock(), tuple(decided))
        self._window = window
        self.events.emit(ChallengeWindowOpened(layer, deciders, time_limit, tuple(decided)))
        return window

    def challenge(self, challenger: int, word_index: int) -> Challenged:
        """``challenger`` challenges word ``word_index`` of the words just laid; the dictionary
        decides at once (the record says who lost how many points)."""
        record = self.apply(Challenge(challenger, self.game.current, word_index))
        assert isinstance(record, Challenged)
        return record

    def pass_challenges(self, seat: int) -> Record | None:
        """``seat`` challenges nothing (more). When every decider has passed, or no word is left to
        challenge, the window closes: the record of closing it is returned, else None."""
        window = self.open_challenges()
        if seat not in window.deciders:
            raise InvalidInputError(f"seat {seat!r} does not decide on these words")
        window.passed.add(seat)
        if not window.waiting or not self.game.challenge_words:
            return self.close_challenges()
        return None

    def close_challenges(self) -> Record:
        """Close the window (everyone passed, one keyboard's "no more", or its time ran out)."""
        return self.apply(CloseChallenges())

    # ------------------------------------------------------------ looking back

    def decisions(self, seat: int | None = None) -> Iterator[Decision]:
        """Every action so far (or ``seat``'s only) with the view its seat decided it on (see
        :func:`quiddler.match.replay.decisions`): what a review of the game needs."""
        return decisions(self.game, seat)


def _seat_computers(
    setup: MatchSetup,
    seed: int,
    checker: WordChecker,
    bot_factory: BotFactory | None,
    progress: Progress,
    cancelled: Callable[[], bool],
) -> dict[int, ComputerSeat]:
    """The computer players of ``setup``'s computer seats (the same seeds for a resumed game)."""
    computers: dict[int, ComputerSeat] = {}
    if not any(seat.is_computer for seat in setup.seats):
        return computers
    if bot_factory is None:
        raise CannotStart(_("Computer players are not available here."))
    # The computers need the word index: the first time, built with a progress report (and
    # stopped if the front end closes meanwhile).
    prepare_index(checker, progress=progress, cancelled=cancelled, name=setup.dictionary)
    for index, seat in enumerate(setup.seats):
        if seat.level is None:
            continue
        try:
            computers[index] = bot_factory(seat.level, seed + index, checker)
        except Exception as error:
            raise CannotStart(str(error) or _("The computer player could not be made.")) from None
    return computers
