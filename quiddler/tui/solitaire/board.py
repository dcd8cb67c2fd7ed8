"""What the solitaire screen shows and holds: the game's life, the word being typed, the message.

:class:`SolitaireBoard` is the lowest part of :class:`~quiddler.tui.solitaire.screen.SolitaireScreen`:
its state (the :class:`~quiddler.solitaire.match.SolitaireMatch` and the
:class:`~quiddler.solitaire.entry.WordEntry`), its layout and how it is redrawn (only the parts that
changed). The keys and actions are :mod:`quiddler.tui.solitaire.play`; starting, continuing and
ending a game are :mod:`quiddler.tui.solitaire.screen`. Nothing here decides a rule or opens a file.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Static

from quiddler.engine.solitaire import Solitaire
from quiddler.i18n import _
from quiddler.saves.solitaire.autosave import SolitaireAutosave
from quiddler.saves.solitaire.saved_game import LoadedSolitaire, SavedSolitaire
from quiddler.solitaire.entry import WordEntry
from quiddler.solitaire.match import START, SolitaireMatch
from quiddler.solitaire.options import SolitaireOptions
from quiddler.solitaire.tools import WordTools, load_word_tools
from quiddler.tui import stylesheets
from quiddler.tui.localized import Localized
from quiddler.tui.screens.base import StyledOnce
from quiddler.tui.solitaire.widgets import (
    HowToPlay,
    StackRow,
    WordLine,
    WordsMade,
    stack_faces,
    status_text,
    title_text,
)

__all__ = ["SolitaireBoard"]


class SolitaireBoard(StyledOnce, Localized, Screen[None]):
    """The solitaire screen's state and drawing; see the module docstring."""

    #: Its styles, parsed when a screen of its part first shows (see quiddler.tui.stylesheets).
    CSS_PATH = stylesheets.SOLITAIRE

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

    # ------------------------------------------------------------ saving

    def _save(self) -> None:
        """Save the game as it is now (after every action); a failure is said once, play goes on."""
        self._warn(self.match.save())

    def _warn(self, error: str | None) -> None:
        if error is not None:
            self.notify(error, title=_("Not saved"), severity="warning", timeout=10)

    def save_now(self) -> None:
        """Write the last save once more (a signal, or the way out): never raises, never waits."""
        self.match.save_now()

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

    def leave(self) -> None:
        """Leave solitaire: back to the screen below, or, as the app's first screen, out of the app."""
        if len(self.app.screen_stack) > 1 and self.app.screen_stack[0] is not self:
            self.dismiss(None)
        else:
            self.app.exit()

    def _finish(self) -> None:
        """Record the finished game and show its end (the screen's own: :mod:`.screen`)."""
        raise NotImplementedError
