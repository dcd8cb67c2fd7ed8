"""The best cards to keep: from a pool of cards, the best ``keep`` of them laid as words.

The daily game's par (docs/rules.md §12) asks, for each round, which hand of ``keep`` cards taken
from every card the round shows (hand, turned-up card, draw pile) lays down best: its words score,
the rest of the hand costs its points, the discard counts for nothing. A pool has up to 19 cards,
more than a hand (the 2^n bitsets of :mod:`quiddler.solver.search` grow too big there), so this
is a search of its own over the same index, exact unless a budget runs out:

1. **Words.** Step 1 of the hand search (the index's trie walked with the pool's cards) gives
   every word multiset the pool can make. Each becomes a vector of card counts packed in one
   integer, five bits a card face with a guard bit, so "does the pool still hold this word?" is
   one subtraction and one mask.
2. **Faces, highest points first.** A word is filed under its highest-scoring face. The search
   decides the faces in that order: for the face at hand it either lays one more word filed
   under it (in a fixed order, so a set of words is reached once), or decides that no further
   word uses that face and moves to the next. A word never uses a face already passed, so every
   set of words of at most ``keep`` cards is reached exactly once.
3. **Bound.** Every card still to be kept scores at most its points, so a branch whose points so
   far plus the best ``keep − kept`` points still available cannot beat the best found ends.
   Deciding the dearest faces first makes that bound fall fast.
4. **Filling.** A set of words of fewer than ``keep`` cards keeps the cheapest other cards of
   the pool with it, unused: they cost their points. Laying another word never raises that
   cost (the cheapest cards of a smaller pool, fewer of them), so the best keeps as many
   words as help.

The score is not floored at zero here (a pool with no word keeps its cheapest cards at a loss);
a round's score is ``max(0, score)``, as :attr:`Play.round_score` says.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quiddler.engine.cards import Card
from quiddler.engine.errors import InvalidInputError
from quiddler.solver.index import WordIndex
from quiddler.solver.plays import Play
from quiddler.solver.search import _check_rules, _found, _Layout

__all__ = ["KEEP_BUDGET", "Kept", "best_keep"]

#: Search nodes before the search stops and answers the best found (``exact`` False). Whole
#: days of the daily game take a few thousand at most: the budget is a guard, never the rule.
KEEP_BUDGET = 400_000
_FIELD = 5
_COUNT = (1 << (_FIELD - 1)) - 1  # 15: more copies than any card of the deck has


@dataclass(frozen=True)
class Kept:
    """The best play keeping ``keep`` cards of a pool, and whether it is proved best."""

    play: Play
    exact: bool
    nodes: int


def best_keep(
    pool: Sequence[Card],
    keep: int,
    index: WordIndex,
    *,
    min_word_cards: int = 2,
    budget: int = KEEP_BUDGET,
) -> Kept:
    """The best ``keep`` cards of ``pool`` laid as words (see the module docstring).

    ``play.words`` are the words, ``play.unused`` the other cards kept (the cheapest),
    ``play.discard`` None (the pool's other cards are all thrown away), ``play.score`` the
    words' points less the unused cards'. Ties go to the first found in the search's order
    (dearest faces first, each face's words by points, then the index's fixed order).
    """
    _check_rules(min_word_cards)
    if not 0 <= keep <= len(pool):
        raise InvalidInputError(f"cannot keep {keep} of {len(pool)} cards")
    counts = Counter(pool)
    faces = sorted(counts, key=lambda card: (-card.points, card.value))
    if any(count > _COUNT for count in counts.values()):
        raise InvalidInputError("a pool holds at most 15 copies of a card")
    rank = {card: position for position, card in enumerate(faces)}
    shifts = [_FIELD * position for position in range(len(faces))]
    points = [card.points for card in faces]
    guards = sum(1 << (shift + _FIELD - 1) for shift in shifts)
    whole = sum(counts[card] << shifts[rank[card]] for card in faces)
    filed = _file_words(pool, keep, index, min_word_cards, rank, shifts)
    search = _Search(keep, min_word_cards, shifts, points, guards, whole, filed, budget)
    search.run()
    words = tuple(index.group_words(group)[0] for group in search.best_groups)
    words = tuple(sorted(words, key=lambda word: (-word.letter_count, [card.value for card in word.cards])))
    used: Counter[Card] = Counter(card for word in words for card in word.cards)
    unused = _cheapest(counts - used, keep - sum(used.values()))
    score = sum(word.points for word in words) - sum(card.points for card in unused)
    return Kept(Play(words, tuple(sorted(unused)), None, score), search.exact, search.nodes)


def _cheapest(cards: Counter[Card], count: int) -> list[Card]:
    ordered = sorted(cards.elements(), key=lambda card: (card.points, card.value))
    return ordered[:count]


def _file_words(
    pool: Sequence[Card],
    keep: int,
    index: WordIndex,
    min_word_cards: int,
    rank: dict[Card, int],
    shifts: list[int],
) -> list[list[tuple[int, int, int, int]]]:
    """Step 1–2: per face, ``(points, cards, packed counts, group)`` of the words filed under it,
    dearest first. A position mask becomes points and counts through three per-byte tables (a
    pool has at most 24 positions here), and a word's dearest face is its packed counts' lowest
    field, so no word is looked at card by card."""
    layout = _Layout(pool, index)
    if layout.n > 24:
        raise InvalidInputError("a pool holds at most 24 cards")
    points_of: list[list[int]] = []
    packed_of: list[list[int]] = []
    for start in (0, 8, 16):
        points_table, packed_table = [0], [0]
        for byte in range(1, 256):
            low = byte & -byte
            position = start + low.bit_length() - 1
            points, packed = points_table[byte ^ low], packed_table[byte ^ low]
            if position < layout.n:
                card = layout.cards[position]
                points += card.points
                packed += 1 << shifts[rank[card]]
            points_table.append(points)
            packed_table.append(packed)
        points_of.append(points_table)
        packed_of.append(packed_table)
    (p0, p1, p2), (c0, c1, c2) = points_of, packed_of
    filed: list[list[tuple[int, int, int, int]]] = [[] for _ in rank]
    for group, mask in _found(layout, index, min_word_cards):
        cards = mask.bit_count()
        if cards > keep:
            continue
        low, middle, high = mask & 0xFF, (mask >> 8) & 0xFF, mask >> 16
        packed = c0[low] + c1[middle] + c2[high]
        top = ((packed & -packed).bit_length() - 1) // _FIELD
        filed[top].append((p0[low] + p1[middle] + p2[high], cards, packed, group))
    for words in filed:
        words.sort(key=lambda word: -word[0])  # stable: the trie's fixed order among equal points
    return filed


class _Search:
    """Steps 2–4 over packed counts (see the module docstring)."""

    def __init__(
        self,
        keep: int,
        least: int,
        shifts: list[int],
        points: list[int],
        guards: int,
        whole: int,
        filed: list[list[tuple[int, int, int, int]]],
        budget: int,
    ) -> None:
        self.keep = keep
        self.least = least
        self.faces = len(shifts)
        self.shifts = shifts
        self.points = points
        self.guards = guards
        self.whole = whole
        self.filed = filed
        self.budget = budget
        self.nodes = 0
        self.exact = True
        self.best = -(1 << 30)
        self.best_groups: tuple[int, ...] = ()
        self.chosen: list[int] = []

    def _cheapest(self, count: int, cards: int) -> int:
        """Points of the ``count`` cheapest cards of the packed ``cards`` (faces dearest first)."""
        cost = 0
        for face in range(self.faces - 1, -1, -1):
            if count <= 0:
                break
            held = (cards >> self.shifts[face]) & _COUNT
            if held:
                taken = held if held < count else count
                cost += taken * self.points[face]
                count -= taken
        return cost

    def _dearest(self, count: int, cards: int, face: int) -> int:
        """Points of the ``count`` dearest cards of ``cards`` among faces from ``face`` on."""
        total = 0
        for position in range(face, self.faces):
            if count <= 0:
                break
            held = (cards >> self.shifts[position]) & _COUNT
            if held:
                taken = held if held < count else count
                total += taken * self.points[position]
                count -= taken
        return total

    def run(self) -> None:
        self._branch(0, 0, self.whole, 0, 0, 0)

    def _branch(self, face: int, start: int, free: int, used: int, kept: int, score: int) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            self.exact = False
            return
        room = self.keep - kept
        if score + self._dearest(room, free, face) <= self.best:
            return
        if face == self.faces or room < self.least:
            value = score - self._cheapest(room, self.whole - used)
            if value > self.best:
                self.best = value
                self.best_groups = tuple(self.chosen)
            return
        words = self.filed[face]
        guards = self.guards
        for position in range(start, len(words)):
            points, cards, packed, group = words[position]
            if cards > room or ((free | guards) - packed) & guards != guards:
                continue
            self.chosen.append(group)
            self._branch(face, position, free - packed, used + packed, kept + cards, score + points)
            self.chosen.pop()
        # No further word uses this face: its copies still free can only be kept unused.
        self._branch(face + 1, 0, free & ~(_COUNT << self.shifts[face]), used, kept, score)
