"""The match layer: a game's whole life, for every front end, with no user interface in it.

``quiddler play`` (the Textual app), ``quiddler simulate`` (headless) and the front ends to come (a
network host, a paper score sheet, a coach) all stand on it::

    from quiddler.match import Match, MatchSetup, Seat

    setup = MatchSetup((Seat("Ann"), Seat.computer("Rex", "hard")), seed=7)
    match = Match.new(setup, store=SaveStore())   # opens the dictionary, seats Rex, saves
    match.subscribe(print)                        # ActionApplied, RoundOver, GameOver, SaveFailed…
    match.apply(Draw(0))                          # any seat's action, through the engine
    play_out(match)                               # the computers' moves until a person must act

What lives here: the setup (:mod:`~quiddler.match.setup`; the last one remembered in
``players.json``, :mod:`~quiddler.match.remembered`), the match (:mod:`~quiddler.match.match`:
dealing and resuming, seats, autosave, computer moves, challenge windows), the turn driver every
front end runs (:mod:`~quiddler.match.driver`: whose decision is next, pacing, deadlines; on an
asyncio loop: :mod:`~quiddler.match.running`), its events
(:mod:`~quiddler.match.events`), the port the table screens talk to (:mod:`~quiddler.match.port`),
and the doors a front end needs beside it: dictionaries, hints, the look-up (``quiddler check``'s
answer), the plain words of records (:mod:`~quiddler.match.describe`) and the headless table of
``simulate`` (:mod:`~quiddler.match.headless`).

Importing the package is quick: each name loads from its module the first time it is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quiddler.engine.lazy import lazy_exports

if TYPE_CHECKING:
    from quiddler.match.computers import BotError, BotFactory, ComputerMove, ComputerSeat, make_bot
    from quiddler.match.driver import Driver, Pacing, Stage, Wait, play_out, step
    from quiddler.match.events import (
        ActionApplied,
        ChallengeWindowOpened,
        ComputerTrouble,
        Event,
        GameOver,
        Presence,
        RoundOver,
        SaveFailed,
        SeatChanged,
        TurnTimedOut,
    )
    from quiddler.match.headless import GameResult, game_record, play_game, seat_names
    from quiddler.match.match import PLAYING, CannotStart, ChallengeWindow, Decision, Match
    from quiddler.match.port import LocalPort, MatchView, TablePort, TableServices, local_services
    from quiddler.match.remembered import load_remembered, remember
    from quiddler.match.running import AsyncDriver
    from quiddler.match.setup import BOT_LEVELS, MatchSetup, Seat, parse_seats
    from quiddler.match.windows import PassChallenges

__all__ = [
    "ActionApplied",
    "AsyncDriver",
    "ComputerTrouble",
    "Driver",
    "Pacing",
    "Stage",
    "TurnTimedOut",
    "Wait",
    "play_out",
    "step",
    "BOT_LEVELS",
    "BotError",
    "BotFactory",
    "CannotStart",
    "ChallengeWindow",
    "ChallengeWindowOpened",
    "ComputerMove",
    "ComputerSeat",
    "Decision",
    "Event",
    "GameOver",
    "GameResult",
    "LocalPort",
    "MatchView",
    "TableServices",
    "local_services",
    "Match",
    "MatchSetup",
    "PLAYING",
    "PassChallenges",
    "Presence",
    "RoundOver",
    "SaveFailed",
    "Seat",
    "SeatChanged",
    "TablePort",
    "game_record",
    "load_remembered",
    "make_bot",
    "parse_seats",
    "play_game",
    "remember",
    "seat_names",
]

#: Where each public name lives.
_HOME: dict[str, str] = {
    "AsyncDriver": "running",
    "ComputerTrouble": "events",
    "Driver": "driver",
    "Pacing": "driver",
    "Stage": "driver",
    "TurnTimedOut": "events",
    "Wait": "driver",
    "play_out": "driver",
    "step": "driver",
    "BotError": "computers",
    "BotFactory": "computers",
    "ComputerMove": "computers",
    "ComputerSeat": "computers",
    "make_bot": "computers",
    "ActionApplied": "events",
    "ChallengeWindowOpened": "events",
    "Event": "events",
    "GameOver": "events",
    "RoundOver": "events",
    "SaveFailed": "events",
    "SeatChanged": "events",
    "Presence": "events",
    "GameResult": "headless",
    "game_record": "headless",
    "play_game": "headless",
    "seat_names": "headless",
    "PLAYING": "match",
    "CannotStart": "match",
    "ChallengeWindow": "match",
    "Decision": "match",
    "Match": "match",
    "LocalPort": "port",
    "MatchView": "port",
    "TablePort": "port",
    "TableServices": "port",
    "local_services": "port",
    "load_remembered": "remembered",
    "remember": "remembered",
    "BOT_LEVELS": "setup",
    "MatchSetup": "setup",
    "Seat": "setup",
    "parse_seats": "setup",
    "PassChallenges": "windows",
}


__getattr__, __dir__ = lazy_exports(__name__, globals(), _HOME)
