"""The property the issue asks for: a sheet fed what a played game's table showed scores it as the game did.

Seeded computer games are played headless; each round's laid words (typed as text, then set to the
spelling the game laid), unused cards, who went out and the challenges go into a :class:`Sheet`,
and every round summary and the totals must equal the game's.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from quiddler.dictionary import open_dictionary
from quiddler.engine import PRESETS, Challenged, Game, LaidDown, RoundSummary, WentOut
from quiddler.match.headless import play_game
from quiddler.players.factory import make_player
from quiddler.scoresheet import Sheet

GAMES = 30


@pytest.fixture(scope="module")
def en() -> Any:
    return open_dictionary("en")


class Stricter:
    """The dictionary less one word in four (by a fixed hash), so the players lay words the
    game's dictionary refuses and challenges go both ways, as at a real table."""

    def __init__(self, base: Any) -> None:
        self.base = base
        self.name = "stricter"
        self.fingerprint = "stricter-" + base.fingerprint

    def is_word(self, text: str) -> bool:
        return self.base.is_word(text) and sum(map(ord, text.lower())) % 4 != 0

    def words(self) -> frozenset[str]:
        return self.base.words()


def _without_discards(summary: RoundSummary) -> RoundSummary:
    """The paper sheet does not record last discards; everything else must match."""
    return replace(summary, results=tuple(replace(result, discard=None) for result in summary.results))


def sheet_from_game(game: Game) -> Sheet:
    """Type a finished game's table into a sheet, as a scorekeeper would from the paper cards."""
    sheet = Sheet(game.players, game.checker, game.rules)
    for record in game.records:
        if isinstance(record, WentOut | LaidDown):
            texts = [word.text for word in record.words]
            unused = record.unused if isinstance(record, LaidDown) else ()
            sheet.enter(record.round, record.seat, texts, unused)
            for index, word in enumerate(record.words):
                if sheet.rows[record.round].players[record.seat].words[index].word != word:
                    sheet.respell(record.round, record.seat, index, word)
            if isinstance(record, WentOut):
                sheet.mark_out(record.round, record.seat)
        elif isinstance(record, Challenged):
            sheet.challenge(record.round, record.seat, record.word_index, by=record.challenger)
    return sheet


def test_sheets_score_seeded_computer_games_exactly_as_the_games_did(en: Any) -> None:
    rng = random.Random(15)
    outcomes: set[bool] = set()
    for game_number in range(GAMES):
        rules = PRESETS[rng.choice(["standard", "junior", "short"])]
        count = rng.randint(2, min(5, rules.max_players))
        levels = [rng.choice(["easy", "greedy"]) for _ in range(count)]
        players = [
            make_player(level, seed=game_number * 10 + seat, dictionary=en)
            for seat, level in enumerate(levels)
        ]
        game = play_game(players, seed=game_number, checker=Stricter(en), rules=rules).game
        sheet = sheet_from_game(game)
        assert [row.hand_size for row in sheet.rows] == list(rules.hand_sizes)
        for summary in game.summaries:
            assert _without_discards(sheet.summary(summary.round)) == _without_discards(summary), game_number
            assert sheet.warnings(summary.round) == (), game_number
        assert sheet.totals == game.totals
        assert set(sheet.leaders) == set(game.winners)
        outcomes |= {record.allowable for record in game.records if isinstance(record, Challenged)}
    assert outcomes == {True, False}, "challenges both ways are what test the penalties"
