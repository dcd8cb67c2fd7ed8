"""What a new player meets: keys named only when they work, nothing of one player left for the
next, controls that read in words, a game-over board that adds up, hints ready early."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable

from quiddler.engine import Phase
from quiddler.engine.rules import RuleOptions
from quiddler.match import hints
from quiddler.match.setup import MatchSetup, Seat
from quiddler.tui.app import QuiddlerApp
from quiddler.tui.screens.dialogs import PassScreen
from quiddler.tui.screens.summary import GameOverScreen, running_totals
from quiddler.tui.screens.table import TableScreen

from .helpers import DRAW_AND_GO_OUT, build_app, finished_game, screen_text, settle, text_of
from .test_turns import to_first_turn


async def go_out_to_the_next_final_turn(app: QuiddlerApp, pilot: Pilot[None], table: TableScreen) -> None:
    """Seat 0 goes out; close the challenge window and pass the keyboard to seat 1's final turn."""
    await pilot.press(*DRAW_AND_GO_OUT)
    await settle(pilot)
    for _ in range(3):  # the challenge window, then the pass screen
        if isinstance(app.screen, TableScreen) and table.shown == 1:
            break
        await pilot.press("n" if not isinstance(app.screen, PassScreen) else "enter")
        await settle(pilot)


EIGHT = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def shown_keys(app: QuiddlerApp) -> set[str]:
    """The keys the Footer shows as usable right now."""
    return {
        key for key, active in app.screen.active_bindings.items() if active.binding.show and active.enabled
    }


def toasts(app: QuiddlerApp) -> list[str]:
    return [str(notification.message) for notification in app._notifications]


async def type_word(pilot: Pilot[None], text: str) -> None:
    await pilot.press("w", *text)
    await settle(pilot)


async def test_enter_makes_the_typed_word_and_leaves_typing_so_the_named_key_works() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        hand = table.remaining()
        await type_word(pilot, hand[0].letters + hand[1].letters)
        assert table.typing
        await pilot.press("enter")
        await settle(pilot)
        assert not table.typing, "Enter on a word makes it and ends typing"
        assert len(table.staged) == 1 and len(table.remaining()) == 2
        # two cards are left: g is not offered (the engine would refuse), x and w are
        assert "g" not in shown_keys(app) and "g: go out" not in text_of(app, "#turn-info")
        assert "x" in shown_keys(app) and "w: type another word" in text_of(app, "#turn-info")
        await pilot.press("g")  # pressed anyway: the engine says why not (g is not typed)
        await settle(pilot)
        assert "To go out every card but the discard must be in a word" in text_of(app, "#message")
        assert "cannot spell" not in text_of(app, "#builder")
        await type_word(pilot, hand[2].letters + hand[3].letters)  # w types the next word
        await pilot.press("enter")
        await settle(pilot)
        assert len(table.staged) == 2 and not table.typing
        assert text_of(app, "#message").startswith("Every card is in a word")
        assert "backspace" in shown_keys(app), "the key the message names works"


async def test_enter_on_an_empty_word_box_stops_typing() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "w")
        await settle(pilot)
        assert table.typing
        await pilot.press("enter")
        await settle(pilot)
        assert not table.typing
        assert "x" in shown_keys(app)


async def test_while_typing_the_footer_and_the_table_name_only_the_typing_keys() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "w")
        await settle(pilot)
        keys = shown_keys(app)
        assert {"enter", "tab", "escape"} <= keys
        assert not keys & {"x", "g", "f", "h", "w", "space"}, keys
        info = text_of(app, "#turn-info")
        assert "enter: make the word" in info and "x: discard" not in info
        assert "Enter to make it" in text_of(app, "#message")
        await pilot.press("escape")
        await settle(pilot)
        assert not table.typing
        assert "x: discard" in text_of(app, "#turn-info")
        assert text_of(app, "#message") == "", "the typing help goes with typing"


async def test_built_words_change_the_named_keys_from_discard_to_go_out() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "space", "right", "space", "right", "space", "enter")
        await settle(pilot)
        assert len(table.staged) == 1 and len(table.remaining()) == 1
        card = table.remaining()[0]
        info = text_of(app, "#turn-info")
        assert f"g: go out, discard {card.label}" in info and "backspace: undo a word" in info
        assert f"x: words back, discard {card.label}" in info
        assert {"g", "x"} <= shown_keys(app)


async def test_the_next_player_sees_nothing_said_to_the_previous_one() -> None:
    app = build_app(("Ann", "Bob", "Cy"), seed=7)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d")
        await settle(pilot)
        await type_word(pilot, "zzz")
        await pilot.press("enter")  # refused, quoting what Ann typed
        await settle(pilot)
        assert text_of(app, "#message").startswith("✗ Your hand does not hold the cards to spell ZZZ")
        assert table.typing, "a word the hand cannot spell stays in the box to be corrected"
        await pilot.press("escape", "h")
        await settle(pilot)
        assert text_of(app, "#message").startswith("Hint: ")
        await pilot.press("x")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        assert not any("ZZZ" in toast or "Hint" in toast for toast in toasts(app))
        await pilot.press("enter")
        await settle(pilot)
        assert table.shown == 1
        assert text_of(app, "#message") == "", "Ann's last message is not Bob's"
        assert text_of(app, "#builder") == "" or "Build words" in text_of(app, "#builder")
        assert "Hint" not in screen_text(app) and "You discarded" not in screen_text(app)
        assert "Ann discarded" in text_of(app, "#log")


async def test_the_final_turn_says_f_lays_down_no_words_and_discards() -> None:
    app = build_app(("Ann", "Bob"), seed=7, rules=RuleOptions(hand_sizes=(3,), name="one"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await go_out_to_the_next_final_turn(app, pilot, table)
        assert table.shown == 1 and table.game.is_final_turn
        await pilot.press("d")
        await settle(pilot)
        info = text_of(app, "#turn-info")
        assert "FINAL TURN" in info and "f: lay down no words" in info
        assert "f" in shown_keys(app) and "x" not in shown_keys(app)
        await pilot.press("x")  # the habit of a normal turn: told which key does it now
        await settle(pilot)
        assert "f lays down your words" in text_of(app, "#message")
        assert table.game.is_final_turn and table.game.current == 1
        await pilot.press("f")
        await settle(pilot)
        assert table.game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)


async def test_the_hint_index_is_warmed_as_soon_as_the_game_starts() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        assert hints.hints_ready(table.game.checker), "warmed without anyone asking for a hint"


async def test_game_over_shows_each_rounds_score_and_a_total_that_adds_up() -> None:
    game = finished_game(EIGHT, seed=3)
    app = build_app(EIGHT)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.show_game_over(game, MatchSetup(tuple(Seat(name) for name in EIGHT)))
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        table = app.screen.query_one("#final-table", DataTable)
        assert table.row_count == 8
        totals = running_totals(game)
        for row in range(table.row_count):
            cells = [str(cell) for cell in table.get_row_at(row)]
            name = cells[1].lstrip("★ ").strip()
            seat = game.players.index(name)
            rounds = [int(cell) for cell in cells[2:-1]]
            assert rounds == [summary.scores[seat] for summary in game.summaries]
            assert sum(rounds) == int(cells[-1]) == game.totals[seat]
            assert cells[1].startswith("★") == (seat in game.winners)
        chart = text_of(app, "#game-over-chart")
        for seat, name in enumerate(game.players):
            line = next(line for line in chart.splitlines() if line.strip().lstrip("★ ").startswith(name))
            assert [int(part) for part in line.split() if part.lstrip("-").isdigit()] == totals[seat]
        # all of it is on screen at 80×24: nothing cut off at the right or the bottom
        for selector in ("#game-over-title", "#final-table", "#game-over-chart", "#game-over-next"):
            region = app.screen.query_one(selector).region
            assert region.bottom <= 23 and region.right <= 80, (selector, region)
        assert max(len(line) for line in chart.splitlines()) <= 78


def test_a_big_word_list_is_indexed_in_a_child_process_and_cached_on_disk() -> None:
    from itertools import product

    from quiddler.engine import WordSet
    from quiddler.solver import cache

    letters = "aeinorst"
    words = ["".join(parts) for parts in product(letters, repeat=5)][: hints.CHILD_BUILD_WORDS + 10]
    checker = WordSet(words)
    path = cache.index_path(cache.fingerprint_of(checker))
    assert not path.exists()
    said: list[tuple[str, float | None]] = []
    hints.prepare_index(checker, progress=lambda text, done: said.append((text, done)), name="test")
    assert path.exists(), "the child process saved the index where the solver's cache finds it"
    first = "Building the word index of the test dictionary (only the first time it is used)."
    assert said[0] == (first, 0.0)
    assert said[-1][1] == 1.0 and [done for _, done in said] == sorted(done for _, done in said)
    assert hints.warm_hints(checker)
    assert hints.hints_ready(checker)


async def test_clicking_the_discard_pile_takes_it_and_a_second_click_is_explained() -> None:
    app = build_app(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        top = table.game.discard_top
        assert await pilot.click("#discard-pile")
        await settle(pilot)
        assert table.game.phase is Phase.PLAY and table.remaining()[-1] is top
        assert await pilot.click("#draw-pile")
        await settle(pilot)
        assert "You have already drawn this turn." in text_of(app, "#message")


@pytest.mark.parametrize("seed", [5, 7])  # seed 5's hint goes out, seed 7's only names a discard
async def test_u_uses_the_hint_so_one_more_key_plays_it(seed: int) -> None:
    app = build_app(seed=seed, words=("io", "oi", "ai", "ia", "aa", "eon", "one", "neo", "ion", "on", "no"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await pilot.press("d", "h")
        await settle(pilot)
        hint = table.hint
        assert hint is not None and hint.discard is not None
        assert hint.goes_out == (seed == 5)
        assert text_of(app, "#message").endswith("u: use it.")
        await pilot.press("u")
        await settle(pilot)
        assert table.staged == (list(hint.words) if hint.goes_out else [])
        assert table.remaining()[table.cursor] is hint.discard
        if hint.goes_out:
            assert text_of(app, "#message").startswith("Ready: press g to go out")
            await pilot.press("g")
            await settle(pilot)
            assert table.game.went_out == 0
        else:
            await pilot.press("x")
            await settle(pilot)
            assert table.game.discard_top is hint.discard


async def test_the_status_line_fits_80_columns_with_the_longest_names() -> None:
    names = ("Bartholomew-Smithson", "Maximiliana-Ortegaxx", "Cy")
    app = build_app(names, seed=7, rules=RuleOptions(hand_sizes=(3,), name="one"))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await to_first_turn(app, pilot)
        await go_out_to_the_next_final_turn(app, pilot, table)
        status = text_of(app, "#status")
        assert len(status) <= 78, status
        assert "final turn: Maximiliana-Ortegaxx" in status
