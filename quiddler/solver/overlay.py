"""A base index with a few words added and taken away, without rebuilding the base.

The index of a big list is made once (shipped, or cached: :mod:`quiddler.solver.cache`); what a
table changes on top of it is small: its house words, Junior's names, the family filter's words.
:class:`LayeredIndex` answers exactly as the index of the whole changed list would, built from
the base and a small *overlay*:

- every card multiset (key) that one of those words spells is *touched*: its new spellings are
  the base's, less the spellings of the words taken away, plus those of the words added;
- the touched keys go into an overlay index (built with the base's card codes), and the base's
  groups of those keys are *hidden*: the search walks both tries and leaves hidden groups out;
- groups are numbered base first, then overlay, and the fixed order of words (``rank``) puts each
  overlay group where the whole list's index would (a binary search among the base's groups,
  which are numbered in that order).

Making one takes milliseconds for a few hundred words (the family list, house words) and well
under a second for Junior's ten thousand names, against seconds (English) or a minute (Spanish)
for a whole index; the base is shared by every overlay on it.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Iterable

from quiddler.engine.words import Word
from quiddler.solver.index import WordIndex, sort_key, speller

__all__ = ["LayeredIndex"]

_SEPARATOR = 0xFF


class LayeredIndex(WordIndex):
    """``base`` with the words ``added`` and without the words ``removed`` (taken away last: a
    word in both is left out). See the module notes."""

    __slots__ = ("_hidden", "base", "overlay")

    def __init__(self, base: WordIndex, added: Iterable[str], removed: Iterable[str]) -> None:
        order = base.order
        spelled_keys = speller(order)
        removed = frozenset(removed)
        added = frozenset(added) - removed
        taken: set[tuple[int, ...]] = set()
        touched: dict[int, set[tuple[int, ...]]] = {}
        for text in removed:
            for key, cards in spelled_keys(text):
                taken.add(cards)
                touched.setdefault(key, set())
        for text in added:
            for key, cards in spelled_keys(text):
                touched.setdefault(key, set()).add(cards)
        by_key: dict[int, list[tuple[int, ...]]] = {}
        hidden: set[int] = set()
        for key, extra in touched.items():
            group = base.group_of(key)
            before = set(_spellings(base, group)) if group >= 0 else set()
            after = (before - taken) | extra
            if after == before:
                continue
            if group >= 0:
                hidden.add(group)
            if after:
                by_key[key] = list(after)
        overlay = WordIndex._assemble(order, by_key, len(added))
        self.base = base
        self.overlay = overlay
        size = len(base)
        count = len(overlay)
        super().__init__(
            order,
            base.arcs,
            base.first,
            base.entry,
            array("B", base.points) + array("B", overlay.points) if count else base.points,
            base.spellings,
            base.offsets,
            _singles(base, overlay, hidden, size),
            base.word_count + len(added) - len(removed),
        )
        self.tries = (
            (base.arcs, base.first, base.entry, 0),
            (overlay.arcs, overlay.first, overlay.entry, size),
        )
        self._hidden = frozenset(hidden)
        self.rank = _ranks(base, overlay) if count else base.rank

    @property
    def hidden(self) -> frozenset[int]:
        """The base's groups the overlay replaces or takes away: the search leaves them out."""
        return self._hidden

    def __len__(self) -> int:
        return len(self.base) + len(self.overlay) - len(self._hidden)

    def group_words(self, group: int) -> tuple[Word, ...]:
        words = self._words.get(group)
        if words is None:
            size = len(self.base)
            made = self.base.group_words(group) if group < size else self.overlay.group_words(group - size)
            words = self._words[group] = made
        return words

    def group_of(self, key: int) -> int:
        if 0 < key < 32:
            return self.single[key]
        group = self.overlay.group_of(key)
        if group >= 0:
            return group + len(self.base)
        group = self.base.group_of(key)
        return -1 if group in self._hidden else group

    def node_of(self, key: int) -> int:
        """Not meaningful across two tries: use :meth:`group_of`."""
        raise NotImplementedError("a layered index has two tries: ask group_of")

    def __repr__(self) -> str:
        return f"<LayeredIndex: {self.base!r} + {len(self.overlay)} groups, {len(self._hidden)} hidden>"


def _spellings(index: WordIndex, group: int) -> list[tuple[int, ...]]:
    """The spellings of a group, as tuples of deck-order card numbers."""
    data = index.spellings[index.offsets[group] : index.offsets[group + 1]]
    return [tuple(cards) for cards in data.split(bytes([_SEPARATOR]))]


def _first_key(index: WordIndex, group: int) -> bytes:
    """The :func:`sort_key` of a group's first spelling: its place in the fixed order."""
    start, end = index.offsets[group], index.offsets[group + 1]
    cut = index.spellings.find(_SEPARATOR, start, end)
    return sort_key(index.spellings[start : cut if cut >= 0 else end])


def _ranks(base: WordIndex, overlay: WordIndex) -> array[int]:
    """Ranks of the base's groups and then the overlay's, interleaved in the fixed order.

    Base group g (numbered in that order) ranks ``g * S + M`` with ``M`` overlay groups and
    ``S = M + 1``; overlay group j, which comes before base group p, ranks ``p * S + j``: after
    base group p - 1, before p, and after the overlay groups before it. Each p is found from the
    previous one (the overlay's groups are in the same order) by a galloping search: a few
    probes when the overlay's groups are spread over the base, as names and house words are."""
    size, count = len(base), len(overlay)
    step = count + 1
    ranks = array("Q", range(count, size * step + count, step))
    place = 0
    for group in range(count):
        wanted = _first_key(overlay, group)
        reach = 1
        while place + reach <= size and _first_key(base, place + reach - 1) < wanted:
            reach *= 2
        place = bisect_left(
            range(size),
            wanted,
            lo=place + reach // 2,
            hi=min(place + reach, size),
            key=lambda other: _first_key(base, other),
        )
        ranks.append(place * step + group)
    return ranks


def _singles(base: WordIndex, overlay: WordIndex, hidden: set[int], size: int) -> array[int]:
    """Per card code, the one-card word's group in the layered numbering, or -1."""
    singles = array("i", [-1] * 32)
    for code in range(32):
        if overlay.single[code] >= 0:
            singles[code] = overlay.single[code] + size
        elif base.single[code] >= 0 and base.single[code] not in hidden:
            singles[code] = base.single[code]
    return singles
