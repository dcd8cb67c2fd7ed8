"""show(): a Static is updated (a layout of the whole screen and a repaint) only when what it shows
changes, the table's panels after each event included (issue 31)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from quiddler.tui.widgets.shown import show


class OneLine(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("start", id="line")


async def test_the_same_text_is_not_updated_again_and_a_change_of_style_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    updates: list[Any] = []
    update = Static.update

    def counted(self: Static, content: Any = "", *, layout: bool = True) -> None:
        updates.append(content)
        update(self, content, layout=layout)

    monkeypatch.setattr(Static, "update", counted)
    app = OneLine()
    async with app.run_test(size=(40, 5)) as pilot:
        line = app.query_one("#line", Static)
        show(line, "start")
        show(line, Text("said", "bold"))
        show(line, Text("said", "bold"))
        show(line, Text("said"))  # the same letters, no longer bold: shown again
        await pilot.pause()
        assert [str(content) for content in updates] == ["said", "said"]
        assert line.content == Text("said") and line.content.style == ""
