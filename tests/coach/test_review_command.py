"""``quiddler review [GAME_ID] [--json]``: a finished game from the history, reviewed; every
problem (an unknown id, an unfinished game, a damaged file) one sentence and exit status 2."""

from __future__ import annotations

import json

import pytest

from quiddler.cli import main
from quiddler.engine import PRESETS
from quiddler.match.headless import play_game
from quiddler.players import make_player
from quiddler.saves import SavedGame, SaveStore


@pytest.fixture
def finished(en) -> SavedGame:
    """A short game (four rounds) between Ann, a person, and Rex, a computer player."""
    players = [make_player("easy", seed=1, dictionary=en), make_player("hard", seed=2, dictionary=en)]
    game = play_game(players, seed=9, checker=en, rules=PRESETS["short"], names=["Ann", "Rex"]).game
    saved = SavedGame.from_game(game, seats=["human", "bot:hard"], dictionary="en")
    SaveStore().finish(saved)
    return saved


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["review", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_review_of_a_finished_game(finished: SavedGame, capsys) -> None:
    status, out, err = run(capsys, finished.game_id)
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"Review of the game {finished.game_id} (Ann, Rex; short Quiddler)"
    assert "Round 4 (10 cards)" in lines
    assert "  Ann" in lines and "  Rex" not in lines  # the computer seat is not reviewed
    assert "Points left on the table" in lines
    assert lines[-1].startswith("Ann played ")
    assert lines[-1].endswith(" points of their best over 4 rounds.")


def test_json_holds_the_same_review(finished: SavedGame, capsys) -> None:
    status, out, _ = run(capsys, finished.game_id, "--json")
    assert status == 0
    data = json.loads(out)
    assert data["game_id"] == finished.game_id
    assert data["players"] == ["Ann", "Rex"] and data["reviewed"] == ["Ann"]
    assert len(data["rounds"]) == 4
    people = [person for round_ in data["rounds"] for person in round_["players"]]
    assert {person["player"] for person in people} == {"Ann"}
    assert data["missed"]["Ann"] == sum(person["missed"] for person in people)
    for person in people:
        assert person["missed"] >= max(0, person["best"]["score"] - person["laid"]["score"])
    assert data["summary"] == [run(capsys, finished.game_id)[1].splitlines()[-1]]


def test_the_latest_game_without_an_id_and_one_player_or_the_computers(finished: SavedGame, capsys) -> None:
    assert run(capsys)[1] == run(capsys, finished.game_id)[1]
    status, out, _ = run(capsys, "--player", "rex", "--summary")
    assert status == 0 and out.splitlines()[-1].startswith("Rex played ")
    assert "Round 1" not in out  # --summary: the table, the biggest misses and the totals only
    data = json.loads(run(capsys, "--computers", "--json")[1])
    assert data["reviewed"] == ["Ann", "Rex"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["nope"],
            "There is no finished game 'nope': 'quiddler history' lists the finished games and their ids.",
        ),
        (["../x"], "There is no saved game '../x': a game id is made of letters, digits, - and _."),
    ],
)
def test_an_unknown_id_is_one_sentence_and_status_2(args, message, capsys) -> None:
    assert run(capsys, *args) == (2, "", f"quiddler review: {message}\n")


def test_no_finished_game_at_all(capsys) -> None:
    status, out, err = run(capsys)
    assert (status, out) == (2, "")
    assert (
        err == "quiddler review: There are no finished games to review yet: play one with 'quiddler play'.\n"
    )


def test_an_unfinished_game_is_refused(en, capsys) -> None:
    from quiddler.engine import Game

    game = Game.new(["Ann", "Bob"], checker=en, seed=3)
    saved = SavedGame.from_game(game, seats=["human", "human"], dictionary="en")
    SaveStore().save(saved)
    status, out, err = run(capsys, saved.game_id)
    assert (status, out) == (2, "")
    assert err.startswith(f"quiddler review: The game {saved.game_id} is not finished yet")
    assert len(err.splitlines()) == 1


def test_a_damaged_file_is_set_aside_in_one_sentence(finished: SavedGame, capsys) -> None:
    store = SaveStore()
    path = store.path_of(finished.game_id, finished=True)
    path.write_text(path.read_text()[:200])
    status, out, err = run(capsys, finished.game_id)
    assert (status, out) == (2, "")
    assert err.startswith(f"quiddler review: The finished game {finished.game_id} cannot be used:")
    assert "moved aside" in err and len(err.splitlines()) == 1
    assert not path.exists()


def test_moves_that_do_not_replay_are_one_sentence(finished: SavedGame, capsys) -> None:
    import dataclasses

    store = SaveStore()
    edited = dataclasses.replace(finished, actions=finished.actions[:-3] + finished.actions[-2:])
    store.finish(edited)
    status, out, err = run(capsys, finished.game_id)
    assert (status, out) == (2, "")
    assert err.startswith(f"quiddler review: The saved game {finished.game_id} cannot be used")
    assert len(err.splitlines()) == 1


def test_a_player_who_was_not_there(finished: SavedGame, capsys) -> None:
    status, _, err = run(capsys, finished.game_id, "--player", "Zed")
    assert status == 2
    assert (
        err
        == f"quiddler review: Nobody called 'Zed' played in the game {finished.game_id} (it was Ann, Rex).\n"
    )


def test_a_paper_games_id_says_the_coach_needs_a_game_played_here(capsys) -> None:
    """``quiddler history`` lists a finished score sheet's id beside the played games; ``review``
    said there was no finished game with that id, as if it were a typo."""
    from tests.tui.test_replay_paper import _kept

    _kept("20261125-101500-3fa2c1")
    status, out, err = run(capsys, "20261125-101500-3fa2c1")
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "paper game's score sheet" in err and "quiddler replay 20261125-101500-3fa2c1" in err
    assert "There is no finished game" not in err
