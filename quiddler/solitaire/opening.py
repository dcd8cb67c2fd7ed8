"""Opening solitaire: the saved game and the word tools, read and built before the game's screen.

:class:`Opening` runs :func:`open_solitaire` in a thread of its own. ``quiddler solitaire`` starts
it once its first frame, the deal, is drawn (:mod:`quiddler.tui.solitaire.preview`): opening the
dictionary, its word index and the saves before that frame was half of what solitaire did before
it (issue 29), and the deal needs none of them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from quiddler.i18n import _
from quiddler.match.hints import Progress
from quiddler.saves.solitaire.saved_game import LoadedSolitaire, load_solitaire
from quiddler.solitaire.tools import WordTools, load_word_tools

__all__ = ["Opening", "open_solitaire"]


def open_solitaire(
    dictionary: str | None = None,
    *,
    default: str | None = None,
    save_path: Path | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
    family: str = "on",
) -> tuple[WordTools, LoadedSolitaire]:
    """Everything solitaire needs before its first screen: the saved game (if any) and the word
    tools of ``dictionary``, else of the saved game's dictionary, else of ``default``.

    Call it in a worker: the first use of a dictionary builds its word index (see
    :func:`load_word_tools`). Raises ValueError with one sentence if no dictionary can be opened.
    """
    loaded = load_solitaire(save_path)
    name = dictionary or (loaded.saved.dictionary if loaded.saved else None) or default
    try:
        tools = load_word_tools(name, progress=progress, cancelled=cancelled, family=family)
    except ValueError:
        if dictionary is not None or name == default:
            raise
        # the saved game's dictionary is gone (an Enchant list removed): the usual one will do,
        # the words already made stay accepted
        tools = load_word_tools(default, progress=progress, cancelled=cancelled, family=family)
    return tools, loaded


class Opening:
    """:func:`open_solitaire` started at once in a thread of its own.

    The solitaire app starts it once the deal is on the screen: opening the dictionary and loading
    its word index (tens of milliseconds with the index cached) then runs while the player looks at
    the cards. The app listens for the progress (:meth:`listen`) and waits for the result in a
    worker (:meth:`result`).
    """

    def __init__(
        self,
        dictionary: str | None = None,
        *,
        default: str | None = None,
        save_path: Path | None = None,
        family: str = "on",
    ) -> None:
        self.dictionary = dictionary
        self.family = family
        #: The latest (what is being done, fraction done or None), for a screen that shows it late.
        self.latest: tuple[str, float | None] = (_("Opening the dictionary…"), None)
        self._listener: Progress | None = None
        self._cancelled = False
        self._done = threading.Event()
        self._result: tuple[WordTools, LoadedSolitaire] | None = None
        self._error: ValueError | None = None
        self._thread = threading.Thread(
            target=self._run, args=(default, save_path), name="solitaire-open", daemon=True
        )
        self._thread.start()

    def _run(self, default: str | None, save_path: Path | None) -> None:
        try:
            self._result = open_solitaire(
                self.dictionary,
                default=default,
                save_path=save_path,
                progress=self._progress,
                cancelled=lambda: self._cancelled,
                family=self.family,
            )
        except ValueError as error:
            self._error = error
        finally:
            self._done.set()

    def _progress(self, text: str, fraction: float | None) -> None:
        self.latest = (text, fraction)
        listener = self._listener
        if listener is not None:
            listener(text, fraction)

    def listen(self, listener: Progress) -> None:
        """Call ``listener`` (from the opening thread) with each progress from now on."""
        self._listener = listener

    @property
    def ready(self) -> bool:
        """True once :meth:`result` answers at once."""
        return self._done.is_set()

    def result(self) -> tuple[WordTools, LoadedSolitaire]:
        """Wait for the word tools and the saved game; raises ValueError (one sentence) if the
        dictionary cannot be opened."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result

    def cancel(self) -> None:
        """The player left first: stop building the word index (if it was being built)."""
        self._cancelled = True
        self._listener = None
