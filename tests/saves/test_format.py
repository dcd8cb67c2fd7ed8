"""The save format: a save replays into exactly the same game, and anything else is refused."""

from __future__ import annotations

import dataclasses
import json
import random
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler.engine import Challenged, Drew, GameSetup, LaidDown, QuiddlerError, WentOut, WordSet
from quiddler.saves import FORMAT, FORMAT_VERSION, SavedGame, SaveError

from .helpers import WORDS, checked_game, play, played_game

SEATS3 = ("human", "bot:hard", "human")


def assert_same_game(restored, original) -> None:
    """The whole state: hands, words, piles (draw pile order too), scores, phase, records, RNG."""
    assert restored.snapshot() == original.snapshot()
    assert restored.totals == original.totals
    assert restored.winners == original.winners
    for seat in range(original.player_count):
        assert restored.hand(seat) == original.hand(seat)
        assert restored.words(seat) == original.words(seat)
        assert restored.view(seat) == original.view(seat)
    assert restored.draw_pile == original.draw_pile
    assert restored.discard_pile == original.discard_pile
    assert restored.records == original.records


def round_trip(game, seats=SEATS3, dictionary="en"):
    saved = SavedGame.from_game(game, seats=seats[: game.player_count], dictionary=dictionary)
    return SavedGame.from_json(saved.to_json()), saved


@pytest.mark.parametrize(
    ("players", "rules", "seed", "steps"),
    [
        (("Ann", "Bob", "Cy"), "standard", 7, 0),
        (("Ann", "Bob", "Cy"), "standard", 7, 45),
        (("Ann", "Bob"), "checked", 3, 80),
        (("Ann", "Bob", "Cy", "Di"), "junior", 11, 120),
        (("Ann", "Bob", "Cy"), "short", 5, None),
        (tuple(f"P{n}" for n in range(8)), "standard", 99, 150),
    ],
)
def test_saved_game_replays_into_the_same_game(players, rules, seed, steps) -> None:
    game = played_game(players, seed=seed, steps=steps, rules=rules)
    loaded, saved = round_trip(game, seats=("human",) * 8)
    assert loaded == saved
    assert_same_game(loaded.restore(WORDS), game)


def test_a_finished_game_keeps_its_scores_and_winners() -> None:
    game = played_game(seed=2, steps=None)
    assert game.is_over
    loaded, _ = round_trip(game)
    assert loaded.finished
    assert loaded.progress.totals == game.totals
    assert loaded.winner_names == tuple(game.players[seat] for seat in game.winners)
    assert_same_game(loaded.restore(WORDS), game)


def test_a_draw_pile_reshuffle_replays_in_the_same_order() -> None:
    game = played_game(("Ann", "Bob"), seed=1, steps=600, go_out_chance=0.0)
    assert any(isinstance(record, Drew) and record.refilled for record in game.records)
    loaded, _ = round_trip(game)
    assert_same_game(loaded.restore(WORDS), game)


def test_a_restored_game_plays_on_exactly_like_the_original() -> None:
    """The seeded deck order of the rounds still to come is the same: the RNG state was rebuilt."""
    game = played_game(seed=4, steps=30)
    restored = round_trip(game)[0].restore(WORDS)
    play(game, random.Random(123), steps=None)
    play(restored, random.Random(123), steps=None)
    assert_same_game(restored, game)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**63 - 1),
    players=st.integers(min_value=2, max_value=6),
    steps=st.integers(min_value=0, max_value=200),
)
def test_round_trip_property(seed: int, players: int, steps: int) -> None:
    names = tuple(f"Player {n}" for n in range(players))
    game = play(
        played_game(names, seed=seed, steps=0),
        random.Random(seed),
        steps,
    )
    loaded, saved = round_trip(game, seats=("human",) * players)
    assert loaded == saved
    assert_same_game(loaded.restore(WORDS), game)


def test_the_file_holds_the_documented_fields() -> None:
    game = played_game(seed=7, steps=12)
    saved = SavedGame.from_game(game, seats=SEATS3, dictionary="en")
    data = json.loads(saved.to_json())
    assert data["format"] == FORMAT
    assert data["version"] == FORMAT_VERSION == 1
    assert data["game_id"] == saved.game_id
    assert data["setup"] == game.setup.to_dict()
    assert GameSetup.from_dict(data["setup"]) == game.setup
    assert data["seats"] == list(SEATS3)
    assert data["dictionary"] == "en"
    assert len(data["actions"]) == 12
    assert data["actions"][0] == {"kind": "draw", "seat": 0, "source": data["actions"][0]["source"]}
    assert data["progress"]["totals"] == list(game.totals)
    for key in ("created", "updated"):
        moment = datetime.fromisoformat(data[key])
        assert data[key].endswith("Z")
        assert moment.utcoffset() == UTC.utcoffset(None)


def test_with_game_keeps_the_identity_of_the_game() -> None:
    game = played_game(seed=7, steps=5)
    first = SavedGame.from_game(game, seats=SEATS3, dictionary="en")
    play(game, random.Random(1), steps=5)
    later = first.with_game(game)
    assert (later.game_id, later.created, later.seats, later.dictionary) == (
        first.game_id,
        first.created,
        first.seats,
        first.dictionary,
    )
    assert len(later.actions) == 10
    assert later.updated_at >= first.updated_at


def test_new_games_get_different_ids() -> None:
    game = played_game(seed=7, steps=0)
    ids = {SavedGame.from_game(game, seats=SEATS3, dictionary="en").game_id for _ in range(50)}
    assert len(ids) == 50


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        (("human", "bot:hard"), "2 seat kinds for 3 players"),
        (("human", "robot", "human"), "'robot' is not a seat kind"),
        (("human", "bot:", "human"), "'bot:' is not a seat kind"),
    ],
)
def test_seat_kinds_are_checked(seats, message) -> None:
    game = played_game(seed=7, steps=0)
    with pytest.raises(SaveError, match=message):
        SavedGame.from_game(game, seats=seats, dictionary="en")


def test_save_error_is_a_quiddler_error() -> None:
    assert issubclass(SaveError, QuiddlerError)


# ------------------------------------------------------------------ refused files


def _data(steps: int = 20) -> dict:
    game = played_game(seed=7, steps=steps)
    return json.loads(SavedGame.from_game(game, seats=SEATS3, dictionary="en").to_json())


def test_a_newer_format_version_is_refused_with_a_clear_reason() -> None:
    data = _data()
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(SaveError, match=r"newer quiddler \(save format 2; this one reads up to 1\)") as info:
        SavedGame.from_dict(data)
    assert info.value.reason == "newer"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "not json at all",
        "[]",
        "null",
        '{"format": "something-else", "version": 1}',
        "\x00\x01\x02",
        "[" * 100_000,
    ],
)
def test_text_that_is_not_a_save_is_refused(text: str) -> None:
    with pytest.raises(SaveError) as info:
        SavedGame.from_json(text)
    assert info.value.reason == "corrupt"
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    ("edit", "fragment"),
    [
        (lambda d: d.pop("actions"), "the field actions is missing"),
        (lambda d: d.update(version="1"), "is not a version number"),
        (lambda d: d.update(created="yesterday"), "Invalid isoformat"),
        (lambda d: d.update(updated="2026-11-21T20:15:00"), "has no time zone"),
        (lambda d: d["actions"].append({"kind": "teleport"}), "invalid value 'teleport'"),
        (
            lambda d: d["actions"].append({"kind": "discard", "seat": 0, "card": "zz"}),
            "not a Quiddler action",
        ),
        (lambda d: d["setup"].update(players=["Solo"]), "not 1"),
        (lambda d: d["setup"].update(seed="abc"), "setup.seed: expected int, got str"),
        (lambda d: d.update(game_id="../../etc/passwd"), "game_id: expected str matching"),
        (lambda d: d.update(seats="human"), "seats: expected array"),
        (lambda d: d.update(dictionary=""), "dictionary: expected str of length >= 1"),
        (lambda d: d["progress"].update(totals=[True, 0, 0]), "expected int, got bool"),
    ],
)
def test_damaged_fields_are_refused_with_a_reason(edit, fragment) -> None:
    data = _data()
    edit(data)
    with pytest.raises(SaveError) as info:
        SavedGame.from_dict(data)
    assert fragment in str(info.value)
    assert "\n" not in str(info.value)
    assert info.value.reason == "corrupt"


def test_actions_edited_by_hand_do_not_replay() -> None:
    data = _data()
    discards = [item for item in data["actions"] if item["kind"] == "discard"]
    discards[0]["card"] = "qu" if discards[0]["card"] != "qu" else "z"  # not the card in that hand
    loaded = SavedGame.from_dict(data)
    with pytest.raises(SaveError, match="its moves do not replay") as info:
        loaded.restore(WORDS)
    assert info.value.reason == "unplayable"


def test_a_changed_seed_deals_other_cards_and_does_not_replay() -> None:
    data = _data(steps=40)
    data["setup"]["seed"] += 1
    with pytest.raises(SaveError, match="do not replay"):
        SavedGame.from_dict(data).restore(WORDS)


def test_scores_edited_by_hand_are_caught() -> None:
    data = _data(steps=None)  # a whole game, so there are scores to inflate
    data["progress"]["totals"][0] += 100
    with pytest.raises(SaveError, match="edited by hand") as info:
        SavedGame.from_dict(data).restore(WORDS)
    assert info.value.reason == "unplayable"


def test_equal_saves_compare_equal_and_changed_ones_do_not() -> None:
    game = played_game(seed=7, steps=8)
    saved = SavedGame.from_game(game, seats=SEATS3, dictionary="en")
    assert dataclasses.replace(saved, dictionary="en-gb") != saved
    assert SavedGame.from_json(saved.to_json().encode("utf-8")) == saved


def test_names_in_any_script_round_trip_as_utf8() -> None:
    game = played_game(("Zoë", "Łukasz", "李雷"), seed=9, steps=25)
    saved = SavedGame.from_game(game, seats=SEATS3, dictionary="en")
    raw = saved.to_json().encode("utf-8")
    assert "Zoë".encode() in raw and "李雷".encode() in raw  # readable, not \\u escapes
    assert_same_game(SavedGame.from_json(raw).restore(WORDS), game)


def test_summary_line_for_a_list_of_games() -> None:
    game = played_game(seed=7, steps=0)
    saved = dataclasses.replace(
        SavedGame.from_game(game, seats=SEATS3, dictionary="en"), updated="2026-11-21T20:15:00Z"
    )
    when = saved.updated_at.astimezone().strftime("%Y-%m-%d %H:%M")
    assert saved.summary() == f"Ann 0, Bob (bot) 0, Cy 0 · round 1 of 8 · standard · {when}"
    done = SavedGame.from_game(played_game(seed=2, steps=None), seats=SEATS3, dictionary="en")
    assert " · finished · " in done.summary()


@pytest.mark.parametrize(
    "edit",
    [
        lambda p: p.update(totals=[1, 2]),
        lambda p: p.update(winners=[5]),
        lambda p: p.update(current=7),
        lambda p: p.update(round=8),
    ],
)
def test_progress_that_does_not_fit_the_table_is_refused(edit) -> None:
    data = _data()
    edit(data["progress"])
    with pytest.raises(SaveError, match="its progress does not fit its players and rounds") as info:
        SavedGame.from_dict(data)
    assert info.value.reason == "corrupt"


# ------------------------------------------------------------------ the dictionary's rulings


def test_a_checked_words_game_resumes_even_if_the_dictionary_changed() -> None:
    """Words accepted during the game stay accepted on replay (house words removed, say)."""
    game = checked_game(seed=6)
    assert any(isinstance(r, WentOut) for r in game.records)
    loaded, saved = round_trip(game)
    laid = {w.text for r in game.records if isinstance(r, WentOut | LaidDown) for w in r.words}
    assert laid and all(saved.rulings[text] is True for text in laid)
    nothing = WordSet()  # a dictionary that now refuses every word
    restored = loaded.restore(nothing)
    assert_same_game(restored, game)
    assert restored.checker is nothing  # from now on the dictionary as it is decides


def test_challenges_replay_as_they_were_decided() -> None:
    game = played_game(seed=1, steps=None)  # a seed whose challenges went both ways
    challenges = [r for r in game.records if isinstance(r, Challenged)]
    assert any(r.allowable for r in challenges) and any(not r.allowable for r in challenges)
    loaded, saved = round_trip(game)
    for record in challenges:
        if record.word.card_count >= 2:
            assert saved.rulings[record.word.text] is record.allowable
    other = loaded.restore(WordSet())  # another dictionary would decide differently ...
    assert_same_game(other, game)  # ... but the game is the one that was played


def test_without_its_rulings_a_checked_game_depends_on_the_dictionary() -> None:
    """Why rulings are saved: the same actions refused by a dictionary that changed."""
    game = checked_game(seed=6)
    data = json.loads(SavedGame.from_game(game, seats=SEATS3, dictionary="en").to_json())
    data["rulings"] = {}
    with pytest.raises(SaveError, match="is not in the dictionary"):
        SavedGame.from_dict(data).restore(WordSet())


@pytest.mark.parametrize("rulings", [["quiz"], {"quiz": "yes"}, {"quiz": 1}])
def test_damaged_rulings_are_refused(rulings) -> None:
    data = _data()
    data["rulings"] = rulings
    with pytest.raises(SaveError, match=r"its content is damaged \(rulings"):
        SavedGame.from_dict(data)


def test_a_junior_save_written_before_proper_nouns_existed_still_loads() -> None:
    """Saves record the rule options; one written before ``proper_nouns`` existed has no such
    field. It loads as Junior plays now (proper nouns allowed) and replays into the same game."""
    game = played_game(("Ann", "Bob", "Cy"), seed=11, steps=90, rules="junior")
    data = json.loads(SavedGame.from_game(game, seats=SEATS3, dictionary="en").to_json())
    del data["setup"]["rules"]["proper_nouns"]
    loaded = SavedGame.from_json(json.dumps(data))
    assert loaded.setup.rules.proper_nouns and loaded.setup.rules.name == "junior"
    assert_same_game(loaded.restore(WORDS), game)
