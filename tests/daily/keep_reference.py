"""An exhaustive reference for the daily par (docs/rules.md §12), written apart from the solver.

Par says a round's best is the best ``keep`` cards of the round's whole pool laid as words (no
bonuses in the daily game), the other kept cards costing their points, floored at 0. This module
finds that number again with nothing of :mod:`quiddler.solver` — no index, no trie walk, none
of :mod:`quiddler.solver.keep`'s code or its order of search — so a test comparing the two
checks the solver rather than itself (bound (a) below rests on the same plain fact as keep's
step 3, a card scores at most its points, written here again):

1. **Spellings** (:class:`Spellings`, once per word list): every word of the list, split every
   way into the deck's cards (a letter, or one of the double cards QU, IN, ER, CL, TH), as a
   multiset of cards packed in one integer: six bits a face, the top one a guard, so "does the
   pool still hold it?" is one subtraction and one mask. Words of one card are no words (§5).
   (``tests/daily/test_par.py`` checks these spellings against the plain recursive ones of
   ``tests/solver/brute.py``.)
2. **Words of a pool** (:meth:`Spellings.fitting`): every spelling the pool holds, of at most
   ``keep`` cards; spellings with the same cards are one (their points are the same).
3. **Sets of words** (:func:`round_best`): a depth-first walk over multisets of those words, each
   multiset reached once (words taken in a fixed order, never an earlier one again), each node
   scored as par scores a hand: its words' points less the cheapest ``keep − kept`` other
   cards of the pool. Two bounds, both plain: words added later use at most ``room`` more cards,
   each card scoring at most (a) its own points, the dearest first, and (b) the best points per
   card of any word still to be tried (the words are tried in that ratio's falling order); and
   the cards kept unused never score more than nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import NamedTuple

from quiddler.engine.cards import Card

_BITS = 6
_FACES = tuple(Card)
_SHIFT = {card: _BITS * position for position, card in enumerate(_FACES)}
_GUARDS = sum(1 << (shift + _BITS - 1) for shift in _SHIFT.values())
_FIELD = (1 << (_BITS - 1)) - 1


def packed(cards: Iterable[Card]) -> int:
    """``cards`` as counts, one field a face."""
    return sum(1 << _SHIFT[card] for card in cards)


def holds(pool: int, cards: int) -> bool:
    """True if the packed ``pool`` holds every card of the packed ``cards``."""
    return ((pool | _GUARDS) - cards) & _GUARDS == _GUARDS


class Spelling(NamedTuple):
    """One word's cards: ``points`` (their sum, a word's score), ``cards`` (how many), ``packed``."""

    points: int
    cards: int
    packed: int


_DOUBLES = tuple(card for card in _FACES if len(card.letters) == 2)
_LETTERS = {card.letters: card for card in _FACES if len(card.letters) == 1}
_LETTER_POINTS = {letter: card.points for letter, card in _LETTERS.items()}
_LETTER_STEP = {letter: 1 << _SHIFT[card] for letter, card in _LETTERS.items()}
# No double card's second letter is another's first (u n r l h against q i e c t), so where
# double cards can stand in a word never overlaps: each set of those places is one spelling.
assert not {card.letters[1] for card in _DOUBLES} & {card.letters[0] for card in _DOUBLES}
#: Per double card: its letters, and what making them one card adds to points and counts.
_MERGES = tuple(
    (
        card.letters,
        card.points - sum(_LETTER_POINTS[letter] for letter in card.letters),
        (1 << _SHIFT[card]) - sum(_LETTER_STEP[letter] for letter in card.letters),
    )
    for card in _DOUBLES
)


def spellings_of(text: str) -> list[Spelling]:
    """Every way to spell ``text`` with cards: ``thin`` is TH IN, TH I N, T H IN or T H I N.

    The one-letter spelling, then each place a double card's letters stand either kept as two
    cards or made one double card; only the cards' sum, count and counts are kept of each way."""
    if not set(text) <= _LETTERS.keys():
        return []
    ways = [
        Spelling(
            sum(map(_LETTER_POINTS.__getitem__, text)), len(text), sum(map(_LETTER_STEP.__getitem__, text))
        )
    ]
    for letters, points, step in _MERGES:
        for _place in range(text.count(letters)):
            ways += [Spelling(way.points + points, way.cards - 1, way.packed + step) for way in ways]
    return ways


class Spellings:
    """Every card spelling of every word of a list (step 1), one a multiset of cards, of
    ``least`` to ``most`` cards (words of more cards are left out: a round keeps ``most`` at most)."""

    def __init__(self, words: Iterable[str], *, least: int = 2, most: int = 10) -> None:
        self.least = least
        self.most = most
        found: dict[int, Spelling] = {}
        for word in words:
            if len(word) <= 2 * most:
                found.update((way.packed, way) for way in spellings_of(word) if least <= way.cards <= most)
        # Filed by size and by the word's two rarest faces in the deck: a pool lacks most rare
        # faces, so most files are passed over whole (step 2).
        self.files: dict[tuple[int, int, int], list[Spelling]] = {}
        for way in found.values():
            self.files.setdefault((way.cards, *_rarest_two(way.packed)), []).append(way)

    def fitting(self, pool: Sequence[Card], keep: int) -> list[Spelling]:
        """Step 2: the spellings ``pool`` holds, of ``keep`` cards at most."""
        if keep > self.most:
            raise ValueError(f"these spellings have {self.most} cards at most, not {keep}")
        whole = packed(pool)
        has = {face for face in range(len(_FACES)) if whole >> _BITS * face & _FIELD}
        whole |= _GUARDS
        return [
            way
            for (size, rare, other), ways in self.files.items()
            if size <= keep and rare in has and other in has
            for way in ways
            if (whole - way.packed) & _GUARDS == _GUARDS
        ]


#: The faces, fewest copies in the deck first.
_RARE_FIRST = sorted(range(len(_FACES)), key=lambda face: _FACES[face].count)


def _rarest_two(cards: int) -> tuple[int, int]:
    """The two rarest faces of packed ``cards`` (the one twice for a word of one face)."""
    found = [face for face in _RARE_FIRST if cards >> _BITS * face & _FIELD][:2]
    return found[0], found[-1]


def _values(pool: int) -> list[int]:
    """The points of every card of the packed ``pool``, cheapest first."""
    return sorted(card.points for card in _FACES for _ in range((pool >> _SHIFT[card]) & _FIELD))


def round_best(pool: Sequence[Card], keep: int, spellings: Spellings) -> int:
    """Step 3: the best score of ``keep`` cards of ``pool`` laid as words, floored at 0."""
    words = sorted(spellings.fitting(pool, keep), key=lambda word: -Fraction(word.points, word.cards))
    best = 0

    def walk(words: list[Spelling], free: int, kept: int, points: int) -> None:
        nonlocal best
        room = keep - kept
        values = _values(free)
        best = max(best, points - sum(values[:room]))
        if room < spellings.least or points + sum(values[len(values) - room :]) <= best:
            return
        usable = [word for word in words if word.cards <= room and holds(free, word.packed)]
        for position, word in enumerate(usable):
            if (points - best) * word.cards + room * word.points <= 0:
                break  # (b): no word from here on adds more than room × its points per card
            walk(usable[position:], free - word.packed, kept + word.cards, points + word.points)

    walk(words, packed(pool), 0, 0)
    return best
