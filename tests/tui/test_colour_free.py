"""Meaning is never told by colour alone (docs/accessibility.md): the main screens are drawn under
NO_COLOR and read as text only (every colour and style taken away), and each state the screens
show in colour is still told apart by a mark or a word."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from quiddler.tui.screens.challenge import ChallengeScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import settle
from .looks import plain_text
from .test_snapshots import ONE_ROUND, goes_out, three_players


@pytest.fixture(autouse=True)
def _no_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


def _hand_rows(text: str) -> list[str]:
    """The hand's six lines: five of cards (a marked card is raised into the first), then the ▲."""
    lines = text.splitlines()
    pointer = max(index for index, line in enumerate(lines) if "▲" in line)
    return lines[pointer - 5 : pointer + 1]


async def test_table_marked_cards_the_card_to_discard_the_word_built_and_the_turn() -> None:
    app = three_players()
    async with app.run_test(size=(80, 24)) as pilot:
        for keys in (("enter",), ("enter",), ("d",), ("space",), ("right",)):  # deal, draw, mark one
            await pilot.press(*keys)
            await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        text = plain_text(app)
        rows = _hand_rows(text)
        # Marked cards: drawn with a double border and raised a line; the others, round and low.
        hand = app.screen.words.remaining()
        assert app.screen.words.marked == [0], text
        assert rows[0].count("╔═══╗") == 1 and "╔" not in rows[1]
        assert rows[1].count("╭───╮") == len(hand) - 1
        # The card to discard: one ▲, under the cursor's card (the second).
        assert rows[5].count("▲") == 1 and rows[5].index("▲") == 1 + 6 * 1 + 2
        # The word being built, in words: its card and points, and what Enter does.
        assert f"→ {hand[0].label} ({hand[0].points})" in text and "enter: make the word" in text
        # The player in turn: the ▶ in the scores, on Ann's line only.
        turn_lines = [line for line in text.splitlines() if "▶" in line]
        assert len(turn_lines) == 1 and "Ann" in turn_lines[0]
        assert "turn: Ann" in text


@pytest.mark.slow  # about 3 s: a round played to the challenge window, then a challenge made
async def test_challenge_words_judged_and_the_countdown_are_said() -> None:
    app = three_players(rules=ONE_ROUND, words=())
    async with app.run_test(size=(80, 24)) as pilot:
        await goes_out(app)(pilot)
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        timed = ChallengeScreen(
            screen.port,
            screen.checker,
            screen.layer_seat,
            screen.challengers,
            screen.challenge,
            deadline=time.perf_counter() + 20,
        )
        await app.pop_screen()  # the same window again, as a remote game opens it: with a time limit
        await app.push_screen(timed)
        await pilot.pause()
        text = plain_text(app)
        assert "The window closes in 20 s." in text or "The window closes in 19 s." in text
        await pilot.press("1")  # Bob or Cy challenges the first word: a choice of who
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert "✗ challenged: not a word" in plain_text(app)  # the refused word, said and marked


async def test_setup_says_the_family_filter_state() -> None:
    app = three_players()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = next(row for row in plain_text(app).splitlines() if "Family filter" in row)
        assert "◂ On:" in line
        app.screen.query_one("#family").focus()
        await pilot.press("right")
        await pilot.pause()
        line = next(row for row in plain_text(app).splitlines() if "Family filter" in row)
        assert "◂ On:" not in line and "◂" in line


async def test_solitaire_picked_stacks_and_a_refused_word_are_marked() -> None:
    from tests.solitaire.test_snapshots import _stacked

    app = _stacked({"at"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t", "a")
        await pilot.pause()
        text = plain_text(app)
        assert "#1" in text and "#2" in text  # the stacks picked, in order, not just coloured
        await pilot.press("enter")
        await pilot.pause()
        assert "✗ TA is not in the dictionary." in plain_text(app)


async def test_score_sheet_marks_flags_challenges_and_the_cursor(tmp_path: Path) -> None:
    from .test_score_sheet import _three_players, screen_of

    app = _three_players(tmp_path, written=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen_of(app).move_to(1, 1)
        await pilot.pause()
        text = plain_text(app)
        assert "⚑" in text and "✗" in text and "◆" in text  # not allowed, lost a challenge, went out
        assert "▶ Bob" in text  # the line the cursor is on
