"""Solitaire from the hot-seat app's title screen: opening it, showing it, and coming back.

:class:`SolitaireLaunch` is a controller the app owns: a starting screen while the dictionary opens
(in a worker), then the solitaire screen (or the offer to continue the game left unfinished);
leaving it comes back to the title screen, which says how to find the deal again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.i18n import _

if TYPE_CHECKING:
    from textual.app import App

    from quiddler.tui.solitaire.screen import SolitaireScreen

__all__ = ["SolitaireLaunch"]


class SolitaireLaunch:
    """Opens solitaire over ``app``'s screens and says where it is once it is left."""

    def __init__(self, app: App[None]) -> None:
        self.app = app

    def show(self, default: str | None) -> None:
        """A starting screen while the dictionary (``default``: the last game's) opens, then the game."""
        from quiddler.tui.screens.starting import StartingScreen
        from quiddler.tui.solitaire import SolitaireScreen

        # The key arrived twice: solitaire is already opening (or open). A starting screen just
        # replaced by the game may still be leaving the DOM, so the stack is what is asked.
        if any(isinstance(shown, StartingScreen | SolitaireScreen) for shown in self.app.screen_stack):
            return
        starting = StartingScreen(_("Solitaire"), _("Opening the dictionary…"))
        self.app.push_screen(starting)
        self.app.run_worker(lambda: self._open(default), thread=True, exclusive=True, group="solitaire-open")

    def _open(self, default: str | None) -> None:
        from quiddler.solitaire.opening import open_solitaire
        from quiddler.tui.screens.starting import StartingScreen

        app = self.app
        starting = app.screen

        def progress(text: str, fraction: float | None) -> None:
            if isinstance(starting, StartingScreen):
                app.call_from_thread(starting.say, text, fraction)

        try:
            tools, loaded = open_solitaire(default=default, progress=progress)
        except ValueError as error:
            app.call_from_thread(self._cannot_open, str(error))
            return
        app.call_from_thread(self._shown, tools, loaded)

    def _shown(self, tools: object, loaded: object) -> None:
        from quiddler.tui.screens.starting import StartingScreen
        from quiddler.tui.solitaire import SolitaireScreen

        if isinstance(self.app.screen, StartingScreen):
            self.app.pop_screen()
        screen = SolitaireScreen(tools, loaded=loaded)  # type: ignore[arg-type]
        self.app.push_screen(screen, lambda _result: self._left(screen))

    def _left(self, screen: SolitaireScreen) -> None:
        """Back on the title screen: say how to find the deal again."""
        app = self.app
        game, options = screen.game, screen.options
        deal = options.describe(game.seed)
        if screen.waiting is not None:
            app.notify(_("Your unfinished solitaire game is still saved: choose Solitaire to continue it."))
        elif screen.is_saved:
            app.notify(
                _("Solitaire ({deal}) is saved: choose Solitaire to continue it.").format(deal=deal),
                timeout=8,
            )
        elif options.daily is None:
            app.notify(
                _("Solitaire deal {seed}: quiddler solitaire --seed {seed} deals it again.").format(
                    seed=game.seed
                )
            )

    def _cannot_open(self, message: str) -> None:
        from quiddler.tui.screens.starting import StartingScreen

        if isinstance(self.app.screen, StartingScreen):
            self.app.pop_screen()
        self.app.notify(message, severity="error", timeout=8)
