"""What a screen asks the app for, as messages: screens never call the app by name.

A screen posts one of these (``self.post_message(StartGame(setup))``); it bubbles up to the app,
whose ``on_…`` handler moves between screens. So a screen can be shown by any app (a test's, a
remote client's) that handles the messages it needs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from quiddler.match.port import TablePort, TableServices
    from quiddler.match.setup import MatchSetup

__all__ = [
    "GameFinished",
    "LookUp",
    "OfferResume",
    "ShowDaily",
    "ShowRules",
    "ShowSetup",
    "ShowSolitaire",
    "ShowTitle",
    "StartGame",
]


class StartGame(Message):
    """Deal a game set up like this (the setup screen's Start, the game-over screen's again)."""

    def __init__(self, setup: MatchSetup) -> None:
        super().__init__()
        self.setup = setup


class GameFinished(Message):
    """The last round's scores were seen: show the game-over screen of the match behind ``port``
    (the table's port: the final scores are read through it; its services give the review)."""

    def __init__(self, setup: MatchSetup, port: TablePort, services: TableServices) -> None:
        super().__init__()
        self.setup = setup
        self.port = port
        self.services = services


class ShowSetup(Message):
    """Open the setup screen (a new setup)."""


class ShowTitle(Message):
    """Back to the title screen."""


class ShowSolitaire(Message):
    """Start solitaire (from the title screen)."""


class ShowDaily(Message):
    """Open the Quiddler of the day (from the title screen): today's game, or its result."""


class ShowRules(Message):
    """Show how to play."""


class OfferResume(Message):
    """Offer the unfinished games."""


class LookUp(Message):
    """Open the dictionary look-up (the screen has checked that it may be opened now)."""
