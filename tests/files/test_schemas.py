"""Each file's schema declares every field the program writes: what is written is read back whole.

A field added to ``RuleOptions``, ``SavedGame``, ``MatchSetup`` or ``GameResult`` but not to its
schema would be dropped when the file is read (the schemas ignore fields they do not know, so a
newer quiddler's extra fields do no harm): these tests fail first.
"""

from __future__ import annotations

import dataclasses

import msgspec
import pytest
from saves.helpers import played_game  # tests/ is on sys.path (pytest's rootdir insertion)

from quiddler.engine.rules import PRESETS, RuleOptions
from quiddler.match.remembered_schema import RememberedData
from quiddler.match.setup import MatchSetup, Seat
from quiddler.saves import SavedGame
from quiddler.saves.schema import RulesData, SaveData
from quiddler.saves.solitaire.record import GameResult, _GameData


def _fields(struct: type[msgspec.Struct]) -> set[str]:
    return set(struct.__struct_fields__)


@pytest.mark.parametrize("name", PRESETS)
def test_every_rule_option_is_in_the_schema(name: str) -> None:
    rules = PRESETS[name].with_(no_go_out_on_first_turn=True)
    data = rules.to_dict()
    assert set(data) <= _fields(RulesData)
    assert RuleOptions.from_dict(msgspec.to_builtins(msgspec.convert(data, RulesData))) == rules


@pytest.mark.parametrize("rules", ["standard", "junior"])
def test_every_field_of_a_save_is_in_the_schema(rules: str) -> None:
    game = played_game(("Ann", "Bob", "Cy"), seed=5, steps=30, rules=rules)
    saved = SavedGame.from_game(game, seats=("human", "bot:easy", "human"), dictionary="en")
    assert set(saved.to_dict()) <= _fields(SaveData)
    assert SavedGame.from_json(saved.to_json()) == saved


def test_every_field_of_the_remembered_setup_is_in_the_schema() -> None:
    setup = MatchSetup((Seat("Ann"), Seat("Rex", "hard")), PRESETS["junior"], "en-small", None, "junior")
    assert set(setup.to_dict()) | {"version"} <= _fields(RememberedData)


def test_every_field_of_a_solitaire_result_is_in_the_schema() -> None:
    assert {field.name for field in dataclasses.fields(GameResult)} == _fields(_GameData)
