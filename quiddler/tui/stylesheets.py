"""The Quiddler apps' stylesheets: one shared file and one per part of the interface.

Textual parses an app's ``CSS_PATH`` before its first frame, and a screen's ``CSS_PATH`` the first
time that screen is shown (once per file, whichever screen brings it). So each app lists only what
its first screen needs (``quiddler play``: the shared file and the setup's; ``quiddler solitaire``:
the shared file and solitaire's), and each screen lists the file of its part: wherever the screen
is shown, in which app or test, its styles come with it. The table's styles, a third of the old
single stylesheet, were parsed before the setup screen's first frame and are now parsed when a game
is dealt (issue 29: about 65 M of the 1,617 M instructions of ``quiddler play``'s first frame).

The shared file is read first by every app, so a part's rule that is as specific as a shared one
wins over it, as it did when the parts followed it in one file.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["SHARED", "SETUP", "TABLE", "SOLITAIRE", "SCORE", "DAILY"]

_HERE = Path(__file__).resolve().parent

#: The too-small notice, dialogs, help and rules: every app.
SHARED = _HERE / "quiddler.tcss"
#: The title and setup screens.
SETUP = _HERE / "setup.tcss"
#: A hot-seat game: passing the keyboard, the table, challenges, the summaries and reviews.
TABLE = _HERE / "table.tcss"
#: Solitaire's screen, stacks and dialogs.
SOLITAIRE = _HERE / "solitaire.tcss"
#: The score sheet (``quiddler score``).
SCORE = _HERE / "score.tcss"
#: The Quiddler of the day's result.
DAILY = _HERE / "daily.tcss"
