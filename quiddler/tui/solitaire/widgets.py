"""The solitaire table's widgets: a stack, the row of eight, the word being made, the words made.

Widgets hold no game state: the screen hands each widget plain values to draw (attributes
down; :func:`stack_faces`, :func:`title_text` and :func:`status_text` make them from the game);
a click on a stack is posted as a message (messages up). Every state is written in text as well
as colour: a picked card shows its place in the word (``#2``), the space to refill says ``here``,
the stacks that may give a card say ``give``. Their styles are in solitaire's stylesheet,
``quiddler/tui/solitaire.tcss``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Static

from quiddler.engine import Card, Word
from quiddler.engine.solitaire import STACKS, Solitaire, SolitairePhase
from quiddler.i18n import N_, _
from quiddler.solitaire.entry import WordEntry

__all__ = [
    "StackFace",
    "StackWidget",
    "StackRow",
    "WordLine",
    "WordsMade",
    "HowToPlay",
    "stack_faces",
    "status_text",
    "title_text",
]


@dataclass(frozen=True)
class StackFace:
    """What one stack shows: its card (None: empty), the cards under it, its part in the turn."""

    card: Card | None
    under: int
    picked: int | None = None  # 1-based place in the word being made
    target: bool = False  # the space the next refill fills
    source: bool = False  # may give its card to the refill
    hinted: bool = False


class StackWidget(Static, can_focus=False):
    """One of the eight stacks: number, face-up card, its points, the count of cards under it."""

    class Clicked(Message):
        """The player clicked stack ``index`` (0-based)."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.index = index
        self.face: StackFace | None = None

    def show(self, face: StackFace) -> None:
        if face == self.face:
            return  # unchanged: redrawing eight cards on every key press is the app's main cost
        self.face = face
        self.set_class(face.picked is not None, "-picked")
        self.set_class(face.target, "-target")
        self.set_class(face.source, "-source")
        self.set_class(face.card is None, "-empty")
        self.update(self._text(face), layout=False)

    def _text(self, face: StackFace) -> Text:
        number = str(self.index + 1)
        mark = f"#{face.picked}" if face.picked is not None else ""
        if face.hinted and face.picked is None:
            mark = _("hint")
        if face.source:
            mark = _("give")
        text = Text()
        text.append(f"{number}{mark:>6}\n", style="bold" if mark else "")
        if face.card is None:
            text.append(" " + (_("here") if face.target else _("empty")) + "\n", style="italic")
            text.append("\n\n")
            return text
        text.append(f"  {face.card.label:<5}\n", style="bold reverse" if face.picked else "bold")
        text.append(f"{face.card.points:>4} pt\n")
        under = f"+{face.under} ▤" if face.under else "  " + _("last")
        text.append(under, style="dim")
        return text

    def on_click(self) -> None:
        self.post_message(self.Clicked(self.index))


class StackRow(Horizontal):
    """The eight stacks side by side."""

    def compose(self) -> ComposeResult:
        for index in range(8):
            yield StackWidget(index, id=f"stack-{index + 1}")

    def show(self, faces: Sequence[StackFace]) -> None:
        for widget, face in zip(self.query(StackWidget), faces, strict=True):
            widget.show(face)


class WordLine(Static, can_focus=True):
    """The word being made: what was typed, the cards chosen, their points, other spellings.

    It holds the keyboard focus, so the letters typed reach the screen before any app binding.
    """

    def show(self, typed: str, word: Word | None, pending: bool, choice: int, choices: int) -> None:
        text = Text(_("Word") + " ▸ ", style="bold")
        text.append(typed.upper() or "", style="bold")
        text.append("_", style="blink")
        if word is not None and word.cards:
            text.append(f"   {word.spelling}", style="bold")
            text.append("  " + _("{points} pts").format(points=word.points))
            if pending:
                text.append("  " + _("(finish {card})").format(card=word.cards[-1].label), style="italic")
        if choices > 1:
            said = _("spelling {number}/{count} (Tab)").format(number=choice + 1, count=choices)
            text.append("   " + said, style="italic")
        self.update(text, layout=False)


class WordsMade(Static):
    """The words made so far, newest last, with their points."""

    def show(self, words: Sequence[Word]) -> None:
        self.border_title = _("Words made ({count})").format(count=len(words))
        if not words:
            self.update(Text(_("None yet."), style="dim"), layout=False)
            return
        text = Text()
        for index, word in enumerate(words):
            if index:
                text.append("  ·  ")
            text.append(word.text.upper(), style="bold")
            text.append(f" {word.points}")
        self.update(text, layout=False)


class HowToPlay(Static):
    """The rules and keys in brief, beside the words made (docs/rules.md §7 and its decided refill)."""

    TEXT = N_(
        "Make words of 2 cards or more from the face-up cards: type one, or pick stacks with "
        "1-8 or a click, then Enter. An empty stack takes the top card of a stack you choose. "
        "The game ends when no word can be made; your score is the points of the cards left, "
        "and 0 is perfect. ? hint and Ctrl+Z undo mark the game as assisted. F1: the rules."
    )

    def on_mount(self) -> None:
        self.border_title = _("How to play")
        self.update(_(self.TEXT))


def stack_faces(game: Solitaire, entry: WordEntry) -> list[StackFace]:
    """How each stack shows: its cards, whether it is picked (and where in the word), hinted, or
    the empty stack to refill and the stacks that may refill it."""
    refilling = game.phase is SolitairePhase.REFILL
    return [
        StackFace(
            card=game.face_up[index],
            under=game.face_down[index],
            picked=entry.selection.index(index) + 1 if index in entry.selection else None,
            target=refilling and index == game.refill_target,
            source=refilling and index in game.refill_sources,
            hinted=index in entry.hinted,
        )
        for index in range(STACKS)
    ]


def title_text(deal: str, dictionary: str | None) -> str:
    """The title line: the deal and the dictionary."""
    said = _("Quiddler solitaire · {deal} · dictionary {dictionary}")
    return said.format(deal=deal, dictionary=dictionary or _("default"))


def status_text(game: Solitaire) -> str:
    """The status line: cards left, the score, the words, assisted, over."""
    status = _("Cards left {cards} · Score {score} (0 is perfect) · Words {words}").format(
        cards=game.cards_left, score=game.score, words=len(game.words)
    )
    if game.assisted:
        status += " · " + _("assisted")
    if game.is_over:
        status += " · " + _("game over")
    return status
