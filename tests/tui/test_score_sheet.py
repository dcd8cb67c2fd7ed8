"""``quiddler score``'s screens driven by keys: a whole sheet typed in, a correction, challenges
both ways, bad input, resume after a kill, the setup, and snapshots at 80×24 and 120×40.

The sheet's arithmetic is the model's (tests/scoresheet); these tests check that keys reach the
model as the table meant them, that the screen shows what the model says, and that the file
follows every change.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Static

from quiddler.engine import STANDARD, RuleOptions, Word, WordSet
from quiddler.engine.rules import WordCheck
from quiddler.match.setup import MatchSetup, Seat
from quiddler.scoresheet import Sheet, SheetFile, SheetStore
from quiddler.tui.score import ScoreApp
from quiddler.tui.score.dialogs import ChallengeDialog, EntryDialog, SheetResumeScreen
from quiddler.tui.score.screen import SheetScreen
from quiddler.tui.score.setup import SheetSetupScreen
from quiddler.tui.screens.info import RulesScreen
from quiddler.tui.widgets.panels import TooSmall

WORDS = WordSet({"quiz", "thin", "cat", "dog", "at", "to", "me", "tea", "eat", "rat"})
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def opener(name: str | None, rules: RuleOptions) -> WordSet:
    return WORDS


def make_app(
    tmp_path: Path,
    names: tuple[str, ...] = ("Ann", "Bob"),
    *,
    start: bool = True,
    rules: RuleOptions = STANDARD,
    **options: Any,
) -> ScoreApp:
    setup = MatchSetup(tuple(Seat(name) for name in names), rules, dictionary="test-words")
    options.setdefault("store", SheetStore(tmp_path))
    return ScoreApp(
        setup,
        start=start,
        open_checker=opener,
        data_dir=tmp_path,
        remember_setup=False,
        export_folder=tmp_path,
        **options,
    )


def screen_of(app: ScoreApp) -> SheetScreen:
    assert isinstance(app.screen, SheetScreen), app.screen
    return app.screen


async def type_text(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*("space" if char == " " else char for char in text))


async def write_line(pilot: Pilot[None], words: str, unused: str = "", *, clear: bool = False) -> None:
    """Enter on the cursor's cell, the words, Enter, the unused cards, Enter."""
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, EntryDialog)
    if clear:
        await pilot.press("end", "ctrl+u")
    await type_text(pilot, words)
    await pilot.press("enter")
    if clear:
        await pilot.press("end", "ctrl+u")
    await type_text(pilot, unused)
    await pilot.press("enter")
    await pilot.pause()


def total_cells(app: ScoreApp) -> list[str]:
    grid = screen_of(app).query_one(DataTable)
    last = grid.row_count - 1
    return [str(grid.get_cell_at((last, 3 + seat))) for seat in range(len(app.sheet_file.sheet.players))]


#: (Ann's words, Ann's unused, Bob's words, Bob's unused) per round; Ann goes out each round.
EIGHT_ROUNDS = [
    ("cat", "", "at", "m"),
    ("quiz", "e", "to", "e e"),
    ("thin", "", "dog", "a a"),
    ("quiz thin", "", "cat", "a a a"),
    ("cat dog", "a", "eat", "a a a a"),
    ("tea rat", "e e", "at", "e e e e e e"),
    ("quiz cat", "e e e", "me", "a a a a a a a"),
    ("thin dog", "e e e e e", "to", "a a a a a a a a"),
]


@pytest.mark.slow  # some 280 keys (20 s): every line of a whole game, typed
async def test_a_whole_eight_round_sheet_typed_in_by_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    expected = Sheet(("Ann", "Bob"), WORDS, STANDARD)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for round, (ann, ann_unused, bob, bob_unused) in enumerate(EIGHT_ROUNDS):
            assert (screen_of(app).round, screen_of(app).seat) == (round, 0)  # the cursor follows
            await write_line(pilot, ann, ann_unused)
            await pilot.press("o")  # Ann went out: right after her line, o is hers
            await write_line(pilot, bob, bob_unused)
            expected.mark_out(round, 0)
            expected.enter(round, 0, ann, ann_unused)
            expected.enter(round, 1, bob, bob_unused)
        sheet = app.sheet_file.sheet
        assert sheet.rows == expected.rows
        assert sheet.totals == expected.totals and sheet.finished
        assert [cell.strip(" ★") for cell in total_cells(app)] == [str(total) for total in expected.totals]
        title = str(screen_of(app).query_one("#sheet-title", Static).content)
        leader = sheet.players[sheet.leaders[0]]
        assert f"{leader} leads with {max(expected.totals)}" in title and "finished" in title
        grid = screen_of(app).query_one(DataTable)
        assert "◆" in str(grid.get_cell_at((0, 3)))  # Ann out, marked in her cell
        said = [notification.message for notification in app._notifications]
        assert any(f"{leader} wins with {max(expected.totals)} points" in line for line in said), said
        # bonus winners marked as the game's round summary says them
        detail = str(screen_of(app).query_one("#sheet-detail", Static).content)
        assert "Longest word: Ann with THIN (+10)" in detail  # two players: one bonus, the longest word
    # the finished sheet is on disk, for the history
    [info] = SheetStore(tmp_path).finished()
    assert info.totals == expected.totals and info.players == ("Ann", "Bob")


def written_sheet(tmp_path: Path, rounds: int) -> SheetFile:
    """A sheet with its first ``rounds`` rounds written (by the model: the keys are tested above)."""
    sheet = Sheet(("Ann", "Bob"), WORDS, STANDARD)
    for round, (ann, ann_unused, bob, bob_unused) in enumerate(EIGHT_ROUNDS[:rounds]):
        sheet.mark_out(round, 0)
        sheet.enter(round, 0, ann, ann_unused)
        sheet.enter(round, 1, bob, bob_unused)
    sheet_file = SheetFile(sheet)
    SheetStore(tmp_path).keep(sheet_file)
    return sheet_file


async def test_o_right_after_a_line_is_stored_marks_that_player_out(tmp_path: Path) -> None:
    """The cursor moves on to the next player once a line is stored; ``o`` pressed next marks the
    player whose line was just written (issue 35), and any other key ends that."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        sheet = app.sheet_file.sheet
        await write_line(pilot, "cat", "")
        assert (screen_of(app).round, screen_of(app).seat) == (0, 1)  # on to Bob's line
        await pilot.press("o")
        await pilot.pause()
        assert sheet.rows[0].out == {0}  # Ann, not Bob under the cursor
        assert (screen_of(app).round, screen_of(app).seat) == (0, 1)
        await pilot.press("o")  # a second o: the cursor's player, Bob
        await pilot.pause()
        assert 1 in sheet.rows[0].out
        await pilot.press("o")
        await pilot.pause()
        assert 1 not in sheet.rows[0].out


async def test_an_undo_says_what_it_undid(tmp_path: Path) -> None:
    """Each undo names what it took back: who went out, a challenge, a player's line (issue 35)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        sheet = app.sheet_file.sheet
        await write_line(pilot, "cat", "")
        await pilot.press("o")  # Ann went out
        sheet.challenge(0, 0, 0, by=1)  # Bob challenges CAT (the dialog is tested below)
        said = []
        for _ in range(3):
            app.clear_notifications()
            await pilot.press("u")
            await pilot.pause()
            said += [notification.message for notification in app._notifications]
        assert said == [
            "Undone: the challenge of CAT, Ann's word in round 1.",
            "Undone: Ann marked as going out in round 1.",
            "Undone: Ann's line in round 1.",
        ]
        assert not sheet.rows[0].entered


async def test_a_full_disk_never_says_saved_keeps_the_lines_and_saves_them_once_there_is_room(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No space left (issue 35): the toast says "Not saved", the line stays on the sheet, every
    change tries again, and the exit line says plainly the sheet is not saved, with its text;
    once there is room the next change saves every line typed meanwhile."""
    import errno

    import quiddler.scoresheet.file as sheet_files
    from quiddler.commands.score import farewell

    real = sheet_files.write_atomic
    full = {"yes": False}

    def write(path: Path, text: str) -> None:
        if full["yes"]:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, text)

    monkeypatch.setattr(sheet_files, "write_atomic", write)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        path = tmp_path / "sheets" / f"{app.sheet_id}.json"
        full["yes"] = True
        await write_line(pilot, "cat", "")
        said = [notification.title for notification in app._notifications]
        assert "Not saved" in said
        assert app.save_problem is not None and "No space left" in app.save_problem
        assert '"entered":true' not in path.read_text()  # the disk has not got it
        assert app.sheet_file.sheet.rows[0].players[0].words  # the sheet keeps it
        await write_line(pilot, "at", "m")  # tried again, still full
        line = farewell(app)
        first = line.splitlines()[0]
        assert "could not be saved" in first and "No space left" in first and "saved;" not in first
        assert str(path) in first
        assert line.split("\n", 1)[1] == app.sheet_file.to_json()  # the sheet's text follows
        full["yes"] = False
        await pilot.press("o")  # the next change: saved, with both lines
        await pilot.pause()
        assert app.save_problem is None
        kept = SheetStore(tmp_path).open(app.sheet_id, opener).sheet
        assert kept.rows[0].players[0].words and kept.rows[0].players[1].unused
        assert farewell(app).startswith("The score sheet is saved")


async def test_correcting_round_two_the_totals_follow_and_undo_takes_it_back(tmp_path: Path) -> None:
    app = make_app(tmp_path, sheet_file=written_sheet(tmp_path, 3))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        sheet = app.sheet_file.sheet
        assert (screen_of(app).round, screen_of(app).seat) == (3, 0)  # the next line to write
        before = sheet.totals
        round_two = sheet.summary(1).scores
        await pilot.press("up", "up")  # to round 2
        await pilot.pause()
        assert screen_of(app).round == 1
        await write_line(pilot, "thin", "", clear=True)
        assert [laid.word.text for laid in sheet.rows[1].players[0].words] == ["thin"]
        assert sheet.rows[1].players[0].unused == ()
        change = sheet.summary(1).scores[0] - round_two[0]
        assert change != 0
        assert sheet.totals[0] == before[0] + change  # the totals follow
        assert total_cells(app)[0].strip(" ★") == str(sheet.totals[0])
        saved = SheetStore(tmp_path).open(app.sheet_id, opener).sheet
        assert saved.totals == sheet.totals  # saved after the change
        await pilot.press("u")
        await pilot.pause()
        assert sheet.totals == before
        assert SheetStore(tmp_path).open(app.sheet_id, opener).sheet.totals == before  # and after undo


async def test_tab_chooses_another_spelling_and_the_cards_points_show(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # round 2 deals 4 cards: Q·U·I·Z fits
        await pilot.pause()
        await type_text(pilot, "quiz")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, EntryDialog)
        preview = str(dialog.query_one("#entry-words-cards", Static).content)
        assert "QU·I·Z 25" in preview  # QU·I·Z first, the rule sheets' way
        await pilot.press("tab")
        await pilot.pause()
        assert "Q·U·I·Z 35" in str(dialog.query_one("#entry-words-cards", Static).content)
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert app.sheet_file.sheet.rows[1].players[0].words[0].word == Word.parse("q u i z")


async def test_bad_input_gets_a_sentence_on_the_line_and_nothing_is_stored(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        sheet = app.sheet_file.sheet
        cases = [
            ("cat", "m 1", "not a quiddler card"),  # an unknown card
            ("cat", "x x x", "deck holds only 2"),  # more copies than the deck holds
            ("qu-i-x7", "", "not a quiddler card"),  # cards typed that are no cards
            ("zzzz", "", "more copies of a card than the deck holds"),  # the deck cannot spell it
            ("ca7", "", "letters a to z"),
        ]
        for words, unused, said in cases:
            await pilot.press("enter")
            await pilot.pause()
            await type_text(pilot, words)
            await pilot.press("enter")
            await type_text(pilot, unused)
            await pilot.press("enter")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, EntryDialog), words
            error = str(dialog.query_one("#entry-error", Static).content)
            assert said in error.lower() or said in error, (words, unused, error)
            assert error.endswith(".")
            assert not sheet.rows[0].entered  # nothing stored
            await pilot.press("escape")
            await pilot.pause()
        assert not (tmp_path / "sheets" / f"{app.sheet_id}.json").read_text().count('"entered":true')


async def test_a_challenge_upheld_then_one_that_fails_then_the_table_overrules(tmp_path: Path) -> None:
    added: list[str] = []

    def add(word: str) -> None:
        added.append(word)

    app = make_app(tmp_path, ("Ann", "Bob", "Cy"), add_house_word=add)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await write_line(pilot, "zax", "")  # not in the dictionary: flagged, stored
        await write_line(pilot, "cat", "")
        await write_line(pilot, "at", "m")
        sheet = app.sheet_file.sheet
        assert sheet.flagged(0) == ((0, 0),)
        assert "⚑" in str(screen_of(app).query_one(DataTable).get_cell_at((0, 3)))
        # Bob challenges Ann's ZAX; the dictionary rules: upheld, the word is rejected
        screen_of(app).move_to(0, 0)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, ChallengeDialog)
        await pilot.press("enter")  # the first answer: Bob challenged it
        await pilot.press("enter")  # the dictionary rules
        await pilot.pause()
        laid = sheet.rows[0].players[0].words[0]
        assert (laid.challenger, laid.ruling, laid.allowable) == (1, None, False)
        assert sheet.summary(0).results[0].rejected_words == (laid.word,)
        assert "✗" in str(screen_of(app).query_one(DataTable).get_cell_at((0, 3)))
        # Ann challenges Bob's CAT: the dictionary allows it, the challenge fails
        screen_of(app).move_to(0, 1)
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("enter", "enter")
        await pilot.pause()
        cat = sheet.rows[0].players[1].words[0]
        assert (cat.challenger, cat.allowable) == (0, True)
        expected = Sheet(("Ann", "Bob", "Cy"), WORDS, STANDARD)
        expected.enter(0, 0, "zax")
        expected.enter(0, 1, "cat")
        expected.enter(0, 2, "at", "m")
        expected.challenge(0, 0, 0, by=1)
        expected.challenge(0, 1, 0, by=0)
        assert sheet.summary(0) == expected.summary(0)
        assert sheet.summary(0).results[0].penalty > 0  # Ann lost both challenges
        # the table overrules the dictionary on ZAX and adds it to the house words
        screen_of(app).move_to(0, 0)
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("enter")  # Bob
        await pilot.pause()
        await pilot.press("down", "down", "enter")  # overrule, and add to the house words
        await pilot.pause()
        laid = sheet.rows[0].players[0].words[0]
        assert (laid.ruling, laid.allowable) == (True, True)
        assert added == ["zax"] and sheet.house_words == ("zax",)
        detail = str(screen_of(app).query_one("#sheet-detail", Static).content)
        assert "the table allows it" in detail


async def test_a_sheet_killed_mid_way_reopens_with_everything_there(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await write_line(pilot, "cat", "")
        await write_line(pilot, "at", "m")
        await write_line(pilot, "quiz", "")  # round 2: Ann's line only
        sheet_id = app.sheet_id
        rows, totals = app.sheet_file.sheet.rows, app.sheet_file.sheet.totals
        # a kill: whatever is on disk now is all there is (no goodbye save)
        shutil.copytree(tmp_path / "sheets", tmp_path / "killed")
    killed = SheetStore(tmp_path / "copy")
    shutil.copytree(tmp_path / "killed", tmp_path / "copy" / "sheets")
    assert [info.sheet_id for info in killed.unfinished()] == [sheet_id]
    again = make_app(tmp_path, start=False, store=killed, unfinished=killed.unfinished())
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, SheetResumeScreen)
        await pilot.press("enter")  # continue it
        await pilot.pause()
        sheet = again.sheet_file.sheet
        assert sheet.rows == rows and sheet.totals == totals
        assert (screen_of(again).round, screen_of(again).seat) == (1, 1)  # on the next line to write
        await write_line(pilot, "cat", "e")
        assert killed.open(sheet_id, opener).sheet.rows[1].players[1].unused != ()


async def test_a_sheet_is_deleted_from_the_continue_list_only_after_a_yes(tmp_path: Path) -> None:
    """d asks; n keeps the sheet; y deletes it (its file too) and the list shows the others;
    the last one deleted, the list closes on the setup of a new sheet."""
    from quiddler.tui.screens.dialogs import ConfirmScreen

    store = SheetStore(tmp_path)
    first, second = written_sheet(tmp_path, 1), written_sheet(tmp_path, 2)
    store.save(first)
    store.save(second)
    waiting = store.unfinished()
    app = make_app(tmp_path, start=False, store=store, unfinished=waiting)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        resume = app.screen
        assert isinstance(resume, SheetResumeScreen)
        assert "2 unfinished score sheets" in str(resume.query_one("#sheet-resume-title", Static).content)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")  # no: nothing deleted
        await pilot.pause()
        assert app.screen is resume and len(store.unfinished()) == 2
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.screen is resume
        left = [info.sheet_id for info in store.unfinished()]
        assert left == [waiting[1].sheet_id]  # the highlighted one (the first) went
        assert [sheet.sheet_id for sheet in resume.sheets] == left
        assert "An unfinished score sheet" in str(resume.query_one("#sheet-resume-title", Static).content)
        burst(app, "delete", "y")  # at once: the y reaches the question
        await settle_burst(pilot)
        assert store.unfinished() == [] and isinstance(app.screen, SheetSetupScreen)
        said = [notification.message for notification in app._notifications]
        assert said.count("The score sheet was deleted.") == 2


async def test_keys_sent_in_one_burst_delete_the_sheet_they_moved_to(tmp_path: Path) -> None:
    """↓ d y at once: the second sheet is deleted, not the first (the list's own ↓ acted only
    after d had read the highlight)."""
    store = SheetStore(tmp_path)
    store.save(written_sheet(tmp_path, 1))
    store.save(written_sheet(tmp_path, 2))
    waiting = store.unfinished()
    app = make_app(tmp_path, start=False, store=store, unfinished=waiting)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        resume = app.screen
        assert isinstance(resume, SheetResumeScreen)
        burst(app, "down", "d", "y")
        await settle_burst(pilot)
        assert app.screen is resume
        assert [info.sheet_id for info in store.unfinished()] == [waiting[0].sheet_id]


async def test_a_sheet_that_cannot_be_deleted_stays_listed_with_a_sentence(tmp_path: Path) -> None:
    class Stuck(SheetStore):
        def remove(self, sheet_id: str) -> bool:
            raise PermissionError(13, "Permission denied")

    store = Stuck(tmp_path)
    store.save(written_sheet(tmp_path, 1))
    app = make_app(tmp_path, start=False, store=store, unfinished=store.unfinished())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        resume = app.screen
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.screen is resume and len(resume.sheets) == 1
        said = [notification.message for notification in app._notifications]
        assert "The score sheet could not be deleted (Permission denied)." in said, said


async def test_the_setup_screen_is_the_games_with_only_what_paper_needs(tmp_path: Path) -> None:
    checked = STANDARD.with_(word_check=WordCheck.CHECKED)  # remembered from a game: kept for it
    app = make_app(tmp_path, ("Ann", "Bob", "Cy"), start=False, rules=checked)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SheetSetupScreen)
        for field in ("#check", "#no-first-out", "#family", "#seed"):
            assert not setup.query_one(field).parent.display
        assert not any(kind.display for kind in setup.query(".seat-kind"))
        assert setup.query_one("#seat-grid").display
        await pilot.press("ctrl+s")
        await pilot.pause()
        sheet = screen_of(app).sheet
        assert sheet.players == ("Ann", "Bob", "Cy")
        assert [row.dealer for row in sheet.rows[:3]] == [2, 0, 1]
        assert [row.hand_size for row in sheet.rows] == list(STANDARD.hand_sizes)
        assert sheet.rules.word_check is WordCheck.TABLE  # on paper, the table checks words
        assert (tmp_path / "sheets" / f"{app.sheet_id}.json").exists()  # saved before any line


async def test_export_key_writes_csv_and_json(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await write_line(pilot, "quiz", "")
        await pilot.press("x")
        await pilot.pause()
        await pilot.press("f2")  # the rules, for the table's arguments
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    csv_text = (tmp_path / f"quiddler-score-{app.sheet_id}.csv").read_text()
    assert csv_text.splitlines()[1].startswith("1,3,Bob,Ann,QU·I·Z")
    assert '"players"' in (tmp_path / f"quiddler-score-{app.sheet_id}.json").read_text()


async def test_a_small_terminal_shows_the_notice_and_no_key_acts(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert app.screen.query_one(TooSmall).display
        await pilot.press("o", "enter", "x")  # the grid's keys are priority bindings: held back too
        await pilot.pause()
        assert not app.sheet_file.sheet.rows[0].entered
        assert isinstance(app.screen, SheetScreen) and not list(tmp_path.glob("quiddler-score-*"))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.screen.query_one(TooSmall).display
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert app.return_code is None
        await pilot.press("ctrl+q")  # quits at once, as in the game (the same guard)
        assert app.return_code == 0


def test_the_game_and_the_sheet_share_one_too_small_guard() -> None:
    from quiddler.tui.app import QuiddlerApp
    from quiddler.tui.small_window import SmallWindowGuard

    for app in (QuiddlerApp, ScoreApp):
        assert issubclass(app, SmallWindowGuard)
        assert "on_event" not in vars(app) and "too_small" not in vars(app)  # not a copy of it


def _three_players(tmp_path: Path, *, written: bool) -> ScoreApp:
    """Ann, Bob and Cy; with ``written``, two rounds on the sheet (a flag, a challenge, an out)."""
    if not written:
        return make_app(tmp_path, ("Ann", "Bob", "Cy"))
    sheet = Sheet(("Ann", "Bob", "Cy"), WORDS, STANDARD)
    for round, lines in enumerate(
        (("quiz", "", "cat", "", "at", "e"), ("thin", "a e", "zax", "o", "dog", "o"))
    ):
        sheet.mark_out(round, 0)
        for seat, (words, unused) in enumerate(zip(lines[::2], lines[1::2], strict=True)):
            sheet.enter(round, seat, words, unused)
    sheet.challenge(1, 1, 0, by=2)
    sheet_file = SheetFile(sheet, sheet_id="20261125-120000-abcdef", created="2026-11-25T12:00:00Z")
    return make_app(tmp_path, ("Ann", "Bob", "Cy"), sheet_file=sheet_file)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_sheet(snap_compare: Any, size: tuple[int, int], tmp_path: Path) -> None:
    async def look_at_round_two(pilot: Pilot[None]) -> None:
        await pilot.pause()
        screen_of(pilot.app).move_to(1, 1)  # type: ignore[arg-type]
        await pilot.pause()

    assert snap_compare(
        _three_players(tmp_path, written=True), terminal_size=size, run_before=look_at_round_two
    )


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_entry_dialog(snap_compare: Any, size: tuple[int, int], tmp_path: Path) -> None:
    async def typing(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await type_text(pilot, "quiz thin")
        await pilot.press("enter")
        await type_text(pilot, "x x x")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, EntryDialog)
        assert pilot.app.screen.query_one("#entry-unused", Input).value == "x x x"

    assert snap_compare(_three_players(tmp_path, written=False), terminal_size=size, run_before=typing)


def burst(app: ScoreApp, *keys: str) -> None:
    """Send the keys all at once, as a paste or ``tmux send-keys`` does (``pilot.press`` waits
    after every key, so it never sends a burst). A string of several letters is typed letter by
    letter."""
    driver = app._driver
    assert driver is not None
    for key in keys:
        for name in [key] if key in _NAMED else ["space" if char == " " else char for char in key]:
            character = " " if name == "space" else (name if len(name) == 1 else None)
            driver.send_message(events.Key(name, character))


_NAMED = {"enter", "escape", "tab", "up", "down", "left", "right", "space"}


async def settle_burst(pilot: Pilot[None]) -> None:
    for _ in range(15):
        await pilot.pause()


def lines_of(app: ScoreApp, round: int) -> list[tuple[list[str], list[str], list[int | None]]]:
    row = app.sheet_file.sheet.rows[round]
    return [
        (
            [laid.word.text for laid in entry.words],
            [card.value for card in entry.unused],
            [laid.challenger for laid in entry.words],
        )
        for entry in row.players
    ]


async def test_a_line_typed_in_one_burst_is_stored_as_typed(tmp_path: Path) -> None:
    """Enter, the words, Enter, the unused cards, Enter, all at once: the words and the unused
    cards each in their own box (the Enter between them moved on too late: "atm"), the line
    stored, and the next line's keys reach the sheet and its next dialog in order."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        burst(app, "enter", "at", "enter", "m", "enter", "enter", "me", "enter", "a", "enter")
        await settle_burst(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert lines_of(app, 0) == [(["at"], ["m"], [None]), (["me"], ["a"], [None])]
        assert not list(tmp_path.glob("quiddler-score-*"))  # no x reached the grid


async def test_keys_typed_before_a_dialog_opens_land_in_it_and_arrows_keep_their_order(
    tmp_path: Path,
) -> None:
    """↓ Enter: the line of the row below; c Enter Enter: Bob challenges, the dictionary rules;
    letters typed right after Enter or c never act on the grid (u undo, x export, o out)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        burst(app, "down", "enter", "zax", "enter", "enter")
        await settle_burst(pilot)
        assert lines_of(app, 0) == [([], [], []), ([], [], [])]
        assert lines_of(app, 1)[0] == (["zax"], [], [None])
        screen_of(app).move_to(1, 0)
        await pilot.pause()
        # one word: who challenged, who rules; then Enter reopens Ann's line, whose letters are
        # typed into it and left with Esc
        burst(app, "c", "enter", "enter", "enter", "uxon", "escape")
        await settle_burst(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert lines_of(app, 1)[0] == (["zax"], [], [1])  # the challenge stands: nothing undone
        assert not list(tmp_path.glob("quiddler-score-*"))


async def test_the_legend_and_a_refusal_are_said_in_the_language_chosen_after_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The legend is translated when the sheet is shown and a refusal when it is made (a
    translation looked up at import would stay English whatever language is chosen later)."""
    import gettext

    from quiddler import i18n

    class Marked(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return f"«{message}»"

    monkeypatch.setattr(i18n, "_translation", Marked())
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert str(screen_of(app).query_one("#sheet-legend", Static).content).startswith("«◆ went out")
        await pilot.press("enter")
        await pilot.pause()
        await type_text(pilot, "x2y")
        await pilot.press("enter", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#entry-error", Static).content)
        assert error.startswith("«") and "x2y" in error, error
