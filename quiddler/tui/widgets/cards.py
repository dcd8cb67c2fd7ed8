"""Cards drawn as small boxes: a hand, a pile, a single face.

A card is 5 cells wide and 4 high: the label (QU is one card) above its points. The hand is one
widget that draws every card itself, so a cursor move is a repaint, not a rebuild, and a click is
mapped back to a card by its column. Selection is never colour alone: a marked card is raised one
line and drawn with a double border; the cursor card has a ▲ under it.

With big cards chosen (``--big-cards`` or the palette: the app's ``appearance``), the hand is drawn
twice as big (:mod:`quiddler.tui.widgets.big_cards`) whenever the window has room for the hand
it holds; otherwise it is drawn at the usual size and a notice says why, once.
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
from quiddler.tui.widgets.big_cards import BIG_CARD_HEIGHT, BIG_CARD_WIDTH, big_back_lines, big_card_lines

__all__ = ["CARD_WIDTH", "card_lines", "back_lines", "HandView", "PileView"]

#: Cells a card takes in a row, with its gap.
CARD_WIDTH = 6
#: The hand's height with small and with big cards (a raised line and the ▲ line included).
HAND_HEIGHT, BIG_HAND_HEIGHT = 6, BIG_CARD_HEIGHT + 2
#: The window height big cards need: the table's other panels keep their rows.
BIG_MIN_HEIGHT = 24 + BIG_HAND_HEIGHT - HAND_HEIGHT


def big_cards_fit(count: int, width: int, height: int) -> bool:
    """Whether a window of ``width``×``height`` has room for a hand of ``count`` big cards."""
    return width >= big_min_width(count) and height >= BIG_MIN_HEIGHT


def big_min_width(count: int) -> int:
    """The window width a hand of ``count`` big cards needs (the hand's padding included)."""
    return max(count, 1) * BIG_CARD_WIDTH + 2


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
    #: Drawn with big cards (chosen, and the window has room).
    big: reactive[bool] = reactive(False)

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
        self.size_cards()
        self.refresh()

    def size_cards(self) -> None:
        """Big cards if they are chosen and fit; the notice that they do not fit, once."""
        appearance = getattr(self.app, "appearance", None)
        wanted = bool(appearance is not None and appearance.big_cards)
        width, height = self.screen.size if self.is_attached else (0, 0)
        big = wanted and big_cards_fit(len(self.cards), width, height)
        if wanted and not big and not self._said_too_small and self.cards and width and height:
            self._said_too_small = True
            self.notify(
                _(
                    "Big cards need a window of at least {width}×{height}; this one is "
                    "{have_width}×{have_height}, so the cards are drawn at their usual size."
                ).format(
                    width=big_min_width(len(self.cards)),
                    height=BIG_MIN_HEIGHT,
                    have_width=width,
                    have_height=height,
                ),
                timeout=8,
            )
        if big:
            self._said_too_small = False
        if big != self.big:
            self.set_reactive(HandView.big, big)
            self.styles.height = BIG_HAND_HEIGHT if big else HAND_HEIGHT

    _said_too_small = False

    @property
    def card_width(self) -> int:
        """Cells a card takes in the row now, with its gap."""
        return BIG_CARD_WIDTH if self.big else CARD_WIDTH

    def render(self) -> Text:
        big = self.big
        height = BIG_HAND_HEIGHT if big else HAND_HEIGHT
        card_height = height - 2
        rows = [Text() for _ in range(height)]
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
                lines, top, style = (big_back_lines() if big else back_lines()), 1, back
            else:
                is_marked = index in self.marked
                lines = big_card_lines(card, double=is_marked) if big else card_lines(card, double=is_marked)
                top = 0 if is_marked else 1
                style = marked_style if is_marked else face
                if index == self.cursor and focused:
                    style = style + Style(bold=True)
            face_width = self.card_width - 1
            for row in range(card_height + 1):
                line = row - top
                rows[row].append(lines[line] if 0 <= line < card_height else " " * face_width, style)
                rows[row].append(" ")
            pointer = "▲" if index == self.cursor and not self.hidden else " "
            rows[-1].append(pointer.center(face_width) + " ", cursor_style)
        return Text("\n").join(rows)

    def on_click(self, event: events.Click) -> None:
        if self.hidden:
            return
        x = event.x - 1  # padding
        index = x // self.card_width
        if 0 <= index < len(self.cards) and x % self.card_width < self.card_width - 1:
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
