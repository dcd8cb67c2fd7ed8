"""``quiddler simulate``: its JSON records match their documented shape and their scores add up.

The scores are recomputed here from docs/rules.md §6 by hand — points of the words, less the unused
cards, floored at zero, plus bonuses worked out afresh from every seat's words, less challenge
penalties rebuilt from the challenges — not by calling the engine's scorer, and from the record's
own contents only: its ``rule_options`` say which rules it was played by.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from quiddler.cli import main
from quiddler.dictionary import open_dictionary
from quiddler.engine import PRESETS, Card, RuleOptions

POINTS = {card.value: card.points for card in Card}
CARD_NAMES = set(POINTS)


def _simulate(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["simulate", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _is_cards(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(card, str) and card in CARD_NAMES for card in value)


def _check_shape(record: dict[str, Any]) -> None:
    """The shape documented in quiddler.match.headless."""
    assert isinstance(record["seed"], int)
    players = record["players"]
    assert isinstance(players, list) and all(isinstance(name, str) for name in players)
    count = len(players)
    assert len(record["levels"]) == count
    assert len(record["totals"]) == count and all(isinstance(t, int) for t in record["totals"])
    assert all(isinstance(seat, int) and 0 <= seat < count for seat in record["winners"])
    assert record["rounds"]
    for number, round_ in enumerate(record["rounds"], start=1):
        assert round_["round"] == number
        assert 0 <= round_["dealer"] < count
        assert round_["went_out"] is None or 0 <= round_["went_out"] < count
        assert len(round_["players"]) == count
        for index, seat in enumerate(round_["players"]):
            assert set(seat) >= {"words", "unused", "discard", "challenges", "bonuses", "score"}
            minimum = record["rule_options"]["min_word_cards"]
            assert all(_is_cards(word) and len(word) >= minimum for word in seat["words"])
            assert all(_is_cards(word) for word in seat["rejected"])
            assert _is_cards(seat["unused"])
            assert seat["discard"] is None or seat["discard"] in CARD_NAMES
            assert set(seat["bonuses"]) <= {"most_words", "longest_word"}
            assert isinstance(seat["score"], int)
            for challenge in seat["challenges"]:
                assert _is_cards(challenge["word"])
                assert 0 <= challenge["by"] < count
                assert isinstance(challenge["allowable"], bool)
                assert challenge["loser"] in (challenge["by"], index)


def _points(cards: list[str]) -> int:
    return sum(POINTS[card] for card in cards)


def _recompute(record: dict[str, Any]) -> None:
    rules = RuleOptions.from_dict(record["rule_options"])
    assert rules == PRESETS[record["rules"]]  # the preset named, every option of it recorded
    count = len(record["players"])
    totals = [0] * count
    for round_ in record["rounds"]:
        seats = round_["players"]
        measures: dict[str, list[int]] = {
            "most_words": [len(seat["words"]) for seat in seats],
            "longest_word": [
                max((len("".join(word)) for word in seat["words"]), default=0) for seat in seats
            ],
        }
        in_play = [bonus.value for bonus in rules.bonuses]
        if count == 2 and len(in_play) > 1:
            in_play = [rules.two_player_bonus.value]
        penalties = [0] * count
        for index, seat in enumerate(seats):
            for challenge in seat["challenges"]:
                assert challenge["penalty"] == _points(challenge["word"])
                assert challenge["loser"] == (challenge["by"] if challenge["allowable"] else index)
                penalties[challenge["loser"]] += challenge["penalty"]
                assert (challenge["word"] in seat["rejected"]) == (not challenge["allowable"])
        for index, seat in enumerate(seats):
            bonuses = []
            for bonus in in_play:
                best = max(measures[bonus])
                if best > 0 and measures[bonus].count(best) == 1 and measures[bonus][index] == best:
                    bonuses.append(bonus)
            assert sorted(seat["bonuses"]) == sorted(bonuses)
            assert seat["penalty"] == penalties[index]
            unused = _points(seat["unused"]) if rules.subtract_unused else 0
            words = sum(_points(word) for word in seat["words"])
            expected = max(0, words - unused) + rules.bonus_points * len(bonuses) - penalties[index]
            assert seat["score"] == expected
            totals[index] += seat["score"]
        went_out = round_["went_out"]
        if went_out is not None:
            assert seats[went_out]["unused"] == []
    assert record["totals"] == totals
    assert record["winners"] == [seat for seat, total in enumerate(totals) if total == max(totals)]


def test_json_records_match_the_documented_shape_and_recompute(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _simulate(
        capsys, "--players", "hard,easy,greedy", "--games", "3", "--seed", "21", "--rules", "short", "--json"
    )
    assert status == 0, err
    lines = out.splitlines()
    assert len(lines) == 3
    records = [json.loads(line) for line in lines]
    assert [record["seed"] for record in records] == [21, 22, 23]
    for record in records:
        _check_shape(record)
        _recompute(record)


def test_two_player_records_recompute(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _simulate(capsys, "--players", "medium,hard", "--games", "2", "--seed", "3", "--json")
    assert status == 0
    for line in out.splitlines():
        record = json.loads(line)
        _check_shape(record)
        assert len(record["rounds"]) == 8
        _recompute(record)


def test_the_same_seed_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "easy,hard", "--games", "2", "--seed", "8", "--rules", "short", "--json")
    first = _simulate(capsys, *args)[1]
    second = _simulate(capsys, *args)[1]
    assert first == second and first


def test_the_summary_names_every_player(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _simulate(
        capsys, "--players", "hard,hard", "--games", "2", "--seed", "1", "--rules", "short"
    )
    assert status == 0
    assert "hard 1" in out and "hard 2" in out
    assert "margin hard 1 − hard 2" in out
    assert "seeds 1..2" in out


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--players", "hard,wizard"], "no computer level 'wizard'"),
        (["--players", "hard"], "2 to 8 levels"),
        (["--players", "hard,easy", "--games", "0"], "--games must be at least 1"),
        (["--players", "hard,easy", "--games", "many"], "--games takes a whole number"),
        (["--players", "hard,easy", "--seed", "x"], "--seed takes a whole number"),
        (["--players", "hard,easy", "--dictionary", "klingon"], "klingon"),
        (["--players", "hard,easy", "--rules", "chess"], "chess"),
        (["--players", "expert,hard", "--samples", "0"], "--samples must be at least 1"),
        (["--players", "expert,hard", "--samples", "lots"], "--samples takes a whole number"),
        (["--players", "expert,hard", "--budget", "0"], "--budget must be at least 1"),
        (["--players", "hard,easy", "--samples", "4"], "the line-up has no expert"),
        (["--players", "hard,easy", "--budget", "100"], "the line-up has no expert"),
    ],
)
def test_usage_errors_exit_2_with_one_sentence(
    capsys: pytest.CaptureFixture[str], args: list[str], fragment: str
) -> None:
    status, out, err = _simulate(capsys, *args)
    assert status == 2
    assert out == ""
    assert fragment in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_junior_records_rescore_and_their_proper_nouns_are_allowed(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    """docs/rules.md §8: Junior records (2–6 players) rescore exactly from their own contents; the bots
    lay proper nouns, and ``quiddler check --rules junior`` allows each of them."""
    levels = ",".join(("hard", "easy", "medium", "greedy", "hard", "easy")[:players])
    status, out, err = _simulate(
        capsys, "--players", levels, "--games", "2", "--seed", str(players), "--rules", "junior", "--json"
    )
    assert status == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    en = open_dictionary("en")
    names: set[str] = set()
    for record in records:
        _check_shape(record)
        _recompute(record)
        assert record["rule_options"]["proper_nouns"] and len(record["players"]) == players
        for round_ in record["rounds"]:
            for seat in round_["players"]:
                texts = ("".join(word) for word in seat["words"])
                names.update(text for text in texts if not en.is_word(text))
    assert names, "no proper noun was laid"
    assert main(["check", "--rules", "junior", *sorted(names)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(line.split()[0][0].isupper() and "[proper noun]" in line for line in lines)


def test_expert_players_take_samples_and_a_budget(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "expert,hard", "--games", "1", "--seed", "4", "--rules", "short", "--samples", "3")
    status, out, err = _simulate(capsys, *args, "--budget", "60000", "--json")
    assert status == 0, err
    record = json.loads(out)
    _check_shape(record)
    _recompute(record)
    assert _simulate(capsys, *args, "--budget", "60000", "--json")[1] == out  # same seed, same game
    status, out, err = _simulate(capsys, *args, "--budget", "1", "--samples", "500")
    assert status == 0, err
    assert "Decisions cut short by the time budget (not reproducible): expert " in out


def test_the_help_gives_the_experts_own_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.players.expert import DEFAULT_BUDGET, DEFAULT_SAMPLES

    assert main(["simulate", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert f"(default {DEFAULT_SAMPLES})" in text
    assert f"(default {round(DEFAULT_BUDGET * 1000)})" in text


def test_a_damaged_house_words_file_stops_simulate_until_no_house_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The guide promises ``--no-house-words`` as the way round a house-words file that is not
    UTF-8 (it is never rewritten): simulate had no such option and could not run at all."""
    from quiddler.dictionary.house import house_words_path

    path = house_words_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"caf\xe9\n")
    status, out, err = _simulate(capsys, "--players", "easy,easy", "--games", "1", "--seed", "3")
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    status, out, err = _simulate(
        capsys, "--players", "easy,easy", "--games", "1", "--seed", "3", "--no-house-words", "--json"
    )
    assert status == 0, err
    _check_shape(json.loads(out.splitlines()[0]))
    assert path.read_bytes() == b"caf\xe9\n"
