"""The solitaire screen's keys and actions: typing, picking stacks, refills, a word, undo, hints.

:class:`SolitairePlay` turns each key into a question or an action of the game's
:class:`~quiddler.solitaire.match.SolitaireMatch` and says its answer: every refusal shown is the
engine's own sentence, and the screen decides no rule. Letters type the word (ñ is the N card,
docs/rules.md §9); 1–8 or a click pick a stack, or a refill's source; the hint is computed in a
worker thread.
"""

from __future__ import annotations

from textual import events, work

from quiddler.engine import IllegalActionError, QuiddlerError
from quiddler.engine.letters import typed_letters
from quiddler.engine.solitaire import GiveUp, Hint, HintGiven, Solitaire, SolitairePhase
from quiddler.i18n import _, ngettext
from quiddler.solitaire.match import hint_said
from quiddler.tui.solitaire.board import SolitaireBoard
from quiddler.tui.solitaire.dialogs import LeaveScreen
from quiddler.tui.solitaire.widgets import StackWidget

__all__ = ["SolitairePlay"]


class SolitairePlay(SolitaireBoard):
    """What each key of the solitaire screen does; see the module docstring."""

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
