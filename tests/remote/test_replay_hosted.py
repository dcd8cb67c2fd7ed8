"""A game played through `quiddler host` is filed in the history like any other, and replays."""

from __future__ import annotations

import json

import pytest

from quiddler.cli import main
from quiddler.engine import Game
from quiddler.match import Match, MatchSetup
from quiddler.remote.host import Host
from quiddler.remote.saving import BackgroundAutosave
from quiddler.saves import SaveStore
from quiddler.stats.replay import replay_of
from tests.match.test_match import SHORT, WORDS, _advance
from tests.remote.test_saving import SEATS


def test_a_hosted_games_history_entry_replays_move_by_move(capsys: pytest.CaptureFixture[str]) -> None:
    store = SaveStore()  # the history `quiddler replay` reads (a fresh folder for each test)
    match = Match.new(MatchSetup(SEATS, SHORT, seed=6), checker=WORDS, store=store)
    Host(match, room="r", codes={})  # the host's own saving: written beside its loop
    autosave = match.autosave
    assert isinstance(autosave, BackgroundAutosave)
    moves = 0
    while not match.is_over and moves < 2000:  # bounded: a short game against two computers
        _advance(match)
        moves += 1
    assert match.is_over
    autosave.flush()
    game_id = autosave.saved.game_id
    saved = store.load_finished(game_id)
    assert main(["replay", game_id, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["paper"] is False and data["players"] == list(saved.players)
    assert len(data["moves"]) == len(match.game.actions) + 1
    assert data["moves"][-1]["totals"] == list(match.game.totals)
    engine = Game(saved.setup, saved.replay_checker(WORDS))  # each move's hands are the engine's
    for action, move in zip(saved.actions, replay_of(saved).frames[1:], strict=True):
        engine.apply(action)
        assert move.hands == tuple(tuple(card.value for card in engine.hand(s)) for s in range(len(SEATS)))
