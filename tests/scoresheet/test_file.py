"""The score sheet's file: saved atomically after every change, read back exactly, refused when damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from quiddler.engine import PRESETS, WordSet
from quiddler.saves.common import SaveError
from quiddler.scoresheet import SHEET_VERSION, Sheet, SheetFile, SheetStore

WORDS = WordSet({"cat", "quiz", "at"}, name="test")


def a_sheet() -> Sheet:
    sheet = Sheet(("Ann", "Bob"), WORDS, PRESETS["short"])
    sheet.enter(0, 0, "quiz", "")
    sheet.enter(0, 1, "zax", "")
    sheet.challenge(0, 1, 0, by=0, ruling=True)
    sheet.mark_out(0, 0)
    sheet.enter(1, 1, "q-u-i-z", "m")
    return sheet


def test_every_change_is_saved_and_the_file_reads_back_the_same_sheet(tmp_path: Path) -> None:
    store = SheetStore(tmp_path)
    sheet = Sheet(("Ann", "Bob"), WORDS, PRESETS["short"])
    kept = SheetFile(sheet)
    store.keep(kept)
    path = store.path_of(kept.sheet_id)
    assert path.exists()
    sheet.enter(0, 0, "quiz", "")
    assert json.loads(path.read_text())["rows"][0]["players"][0]["words"][0]["cards"] == ["qu", "i", "z"]
    sheet.undo()
    assert json.loads(path.read_text())["rows"][0]["entered"] is False  # undo is saved too
    full = a_sheet()
    store.save(SheetFile(full, kept.sheet_id, kept.created))
    loaded = store.load(kept.sheet_id, WORDS).sheet
    assert loaded.rows == full.rows
    assert loaded.totals == full.totals and loaded.house_words == ("zax",)
    assert [name.name for name in path.parent.iterdir()] == [path.name]  # no temporary left behind


def test_a_missing_sheet_is_one_sentence(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="There is no score sheet called nope") as caught:
        SheetStore(tmp_path).load("nope", WORDS)
    assert caught.value.reason == "missing"
    with pytest.raises(SaveError):
        SheetStore(tmp_path).path_of("../etc")


def _damaged(change: object) -> str:
    data = SheetFile(a_sheet(), "s1").to_dict()
    change(data)  # type: ignore[operator]
    return json.dumps(data)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(version=SHEET_VERSION + 1),
        lambda d: d.update(format="quiddler-save"),
        lambda d: d["rows"].pop(),
        lambda d: d["rows"][0]["players"][0]["unused"].append("zz"),
        lambda d: d["rows"][0]["players"][0]["unused"].extend(["z", "z", "z"]),
        lambda d: d["rows"][0]["players"].pop(),
        lambda d: d["rows"][0]["players"][1]["words"][0].update(challenger=5),
        lambda d: d["rows"][0].update(out=[7]),
        lambda d: d.update(players=["Ann"]),
        lambda d: d["rows"][0]["players"][0]["words"][0].update(cards=1.5),
    ],
)
def test_a_damaged_or_newer_file_is_refused_with_one_sentence(change: object) -> None:
    with pytest.raises(SaveError) as caught:
        SheetFile.from_json(_damaged(change), WORDS)
    assert "\n" not in str(caught.value) and "Traceback" not in str(caught.value)


def test_remove_deletes_a_sheet_and_says_when_there_was_none(tmp_path: Path) -> None:
    store = SheetStore(tmp_path)
    kept, other = SheetFile(a_sheet()), SheetFile(a_sheet())
    store.save(kept)
    store.save(other)
    assert store.remove(kept.sheet_id) is True
    assert not store.path_of(kept.sheet_id).exists()
    assert [info.sheet_id for info in store.infos()] == [other.sheet_id]  # the other one stays
    assert store.remove(kept.sheet_id) is False
    with pytest.raises(SaveError, match="no score sheet"):
        store.remove("../etc")
