"""The setup screen's Start button (quiddler.tui.widgets.start_button): drawn as Textual's primary
button is, focused or not, and pressed by Enter, a click or ``press()``."""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Button, Static

from quiddler.tui.widgets.start_button import StartButton


class OneButton(App[None]):
    def __init__(self, make: Any, *, focused: bool) -> None:
        super().__init__()
        self.make, self.focused_at_start = make, focused
        self.pressed: list[str] = []

    def compose(self) -> ComposeResult:
        yield self.make()
        yield Static("below", id="below")

    def on_start_button_pressed(self, message: StartButton.Pressed) -> None:
        self.pressed.append(str(message.control.id))


def drawn(widget: Widget) -> list[list[Segment]]:
    """The widget's lines as drawn: text and style of every segment."""
    width, height = widget.outer_size
    return [list(strip) for strip in widget.render_lines(Region(0, 0, width, height))]


async def test_it_is_drawn_as_textuals_primary_button_focused_or_not() -> None:
    for focused in (False, True):
        looks = []
        for make in (lambda: Button("Start game", variant="primary"), lambda: StartButton("Start game")):
            app = OneButton(make, focused=focused)
            async with app.run_test(size=(40, 8)) as pilot:
                await pilot.pause()
                if not focused:
                    app.set_focus(None)
                    await pilot.pause()
                widget = app.screen.query_one("Button, StartButton")
                assert widget.has_focus is focused
                looks.append((widget.outer_size, drawn(widget)))
        assert looks[0] == looks[1], f"focused={focused}"


async def test_enter_a_click_and_press_each_post_pressed() -> None:
    app = OneButton(lambda: StartButton("Start game", id="start"), focused=True)
    async with app.run_test(size=(40, 8)) as pilot:
        await pilot.press("enter")
        await pilot.click("#start")
        app.screen.query_one(StartButton).press()
        await pilot.pause()
        assert app.pressed == ["start", "start", "start"]
        await pilot.click("#below")  # not on the button: nothing
        await pilot.pause()
        assert len(app.pressed) == 3
