"""Key labels in the players' language.

Textual reads ``BINDINGS`` when a class is created, before the language is chosen, so their
descriptions are marked with :func:`~quiddler.i18n.N_` (English) and translated here, on each
instance, when the screen or app is made: the footer, the keys screen and the palette then show
them in the language of the moment. Every class of the Textual front end that declares
``BINDINGS`` puts :class:`Localized` first among its bases (a test checks).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rich.align import Align
from rich.text import Text
from textual.app import SystemCommand
from textual.binding import Binding
from textual.command import CommandList, CommandPalette
from textual.dom import DOMNode
from textual.widgets.option_list import Option

from quiddler.i18n import N_, _, pgettext

__all__ = ["Localized", "LocalizedPalette", "key_display", "translate_bindings", "translated_command"]


def _label(binding: Binding) -> str:
    """A key's label: the translation made for its action (a context named for the action, where
    one English word needs two: the table's "Undo" puts a word back), else the word's own."""
    description = binding.description
    special = pgettext(binding.action, description)
    return special if special != description else _(description)


def _labels_for_actions() -> None:
    """Marks the labels translated for one action only (see :func:`_label`) for extraction."""
    pgettext("unstage", "Undo")
    pgettext("challenge", "Challenge")


def translate_bindings(node: DOMNode) -> None:
    """Replace ``node``'s key bindings with copies whose descriptions are translated."""
    bindings = node._bindings.key_to_bindings
    for key, entries in bindings.items():
        bindings[key] = [
            replace(
                binding,
                description=_label(binding) if binding.description else "",
                tooltip=_(binding.tooltip) if binding.tooltip else "",
            )
            for binding in entries
        ]


class Localized:
    """Mixin: the node's key labels are translated when it is made (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        assert isinstance(self, DOMNode)
        translate_bindings(self)


#: The titles and help lines of Textual's own palette commands, marked for the catalog.
TEXTUAL_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
    N_("palette"),  # the footer's label of Ctrl+P, and its tooltip
    N_("Open the command palette"),
)


def translated_command(command: SystemCommand) -> SystemCommand:
    """One of Textual's palette commands with its title and help in the players' language."""
    return command._replace(title=_(command.title), help=_(command.help))


def key_display(shown: str) -> str:
    """A key's name in the footer in the players' language; letters and symbols stay as they are.
    The footer shows Enter and Backspace as ⏎ and ⌫; Spanish shows the space bar as ␣ (the keys
    screen spells it out, *espacio*), which keeps the table's last key label in 80 columns."""
    return pgettext("footer key", "space") if shown == "space" else shown


class LocalizedPalette(CommandPalette):
    """Textual's command palette with its own two sentences in the players' language: the
    search box's placeholder and the "No matches found" line (Textual writes them in English)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(placeholder=_("Search for commands…"), **kwargs)

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual's countdown (textual 8.2), with the line translated."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                line = Align.center(Text(_("No matches found"), style="not bold"))
                self.query_one(CommandList).add_option(Option(line, disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
