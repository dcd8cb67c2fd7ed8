"""The table in each theme other than the default (whose look every other snapshot keeps), and
big cards: the same seeded turn as test_snapshots.test_table_mid_turn (docs/accessibility.md)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from .test_snapshots import build_a_word, three_players


def in_look(**look: Any) -> Callable[[Pilot[None]], Awaitable[None]]:
    """run_before: put the look on (as --theme / --big-cards do), then build a word mid-turn."""

    async def run(pilot: Pilot[None]) -> None:
        pilot.app.use_appearance(**look)  # type: ignore[attr-defined]
        await build_a_word(pilot)

    return run


@pytest.mark.parametrize("theme", ["high-contrast", "colour-blind"])
def test_table_in_theme(snap_compare: Any, theme: str) -> None:
    assert snap_compare(three_players(), terminal_size=(80, 24), run_before=in_look(theme=theme))


def test_table_with_big_cards(snap_compare: Any) -> None:
    assert snap_compare(three_players(), terminal_size=(130, 32), run_before=in_look(big_cards=True))
