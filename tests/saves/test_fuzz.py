"""Whatever is in a save file, reading it ends in a game or in one SaveError — never anything else.

Hypothesis damages a real save in the ways files get damaged: cut short, bytes flipped, and any
value of the JSON replaced by any other JSON value (what a hand edit does).
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler.engine import Game
from quiddler.saves import SavedGame, SaveError, SaveStore

from .helpers import WORDS, played_game

SAVED = SavedGame.from_game(
    played_game(seed=7, steps=40), seats=("human", "bot:hard", "human"), dictionary="en"
)
TEXT = SAVED.to_json()
DATA = json.loads(TEXT)
GAME_ID = SAVED.game_id

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document (dict keys and list indices), the document itself included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


PATHS = _paths(DATA)


def _replace(document: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    copy = json.loads(json.dumps(document))
    target = copy
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return copy


def _read_everything(store: SaveStore, content: bytes) -> None:
    """Load, restore and list a save holding ``content``: only SaveError may come out."""
    store.saves_dir.mkdir(parents=True, exist_ok=True)
    path = store.saves_dir / f"{GAME_ID}.json"
    path.write_bytes(content)
    try:
        saved = store.load(GAME_ID)
        assert isinstance(store.restore(saved, WORDS), Game)
    except SaveError as error:
        assert "\n" not in str(error)
        if error.moved_to:
            assert not path.exists()
    store.unfinished()  # never raises
    store.history()
    for leftover in store.saves_dir.iterdir():  # tidy up for the next example
        leftover.unlink()
    store.take_problems()


SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@SETTINGS
@given(path=st.sampled_from(PATHS), value=json_values)
def test_any_value_replaced_by_any_json(store: SaveStore, path: tuple, value: Any) -> None:
    _read_everything(store, json.dumps(_replace(DATA, path, value)).encode())


@SETTINGS
@given(cut=st.integers(min_value=0, max_value=len(TEXT)))
def test_a_file_cut_short(store: SaveStore, cut: int) -> None:
    _read_everything(store, TEXT.encode()[:cut])


@SETTINGS
@given(position=st.integers(min_value=0, max_value=len(TEXT) - 1), byte=st.integers(0, 255))
def test_a_flipped_byte(store: SaveStore, position: int, byte: int) -> None:
    raw = bytearray(TEXT.encode())
    raw[position] = byte
    _read_everything(store, bytes(raw))
