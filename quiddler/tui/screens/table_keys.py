"""The table's keys: every binding of the table screen, and the actions whose keys come and go
with the moment of the turn (the screen's ``check_action`` decides which show)."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from quiddler.i18n import N_

__all__ = ["TABLE_KEYS", "TURN_ACTIONS"]

#: Every key of the table (their labels are translated where they are shown).
TABLE_KEYS: tuple[BindingType, ...] = (
    Binding("d", "draw", N_("Draw pile")),
    Binding("t", "take", N_("Take discard")),
    Binding("w", "type_word", N_("Type word")),
    Binding("space", "mark", N_("Mark")),
    Binding("space", "hurry", N_("Faster")),
    Binding("enter", "make_word", N_("Make word")),
    Binding("backspace", "unstage", N_("Undo")),
    Binding("x", "discard", N_("Discard")),
    Binding("g", "go_out", N_("Go out")),
    Binding("f", "finish", N_("Lay down")),
    # The same keys at the wrong moment: the engine says why not, in words.
    Binding("d", "draw(1)", N_("Draw pile"), show=False),
    Binding("t", "take(1)", N_("Take discard"), show=False),
    Binding("x", "discard(1)", N_("Discard"), show=False),
    Binding("g", "go_out(1)", N_("Go out"), show=False),
    Binding("f", "finish(1)", N_("Lay down"), show=False),
    Binding("h", "hint", N_("Hint")),
    Binding("u", "use_hint", N_("Use hint"), show=False),  # named by the hint itself
    # While a word is typed (the keys themselves are taken in on_key, in the order typed)
    Binding("enter", "submit_word", N_("Make word")),
    Binding("tab", "next_spelling", N_("Other spelling")),
    Binding("escape", "stop_typing", N_("Stop typing")),
    Binding("left", "cursor(-1)", N_("Left"), show=False),
    Binding("right", "cursor(1)", N_("Right"), show=False),
    Binding("shift+left", "move(-1)", N_("Move card left"), show=False),
    Binding("shift+right", "move(1)", N_("Move card right"), show=False),
    Binding("s", "sort", N_("Sort hand"), show=False),
    Binding("l", "lookup", N_("Look up")),
    Binding("l", "lookup(1)", N_("Look up"), show=False),  # on your own turn: says why not
    Binding("r", "app.rules", N_("Rules")),
    Binding("question_mark", "app.help", N_("Keys")),
)

#: The actions whose keys come and go with the moment of the turn.
TURN_ACTIONS: tuple[str, ...] = (
    "draw",
    "take",
    "type_word",
    "mark",
    "hurry",
    "make_word",
    "unstage",
    "discard",
)
TURN_ACTIONS += ("go_out", "finish", "hint", "use_hint", "lookup", "submit_word")
