"""The word index and its cache: built once, loaded from the user cache, rebuilt when unreadable."""

from __future__ import annotations

import os
import pickle
import tempfile
from pathlib import Path

import pytest

from quiddler.engine import Card, Word, WordSet, parse_cards
from quiddler.solver import WordIndex, clear_memory, find_words, in_memory, index_file, index_for, index_path
from quiddler.solver import cache as cache_module


class FakeDictionary:
    """What index_for needs from a Dictionary: words() and a fingerprint."""

    def __init__(self, words: set[str], fingerprint: str) -> None:
        self._words = frozenset(words)
        self.fingerprint = fingerprint
        self.name = "fake"

    def words(self) -> frozenset[str]:
        return self._words


@pytest.fixture(autouse=True)
def _fresh_memory():
    clear_memory()
    yield
    clear_memory()


def test_the_index_skips_what_no_card_spells() -> None:
    index = WordIndex.build(["quiz", "Quiz", "don't", "café", "in", "zzz", "a", ""])
    assert index.word_count == 3  # quiz, in as I·N or IN, and a
    assert index.spellings_of([Card.I, Card.N]) == (Word.parse("i n"),)
    # One-card words are indexed apart (only Junior's rules count them).
    assert index.spellings_of([Card.IN]) == (Word.parse("in"),)
    assert index.spellings_of([Card.A]) == (Word.parse("a"),)
    assert index.spellings_of([Card.Z]) == ()
    assert index.spellings_of(parse_cards("z z z")) == ()


def test_anagrams_share_a_key() -> None:
    index = WordIndex.build(["eat", "tea", "ate", "east"])
    assert {word.text for word in index.spellings_of(parse_cards("t e a"))} == {"eat", "tea", "ate"}


def test_an_index_survives_its_file() -> None:
    index = WordIndex.build(["quiz", "thin", "the"])
    again = index_file.loads(index_file.dumps(index, "three words"), source="three words")
    hand = parse_cards("qu i z t h in e")
    assert find_words(hand, again) == find_words(hand, index)


def test_an_index_cannot_be_pickled() -> None:
    """Nothing of an index goes through pickle: a cache file is data, never code."""
    with pytest.raises(TypeError):
        pickle.dumps(WordIndex.build(["quiz"]))


def test_a_file_of_another_format_or_source_is_refused() -> None:
    data = index_file.dumps(WordIndex.build(["quiz"]), "one")
    with pytest.raises(index_file.IndexFileError, match="other words"):
        index_file.loads(data, source="two")
    other = data.replace(b'"format":7', b'"format":6')
    with pytest.raises(index_file.IndexFileError, match="format"):
        index_file.loads(other)


def test_index_for_builds_once_then_loads_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    dictionary = FakeDictionary({"quiz", "thin"}, "abc123")
    first = index_for(dictionary)
    assert index_path("abc123").exists()
    assert index_for(dictionary) is first  # kept in memory

    clear_memory()

    def no_build(words: object) -> WordIndex:
        raise AssertionError("the cached index should have been loaded")

    monkeypatch.setattr(WordIndex, "build", staticmethod(no_build))
    loaded = index_for(dictionary)
    assert loaded is not first
    assert find_words(parse_cards("qu i z"), loaded) == [Word.parse("qu i z")]


def test_a_corrupt_cache_file_is_rebuilt_silently() -> None:
    dictionary = FakeDictionary({"quiz"}, "corrupt")
    path = index_path("corrupt")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not an index at all")
    index = index_for(dictionary)
    assert find_words(parse_cards("qu i z"), index) == [Word.parse("qu i z")]
    clear_memory()
    assert index_file.loads(path.read_bytes(), source="corrupt").word_count == 1  # rewritten whole


def test_another_fingerprint_is_another_index() -> None:
    one = index_for(FakeDictionary({"quiz"}, "one"))
    two = index_for(FakeDictionary({"thin"}, "two"))
    assert find_words(parse_cards("qu i z"), one) and not find_words(parse_cards("qu i z"), two)
    assert index_path("one") != index_path("two")


def test_a_word_set_without_a_fingerprint_is_indexed_by_its_words() -> None:
    index = index_for(WordSet({"quiz"}))
    assert index_for(WordSet({"quiz"})) is index
    assert index_for(WordSet({"thin"})) is not index


def test_no_temporary_files_are_left_behind() -> None:
    index_for(FakeDictionary({"quiz"}, "tidy"))
    folder = index_path("tidy").parent
    assert [path.name for path in folder.iterdir() if path.name.endswith(".tmp")] == []


def test_an_unwritable_cache_folder_only_costs_a_rebuild(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)  # no file can be made, wherever it is written
    index = index_for(FakeDictionary({"quiz"}, "readonly"))
    assert find_words(parse_cards("qu i z"), index)
    assert not index_path("readonly").exists()


def test_the_trie_finds_exactly_the_indexed_multisets() -> None:
    index = WordIndex.build(["quiz", "thin", "tea", "eat", "teas"])
    tea = index.key_of(parse_cards("t e a"))
    assert index.group_of(tea) >= 0
    assert {word.text for word in index.words_at(tea)} == {"tea", "eat"}
    # T·E is only a prefix of a key (in code order it may not even be one): never a word.
    assert index.group_of(index.key_of(parse_cards("t e"))) == -1
    assert index.words_at(index.key_of(parse_cards("z z"))) == ()
    assert index.node_of(index.key_of(parse_cards("x y"))) == -1
    # Every group's spellings are listed once, in deck order of their cards.
    assert [word.spelling for word in index.spellings_of(parse_cards("t h i n"))] == ["T·H·I·N"]
    assert len(index) == 8  # quiz: 2 multisets (Q·U or QU), thin: 4, tea and eat: 1, teas: 1
    assert index.word_count == 5


def test_forgetting_the_made_words_changes_no_answer() -> None:
    index = WordIndex.build(["quiz", "thin", "tea", "eat", "teas"])
    hand = parse_cards("qu i z t e a s h in")
    first = find_words(hand, index)
    index.forget_words()
    assert find_words(hand, index) == first


def test_the_cache_keeps_only_the_indexes_used_last_and_none_of_an_old_format() -> None:
    folder = index_path("x").parent
    folder.mkdir(parents=True, exist_ok=True)
    old_format = folder / "solver-index-v6-0123456789abcdef.pickle"
    old_format.write_bytes(b"an index of another layout")
    unrelated = folder / "notes.txt"
    unrelated.write_text("not ours")
    first = FakeDictionary({"quiz"}, "used-first")
    index_for(first)
    for number in range(cache_module.KEEP_FILES):
        os.utime(index_path("used-first"), (1_000_000 + number, 1_000_000 + number))  # long ago
        index_for(FakeDictionary({"quiz"}, f"later-{number}"))
    assert not old_format.exists() and unrelated.exists()
    assert not index_path("used-first").exists()  # the least recently used went
    assert len(list(folder.glob("solver-index-*.wordindex"))) == cache_module.KEEP_FILES


def test_loading_an_index_marks_it_used() -> None:
    index_for(FakeDictionary({"quiz"}, "often"))
    path = index_path("often")
    os.utime(path, (1_000_000, 1_000_000))
    clear_memory()
    index_for(FakeDictionary({"quiz"}, "often"))
    assert path.stat().st_mtime > 1_000_000


def test_asking_whether_an_index_is_in_memory_never_raises() -> None:
    """The table asks it on the UI thread, for any checker (one without a word list has none)."""

    class Everything:
        def is_word(self, text: str) -> bool:
            return True

    assert not in_memory(Everything())
    words = WordSet({"quiz"})
    assert not in_memory(words)
    index_for(words)
    assert in_memory(words) and in_memory(WordSet({"quiz"}))


def test_the_builder_child_reports_its_progress_line_by_line_from_nothing_to_done() -> None:
    """What the starting screen's progress bar is fed: the child writes fractions from 0 to 1,
    with steps between (read here whole, so no timing decides what is seen)."""
    import subprocess
    import sys

    root = Path(cache_module.__file__).resolve().parents[2]
    words = sorted({f"{a}{b}{c}{d}" for a in "aeiost" for b in "nrst" for c in "aeio" for d in "nrst"})
    child = subprocess.run(
        [sys.executable, "-m", "quiddler.solver.cache"],
        input=cache_module._request("progress-test", words),
        capture_output=True,
        env={**os.environ, "PYTHONPATH": str(root)},  # the test's own cache folder (conftest)
        timeout=120,
        check=True,
    )
    fractions = [float(line) for line in child.stdout.split()]
    assert fractions[-1] == 1.0
    assert fractions == sorted(fractions)
    assert any(0 < fraction < 1 for fraction in fractions)
    assert index_path("progress-test").exists()  # and the index it built is in the cache


def test_the_parent_passes_on_the_latest_whole_line_and_keeps_a_partial_one() -> None:
    import io

    seen: list[float] = []
    pending = cache_module._report(io.BytesIO(b"0.100\n0.500\n0.7"), b"", seen.append)
    assert seen == [0.5] and pending == b"0.7"
    pending = cache_module._report(io.BytesIO(b"50\n"), pending, seen.append)
    assert seen == [0.5, 0.75] and pending == b""
