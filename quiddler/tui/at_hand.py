"""What the hot-seat app always has at hand, from a key or the command palette: the rules, every
key, the look-up and quitting.

A base of :class:`~quiddler.tui.app.QuiddlerApp` (and so of ``quiddler join``'s app), kept apart
so the app itself holds only the way between its screens. The look-up and quitting are the app's
(the look-up asks the game whether it is allowed; quitting asks first during a game): this class
names them for the palette and declares them abstract, so an app that lacks one is a type error.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable
from typing import ClassVar

from textual.app import SystemCommand
from textual.screen import Screen

from quiddler.i18n import _
from quiddler.tui.localized import translated_command
from quiddler.tui.small_window import SmallWindowGuard

__all__ = ["AtHand"]


class AtHand(SmallWindowGuard[None]):
    """The rules (F2), the keys (F1), the look-up and Quit, also in the command palette."""

    #: Textual's own palette entries that this app replaces with its own (each once, and
    #: Quit asks first during a game, as Ctrl+Q does).
    _REPLACED_COMMANDS: ClassVar[frozenset[str]] = frozenset({"Quit", "Keys"})

    def action_rules(self) -> None:
        from quiddler.tui.screens.info import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen())

    def action_help(self) -> None:
        from quiddler.tui.screens.info import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    # The look-up and Quit are named here for the palette and defined by the app. Abstract, not
    # stubs: mypy refuses to make an app that lacks either (Textual's metaclass rules out a
    # Protocol base, and a Protocol self-type would hide the Textual app from super()).
    @abstractmethod
    def action_lookup(self) -> None:
        """The dictionary look-up: the app's (it knows the game being played)."""

    @abstractmethod
    def action_request_quit(self) -> None:
        """Quit: the app's (it asks first during a game)."""

    async def action_quit(self) -> None:
        """Textual's quit, wherever it comes from, asks first during a game, like Ctrl+Q."""
        self.action_request_quit()

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):
            if command.title not in self._REPLACED_COMMANDS:
                yield translated_command(command)
        yield SystemCommand(_("Rules"), _("How to play, and this game's decisions"), self.action_rules)
        yield SystemCommand(_("Keys"), _("Every key of the game"), self.action_help)
        yield SystemCommand(
            _("Look up a word"),
            _("Allowed or not, and its points (not on your own turn)"),
            self.action_lookup,
        )
        yield SystemCommand(
            _("Quit"), _("Leave Quiddler (asks first during a game)"), self.action_request_quit
        )
