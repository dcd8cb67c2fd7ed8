"""What the player sees while a game is being prepared: what is happening, and how far along.

The first launch with a new dictionary builds its word index (a few seconds, once): rather than a
blank terminal, this screen says so, with a bar that fills as the builder reports its progress.
It is one light screen (two lines of text and the bar), so it shows at once.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

__all__ = ["StartingScreen", "progress_bar"]

_BAR_WIDTH = 30


def progress_bar(fraction: float, width: int = _BAR_WIDTH) -> str:
    """``████████░░░░░░ 45%``: a text bar that reads the same in any terminal."""
    fraction = min(1.0, max(0.0, fraction))
    filled = round(fraction * width)
    return "█" * filled + "░" * (width - filled) + f" {round(fraction * 100):>3}%"


class StartingScreen(Screen[None]):
    """A title, a line saying what is being done, and a progress bar when there is one."""

    DEFAULT_CSS = """
    StartingScreen {
        align: center middle;
        background: $background;
    }
    StartingScreen > Vertical {
        width: 64;
        max-width: 100%;
        height: auto;
        border: round $primary;
        padding: 1 2;
    }
    StartingScreen #starting-title {
        text-style: bold;
        color: $accent;
    }
    StartingScreen #starting-bar {
        color: $accent;
    }
    """

    def __init__(self, title: str, text: str = "") -> None:
        # No id: one starting screen may still be leaving the DOM as the next arrives (a doubled
        # key, or "finding the par" replacing "shuffling"), and two alike ids crash the app.
        super().__init__()
        self.title_text = title
        self.text = text
        self.fraction: float | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, id="starting-title")
            yield Static(self.text, id="starting-text")
            yield Static("" if self.fraction is None else progress_bar(self.fraction), id="starting-bar")

    def say(self, text: str, fraction: float | None = None) -> None:
        """Show what is being done now and, if known, the fraction of it done (0 to 1)."""
        self.text, self.fraction = text, fraction
        for line in self.query("#starting-text").results(Static):  # none yet before compose
            line.update(text)
        for bar in self.query("#starting-bar").results(Static):
            bar.update("" if fraction is None else progress_bar(fraction))
