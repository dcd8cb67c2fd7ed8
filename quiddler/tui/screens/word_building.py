"""The table's hand and word builder: the cards in the player's own order, and the words of a turn.

Everything here is presentation kept by the screen, never rules: the order of the cards, the
cursor (the ▲, the card a discard would take), the marked cards, the words built this turn, the
word being typed and the last hint. The engine is only asked, through ``game.why_not``, whether
going out with the words built so far would work, so the player hears it before pressing g or f.

:class:`WordBuilding` is the part of :class:`~quiddler.tui.screens.table.TableScreen` that does
this; it is a screen class (not a plain mixin) so that Textual registers its ``@on`` handlers.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, ClassVar

from textual import events, on, work
from textual.binding import Binding, BindingType
from textual.widgets import Input

from quiddler.engine import Action, Card, Game, GoOut, LayDown, Phase, Word
from quiddler.tui.screens.base import RoomyScreen
from quiddler.tui.screens.table_text import PLAYING, preview_marks
from quiddler.tui.services import HintResult, hint_for, hints_ready, pick_spellings
from quiddler.tui.widgets.cards import HandView

__all__ = ["WordBuilding", "WordInput"]


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


class WordBuilding(RoomyScreen[None]):
    """The hand, its cursor and marks, the words built this turn, typing, and hints.

    The table (the subclass) owns the game and the turn flow; it sets ``game``, ``shown`` and
    ``message`` and provides ``my_turn``, ``refresh_table`` and ``say``, which are used here.
    """

    game: Game
    shown: int | None  # the seat whose hand is face up, if any
    message: str

    if TYPE_CHECKING:

        def my_turn(self) -> bool: ...
        def refresh_table(self) -> None: ...
        def say(self, message: str, *, refused: bool = False) -> None: ...
        def _refresh_keys(self) -> None: ...

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.order: dict[int, list[Card]] = {}
        self.staged: list[Word] = []
        self.cursor = 0
        self.marked: list[int] = []
        self.typing = False
        self.choices: list[Word] = []
        self.choice_index = 0
        self.hint: HintResult | None = None

    # ------------------------------------------------------------ the hand

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

    def _show_hand(self) -> None:
        hand = self.query_one("#hand", HandView)
        game = self.game
        if self.shown is None:
            count = len(game.hand(game.current)) if game.phase in PLAYING else 0
            # face down: the widget is given no real card at all
            hand.show((Card.A,) * count, hidden=True, empty_text="")
            return
        left = self.remaining()
        self.cursor = max(0, min(self.cursor, len(left) - 1))
        marked = preview_marks(self.choices, self.choice_index, left) if self.typing else self.marked
        empty = "All your cards are in words." if self.staged else "No cards in hand."
        hand.show(left, cursor=self.cursor, marked=marked, empty_text=empty)

    def _seat_acting(self) -> int:
        assert self.shown is not None
        return self.shown

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

    # ------------------------------------------------------------ marking cards

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

    # ------------------------------------------------------------ the words of this turn

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
        else:
            self.say(why)

    def action_unstage(self) -> None:
        if self.staged:
            word = self.staged.pop()
            self.say(f"{word.spelling} is back in your hand.")
            self.refresh_table()

    # ------------------------------------------------------------ typing a word

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
            result = hint_for(hand, self.game.checker, final_turn=final_turn, rules=self.game.rules)
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
