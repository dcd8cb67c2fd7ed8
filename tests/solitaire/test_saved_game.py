"""Solitaire's game in progress: saved after every word, continued next time, left only after a
question; the end screen (Esc, the last cards, undo); refills with one choice; 9 and 0.

Each test has its own data folder (tests/conftest.py), so the saved game and the record start
empty.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot

from quiddler.cli import main
from quiddler.engine import WordSet
from quiddler.engine.solitaire import EndReason, PermutationFinder, Solitaire
from quiddler.saves import SaveError
from quiddler.saves.solitaire import SavedSolitaire, load_solitaire, solitaire_path
from quiddler.saves.solitaire.record import load_record
from quiddler.solitaire import SolitaireOptions, WordTools
from quiddler.tui.solitaire import SolitaireApp, SolitaireEndScreen
from quiddler.tui.solitaire.dialogs import ContinueScreen, LeaveScreen
from quiddler.tui.solitaire.widgets import StackRow

from .helpers import UNIFORM, stacked
from .words import WORDS

TOOLS = WordTools(WordSet(WORDS), PermutationFinder(WordSet(WORDS)), "test")


def _app(options: SolitaireOptions | None = None) -> SolitaireApp:
    return SolitaireApp(TOOLS, options or SolitaireOptions(seed=13))


def _app_for(game: Solitaire) -> SolitaireApp:
    return SolitaireApp(WordTools(game.checker, game.finder, "test"), SolitaireOptions(seed=0), game=game)


def _message(app: SolitaireApp) -> str:
    assert app.solitaire is not None
    return app.solitaire._message


async def _word(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*text, "enter")
    await pilot.pause()


async def test_every_word_is_saved_and_the_next_launch_offers_to_continue_the_same_game() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert load_solitaire().saved is not None  # saved before the first word: the deal is kept
        await _word(pilot, "car")
        game = app.solitaire.game
        saved = load_solitaire().saved
        assert saved is not None and saved.made == 1 and saved.seed == 13
        await _word(pilot, "new")  # no refill needed: every stack still has cards
        assert load_solitaire().saved.made == 2
        stacks, words = game.stacks, game.words

    again = _app(SolitaireOptions())  # plain ``quiddler solitaire``: another deal would be dealt
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ContinueScreen)
        assert "Deal 13: 2 words made, 42 cards left" in again.screen.saved.describe()
        await pilot.press("enter")  # continuing is highlighted first
        await pilot.pause()
        resumed = again.solitaire.game
        assert resumed.stacks == stacks and resumed.words == words and resumed.seed == 13
        assert "deal 13 goes on where you left it" in _message(again)
        assert again.solitaire.options == SolitaireOptions(seed=13)


async def test_asking_for_another_deal_puts_it_first_and_the_unfinished_game_counts_as_given_up() -> None:
    async with _app().run_test(size=(80, 24)) as pilot:
        await _word(pilot, "car")
    app = _app(SolitaireOptions(seed=14))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        await pilot.press("enter")  # the deal the command line asked for is highlighted first
        await pilot.pause()
        assert app.solitaire.game.seed == 14 and not app.solitaire.game.words
        [given_up] = load_record().stats.games
        assert (given_up.seed, given_up.reason, given_up.words) == (13, "gave_up", 1)
        assert load_solitaire().saved.seed == 14


async def test_esc_at_the_question_leaves_and_the_unfinished_game_stays_saved() -> None:
    async with _app().run_test(size=(80, 24)) as pilot:
        await _word(pilot, "car")
    app = _app(SolitaireOptions())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ContinueScreen)
        await pilot.press("escape")
        await pilot.pause()
    assert app.solitaire.waiting is not None and app.solitaire.waiting.seed == 13
    assert load_solitaire().saved.made == 1  # untouched
    assert load_record().stats.played == 0


async def test_the_same_deal_asked_again_continues_it_without_asking() -> None:
    async with _app().run_test(size=(80, 24)) as pilot:
        await _word(pilot, "car")
    app = _app(SolitaireOptions(seed=13))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ContinueScreen)
        assert [word.text for word in app.solitaire.game.words] == ["car"]


async def test_a_damaged_save_is_moved_aside_in_one_sentence_and_a_new_game_starts() -> None:
    path = solitaire_path()
    path.write_text('{"format": "quiddler-solitaire", "version": 1, "seed": "x"}', encoding="utf-8")
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        message = _message(app)
        assert message.startswith("The saved solitaire game cannot be used: its content is damaged")
        assert "moved aside to solitaire-game.corrupt-" in message
        assert app.solitaire.game.seed == 13
    kept = [item.name for item in path.parent.iterdir() if item.name.startswith("solitaire-game.corrupt-")]
    assert len(kept) == 1  # never deleted


def test_a_save_edited_by_hand_does_not_replay_and_says_why() -> None:
    game = stacked(UNIFORM, {"at"})
    game.make_word((0, 6))
    data = json.loads(SavedSolitaire.of(game, daily=None, dictionary="test").to_json())
    data["progress"]["score"] -= 5
    edited = SavedSolitaire.from_json(json.dumps(data))
    with pytest.raises(SaveError, match="does not match its moves") as error:
        edited.restore(game.checker, game.finder)
    assert error.value.reason == "unplayable"
    data["deck"] = "a b c"
    with pytest.raises(SaveError, match="damaged"):
        SavedSolitaire.from_json(json.dumps(data)).restore(game.checker, game.finder)
    with pytest.raises(SaveError, match="newer quiddler"):
        SavedSolitaire.from_json(json.dumps({**data, "version": 99}))


def test_a_saved_game_replays_even_if_the_dictionary_lost_a_word_since() -> None:
    game = stacked(UNIFORM, {"at", "tea"})
    game.make_word((0, 6))
    saved = SavedSolitaire.from_json(SavedSolitaire.of(game, daily=None, dictionary="test").to_json())
    smaller = WordSet({"tea"})
    again = saved.restore(smaller, PermutationFinder(smaller))
    assert again.stacks == game.stacks and [word.text for word in again.words] == ["at"]


async def test_ctrl_x_asks_first_and_the_game_stays_saved() -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _word(pilot, "car")
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert isinstance(app.screen, LeaveScreen)
        assert "It is saved" in str(app.screen.query_one(".question").parent.query("Static")[1].content)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is app.solitaire and app.is_running
        await pilot.press("ctrl+q")  # the app's quit key asks the same question
        await pilot.pause()
        assert isinstance(app.screen, LeaveScreen)
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0
    assert app.solitaire.is_saved and load_solitaire().saved.made == 1


async def test_the_header_names_the_deal_number() -> None:
    app = _app(SolitaireOptions(seed=4242))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "· deal 4242 ·" in str(app.solitaire.query_one("#solitaire-title").content)


def test_a_random_deal_has_a_number_a_player_can_type() -> None:
    assert all(0 < SolitaireOptions().resolved_seed() < 1_000_000 for _ in range(50))


async def test_the_end_screen_keeps_the_last_cards_in_view_and_esc_does_not_leave() -> None:
    game = stacked(UNIFORM, {"zz"})  # no word at all: over at once
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        end = app.screen
        assert isinstance(end, SolitaireEndScreen)
        panel = end.query_one(VerticalScroll)
        stacks = app.solitaire.query_one(StackRow)
        assert panel.region.y >= stacks.region.bottom  # the face-up cards are above the panel
        assert end.styles.background.a == 0  # and nothing covers them
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is end and app.is_running
        assert "Esc does not leave here" in str(end.query_one("#end-keys").content)


async def test_ctrl_z_on_the_end_screen_takes_back_the_last_word_and_its_record() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(6):
            await _word(pilot, "aeionrtu")
        assert game.is_perfect and isinstance(app.screen, SolitaireEndScreen)
        assert load_record().stats.perfect == 1 and load_solitaire().saved is None
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.screen is app.solitaire and not game.is_over and game.cards_left == 8
        assert load_record().stats.played == 0  # out of the record: the game goes on
        assert load_solitaire().saved.cards_left == 8
        await _word(pilot, "aeionrtu")
        assert isinstance(app.screen, SolitaireEndScreen)
        [result] = load_record().stats.games
        assert result.perfect and result.assisted


async def test_after_giving_up_the_end_screen_offers_no_undo() -> None:
    game = stacked(UNIFORM, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await _word(pilot, "at")
        await pilot.press("ctrl+g", "ctrl+g")
        await pilot.pause()
        end = app.screen
        assert isinstance(end, SolitaireEndScreen) and "Ctrl+Z" not in str(end.query_one("#end-keys").content)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.screen is end and game.end_reason is EndReason.GAVE_UP


async def test_a_refill_with_only_one_stack_to_give_is_made_without_asking() -> None:
    game = stacked(UNIFORM, {"aeionrtu", "aeionrt"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(4):
            await _word(pilot, "aeionrtu")  # every stack down to two cards
        await _word(pilot, "aeionrt")
        await _word(pilot, "aeionrt")  # seven stacks empty; only stack 8 has a card to give
        assert "Stack 1 took the U of stack 8, the only stack with a card to give." in _message(app)
        assert game.face_up[0] is not None and game.end_reason is EndReason.NO_WORD


@pytest.mark.parametrize("key", ["9", "0"])
async def test_9_and_0_are_answered_with_a_sentence(key: str) -> None:
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(key)
        await pilot.pause()
        assert _message(app) == f"There are 8 stacks: pick one with 1 to 8, not {key}."


def test_resume_with_nothing_saved_is_one_sentence_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solitaire", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err == (
        "quiddler solitaire: There is no unfinished solitaire game to continue; start one with: "
        "quiddler solitaire.\n"
    )
    assert main(["solitaire", "--resume", "--seed", "4"]) == 2


async def test_from_the_title_screen_solitaire_opens_and_comes_back(tmp_path: Path) -> None:
    from quiddler.match.setup import MatchSetup
    from quiddler.tui.app import make_app
    from quiddler.tui.screens.info import TitleScreen
    from quiddler.tui.solitaire import SolitaireScreen

    words = tmp_path / "words.txt"
    words.write_text("\n".join(sorted(WORDS)), encoding="utf-8")
    setup = MatchSetup(dictionary=f"file:{words}")
    app = make_app(setup, start="title", dictionaries=[], data_dir=tmp_path, offer_resume=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        for _ in range(100):  # the dictionary opens in a worker
            await pilot.pause(0.05)
            if isinstance(app.screen, SolitaireScreen):
                break
        screen = app.screen
        assert isinstance(screen, SolitaireScreen)
        await pilot.press("ctrl+x", "y")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert screen.is_saved


async def test_a_slow_first_opening_shows_what_is_built_with_progress(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first use of a dictionary builds its word index: the app says so instead of a blank
    terminal, and the game follows."""
    import threading

    from quiddler.saves.solitaire import LoadedSolitaire
    from quiddler.solitaire import opening as solitaire_opening
    from quiddler.tui.screens.starting import StartingScreen

    # The build goes on until the test has looked at the screen (a build timed to outlast the
    # start-up is over before the first frame on a busy machine: then the game shows at once).
    looked = threading.Event()

    def slow_open(dictionary: str | None, **options: object) -> tuple[WordTools, LoadedSolitaire]:
        progress = options["progress"]
        for step in range(5):
            progress("Building the word index of the test dictionary", step / 4)  # type: ignore[operator]
            if step == 2:
                looked.wait(30)
        return TOOLS, LoadedSolitaire(None)

    monkeypatch.setattr(solitaire_opening, "open_solitaire", slow_open)
    app = SolitaireApp(options=SolitaireOptions(seed=13))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(400):  # the starting screen shows after STARTING_AFTER (0.15 s)
                if isinstance(app.screen, StartingScreen) and app.screen.fraction is not None:
                    break
                await pilot.pause(0.05)
            starting = app.screen
            assert isinstance(starting, StartingScreen)
            assert starting.text.startswith("Building the word index") and starting.fraction is not None
            looked.set()
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert app.screen is app.solitaire and app.solitaire.game.seed == 13
    finally:
        looked.set()


async def test_a_dictionary_that_cannot_open_ends_the_app_with_its_sentence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from quiddler.solitaire import opening as solitaire_opening

    def broken(dictionary: str | None, **options: object) -> None:
        raise ValueError("There is no dictionary called 'klingon'.")

    monkeypatch.setattr(solitaire_opening, "open_solitaire", broken)
    app = SolitaireApp(options=SolitaireOptions(seed=13), dictionary="klingon")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(400):  # until the app has ended itself (20 s at most)
            if app.return_code is not None:
                break
            await pilot.pause(0.05)
    assert app.problem == "There is no dictionary called 'klingon'." and app.return_code == 1
