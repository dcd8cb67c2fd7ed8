"""The table: where a round is played, turn by turn.

The screen owns the :class:`~quiddler.engine.Game`. It renders a seat's view and turns keys into
engine actions; before an action it asks the engine (``game.why_not``) and shows the engine's own
sentence when the action is refused. What the screen keeps of its own is only presentation: the
order of the cards in the hand, the words being built this turn, the cursor, marked cards.

Whose hand is face up (``shown``) changes only behind the opaque pass-the-keyboard screen: the
hand is turned face down first, then the pass screen goes up, and only the confirmed player's
hand is turned face up.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Input, Static
from textual.worker import get_current_worker

from quiddler.engine import (
    Action,
    Card,
    Challenge,
    CloseChallenges,
    Discard,
    Draw,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    Record,
    Source,
    Word,
    redact,
)
from quiddler.tui.config import PlaySetup
from quiddler.tui.describe import describe_record, plural
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.services import (
    ComputerSeat,
    HintResult,
    hint_for,
    hints_ready,
    pick_spellings,
    warm_hints,
)
from quiddler.tui.widgets.cards import HandView, PileView
from quiddler.tui.widgets.panels import ScoreTable

if TYPE_CHECKING:
    from quiddler.tui.app import QuiddlerApp

__all__ = ["TableScreen", "WordInput"]

_PLAYING = (Phase.DRAW, Phase.PLAY)


class WordInput(Input):
    """The word being typed; Tab offers the next way to spell it with the hand's cards.

    Enter makes the word and leaves typing (``w`` types the next one), so the table's own keys
    (g, f, x…) work again at once; the Footer shows only the keys that work while typing.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", "Make word", show=True),
        Binding("tab", "next_spelling", "Other spelling", show=True),
        Binding("escape", "done", "Stop typing", show=True),
    ]

    def action_next_spelling(self) -> None:
        self.screen.next_spelling()  # type: ignore[attr-defined]

    def action_done(self) -> None:
        self.screen.stop_typing()  # type: ignore[attr-defined]


class TableScreen(RoomyScreen[None]):
    """One game at the table, from the first deal to the last summary."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "draw", "Draw pile"),
        Binding("t", "take", "Take discard"),
        Binding("w", "type_word", "Type word"),
        Binding("space", "mark", "Mark"),
        Binding("space", "hurry", "Faster"),
        Binding("enter", "make_word", "Make word"),
        Binding("backspace", "unstage", "Undo"),
        Binding("x", "discard", "Discard"),
        Binding("g", "go_out", "Go out"),
        Binding("f", "finish", "Lay down"),
        # The same keys at the wrong moment: the engine says why not, in words.
        Binding("d", "draw(1)", "Draw pile", show=False),
        Binding("t", "take(1)", "Take discard", show=False),
        Binding("x", "discard(1)", "Discard", show=False),
        Binding("g", "go_out(1)", "Go out", show=False),
        Binding("f", "finish(1)", "Lay down", show=False),
        Binding("h", "hint", "Hint"),
        Binding("u", "use_hint", "Use hint", show=False),  # named by the hint itself
        Binding("left", "cursor(-1)", "Left", show=False),
        Binding("right", "cursor(1)", "Right", show=False),
        Binding("shift+left", "move(-1)", "Move card left", show=False),
        Binding("shift+right", "move(1)", "Move card right", show=False),
        Binding("s", "sort", "Sort hand", show=False),
        Binding("l", "lookup", "Look up"),
        Binding("r", "app.rules", "Rules"),
        Binding("question_mark", "app.help", "Keys"),
    ]

    #: The actions whose keys come and go with the moment of the turn.
    _ACTIONS = ("draw", "take", "type_word", "mark", "hurry", "make_word", "unstage", "discard")
    _ACTIONS += ("go_out", "finish", "hint", "lookup")

    def __init__(
        self,
        game: Game,
        setup: PlaySetup,
        *,
        bots: dict[int, ComputerSeat] | None = None,
        bot_delay: float = 0.6,
        dictionary_name: str = "",
    ) -> None:
        super().__init__(id="table-screen")
        self.game = game
        self.setup = setup
        self.bots = bots or {}
        self.bot_delay = bot_delay
        self.dictionary_name = dictionary_name
        self.humans = tuple(seat for seat in range(game.player_count) if seat not in self.bots)
        self.shown: int | None = None
        self.order: dict[int, list[Card]] = {}
        self.staged: list[Word] = []
        self.cursor = 0
        self.marked: list[int] = []
        self.typing = False
        self.choices: list[Word] = []
        self.choice_index = 0
        self.message = ""
        self.hint: HintResult | None = None
        self._hurry = asyncio.Event()
        self._waiting_for: str | None = None  # a dialog is up: "pass", "challenge", "summary"
        self._keys: tuple[bool | None, ...] = ()

    @property
    def quiddler(self) -> QuiddlerApp:
        return self.app  # type: ignore[return-value]

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="table-main"):
            with Vertical(id="table-left"):
                with Horizontal(id="piles"):
                    yield PileView(Source.DRAW_PILE, id="draw-pile")
                    yield PileView(Source.DISCARD_PILE, id="discard-pile")
                    yield Static(id="turn-info")
                yield Static(id="laid-words")
            with Vertical(id="table-right"):
                yield ScoreTable(id="scores")
                yield Static(id="log")
        with Horizontal(id="builder-row"):
            yield Static(id="builder")
            yield WordInput(placeholder="type a word", compact=True, id="word-input", restrict=r"[A-Za-z]*")
        yield HandView(id="hand")
        yield Static(id="message")
        # no palette hint here (ctrl+p still works; ? lists it): the turn's keys need all 80 columns
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#word-input", WordInput).display = False
        self.refresh_table()
        self._warm_hint_index()
        self.call_after_refresh(self.advance)

    @work(thread=True, group="warm-hints")
    def _warm_hint_index(self) -> None:
        """Load (or build, the first time) the solver's word index now, so the first hint is quick."""
        worker = get_current_worker()
        warm_hints(self.game.checker, cancelled=lambda: worker.is_cancelled)

    # ------------------------------------------------------------ what the screen shows

    @property
    def seat(self) -> int | None:
        """The seat whose hand is face up, if any."""
        return self.shown

    def my_turn(self) -> bool:
        """A person's turn, with their hand face up (so their keys may act)."""
        game = self.game
        return (
            self.shown is not None
            and self.shown == game.current
            and game.phase in _PLAYING
            and game.current not in self.bots
            and self._waiting_for is None
        )

    def remaining(self) -> list[Card]:
        """The shown hand in display order, without the cards in words built this turn."""
        if self.shown is None:
            return []
        left = list(self.order.get(self.shown, []))
        for word in self.staged:
            for card in word.cards:
                left.remove(card)
        return left

    def _sync_order(self, seat: int) -> None:
        """Keep the player's card order; drop cards that left the hand, append new ones."""
        hand = Counter(self.game.hand(seat))
        kept: list[Card] = []
        for card in self.order.get(seat, []):
            if hand[card] > 0:
                kept.append(card)
                hand[card] -= 1
        for card in self.game.hand(seat):
            if hand[card] > 0:
                kept.append(card)
                hand[card] -= 1
        self.order[seat] = kept
        # words built this turn may hold cards that have left the hand (after an action)
        if self.staged and Counter(c for w in self.staged for c in w.cards) - Counter(kept):
            self.staged = []

    def refresh_table(self) -> None:
        """Repaint every part of the table from the game and the presentation state."""
        game = self.game
        if self.shown is not None:
            self._sync_order(self.shown)
        viewer = self.shown
        players = game.players
        final = game.is_final_turn
        parts = [f"Round {game.round + 1} of {game.rules.rounds}", f"{plural(game.hand_size, 'card')} each"]
        parts.append(f"dealer {players[game.dealer]}")
        if game.phase in _PLAYING:
            parts.append(f"{players[game.current]}'s {'final ' if final else ''}turn")
        if game.went_out is not None:
            parts.append(f"{players[game.went_out]} went out")
        # long names: the dealer, then who went out (the scores say "out") go before anything is cut
        room = self.size.width - 2
        shorter = [" · ".join(parts), " · ".join([parts[0], plural(game.hand_size, "card"), *parts[3:]])]
        shorter.append(" · ".join(parts[:1] + parts[3:4]))
        status = next((line for line in shorter if len(line) <= room), shorter[-1][: room - 1] + "…")
        self.query_one("#status", Static).update(status)

        draw = self.query_one("#draw-pile", PileView)
        draw.count = len(game.draw_pile)
        discard = self.query_one("#discard-pile", PileView)
        discard.top = game.discard_top
        self.query_one("#turn-info", Static).update(self._turn_info())
        self.query_one("#laid-words", Static).update(self._laid_words())
        self._show_scores()
        self.query_one("#log", Static).update(self._log_text(viewer))
        self._show_hand()
        self.query_one("#builder", Static).update(self._builder_text())
        refused = self.message.startswith("✗ ")
        self.query_one("#message", Static).update(Text(self.message, "bold" if refused else ""))
        self._refresh_keys()

    def _refresh_keys(self) -> None:
        """Refresh the footer only when the keys that work have changed (a footer rebuild is slow)."""
        keys = tuple(self.check_action(action, ()) for action in self._ACTIONS)
        if keys != self._keys:
            self._keys = keys
            self.refresh_bindings()

    def _turn_info(self) -> Text:
        """What to do now and the keys that do it, one short line each (it must fit 24 cells).

        It follows the moment exactly: while a word is being typed only the typing keys are
        named, once words are built the keys for them, so no line names a key that would not work.
        """
        game = self.game
        name = game.players[game.current]
        text = Text()
        if game.phase not in _PLAYING:
            return text
        if game.current in self.bots:
            text.append(f"{name} (computer) is playing…\n", "bold")
            text.append("space: faster", "dim")
            return text
        if self.shown != game.current:
            text.append(f"Waiting for {name}…", "bold")
            return text
        final = game.is_final_turn
        if final:
            text.append(" FINAL TURN ", "bold reverse")
            text.append("\n")
        if game.phase is Phase.DRAW:
            text.append(f"{name}, draw a card.\n", "bold")
            text.append("d: draw pile\nt: take the discard")
            return text
        if self.typing:
            text.append("Typing a word\n", "bold")
            text.append("enter: make the word\ntab: another spelling\nesc: stop typing")
            return text
        if final:
            text.append("Lay down what you can.\n", "bold")
            text.append("w: type a word\n" if self.remaining() else "")
            if self.staged:
                text.append("backspace: undo a word\n")
            what = "your words" if self.staged else "no words"
            text.append(f"f: lay down {what},\n   discard the ▲ card")
            return text
        if self.staged:
            text.append(f"{name}, go out?\n", "bold")
            text.append("g: go out, discard ▲\nw: type another word\nbackspace: undo a word")
            return text
        text.append(f"{name}, discard or go out.\n", "bold")
        text.append("x: discard the ▲ card\nw: type a word\ng: go out")
        return text

    def _laid_words(self) -> Text:
        game = self.game
        text = Text()
        text.append("Words on the table\n", "bold underline")
        any_words = False
        for seat, name in enumerate(game.players):
            words = game.words(seat)
            if not game.has_laid_down(seat):
                continue
            any_words = True
            text.append(f"{name}: ", "bold")
            if not words:
                text.append("no words", "dim")
            for index, laid in enumerate(words):
                if index:
                    text.append("  ")
                if laid.rejected:
                    text.append(f"✗{laid.word.spelling}", "strike red")
                else:
                    mark = "✓" if laid.allowable else ""
                    text.append(f"{mark}{laid.word.spelling} {laid.word.points}")
            if seat == game.went_out:
                text.append("  (went out)", "italic")
            text.append("\n")
        if not any_words:
            text.append("Nobody has laid down words yet this round.", "dim")
        return text

    def _show_scores(self) -> None:
        game = self.game
        rows = []
        for seat, name in enumerate(game.players):
            if seat == game.went_out:
                status = "out"
            elif game.has_laid_down(seat):
                status = "laid"
            else:
                status = plural(len(game.hand(seat)), "card")
            if seat in self.bots:
                name = f"{name}*"
            rows.append((name, game.totals[seat], status, seat == game.current and game.phase in _PLAYING))
        self.query_one("#scores", ScoreTable).show(rows)

    def _log_text(self, viewer: int | None) -> Text:
        game = self.game
        lines = []
        for record in game.records:
            if record.round != game.round:
                continue
            line = describe_record(redact(record, viewer), game.players, viewer)
            if line:
                lines.append(line)
        text = Text()
        text.append("What happened\n", "bold underline")
        text.append("\n".join(self._fit_lines(lines)) if lines else "The round has just been dealt.")
        return text

    def _fit_lines(self, lines: Sequence[str]) -> list[str]:
        """The newest lines that fit the log panel once wrapped (older ones scroll away)."""
        size = self.query_one("#log", Static).size
        width, room = max(10, size.width - 2), max(4, size.height - 1)
        kept: list[str] = []
        used = 0
        for line in reversed(lines):
            rows = -(-len(line) // width)
            if kept and used + rows > room:
                break
            kept.insert(0, line)
            used += rows
        return kept

    def _show_hand(self) -> None:
        hand = self.query_one("#hand", HandView)
        game = self.game
        if self.shown is None:
            count = len(game.hand(game.current)) if game.phase in _PLAYING else 0
            # face down: the widget is given no real card at all
            hand.show((Card.A,) * count, hidden=True, empty_text="")
            return
        left = self.remaining()
        self.cursor = max(0, min(self.cursor, len(left) - 1))
        marked = self._preview_marks(left) if self.typing else self.marked
        empty = "All your cards are in words." if self.staged else "No cards in hand."
        hand.show(left, cursor=self.cursor, marked=marked, empty_text=empty)

    def _preview_marks(self, left: Sequence[Card]) -> list[int]:
        """Indices of the cards the typed word would use (raised while typing)."""
        if not self.choices:
            return []
        word = self.choices[self.choice_index % len(self.choices)]
        used: list[int] = []
        for card in word.cards:
            for index, held in enumerate(left):
                if held is card and index not in used:
                    used.append(index)
                    break
        return used

    def _builder_text(self) -> Text:
        text = Text()
        if self.shown is None or self.shown != self.game.current or self.game.phase is not Phase.PLAY:
            return text
        if self.staged:
            text.append("Words: ", "bold")
            for index, word in enumerate(self.staged):
                if index:
                    text.append(" · ")
                text.append(f"{word.spelling} ({word.points})", "reverse")
            text.append("  ")
        if self.typing:
            if self.choices:
                word = self.choices[self.choice_index % len(self.choices)]
                text.append(f"→ {word.spelling} ({word.points})", "bold")
                if len(self.choices) > 1:
                    text.append(f" [{self.choice_index % len(self.choices) + 1}/{len(self.choices)} tab]")
            else:
                typed = self.query_one("#word-input", WordInput).value
                if typed:
                    text.append(f"your hand cannot spell {typed.upper()}", "italic")
        elif not self.staged:
            text.append("Build words: w to type one, or space to mark cards then enter.", "dim")
        return text

    # ------------------------------------------------------------ messages to the player

    def say(self, message: str, *, refused: bool = False) -> None:
        """Show a sentence on the message line; a refusal is marked ✗ and bold (not by colour).

        No toast: at 80×24 a toast covers the hand, and the line under the hand already says it.
        """
        self.message = f"✗ {message}" if refused else message
        self.query_one("#message", Static).update(Text(self.message, "bold" if refused else ""))

    # ------------------------------------------------------------ applying actions

    def apply(self, action: Action, *, advance: bool = True) -> Record | None:
        """Ask the engine, apply, and move play on; a refusal is explained, never silent."""
        why = self.game.why_not(action)
        if why is not None:
            self.say(why, refused=True)
            return None
        record = self.game.apply(action)
        self.quiddler.on_action_applied(self.game, record)
        line = describe_record(redact(record, self.shown), self.game.players, self.shown)
        if self.game.phase is not Phase.PLAY:
            self._reset_turn()
        self.message = line or ""
        self.refresh_table()
        if advance:
            self.advance()
        return record

    def _reset_turn(self) -> None:
        self.staged = []
        self.marked = []
        self.cursor = 0
        self.hint = None
        self.stop_typing(refresh=False)

    def advance(self) -> None:
        """Decide what comes next: a challenge window, a summary, a computer turn or a person's."""
        if self._waiting_for is not None or not self.is_attached:
            return
        game = self.game
        if game.phase is Phase.CHALLENGE:
            self._open_challenges()
        elif game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            self._show_summary()
        elif game.current in self.bots:
            self._set_shown(self._watcher())
            self.run_bot()
        elif len(self.humans) > 1 and self.shown != game.current:
            self._pass_to(game.current)
        else:
            self._set_shown(game.current)
            self.query_one("#hand", HandView).focus()

    def _watcher(self) -> int | None:
        """Whose hand stays face up while computers play: the only person's, or nobody's."""
        return self.humans[0] if len(self.humans) == 1 else None

    def _set_shown(self, seat: int | None) -> None:
        """Turn a hand face up or down; nothing said to the previous seat outlives the change.

        The message line, the hint and the words being built belonged to the player whose hand
        was shown: they go with it. (Nothing private is ever a toast: toasts outlive screens.)
        """
        if seat != self.shown:
            self._reset_turn()
            self.message = ""
        self.shown = seat
        self.refresh_table()

    def _pass_to(self, seat: int) -> None:
        from quiddler.tui.screens.dialogs import PassScreen

        self._set_shown(None)  # face down first, then the opaque screen
        self._waiting_for = "pass"
        game = self.game
        round_text = f"Round {game.round + 1} of {game.rules.rounds}"

        def reveal(_: bool | None) -> None:
            self._waiting_for = None
            self._set_shown(seat)
            self.query_one("#hand", HandView).focus()

        went_out = game.players[game.went_out] if game.went_out is not None else None
        self.app.push_screen(
            PassScreen(
                game.players[seat], final_turn=game.is_final_turn, round_text=round_text, went_out=went_out
            ),
            reveal,
        )

    # ------------------------------------------------------------ computer turns

    @work(exclusive=True, group="bot")
    async def run_bot(self) -> None:
        """Play the computer's turn one step at a time, pausing so people can follow it."""
        game = self.game
        seat = game.current
        bot = self.bots[seat]
        self._hurry.clear()
        while game.current == seat and game.phase in _PLAYING:
            view = game.view(seat)
            try:
                action = await asyncio.to_thread(bot.act, view)
            except Exception as error:  # a broken computer player must not stop the game
                action = self._fallback(seat)
                self.notify(f"{game.players[seat]} could not decide ({error}); it plays safe.")
            if not game.can(action):
                action = self._fallback(seat)
            await self._pause()
            if not self.is_attached:
                return
            self.apply(action, advance=False)
        self.advance()

    def _fallback(self, seat: int) -> Action:
        """The simplest legal step for a computer seat whose own answer was refused."""
        game = self.game
        if game.phase is Phase.DRAW:
            source = Source.DRAW_PILE if game.can(Draw(seat, Source.DRAW_PILE)) else Source.DISCARD_PILE
            return Draw(seat, source)
        card = max(game.hand(seat), key=lambda c: c.points)
        return LayDown(seat, (), card) if game.is_final_turn else Discard(seat, card)

    async def _pause(self) -> None:
        if self.bot_delay <= 0 or self._hurry.is_set():
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._hurry.wait(), self.bot_delay)

    # ------------------------------------------------------------ challenges

    def _open_challenges(self) -> None:
        from quiddler.tui.screens.challenge import ChallengeScreen

        game = self.game
        layer = game.current
        challengers = [seat for seat in self.humans if seat != layer]
        said: list[str] = []
        for seat, bot in self.bots.items():
            if seat == layer or game.phase is not Phase.CHALLENGE:
                continue
            try:
                wanted = bot.challenges(game.view(seat))
            except Exception:
                wanted = ()
            for index in wanted:
                if game.can(Challenge(seat, layer, index)):
                    record = self.apply(Challenge(seat, layer, index), advance=False)
                    line = describe_record(record, game.players) if record is not None else None
                    if line:
                        said.append(line)
        if not challengers or not game.challenge_words:
            # no challenge window opens: the computers' challenges are said in a toast (and the log)
            for line in said:
                self.notify(line, title="Challenge", timeout=6)
            self.apply(CloseChallenges())
            return
        self._set_shown(None)
        self._waiting_for = "challenge"

        def closed(_: None) -> None:
            self._waiting_for = None
            self.apply(CloseChallenges())

        self.app.push_screen(ChallengeScreen(game, layer, challengers, self.challenge), closed)

    def challenge(self, action: Challenge) -> str:
        """Called by the challenge screen: apply one challenge; the sentence says what it cost."""
        why = self.game.why_not(action)
        if why is not None:
            return why
        record = self.apply(action, advance=False)
        if record is None:
            return self.message
        return describe_record(record, self.game.players) or ""

    # ------------------------------------------------------------ end of a round

    def _show_summary(self) -> None:
        from quiddler.tui.screens.summary import RoundSummaryScreen

        self._set_shown(None)
        self._waiting_for = "summary"

        def next_round(_: None) -> None:
            self._waiting_for = None
            if self.game.is_over:
                self.quiddler.show_game_over(self.game, self.setup)
            else:
                self.apply(NextRound())

        self.app.push_screen(RoundSummaryScreen(self.game, bots=set(self.bots)), next_round)

    # ------------------------------------------------------------ key actions

    def on_key(self, event: events.Key) -> None:
        """Letters typed right after ``w``, before the word box has focus, still go into it."""
        box = self.query_one("#word-input", WordInput)
        if box.has_focus:
            return
        if not self.typing and event.key == "w" and self.check_action("type_word", ()):
            # handled here, in order with the keys that follow, not later as a binding
            event.stop()
            event.prevent_default()
            self.action_type_word()
        elif self.typing and event.character and event.character.isalpha():
            event.stop()
            event.prevent_default()
            box.insert_text_at_cursor(event.character)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show only the keys that can do something now (the engine decides the rules)."""
        game = self.game
        mine = self.my_turn()
        seat = game.current
        playing = mine and game.phase is Phase.PLAY
        if parameters and action in ("draw", "take", "discard", "go_out", "finish"):
            # the hidden twin of a key: active exactly when the shown one is not
            return mine and not self.check_action(action, ())
        match action:
            case "draw":
                return mine and game.phase is Phase.DRAW
            case "take":
                return (mine and game.phase is Phase.DRAW) and (
                    True if game.can(Draw(seat, Source.DISCARD_PILE)) else None
                )
            case "use_hint":
                return playing and self.hint is not None and self.hint.discard is not None
            case "type_word" | "hint" | "sort" | "cursor" | "move":
                return playing
            case "mark":
                return playing
            case "hurry":
                return game.current in self.bots and game.phase in _PLAYING
            case "make_word":
                return playing and bool(self.marked)
            case "unstage":
                return playing and bool(self.staged)
            case "discard":
                return playing and not game.is_final_turn and not self.staged
            case "go_out":
                return playing and not game.is_final_turn
            case "finish":
                return playing and game.is_final_turn
            case "lookup":
                return not mine and game.phase is not Phase.CHALLENGE
        return True

    def _seat_acting(self) -> int:
        assert self.shown is not None
        return self.shown

    def action_draw(self, explain: int = 0) -> None:
        if self.my_turn():
            self.apply(Draw(self._seat_acting(), Source.DRAW_PILE))

    def action_take(self, explain: int = 0) -> None:
        if self.my_turn():
            self.apply(Draw(self._seat_acting(), Source.DISCARD_PILE))

    @on(PileView.Clicked)
    def _pile_clicked(self, event: PileView.Clicked) -> None:
        """A click on a pile draws from it; at the wrong moment the engine says why not."""
        if self.my_turn() and not self.typing:
            self.apply(Draw(self._seat_acting(), event.source))

    def _cursor_card(self) -> Card | None:
        left = self.remaining()
        return left[self.cursor] if 0 <= self.cursor < len(left) else None

    def action_cursor(self, step: int) -> None:
        left = self.remaining()
        if left:
            self.cursor = (self.cursor + step) % len(left)
            self._show_hand()

    def action_move(self, step: int) -> None:
        """Move the card under the cursor one place (reordering the hand)."""
        if self.shown is None or self.staged or self.typing:
            if self.staged:
                self.say("Put your words back (backspace) before moving cards.")
            return
        order = self.order[self.shown]
        target = self.cursor + step
        if 0 <= target < len(order):
            order[self.cursor], order[target] = order[target], order[self.cursor]
            self.marked = [
                target if i == self.cursor else self.cursor if i == target else i for i in self.marked
            ]
            self.cursor = target
            self._show_hand()

    def action_sort(self) -> None:
        if self.shown is None or self.staged:
            return
        self.order[self.shown].sort()
        self.marked = []
        self._show_hand()

    def action_hurry(self) -> None:
        """Skip the computer's pauses for the rest of its turn."""
        self._hurry.set()

    def action_mark(self) -> None:
        game = self.game
        if not (self.my_turn() and game.phase is Phase.PLAY) or not self.remaining():
            return
        if self.cursor in self.marked:
            self.marked.remove(self.cursor)
        else:
            self.marked.append(self.cursor)
        self.refresh_table()

    @on(HandView.CardClicked)
    def _card_clicked(self, event: HandView.CardClicked) -> None:
        if not (self.my_turn() and self.game.phase is Phase.PLAY) or self.typing:
            return
        self.cursor = event.index
        self.action_mark()

    def action_make_word(self) -> None:
        """The marked cards, in the order they were marked, become a word of this turn."""
        left = self.remaining()
        if not self.marked:
            return
        word = Word(tuple(left[index] for index in self.marked))
        self._stage(word)

    def _stage(self, word: Word) -> None:
        self.staged.append(word)
        self.marked = []
        self.cursor = 0
        self.hint = None
        self.refresh_table()
        self._explain_next_step()

    def _explain_next_step(self) -> None:
        """After a word is built, say in the engine's words whether going out would work now."""
        game = self.game
        seat = self._seat_acting()
        card = self._cursor_card()
        words = tuple(self.staged)
        if card is None:
            self.say("Every card is in a word: one card must be left to discard (backspace to undo a word).")
            return
        action: Action = LayDown(seat, words, card) if game.is_final_turn else GoOut(seat, words, card)
        why = game.why_not(action)
        if why is None:
            key = "f to lay down" if game.is_final_turn else "g to go out"
            self.say(f"Ready: press {key}, discarding {card.label} (←→ moves the ▲ to another card).")
        elif game.is_final_turn:
            self.say(why)
        else:
            self.say(why)

    def action_unstage(self) -> None:
        if self.staged:
            word = self.staged.pop()
            self.say(f"{word.spelling} is back in your hand.")
            self.refresh_table()

    def action_type_word(self) -> None:
        if not (self.my_turn() and self.game.phase is Phase.PLAY):
            return
        self.typing = True
        self.marked = []
        box = self.query_one("#word-input", WordInput)
        box.display = True
        box.clear()
        box.focus()
        self.choices = []
        self.say("Type a word, then Enter to make it (Tab: another spelling, Esc: stop typing).")
        self.refresh_table()

    def stop_typing(self, *, refresh: bool = True) -> None:
        if not self.is_mounted:
            return
        was_typing = self.typing
        self.typing = False
        self.choices = []
        box = self.query_one("#word-input", WordInput)
        box.clear()
        box.display = False
        if was_typing:
            self.query_one("#hand", HandView).focus()
            if self.message.startswith("Type a word"):
                self.message = ""
        if refresh:
            self.refresh_table()

    def next_spelling(self) -> None:
        if len(self.choices) > 1:
            self.choice_index = (self.choice_index + 1) % len(self.choices)
            self.refresh_table()

    @on(Input.Changed, "#word-input")
    def _typed(self, event: Input.Changed) -> None:
        self.choices = pick_spellings(event.value, self.remaining()) if event.value else []
        self.choice_index = 0
        self.refresh_table()

    @on(Input.Submitted, "#word-input")
    def _typed_word_done(self, event: Input.Submitted) -> None:
        event.stop()
        if not event.value:
            self.stop_typing()
            return
        if not self.choices:
            self.say(
                f"Your hand does not hold the cards to spell {event.value.upper()}: "
                "change the word, or Esc to stop typing.",
                refused=True,
            )
            return
        word = self.choices[self.choice_index % len(self.choices)]
        # The word is made and typing ends, so the keys the next message names (g, f, x) work.
        self.stop_typing(refresh=False)
        self._stage(word)

    def _final_turn_key(self) -> bool:
        """x or g on a final turn: name the key that does it (the engine's sentence cannot)."""
        if self.my_turn() and self.game.phase is Phase.PLAY and self.game.is_final_turn:
            self.say(
                "This is your final turn: f lays down your words (none is fine) and discards the ▲ card.",
                refused=True,
            )
            return True
        return False

    def action_discard(self, explain: int = 0) -> None:
        card = self._cursor_card()
        if not self.my_turn() or card is None or self._final_turn_key():
            return
        if self.staged and not self.game.is_final_turn and self.game.phase is Phase.PLAY:
            self.say("You have built words: g goes out with them, backspace puts them back.", refused=True)
            return
        self.apply(Discard(self._seat_acting(), card))

    def action_go_out(self, explain: int = 0) -> None:
        card = self._cursor_card()
        if not self.my_turn() or self._final_turn_key():
            return
        if card is None:
            self.say("Keep one card out of your words to discard.", refused=True)
            return
        self.apply(GoOut(self._seat_acting(), tuple(self.staged), card))

    def action_finish(self, explain: int = 0) -> None:
        card = self._cursor_card()
        if not self.my_turn():
            return
        if card is None:
            self.say("Keep one card out of your words to discard.", refused=True)
            return
        self.apply(LayDown(self._seat_acting(), tuple(self.staged), card))

    def action_lookup(self) -> None:
        if self.my_turn():
            self.say("Look-ups are for between turns (the rule sheets allow them when it is not your turn).")
            return
        self.quiddler.action_lookup()

    # ------------------------------------------------------------ hints

    def action_hint(self) -> None:
        if not (self.my_turn() and self.game.phase is Phase.PLAY):
            return
        if hints_ready(self.game.checker):
            self.say("Thinking…")
        else:
            self.say("Thinking… (the word list is still being indexed: a few seconds)")
        self.compute_hint(self.game.hand(self._seat_acting()), self.game.is_final_turn)

    @work(exclusive=True, group="hint", thread=True)
    def compute_hint(self, hand: tuple[Card, ...], final_turn: bool) -> None:
        try:
            result = hint_for(hand, self.game.checker, final_turn=final_turn)
        except Exception as error:
            result = HintResult(f"No hint this time ({error}).")
        self.app.call_from_thread(self._hint_ready, result, hand)

    def _hint_ready(self, result: HintResult, hand: tuple[Card, ...]) -> None:
        if self.shown is None or self.game.hand(self.shown) != hand:
            return  # the hand changed meanwhile: the hint is stale
        self.hint = result
        usable = result.discard is not None and self.my_turn() and self.game.phase is Phase.PLAY
        self.say(f"Hint: {result.text}" + (" u: use it." if usable else ""))
        self._refresh_keys()

    def action_use_hint(self) -> None:
        """Build the hint's words and put the ▲ on its discard: one key from hint to g or f."""
        hint = self.hint
        if hint is None or hint.discard is None or not (self.my_turn() and self.game.phase is Phase.PLAY):
            return
        if self.typing:
            self.stop_typing(refresh=False)
        hand = self.order[self._seat_acting()]
        if (
            Counter(card for word in hint.words for card in word.cards)
            + Counter([hint.discard])
            - Counter(hand)
        ):
            return  # the hand changed since the hint (it is then cleared anyway)
        # words are laid only to go out or on a final turn: otherwise the hint is just a discard
        lay = self.game.is_final_turn or hint.goes_out
        self.staged = list(hint.words) if lay else []
        self.marked = []
        self.cursor = self.remaining().index(hint.discard)
        self.refresh_table()
        if lay:
            self._explain_next_step()
        else:
            self.say(f"The ▲ is on {hint.discard.label}: x discards it.")

    def details(self) -> dict[str, Any]:
        """What tests and the autosave hook may read about the presentation state."""
        return {"shown": self.shown, "staged": list(self.staged), "cursor": self.cursor}
