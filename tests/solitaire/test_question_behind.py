"""Solitaire's "continue this game?" question (issue 35): what shows behind it is never another,
new deal the player has not chosen (it showed the new deal's title, stacks and status)."""

from __future__ import annotations

from quiddler.solitaire import SolitaireOptions
from quiddler.tui.solitaire.dialogs import ContinueScreen

from .test_saved_game import _app, _word


def _lines(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [strip.text for strip in app.screen._compositor.render_strips()]


async def test_no_new_deal_shows_behind_the_continue_question() -> None:
    async with _app().run_test(size=(80, 24)) as pilot:
        await _word(pilot, "car")
    app = _app(SolitaireOptions(seed=14))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        shown = "\n".join(_lines(app))
        assert "Deal 13" in shown and "unfinished" in shown  # the question, whole
        assert "Quiddler solitaire" not in shown  # the new deal's title line
        assert "Cards left" not in shown  # nor its status line
        assert not any("│" in line and line.count("│") >= 4 for line in _lines(app)), "no stacks behind"
