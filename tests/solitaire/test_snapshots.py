"""Snapshots of the solitaire screens at 80×24 and 120×40 (pytest-textual-snapshot).

Update them after a deliberate change with ``pytest tests/solitaire --snapshot-update`` and look
at the report before committing.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from quiddler.engine import WordSet
from quiddler.engine.solitaire import PermutationFinder
from quiddler.solitaire import SolitaireOptions, WordTools
from quiddler.tui.solitaire import SolitaireApp

from .helpers import UNIFORM, stacked
from .words import WORDS


def _seeded(seed: int = 13) -> SolitaireApp:
    checker = WordSet(WORDS)
    return SolitaireApp(WordTools(checker, PermutationFinder(checker), "test"), SolitaireOptions(seed=seed))


def _stacked(words: set[str]) -> SolitaireApp:
    game = stacked(UNIFORM, words)
    return SolitaireApp(WordTools(game.checker, game.finder, "test"), SolitaireOptions(seed=0), game=game)


def test_start_of_a_seeded_game_80x24(snap_compare: Any) -> None:
    assert snap_compare(_seeded(), terminal_size=(80, 24))


def test_start_of_a_seeded_game_120x40(snap_compare: Any) -> None:
    assert snap_compare(_seeded(), terminal_size=(120, 40))


def test_a_word_typed_with_a_letter_on_two_stacks_80x24(snap_compare: Any) -> None:
    # seed 13 shows R on stacks 1 and 6: CAR can take either, and Tab switches
    assert snap_compare(_seeded(), terminal_size=(80, 24), press=["c", "a", "r", "tab"])


def test_words_made_and_a_refill_to_choose_120x40(snap_compare: Any) -> None:
    async def play(pilot: Pilot[None]) -> None:
        for _ in range(6):
            await pilot.press("a", "t", "enter")
        await pilot.pause()

    assert snap_compare(_stacked({"at", "nu"}), terminal_size=(120, 40), run_before=play)


def test_a_refused_word_80x24(snap_compare: Any) -> None:
    assert snap_compare(_stacked({"at"}), terminal_size=(80, 24), press=["t", "a", "enter"])


def test_end_of_a_perfect_game_with_the_record_80x24(snap_compare: Any) -> None:
    async def play(pilot: Pilot[None]) -> None:
        for _ in range(6):
            await pilot.press(*"aeionrtu", "enter")
        await pilot.pause()

    assert snap_compare(_stacked({"aeionrtu"}), terminal_size=(80, 24), run_before=play)


def test_end_of_a_game_with_no_word_left_120x40(snap_compare: Any) -> None:
    assert snap_compare(_stacked({"zz"}), terminal_size=(120, 40))


def test_the_rules_80x24(snap_compare: Any) -> None:
    assert snap_compare(_seeded(), terminal_size=(80, 24), press=["f1"])
