"""``quiddler solitaire`` as an app of its own (the title screen pushes the screen instead).

The dictionary opens in a thread (:class:`~quiddler.solitaire.opening.Opening`, which the
command line starts before it imports Textual): when it is done by the time the interface is up
(a few tens of milliseconds with the word index cached) the game is the app's first screen. If it
takes longer — the first time a dictionary is used its word index is built, for seconds — a
:class:`StartingScreen` says so, with a progress bar, until the game is ready. Leaving the game
ends the app. As a :class:`GuardedApp` it saves the game and ends with status 143 on SIGTERM
(129 on SIGHUP), the terminal given back.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, ClassVar

from textual import work
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.worker import get_current_worker

from quiddler.engine.solitaire import Solitaire
from quiddler.i18n import N_, _
from quiddler.saves.solitaire.saved_game import LoadedSolitaire
from quiddler.solitaire.opening import Opening
from quiddler.solitaire.options import SolitaireOptions
from quiddler.solitaire.tools import WordTools
from quiddler.tui.guarded import GuardedApp
from quiddler.tui.screens.starting import StartingScreen
from quiddler.tui.solitaire.screen import SolitaireScreen

__all__ = ["SolitaireApp"]

#: Seconds before the starting screen shows, if the game is not ready by then.
STARTING_AFTER = 0.15


class SolitaireApp(GuardedApp[None]):
    """Runs one :class:`SolitaireScreen`; leaving it quits the app."""

    TITLE = "Quiddler solitaire"
    #: The one stylesheet of the Quiddler apps: the solitaire screens' styles live there too.
    CSS_PATH = Path(__file__).parent.parent / "quiddler.tcss"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q,ctrl+c", "leave", N_("Leave"), priority=True, show=False),
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
        opening: Opening | None = None,
    ) -> None:
        """With ``tools`` the game is dealt at once (tests, puzzles); without, the dictionary
        named ``dictionary`` (or the saved game's, or the default) is opened in a thread:
        ``opening``, already started by the command line, or one started when the app mounts."""
        super().__init__()
        self.options = options or SolitaireOptions()
        self.dictionary = dictionary
        self.record_path = record_path
        self.save_path = save_path
        #: The solitaire screen, once the word tools are ready.
        self.solitaire: SolitaireScreen | None = None
        #: Why the game could not start (a dictionary that cannot be opened), for the command.
        self.problem: str | None = None
        self._opening = opening
        if tools is not None:
            self.solitaire = self._screen(tools, game=game)

    def _screen(
        self, tools: WordTools, *, game: Solitaire | None = None, loaded: LoadedSolitaire | None = None
    ) -> SolitaireScreen:
        return SolitaireScreen(
            tools,
            self.options,
            record_path=self.record_path,
            save_path=self.save_path,
            game=game,
            loaded=loaded,
        )

    def get_default_screen(self) -> Screen[Any]:
        """The game itself when the dictionary opened while the interface started (the usual case
        with a cached word index): one screen to draw first, not a blank one and then the game."""
        if self.solitaire is None and self._opening is not None and self._opening.ready:
            with contextlib.suppress(ValueError):  # a dictionary that cannot open: said in on_mount
                tools, loaded = self._opening.result()
                self.solitaire = self._screen(tools, loaded=loaded)
        if self.solitaire is not None:
            return self.solitaire
        return super().get_default_screen()

    def on_mount(self) -> None:
        self.title = _("Quiddler solitaire")
        if self.solitaire is not None:
            if self.screen is not self.solitaire:
                self.push_screen(self.solitaire, lambda _: self.exit())
            return
        if self._opening is None:
            self._opening = Opening(self.dictionary, save_path=self.save_path)
        if self._opening.ready:  # opened while the interface started: the game is the first screen
            try:
                self._opened(*self._opening.result())
            except ValueError as error:
                self._cannot_open(str(error))
            return
        self._open(self._opening)
        self.set_timer(STARTING_AFTER, self._show_starting)

    def _show_starting(self) -> None:
        """Still opening: say what is happening (the first build of a word index takes seconds)."""
        if self.solitaire is None and self.problem is None:
            starting = StartingScreen(_("Quiddler solitaire"))
            if self._opening is not None:
                starting.say(*self._opening.latest)
            self.push_screen(starting)

    def _say(self, text: str, fraction: float | None) -> None:
        if isinstance(self.screen, StartingScreen):
            self.screen.say(text, fraction)

    @work(thread=True, exclusive=True, group="solitaire-open")
    def _open(self, opening: Opening) -> None:
        worker = get_current_worker()

        def progress(text: str, fraction: float | None) -> None:
            if not worker.is_cancelled:
                self.call_from_thread(self._say, text, fraction)

        opening.listen(progress)
        try:
            tools, loaded = opening.result()
        except ValueError as error:
            self.call_from_thread(self._cannot_open, str(error))
            return
        if not worker.is_cancelled:
            self.call_from_thread(self._opened, tools, loaded)

    def on_unmount(self) -> None:
        if self._opening is not None:
            self._opening.cancel()

    def _opened(self, tools: WordTools, loaded: LoadedSolitaire) -> None:
        self.solitaire = self._screen(tools, loaded=loaded)
        if isinstance(self.screen, StartingScreen):
            self.pop_screen()
        self.push_screen(self.solitaire, lambda _: self.exit())

    def _cannot_open(self, message: str) -> None:
        self.problem = message
        self.exit(return_code=1)

    def save_now(self) -> None:
        if self.solitaire is not None:
            self.solitaire.save_now()

    def action_leave(self) -> None:
        """Ctrl+Q or Ctrl+C: as Ctrl+X, leave after asking if a game is in play."""
        if self.solitaire is not None and self.solitaire.is_attached:
            self.solitaire.action_leave()
        else:
            self.exit()
