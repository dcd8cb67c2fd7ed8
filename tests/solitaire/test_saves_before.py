"""Files written before solitaire's modules moved (issue 14) are read and resumed as they were.

``fixtures/solitaire-game-before-14.json`` and ``fixtures/solitaire-record-before-14.json`` were
written by the code of the commit before the move (``quiddler/saves/solitaire.py`` and
``quiddler/solitaire_record.py``): a daily game of deal 13 with hints, an undo and refills, left
unfinished, and a record of two games given up.
"""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

from quiddler.engine import WordSet
from quiddler.engine.solitaire import PermutationFinder, SolitairePhase
from quiddler.saves.solitaire import SolitaireAutosave, load_record, load_solitaire

from .words import WORDS

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_game_saved_before_the_move_resumes_where_it_was(tmp_path: Path) -> None:
    path = tmp_path / "solitaire-game.json"
    shutil.copy(FIXTURES / "solitaire-game-before-14.json", path)
    autosave = SolitaireAutosave("test", save_path=path, record_path=tmp_path / "solitaire.json")
    loaded = autosave.offer()
    assert loaded.warning is None and loaded.saved is not None
    saved = loaded.saved
    assert (saved.seed, saved.daily, saved.dictionary) == (13, date(2026, 11, 21), "test")
    checker = WordSet(WORDS)
    game = autosave.restore(saved, checker, PermutationFinder(checker))
    assert [word.text for word in game.words] == ["clan", "draw", "key"]
    assert (game.cards_left, game.score, game.assisted) == (37, 174, True)
    assert game.phase is SolitairePhase.PLAY and not game.is_over
    autosave.resume(saved)
    game.give_up()
    assert autosave.update(game, daily=saved.daily) is None
    again = load_solitaire(path).saved
    assert again is not None and again.created == saved.created and again.over


def test_a_record_written_before_the_move_reads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "solitaire.json"
    shutil.copy(FIXTURES / "solitaire-record-before-14.json", path)  # a damaged one would be moved
    stats = load_record(path).stats
    assert (stats.played, stats.given_up, stats.assisted, stats.best) == (2, 2, 2, None)
    assert list(stats.daily) == ["2026-11-22"] and stats.games[0].dictionary == "test"
