"""The table's turn flow: whose decision the table shows next, and what it waits for.

:class:`TurnFlow` is the part of the table screen that moves play on as a person sees it: after
each action (its own, or one heard from the match: another keyboard's, the turn driver's
computer moves and windows) it decides what the table shows next: a person's turn (behind the
pass-the-keyboard screen when several people share it), the challenge window, the round's
scores, or a line saying whom it waits for. The rules of the order of play are not here: they are
the match's turn driver's (:mod:`quiddler.match.driver`), which runs on the app's loop while a
local table is up; this module only follows it. :class:`~quiddler.tui.screens.table.TableScreen`
builds on it with the panels and the keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual import work

from quiddler.engine import Action, Card, Challenge, CloseChallenges, NextRound, Phase, Record
from quiddler.i18n import _
from quiddler.match.describe import describe_record
from quiddler.match.driver import Stage
from quiddler.match.events import ActionApplied, ChallengeWindowOpened, ComputerTrouble, Event, Presence
from quiddler.match.hints import HintResult, hint_for
from quiddler.match.windows import PassChallenges
from quiddler.tui import stylesheets
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.screens.info import close_reading
from quiddler.tui.screens.requests import GameFinished
from quiddler.tui.screens.table_text import PLAYING
from quiddler.tui.widgets.cards import HandView

if TYPE_CHECKING:
    from quiddler.engine import RuleOptions, TableView
    from quiddler.match.port import MatchView, TablePort, TableServices
    from quiddler.match.running import AsyncDriver
    from quiddler.match.setup import MatchSetup
    from quiddler.tui.screens.word_building import WordBuilder

__all__ = ["TurnFlow"]


class TurnFlow(RoomyScreen[None]):
    """The turn flow of the table screen (see the module docstring)."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.TABLE

    port: TablePort
    #: The services beside the port: the word checker, the hints, the reviews.
    services: TableServices
    setup: MatchSetup
    #: The match's turn driver when the match is played here (None: it is driven elsewhere).
    driver: AsyncDriver | None
    #: The seats played at this keyboard.
    humans: tuple[int, ...]
    #: The seat whose hand is face up, if any.
    shown: int | None
    message: str
    words: WordBuilder
    #: A dialog is up: "pass", "challenge", "summary", or "others" (they decide elsewhere).
    _waiting_for: str | None
    #: The final turn (round, seat) whose best lay-down was offered (Junior): once a turn.
    _offered: tuple[int, int] | None
    #: > 0 while the table is inside a call to the port (the events it hears then are its own).
    _acting: int

    @property
    def view(self) -> TableView:
        """The table as the seat whose hand is face up sees it (a spectator's view while every
        hand is face down): everything the screen shows and decides is read from it."""
        return self.port.view(self.shown).game

    @property
    def sight(self) -> MatchView:
        """The same moment with the match's facts around it (who plays each seat, who is away,
        the open challenge window)."""
        return self.port.view(self.shown)

    @property
    def bots(self) -> frozenset[int]:
        """The seats computer players play."""
        return self.sight.bots

    def my_turn(self) -> bool:
        """A person's turn, with their hand face up (so their keys may act)."""
        game = self.view
        return (
            self.shown is not None
            and self.shown == game.current
            and game.phase in PLAYING
            and game.current not in self.bots
            and self._waiting_for is None
        )

    # What the table itself does (drawing the panels, saying a line, submitting an action).

    def refresh_table(self) -> None:
        raise NotImplementedError

    def say(self, message: str, *, refused: bool = False) -> None:
        raise NotImplementedError

    def apply(self, action: Action, *, advance: bool = True) -> Record | None:
        raise NotImplementedError

    def why_not(self, action: Action) -> str | None:
        raise NotImplementedError

    def submit(
        self, action: Action | PassChallenges, done: Callable[[Record | None, str | None], None]
    ) -> None:
        raise NotImplementedError

    def act(self, action: Action, *, then: Callable[[Record], None] | None = None) -> None:
        raise NotImplementedError

    def _applied(self, *, advance: bool) -> None:
        raise NotImplementedError

    def heard(self, event: Event) -> None:
        """Something happened elsewhere (an event this table did not cause, through its message
        queue): show it, and move on if it was this table's to wait for."""
        from quiddler.tui.screens.challenge import ChallengeScreen

        if not self.is_attached and not isinstance(self.app.screen, ChallengeScreen):
            return
        view = self.view
        if isinstance(event, Presence):
            self.refresh_table()
            return
        if isinstance(event, ComputerTrouble):
            self.notify(event.message)  # a computer broke and played safe: nobody's secret
            return
        if isinstance(event, ChallengeWindowOpened) and view.phase is not Phase.CHALLENGE:
            # the window closed at once (nobody here could challenge): the computers' challenges
            # are said in a toast (and the log)
            for record in event.decided:
                line = describe_record(record, view.players, checker=self.services.checker)
                if line:
                    self.notify(line, title=_("Challenge"), timeout=6)
            return
        if self._waiting_for == "challenge":
            screen = self.app.screen
            if isinstance(screen, ChallengeScreen) and screen.is_mounted:
                if view.phase is Phase.CHALLENGE:
                    screen.refresh_words()
                else:
                    screen.dismiss(None)  # the window closed elsewhere (every one passed, or time)
            return
        if self._waiting_for == "others":
            if view.phase is Phase.CHALLENGE:
                return
            self._waiting_for = None
        if self._waiting_for is None:
            self._heard_move(event)
            self.refresh_table()
            self.advance()

    def _heard_move(self, event: Event) -> None:
        """A move made elsewhere. Another seat's is said on the message line, as a computer's move
        here is (else the line still waits for a player who has played). A turn of the hand shown
        that is over though nobody here ended it (a host played it when its time ran out) takes
        with it what was being built for it: its words, marks and hint."""
        if not isinstance(event, ActionApplied):
            return
        view = self.view
        if self.shown is not None and (view.current != self.shown or view.phase not in PLAYING):
            self._reset_turn()
        heard = event.seen_by(self.shown).record
        if getattr(heard, "challenger", getattr(heard, "seat", None)) != self.shown:
            self.message = (
                describe_record(heard, view.players, self.shown, self.services.checker) or self.message
            )
            self.words.next_step_shown = False

    def _watcher(self) -> int | None:
        """Whose hand stays face up while computers play: the only person's, or nobody's."""
        return self.humans[0] if len(self.humans) == 1 else None

    def _reset_turn(self) -> None:
        self.words.staged = []
        self.words.marked = []
        self.words.cursor = 0
        self.words.hint = None
        self.words.stop_typing(refresh=False)

    def advance(self) -> None:
        """Decide what comes next: a challenge window, a summary, a computer turn or a person's."""
        if self._waiting_for is not None or not self.is_attached:
            return
        game = self.view
        if game.phase is Phase.CHALLENGE:
            if self.driver is None or self.driver.driver.wait().stage is not Stage.WINDOW:
                self._open_challenges()
            # else the driver opens the window once the words have been shown (it is heard)
        elif game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            self._show_summary()
        elif game.current in self.bots:
            self._set_shown(self._watcher())  # the driver plays it; its moves are heard
        elif game.current not in self.humans:  # a person at another keyboard (a remote game)
            self._set_shown(self._watcher())
            self.say(_("Waiting for {name}…").format(name=game.players[game.current]))
        elif len(self.humans) > 1 and self.shown != game.current:
            self._pass_to(game.current)
        else:
            self._set_shown(game.current)
            self.query_one("#hand", HandView).focus()
            self._offer_best_lay_down()

    # ------------------------------------------------------------ the best lay-down (Junior)

    def _offer_best_lay_down(self) -> None:
        """Start a person's final turn from the solver's best lay-down, where laying words down
        can only gain (``rules.offers_best_lay_down``: Junior, whose sheet says everyone "must lay
        down any words they can"). The words are built and the ▲ is on the discard; the player
        may put words back and change them before pressing f. Offered once per final turn."""
        game = self.view
        if not (
            game.rules.offers_best_lay_down
            and game.is_final_turn
            and game.phase is Phase.PLAY
            and self.my_turn()
            and not self.words.staged
        ):
            return
        turn = (game.round, game.current)
        if self._offered == turn:
            return
        self._offered = turn
        self.say(_("Finding your best lay-down…"))
        self._find_best_lay_down(game.hand, game.rules)  # my_turn: the hand shown is the current seat's

    @work(thread=True, exclusive=True, group="best-lay-down")
    def _find_best_lay_down(self, hand: tuple[Card, ...], rules: RuleOptions) -> None:
        try:
            found: HintResult | None = hint_for(hand, self.services.checker, final_turn=True, rules=rules)
        except Exception:
            found = None  # no hint engine here: the player lays down by hand, as in any game
        self.app.call_from_thread(self._best_lay_down_found, found, hand)

    def _best_lay_down_found(self, found: HintResult | None, hand: tuple[Card, ...]) -> None:
        if found is None or found.discard is None or self.shown is None or self.words.staged:
            return
        view = self.view
        if view.hand != hand or not self.my_turn() or not view.is_final_turn:
            return  # the turn moved on meanwhile
        self.words.hint = found
        self.words.use_hint()
        points = sum(word.points for word in found.words)
        if found.words:
            self.say(
                _(
                    "Your best lay-down is built ({points} points; unused cards cost nothing): f lays it "
                    "down and discards {card}; backspace puts a word back to change it."
                ).format(points=points, card=found.discard.label)
            )
        else:
            self.say(
                _("No word in this hand: f discards {card} (the ▲ card).").format(card=found.discard.label)
            )

    def _set_shown(self, seat: int | None) -> None:
        """Turn a hand face up or down; nothing said to the previous seat outlives the change.

        The message line, the hint and the words being built belonged to the player whose hand
        was shown: they go with it. (Nothing private is ever a toast: toasts outlive screens.)
        """
        if seat == self.shown:
            return  # nothing changes (the callers have just repainted what did)
        self._reset_turn()
        self.message = ""
        self.shown = seat
        self.refresh_table()

    def _pass_to(self, seat: int) -> None:
        from quiddler.tui.screens.dialogs import PassScreen

        self._set_shown(None)  # face down first, then the opaque screen
        self._waiting_for = "pass"
        game = self.view
        round_text = _("Round {number} of {rounds}").format(number=game.round + 1, rounds=game.rules.rounds)

        def reveal(_: bool | None) -> None:
            self._waiting_for = None
            now = self.view
            if now.current != seat or now.phase not in PLAYING:
                # the turn was played meanwhile (a host's turn timer ran out): that hand stays
                # face down, and the table moves on to whoever plays now once this pass screen is
                # gone (the app removes it after this call, and the next may be a pass screen too)
                self.refresh_table()
                self.app.call_next(self.advance)
                return
            self._set_shown(seat)
            self.query_one("#hand", HandView).focus()
            self._offer_best_lay_down()

        went_out = game.players[game.went_out] if game.went_out is not None else None
        close_reading(self.app)  # a reading dialog (keys, rules) never stays underneath
        self.app.push_screen(
            PassScreen(
                game.players[seat], final_turn=game.is_final_turn, round_text=round_text, went_out=went_out
            ),
            reveal,
        )

    # ------------------------------------------------------------ challenges

    def _open_challenges(self) -> None:
        from quiddler.tui.screens.challenge import ChallengeScreen

        sight = self.sight
        game, window = sight.game, sight.window
        layer = game.current
        if window is None:
            return  # the turn driver opens it (the computers decide first): it is heard
        # The people at this keyboard decide here; the others (a remote game) at theirs.
        challengers = [seat for seat in window.deciders if seat in self.humans]
        others = [seat for seat in window.deciders if seat not in self.humans]
        said: list[str] = []
        for record in window.decided:
            line = describe_record(record, game.players, checker=self.services.checker)
            if line:
                said.append(line)
        if window.decided:
            self._reset_turn()
            self.message = said[-1] if said else ""
            self.refresh_table()
        if others and game.challenge_words and not challengers:
            self._wait_for_challenges(others, window.deadline)
            return
        if not challengers or not game.challenge_words:
            # no challenge window opens: the computers' challenges are said in a toast (and the log)
            for line in said:
                self.notify(line, title=_("Challenge"), timeout=6)
            self.act(CloseChallenges())
            return
        self._set_shown(None)
        self._waiting_for = "challenge"

        def closed(_: None) -> None:
            self._waiting_for = None
            if self.view.phase is not Phase.CHALLENGE:  # closed elsewhere meanwhile
                self.refresh_table()
                self.advance()
            elif others:
                self._pass_challenges(challengers, others, window.deadline)
            else:
                self.act(CloseChallenges())

        screen = ChallengeScreen(
            self.port, self.services.checker, layer, challengers, self.challenge, deadline=window.deadline
        )
        close_reading(self.app)  # a reading dialog (keys, rules) never stays underneath
        self.app.push_screen(screen, closed)

    def _pass_challenges(self, seats: list[int], others: list[int], deadline: float | None) -> None:
        """The people here challenge nothing more, one after the other (each pass an action,
        sent like any other); the window closes when the others have passed too (or its time
        is up)."""

        def passed(closed: Record | None, refusal: str | None) -> None:
            if refusal is not None:
                self.say(refusal, refused=True)
            if closed is not None or self.view.phase is not Phase.CHALLENGE:
                self.refresh_table()
                self.advance()
            elif seats[1:]:
                self._pass_challenges(seats[1:], others, deadline)
            else:
                self._wait_for_challenges(others, deadline)

        self.submit(PassChallenges(seats[0]), passed)

    def _wait_for_challenges(self, others: list[int], deadline: float | None) -> None:
        """Words are laid and the others decide at their keyboards: say so, with the time left."""
        import time

        self._waiting_for = "others"
        names = ", ".join(self.view.players[seat] for seat in others)

        def tick() -> None:
            if self._waiting_for != "others":
                timer.stop()
                return
            if deadline is None:
                self.say(_("Waiting for {names} to challenge or pass…").format(names=names))
            else:
                left = max(0, round(deadline - time.perf_counter()))
                sentence = _("Waiting for {names} to challenge or pass ({seconds} s)…")
                self.say(sentence.format(names=names, seconds=left))

        timer = self.set_interval(1, tick)
        tick()

    def challenge(self, action: Challenge, said: Callable[[str], None]) -> None:
        """Called by the challenge screen: submit one challenge; ``said`` hears the sentence of
        what it cost (or why it was refused) once it is answered (a remote one from a worker)."""
        why = self.why_not(action)
        if why is not None:
            said(why)
            return

        def done(record: Record | None, refusal: str | None) -> None:
            if record is None:
                said(refusal or "")
                return
            self._applied(advance=False)
            said(describe_record(record, self.view.players, checker=self.services.checker) or "")

        self.submit(action, done)

    # ------------------------------------------------------------ end of a round

    def _show_summary(self) -> None:
        from quiddler.tui.screens.summary import RoundSummaryScreen

        self._set_shown(None)
        self._waiting_for = "summary"

        def next_round(_: None) -> None:
            self._waiting_for = None
            table = self.port.view(None).game
            if table.is_over:
                self.post_message(GameFinished(self.setup, self.port, self.services))
            elif table.phase is Phase.ROUND_OVER:
                self.apply(NextRound())
            else:  # dealt already, by another player (a remote game)
                self.refresh_table()
                self.advance()

        self.app.push_screen(RoundSummaryScreen(self.port, self.services, bots=set(self.bots)), next_round)
