"""Exports of a sheet: CSV and JSON carry the engine's scores and the running totals."""

from __future__ import annotations

import csv
import io
import json

from quiddler.engine import WordSet
from quiddler.scoresheet import Sheet
from quiddler.scoresheet.export import CSV_COLUMNS, to_csv, to_json

WORDS = WordSet({"cat", "quiz", "at"}, name="test")


def a_sheet() -> Sheet:
    sheet = Sheet(("Ann", "Bob"), WORDS)
    sheet.enter(0, 0, "quiz", "")
    sheet.enter(0, 1, "zax", "")
    sheet.challenge(0, 1, 0, by=0)
    sheet.mark_out(0, 0)
    sheet.enter(1, 0, "cat", "m")
    sheet.enter(1, 1, "at", "m e")
    return sheet


def test_csv_has_a_line_per_player_per_round_with_running_totals() -> None:
    sheet = a_sheet()
    lines = list(csv.DictReader(io.StringIO(to_csv(sheet))))
    assert tuple(lines[0]) == CSV_COLUMNS
    assert len(lines) == 4  # two written rounds, two players; unwritten rounds left out
    ann = [line for line in lines if line["player"] == "Ann"]
    assert ann[0]["words"] == "QU·I·Z" and ann[0]["went_out"] == "yes" and ann[0]["dealer"] == "Bob"
    bob = [line for line in lines if line["player"] == "Bob"]
    assert bob[0]["rejected"] == "Z·A·X" and int(bob[0]["penalty"]) > 0
    assert [int(line["total"]) for line in lines[-2:]] == list(sheet.totals)


def test_json_has_every_round_the_totals_and_the_leader() -> None:
    sheet = a_sheet()
    data = json.loads(to_json(sheet))
    assert data["players"] == ["Ann", "Bob"] and data["dictionary"] == "test"
    assert [r["round"] for r in data["rounds"]] == [1, 2]
    assert [p["score"] for p in data["rounds"][0]["players"]] == list(sheet.summary(0).scores)
    assert data["rounds"][0]["players"][1]["challenges"] == [
        {"word": ["z", "a", "x"], "by": 0, "allowable": False}
    ]
    assert data["totals"] == list(sheet.totals) and data["leaders"] == list(sheet.leaders)


def test_the_csv_is_one_format_in_every_interface_language() -> None:
    """docs/guide.md (decided): the export is for scripts, so its words are English keys whatever
    the interface speaks; the bonuses column said 'palabra más larga' in Spanish."""
    from quiddler.i18n import use_language

    sheet = a_sheet()
    english = to_csv(sheet)
    assert "longest word" in english
    use_language("es")  # tests/conftest.py puts English back after the test
    assert to_csv(sheet) == english
