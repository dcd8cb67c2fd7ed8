"""The shipped indexes, overlays and the cache folder (issue 29): a first start reads an index,
house words, names and the family filter never rebuild one, and no file is trusted."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler.dictionary import add_house_words, open_checker
from quiddler.engine import STANDARD, Card, parse_cards, preset
from quiddler.solver import WordIndex, clear_memory, find_words, index_file, index_for, solve
from quiddler.solver import cache as cache_module
from quiddler.solver.overlay import LayeredIndex
from tests.solver.words import WORDS

REPO = Path(__file__).resolve().parents[2]
_DECK = [card for card in Card for _ in range(2)]


@pytest.fixture(autouse=True)
def _fresh_memory():
    clear_memory()
    yield
    clear_memory()


def _no_build(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> WordIndex:
        raise AssertionError("no index should be built")

    monkeypatch.setattr(WordIndex, "build", refuse)


def _files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.glob("solver-index-*")) if folder.exists() else []


_words = st.sets(st.sampled_from(sorted(WORDS)), max_size=60)
_extra = st.sets(st.sampled_from([*sorted(WORDS), "za", "qat", "zzz", "thinin", "quiz", "erer"]), max_size=25)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=_words,
    added=_extra,
    removed=_extra,
    hands=st.lists(st.lists(st.sampled_from(_DECK), min_size=2, max_size=9), min_size=1, max_size=4),
)
def test_an_overlay_answers_as_the_index_of_the_whole_list(
    base: set[str], added: set[str], removed: set[str], hands: list[list[Card]]
) -> None:
    """Best plays, go-outs, every word and its order, in both rule sets: the same as a full build."""
    layered = LayeredIndex(WordIndex.build(base), added, removed)
    whole = WordIndex.build((base | added) - removed)
    for hand in hands:
        if any(hand.count(card) > 2 for card in hand):
            continue
        for least in (1, 2):
            ours, theirs = (
                solve(hand, layered, min_word_cards=least),
                solve(hand, whole, min_word_cards=least),
            )
            assert (ours.go_out, ours.best) == (theirs.go_out, theirs.best)
            assert list(ours.words) == list(theirs.words)


def test_the_bundled_lists_need_no_build_even_with_an_empty_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_build(monkeypatch)
    for name in ("en", "es"):
        for rules, family in ((STANDARD, "off"), (STANDARD, "on"), (preset("junior"), "strict")):
            index = index_for(open_checker(name, rules, family))
            assert index.word_count > 50_000
    assert _files(cache_module.index_path("x").parent) == []  # and nothing was written


def test_house_words_are_an_overlay_the_next_start_makes_without_a_build(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = parse_cards("z y x")
    assert find_words(hand, index_for(open_checker("en", STANDARD, "on"))) == []
    add_house_words(["qat", "zyx"])
    checker = open_checker("en", STANDARD, "on")
    _no_build(monkeypatch)
    index = index_for(checker)
    assert isinstance(index, LayeredIndex)
    assert [word.text for word in find_words(hand, index)] == ["zyx"]


def test_a_list_that_ships_no_index_keeps_one_file_whatever_is_played(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("\n".join(sorted(WORDS)) + "\n", encoding="utf-8")
    folder = cache_module.index_path("x").parent
    index_for(open_checker(f"file:{words}", STANDARD, "off"))
    first = _files(folder)
    assert len(first) == 1
    add_house_words(["zax"])
    for rules, family in ((STANDARD, "on"), (preset("junior"), "strict"), (STANDARD, "off")):
        clear_memory()
        index_for(open_checker(f"file:{words}", rules, family))
    assert _files(folder) == first


def _finishes(call: Callable[[], object], seconds: float = 60.0) -> object:
    """Run ``call`` in a thread; fail (rather than hang the suite) if it does not end in time."""
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it waited on the file for ever"
    return result[0]


class _Listed:
    """A checker without layers: indexed whole, under its fingerprint."""

    name = "listed"

    def __init__(self, fingerprint: str) -> None:
        self.fingerprint = fingerprint

    def words(self) -> frozenset[str]:
        return frozenset({"quiz", "thin"})

    def is_word(self, text: str) -> bool:
        return text in self.words()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_in_place_of_the_cache_file_is_refused_at_once() -> None:
    path = cache_module.index_path("piped")
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    index = _finishes(lambda: index_for(_Listed("piped")))
    assert isinstance(index, WordIndex) and find_words(parse_cards("qu i z"), index)
    assert path.is_file()  # the pipe was replaced by the rebuilt index


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_solve_with_a_named_pipe_for_its_index_answers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from quiddler import cli

    words = tmp_path / "words.txt"
    words.write_text("quiz\nthin\n", encoding="utf-8")
    source = open_checker(f"file:{words}", STANDARD, "off").index_layers().source  # type: ignore[attr-defined]
    path = cache_module.index_path(source)
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    status = _finishes(lambda: cli.main(["solve", "--dictionary", f"file:{words}", "qu", "i", "z", "t"]))
    assert status == 0 and "QUIZ" in capsys.readouterr().out.upper()


def _damaged_files() -> list[tuple[str, bytes]]:
    good = index_file.dumps(WordIndex.build(["quiz", "thin", "tea"]), "damaged")
    header_end = good.index(b"}") + 1
    header = good[:header_end]
    import zlib

    payload = zlib.decompress(good[header_end:])
    nodes = index_file.header_of(good).nodes
    # A hostile file with a right digest: a node's first child far past the trie.
    first = bytearray(payload)
    first[4 * nodes : 4 * nodes + 4] = (10**6).to_bytes(4, "little")
    import hashlib

    hostile_header = header.replace(
        index_file.header_of(good).digest.encode(),
        hashlib.blake2b(bytes(first), digest_size=32).hexdigest().encode(),
    )
    return [
        ("empty", b""),
        ("truncated", good[: len(good) // 2]),
        ("a flipped bit", good[:-20] + bytes([good[-20] ^ 1]) + good[-19:]),
        ("a pickle", b"\x80\x04\x95" + b"cos\nsystem\n" + b"\x00" * 40),
        ("a deflate bomb", header + zlib.compress(b"\x00" * (50 * 1024 * 1024))),
        ("a hostile trie", hostile_header + zlib.compress(bytes(first))),
    ]


@pytest.mark.parametrize(("what", "data"), _damaged_files(), ids=[what for what, _ in _damaged_files()])
def test_a_damaged_or_hostile_cache_file_is_refused_and_rebuilt(what: str, data: bytes) -> None:
    with pytest.raises(index_file.IndexFileError):
        index_file.loads(data, source="damaged")
    path = cache_module.index_path("damaged")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    index = index_for(_Listed("damaged"))
    assert find_words(parse_cards("qu i z"), index)
    assert index_file.loads(path.read_bytes(), source="damaged").word_count == 2


def test_the_cache_stays_small_when_many_lists_are_indexed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache_module, "KEEP_BYTES", 1)  # room for the newest file only
    for number in range(3):
        index_for(_Listed(f"list-{number}"))
    assert len(_files(cache_module.index_path("x").parent)) == 1


def test_the_shipped_indexes_are_those_of_the_bundled_lists() -> None:
    """After a word list changes, run python dictionaries/build_index.py (this says which)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_index", REPO / "dictionaries" / "build_index.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stale = [module.stale(name, filename, REPO / "dictionaries") for name, filename in module.shipped()]
    assert stale == [None, None]


@pytest.mark.slow
def test_the_shipped_english_index_is_rebuilt_byte_for_byte() -> None:
    import subprocess
    import sys

    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "dictionaries" / "build_index.py"),
            "--check",
            "--rebuild",
            "--only",
            "en",
        ],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert result.returncode == 0, result.stderr
