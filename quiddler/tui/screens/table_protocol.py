"""The table as its hand's controllers see it: what :class:`~quiddler.tui.screens.word_building.WordBuilder`
and its hints (``hint_asking.py``) may ask of the screen that owns them, as a protocol, so they
depend on no screen class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from quiddler.engine import Action, Word

if TYPE_CHECKING:
    from textual.app import App
    from textual.worker import Worker

    from quiddler.engine import TableView
    from quiddler.match.port import TablePort, TableServices

__all__ = ["Table"]


class Table(Protocol):
    """What the builder needs of the table that owns it (the turn flow, the screen's widgets)."""

    port: TablePort  # the match: the hand is read from its view
    services: TableServices  # words are checked and hints solved through them
    shown: int | None  # the seat whose hand is face up, if any
    message: str

    @property
    def view(self) -> TableView: ...

    @property
    def app(self) -> App[Any]: ...

    @property
    def is_mounted(self) -> bool: ...

    def query_one(self, selector: str, expect_type: type[Any]) -> Any: ...

    def run_worker(
        self, work: Any, *, thread: bool = ..., exclusive: bool = ..., group: str = ...
    ) -> Worker[Any]: ...

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None: ...

    def my_turn(self) -> bool: ...

    def refresh_table(self) -> None: ...

    def refresh_keys(self) -> None: ...

    def say(self, message: str, *, refused: bool = False) -> None: ...

    def apply(self, action: Action, *, advance: bool = True) -> Any: ...

    def act(self, action: Action) -> None: ...

    def why_not(self, action: Action) -> str | None: ...

    def can(self, action: Action) -> bool: ...

    def why_not_word(self, word: Word) -> str | None: ...
