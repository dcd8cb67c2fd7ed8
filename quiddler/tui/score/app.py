"""``quiddler score`` as an app of its own: setup → the sheet (or an unfinished sheet → the sheet).

The app owns the sheet's file: :meth:`SheetStore.keep` saves it after every change the screens
make to the :class:`~quiddler.scoresheet.Sheet` (and undo), atomically, so a closed terminal or a
kill loses nothing. Everything it needs from outside is handed in, so tests replace any of it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import ClassVar

from textual.app import CSSPathType
from textual.binding import Binding, BindingType

from quiddler.engine import RuleOptions, WordChecker
from quiddler.engine.rules import WordCheck
from quiddler.i18n import N_, _
from quiddler.match.setup import MatchSetup
from quiddler.saves import GameLock, SaveError
from quiddler.scoresheet import Sheet, SheetFile, SheetStore
from quiddler.scoresheet.file import SheetInfo
from quiddler.scoresheet.opening import open_sheet_checker
from quiddler.storage.paths import data_dir as default_data_dir
from quiddler.tui import stylesheets
from quiddler.tui.app import HEIGHT_BREAKPOINTS, WIDTH_BREAKPOINTS
from quiddler.tui.score.dialogs import SheetResumeScreen
from quiddler.tui.screens import requests
from quiddler.tui.small_window import SmallWindowGuard

__all__ = ["ScoreApp"]

CheckerOpener = Callable[[str | None, RuleOptions], WordChecker]


def _add_house_word(word: str) -> str | None:
    """Add ``word`` to the house words file; a sentence if it could not be added."""
    from quiddler.dictionary import DictionaryError
    from quiddler.dictionary.house import add_house_words

    try:
        add_house_words([word])
    except (DictionaryError, OSError) as error:
        return str(error)
    return None


class ScoreApp(SmallWindowGuard[None]):
    """The score sheet of a paper game."""

    #: The shared styles, the setup's (its first screen) and the sheet's (see quiddler.tui.stylesheets).
    CSS_PATH: ClassVar[CSSPathType | None] = [stylesheets.SHARED, stylesheets.SETUP, stylesheets.SCORE]
    TITLE = "Quiddler score sheet"
    HORIZONTAL_BREAKPOINTS = WIDTH_BREAKPOINTS
    VERTICAL_BREAKPOINTS = HEIGHT_BREAKPOINTS
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q,ctrl+c", "quit_now", N_("Quit"), priority=True, show=False),
        Binding("f2", "rules", N_("Rules"), show=False),
    ]

    def __init__(
        self,
        setup: MatchSetup | None = None,
        *,
        sheet_file: SheetFile | None = None,
        start: bool = False,
        unfinished: Sequence[SheetInfo] = (),
        notices: Sequence[str] = (),
        store: SheetStore | None = None,
        open_checker: CheckerOpener = open_sheet_checker,
        data_dir: Path | None = None,
        remember_setup: bool = True,
        add_house_word: Callable[[str], str | None] | None = _add_house_word,
        export_folder: Path | None = None,
        sheet_lock: GameLock | None = None,
    ) -> None:
        super().__init__()
        self.setup = setup or MatchSetup()
        self.sheet_file = sheet_file
        self.start = start
        self.unfinished = list(unfinished)
        self.notices = tuple(notices)
        self.data_dir = data_dir
        self.store = store or SheetStore(data_dir)
        self.open_checker = open_checker
        self.remember_setup = remember_setup
        self.add_house_word = add_house_word
        self.export_folder = export_folder
        self._save_error: str | None = None
        #: The lock of the sheet on screen (see :meth:`SheetStore.lock`): one window per sheet.
        self._lock = sheet_lock
        self._locked_id = sheet_file.sheet_id if sheet_lock is not None and sheet_file else None

    # ------------------------------------------------------------ what the command reads after

    @property
    def sheet_id(self) -> str | None:
        return self.sheet_file.sheet_id if self.sheet_file is not None else None

    @property
    def finished(self) -> bool:
        return self.sheet_file is not None and self.sheet_file.sheet.finished

    # ------------------------------------------------------------ flow

    def on_mount(self) -> None:
        if self.sheet_file is not None:
            self.show_sheet(self.sheet_file)
        elif self.start:
            self.new_sheet(self.setup)
        else:
            self.show_setup()
            if self.unfinished:
                self.push_screen(SheetResumeScreen(self.unfinished, self.store), self._chosen)
        for notice in self.notices:
            self.notify(notice, severity="warning", timeout=10)

    def show_setup(self) -> None:
        from quiddler.tui.score.setup import SheetSetupScreen

        self.push_screen(
            SheetSetupScreen(self.setup, dictionaries=None, default_dictionary=None, bot_levels=())
        )

    def _chosen(self, chosen: SheetInfo | None) -> None:
        if chosen is None:
            return
        try:
            loaded = self.store.open(chosen.sheet_id, self.open_checker)
        except Exception as error:  # a file that cannot be used, a dictionary missing here: one sentence
            self.notify(str(error), severity="error", timeout=10)
            return
        self.show_sheet(loaded)

    def on_start_game(self, message: requests.StartGame) -> None:
        """The setup screen's Start (its message is the game's: here it starts a sheet)."""
        message.stop()
        self.new_sheet(message.setup)

    def on_show_title(self, message: requests.ShowTitle) -> None:
        message.stop()
        self.exit()

    def new_sheet(self, setup: MatchSetup) -> None:
        """A new sheet for ``setup``, saved at once; a problem is said on the setup screen."""
        from quiddler.scoresheet import SheetEntryError

        self.setup = setup
        if self.remember_setup:
            from quiddler.match.remembered import remember

            with contextlib.suppress(OSError):
                remember(self.data_dir or default_data_dir(), setup)
        rules = setup.rules.with_(word_check=WordCheck.TABLE)  # on paper, the table checks words
        try:
            checker = self.open_checker(setup.dictionary, rules)
            sheet = Sheet(setup.names, checker, rules)
        except SheetEntryError as error:
            self._say(str(error))
            return
        except Exception as error:  # the dictionary or the names list: its own sentence
            self._say(str(error))
            return
        sheet_file = SheetFile(sheet)
        try:
            self.store.keep(sheet_file)
        except (SaveError, OSError) as error:
            self._say(_("The sheet cannot be saved, so it is not started: {problem}").format(problem=error))
            return
        self.show_sheet(sheet_file)

    def _say(self, text: str) -> None:
        """Say why a sheet could not start, on the setup screen (shown first with ``--start``)."""
        from textual.widgets import Static

        from quiddler.tui.score.setup import SheetSetupScreen

        if not isinstance(self.screen, SheetSetupScreen):
            self.show_setup()
            self.call_after_refresh(self._say, text)
            return
        for widget in self.screen.query("#setup-error"):
            if isinstance(widget, Static):
                widget.update(text)
        self.notify(text, severity="error", timeout=8)

    def _take_lock(self, sheet_id: str) -> bool:
        """Open ``sheet_id`` in this window only; False (said in one sentence) if another window
        has it: two windows on one sheet would each overwrite the other's lines."""
        if self._lock is not None and self._locked_id == sheet_id and self._lock.held:
            return True
        try:
            lock = self.store.lock(sheet_id)
        except SaveError as error:
            self.notify(str(error), severity="error", timeout=10)
            return False
        if self._lock is not None:
            self._lock.release()
        self._lock, self._locked_id = lock, sheet_id
        return True

    def release_lock(self) -> None:
        """The sheet's lock goes with the app (the process ending would release it anyway)."""
        if self._lock is not None:
            self._lock.release()

    def on_unmount(self) -> None:
        self.release_lock()

    def show_sheet(self, sheet_file: SheetFile) -> None:
        from quiddler.tui.score.screen import SheetScreen

        if not self._take_lock(sheet_file.sheet_id):
            return  # said; the screen under (setup, or the sheets to continue) stays
        self.sheet_file = sheet_file
        sheet_file.sheet.on_change = self._saver(sheet_file)
        screen = SheetScreen(
            sheet_file.sheet,
            sheet_id=sheet_file.sheet_id,
            add_house_word=self.add_house_word,
            export_folder=self.export_folder,
        )
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.push_screen(screen)

    def _saver(self, sheet_file: SheetFile) -> Callable[[Sheet], None]:
        """After every change: save, and say once if the save failed (the sheet stays on screen)."""

        def saved(_sheet: Sheet) -> None:
            try:
                self.store.save(sheet_file)
            except (SaveError, OSError) as error:
                message = str(error)
                if message != self._save_error:
                    self._save_error = message
                    self.notify(message, title=_("Not saved"), severity="warning", timeout=10)
            else:
                if self._save_error is not None:
                    self.notify(_("The score sheet is saved again, with every line typed."))
                self._save_error = None

        return saved

    @property
    def save_problem(self) -> str | None:
        """Why the sheet on screen is not saved (a full disk), or None when the file holds it all.
        Every change tries again, and what was typed stays in the sheet meanwhile."""
        return self._save_error

    def save_now(self) -> None:
        """Save once more (on leaving): :attr:`save_problem` says whether it worked."""
        if self.sheet_file is not None:
            try:
                self.store.save(self.sheet_file)
            except Exception as error:  # also on a signal's way out: never raise from here
                self._save_error = str(error)
            else:
                self._save_error = None

    def action_rules(self) -> None:
        """F2: how to play, scoring and challenges included (the table's arguments end here)."""
        from quiddler.tui.screens.info import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen())

    def action_quit_now(self) -> None:
        """Ctrl+Q: the sheet is saved after every change, so there is nothing to ask."""
        self.exit()
