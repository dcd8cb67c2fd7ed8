"""A damaged solitaire game in progress (``solitaire-game.json``): one sentence, no traceback, a
damaged file moved aside, a newer or unreadable one left exactly as it is and never written over,
and solitaire goes on with a new deal."""

from __future__ import annotations

import msgspec
import pytest
from solitaire.helpers import UNIFORM, stacked  # tests/ is on sys.path
from solitaire.words import WORDS

from quiddler.engine import WordSet
from quiddler.engine.solitaire import PermutationFinder
from quiddler.saves.solitaire import SavedSolitaire, SolitaireData, load_solitaire, solitaire_path
from quiddler.saves.solitaire.saved_game import LIMIT
from quiddler.solitaire import SolitaireOptions, WordTools
from quiddler.tui.solitaire import SolitaireApp

from .damage import KEPT, MOVED, OK, Damage, at, json_file, moved_copies, one_sentence, state

SAVE_DAMAGES = json_file(
    LIMIT,
    number=("progress", "score"),
    wrong_type=(("actions",), '{"a": 1}'),
    time=(("created",), "0001-01-01T00:00:00+05:00"),
)
SAVE_DAMAGES["deck-of-three"] = Damage("deck-of-three", at(("deck",), '"a b c"'))
SAVE_DAMAGES["stack-9"] = Damage("stack-9", at(("actions", 0, "stacks", 0), "9"))
SAVE_DAMAGES["a-word-of-capitals"] = Damage("a-word-of-capitals", at(("words", 0), '"AT"'))
SAVE_OUTCOME = {name: MOVED for name in SAVE_DAMAGES} | {
    "bom": OK,
    "newer-version": KEPT,  # a newer quiddler's game: neither read nor written over
    "named-pipe": KEPT,
    "unreadable": KEPT,
    "folder": KEPT,
}


def _save_bytes() -> bytes:
    game = stacked(UNIFORM, {"at", "tea"})
    game.make_word((0, 6))
    return SavedSolitaire.of(game, daily=None, dictionary="test").to_json().encode("utf-8")


@pytest.mark.parametrize("damage", SAVE_DAMAGES.values(), ids=str)
def test_a_damaged_solitaire_save(damage: Damage, monkeypatch: pytest.MonkeyPatch) -> None:
    path = solitaire_path()
    damage.write(path, _save_bytes(), monkeypatch)
    before = state(path)
    outcome = SAVE_OUTCOME[damage.name]
    loaded = load_solitaire()
    if outcome == OK:
        assert loaded.warning is None and loaded.saved is not None and loaded.saved.made == 1
        return
    assert loaded.saved is None
    warning = one_sentence(loaded.warning or "")
    if outcome == MOVED:
        assert "moved aside" in warning and not path.exists() and loaded.writable
        [moved] = moved_copies(path)
        assert state(moved) == before  # never lost
    else:
        assert "left as it is" in warning and not loaded.writable
        assert state(path) == before and moved_copies(path) == []


async def test_a_newer_save_is_not_written_over_by_the_game_played_instead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = solitaire_path()
    SAVE_DAMAGES["newer-version"].write(path, _save_bytes(), monkeypatch)
    before = state(path)
    checker = WordSet(WORDS)
    app = SolitaireApp(WordTools(checker, PermutationFinder(checker), "test"), SolitaireOptions(seed=13))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "left as it is" in app.solitaire._message
        await pilot.press("c", "a", "r", "enter")
        await pilot.pause()
        assert [word.text for word in app.solitaire.game.words] == ["car"]
        assert not app.solitaire.is_saved
    assert state(path) == before


def test_every_field_of_the_solitaire_save_is_in_the_schema() -> None:
    written = msgspec.json.decode(_save_bytes())
    assert set(written) <= set(SolitaireData.__struct_fields__)
    again = SavedSolitaire.from_json(_save_bytes())
    assert again == SavedSolitaire.from_json(again.to_json())
