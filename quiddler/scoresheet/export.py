"""A score sheet to share or print: CSV (one line per player per round) or JSON (rounds and totals).

Both are made from the engine's round summaries of the sheet, so an export shows exactly the
scores the sheet shows. Only rounds the table has written in are exported.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from quiddler.scoresheet.sheet import Sheet

__all__ = ["CSV_COLUMNS", "to_csv", "to_json", "to_data"]

#: The CSV header: one line per player per round, with the running total.
CSV_COLUMNS = (
    "round",
    "cards",
    "dealer",
    "player",
    "words",
    "rejected",
    "unused",
    "went_out",
    "bonuses",
    "penalty",
    "score",
    "total",
)


def to_data(sheet: Sheet) -> dict[str, Any]:
    """The sheet as plain JSON-ready data: players, rules, every written round, totals, leaders."""
    rounds = []
    for summary in sheet.summaries:
        row = sheet.rows[summary.round]
        rounds.append(
            {
                "round": summary.round + 1,
                "hand_size": summary.hand_size,
                "dealer": summary.dealer,
                "went_out": summary.went_out,
                "warnings": list(sheet.warnings(summary.round)),
                "players": [
                    {
                        "words": [word.to_list() for word in result.words],
                        "rejected": [word.to_list() for word in result.rejected_words],
                        "unused": [card.value for card in result.unused],
                        "challenges": [
                            {"word": laid.word.to_list(), "by": laid.challenger, "allowable": laid.allowable}
                            for laid in row.players[result.seat].words
                            if laid.challenger is not None
                        ],
                        "bonuses": [bonus.value for bonus in result.bonuses],
                        "penalty": result.penalty,
                        "score": result.score,
                    }
                    for result in summary.results
                ],
            }
        )
    return {
        "players": list(sheet.players),
        "rules": sheet.rules.name,
        "rule_options": sheet.rules.to_dict(),
        "dictionary": sheet.checker.name,
        "rounds": rounds,
        "totals": list(sheet.totals),
        "leaders": list(sheet.leaders),
    }


def to_json(sheet: Sheet) -> str:
    """:func:`to_data` as indented JSON text."""
    return json.dumps(to_data(sheet), indent=2, ensure_ascii=False) + "\n"


def to_csv(sheet: Sheet) -> str:
    """One line per player per round (words as the rule sheets spell them, QU·I·Z), with totals."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    totals = [0] * len(sheet.players)
    for summary in sheet.summaries:
        for result in summary.results:
            totals[result.seat] += result.score
            writer.writerow(
                (
                    summary.round + 1,
                    summary.hand_size,
                    sheet.players[summary.dealer],
                    sheet.players[result.seat],
                    " ".join(word.spelling for word in result.words),
                    " ".join(word.spelling for word in result.rejected_words),
                    " ".join(card.label for card in result.unused),
                    "yes" if summary.went_out == result.seat else "",
                    # English in every interface language, as the header and "yes" are (a
                    # script reads any table's export): "longest word", "most words"
                    " ".join(bonus.value.replace("_", " ") for bonus in result.bonuses),
                    result.penalty,
                    result.score,
                    totals[result.seat],
                )
            )
    return out.getvalue()
