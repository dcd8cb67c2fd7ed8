"""The solitaire screen: eight stacks, a word typed or picked, refills, undo, hints, the end.

Keys: letters type the word (the screen finds the cards on the stacks; Tab switches to another
spelling or another stack showing the same letter); 1–8 or a click pick a stack (or, when a stack
is empty, choose the stack whose top card refills it: when only one stack can give, the screen
does it itself and says so); Enter makes the word; Backspace and Esc erase; ``?`` asks for a hint
(computed in a worker); Ctrl+Z undoes the last word (from the end screen too); Ctrl+G gives up;
Ctrl+X leaves, after asking.

The game's life is a :class:`~quiddler.solitaire.match.SolitaireMatch` (its actions, the refills
with no choice, the autosave after every action, the unfinished game offered again next time, the
record a finished game goes into and leaves again if its last word is undone): the screen renders
it and sends it what the keys ask, and opens no file. Nothing here decides a rule: every refusal
shown is the engine's own sentence. The word being typed is a
:class:`~quiddler.solitaire.entry.WordEntry`, which turns the keys into stacks.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Static

from quiddler.engine import IllegalActionError, QuiddlerError
from quiddler.engine.letters import typed_letters
from quiddler.engine.solitaire import (
    GiveUp,
    Hint,
    HintGiven,
    Solitaire,
    SolitairePhase,
)
from quiddler.i18n import N_, _, ngettext
from quiddler.saves.solitaire.autosave import SolitaireAutosave
from quiddler.saves.solitaire.saved_game import LoadedSolitaire, SavedSolitaire
from quiddler.solitaire.entry import WordEntry
from quiddler.solitaire.match import START, SolitaireMatch, hint_said
from quiddler.solitaire.options import SolitaireOptions
from quiddler.solitaire.tools import WordTools, load_word_tools
from quiddler.tui.localized import Localized
from quiddler.tui.screens.base import StyledOnce
from quiddler.tui.solitaire.dialogs import ContinueChoice, ContinueScreen, LeaveScreen
from quiddler.tui.solitaire.end import EndChoice, SolitaireEndScreen
from quiddler.tui.solitaire.widgets import (
    HowToPlay,
    StackRow,
    StackWidget,
    WordLine,
    WordsMade,
    stack_faces,
    status_text,
    title_text,
)

__all__ = ["SolitaireScreen"]


class SolitaireScreen(StyledOnce, Localized, Screen[None]):
    """A game of solitaire. Dismissed (result None) when the player leaves."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "make_word", N_("Make word")),
        Binding("tab", "next_spelling", N_("Spelling")),
        Binding("backspace", "erase", N_("Erase"), show=False),
        Binding("escape", "clear", N_("Clear"), show=False),
        Binding("question_mark", "hint", N_("Hint"), key_display="?"),
        Binding("ctrl+z", "undo", N_("Undo")),
        Binding("ctrl+g", "give_up", N_("Give up")),
        Binding("f1", "rules", N_("Rules")),
        Binding("ctrl+x", "leave", N_("Leave")),
    ]

    def __init__(
        self,
        tools: WordTools | None = None,
        options: SolitaireOptions | None = None,
        *,
        dictionary: str | None = None,
        record_path: Path | None = None,
        save_path: Path | None = None,
        game: Solitaire | None = None,
        loaded: LoadedSolitaire | None = None,
        name: str | None = None,
        id: str | None = None,
    ) -> None:
        """``tools`` (or the dictionary named ``dictionary``, opened now) and how to deal.

        ``game`` plays a game already dealt (a puzzle, a stacked deal) instead of dealing one;
        without it, an unfinished game saved earlier is offered first (``loaded``: the saved game
        as already read by :func:`open_solitaire`, else it is read here). ``record_path`` and
        ``save_path`` are the record's and the saved game's files (the data folder's by default).
        Raises ValueError with a sentence for the player if the dictionary cannot be opened.
        """
        super().__init__(name=name, id=id)
        self.tools = tools if tools is not None else load_word_tools(dictionary)
        #: The game's life: its actions, its save and the record (the screen opens no file).
        self.match = SolitaireMatch(
            self.tools, options, game=game, save_path=save_path, record_path=record_path
        )
        self._loaded = loaded
        #: The word being typed or picked on the table.
        self.entry = WordEntry(self.game)
        self.thinking = False
        self._give_up_armed = False
        self._message = ""
        self._refused = False
        self._drawn: dict[str, object] = {}

    @property
    def game(self) -> Solitaire:
        return self.match.game

    @property
    def options(self) -> SolitaireOptions:
        return self.match.options

    @property
    def autosave(self) -> SolitaireAutosave:
        return self.match.autosave

    @property
    def waiting(self) -> SavedSolitaire | None:
        """The unfinished game offered and left waiting (the player left at the question)."""
        return self.match.waiting

    @property
    def is_saved(self) -> bool:
        """True if the game on the table is unfinished and its last save worked."""
        return self.match.is_saved

    # ------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="solitaire-title")
        with Center():
            yield StackRow()
        yield WordLine(id="word")
        yield Static(id="solitaire-message")
        yield Static(id="solitaire-status")
        with Horizontal(id="lower"):
            yield WordsMade(id="words")
            yield HowToPlay()
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(WordLine).focus()
        self._greet()
        self.refresh_view()
        if self.match.offering:
            self._offer_saved_game()
        else:
            self._begin()

    # ------------------------------------------------------------ saving and continuing

    def _begin(self) -> None:
        """The game on the table is the one played: saved now, or ended if no word can be made."""
        self._warn(self.match.begin())
        if self.game.is_over:
            self.call_after_refresh(self._finish)

    def _save(self) -> None:
        """Save the game as it is now (after every action); a failure is said once, play goes on."""
        self._warn(self.match.save())

    def _warn(self, error: str | None) -> None:
        if error is not None:
            self.notify(error, title=_("Not saved"), severity="warning", timeout=10)

    def save_now(self) -> None:
        """Write the last save once more (a signal, or the way out): never raises, never waits."""
        self.match.save_now()

    def _offer_saved_game(self) -> None:
        """A game left unfinished: continue it (asked, unless the command line named its deal)."""
        offer = self.match.offer_saved(self._loaded)
        self._loaded = None
        for line, refused in offer.said:
            self.say(line, refused=refused)
        game, saved, options = offer.game, offer.saved, offer.options
        if offer.continued and game is not None and options is not None:
            self._continued(game, options)
        elif offer.ask and game is not None and saved is not None and options is not None:
            asked = self.options.daily is not None or self.options.seed is not None
            new_deal = (
                _("A new deal") if not asked else f"{self.options.describe(self.game.seed).capitalize()}"
            )
            screen = ContinueScreen(saved, new_deal=new_deal, new_first=asked)
            self.app.push_screen(screen, lambda choice: self._answered(choice, game, saved, options))
        else:
            self._begin()

    def _answered(
        self, choice: ContinueChoice | None, game: Solitaire, saved: SavedSolitaire, options: SolitaireOptions
    ) -> None:
        if choice is None:  # Esc: leave solitaire; the unfinished game stays saved
            self.match.leave_waiting(saved)
            self.leave()
        elif choice is ContinueChoice.CONTINUE:
            self.match.continue_saved(game, saved, options)
            self._continued(game, options)
        else:
            self.say(self.match.give_up_saved(game, options))
            self._begin()

    def _continued(self, game: Solitaire, options: SolitaireOptions) -> None:
        """The unfinished game goes on, where it was left."""
        self._play(game)
        self.action_clear()
        self.say(
            _("Welcome back: {deal} goes on where you left it.").format(deal=options.describe(game.seed))
        )
        if game.phase is SolitairePhase.REFILL:
            self.say(self.match.refill_prompt())
        self.refresh_view()

    def _play(self, game: Solitaire) -> None:
        """``game`` is the one on the table from now on, with nothing typed and no hint shown."""
        self.entry = WordEntry(game)

    def _start_message(self) -> None:
        self.say(_(START))

    def _greet(self) -> None:
        """The first message of a game: a damaged record, or a daily deal played before, come first."""
        line, refused = self.match.greeting()
        self.say(line, refused=refused)

    # ------------------------------------------------------------ drawing

    def say(self, message: str, *, refused: bool = False) -> None:
        self._message = message
        self._refused = refused
        if self.is_attached:
            self._draw_message()

    def _draw_message(self) -> None:
        if self._changed("message", (self._message, self._refused)):
            widget = self.query_one("#solitaire-message", Static)
            widget.update(Text(("✗ " if self._refused else "") + self._message), layout=False)
            widget.set_class(self._refused, "-refused")

    def refresh_view(self) -> None:
        game, entry = self.game, self.entry
        self.query_one(StackRow).show(stack_faces(game, entry))
        line = (entry.typed, entry.word, entry.pending, entry.choice, len(entry.choices))
        if self._changed("word", line):
            self.query_one(WordLine).show(*line)
        title = title_text(self.options.describe(game.seed), self.tools.dictionary)
        if self._changed("title", title):
            self.query_one("#solitaire-title", Static).update(title, layout=False)
        status = status_text(game)
        if self._changed("status", status):
            self.query_one("#solitaire-status", Static).update(status, layout=False)
        self._draw_message()
        if self._changed("words", game.words):
            self.query_one(WordsMade).show(game.words)
        if self._changed("keys", len(entry.choices) > 1):
            self.refresh_bindings()

    def _changed(self, part: str, value: object) -> bool:
        """True (and remembered) if ``part`` now shows something else: only changes are redrawn."""
        if self._drawn.get(part, self) == value:
            return False
        self._drawn[part] = value
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Tab shows in the footer only when there is another spelling to switch to.

        Undo, hint and give up stay live even when the engine would refuse them, so that
        pressing them explains in words why not.
        """
        if action == "next_spelling":
            return len(self.entry.choices) > 1
        return True

    # ------------------------------------------------------------ input

    def on_key(self, event: events.Key) -> None:
        character = event.character or ""
        letter = typed_letters(character)  # ñ is the N card (docs/rules.md §9)
        if len(character) == 1 and letter:
            event.stop()
            event.prevent_default()
            self._disarm()
            self.type_letter(letter)
        elif len(character) == 1 and character in "12345678":
            event.stop()
            event.prevent_default()
            self._disarm()
            self.pick_stack(int(character) - 1)
        elif len(character) == 1 and character in "90":
            event.stop()
            self.say(
                _("There are 8 stacks: pick one with 1 to 8, not {key}.").format(key=character), refused=True
            )

    def on_paste(self, event: events.Paste) -> None:
        """Pasted text is typed letter by letter, folded as a typed key is (año is A·N·O)."""
        event.stop()
        for letter in typed_letters(event.text):
            self._disarm()
            self.type_letter(letter)

    def on_stack_widget_clicked(self, message: StackWidget.Clicked) -> None:
        self._disarm()
        self.pick_stack(message.index)

    def _disarm(self) -> None:
        self._give_up_armed = False

    def _busy(self) -> bool:
        if self.thinking:
            self.say(_("Looking for a hint…"))
            return True
        if self.game.is_over:
            self.say(_("The game is over."), refused=True)
            return True
        return False

    def type_letter(self, letter: str) -> None:
        if self._busy():
            return
        game = self.game
        if game.phase is SolitairePhase.REFILL:
            self.say(self.match.refill_prompt(), refused=True)
            return
        refused = self.entry.type_letter(letter)
        if refused:
            self.say(refused, refused=True)
            return
        self._entry_changed()

    def _entry_changed(self) -> None:
        """The word being made changed: say what it is now, and draw it."""
        described = self.entry.describe()
        if described is None:
            self._start_message()
        else:
            self.say(described)
        self.refresh_view()

    def action_erase(self) -> None:
        if self._busy() or self.game.phase is SolitairePhase.REFILL:
            return
        if not self.entry.typed:
            return
        if len(self.entry.typed) == 1:
            self.action_clear()
            return
        self.entry.erase()
        self._entry_changed()

    def action_clear(self) -> None:
        self._disarm()
        self.entry.clear()
        if self.game.phase is SolitairePhase.REFILL:
            self.say(self.match.refill_prompt())
        elif not self.game.is_over:
            self._start_message()
        self.refresh_view()

    def action_next_spelling(self) -> None:
        if self.entry.next_spelling():
            self._entry_changed()

    def pick_stack(self, index: int) -> None:
        """A digit or a click: add or remove a stack from the word, or choose a refill's source."""
        if self._busy():
            return
        game = self.game
        if game.phase is SolitairePhase.REFILL:
            self.refill_from(index)
            return
        refused = self.entry.pick(index)
        if refused:
            self.say(refused, refused=True)
            return
        self._entry_changed()

    def refill_from(self, source: int) -> None:
        try:
            record, refills = self.match.refill(source)
        except QuiddlerError as error:
            self.say(str(error), refused=True)
            return
        moved = _("Moved {card} from stack {source} to stack {target}.").format(
            card=record.card.label, source=record.source + 1, target=record.target + 1
        )
        self._after_change(moved, refills)

    # ------------------------------------------------------------ actions

    def action_make_word(self) -> None:
        self._disarm()
        if self._busy():
            return
        game = self.game
        if game.phase is SolitairePhase.REFILL:
            self.say(self.match.refill_prompt(), refused=True)
            return
        not_ready = self.entry.why_not_ready()
        if not_ready:
            self.say(not_ready, refused=True)
            return
        try:
            record, refills = self.match.make_word(self.entry.action())
        except IllegalActionError as error:
            self.say(str(error), refused=True)
            return
        word = record.word
        made = _("{word} ({spelling}) scores {points}.").format(
            word=word.text.upper(), spelling=word.spelling, points=word.points
        )
        self._after_change(made, refills)

    def _after_change(self, done: str, refills: tuple[str, ...] = ()) -> None:
        self.entry.clear()
        game = self.game
        done = " ".join([done, *refills])
        self._save()
        if game.phase is SolitairePhase.REFILL:
            self.say(f"{done} {self.match.refill_prompt()}")
        elif game.is_over:
            reason = game.end_reason.sentence if game.end_reason else _("The game is over.")
            self.say(f"{done} {reason}")
        else:
            self.say(done)
        self.refresh_view()
        if game.is_over:
            self._finish()

    def action_undo(self) -> None:
        self._disarm()
        if self.thinking:
            return
        try:
            record = self.match.undo()
        except QuiddlerError as error:
            self.say(str(error), refused=True)
            return
        count = record.refills
        if count:
            said = ngettext(
                "Took back {word} and {count} refill.", "Took back {word} and {count} refills.", count
            )
        else:
            said = _("Took back {word}.")
        self._after_change(said.format(word=record.word.text.upper(), count=count))

    def action_hint(self) -> None:
        """Show the best word; asked again at the same position, the next best, and so on."""
        self._disarm()
        if self._busy():
            return
        rank = self.entry.next_hint_rank()
        why = self.match.why_not(Hint(rank))
        if why:
            self.say(why, refused=True)
            return
        self.thinking = True
        self.say(_("Looking for a hint…"))
        self._compute_hint(self.game, rank)

    @work(thread=True, exclusive=True, group="solitaire-hint")
    def _compute_hint(self, game: Solitaire, rank: int) -> None:
        try:
            record: HintGiven | str = self.match.hint(game, rank)
        except QuiddlerError as error:
            record = str(error)
        self.app.call_from_thread(self._hint_ready, game, record)

    def _hint_ready(self, game: Solitaire, record: HintGiven | str) -> None:
        self.thinking = False
        if game is not self.game:
            return
        self._save()  # a hint is an action too: the game is now assisted
        if isinstance(record, str):
            self.say(record, refused=True)
        else:
            if record.word is not None:
                self.entry.take_hint(record.word, record.stacks, record.rank)
            self.say(hint_said(game, record))
        self.refresh_view()

    def action_give_up(self) -> None:
        if self.thinking:
            return
        why = self.match.why_not(GiveUp())
        if why:
            self.say(why, refused=True)
            return
        if not self._give_up_armed:
            self._give_up_armed = True
            self.say(
                _(
                    "Press Ctrl+G again to give up: the {cards} cards left ({score} points) "
                    "become your score."
                ).format(cards=self.game.cards_left, score=self.game.score)
            )
            return
        self._give_up_armed = False
        self.match.give_up()
        self._after_change(_("You gave up."))

    def action_rules(self) -> None:
        from quiddler.tui.solitaire.rules import SolitaireRulesScreen  # Markdown: only when asked

        self.app.push_screen(SolitaireRulesScreen())

    def leave(self) -> None:
        """Leave solitaire: back to the screen below, or, as the app's first screen, out of the app."""
        if len(self.app.screen_stack) > 1 and self.app.screen_stack[0] is not self:
            self.dismiss(None)
        else:
            self.app.exit()

    def action_leave(self) -> None:
        """Ctrl+X: leave, after asking if the game is not over (it is saved either way)."""
        if self.game.is_over or self.match.offering:
            self.leave()
            return
        if isinstance(self.app.screen, LeaveScreen):
            return
        deal = self.options.describe(self.game.seed)

        def answered(leave: bool | None) -> None:
            if leave:
                self._save()
                self.leave()

        self.app.push_screen(LeaveScreen(deal, saved=self.autosave.is_saved), answered)

    # ------------------------------------------------------------ the end

    def _finish(self) -> None:
        """Record the finished game once, forget its save, and show the end-of-game screen."""
        game = self.game
        stats, warning = self.match.finish()
        self.app.push_screen(SolitaireEndScreen(game, stats, warning, self.options), self._after_end)

    def _after_end(self, choice: EndChoice | None) -> None:
        if choice is EndChoice.UNDO:
            self._take_back_the_end()
        elif choice is EndChoice.NEW:
            self.new_game(SolitaireOptions())
        elif choice is EndChoice.REPLAY:
            self.new_game(self.options, self.game.restart())
        else:
            self.leave()

    def _take_back_the_end(self) -> None:
        """Ctrl+Z on the end screen: the last word comes back, the game leaves the record and goes on."""
        problem = self.match.withdraw()
        if problem:
            self.notify(problem, severity="warning", timeout=10)
        self.action_undo()

    def new_game(self, options: SolitaireOptions, game: Solitaire | None = None) -> None:
        """Deal a new game as ``options`` say (or play ``game``, already dealt)."""
        error = self.match.new_game(options, game)
        self._play(self.game)
        self.action_clear()
        self._greet()
        self.refresh_view()
        if self.game.is_over:
            self._finish()
        else:
            self._warn(error)
