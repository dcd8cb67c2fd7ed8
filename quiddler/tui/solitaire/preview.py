"""The deal on the table while solitaire opens: the first frame of ``quiddler solitaire``.

Opening solitaire reads the game left unfinished and opens the dictionary with its word index
(:mod:`quiddler.solitaire.opening`): about half of what ``quiddler solitaire`` did before its first
frame, tens of milliseconds with the index cached, seconds the first time a dictionary is used.
The deal needs none of it: its number says which cards lie where
(:func:`~quiddler.engine.solitaire.deal.shuffled_deck`). So the app shows this screen first, laid
out as the game's own (title, the eight stacks, the word line, the status, the words made, how to
play), with "Opening the dictionary…" where the game's messages go, and opens the rest once it
is drawn (issue 29). The game's screen then takes its place with the same cards. Keys typed
meanwhile (a word typed as soon as the cards show) are kept and handed to the game, in order, once
it is up; Ctrl+Q leaves at once. Nothing here decides a rule: the cards are the engine's deal.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Static

from quiddler.engine.solitaire.deal import points_left, shuffled_deck, stacks_of
from quiddler.i18n import _
from quiddler.tui import stylesheets
from quiddler.tui.localized import Localized
from quiddler.tui.screens.base import StyledOnce
from quiddler.tui.solitaire.widgets import HowToPlay, StackFace, StackRow, WordLine, WordsMade, title_text

__all__ = ["SolitairePreview"]


class SolitairePreview(StyledOnce, Localized, Screen[None]):
    """Deal ``seed`` as the game will show it, named ``deal``, while the game opens."""

    #: Its styles are the game screen's (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SOLITAIRE

    def __init__(self, seed: int, deal: str, dictionary: str | None) -> None:
        super().__init__()
        self.seed = seed
        self.deal = deal
        self.dictionary = dictionary
        self.message = _("Opening the dictionary…")
        #: The eight stacks the game will deal, bottom card first.
        self.stacks = stacks_of(shuffled_deck(seed))
        #: The keys typed while this screen shows, in order (the app hands them to the game).
        self.typed: list[events.Key] = []

    def compose(self) -> ComposeResult:
        stacks = self.stacks
        score = points_left(stacks)
        cards = sum(len(stack) for stack in stacks)
        # The dictionary's name is known once it is open ("…" until then, unless it was named).
        yield Static(title_text(self.deal, self.dictionary or "…"), id="solitaire-title")
        with Center():
            yield StackRow()
        yield WordLine(id="word")
        yield Static(self.message, id="solitaire-message")
        status = _("Cards left {cards} · Score {score} (0 is perfect) · Words {words}")
        yield Static(status.format(cards=cards, score=score, words=0), id="solitaire-status")
        with Horizontal(id="lower"):
            yield WordsMade(id="words")
            yield HowToPlay()
        yield Footer()

    def on_mount(self) -> None:
        faces = [StackFace(card=stack[-1], under=len(stack) - 1) for stack in self.stacks]
        self.query_one(StackRow).show(faces)
        self.query_one(WordLine).show("", None, False, 0, 0)
        self.query_one(WordsMade).show(())

    def on_key(self, event: events.Key) -> None:
        """Kept for the game (see the module docstring): the player may not wait for it."""
        event.stop()
        event.prevent_default()
        self.typed.append(events.Key(event.key, event.character))

    def say(self, message: str) -> None:
        """What opening the game is doing now (the word index being built, the first time)."""
        self.message = message
        if self.is_attached:
            self.query_one("#solitaire-message", Static).update(Text(message), layout=False)
