"""The solitaire screen driven by key presses and clicks (Textual's Pilot)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from quiddler.engine import Card, WordSet
from quiddler.engine.solitaire import (
    EndReason,
    MakeWord,
    PermutationFinder,
    Refilled,
    Solitaire,
    SolitairePhase,
    WordMade,
    best_word,
)
from quiddler.saves.solitaire.record import load_record, record_path
from quiddler.solitaire import SolitaireOptions, WordTools
from quiddler.tui.solitaire import SolitaireApp, SolitaireEndScreen
from tests.tui.helpers import until

from .helpers import UNIFORM, A, N, T, U, stacked
from .words import WORDS


def _tools(words: frozenset[str] | set[str] = WORDS) -> WordTools:
    checker = WordSet(words)
    return WordTools(checker, PermutationFinder(checker), "test")


def _app_for(game: Solitaire) -> SolitaireApp:
    checker = game.checker
    return SolitaireApp(WordTools(checker, game.finder, "test"), SolitaireOptions(seed=0), game=game)


def _message(app: SolitaireApp) -> str:
    return app.solitaire._message


async def _type(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*text)
    await pilot.pause()


async def _play_to_the_end(seed: int) -> tuple[Solitaire, SolitaireApp]:
    """Play a seeded deal with key presses only: the best word typed, the last source for refills."""
    app = SolitaireApp(_tools(), SolitaireOptions(seed=seed))
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.solitaire.game
        for _ in range(200):
            if game.is_over:
                break
            if game.phase is SolitairePhase.REFILL:
                await pilot.press(str(game.refill_sources[-1] + 1))
            else:
                word = best_word(game.available_words())
                assert word is not None
                await pilot.press(*word.text, "enter")
            await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SolitaireEndScreen)
        await pilot.press("q")
        await pilot.pause()
    return game, app


def _check_finished(game: Solitaire, seed: int) -> None:
    assert game.is_over and game.end_reason in (EndReason.CLEARED, EndReason.NO_WORD)
    game.check_invariants()
    assert len(game.words) == sum(isinstance(r, WordMade) for r in game.records)
    record = load_record().stats
    assert record.played == 1
    assert (record.games[0].score, record.games[0].seed) == (game.score, seed)
    assert record.games[0].words == len(game.words) and not record.games[0].assisted


async def test_a_seeded_game_played_to_its_end_with_key_presses() -> None:
    game, app = await _play_to_the_end(13)
    _check_finished(game, 13)
    assert len(game.words) >= 5 and any(isinstance(r, Refilled) for r in game.records)
    assert app.return_code == 0


@pytest.mark.slow
async def test_a_long_seeded_game_played_to_a_perfect_zero_with_key_presses() -> None:
    game, _ = await _play_to_the_end(39)
    _check_finished(game, 39)
    assert game.is_perfect and load_record().stats.perfect == 1


async def test_typing_picks_the_cards_and_tab_moves_a_letter_to_its_other_stack() -> None:
    game = stacked(["a " * 6, "t " * 6, "e " * 6, "i " * 6, "n " * 6, "r " * 6, "u " * 6, "o " * 6], {"ate"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await _type(pilot, "ate")
        assert app.solitaire.entry.selection == (0, 1, 2)
        await pilot.press("tab")
        await pilot.pause()
        assert app.solitaire.entry.selection == (0, 1, 2)  # one way only: Tab does nothing
        assert "A·T·E" in _message(app)
        await pilot.press("enter")
        await pilot.pause()
        assert game.face_down[:3] == (4, 4, 4)


async def test_tab_offers_the_same_letter_on_another_stack() -> None:
    two_ts = ["a " * 6, "t i i i i i", "e " * 6, "t e e e e e", "n " * 6, "r " * 6, "u " * 6, "o " * 6]
    game = stacked(two_ts, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await _type(pilot, "at")
        assert app.solitaire.entry.selection == (0, 1)
        assert "Tab: 2 ways" in _message(app)
        await pilot.press("tab")
        await pilot.pause()
        assert app.solitaire.entry.selection == (0, 3)
        await pilot.press("enter")
        await pilot.pause()
        assert game.words[0].text == "at"
        assert game.face_down[3] == 4 and game.face_down[1] == 5  # the T came from stack 4
        assert game.face_up[3] is Card.E


async def test_a_word_not_in_the_dictionary_is_refused_in_words_and_nothing_changes() -> None:
    game = stacked(UNIFORM, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        before = game.snapshot()
        await _type(pilot, "ta")
        await pilot.press("enter")
        await pilot.pause()
        assert _message(app) == "TA is not in the dictionary."
        assert game.snapshot() == before
        await _type(pilot, "x")
        assert "No face-up card gives X after TA" in _message(app)
        await pilot.press("escape")
        await pilot.press("enter")
        await pilot.pause()
        assert "Type a word or pick stacks" in _message(app)


async def test_number_keys_and_clicks_build_a_word() -> None:
    game = stacked(UNIFORM, {"tan"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(str(T + 1), str(A + 1))
        await pilot.click(f"#stack-{N + 1}")
        await pilot.pause()
        assert app.solitaire.entry.selection == (T, A, N)
        assert app.solitaire.entry.typed == "tan"
        await pilot.press(str(A + 1))  # pressing a picked stack again takes it out
        await pilot.pause()
        assert app.solitaire.entry.selection == (T, N)
        await pilot.press(str(A + 1))
        await pilot.pause()
        assert app.solitaire.entry.selection == (T, N, A)
        await pilot.press("backspace", "backspace")
        await pilot.press("a", "n", "enter")
        await pilot.pause()
        assert [word.text for word in game.words] == ["tan"]


async def test_an_empty_stack_is_refilled_from_the_stack_the_player_chooses() -> None:
    game = stacked(UNIFORM, {"at", "nu"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(6):
            await _type(pilot, "at")
            await pilot.press("enter")
        await pilot.pause()
        assert game.phase is SolitairePhase.REFILL
        assert "Stack 1 is empty" in _message(app)
        await _type(pilot, "n")  # letters wait until the refill is done
        assert "Stack 1 is empty" in _message(app) and game.phase is SolitairePhase.REFILL
        await pilot.press(str(N + 1))
        await pilot.pause()
        assert game.face_up[A] is Card.N and "Moved N from stack 5 to stack 1" in _message(app)
        await pilot.click(f"#stack-{U + 1}")
        await pilot.pause()
        assert game.face_up[T] is Card.U and game.phase is SolitairePhase.PLAY


async def test_undo_takes_back_the_word_and_marks_the_game_assisted() -> None:
    game = stacked(UNIFORM, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        dealt = game.stacks
        await _type(pilot, "at")
        await pilot.press("enter", "ctrl+z")
        await pilot.pause()
        assert game.stacks == dealt and game.words == () and game.assisted
        assert _message(app) == "Took back AT."
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert _message(app) == "There is no word to undo yet."


async def test_hint_is_computed_in_a_worker_and_picks_the_best_word() -> None:
    game = stacked(UNIFORM, {"at", "tune", "rune"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert game.hints == 1 and game.assisted
        assert _message(app).startswith("Hint 1 of 3: RUNE (R·U·N·E, 16 points)")
        await pilot.press("enter")
        await pilot.pause()
        assert game.words[-1].text == "rune"


async def test_give_up_asks_twice_then_ends_and_records_the_game() -> None:
    game = stacked(UNIFORM, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert not game.is_over and "again to give up" in _message(app)
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert game.end_reason is EndReason.GAVE_UP
        assert isinstance(app.screen, SolitaireEndScreen)
        assert load_record().stats.games[0].reason == "gave_up"


async def test_end_screen_deals_a_new_game_or_the_same_deal_again() -> None:
    game = stacked(UNIFORM, {"aeionrtu"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(6):
            await _type(pilot, "aeionrtu")
            await pilot.press("enter")
        await pilot.pause()
        assert game.is_perfect and isinstance(app.screen, SolitaireEndScreen)
        await pilot.press("r")
        await pilot.pause()
        replay = app.solitaire.game
        assert replay is not game and not replay.is_over and replay.words == ()
        assert replay.stacks == stacked(UNIFORM, {"aeionrtu"}).stacks
        assert load_record().stats.perfect == 1
        await pilot.press("ctrl+g", "ctrl+g")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        fresh = app.solitaire.game
        assert fresh is not replay and fresh.stacks != replay.stacks
        assert app.solitaire.options == SolitaireOptions()
        # a random deal has no "aeionrtu" on top: over at once, recorded, and said so
        assert fresh.end_reason is EndReason.NO_WORD and isinstance(app.screen, SolitaireEndScreen)
        assert [game.reason for game in load_record().stats.games] == ["cleared", "gave_up", "no_word"]


@pytest.mark.parametrize("damaged", [b"not json", bytes(range(256)) * 3], ids=["not-json", "random-bytes"])
async def test_a_damaged_record_is_reported_on_the_end_screen(damaged: bytes) -> None:
    """Random bytes (not even UTF-8) crashed the end screen and the game went unrecorded."""
    record_path().write_bytes(damaged)
    game = stacked(UNIFORM, {"zz"})  # no word at all: the game is over at once
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SolitaireEndScreen))
        screen = app.screen
        assert isinstance(screen, SolitaireEndScreen)
        assert screen.warning is not None and "moved to" in screen.warning
        assert load_record().stats.played == 1


async def test_a_word_action_is_the_engine_s_own_refusal() -> None:
    game = stacked(UNIFORM, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(str(A + 1))
        await pilot.press("enter")
        await pilot.pause()
        assert _message(app) == game.why_not(MakeWord((A,)))


async def test_the_screen_pushed_by_another_app_returns_to_it_when_left() -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    from quiddler.tui.solitaire import SolitaireScreen

    class Host(App[None]):
        def compose(self) -> ComposeResult:
            yield Static("title screen")

    host = Host()
    async with host.run_test(size=(80, 24)) as pilot:
        host.push_screen(SolitaireScreen(_tools(), SolitaireOptions(seed=13)))
        await pilot.pause()
        assert isinstance(host.screen, SolitaireScreen)
        await pilot.press("c", "a", "r", "enter")
        await pilot.pause()
        assert [word.text for word in host.screen.game.words] == ["car"]
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert not isinstance(host.screen, SolitaireScreen)
        assert host.is_running


async def test_a_dictionary_that_cannot_open_is_one_sentence() -> None:
    from quiddler.tui.solitaire import SolitaireScreen

    with pytest.raises(ValueError, match="There is no dictionary called 'klingon'"):
        SolitaireScreen(dictionary="klingon")


async def test_asking_for_a_hint_again_shows_the_next_best_word() -> None:
    game = stacked(UNIFORM, {"at", "tune", "rune"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        for expected in ("Hint 1 of 3: RUNE", "Hint 2 of 3: TUNE", "Hint 3 of 3: AT", "Hint 1 of 3: RUNE"):
            await pilot.press("question_mark")
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert _message(app).startswith(expected)
        await pilot.press("escape", "question_mark")  # after clearing, hints start again at the best
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert _message(app).startswith("Hint 1 of 3: RUNE")


async def test_a_daily_deal_played_before_keeps_its_first_result() -> None:
    from datetime import date

    from quiddler.engine.solitaire import daily_seed
    from quiddler.saves.solitaire.record import GameResult, SolitaireStats, save_record

    day = date(2026, 11, 21)
    first = GameResult(31, daily_seed(day), "2026-11-21T08:00:00+00:00", daily="2026-11-21")
    save_record(SolitaireStats((first,)))
    app = SolitaireApp(_tools(), SolitaireOptions(daily=day))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.solitaire.game.seed == daily_seed(day)
        assert "your daily result stays 31" in _message(app)
        await pilot.press("ctrl+g", "ctrl+g")
        await pilot.pause()
        stats = load_record().stats
        assert stats.played == 2 and stats.daily["2026-11-21"].score == 31
        assert stats.games[1].daily == "2026-11-21"


async def test_a_double_card_is_picked_as_its_first_letter_is_typed() -> None:
    stacks = ["qu a a a a a", "i e e e e e", "z e e e e e", *UNIFORM[3:]]
    game = stacked(stacks, {"quiz", "on"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await _type(pilot, "q")
        assert app.solitaire.entry.selection == (0,) and app.solitaire.entry.pending
        await pilot.press("enter")
        await pilot.pause()
        assert _message(app).startswith("Finish typing QU") and game.words == ()
        await _type(pilot, "uiz")
        assert app.solitaire.entry.selection == (0, 1, 2) and not app.solitaire.entry.pending
        await pilot.press("enter")
        await pilot.pause()
        assert game.words[0].spelling == "QU·I·Z" and game.words[0].points == 25


async def test_f1_shows_the_rules_with_the_refill_decision_and_closes() -> None:
    from quiddler.tui.solitaire import SolitaireRulesScreen

    game = stacked(UNIFORM, {"at"})
    app = _app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, SolitaireRulesScreen)
        await pilot.press("a")  # letters do not reach the game under the rules
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.solitaire and app.solitaire.entry.typed == ""


async def test_a_record_that_cannot_be_saved_is_said_on_the_end_screen(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("in the way")
    game = stacked(UNIFORM, {"zz"})
    app = SolitaireApp(
        WordTools(game.checker, game.finder, "test"),
        SolitaireOptions(seed=0),
        game=game,
        record_path=blocker / "solitaire.json",
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, SolitaireEndScreen))
        screen = app.screen
        assert isinstance(screen, SolitaireEndScreen)
        assert screen.warning is not None and "could not be saved" in screen.warning
        assert screen.stats.played == 1  # the game still shows in the record on screen
