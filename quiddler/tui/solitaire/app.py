"""``quiddler solitaire`` as an app of its own (the title screen pushes the screen instead).

The first frame is the deal (:class:`~quiddler.tui.solitaire.preview.SolitairePreview`: the
cards the game will deal, laid out as the game's screen); once it is drawn, the saved game and
the dictionary open in a thread (:class:`~quiddler.solitaire.opening.Opening`) and the game's
screen takes its place, a few tens of milliseconds later with the word index cached (issue 29:
opening them before the first frame was half of what solitaire did before it). The first time a
dictionary is used its word index is built, for seconds: a :class:`StartingScreen` then says so,
with a progress bar, until the game is ready. ``--resume`` shows no deal first (the game left
unfinished is the one played). Leaving the game ends the app. As a :class:`GuardedApp` it saves
the game and ends with status 143 on SIGTERM (129 on SIGHUP), the terminal given back.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, work
from textual.app import CSSPathType
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.worker import get_current_worker

from quiddler.i18n import N_, _
from quiddler.solitaire.options import SolitaireOptions
from quiddler.tui import stylesheets
from quiddler.tui.guarded import GuardedApp
from quiddler.tui.screens.starting import StartingScreen
from quiddler.tui.solitaire.preview import SolitairePreview

if TYPE_CHECKING:  # the game, its saves and its word tools load after the first frame
    from quiddler.engine.solitaire import Solitaire
    from quiddler.saves.solitaire.saved_game import LoadedSolitaire
    from quiddler.solitaire.opening import Opening
    from quiddler.solitaire.tools import WordTools
    from quiddler.tui.solitaire.screen import SolitaireScreen

__all__ = ["SolitaireApp"]

#: Seconds before the starting screen shows, if the game is not ready by then.
STARTING_AFTER = 0.15


class SolitaireApp(GuardedApp[None]):
    """Runs one :class:`SolitaireScreen`; leaving it quits the app."""

    TITLE = "Quiddler solitaire"
    #: The shared styles and solitaire's (see :mod:`quiddler.tui.stylesheets`).
    CSS_PATH: ClassVar[CSSPathType | None] = [stylesheets.SHARED, stylesheets.SOLITAIRE]
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
        family: str = "on",
    ) -> None:
        """With ``tools`` the game is dealt at once (tests, puzzles); without, the dictionary
        named ``dictionary`` (or the saved game's, or the default) is opened in a thread:
        ``opening``, if one is handed in already started, else one started once the first frame
        (the deal, :class:`SolitairePreview`) is drawn."""
        super().__init__()
        options = options or SolitaireOptions()
        # A random deal is drawn now, so the first frame shows the cards the game will deal.
        self.options = options if tools is not None or options.resume else options.with_deal_drawn()
        self.dictionary = dictionary
        self.family = family
        #: The deal shown while the game opens (None when the game is the first screen).
        self.preview: SolitairePreview | None = None
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
        from quiddler.tui.solitaire.screen import SolitaireScreen

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
        if self._opening is None and not self.options.resume:
            # Nothing opened yet: the deal first, the dictionary and the saves after it is drawn.
            seed = self.options.resolved_seed()
            self.preview = SolitairePreview(seed, self.options.describe(seed), self.dictionary)
            return self.preview
        return super().get_default_screen()

    def on_mount(self) -> None:
        self.title = _("Quiddler solitaire")
        if self.solitaire is not None:
            if self.screen is not self.solitaire:
                self.push_screen(self.solitaire, lambda _: self.exit())
            return
        if self.preview is not None:
            self.call_after_refresh(self._start_opening)
        else:
            self._start_opening()

    def _start_opening(self) -> None:
        """Open the saved game and the dictionary in a thread (unless an opening was handed in)."""
        if self._opening is None:
            from quiddler.solitaire.opening import Opening

            self._opening = Opening(self.dictionary, save_path=self.save_path, family=self.family)
        if self._opening.ready:  # opened while the interface started: the game is the first screen
            try:
                self._opened(*self._opening.result())
            except ValueError as error:
                self._cannot_open(str(error))
            return
        self._open(self._opening)
        self.set_timer(STARTING_AFTER, self._still_opening)

    def _still_opening(self) -> None:
        """Not open yet: a word index being built (a fraction done) gets the starting screen and its
        progress bar; a short wait stays on the deal, which says what is being done."""
        if self.preview is None or (self._opening is not None and self._opening.latest[1] is not None):
            self._show_starting()
        elif self._opening is not None and self.screen is self.preview:
            self.preview.say(self._opening.latest[0])

    def _show_starting(self) -> None:
        """Still opening: say what is happening (the first build of a word index takes seconds)."""
        if self.solitaire is None and self.problem is None and not isinstance(self.screen, StartingScreen):
            starting = StartingScreen(_("Quiddler solitaire"))
            if self._opening is not None:
                starting.say(*self._opening.latest)
            self.push_screen(starting)

    def _say(self, text: str, fraction: float | None) -> None:
        if isinstance(self.screen, StartingScreen):
            self.screen.say(text, fraction)
        elif fraction is not None:  # a word index being built (seconds): its progress bar
            self._show_starting()
        elif self.screen is self.preview:
            self.preview.say(text)

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
        if self.preview is not None and self.preview.typed:
            # Keys typed over the deal, before the game was ready, go to the game, in order.
            typed, self.preview.typed = self.preview.typed, []
            self.call_after_refresh(self._replay, typed)

    def _replay(self, typed: list[events.Key]) -> None:
        for key in typed:
            self.post_message(events.Key(key.key, key.character))

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
