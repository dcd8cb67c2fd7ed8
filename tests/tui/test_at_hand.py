"""The look-up and Quit that the palette names (quiddler/tui/at_hand.py) are the app's own: the
base declares them abstract, so no app can be made without them (mypy says so; this checks the
classes themselves; tests/tui/test_table_trust.py runs the palette's Quit during a game)."""

from __future__ import annotations

import inspect

import pytest

from quiddler.tui.app import QuiddlerApp
from quiddler.tui.at_hand import AtHand
from quiddler.tui.remote import HostApp, JoinApp

OWN = ("action_lookup", "action_request_quit")


def _abstract(cls: type) -> set[str]:
    return {name for name, value in inspect.getmembers(cls) if getattr(value, "__isabstractmethod__", False)}


def test_the_base_names_the_apps_own_actions_without_defining_them() -> None:
    assert _abstract(AtHand) == set(OWN)
    for name in OWN:  # a docstring and nothing else: nothing there to run, or to raise
        assert "raise" not in inspect.getsource(getattr(AtHand, name))


@pytest.mark.parametrize("app", [QuiddlerApp, JoinApp, HostApp], ids=lambda app: app.__name__)
def test_every_app_defines_them(app: type[AtHand]) -> None:
    assert _abstract(app) == set()
