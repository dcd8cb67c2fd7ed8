"""Cards drawn as small boxes: a hand, a pile, a single face.

A card is 5 cells wide and 4 high: the label (QU is one card) above its points. The hand is one
widget that draws every card itself, so a cursor move is a repaint, not a rebuild, and a click is
mapped back to a card by its column. Selection is never colour alone: a marked card is raised one
line and drawn with a double border; the cursor card has a ▲ under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from quiddler.engine import Card, Source
from quiddler.i18n import _, ngettext, pgettext

__all__ = ["CARD_WIDTH", "card_lines", "back_lines", "HandView", "PileView"]

#: Cells a card takes in a row, with its gap.
CARD_WIDTH = 6

_ROUND = ("╭", "─", "╮", "│", "╰", "╯")
_DOUBLE = ("╔", "═", "╗", "║", "╚", "╝")


def card_lines(card: Card, *, double: bool = False) -> list[str]:
    """The four text lines of a face-up card: border, label, points, border."""
    tl, h, tr, v, bl, br = _DOUBLE if double else _ROUND
    label = card.label.center(3)
    points = str(card.points).rjust(2).center(3)
    return [f"{tl}{h * 3}{tr}", f"{v}{label}{v}", f"{v}{points}{v}", f"{bl}{h * 3}{br}"]


def back_lines() -> list[str]:
    """A face-down card: shows nothing of what it is."""
    return ["╭───╮", "│░░░│", "│░░░│", "╰───╯"]


class HandView(Widget, can_focus=True):
    """A row of cards with a cursor and marked (raised) cards; face down when ``hidden``."""

    DEFAULT_CSS = """
    HandView {
        height: 6;
        width: 1fr;
        padding: 0 1;
    }
    HandView:focus { background: $boost; }
    HandView > .hand--face { color: $foreground; }
    HandView > .hand--marked { color: $accent; text-style: bold; }
    HandView > .hand--cursor { color: $warning; text-style: bold; }
    HandView > .hand--back { color: $primary; }
    HandView > .hand--empty { color: $text-muted; }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "hand--face",
        "hand--marked",
        "hand--cursor",
        "hand--back",
        "hand--empty",
    }

    cards: reactive[tuple[Card, ...]] = reactive((), layout=False)
    cursor: reactive[int] = reactive(0)
    marked: reactive[tuple[int, ...]] = reactive(())
    hidden: reactive[bool] = reactive(False)
    empty_text: reactive[str] = reactive("")

    class CardClicked(Message):
        """A card of the hand was clicked (index into the cards shown)."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def show(
        self,
        cards: Sequence[Card],
        *,
        cursor: int = 0,
        marked: Sequence[int] = (),
        hidden: bool = False,
        empty_text: str = "",
    ) -> None:
        """Replace everything the hand shows in one go (the screen owns the state)."""
        self.set_reactive(HandView.cards, tuple(cards))
        self.set_reactive(HandView.cursor, cursor)
        self.set_reactive(HandView.marked, tuple(marked))
        self.set_reactive(HandView.hidden, hidden)
        self.set_reactive(HandView.empty_text, empty_text)
        self.refresh()

    def render(self) -> Text:
        rows = [Text() for _ in range(6)]
        if not self.cards:
            rows[2].append(self.empty_text, self.get_component_rich_style("hand--empty"))
            return Text("\n").join(rows)
        face = self.get_component_rich_style("hand--face")
        marked_style = self.get_component_rich_style("hand--marked")
        cursor_style = self.get_component_rich_style("hand--cursor")
        back = self.get_component_rich_style("hand--back")
        focused = self.has_focus
        for index, card in enumerate(self.cards):
            if self.hidden:
                lines, top, style = back_lines(), 1, back
            else:
                is_marked = index in self.marked
                lines = card_lines(card, double=is_marked)
                top = 0 if is_marked else 1
                style = marked_style if is_marked else face
                if index == self.cursor and focused:
                    style = style + Style(bold=True)
            for row in range(5):
                line = row - top
                rows[row].append(lines[line] if 0 <= line < 4 else " " * 5, style)
                rows[row].append(" ")
            pointer = "▲" if index == self.cursor and not self.hidden else " "
            rows[5].append(f"  {pointer}   ", cursor_style)
        return Text("\n").join(rows)

    def on_click(self, event: events.Click) -> None:
        if self.hidden:
            return
        x = event.x - 1  # padding
        index = x // CARD_WIDTH
        if 0 <= index < len(self.cards) and x % CARD_WIDTH < 5:
            self.post_message(self.CardClicked(index))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class PileView(Widget):
    """The draw pile (face down, with its count) or the discard pile (its top card)."""

    DEFAULT_CSS = """
    PileView { width: 11; height: 6; }
    PileView > .pile--card { color: $foreground; }
    PileView > .pile--back { color: $primary; }
    PileView > .pile--caption { color: $text-muted; }
    PileView:hover > .pile--card { color: $accent; }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"pile--card", "pile--back", "pile--caption"}

    top: reactive[Card | None] = reactive(None)
    count: reactive[int] = reactive(0)

    class Clicked(Message):
        def __init__(self, source: Source) -> None:
            super().__init__()
            self.source = source

    def __init__(self, source: Source, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.source = source

    def render(self) -> Text:
        caption = self.get_component_rich_style("pile--caption")
        if self.source is Source.DRAW_PILE:
            lines = back_lines() if self.count else ["     "] * 4
            style = self.get_component_rich_style("pile--back")
            title = _("Draw pile")
            note = ngettext("{count} card", "{count} cards", self.count).format(count=self.count)
        else:
            lines = card_lines(self.top) if self.top is not None else ["     "] * 4
            style = self.get_component_rich_style("pile--card")
            title = pgettext("the pile", "Discard")
            note = _("(top card)") if self.top is not None else _("empty")
        text = Text(title.center(11) + "\n", caption)
        for line in lines:
            text.append(line.center(11) + "\n", style)
        text.append(note.center(11), caption)
        return text

    def on_click(self) -> None:
        self.post_message(self.Clicked(self.source))
