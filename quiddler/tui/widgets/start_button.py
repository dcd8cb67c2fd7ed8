"""The setup screen's Start button: Textual's primary button drawn the same way, without its
stylesheet.

Textual's :class:`~textual.widgets.Button` brings a stylesheet of some 300 lines (every variant,
the flat and ANSI styles, each with its hover, focus, active and disabled states), parsed and
matched before the first frame of the first screen that shows one. The setup screen has one
button, always the primary one, so it gets this one instead: the same look (the primary colours,
the tall top and bottom edges, the bold text, the focus style), the same keys (Enter, a click) and
the same message. It saves 59 M instructions of the 1,363 M ``quiddler play`` took to its first
frame, where a bare Textual app takes 912 M (issue 29; the start-up figures are in
docs/development.md). The dialogs keep Textual's buttons: they show after the first frame.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Static

from quiddler.i18n import N_
from quiddler.tui.localized import Localized

__all__ = ["StartButton"]


class StartButton(Localized, Static, can_focus=True):
    """A primary button: Enter or a click posts :class:`StartButton.Pressed`."""

    DEFAULT_CSS = """
    StartButton {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        text-style: bold;
        pointer: pointer;
        color: $button-color-foreground;
        background: $primary;
        border-top: tall $primary-lighten-3;
        border-bottom: tall $primary-darken-3;
        &:focus {
            text-style: $button-focus-text-style;
            background-tint: $foreground 5%;
        }
        &:hover {
            background: $primary-darken-2;
            border-top: tall $primary;
        }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "press", N_("Start game"), show=False)]

    class Pressed(Message):
        """The button was pressed (Enter while it has the focus, or a click)."""

        def __init__(self, button: StartButton) -> None:
            super().__init__()
            self.button = button

        @property
        def control(self) -> StartButton:
            """The button pressed (what ``@on(StartButton.Pressed, "#id")`` matches)."""
            return self.button

    @property
    def label(self) -> str:
        """The words on the button (as Button.label: the score sheet's setup says "Start sheet")."""
        return str(self.content)

    @label.setter
    def label(self, text: str) -> None:
        self.update(text)

    def press(self) -> StartButton:
        """Press the button, as Textual's Button.press does (a test or another widget may)."""
        self.post_message(self.Pressed(self))
        return self

    def action_press(self) -> None:
        self.press()

    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        self.press()
