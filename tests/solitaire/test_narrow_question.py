"""Solitaire's "continue this game?" question in a terminal far too narrow: the "make the window
bigger" notice, never a crash (issue 35: ValueError below 13 columns)."""

from __future__ import annotations

import pytest

from quiddler.engine import WordSet
from quiddler.engine.solitaire import PermutationFinder
from quiddler.solitaire import SolitaireOptions, WordTools
from quiddler.tui.solitaire import SolitaireApp

from .words import WORDS

TOOLS = WordTools(WordSet(WORDS), PermutationFinder(WordSet(WORDS)), "test")


@pytest.mark.parametrize("width", [12, 5, 1])
async def test_the_continue_question_in_a_tiny_terminal_shows_the_notice(width: int) -> None:
    async with SolitaireApp(TOOLS, SolitaireOptions(seed=13)).run_test(size=(80, 24)) as pilot:
        await pilot.press(*"car", "enter")
        await pilot.pause()
    app = SolitaireApp(TOOLS, SolitaireOptions())
    async with app.run_test(size=(width, 24)) as pilot:
        for _ in range(5):
            await pilot.pause()
        assert app.is_running
        await pilot.resize_terminal(80, 24)
        for _ in range(3):
            await pilot.pause()
        assert app.is_running
    assert app.return_code in (None, 0)
