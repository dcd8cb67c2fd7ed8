"""Solitaire's first frame is the deal, drawn before the dictionary and the saved game open (issue 29).

The preview shows the very cards the game then deals (the engine's :func:`shuffled_deck` and
:func:`stacks_of`, which the game deals from too), a random deal included; the game's screen takes
its place once the opening is done, and a deal drawn for the preview is not one the player asked
for (an unfinished game is still offered, not continued). A fresh interpreter shows that the first
frame loads none of the solver, the dictionary or the saves.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler.engine import WordSet
from quiddler.engine.solitaire import PermutationFinder, Solitaire
from quiddler.engine.solitaire.deal import shuffled_deck, stacks_of
from quiddler.saves.solitaire import LoadedSolitaire
from quiddler.solitaire import SolitaireOptions, WordTools
from quiddler.solitaire import opening as solitaire_opening
from quiddler.tui.solitaire import SolitaireApp
from quiddler.tui.solitaire.preview import SolitairePreview
from quiddler.tui.solitaire.widgets import StackWidget
from tests.tui.helpers import in_a_fresh_interpreter, until

from .words import WORDS

TOOLS = WordTools(WordSet(WORDS), PermutationFinder(WordSet(WORDS)), "test")


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_the_preview_deals_the_games_cards(seed: int) -> None:
    game = Solitaire(WordSet(WORDS), seed=seed)
    stacks = stacks_of(shuffled_deck(seed))
    assert tuple(stack[-1] for stack in stacks) == game.face_up
    assert tuple(len(stack) - 1 for stack in stacks) == game.face_down


def test_a_drawn_deal_is_dealt_but_not_asked_for() -> None:
    options = SolitaireOptions().with_deal_drawn()
    assert options.drawn is not None and options.resolved_seed() == options.drawn
    assert not options.same_deal(options.drawn, None)  # an unfinished game of that number is offered
    assert SolitaireOptions(seed=4).with_deal_drawn() == SolitaireOptions(seed=4)


def _faces(app: SolitaireApp) -> list[str]:
    return [str(widget.render()) for widget in app.screen.query(StackWidget)]


@pytest.mark.parametrize("options", [SolitaireOptions(seed=13), SolitaireOptions()])
async def test_the_first_frame_is_the_deal_then_the_game_with_the_same_cards(
    monkeypatch: pytest.MonkeyPatch, options: SolitaireOptions
) -> None:
    release = threading.Event()

    def held_open(dictionary: str | None, **ignored: object) -> tuple[WordTools, LoadedSolitaire]:
        release.wait(30)
        return TOOLS, LoadedSolitaire(None)

    monkeypatch.setattr(solitaire_opening, "open_solitaire", held_open)
    app = SolitaireApp(options=options)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            preview = app.screen
            assert isinstance(preview, SolitairePreview)
            assert "Opening the dictionary" in str(preview.query_one("#solitaire-message").render())
            shown = _faces(app)
            stacks = stacks_of(shuffled_deck(preview.seed))
            # A letter typed over the deal is kept for the game (nothing is lost to the wait).
            letter = stacks[0][-1].label[0].lower()
            await pilot.press(letter)
            release.set()
            await app.workers.wait_for_complete()
            # the game's screen comes a few messages after the worker: later on a loaded machine
            await until(pilot, lambda: app.screen is app.solitaire and "#1" in "".join(_faces(app)[:1]))
            assert app.screen is app.solitaire and app.solitaire is not None
            assert app.solitaire.game.seed == preview.seed
            assert app.solitaire.game.face_up == tuple(stack[-1] for stack in stacks)
            assert "#1" in _faces(app)[0] and "#1" not in shown[0]
            assert app.solitaire.entry.typed == letter
    finally:
        release.set()


FIRST_FRAME = """
import asyncio, json, sys

import quiddler.cli, quiddler.commands.solitaire
from quiddler.solitaire.options import SolitaireOptions
from quiddler.tui.solitaire.app import SolitaireApp

seen = {}
start = SolitaireApp._start_opening


def first_frame_drawn(self):
    seen["modules"] = sorted(sys.modules)
    seen["screen"] = type(self.screen).__name__
    start(self)


SolitaireApp._start_opening = first_frame_drawn


async def main():
    app = SolitaireApp(options=SolitaireOptions(seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
    return seen


print(json.dumps(asyncio.run(main())))
"""

#: Opened after solitaire's first frame, not before it.
AFTER_THE_FIRST_FRAME = (
    "quiddler.solver",
    "quiddler.dictionary",
    "quiddler.saves.solitaire",
    "quiddler.solitaire.opening",
    "quiddler.solitaire.tools",
    "quiddler.tui.solitaire.screen",
    "enchant",
)


def test_solitaires_first_frame_opens_no_dictionary_index_or_save(tmp_path: Path) -> None:
    seen = in_a_fresh_interpreter(FIRST_FRAME, tmp_path)
    assert seen["screen"] == "SolitairePreview"
    too_soon = [
        name
        for name in seen["modules"]
        if any(name == root or name.startswith(root + ".") for root in AFTER_THE_FIRST_FRAME)
    ]
    assert too_soon == []
