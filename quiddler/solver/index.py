"""The word index: every card spelling of every word, keyed by its sorted multiset of cards.

The solver never asks "is this string a word?". It asks "which words use exactly these cards?",
for each of the at most 2^n sub-multisets of a hand. So the index is a *trie* of sorted card
multisets (E·A·T, TEA and ATE share one path), and the enumeration of a hand's sub-multisets
walks it, never leaving the cards the hand holds: a branch ends as soon as no word continues it.

Cards are coded 1..31 in order of how rarely they occur in the word list, rarest first, and a
path takes its cards in code order. So a hand's rare cards are tried first, and most branches
end after one or two cards.

Why not a dict of nested dicts? Because a warm start must take under 100 ms, and unpickling
half a million objects takes longer than that on its own. Instead the trie is flat arrays of
machine integers, in breadth-first order, that load as they are (``array.frombytes``; the file
format is :mod:`quiddler.solver.index_file`):

- ``arcs[node]``: bit c (1..31) is set when the node has a child by card code c; bit 0 when a
  word multiset ends at the node;
- ``first[node]``: the first child; the child by code c is ``first[node]`` plus the number of
  lower arcs (children are stored together, in code order);
- ``entry[node]``: for a node that ends a word multiset, its *group*: the multisets numbered
  in the fixed order of words (most letters first, then cards in deck order), so a group's
  number is its rank. Per group: ``points`` (of its cards) and its spellings, as one byte
  string with ``offsets`` into it.

A key (the integer a multiset is also known by, five bits per card code in order; ``key_of``)
is only the public name of a multiset: the search works on nodes and groups.

One-card words (IN, ER, and A and I where the dictionary allows them) count only where the rules
allow one-card words (Quiddler Junior). They are groups like the others, but not in the trie,
so the standard game's walk never meets them: ``single[code]`` is the group of
the card with that code, or -1.

A spelling is stored as bytes, one per card (its place in deck order, so QU·I·Z is
``bytes([26, 8, 25])``), and a group's spellings, separated by ``0xFF``, are in the fixed order,
so its first is the one a play shows. Spellings become :class:`Word` objects only when a hand
actually finds them (a byte indexes a tuple of cards: no parsing), and each group's words are
made once and remembered (:meth:`WordIndex.group_words`), so a game session soon finds its words
in a small dict.
"""

from __future__ import annotations

import re
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter

from quiddler.engine.cards import DECK_COUNTS, DOUBLE_CARDS, Card
from quiddler.engine.words import Word

__all__ = ["MAX_WORD_CARDS", "WordIndex", "sort_key", "speller"]

#: The longest spelling kept, in cards: the most cards the solver accepts in a hand.
MAX_WORD_CARDS = 16
#: Bumped whenever the layout of the index changes, so an old cache file is rebuilt, not misread.
INDEX_FORMAT = 7

#: Empty nodes at the end of every trie: a child reached from any node (its ``first`` plus fewer
#: than 32 arcs) is then always a node, which lets a file's trie be checked with one ``max``.
TRIE_PADDING = 32

#: Bit 0 of ``arcs[node]``: a word multiset ends at the node.
ENDS = 1

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_LETTERS = frozenset(_ALPHABET)
_DOUBLE_TEXT = frozenset(card.value for card in DOUBLE_CARDS)
_HAS_DOUBLE = re.compile("qu|in|er|cl|th").search
_DECK_ORDER_BY_VALUE: dict[str, int] = {card.value: position for position, card in enumerate(Card)}


def _text_spellings(text: str) -> list[list[str]]:
    """Every way to lay ``text`` as cards, as lists of card values, built from the end.

    The index's own fast speller (no deck counts, no order): the one players' text goes through
    is :func:`quiddler.engine.spellings`, which agrees with it (a test checks)."""
    tails: list[list[list[str]]] = [[[]]]  # tails[k]: the spellings of the last k letters
    for start in range(len(text) - 1, -1, -1):
        size = len(text) - start
        found = [[text[start], *rest] for rest in tails[size - 1]]
        if size >= 2 and text[start : start + 2] in _DOUBLE_TEXT:
            found += [[text[start : start + 2], *rest] for rest in tails[size - 2]]
        tails.append(found)
    return tails[len(text)]


_NONE_HIDDEN: frozenset[int] = frozenset()
#: Separates the spellings of a group in ``WordIndex.spellings``.
_SEPARATOR = b"\xff"
#: A spelling's byte -> its card: the cards in deck order.
_CARD_AT: tuple[Card, ...] = tuple(Card)
#: Making a :class:`Word` without its ``__init__``: a frozen dataclass's goes through
#: ``object.__setattr__``, a third of the cost, while filling the slot directly gives an equal word.
_new_word = object.__new__
_set_cards = Word.__dict__["cards"].__set__  # the slot's descriptor


def _card_order(texts: list[str]) -> tuple[Card, ...]:
    """Cards from the rarest to the commonest in the word list (ties in deck order).

    A double card's frequency is that of its two letters side by side: how often it could be used.
    """
    joined = "\n".join(texts)
    frequency = {card: joined.count(card.value) for card in Card}
    return tuple(sorted(Card, key=lambda card: frequency[card]))


def _keyed_spellings(
    text: str, code_of: dict[str, int], limit: dict[str, int], deck_of: dict[str, int]
) -> list[tuple[int, tuple[int, ...]]]:
    """``(key, cards in deck order)`` of every spelling of ``text`` the deck can deal, of at most
    :data:`MAX_WORD_CARDS` cards (``code_of``: card value -> code; ``limit``: copies in the deck)."""
    found = []
    for values in _text_spellings(text) if _HAS_DOUBLE(text) else [list(text)]:
        if len(values) > MAX_WORD_CARDS:
            continue
        if len(set(values)) < len(values) and any(
            count > limit[value] for value, count in Counter(values).items()
        ):
            continue
        key = 0
        for code in sorted([code_of[value] for value in values]):
            key = (key << 5) | code
        found.append((key, tuple([deck_of[value] for value in values])))
    return found


def speller(order: tuple[Card, ...]) -> Callable[[str], list[tuple[int, tuple[int, ...]]]]:
    """``spell(text)``: ``(key, cards in deck order)`` of each spelling of ``text`` in an index of
    card ``order`` (empty for a text no card spells): what an overlay adds or takes away."""
    code_of = {card.value: code for code, card in enumerate(order, start=1)}
    limit = {card.value: DECK_COUNTS[card] for card in Card}

    def spell(text: str) -> list[tuple[int, tuple[int, ...]]]:
        if not text or not _LETTERS.issuperset(text):
            return []
        return _keyed_spellings(text, code_of, limit, _DECK_ORDER_BY_VALUE)

    return spell


#: Deletes every card but the double ones from a spelling's bytes (what :func:`sort_key` counts).
_SINGLE_CARDS = bytes(position for position, card in enumerate(Card) if len(card.value) == 1)


def sort_key(cards: bytes) -> bytes:
    """The place of a spelling (bytes of deck-order card numbers) in the fixed order of words,
    as bytes that sort like it: most letters first, then the cards in deck order."""
    letters = len(cards) + len(cards.translate(None, _SINGLE_CARDS))
    return bytes([255 - letters]) + cards


def _flat(values: Iterable[int], typecode: str = "I") -> array[int]:
    return array(typecode, values)


def _level(key: int) -> int:
    """The number of cards of a key (five bits each, codes 1..31, so no leading zero code)."""
    return (key.bit_length() + 4) // 5


def _ignore(fraction: float) -> None:
    """No one is waiting for the fraction done."""


class WordIndex:
    """Card spellings of a word list, as a trie of sorted card multisets (see the module notes).

    Build one with :meth:`build` (a few seconds for 80,000 words) or load a cached one with
    :func:`quiddler.solver.index_for`. An index is read-only once built; the only thing that
    changes is the memo of :class:`Word` objects made so far, which is never saved.
    """

    __slots__ = (
        "_words",
        "arcs",
        "code_of",
        "entry",
        "first",
        "known_words",
        "offsets",
        "order",
        "points",
        "rank",
        "single",
        "spellings",
        "tries",
        "word_count",
    )

    def __init__(
        self,
        order: tuple[Card, ...],
        arcs: Sequence[int],
        first: Sequence[int],
        entry: Sequence[int],
        points: Sequence[int],
        spellings: bytes,
        offsets: Sequence[int],
        single: Sequence[int],
        word_count: int,
    ) -> None:
        #: Cards in code order: ``order[code - 1]`` is the card with that code.
        self.order = order
        #: Card -> its five-bit code (1..31).
        self.code_of: dict[Card, int] = {card: code for code, card in enumerate(order, start=1)}
        #: The trie, per node: arcs (bit 0: a group ends here), first child, group.
        self.arcs = arcs
        self.first = first
        self.entry = entry
        #: The tries the search walks, each with the number added to its groups: this index's
        #: own (an overlay adds its own, :class:`~quiddler.solver.overlay.LayeredIndex`).
        self.tries: tuple[tuple[Sequence[int], Sequence[int], Sequence[int], int], ...] = (
            (arcs, first, entry, 0),
        )
        #: Per group: points of its cards.
        self.points = points
        #: Per group, its place in the fixed order of words: groups are numbered in that order,
        #: so here the group itself (an overlay interleaves its groups and numbers them apart).
        self.rank: Sequence[int] = range(len(offsets) - 1)
        #: The spellings of all groups (see the module notes); ``offsets[g]`` starts group g.
        self.spellings = spellings
        self.offsets = offsets
        #: Per card code (0 unused): the group of the one-card word of that card, or -1.
        self.single = single
        #: How many words of the list have at least one spelling in the index.
        self.word_count = word_count
        self._words: dict[int, tuple[Word, ...]] = {}
        #: ``known_words(group)``: the words of a group if they were made already, else None.
        self.known_words = self._words.get

    @property
    def hidden(self) -> frozenset[int]:
        """Groups the search leaves out (an overlay's words taken away): none here."""
        return _NONE_HIDDEN

    @classmethod
    def build(
        cls,
        words: Iterable[str],
        *,
        order: tuple[Card, ...] | None = None,
        progress: Callable[[float], object] | None = None,
    ) -> WordIndex:
        """Index every spelling of 1 to :data:`MAX_WORD_CARDS` cards of every lower-case a–z word.

        One-card spellings are kept apart (see the module notes). Other strings (capitals,
        apostrophes, accents) are skipped, since no card spells them, and so is any spelling that
        needs more copies of a card than the deck holds (ZZZ). The result does not depend on the
        order of ``words``. ``progress`` is called now and then with the fraction done (0 to 1),
        for a player waiting on the first build of a big list. ``order`` fixes the cards' codes
        (an overlay takes its base's, :mod:`quiddler.solver.overlay`); by default the rarest card
        of these words comes first.
        """
        texts = sorted({word for word in words if word and _LETTERS.issuperset(word)})
        # The loop over the words is about 40% of the time, the layout of the arrays the rest.
        step = max(1, len(texts) // 20)
        order = order or _card_order(texts)
        # Plain strings, not Card members, in this loop: enum attribute access and hashing would
        # triple the build time.
        code_of = {card.value: code for code, card in enumerate(order, start=1)}
        limit = {card.value: DECK_COUNTS[card] for card in Card}
        deck_of = _DECK_ORDER_BY_VALUE
        by_key: dict[int, list[tuple[int, ...]]] = {}
        indexed = 0
        for number, text in enumerate(texts):
            if progress is not None and number % step == 0:
                progress(0.4 * number / len(texts))
            found = False
            for key, cards in _keyed_spellings(text, code_of, limit, deck_of):
                by_key.setdefault(key, []).append(cards)
                found = True
            indexed += found
        index = cls._assemble(order, by_key, indexed, progress or _ignore)
        if progress is not None:
            progress(1.0)
        return index

    @classmethod
    def _assemble(
        cls,
        order: tuple[Card, ...],
        by_key: dict[int, list[tuple[int, ...]]],
        word_count: int,
        progress: Callable[[float], object] = _ignore,
    ) -> WordIndex:
        """Lay out the flat arrays from ``key -> spellings`` (each card as its deck order).

        Groups are numbered in the fixed order of words (their first spelling's :func:`sort_key`),
        so a group's number is its rank and no rank array is kept."""
        # One-card keys (a key below 32 is a single code) stay out of the trie.
        # Every key and every prefix of one, by level (number of cards).
        levels: list[set[int]] = [set() for _ in range(MAX_WORD_CARDS + 1)]
        for key in by_key:
            if key < 32:
                continue
            depth = _level(key)
            while key and key not in levels[depth]:
                levels[depth].add(key)
                key >>= 5
                depth -= 1
        # Breadth first, each level in key order: a node's children are consecutive, in code order.
        ordered = [0]
        for level in levels[1:]:
            ordered += sorted(level)
        node_of = {key: node for node, key in enumerate(ordered)}
        progress(0.5)
        arcs = [0] * len(ordered)
        first = [0] * len(ordered)
        for node, parent in enumerate(map(node_of.__getitem__, [key >> 5 for key in ordered[1:]]), start=1):
            if not arcs[parent]:
                first[parent] = node
            arcs[parent] |= 1 << (ordered[node] & 31)
        progress(0.6)
        # The spellings of each key in deck order of their cards (all have the same cards, so
        # the same points and letters); the keys in the fixed order of their first spelling.
        spelled = {key: sorted(spellings) for key, spellings in by_key.items()}
        keys = sorted(spelled, key=lambda key: sort_key(bytes(spelled[key][0])))
        entry = [0] * len(ordered)
        points: list[int] = []
        texts: list[bytes] = []
        offsets = [0]
        position = 0
        card_points = [card.points for card in Card]
        single = [-1] * 32
        step = max(1, len(keys) // 10)
        for group, key in enumerate(keys):
            if group % step == 0:
                progress(0.6 + 0.3 * group / len(keys))
            if key >= 32:
                node = node_of[key]
                arcs[node] |= ENDS
                entry[node] = group
            else:
                single[key] = group
            cards = spelled[key]
            texts.append(_SEPARATOR.join([bytes(spelling) for spelling in cards]))
            position += len(texts[-1])
            offsets.append(position)
            points.append(sum([card_points[card] for card in cards[0]]))
        padding = [0] * TRIE_PADDING
        return cls(
            order,
            _flat(arcs + padding),
            _flat(first + padding),
            _flat(entry + padding),
            _flat(points, "B"),
            b"".join(texts),
            _flat(offsets),
            _flat(single, "i"),
            word_count,
        )

    def __len__(self) -> int:
        """The number of distinct card multisets that make at least one word."""
        return len(self.offsets) - 1

    def group_words(self, group: int) -> tuple[Word, ...]:
        """The words of a group, in the fixed order: made once, then remembered."""
        words = self._words.get(group)
        if words is None:
            data = self.spellings[self.offsets[group] : self.offsets[group + 1]]
            made = []
            for cards in data.split(_SEPARATOR):
                # itemgetter of two or more items returns the tuple of cards in one C call, and
                # the slot is filled directly: the quickest way found, by instruction counts,
                # from bytes to words.
                word = _new_word(Word)
                _set_cards(word, itemgetter(*cards)(_CARD_AT) if len(cards) > 1 else (_CARD_AT[cards[0]],))
                made.append(word)
            words = self._words[group] = tuple(made)
        return words

    def forget_words(self) -> None:
        """Drop the memo of :class:`Word` objects (a benchmark's fresh start; answers are the same)."""
        self._words.clear()

    def node_of(self, key: int) -> int:
        """The trie node of a key, or -1 if no word has a multiset that starts with it."""
        codes = []
        while key:
            codes.append(key & 31)
            key >>= 5
        arcs, first = self.arcs, self.first
        node = 0
        for code in reversed(codes):
            links = arcs[node]
            if not (links >> code) & 1:
                return -1
            node = first[node] + (links & ((1 << code) - 2)).bit_count()
        return node

    def group_of(self, key: int) -> int:
        """The group of a key, or -1 if no word uses exactly those cards."""
        if 0 < key < 32:
            return self.single[key]
        node = self.node_of(key)
        return self.entry[node] if node > 0 and self.arcs[node] & ENDS else -1

    def words_at(self, key: int) -> tuple[Word, ...]:
        """The words whose sorted cards are exactly ``key``, or ``()``."""
        group = self.group_of(key)
        return self.group_words(group) if group >= 0 else ()

    def key_of(self, cards: Iterable[Card]) -> int:
        """The index key of a multiset of cards (whether or not any word uses exactly them)."""
        key = 0
        for code in sorted(self.code_of[card] for card in cards):
            key = (key << 5) | code
        return key

    def spellings_of(self, cards: Iterable[Card]) -> tuple[Word, ...]:
        """Every word that uses exactly these cards, in the fixed order (``()`` if none)."""
        return self.words_at(self.key_of(cards))

    def __reduce__(self) -> tuple[object, ...]:
        """Refused: an index is saved as plain data (:mod:`quiddler.solver.index_file`), never
        pickled, so no file of the cache folder is ever run as code."""
        raise TypeError("a word index is saved with quiddler.solver.index_file, never pickled")

    def __repr__(self) -> str:
        return f"<WordIndex of {self.word_count} words, {len(self)} card multisets>"
