"""The rules screen's card table at 80×24 (issue 35): every header cell whole, in both languages
(it was cut to ``│ ca… │ poin… │ cou… │``)."""

from __future__ import annotations

import pytest
from textual.widgets._markdown import MarkdownTable

from quiddler.tui.rules_text import rules_markdown

from .helpers import build_app, settle
from .test_spanish_layout import screen_lines, speaking


def _header_cells(markdown: str) -> list[str]:
    """The card table's header cells, as the rules text writes them."""
    for line in markdown.splitlines():
        if line.startswith("|") and "A |" not in line and "---" not in line:
            return [cell.strip() for cell in line.strip("|").split("|") if cell.strip()]
    raise AssertionError("no card table in the rules")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_card_table_s_header_cells_are_whole_at_80x24(language: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    with speaking(language):
        cells = _header_cells(rules_markdown())
        assert len(cells) >= 3
        app = build_app(start="title", data_dir=tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("r")
            await settle(pilot)
            table = app.screen.query(MarkdownTable).first()
            table.scroll_visible(animate=False, top=True)
            await settle(pilot)
            lines = screen_lines(app)
            header = next(
                (line for line in lines if all(cell in line for cell in cells[:1]) and "│" in line), None
            )
            assert header is not None, lines
            inside = header[header.index("│") : header.rindex("│") + 1]  # no scroll bar
            shown = [cell.strip() for cell in inside.split("│") if cell.strip()]
            assert "…" not in header, header
            assert shown == cells, (shown, cells)
            rows = [line for line in lines if "│" in line]
            assert any(" A " in row and " 10 " in row for row in rows), "the table's rows show too"
