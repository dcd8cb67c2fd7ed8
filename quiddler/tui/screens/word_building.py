"""The table's hand and word builder: the cards in the player's own order, and the words of a turn.

Everything here is presentation kept by the screen, never rules: the order of the cards, the
cursor (the ▲, the card a discard would take), the marked cards, the words built this turn, the
word being typed and the last hint. The engine is asked through the match's port (``why_not``,
``why_not_word``) whether a word may be laid and whether going out with the words built so far
would work, so the player hears it as the word is built, before pressing g or f; nothing here
re-derives a rule.

:class:`WordBuilder` is a controller the table owns (composition, not a base class): it holds
this state and does what the keys ask; the table keeps only the Textual glue (its key actions
and event handlers call in here) and says what it offers the builder in the
:class:`~quiddler.tui.screens.table_protocol.Table` protocol. Asking the solver for a hint and
showing it is :class:`~quiddler.tui.screens.hint_asking.HintAsking`, the builder's base.
"""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

from textual import events

from quiddler.engine import (
    Action,
    Card,
    Draw,
    GoOut,
    LayDown,
    Phase,
    Spelling,
    Word,
    spellings,
)
from quiddler.engine.letters import fold_accents, typed_letters
from quiddler.i18n import _
from quiddler.match.hints import HintResult
from quiddler.tui.screens.hint_asking import HintAsking
from quiddler.tui.screens.table_protocol import Table
from quiddler.tui.screens.table_text import PLAYING, preview_marks
from quiddler.tui.widgets.cards import HandView
from quiddler.tui.widgets.word_entry import WordEntry

__all__ = ["WordBuilder", "WordInput"]


class WordInput(WordEntry, can_focus=False):
    """The word being typed, shown in a box; Tab offers the next way to spell it with the hand.

    It never takes the focus: every key of a turn goes to the table, one queue in the order
    typed, and the table puts letters into this box while a word is being typed. Moving the
    focus here when ``w`` is pressed would let keys typed right after ``w`` go to two widgets at
    once and arrive out of order, or be taken by the table's own keys (``s`` sorts the hand).
    Enter makes the word and leaves typing (``w`` types the next one), so the table's own keys
    (g, f, x…) work again at once.
    """


class WordBuilder(HintAsking):
    """The hand, its cursor and marks, the words built this turn, typing, and hints, for ``table``."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.order: dict[int, list[Card]] = {}
        self.staged: list[Word] = []
        self.cursor = 0
        self.marked: list[int] = []
        self.typing = False
        self.choices: list[Word] = []
        #: The typed text the spellings in ``choices`` are for (they follow every key at once).
        self.choices_for = ""
        self.choice_index = 0
        self.hint: HintResult | None = None
        #: The message line says what g/f would do with the ▲ card: it is said again whenever
        #: the ▲ or the words change, so it never names a card other than the one discarded.
        self.next_step_shown = False

    # ------------------------------------------------------------ the hand

    def remaining(self) -> list[Card]:
        """The shown hand in display order, without the cards in words built this turn."""
        if self.table.shown is None:
            return []
        left = list(self.order.get(self.table.shown, []))
        for word in self.staged:
            for card in word.cards:
                left.remove(card)
        return left

    def sync_order(self, seat: int) -> None:
        """Keep the player's card order; drop cards that left the hand, append new ones."""
        cards = self.table.port.view(seat).game.hand
        hand = Counter(cards)
        kept: list[Card] = []
        for card in self.order.get(seat, []):
            if hand[card] > 0:
                kept.append(card)
                hand[card] -= 1
        for card in cards:
            if hand[card] > 0:
                kept.append(card)
                hand[card] -= 1
        self.order[seat] = kept
        # words built this turn may hold cards that have left the hand (after an action)
        if self.staged and Counter(c for w in self.staged for c in w.cards) - Counter(kept):
            self.staged = []

    def show_hand(self) -> None:
        hand = self.table.query_one("#hand", HandView)
        game = self.table.view
        if self.table.shown is None:
            count = game.hand_counts[game.current] if game.phase in PLAYING else 0
            # face down: the widget is given no real card at all
            hand.show((Card.A,) * count, hidden=True, empty_text="")
            return
        left = self.remaining()
        self.cursor = max(0, min(self.cursor, len(left) - 1))
        marked = preview_marks(self.choices, self.choice_index, left) if self.typing else self.marked
        empty = _("All your cards are in words.") if self.staged else _("No cards in hand.")
        hand.show(left, cursor=self.cursor, marked=marked, empty_text=empty)

    def marked_cards(self) -> list[Card]:
        """The marked cards in the order they were marked (the word Enter would make)."""
        left = self.remaining()
        return [left[index] for index in self.marked if 0 <= index < len(left)]

    def cursor_card(self) -> Card | None:
        left = self.remaining()
        return left[self.cursor] if 0 <= self.cursor < len(left) else None

    def _hand_changed(self) -> None:
        """The ▲ or the order moved: repaint, and say again what g/f would now discard."""
        if self.next_step_shown:
            self.explain_next_step()
        self.table.refresh_table()

    def move_cursor(self, step: int) -> None:
        left = self.remaining()
        if left:
            self.cursor = (self.cursor + step) % len(left)
            self._hand_changed()

    def move_card(self, step: int) -> None:
        """Move the card under the cursor one place (reordering the hand)."""
        if self.table.shown is None or self.staged or self.typing:
            if self.staged:
                self.table.say(_("Put your words back (backspace) before moving cards."))
            return
        order = self.order[self.table.shown]
        target = self.cursor + step
        if 0 <= target < len(order):
            order[self.cursor], order[target] = order[target], order[self.cursor]
            self.marked = [
                target if i == self.cursor else self.cursor if i == target else i for i in self.marked
            ]
            self.cursor = target
            self._hand_changed()

    def sort(self) -> None:
        if self.table.shown is None or self.staged:
            if self.staged:
                self.table.say(_("Put your words back (backspace) before sorting your hand."))
            return
        self.order[self.table.shown].sort()
        self.marked = []
        self._hand_changed()

    # ------------------------------------------------------------ marking cards

    def mark(self) -> None:
        game = self.table.view
        if not (self.table.my_turn() and game.phase is Phase.PLAY) or not self.remaining():
            return
        if self.cursor in self.marked:
            self.marked.remove(self.cursor)
        else:
            self.marked.append(self.cursor)
        self.table.refresh_table()

    def card_clicked(self, index: int) -> None:
        """A click on a card of the hand marks it (the ▲ moves there)."""
        if not (self.table.my_turn() and self.table.view.phase is Phase.PLAY) or self.typing:
            return
        self.cursor = index
        self.mark()

    def make_word(self) -> None:
        """The marked cards, in the order they were marked, become a word of this turn."""
        cards = self.marked_cards()
        if cards:
            self._stage(Word(tuple(cards)))

    # ------------------------------------------------------------ the words of this turn

    def _stage(self, word: Word) -> bool:
        """Build ``word`` for this turn, unless the engine says it could never be laid (a single
        card in the standard game; with checked words, a word the dictionary refuses): then the
        player hears why at once, not when going out. True if the word was built."""
        why = self.table.why_not_word(word)
        if why is not None:
            self.table.say(why, refused=True)
            return False
        self.staged.append(word)
        self.marked = []
        self.cursor = 0
        self.hint = None
        self.explain_next_step()
        self.table.refresh_table()
        return True

    def explain_next_step(self) -> None:
        """After a word is built (and whenever the ▲ moves after that), say in the engine's words
        whether going out, or laying down, would work now, naming the card it would discard."""
        game = self.table.view
        if self.table.shown is None or game.phase is not Phase.PLAY:
            return
        seat = self.seat_acting()
        card = self.cursor_card()
        words = tuple(self.staged)
        if card is None:
            self.table.say(
                _("Every card is in a word: one card must be left to discard (backspace to undo a word).")
            )
        else:
            action: Action = LayDown(seat, words, card) if game.is_final_turn else GoOut(seat, words, card)
            why = self.table.why_not(action)
            if why is None:
                left = self.remaining()
                left.remove(card)
                if game.is_final_turn:
                    ready = _("Ready: press f to lay down, discarding {card}")
                else:
                    ready = _("Ready: press g to go out, discarding {card}")
                said = ready.format(card=card.label)
                if left:
                    said += _("; {cards} stay unused (←→ moves the ▲ to another card)").format(
                        cards=" ".join(c.label for c in left)
                    )
                self.table.say(said + ".")
            else:
                self.table.say(why)
        self.next_step_shown = True

    def unstage(self) -> None:
        if self.staged:
            word = self.staged.pop()
            self.table.say(_("{word} is back in your hand.").format(word=word.spelling))
            self.table.refresh_table()

    # ------------------------------------------------------------ typing a word

    def type_word(self) -> None:
        if not (self.table.my_turn() and self.table.view.phase is Phase.PLAY) or self.typing:
            return
        self.typing = True
        self.marked = []
        box = self.table.query_one("#word-input", WordInput)
        box.display = True
        box.clear()
        self.choices, self.choices_for = [], ""
        self.table.say(_("Type a word, then Enter to make it (Tab: another spelling, Esc: stop typing)."))
        self.table.refresh_table()

    def stop_typing(self, *, refresh: bool = True) -> None:
        if not self.table.is_mounted:
            return
        was_typing = self.typing
        self.typing = False
        self.choices, self.choices_for = [], ""
        box = self.table.query_one("#word-input", WordInput)
        box.clear()
        box.display = False
        if was_typing and self.table.message.startswith("Type a word"):
            self.table.message = ""
        if refresh:
            self.table.refresh_table()

    def next_spelling(self) -> None:
        """Tab: the next way to spell the typed word with this hand, or why there is none."""
        if not self.typing:
            return
        typed = self.table.query_one("#word-input", WordInput).value.upper()
        if len(self.choices) > 1:
            self.choice_index = (self.choice_index + 1) % len(self.choices)
            self.table.refresh_table()
        elif self.choices:
            said = _("Your cards spell {word} only one way: {spelling}.")
            self.table.say(said.format(word=typed, spelling=self.choices[0].spelling))
        elif typed:
            self.table.say(_("Your hand does not hold the cards to spell {word}.").format(word=typed))
        else:
            self.table.say(_("Type a word first; Tab then shows the other ways to spell it with your cards."))

    def _type(self, text: str) -> None:
        """Letters into the word box (typed, or pasted), in the order they came; an accented
        letter or Ñ goes in as the card that plays it (ñ -> n, docs/rules.md §9)."""
        letters = typed_letters(text)
        if letters:
            self.table.query_one("#word-input", WordInput).insert_text_at_cursor(letters)
            self.follow_typed()

    def follow_typed(self) -> None:
        """The spellings of the word in the box, found at once: an Enter that comes right after
        the letters (a fast typist, a paste) must make the word they spell, not wait for the
        box's change message."""
        value = self.table.query_one("#word-input", WordInput).value
        if value == self.choices_for:
            return
        self.choices_for = value
        self.choices = spellings(value, self.remaining(), order=Spelling.POINTS) if value else []
        self.choice_index = 0
        self.table.refresh_table()

    def submit_word(self) -> None:
        """Enter while typing: make the word (the chosen spelling) and stop typing."""
        value = self.table.query_one("#word-input", WordInput).value
        self.follow_typed()
        if not value:
            self.stop_typing()
            return
        if not self.choices:
            self.table.say(
                _(
                    "Your hand does not hold the cards to spell {word}: "
                    "change the word, or Esc to stop typing."
                ).format(word=value.upper()),
                refused=True,
            )
            return
        word = self.choices[self.choice_index % len(self.choices)]
        if self.table.why_not_word(word) is not None:
            self._stage(word)  # refused: it says why, and the word stays in the box to change
            return
        # The word is made and typing ends, so the keys the next message names (g, f, x) work.
        self.stop_typing(refresh=False)
        self._stage(word)

    #: While typing, these keys edit the word instead of doing what they do at the table.
    _TYPING_KEYS: ClassVar[dict[str, str]] = {
        "enter": "submit_word",
        "tab": "next_spelling",
        "escape": "stop_typing",
    }

    def key(self, event: events.Key) -> None:  # the table's on_key
        """``w`` and everything typed after it, handled here in the order the keys came.

        Letters go into the word box; Enter, Tab, Esc and Backspace edit or finish the word.
        Keys that are not for typing (arrows, Ctrl+Q…) keep their table meaning.
        """
        if not self.typing:
            if event.key == "w" and self.table.check_action("type_word", ()):
                event.stop()
                event.prevent_default()
                self.type_word()
            return
        if event.character and fold_accents(event.character).isascii() and event.character.isalpha():
            self._type(event.character)
        elif event.key == "backspace":
            self.table.query_one("#word-input", WordInput).action_delete_left()
            self.follow_typed()
        elif event.key in self._TYPING_KEYS:
            getattr(self, self._TYPING_KEYS[event.key])()
        elif event.key == "space" or (event.character and event.character.isprintable()):
            pass  # not part of a word: ignored rather than doing a table key's action unseen
        else:
            return
        event.stop()
        event.prevent_default()

    def paste(self, event: events.Paste) -> None:  # the table's on_paste
        """A word pasted while typing (or right after ``w``) goes into the box, letters only."""
        if self.typing:
            event.stop()
            self._type(event.text)

    def use_hint(self) -> None:
        """Do what the hint says: draw from its pile before the draw; after it, build the hint's
        words and put the ▲ on its discard: one key from hint to g or f."""
        hint = self.hint
        if hint is None or not self.table.my_turn():
            return
        if hint.draw is not None:
            if self.table.view.phase is Phase.DRAW:
                self.table.act(Draw(self.seat_acting(), hint.draw))
            return
        if hint.discard is None or self.table.view.phase is not Phase.PLAY:
            return
        if self.typing:
            self.stop_typing(refresh=False)
        hand = self.order[self.seat_acting()]
        if (
            Counter(card for word in hint.words for card in word.cards)
            + Counter([hint.discard])
            - Counter(hand)
        ):
            return  # the hand changed since the hint (it is then cleared anyway)
        # words are laid only to go out or on a final turn: otherwise the hint is just a discard
        lay = self.table.view.is_final_turn or hint.goes_out
        self.staged = list(hint.words) if lay else []
        self.marked = []
        self.cursor = self.remaining().index(hint.discard)
        if lay:
            self.explain_next_step()
        else:
            self.table.say(_("The ▲ is on {card}: x discards it.").format(card=hint.discard.label))
        self.table.refresh_table()
