"""``quiddler solitaire`` as an app of its own (the title screen pushes the screen instead)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

from quiddler.engine.solitaire import Solitaire
from quiddler.tui.solitaire.screen import SolitaireScreen
from quiddler.tui.solitaire.tools import SolitaireOptions, WordTools

__all__ = ["SolitaireApp"]


class SolitaireApp(App[None]):
    """Runs one :class:`SolitaireScreen`; leaving it quits the app."""

    TITLE = "Quiddler solitaire"
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self,
        tools: WordTools | None = None,
        options: SolitaireOptions | None = None,
        *,
        dictionary: str | None = None,
        record_path: Path | None = None,
        game: Solitaire | None = None,
    ) -> None:
        super().__init__()
        self.solitaire = SolitaireScreen(
            tools, options, dictionary=dictionary, record_path=record_path, game=game
        )

    def on_mount(self) -> None:
        self.push_screen(self.solitaire, lambda _: self.exit())
