"""Every dialog is closed with a key (docs/accessibility.md, "Keyboard only"): each dialog class
of the apps binds Escape to an action it has, or (the two that are steps of the game rather than
questions) binds the key that goes on; and the dialogs any screen can open close on Escape."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator

import pytest
from textual.binding import Binding
from textual.screen import ModalScreen

import quiddler.tui
from quiddler.tui.screens.dialogs import ConfirmScreen
from quiddler.tui.screens.info import HelpScreen
from quiddler.tui.screens.table import TableScreen

from .helpers import settle
from .test_snapshots import three_players

#: Dialogs that are a step of the game, not a question: no Escape, and the key that goes on.
#: The hand-over screen must not be left by a stray Escape (the next player's hand would show
#: to whoever pressed it); the round's summary goes on to the next round.
GOES_ON = {"PassScreen": "enter", "RoundSummaryScreen": "enter"}
#: Bases that are never shown themselves (their subclasses are checked).
BASES = {"RoomyModal", "ContinueList", "_ReviewScreen"}


def _dialog_classes() -> Iterator[type[ModalScreen[object]]]:
    for module in pkgutil.walk_packages(quiddler.tui.__path__, "quiddler.tui."):
        importlib.import_module(module.name)
    seen: set[type] = set()
    todo: list[type] = [ModalScreen]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.add(sub)
                todo.append(sub)
    for cls in sorted(seen, key=lambda c: (c.__module__, c.__name__)):
        if cls.__module__.startswith("quiddler.") and cls.__name__ not in BASES:
            yield cls


def _bindings(cls: type) -> dict[str, str]:
    """Key → action, as the class and its bases bind them (the nearest wins)."""
    found: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        for binding in getattr(klass, "BINDINGS", None) or []:
            key, action = (binding.key, binding.action) if isinstance(binding, Binding) else binding[:2]
            for one in key.split(","):
                found[one.strip()] = action
    return found


DIALOGS = list(_dialog_classes())


def test_every_dialog_class_is_found() -> None:
    names = {cls.__name__ for cls in DIALOGS}
    assert {"ConfirmScreen", "LookupScreen", "ChallengeScreen", "EntryDialog", "LeaveScreen"} <= names
    assert set(GOES_ON) <= names


@pytest.mark.parametrize("dialog", DIALOGS, ids=lambda cls: cls.__name__)
def test_each_dialog_closes_with_a_key(dialog: type[ModalScreen[object]]) -> None:
    keys = _bindings(dialog)
    key = GOES_ON.get(dialog.__name__, "escape")
    assert key in keys, f"{dialog.__name__} has no {key} binding"
    action = keys[key].split("(")[0].removeprefix("screen.").removeprefix("app.")
    has_it = hasattr(dialog, f"action_{action}") or hasattr(dialog, f"_action_{action}")  # Textual's own
    assert has_it or action in ("dismiss", "pop_screen"), (
        f"{dialog.__name__}: {key} runs {action}, which it lacks"
    )


async def test_help_the_quit_question_and_the_palette_open_and_close_with_keys_only() -> None:
    """(The rules screen, the slowest to draw, is left to the check of its binding above.)"""
    app = three_players()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter", "enter")  # deal, then take the keyboard at the hand-over
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        for key, dialog in (("f1", HelpScreen), ("ctrl+q", ConfirmScreen)):
            await pilot.press(key)
            await settle(pilot)
            assert isinstance(app.screen, dialog), key
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen), key
        await pilot.press("ctrl+p")  # the command palette (themes, big cards): Escape closes it too
        await settle(pilot)
        assert not isinstance(app.screen, TableScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
