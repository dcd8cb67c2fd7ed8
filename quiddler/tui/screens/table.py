"""The table: where a round is played, turn by turn.

The screen plays a match through its port (:class:`~quiddler.match.port.TablePort`: views in,
actions out, events heard) with its services beside it (the word checker, the hints, the
reviews: :class:`~quiddler.match.port.TableServices`): it turns
keys into engine actions and submits them (the match applies them, saves, and tells its
subscribers); before an action it asks the acting seat's view (``view.why_not``: the engine's
own reasons, read from the view, so a remote table asks the host nothing) and shows the engine's
sentence when the action is refused. A remote match's action is sent from a worker, never on
the screen's thread: the keys answer at once, and the screen moves on when the host answers.
The computer seats' moves and their challenges are the match's too, played by its turn driver;
the screen hears them as events. What the screen keeps of its own is only presentation: the order
of the cards in the hand, the words being built this turn, the cursor, marked cards.

Whose hand is face up (``shown``) changes only behind the opaque pass-the-keyboard screen: the
hand is turned face down first, then the pass screen goes up, and only the confirmed player's
hand is turned face up.

The table is six modules: this one (the keys and what they do to the game),
:mod:`~quiddler.tui.screens.table_panels` (its base: the panels drawn from the view, the
message line), :mod:`~quiddler.tui.screens.acting` (the base of that: what a key may do, asked
of the view, and submitting it, from a worker for a remote match),
:mod:`~quiddler.tui.screens.turn_flow` (the base of that: whose decision it shows next, the
pass screens, challenge windows and round summaries, following the match's turn driver,
:mod:`quiddler.match.driver`, which runs on the app's loop while a local table is up),
:mod:`~quiddler.tui.screens.word_building` (the hand, the words built this turn, typing, hints:
a controller the table owns) and :mod:`~quiddler.tui.screens.table_text` (the text of every
panel, as plain functions of the view shown).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, ClassVar

from textual import events, on, work
from textual.binding import BindingType
from textual.message import Message
from textual.widgets import Input
from textual.worker import get_current_worker

from quiddler.engine import (
    Card,
    Discard,
    Draw,
    Game,
    GoOut,
    LayDown,
    Phase,
    Record,
    Source,
    Word,
)
from quiddler.i18n import _
from quiddler.match.events import Event
from quiddler.match.hints import HintResult
from quiddler.match.port import LocalPort, TablePort, TableServices
from quiddler.match.running import AsyncDriver
from quiddler.match.setup import MatchSetup
from quiddler.tui.screens.requests import LookUp
from quiddler.tui.screens.table_keys import TABLE_KEYS, TURN_ACTIONS
from quiddler.tui.screens.table_panels import TablePanels
from quiddler.tui.screens.table_text import PLAYING
from quiddler.tui.screens.word_building import WordBuilder, WordInput
from quiddler.tui.widgets.cards import HandView, PileView

__all__ = ["TableScreen", "WordInput"]


class TableScreen(TablePanels):
    """One game at the table, from the first deal to the last summary."""

    BINDINGS: ClassVar[list[BindingType]] = list(TABLE_KEYS)
    #: The actions whose keys come and go with the moment of the turn.
    _ACTIONS: tuple[str, ...] = TURN_ACTIONS

    class Heard(Message):
        """An event of the match that this table did not cause (another player's move at a remote
        game, the host's computer seats, a challenge window closing on time, someone away)."""

        def __init__(self, event: Event) -> None:
            super().__init__()
            self.event = event

    def __init__(
        self,
        port: TablePort,
        services: TableServices,
        setup: MatchSetup,
        *,
        driver: AsyncDriver | None = None,
    ) -> None:
        super().__init__(id="table-screen")
        #: The match, as far as the table may reach it (views in, intentions out).
        self.port: TablePort = port
        #: What the table uses beside the match: the word checker, the hints, the reviews.
        self.services = services
        self.setup = setup
        #: The match's turn driver, run on the app's loop while the table is up, when the match is
        #: played here (computer moves, their pacing, challenge windows); None where the match is
        #: driven elsewhere (a host's, whose moves arrive as events).
        self.driver = driver
        #: The hand in the player's order, the words built this turn, typing and hints.
        self.words = WordBuilder(self)
        sight = port.view(None)
        self.dictionary_name = sight.dictionary_name
        self.humans = sight.here
        self.shown: int | None = None
        self.message = ""
        self._waiting_for: str | None = None  # a dialog is up: "pass", "challenge", "summary"
        self._keys: tuple[bool | None, ...] = ()
        #: The final turn (round, seat) whose best lay-down was offered (Junior): once a turn.
        self._offered: tuple[int, int] | None = None
        #: > 0 while this screen is inside a call to the port (the events it hears then are its own).
        self._acting = 0
        self._presence_shown: str | None = None
        self._thread = threading.get_ident()
        self._unsubscribe: Callable[[], None] | None = None

    @property
    def game(self) -> Game:
        """The local match's game, for tests only: the screen itself reads views (:attr:`view`)."""
        assert isinstance(self.port, LocalPort), "only a local match has a game here"
        return self.port.match.game

    # What tests read of the hand and the words being built (the builder holds them).

    @property
    def staged(self) -> list[Word]:
        return self.words.staged

    @property
    def marked(self) -> list[int]:
        return self.words.marked

    @property
    def cursor(self) -> int:
        return self.words.cursor

    @property
    def typing(self) -> bool:
        return self.words.typing

    @property
    def hint(self) -> HintResult | None:
        return self.words.hint

    def remaining(self) -> list[Card]:
        return self.words.remaining()

    def marked_cards(self) -> list[Card]:
        return self.words.marked_cards()

    def on_mount(self) -> None:
        self.query_one("#word-input", WordInput).display = False
        self._thread = threading.get_ident()
        self._unsubscribe = self.port.subscribe(self._listen)
        if self.driver is not None:
            self.driver.start()
        self.refresh_table()
        # The presence line changes by itself too (a remote game's turn timer counts down).
        self.set_interval(1, self._tick_presence)
        self._warm_hint_index()
        self.call_after_refresh(self.advance)

    def on_unmount(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        if self.driver is not None:
            self.driver.cancel()

    def on_table_screen_heard(self, message: Heard) -> None:
        if self._own_move_in_flight(message.event):
            return  # its answer follows on the same line: the screen moves on then, once
        self.heard(message.event)

    def _listen(self, event: Event) -> None:
        """Every event of the match (on the thread that made it): the ones this screen did not
        cause come to :meth:`on_table_screen_heard` through the message queue."""
        if self._acting and threading.get_ident() == self._thread:
            return  # caused by this screen, which moves on by itself
        self.post_message(self.Heard(event))

    @work(thread=True, group="warm-hints")
    def _warm_hint_index(self) -> None:
        """Load (or build, the first time) the solver's word index now, so the first hint is quick."""
        worker = get_current_worker()
        self.services.hints.warm(lambda: worker.is_cancelled)

    def action_hurry(self) -> None:
        """Skip the computer's pauses for the rest of its turn."""
        if self.driver is not None:
            self.driver.hurry()

    # ------------------------------------------------------------ key actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show only the keys that can do something now; the engine decides what is legal.

        ``g`` and ``f`` show only when the engine would accept going out (or laying down) with
        the words built and the ▲ card; at any other moment their hidden twins say why not.
        While a word is typed only the typing keys show (the letters are taken by ``on_key``).
        """
        game = self.view
        mine = self.my_turn()
        seat = game.current
        words = self.words  # the hand and the words built this turn
        playing = mine and game.phase is Phase.PLAY
        if parameters and action in ("draw", "take", "discard", "go_out", "finish", "lookup"):
            # the hidden twin of a key: active exactly when the shown one is not
            if action == "lookup":
                return not self.check_action(action, ())
            return mine and not self.check_action(action, ())
        if words.typing and action not in ("submit_word", "next_spelling", "stop_typing", "cursor", "hurry"):
            return False
        match action:
            case "submit_word" | "next_spelling" | "stop_typing":
                return playing and words.typing
            case "draw":
                return mine and self.can(Draw(seat, Source.DRAW_PILE))
            case "take":
                return (mine and game.phase is Phase.DRAW) and (
                    True if self.can(Draw(seat, Source.DISCARD_PILE)) else None
                )
            case "use_hint":
                hint = words.hint
                if hint is None or not mine:
                    return False
                if hint.draw is not None:
                    return game.phase is Phase.DRAW
                return game.phase is Phase.PLAY and hint.discard is not None
            case "hint":
                return mine and game.phase in PLAYING
            case "type_word" | "sort" | "cursor" | "move" | "mark":
                return playing
            case "hurry":
                return game.current in self.bots and game.phase in PLAYING
            case "make_word":
                return playing and bool(words.marked)
            case "unstage":
                return playing and bool(words.staged)
            case "discard":
                card = words.cursor_card()
                return playing and card is not None and self.can(Discard(seat, card))
            case "go_out":
                card = words.cursor_card()
                return playing and card is not None and self.can(GoOut(seat, tuple(words.staged), card))
            case "finish":
                card = words.cursor_card()
                return playing and card is not None and self.can(LayDown(seat, tuple(words.staged), card))
            case "lookup":
                return self.lookup_refusal() is None
        return True

    # ------------------------------------------------------------ the word builder's keys and events

    def action_cursor(self, step: int) -> None:
        self.words.move_cursor(step)

    def action_move(self, step: int) -> None:
        self.words.move_card(step)

    def action_sort(self) -> None:
        self.words.sort()

    def action_mark(self) -> None:
        self.words.mark()

    def action_make_word(self) -> None:
        self.words.make_word()

    def action_unstage(self) -> None:
        self.words.unstage()

    def action_type_word(self) -> None:
        self.words.type_word()

    def action_stop_typing(self) -> None:
        self.words.stop_typing()

    def action_next_spelling(self) -> None:
        self.words.next_spelling()

    def action_submit_word(self) -> None:
        self.words.submit_word()

    def action_hint(self) -> None:
        self.words.ask_hint()

    def action_use_hint(self) -> None:
        self.words.use_hint()

    @on(HandView.CardClicked)
    def _card_clicked(self, event: HandView.CardClicked) -> None:
        self.words.card_clicked(event.index)

    @on(Input.Changed, "#word-input")
    def _typed(self, event: Input.Changed) -> None:
        self.words.follow_typed()

    def on_key(self, event: events.Key) -> None:
        self.words.key(event)

    def on_paste(self, event: events.Paste) -> None:
        self.words.paste(event)

    def lookup_refusal(self) -> str | None:
        """Why the dictionary may not be opened now, or None: the rule sheets let a player use
        the dictionary only when it is not their turn, and a challenge is decided by the game."""
        if self.my_turn():
            return _(
                "It is your turn: the dictionary is for players whose turn it is not. "
                "Look words up between turns."
            )
        if self.view.phase is Phase.CHALLENGE or self._waiting_for == "challenge":
            return _("Not during a challenge: challenge the word, and the dictionary decides.")
        return None

    def action_draw(self, explain: int = 0) -> None:
        if self.my_turn():
            self.act(Draw(self.words.seat_acting(), Source.DRAW_PILE))

    def action_take(self, explain: int = 0) -> None:
        if self.my_turn():
            self.act(Draw(self.words.seat_acting(), Source.DISCARD_PILE))

    @on(PileView.Clicked)
    def _pile_clicked(self, event: PileView.Clicked) -> None:
        """A click on a pile draws from it; at the wrong moment the engine says why not."""
        if self.my_turn() and not self.words.typing:
            self.act(Draw(self.words.seat_acting(), event.source))

    def _final_turn_key(self) -> bool:
        """x or g on a final turn: name the key that does it (the engine's sentence cannot)."""
        view = self.view
        if self.my_turn() and view.phase is Phase.PLAY and view.is_final_turn:
            card = self.words.cursor_card()
            what = card.label if card is not None else _("the ▲ card")
            self.say(
                _(
                    "This is your final turn: f lays down your words (none is fine) and discards {card}."
                ).format(card=what),
                refused=True,
            )
            return True
        return False

    def action_discard(self, explain: int = 0) -> None:
        card = self.words.cursor_card()
        if not self.my_turn() or card is None or self._final_turn_key():
            return
        # x with words built: they go back into the hand (an ordinary turn lays nothing down)
        back = bool(self.words.staged)

        def discarded(record: Record) -> None:
            if back:
                self.say((_("Your words went back into your hand.") + f" {self.message}").strip())
            self.advance()

        self.act(Discard(self.words.seat_acting(), card), then=discarded)

    def action_go_out(self, explain: int = 0) -> None:
        card = self.words.cursor_card()
        if not self.my_turn() or self._final_turn_key():
            return
        if card is None:
            self.say(_("Keep one card out of your words to discard."), refused=True)
            return
        self.act(GoOut(self.words.seat_acting(), tuple(self.words.staged), card))

    def action_finish(self, explain: int = 0) -> None:
        card = self.words.cursor_card()
        if not self.my_turn():
            return
        if card is None:
            self.say(_("Keep one card out of your words to discard."), refused=True)
            return
        self.act(LayDown(self.words.seat_acting(), tuple(self.words.staged), card))

    def action_lookup(self, explain: int = 0) -> None:
        why = self.lookup_refusal()
        if why is not None:
            self.say(why, refused=True)
            return
        self.post_message(LookUp())

    def details(self) -> dict[str, Any]:
        """What tests and the autosave hook may read about the presentation state."""
        return {"shown": self.shown, "staged": list(self.words.staged), "cursor": self.words.cursor}
