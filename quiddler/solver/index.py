"""The word index: every card spelling of every word, keyed by its sorted multiset of cards.

The solver never asks "is this string a word?". It asks "which words use exactly these cards?",
for each of the at most 2^n sub-multisets of a hand. So the index maps a *sorted* card multiset
(its *key*) to the spellings it makes (E·A·T makes EAT, TEA and ATE), and it knows every proper
prefix of every key, so that the enumeration of a hand's sub-multisets stops as soon as no word
begins with the cards chosen so far (prefix pruning).

Keys are integers: the card codes of the sorted multiset, five bits each, so extending a key by
one card is ``key << 5 | code``. Cards are coded in order of how rarely they occur in the word
list, rarest first, which makes prefixes selective: a hand's rare cards are tried first and most
combinations die after one or two probes.

Why not one big dict of keys and prefixes? Because a warm start must take under 100 ms, and
inserting 350,000 keys into a dict takes that long on its own. Instead the index is three flat
blobs that load as they are:

- ``table``, a byte per slot of an open hash (``key % len(table)``): bit 1 means "some key
  continues this prefix", bit 2 means "a key ends here". Collisions only ever add bits, so a probe
  can say yes wrongly (a few per cent of the time: one wasted probe further on, or one fruitless
  look-up) but never no wrongly, which keeps the search exact;
- ``keys``, the sorted list of full keys, binary-searched (a list of ints unpickles fast; a dict
  of them would not);
- ``spellings``, one string, with ``offsets`` into it.

A spelling is stored as compact text: a double card is written in upper case (``QUiz`` is
QU·I·Z, ``quiz`` is Q·U·I·Z, ``thIN`` is T·H·IN). Spellings become :class:`Word` objects only when
a hand actually finds them, and each key's words are made once and remembered
(:meth:`WordIndex.words_at`), so a game session soon finds its words in a small dict.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable

from quiddler.engine.cards import DECK_COUNTS, DOUBLE_CARDS, Card
from quiddler.engine.words import Word

__all__ = ["MAX_WORD_CARDS", "WordIndex", "card_spellings"]

#: The longest spelling kept, in cards: the most cards the solver accepts in a hand.
MAX_WORD_CARDS = 16
#: Bumped whenever the layout of the index changes, so an old cache file is rebuilt, not misread.
INDEX_FORMAT = 3

#: Flag bits of a ``table`` slot.
EXTENDS = 1
ENDS = 2

#: Slots of ``table`` per key: about a 4 % chance that a probe of a non-key finds a set slot.
_SLOTS_PER_KEY = 24

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_LETTERS = frozenset(_ALPHABET)
_DOUBLE_TEXT = frozenset(card.value for card in DOUBLE_CARDS)
_HAS_DOUBLE = re.compile("qu|in|er|cl|th").search
_CARD_BY_VALUE: dict[str, Card] = {card.value: card for card in Card}


def _text_spellings(text: str) -> list[list[str]]:
    """Every way to lay ``text`` as cards, as lists of card values, built from the end."""
    tails: list[list[list[str]]] = [[[]]]  # tails[k]: the spellings of the last k letters
    for start in range(len(text) - 1, -1, -1):
        size = len(text) - start
        found = [[text[start], *rest] for rest in tails[size - 1]]
        if size >= 2 and text[start : start + 2] in _DOUBLE_TEXT:
            found += [[text[start : start + 2], *rest] for rest in tails[size - 2]]
        tails.append(found)
    return tails[len(text)]


def card_spellings(text: str) -> list[tuple[Card, ...]]:
    """Every way to lay ``text`` as cards: ``"quiz"`` gives Q·U·I·Z and QU·I·Z.

    A double card gives its two letters in order, so each place where ``text`` reads QU, IN, ER,
    CL or TH may be one card or two. One-card spellings (a lone IN) are included here; the
    two-card minimum is the index's business. ``text`` must be lower-case a–z.
    """
    return [tuple(_CARD_BY_VALUE[value] for value in values) for values in _text_spellings(text)]


def _encode_values(values: list[str]) -> str:
    """``["qu", "i", "z"] -> "QUiz"``: upper case marks a double card."""
    return "".join(value.upper() if len(value) == 2 else value for value in values)


def _decode_spelling(text: str) -> Word:
    """The inverse of :func:`_encode_values`, to a :class:`Word`."""
    if text.islower():
        return Word(tuple(map(_CARD_BY_VALUE.__getitem__, text)))
    cards: list[Card] = []
    index = 0
    while index < len(text):
        if text[index].isupper():
            cards.append(_CARD_BY_VALUE[text[index : index + 2].lower()])
            index += 2
        else:
            cards.append(_CARD_BY_VALUE[text[index]])
            index += 1
    return Word(tuple(cards))


def _card_order(texts: list[str]) -> tuple[Card, ...]:
    """Cards from the rarest to the commonest in the word list (ties in deck order).

    A double card's frequency is that of its two letters side by side: how often it could be used.
    """
    joined = "\n".join(texts)
    frequency = {card: joined.count(card.value) for card in Card}
    return tuple(sorted(Card, key=lambda card: frequency[card]))


def _next_prime(number: int) -> int:
    """The smallest prime >= ``number`` (a prime table size spreads ``key % size`` evenly)."""
    candidate = max(number, 2)
    while any(candidate % divisor == 0 for divisor in range(2, int(candidate**0.5) + 1)):
        candidate += 1
    return candidate


class WordIndex:
    """Card spellings of a word list, keyed by sorted card multiset, with every key's prefixes.

    Build one with :meth:`build` (a second or two for 80,000 words) or load a cached one with
    :func:`quiddler.solver.index_for`. An index is read-only once built; the only thing that
    changes is the memo of :class:`Word` objects made so far, which is never saved.
    """

    __slots__ = (
        "_words",
        "choices",
        "code_of",
        "keys",
        "known_words",
        "offsets",
        "order",
        "size",
        "spellings",
        "table",
        "word_count",
    )

    def __init__(
        self,
        order: tuple[Card, ...],
        table: bytes,
        keys: list[int],
        spellings: str,
        offsets: array[int],
        word_count: int,
    ) -> None:
        #: Cards in code order: ``order[code - 1]`` is the card with that code.
        self.order = order
        #: Card -> its five-bit code (1..31).
        self.code_of: dict[Card, int] = {card: code for code, card in enumerate(order, start=1)}
        #: Flags (:data:`EXTENDS`, :data:`ENDS`) of the slot ``key % size``.
        self.table = table
        self.size = len(table)
        #: The sorted full keys.
        self.keys = keys
        #: Encoded spellings of all keys, space-separated within a key; ``offsets[i]`` starts key i.
        self.spellings = spellings
        self.offsets = offsets
        #: How many words of the list have at least one spelling in the index.
        self.word_count = word_count
        self._words: dict[int, tuple[Word, ...]] = {}
        #: ``known_words(key)``: the words of a key if they were made already, else None.
        self.known_words = self._words.get
        #: The search's memo of the word it shows for each key (see ``search._choice``).
        self.choices: dict[int, tuple[object, ...]] = {}

    @classmethod
    def build(cls, words: Iterable[str]) -> WordIndex:
        """Index every spelling of 2 to :data:`MAX_WORD_CARDS` cards of every lower-case a–z word.

        Other strings (capitals, apostrophes, accents) are skipped, since no card spells them,
        and so is any spelling that needs more copies of a card than the deck holds (ZZZ). The
        result does not depend on the order of ``words``.
        """
        texts = sorted({word for word in words if word and _LETTERS.issuperset(word)})
        order = _card_order(texts)
        # Plain strings, not Card members, in this loop: enum attribute access and hashing would
        # triple the build time.
        code_of = {card.value: code for code, card in enumerate(order, start=1)}
        limit = {card.value: DECK_COUNTS[card] for card in Card}
        by_key: dict[int, list[str]] = {}
        indexed = 0
        for text in texts:
            found = False
            options = _text_spellings(text) if _HAS_DOUBLE(text) else [list(text)]
            for values in options:
                if not 2 <= len(values) <= MAX_WORD_CARDS:
                    continue
                if len(set(values)) < len(values) and any(
                    count > limit[value] for value, count in Counter(values).items()
                ):
                    continue
                key = 0
                for code in sorted([code_of[value] for value in values]):
                    key = (key << 5) | code
                by_key.setdefault(key, []).append(_encode_values(values))
                found = True
            indexed += found
        return cls._assemble(order, by_key, indexed)

    @classmethod
    def _assemble(cls, order: tuple[Card, ...], by_key: dict[int, list[str]], word_count: int) -> WordIndex:
        """Lay out the flat blobs from ``key -> encoded spellings``."""
        prefixes: set[int] = set()
        for key in by_key:
            prefix = key >> 5
            while prefix and prefix not in prefixes:
                prefixes.add(prefix)
                prefix >>= 5
        size = _next_prime(_SLOTS_PER_KEY * (len(prefixes) + len(by_key)) + 1)
        table = bytearray(size)
        for prefix in prefixes:
            table[prefix % size] |= EXTENDS
        keys = sorted(by_key)
        texts: list[str] = []
        offsets = array("I", [0])
        position = 0
        for key in keys:
            table[key % size] |= ENDS
            text = " ".join(sorted(by_key[key]))
            texts.append(text)
            position += len(text)
            offsets.append(position)
        return cls(order, bytes(table), keys, "".join(texts), offsets, word_count)

    def __len__(self) -> int:
        """The number of distinct card multisets that make at least one word."""
        return len(self.offsets) - 1

    def words_at(self, key: int) -> tuple[Word, ...]:
        """The words whose sorted cards are exactly ``key``, or ``()``: made once, then remembered."""
        words = self._words.get(key)
        if words is None:
            keys = self.keys
            position = bisect_left(keys, key)
            if position == len(keys) or keys[position] != key:
                words = ()
            else:
                text = self.spellings[self.offsets[position] : self.offsets[position + 1]]
                words = tuple(_decode_spelling(spelling) for spelling in text.split())
            self._words[key] = words
        return words

    def key_of(self, cards: Iterable[Card]) -> int:
        """The index key of a multiset of cards (whether or not any word uses exactly them)."""
        key = 0
        for code in sorted(self.code_of[card] for card in cards):
            key = (key << 5) | code
        return key

    def spellings_of(self, cards: Iterable[Card]) -> tuple[Word, ...]:
        """Every word that uses exactly these cards, in some order (``()`` if none)."""
        return self.words_at(self.key_of(cards))

    def __getstate__(self) -> tuple[object, ...]:
        order = " ".join(card.value for card in self.order)
        offsets = self.offsets.tobytes()
        return (INDEX_FORMAT, order, self.table, self.keys, self.spellings, offsets, self.word_count)

    def __setstate__(self, state: tuple[object, ...]) -> None:
        if not state or state[0] != INDEX_FORMAT:
            raise ValueError(f"this word index is not in format {INDEX_FORMAT}")
        _, order, table, keys, spellings, offsets_bytes, word_count = state
        offsets = array("I")
        offsets.frombytes(offsets_bytes)  # type: ignore[arg-type]
        cards = tuple(_CARD_BY_VALUE[value] for value in order.split())  # type: ignore[attr-defined]
        self.__init__(cards, table, keys, spellings, offsets, word_count)  # type: ignore[misc, arg-type]

    def __repr__(self) -> str:
        return f"<WordIndex of {self.word_count} words, {len(self)} card multisets>"
