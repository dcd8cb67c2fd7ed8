"""Solitaire's game life without a screen (issue 31): :class:`SolitaireMatch` holds the actions,
the autosave after every action, the unfinished game offered again and the record, so a front end
only renders it and sends it what the keys ask (the screens open no file: test_homes.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from quiddler.engine import IllegalActionError, WordSet
from quiddler.engine.solitaire import MakeWord, PermutationFinder
from quiddler.saves.solitaire import load_record, load_solitaire
from quiddler.solitaire.match import SolitaireMatch
from quiddler.solitaire.tools import WordTools

from .helpers import UNIFORM, A, E, N, T, stacked

WORDS = {"at", "ate", "net", "ten"}


def _match(folder: Path, **options: object) -> SolitaireMatch:
    checker = WordSet(WORDS)
    tools = WordTools(checker, PermutationFinder(checker), "test")
    return SolitaireMatch(
        tools,
        game=stacked(UNIFORM, WORDS),
        save_path=folder / "game.json",
        record_path=folder / "record.json",
        **options,  # type: ignore[arg-type]
    )


def test_a_whole_game_is_played_saved_and_recorded_without_a_screen(tmp_path: Path) -> None:
    match = _match(tmp_path)
    assert match.begin() is None and load_solitaire(tmp_path / "game.json").saved is not None
    made, _ = match.make_word(MakeWord((A, T)))
    assert made.word.text == "at" and match.save() is None
    on_disk = load_solitaire(tmp_path / "game.json").saved
    assert on_disk is not None and on_disk.made == 1 and on_disk.actions == tuple(match.game.actions)
    match.make_word(MakeWord((N, E, T)))
    match.save()
    match.give_up()
    stats, warning = match.finish()
    assert warning is None and stats.played == 1 and stats.given_up == 1
    assert not (tmp_path / "game.json").exists()  # a finished game leaves no save behind
    assert load_record(tmp_path / "record.json").stats.played == 1


def test_a_refused_word_is_the_engines_sentence_and_changes_nothing(tmp_path: Path) -> None:
    match = _match(tmp_path)
    match.begin()
    before = (match.game.cards_left, match.game.score, tuple(match.game.actions))
    with pytest.raises(IllegalActionError) as refused:
        match.make_word(MakeWord((T, A, N)))  # "tan" is not in the list
    assert str(refused.value) and match.why_not(MakeWord((T, A, N))) == str(refused.value)
    assert (match.game.cards_left, match.game.score, tuple(match.game.actions)) == before


def test_a_finished_game_taken_back_leaves_the_record_again(tmp_path: Path) -> None:
    match = _match(tmp_path)
    match.begin()
    match.make_word(MakeWord((A, T)))
    match.give_up()
    match.finish()
    assert match.withdraw() is None and load_record(tmp_path / "record.json").stats.played == 0
