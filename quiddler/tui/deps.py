"""What the hot-seat app needs from outside (:class:`AppDeps`), handed in so tests can replace any
of it (:func:`quiddler.tui.app.make_app` builds it with the real things), and what the app's
controllers need of the app (:class:`AppShell`: they do not import the app, which imports them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from quiddler.match.computers import BotFactory, make_bot
from quiddler.match.dictionaries import DictionaryInfo, DictionaryOpener
from quiddler.match.dictionaries import open_dictionary as open_by_name
from quiddler.match.setup import BOT_LEVELS, MatchSetup
from quiddler.storage.paths import data_dir as default_data_dir

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from quiddler.engine import Game
    from quiddler.match import Match
    from quiddler.saves import Reopened, SavedGame, SaveStore

__all__ = ["AppDeps", "AppShell"]


@dataclass
class AppDeps:
    """Everything the app needs from outside, handed in so tests can replace any of it."""

    setup: MatchSetup
    start: str = "setup"  # "title", "setup" or "game"
    open_dictionary: DictionaryOpener = open_by_name
    #: The dictionaries the setup screen offers; None: found when the setup screen is up (asking
    #: Enchant which languages it has takes a moment the first frame should not wait for).
    dictionaries: list[DictionaryInfo] | None = field(default_factory=list)
    default_dictionary: str | None = None
    bot_factory: BotFactory | None = make_bot
    bot_levels: tuple[str, ...] = BOT_LEVELS
    data_dir: Path | None = None
    bot_delay: float = 0.6
    remember_setup: bool = True
    #: A saved game to resume at once (``quiddler play --resume``), instead of ``start``; the
    #: command line hands it in already reopened (checked, replayed and locked).
    resume: SavedGame | Reopened | None = None
    #: Sentences to show once the app is up (e.g. a save that was set aside before it started).
    notices: tuple[str, ...] = ()
    #: Starting at the setup screen, offer the unfinished games first (when False, as with flags
    #: that describe a new game, the app only says that they are still saved).
    offer_resume: bool = True

    @classmethod
    def build(
        cls,
        setup: MatchSetup | None = None,
        *,
        start: str = "setup",
        open_dictionary: DictionaryOpener | None = None,
        dictionaries: Sequence[DictionaryInfo] | None = None,
        default_dictionary: str | None = None,
        bot_factory: BotFactory | bool | None = True,
        data_dir: Path | None = None,
        bot_delay: float = 0.6,
        resume: SavedGame | Reopened | None = None,
        notices: Sequence[str] = (),
        offer_resume: bool = True,
    ) -> AppDeps:
        """The app's dependencies; every argument left out gets the real thing (the tests pass fakes).

        ``setup`` None uses the setup remembered in the data folder, or two people with default names.
        ``dictionaries`` None: the setup screen finds them once it is showing.
        ``bot_factory`` True uses :func:`quiddler.players.make_player`; None disables computer seats.
        ``resume`` opens that saved game at once; ``notices`` are shown when the app is up;
        ``offer_resume`` False skips the list of unfinished games at the setup screen.
        """
        folder = data_dir if data_dir is not None else default_data_dir()

        if setup is None:
            from quiddler.match.remembered import load_remembered

            problems: list[str] = []
            setup = load_remembered(folder, problems) or MatchSetup()
            notices = [*notices, *problems]
        factory: BotFactory | None
        if bot_factory is True:
            factory = make_bot
        elif bot_factory is False or bot_factory is None:
            factory = None
        else:
            factory = bot_factory
        deps = cls(
            setup=setup,
            start=start,
            open_dictionary=open_dictionary or open_by_name,
            dictionaries=None if dictionaries is None else list(dictionaries),
            default_dictionary=default_dictionary,
            bot_factory=factory,
            data_dir=folder,
            bot_delay=bot_delay,
            resume=resume,
            notices=tuple(notices),
            offer_resume=offer_resume,
        )
        return deps


class AppShell(Protocol):
    """What the hot-seat app's controllers (:mod:`quiddler.tui.hot_seat`, :mod:`quiddler.tui.look_up`)
    use of :class:`~quiddler.tui.app.QuiddlerApp`."""

    deps: AppDeps
    setup: MatchSetup
    match: Match | None
    actions_applied: int

    @property
    def store(self) -> SaveStore: ...

    @property
    def screen(self) -> Screen[Any]: ...

    @property
    def screen_stack(self) -> list[Screen[Any]]: ...

    def run_worker(self, work: Callable[[], Any], *, group: str, exclusive: bool, thread: bool) -> Any: ...

    def call_from_thread(self, callback: Callable[..., Any], *args: Any) -> Any: ...

    def call_after_refresh(self, callback: Callable[..., Any], *args: Any) -> bool: ...

    def notify(
        self, message: str, *, title: str = "", severity: Any = ..., timeout: float | None = None
    ) -> None: ...

    def push_screen(self, screen: Any, callback: Any = None) -> Any: ...

    def show_setup(self, setup: MatchSetup | None = None) -> None: ...

    def show_title(self) -> None: ...

    def replace_screen(self, screen: Screen[Any]) -> None: ...

    def game_in_progress(self) -> Game | None: ...
