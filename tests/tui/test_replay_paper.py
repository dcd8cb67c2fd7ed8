"""quiddler replay SHEET_ID: a paper game kept by `quiddler score`, round by round."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Static

from quiddler.engine import PRESETS
from quiddler.saves import SavedGame, SaveStore
from quiddler.scoresheet import Sheet, SheetFile, SheetStore
from quiddler.scoresheet.opening import open_sheet_checker
from quiddler.stats.paper import paper_replay
from quiddler.tui.screens.replay import ReplayApp, ReplayScreen


def _sheet() -> Sheet:
    """A finished two-player short game on paper, with a challenge that fails and one that stands."""
    rules = PRESETS["short"]
    sheet = Sheet(("Ann", "Bob"), open_sheet_checker(None, rules), rules)
    sheet.enter(0, 0, "cat", "")
    sheet.mark_out(0, 0)
    sheet.enter(0, 1, "at", "m")
    sheet.challenge(0, 0, 0, by=1)  # CAT stands: Bob pays
    for round_ in range(1, len(sheet.rows)):
        size = sheet.rows[round_].hand_size
        sheet.enter(round_, 0, "", "e " * size)
        sheet.enter(round_, 1, "", "a " * size)
    assert sheet.finished
    return sheet


def _kept(sheet_id: str = "paper1") -> Sheet:
    sheet = _sheet()
    SheetStore().save(SheetFile(sheet, sheet_id))
    return sheet


async def test_a_paper_game_replays_line_by_line_and_round_by_round() -> None:
    sheet = _kept()
    app = ReplayApp(paper_replay(sheet, "paper1"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        title = str(screen.query_one("#replay-title", Static).render())
        assert "Paper game paper1" in title and "round 1 of" in title
        assert "Bob deals" in str(screen.query_one("#replay-said", Static).render())
        await pilot.press("right")  # Ann plays first: the player after the dealer
        said = str(screen.query_one("#replay-said", Static).render())
        assert said == "Ann went out with CAT."
        await pilot.press("right", "right")
        said = str(screen.query_one("#replay-said", Static).render())
        assert said == "Bob challenged Ann's CAT: it stands."
        await pilot.press("right")
        frame = screen.replay.frames[screen.index]
        assert frame.totals == sheet.summary(0).scores and "Round 1 scored" in frame.said
        await pilot.press("down")
        assert screen.replay.frames[screen.index].round == 2
        await pilot.press("up")
        assert screen.index == 0
        await pilot.press("end")
        assert screen.replay.frames[screen.index].totals == sheet.totals
        await pilot.press("left")
        last = len(sheet.rows) - 1
        before = tuple(
            total - score for total, score in zip(sheet.totals, sheet.summary(last).scores, strict=True)
        )
        assert screen.replay.frames[screen.index].totals == before  # back before the last round's score
        assert not screen.query_one("#replay-draw").display  # no piles were kept on paper
        assert not screen.query_one("#replay-discard").display
        frame = screen.replay.frames[screen.index]
        for seat in range(2):  # each line of the sheet: its unused cards drawn as cards, its words
            assert screen.shown_hand(seat) == frame.hands[seat]
            words = str(screen.query_one(f"#replay-words-{seat}", Static).render())
            assert words.split() == [word.upper() for word in frame.words[seat]]
        assert all(frame.hands)  # the last round: every card written as unused


def test_replay_json_of_a_sheet_and_an_id_both_kinds_have(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.cli import main

    sheet = _kept("paper2")
    assert main(["replay", "paper2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["paper"] is True and data["players"] == ["Ann", "Bob"]
    assert data["moves"][-1]["totals"] == list(sheet.totals)
    kinds = [move["action"]["kind"] for move in data["moves"] if move["action"]]
    assert kinds.count("paper_challenge") == 1 and kinds.count("paper_round_scored") == len(sheet.rows)
    assert main(["replay", "--json"]) == 0  # the latest game of either kind: this sheet
    assert json.loads(capsys.readouterr().out)["game_id"] == "paper2"

    from tests.tui.test_replay import _saved

    saved: SavedGame = _saved(seed=15)
    SheetStore().save(SheetFile(_sheet(), saved.game_id))
    assert main(["replay", saved.game_id, "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["paper"] is False and "--paper" in out.err
    assert main(["replay", saved.game_id, "--json", "--paper"]) == 0
    assert json.loads(capsys.readouterr().out)["paper"] is True
    assert SaveStore().load_finished(saved.game_id).game_id == saved.game_id
