"""quiddler replay: stepping through a finished game reproduces the engine's hands and scores."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from textual.widgets import Static

from quiddler.engine import Game
from quiddler.saves import SavedGame, SaveStore
from quiddler.stats.replay import replay_of
from quiddler.tui.screens.replay import ReplayApp, ReplayScreen
from quiddler.tui.widgets.cards import PileView
from tests.saves.helpers import WORDS, new_game, play


def _saved(seed: int = 11) -> SavedGame:
    game = play(new_game(("Ann", "Bob", "Cy"), seed=seed), random.Random(seed), None, go_out_chance=0.6)
    saved = SavedGame.from_game(game, seats=("human", "human", "bot:easy"), dictionary="test")
    SaveStore().finish(saved)
    return saved


def _seat_lines(screen: ReplayScreen) -> list[tuple[str, tuple[str, ...], str]]:
    """What each seat's row shows: its name and total, the cards its hand widget draws (the table's
    card widget), and the words it has laid."""
    return [
        (
            str(screen.query_one(f"#replay-name-{seat}", Static).render()),
            screen.shown_hand(seat),
            str(screen.query_one(f"#replay-words-{seat}", Static).render()),
        )
        for seat in range(3)
    ]


@pytest.mark.slow  # a key press for each of 114 moves and back again: ~15 s, over 60 s at load 9
async def test_stepping_forward_reproduces_the_engine_and_stepping_back_returns_exactly() -> None:
    saved = _saved()
    engine = Game(saved.setup, saved.replay_checker(WORDS))
    app = ReplayApp(replay_of(saved))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        seen = [_seat_lines(screen)]
        for number, action in enumerate(saved.actions, start=1):
            engine.apply(action)
            await pilot.press("right")
            frame = screen.replay.frames[screen.index]
            assert screen.index == frame.move == number
            for seat in range(3):
                hand = tuple(card.value for card in engine.hand(seat))
                assert frame.hands[seat] == hand
                assert frame.totals[seat] == engine.totals[seat]
                name, cards, words = _seat_lines(screen)[seat]
                assert cards == hand  # the cards drawn face up are the engine's hand, in its order
                assert name.endswith(f"total {engine.totals[seat]}")
                assert words.split() == [laid.word.text.upper() for laid in engine.words(seat)]
            assert screen.query_one("#replay-discard", PileView).top == engine.discard_top
            assert screen.query_one("#replay-draw", PileView).count == len(engine.draw_pile)
            seen.append(_seat_lines(screen))
        assert engine.is_over and tuple(engine.totals) == saved.progress.totals
        await pilot.press("right")  # past the end: stays on the last move
        assert screen.index == len(saved.actions)
        for number in range(len(saved.actions) - 1, -1, -1):
            await pilot.press("left")
            assert screen.index == number and _seat_lines(screen) == seen[number]
        await pilot.press("end")
        assert screen.index == len(saved.actions)
        await pilot.press("home", "down", "down")
        starts = screen.replay.round_starts()
        assert screen.index == starts[2] and screen.replay.frames[screen.index].round == 3
        await pilot.press("up")
        assert screen.index == starts[1]


async def test_p_plays_the_game_on_at_the_pace_chosen() -> None:
    app = ReplayApp(replay_of(_saved(seed=12)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("plus", "plus", "p")  # a quarter of a second a move
        assert screen.playing
        await pilot.pause(1.2)
        assert screen.index >= 2
        await pilot.press("p")
        assert not screen.playing
        stopped = screen.index
        await pilot.pause(0.6)
        assert screen.index == stopped


def test_replay_json_prints_every_move_with_each_hand(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.cli import main

    saved = _saved(seed=13)
    assert main(["replay", saved.game_id, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game_id"] == saved.game_id and len(data["moves"]) == len(saved.actions) + 1
    last = data["moves"][-1]
    assert last["totals"] == list(saved.progress.totals)
    assert all(len(move["hands"]) == 3 for move in data["moves"])
    assert main(["replay", "no-such-game"]) == 2


def test_the_coachs_notes_land_on_the_moves_they_are_about() -> None:
    from quiddler.coach import review_actions
    from quiddler.solver import index_for

    saved = _saved(seed=14)
    review = review_actions(
        saved.setup, saved.actions, saved.replay_checker(WORDS), index_for(WORDS), computers=True
    )
    misses = [miss for people in review.rounds for person in people for miss in person.misses]
    replay = replay_of(saved, review)
    noted = [frame for frame in replay.frames if frame.coach]
    assert misses and len(noted) <= len(misses)
    assert sum(frame.coach.count(": ") >= 1 for frame in noted) == len(noted)
    for frame in noted:
        assert frame.action is not None
        kind = frame.action["kind"]
        assert kind in {"draw", "discard", "go_out", "lay_down", "challenge"}
        seat = frame.action.get("challenger", frame.action.get("seat"))
        assert frame.coach.startswith(saved.players[seat] + ": ")
    # every miss is told once: at the draw (take), the play (discard, go out, lay down) or the challenge
    told = sum(frame.coach.count(f"{name}: ") for frame in noted for name in set(saved.players))
    assert told == len(misses)


def test_replay_looks_like_the_table(snap_compare: Any) -> None:
    """The table's cards at 80×24: the piles, every hand face up, words laid beside the hands, the
    move said under the title (one game, a fixed id: the snapshot is the same every run)."""
    saved = _saved()
    app = ReplayApp(replace(replay_of(saved), game_id="20260101-120000-abcdef"))
    assert snap_compare(app, terminal_size=(80, 24), press=["end", "left", "left"])


def test_replay_with_no_finished_game_says_replay_not_review(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.cli import main

    assert main(["replay"]) == 2
    err = capsys.readouterr().err
    assert "no finished games to replay yet" in err and "score sheet" in err
    assert main(["review"]) == 2
    assert "no finished games to review yet" in capsys.readouterr().err


async def test_the_step_back_key_is_not_named_like_leaving(spanish: None) -> None:
    """← was labelled "Back" ("Volver"), the word every other screen's Esc says for leaving it:
    a Spanish player read "← Volver" beside "esc Salir" as a way out of the replay."""
    from quiddler.i18n import _
    from quiddler.tui.screens.info import RulesScreen

    app = ReplayApp(replay_of(_saved(seed=12)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        footer = {
            binding.key: binding.description
            for (_node, binding, _enabled, _tooltip) in app.active_bindings.values()
            if binding.show
        }
        leaving = {
            _(binding.description) for binding in RulesScreen.BINDINGS if hasattr(binding, "description")
        }
        assert leaving == {"Volver"}
        assert footer["left"] == "Retroceder"
        assert footer["left"] not in leaving | {footer["escape"]}
