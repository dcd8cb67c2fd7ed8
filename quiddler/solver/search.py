"""The exact search: every word of a hand, which parts of the hand split into words, the best plays.

Four steps, each a few hundred cheap operations for an 11-card hand:

1. **Words.** Walk the sub-multisets of the hand in index order (rarest card first), extending a
   key one card at a time and stopping as soon as no indexed key starts with it. Every key that
   ends a word is a word multiset of the hand, found once however many copies of a card the hand
   holds. It is found as the *canonical* mask: the first k copies of each card.
2. **Splittable subsets.** A hand with duplicate cards can use any of the copies, so each word
   multiset becomes all its position masks. Then one pass over the positions from the last to
   the first builds the 2^n-bit set of subsets that split exactly into words: a subset whose
   lowest card is at position b is a word containing b plus a splittable subset of the positions
   after b (see :mod:`quiddler.solver.bitsets`).
3. **Best subsets.** Going out is a bit test per possible discard. The best play is a branch and
   bound over the cards, highest points first, each kept (in a word) or left (the first card left
   is the discard, the others cost their points), where a branch dies as soon as no splittable
   subset agrees with it or it cannot beat the best so far. Only canonical masks are searched, so
   two copies of a card are never tried both ways round.
4. **Best words.** Only for the few subsets that tie for the best score: every way to split them
   into words, ranked by more words, then the longest word in letters, then a fixed order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.words import Word
from quiddler.solver.bitsets import membership_sets, submask_sets
from quiddler.solver.index import MAX_WORD_CARDS, WordIndex
from quiddler.solver.plays import Play, Solution

__all__ = ["MAX_HAND_CARDS", "best_word", "can_go_out", "find_words", "solve"]

#: The most cards :func:`solve` accepts (an 11-card hand is the biggest in a game).
MAX_HAND_CARDS = MAX_WORD_CARDS

_DECK_ORDER: dict[Card, int] = {card: position for position, card in enumerate(Card)}
_POINTS: dict[Card, int] = {card: card.points for card in Card}
_LETTERS: dict[Card, int] = {card: len(card.value) for card in Card}

#: Word key -> (the word chosen to show, its letters, its points, its rank for the fixed order).
_WordChoice = tuple[Word, int, int, tuple[int, ...]]


def _check_hand(hand: Sequence[Card]) -> None:
    """Reject what no table could hold: too many cards, or more copies than the deck has."""
    if len(hand) > MAX_HAND_CARDS:
        raise InvalidInputError(f"a hand of {len(hand)} cards is more than the {MAX_HAND_CARDS} the solver takes")
    seen: dict[Card, int] = {}
    for card in hand:
        if not isinstance(card, Card):
            raise InvalidInputError(f"{card!r} is not a card")
        seen[card] = seen.get(card, 0) + 1
        if seen[card] > DECK_COUNTS[card]:
            raise InvalidInputError(
                f"the deck holds only {DECK_COUNTS[card]} {card.label} cards, not {seen[card]}"
            )


class _Layout:
    """A hand sorted into index order: blocks of equal cards at consecutive positions."""

    __slots__ = ("blocks", "cards", "full", "n", "points")

    def __init__(self, hand: Sequence[Card], index: WordIndex) -> None:
        code_of = index.code_of
        ordered = sorted([(code_of[card], card) for card in hand])
        self.cards: list[Card] = [card for _, card in ordered]
        self.points: list[int] = [_POINTS[card] for card in self.cards]
        self.n = len(self.cards)
        self.full = (1 << self.n) - 1
        #: (code, first position, copies, points of one copy) per distinct card.
        self.blocks: list[tuple[int, int, int, int]] = []
        for position, (code, card) in enumerate(ordered):
            if self.blocks and self.blocks[-1][0] == code:
                code_, start, count, points = self.blocks[-1]
                self.blocks[-1] = (code_, start, count + 1, points)
            else:
                self.blocks.append((code, position, 1, _POINTS[card]))


def _walk(layout: _Layout, index: WordIndex) -> list[tuple[int, int, int]]:
    """Step 1: ``(key, canonical mask, points)`` for every word multiset in the hand.

    A key may be a false hit of the hash table (no word has exactly those cards); the caller
    drops those when it asks the index for the words.
    """
    table = index.table
    size = index.size
    blocks = layout.blocks
    last = len(blocks)
    found: list[tuple[int, int, int]] = []

    stack: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)]
    while stack:
        first, key0, mask0, points0 = stack.pop()
        for block in range(first, last):
            code, start, copies, card_points = blocks[block]
            key, mask, points = key0, mask0, points0
            bit = 1 << start
            following = block + 1 < last
            for _ in range(copies):
                key = (key << 5) | code
                flags = table[key % size]
                if not flags:
                    break
                mask |= bit
                bit <<= 1
                points += card_points
                if flags & 2:
                    found.append((key, mask, points))
                if not flags & 1:
                    break
                if following:
                    stack.append((block + 1, key, mask, points))
    return found


def _position_masks(copies: int, used: int) -> list[int]:
    """Every way to choose ``used`` of ``copies`` equal cards, as masks of the block's bits."""
    masks = _COMBINATIONS.get((copies, used))
    if masks is None:
        masks = [sum(1 << bit for bit in chosen) for chosen in combinations(range(copies), used)]
        _COMBINATIONS[(copies, used)] = masks
    return masks


_COMBINATIONS: dict[tuple[int, int], list[int]] = {}


def _splittable(layout: _Layout, words: Iterable[tuple[int, int]]) -> tuple[int, list[list[tuple[int, int]]]]:
    """Step 2: the bitset of subsets that split exactly into words, and the words by lowest position.

    ``words`` are ``(key, canonical mask)``. Returns ``(splittable, groups)`` where ``groups[b]``
    lists ``(position mask, key)`` for every placement of every word whose lowest card is at b.
    """
    n = layout.n
    repeated = [
        (((1 << copies) - 1) << start, start, copies) for _, start, copies, _ in layout.blocks if copies > 1
    ]
    groups: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for key, mask in words:
        masks = [mask]
        for block_mask, start, copies in repeated:
            part = mask & block_mask
            if part and part != block_mask:
                others = _position_masks(copies, part.bit_count())
                masks = [(placed ^ part) | (other << start) for placed in masks for other in others]
        for placed in masks:
            groups[(placed & -placed).bit_length() - 1].append((placed, key))
    submasks = submask_sets(n)
    full = layout.full
    splittable = 1  # the empty subset
    for lowest in range(n - 1, -1, -1):
        group = groups[lowest]
        if group:
            grown = splittable
            for placed, _ in group:
                grown |= (splittable & submasks[full ^ placed]) << placed
            splittable = grown
    return splittable, groups


def _canonical(layout: _Layout) -> int:
    """The bitset of canonical masks: each card's copies used from the first one of its block on."""
    canonical = 1
    for _, start, copies, _ in layout.blocks:
        pattern = 0
        for used in range(copies + 1):
            pattern |= 1 << (((1 << used) - 1) << start)
        canonical *= pattern  # blocks use disjoint bits, so the product never carries
    return canonical


def _best_subsets(layout: _Layout, splittable: int, discard: bool) -> tuple[int, list[int]]:
    """Step 3 for the best play: its score and every canonical subset (laid as words) that reaches it.

    Cards are decided from the highest points down. A card kept adds its points; the first card
    left is the discard (with ``discard``), so it is the costliest leftover and counts nothing;
    every other card left costs its points. ``candidates`` narrows to the splittable subsets that
    agree with the choices so far; a branch ends when none does or when even keeping every card
    still undecided could not reach the best score found.
    """
    n = layout.n
    points = layout.points
    order = sorted(range(n), key=lambda position: (-points[position], position))
    ordered_points = [points[position] for position in order]
    ahead = [0] * (n + 1)
    for depth in range(n - 1, -1, -1):
        ahead[depth] = ahead[depth + 1] + ordered_points[depth]
    inside, outside = membership_sets(n)
    ordered_inside = [inside[position] for position in order]
    ordered_outside = [outside[position] for position in order]
    ordered_bits = [1 << position for position in order]
    best = -(1 << 30)
    winners: list[int] = []

    def finish(depth: int, subset: int, score: int, spare: bool) -> None:
        """Only one subset agrees with the choices so far: score the rest of the cards directly."""
        nonlocal best, winners
        for step in range(depth, n):
            if subset & ordered_bits[step]:
                score += ordered_points[step]
            elif spare:
                spare = False
            else:
                score -= ordered_points[step]
        if spare and discard:
            return  # every card in words leaves nothing to discard
        if score > best:
            best = score
            winners = [subset]
        elif score == best:
            winners.append(subset)

    def branch(depth: int, candidates: int, score: int, spare: bool) -> None:
        if score + ahead[depth] < best:
            return
        if not candidates & (candidates - 1):
            finish(depth, candidates.bit_length() - 1, score, spare)
            return
        kept = candidates & ordered_inside[depth]
        if kept:
            branch(depth + 1, kept, score + ordered_points[depth], spare)
        left = candidates & ordered_outside[depth]
        if left:
            if spare:
                branch(depth + 1, left, score, False)
            else:
                branch(depth + 1, left, score - ordered_points[depth], False)

    branch(0, splittable & _canonical(layout), 0, discard)
    return best, winners


def _choice(index: WordIndex, key: int) -> _WordChoice:
    """The word shown for a word multiset (the first of its spellings in deck order), with its
    letters, points and rank in the fixed order (longest first, then deck order)."""
    choice = index.choices.get(key)
    if choice is None:
        ranked = []
        for word in index.words_at(key):
            letters = sum(_LETTERS[card] for card in word.cards)
            rank = (-letters, *(_DECK_ORDER[card] for card in word.cards))
            ranked.append((rank, word, letters))
        rank, word, letters = min(ranked, key=lambda item: item[0])
        choice = (word, letters, sum(_POINTS[card] for card in word.cards), rank)
        index.choices[key] = choice
    return choice


class _Splitter:
    """Step 4: the best way to split a splittable subset into words, remembered across subsets.

    Best means more words, then a longer longest word (letters). Both are exact: a split is the
    word covering the lowest card plus a best split of the rest, and replacing the rest by a
    better one never makes the whole worse. Among equals the first found wins, and the search
    order is fixed by the hand's cards, so the answer is always the same.
    """

    __slots__ = ("groups", "index", "memo", "splittable")

    def __init__(self, splittable: int, groups: list[list[tuple[int, int]]], index: WordIndex) -> None:
        self.splittable = splittable
        self.groups = groups
        self.index = index
        #: subset -> (words, longest word in letters, word keys)
        self.memo: dict[int, tuple[int, int, tuple[int, ...]]] = {0: (0, 0, ())}

    def split(self, subset: int) -> tuple[int, int, tuple[int, ...]]:
        """``(number of words, letters of the longest, word keys)`` of the best split of ``subset``."""
        known = self.memo.get(subset)
        if known is not None:
            return known
        splittable = self.splittable
        index = self.index
        best = (-1, -1, ())
        seen: set[int] = set()
        for placed, key in self.groups[(subset & -subset).bit_length() - 1]:
            if placed & subset != placed or key in seen:
                continue
            rest = subset ^ placed
            if not (splittable >> rest) & 1:
                continue
            seen.add(key)  # another placement of the same cards splits the same way
            words, longest, keys = self.split(rest)
            letters = _choice(index, key)[1]
            candidate = (words + 1, letters if letters > longest else longest)
            if candidate > best[:2]:
                best = (*candidate, (key, *keys))
        self.memo[subset] = best
        return best


def _play(
    layout: _Layout, subset: int, splitter: _Splitter, discard: bool
) -> tuple[tuple[object, ...], Play]:
    """The play that lays ``subset`` as its best split: ``(rank, play)``, the smaller rank the
    better among plays of equal score (more words, longer longest word, fixed order, discard)."""
    words, longest, keys = splitter.split(subset)
    choices = sorted((_choice(splitter.index, key) for key in keys), key=lambda choice: choice[3])
    left = sorted(
        (layout.cards[position] for position in range(layout.n) if not subset >> position & 1),
        key=lambda card: (-_POINTS[card], _DECK_ORDER[card]),
    )
    thrown = left.pop(0) if discard and left else None
    unused = tuple(sorted(left, key=_DECK_ORDER.__getitem__))
    score = sum(choice[2] for choice in choices) - sum(_POINTS[card] for card in unused)
    play = Play(tuple(choice[0] for choice in choices), unused, thrown, score)
    order = tuple(choice[3] for choice in choices)
    return (-words, -longest, order, _DECK_ORDER[thrown] if thrown is not None else -1), play


def _go_out_subsets(layout: _Layout, splittable: int, discard: bool) -> list[int]:
    """Step 3 for going out: the subsets of all cards but the cheapest possible discard."""
    if not discard:
        return [layout.full] if layout.n and (splittable >> layout.full) & 1 else []
    best_points = 1 << 30
    subsets: list[int] = []
    for _, start, copies, points in layout.blocks:
        subset = layout.full ^ (1 << (start + copies - 1))  # drop this card's last copy
        if subset and (splittable >> subset) & 1 and points <= best_points:
            if points < best_points:
                best_points, subsets = points, []
            subsets.append(subset)
    return subsets


def _words_of(found: list[tuple[int, int, int]], index: WordIndex) -> list[Word]:
    """The words of step 1, highest points first (ties in index order)."""
    found.sort(key=lambda item: (-item[2], item[0]))
    words: list[Word] = []
    for key, _, _ in found:
        words.extend(index.words_at(key))
    return words


def find_words(hand: Sequence[Card], index: WordIndex) -> list[Word]:
    """Every word the cards can make, each card spelling separately (QU·I·Z and Q·U·I·Z).

    Highest points first. A word uses at least two cards and no more copies of a card than
    ``hand`` holds. Raises :class:`~quiddler.engine.errors.InvalidInputError` for a hand no deck
    could deal (see :func:`solve`).
    """
    _check_hand(hand)
    layout = _Layout(hand, index)
    return _words_of(_walk(layout, index), index)


def best_word(cards: Sequence[Card], index: WordIndex) -> Word | None:
    """The highest-points word the cards can make (ties: more letters, then deck order), or None."""
    _check_hand(cards)
    layout = _Layout(cards, index)
    best: tuple[tuple[int, ...], Word] | None = None
    for key, _, points in _walk(layout, index):
        if index.words_at(key):
            word, _, _, rank = _choice(index, key)
            candidate = (-points, *rank)
            if best is None or candidate < best[0]:
                best = (candidate, word)
    return best[1] if best is not None else None


def _analyse(hand: Sequence[Card], index: WordIndex) -> tuple[_Layout, list[tuple[int, int, int]], int, list]:
    """Steps 1 and 2 for one hand."""
    _check_hand(hand)
    layout = _Layout(hand, index)
    found = [item for item in _walk(layout, index) if index.words_at(item[0])]
    splittable, groups = _splittable(layout, [(key, mask) for key, mask, _ in found])
    return layout, found, splittable, groups


def can_go_out(hand: Sequence[Card], index: WordIndex, *, discard: bool = True) -> bool:
    """True if the hand can lay every card but one as words (every card, with ``discard=False``)."""
    layout, _, splittable, _ = _analyse(hand, index)
    return bool(_go_out_subsets(layout, splittable, discard))


def solve(hand: Sequence[Card], index: WordIndex, *, discard: bool = True) -> Solution:
    """The exact best go-out, best play and every word of ``hand``.

    ``discard=True`` is a hand after drawing: one card is discarded, going out lays all the others.
    ``discard=False`` arranges every card (a hand as dealt): going out lays them all, and the best
    play discards nothing. Ties between plays of equal score go to more words, then a longer
    longest word (letters), then a fixed order, so the same hand always gets the same answer.

    Raises :class:`~quiddler.engine.errors.InvalidInputError` for more than
    :data:`MAX_HAND_CARDS` cards or more copies of a card than the deck holds.
    """
    layout, found, splittable, groups = _analyse(hand, index)
    splitter = _Splitter(splittable, groups, index)
    go_out: Play | None = None
    ranked = [_play(layout, subset, splitter, discard) for subset in _go_out_subsets(layout, splittable, discard)]
    if ranked:
        go_out = min(ranked, key=lambda item: item[0])[1]
    _, subsets = _best_subsets(layout, splittable, discard)
    best = min((_play(layout, subset, splitter, discard) for subset in subsets), key=lambda item: item[0])[1]
    return Solution(tuple(hand), go_out, best, tuple(_words_of(found, index)), discard)
