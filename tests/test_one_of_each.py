"""One of each (issue 14): one error family, one seed source, one dictionary capability.

Each used to come in several shapes that callers told apart by hand: errors outside
``QuiddlerError`` that the command line caught one by one, seeds of 63 bits here and 31 there,
a word list that was a method on one dictionary and an attribute on another (probed with
``getattr``). These tests keep them single.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from quiddler.cli import UsageError
from quiddler.dictionary import DictionaryError, WithProperNouns, open_dictionary
from quiddler.engine import (
    IllegalActionError,
    InvalidInputError,
    QuiddlerError,
    WordChecker,
    WordSet,
    new_seed,
)
from quiddler.engine.setup import MAX_SEED
from quiddler.match.computers import BotError
from quiddler.saves import SaveError
from quiddler.saves.common import Ruled
from quiddler.saves.solitaire.record import RecordError
from quiddler.storage.files import FileProblem
from quiddler.storage.paths import DataFolderError

PACKAGE = Path(__file__).resolve().parents[1] / "quiddler"


@pytest.mark.parametrize(
    ("error", "also"),
    [
        (InvalidInputError, ValueError),
        (IllegalActionError, ValueError),
        (DictionaryError, ValueError),
        (SaveError, ValueError),
        (BotError, RuntimeError),
        (UsageError, Exception),
        (RecordError, Exception),
        (DataFolderError, Exception),
        (FileProblem, Exception),
    ],
)
def test_every_error_quiddler_raises_on_purpose_is_a_quiddler_error(error: type, also: type) -> None:
    """One ``except QuiddlerError`` catches them all; each keeps the built-in its callers catch."""
    assert issubclass(error, QuiddlerError)
    assert issubclass(error, also)


def test_no_other_exception_class_stands_outside_the_family() -> None:
    """A new error class anywhere below the app derives from the family, not from Exception."""
    outside = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if "tui" in path.parts:  # the app's private signals between its own methods
            continue
        for match in re.finditer(
            r"^class (\w+)\((Exception|ValueError|RuntimeError|OSError)\)", path.read_text(), re.M
        ):
            if match.group(1) != "QuiddlerError":
                outside.append(f"{path.relative_to(PACKAGE)}: {match.group(1)}")
    assert not outside


def test_new_seed_is_the_one_source_of_fresh_seeds() -> None:
    seeds = {new_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(1 <= seed <= MAX_SEED for seed in seeds)
    assert all(1 <= new_seed(1_000_000) < 1_000_000 for _ in range(50))  # a number players can type
    drawn_elsewhere = [
        str(path.relative_to(PACKAGE))
        for path in sorted(PACKAGE.rglob("*.py"))
        if "SystemRandom" in path.read_text() and path.name != "shuffle.py"
    ]
    assert not drawn_elsewhere


def _checkers() -> list[WordChecker]:
    words = WordSet({"quiz", "top"}, name="tiny")
    return [words, open_dictionary("en-small"), WithProperNouns(words), Ruled({"qi": True}, words)]


@pytest.mark.parametrize("checker", _checkers(), ids=lambda checker: type(checker).__name__)
def test_every_dictionary_has_the_one_capability(checker: WordChecker) -> None:
    """``is_word``, ``words()``, ``fingerprint`` and ``name``, called the same way everywhere."""
    assert isinstance(checker, WordChecker)
    words = checker.words()
    assert isinstance(words, frozenset) and "quiz" in words and checker.is_word("quiz")
    assert isinstance(checker.fingerprint, str) and checker.fingerprint
    assert isinstance(checker.name, str)


def test_nothing_probes_a_dictionary_with_getattr() -> None:
    probes = re.compile(
        r"getattr\([^)]*[\"'](words|fingerprint|why_not|is_proper_noun|is_house_word|proper_nouns)[\"']"
    )
    found = [
        str(path.relative_to(PACKAGE))
        for path in sorted(PACKAGE.rglob("*.py"))
        if probes.search(path.read_text())
    ]
    assert not found
