"""The exact search: every word of a hand, which parts of it split into words, the best plays.

Four steps, each a few hundred cheap operations for an 11-card hand:

1. **Words.** Walk the sub-multisets of the hand in index order (rarest card first), extending
   keys one card at a time and dropping a key as soon as no indexed key starts with it. Every
   key that ends a word is a word multiset of the hand, found once however many copies of a
   card the hand holds, as its *canonical* mask (the first k copies of each card).
2. **Splittable subsets.** A hand with two copies of a card may use either, so each word
   multiset becomes all its position masks (*placements*). Then one pass over the positions,
   first to last, builds the 2^n-bit set of subsets that split exactly into words: a subset whose
   highest card is at position b is a word containing b plus a splittable subset of the
   positions below b (see :mod:`quiddler.solver.bitsets`). Positions run from the commonest
   card to the rarest, so the sets stay short until the rare cards come.
3. **Best subsets.** Going out is a bit test per possible discard. The best play is a branch and
   bound over the cards, highest points first, each kept (in a word) or left (the first card left
   is the discard, the others cost their points); a branch ends as soon as no splittable subset
   agrees with it or it cannot reach the best score so far. Only canonical masks are searched,
   so two copies of a card are never tried both ways round.
4. **Best words.** Only for the few subsets that tie for the best score, as card multisets: the
   most words (a search on the words holding the subset's rarest card, remembered per subset
   and cut off when it cannot win), then the longest word (the longest that leaves a rest with
   one word fewer), then the other words one rarest card at a time. Ties between subsets go to
   more words, then a longer longest word (letters), then a fixed order (words longest first,
   then deck order; then the discard in deck order).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, compress

from quiddler.engine.cards import DECK_COUNTS, Card
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.words import Word
from quiddler.solver.bitsets import membership_sets, submask_sets
from quiddler.solver.index import ENDS, EXTENDS, MAX_WORD_CARDS, WordIndex
from quiddler.solver.plays import Play, Solution

__all__ = ["MAX_HAND_CARDS", "best_word", "can_go_out", "check_hand", "find_words", "solve"]

#: The most cards :func:`solve` accepts (an 11-card hand is the biggest in a game).
MAX_HAND_CARDS = MAX_WORD_CARDS

_DECK_ORDER: dict[Card, int] = {card: position for position, card in enumerate(Card)}
_POINTS: dict[Card, int] = {card: card.points for card in Card}
_LETTERS: dict[Card, int] = {card: len(card.value) for card in Card}

#: What the search keeps about a word multiset: the word shown for it (the first of its
#: spellings in deck order), its letters, its points, and its rank in the fixed order.
_WordChoice = tuple[Word, int, int, tuple[int, ...]]


def check_hand(hand: Sequence[Card]) -> None:
    """Reject what no table could hold: too many cards, or more copies than the deck has."""
    if len(hand) > MAX_HAND_CARDS:
        raise InvalidInputError(
            f"a hand of {len(hand)} cards is more than the {MAX_HAND_CARDS} the solver takes"
        )
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
    """A hand laid out for the search: equal cards at consecutive positions.

    Positions run from the commonest card to the rarest, so that a word's *highest* position is
    its rarest card: step 2 grows its bitsets by highest position, and they stay short (2^(b+1)
    bits) until the rare cards come. ``blocks`` lists the distinct cards rarest first, the order
    of the index keys that step 1 walks in.
    """

    __slots__ = ("blocks", "cards", "doubles", "full", "n", "points")

    def __init__(self, hand: Sequence[Card], index: WordIndex) -> None:
        code_of = index.code_of
        ordered = sorted([(code_of[card], card) for card in hand], reverse=True)
        self.cards: list[Card] = [card for _, card in ordered]
        self.points: list[int] = [_POINTS[card] for card in self.cards]
        self.n = len(self.cards)
        self.full = (1 << self.n) - 1
        #: The positions of double cards (a word's letters: its cards plus its double cards).
        self.doubles = sum(1 << position for position, card in enumerate(self.cards) if card.is_double)
        #: (code, first position, copies, points of one copy) per distinct card, rarest first.
        blocks: list[tuple[int, int, int, int]] = []
        for position, (code, card) in enumerate(ordered):
            if blocks and blocks[-1][0] == code:
                code_, start, count, points = blocks[-1]
                blocks[-1] = (code_, start, count + 1, points)
            else:
                blocks.append((code, position, 1, _POINTS[card]))
        self.blocks = blocks[::-1]


def _walk(layout: _Layout, index: WordIndex) -> list[tuple[int, int, int]]:
    """Step 1: ``(key, canonical mask, points)`` for every word multiset in the hand.

    Breadth first, one distinct card at a time: every prefix kept so far may take one, two, …
    copies of the card. The probes of a round are one list comprehension, so a failed probe
    costs a few bytecodes. A key may be a false hit of the hash table (no word has exactly those
    cards); :func:`_analyse` drops those when it asks the index for the words.
    """
    table = index.table
    size = index.size
    keys = [0]
    masks = [0]
    points = [0]
    found: list[tuple[int, int, int]] = []
    for code, start, copies, card_points in layout.blocks:
        bit = 1 << start
        low, high = 0, len(keys)
        for _ in range(copies):
            flags = [table[((key << 5) | code) % size] for key in keys[low:high]]
            grown = len(keys)
            for position in compress(range(low, high), flags):
                flag = flags[position - low]
                key = (keys[position] << 5) | code
                mask = masks[position] | bit
                total = points[position] + card_points
                if flag & ENDS:
                    found.append((key, mask, total))
                if flag & EXTENDS:
                    keys.append(key)
                    masks.append(mask)
                    points.append(total)
            low, high = grown, len(keys)
            if low == high:
                break
            bit <<= 1
    return found


_COMBINATIONS: dict[tuple[int, int], list[int]] = {}


def _real(found: list[tuple[int, int, int]], index: WordIndex) -> list[tuple[int, int, int]]:
    """The found keys that really are words (the hash table can say yes wrongly), asking the
    index's memo directly first: most keys of a session have been seen before."""
    known = index.known_words
    return [item for item in found if known(item[0]) or (known(item[0]) is None and index.words_at(item[0]))]


def _position_masks(copies: int, used: int) -> list[int]:
    """Every way to choose ``used`` of ``copies`` equal cards, as masks of the block's bits."""
    masks = _COMBINATIONS.get((copies, used))
    if masks is None:
        masks = [sum(1 << bit for bit in chosen) for chosen in combinations(range(copies), used)]
        _COMBINATIONS[(copies, used)] = masks
    return masks


def _choice(index: WordIndex, key: int) -> _WordChoice:
    """The word shown for a word multiset, its letters, its points and its fixed-order rank
    (longest first, then deck order), made once per index."""
    choice = index.choices.get(key)
    if choice is None:
        ranked = []
        for word in index.words_at(key):
            letters = sum(_LETTERS[card] for card in word.cards)
            ranked.append(((-letters, *(_DECK_ORDER[card] for card in word.cards)), word, letters))
        rank, word, letters = min(ranked, key=lambda item: item[0])
        choice = (word, letters, sum(_POINTS[card] for card in word.cards), rank)
        index.choices[key] = choice
    return choice  # type: ignore[return-value]


class _Analysis:
    """Steps 1 and 2 for one hand, and step 4 on demand."""

    __slots__ = (
        "by_card",
        "by_length",
        "first_copy",
        "found",
        "groups",
        "index",
        "key_at",
        "layout",
        "most_words",
        "repeated",
        "repeated_mask",
        "splittable",
        "splittable_bits",
        "too_few",
    )

    def __init__(self, hand: Sequence[Card], index: WordIndex) -> None:
        check_hand(hand)
        self.index = index
        self.layout = layout = _Layout(hand, index)
        #: ``(key, canonical mask, points)`` of every word multiset in the hand.
        self.found = _real(_walk(layout, index), index)
        #: ``(block mask, first position, copies)`` of each card the hand holds more than once.
        self.repeated = [
            (((1 << copies) - 1) << start, start, copies)
            for _, start, copies, _ in layout.blocks
            if copies > 1
        ]
        self.repeated_mask = 0
        for block_mask, _, _ in self.repeated:
            self.repeated_mask |= block_mask
        #: ``groups[b]``: the placements (position masks) of words whose highest card is at b.
        self.groups: list[list[int]] = [[] for _ in range(layout.n)]
        self._place()
        #: The bitset of subsets that split into words (the empty one included), and its bytes.
        self.splittable = self._splittable()
        self.splittable_bits = _bits(self.splittable)
        #: Step 4's memo: canonical subset -> the most words it splits into.
        self.most_words: dict[int, int] = {0: 0}
        #: ``(subset, words)`` known not to split into that many words.
        self.too_few: set[tuple[int, int]] = set()
        self.key_at: dict[int, int] = {}
        self.by_length: list[int] | None = None
        self.by_card: dict[int, list[int]] | None = None
        #: For each position, the first position of its card's block.
        self.first_copy = [0] * layout.n
        for _, start, copies, _ in layout.blocks:
            self.first_copy[start : start + copies] = [start] * copies

    def _file_words(self) -> None:
        """Step 4's word lists, made on first use, of canonical masks (one per word multiset).

        ``key_at[mask]`` is the word's index key; ``by_length`` has every word, longest first
        (letters: a double card gives two), then in mask order; ``by_card[b]``, for the first
        position b of each card, has the words whose rarest card it is, fewest cards first.
        Both orders are fixed by the hand's cards, so the answers are always the same.
        """
        doubles = self.layout.doubles
        self.key_at = {mask: key for key, mask, _ in self.found}
        masks = list(self.key_at)
        sizes = [mask.bit_count() for mask in masks]
        # Tuples sort in C: faster than a key function.
        letters = [-size - (mask & doubles).bit_count() for size, mask in zip(sizes, masks, strict=True)]
        self.by_length = [mask for _, mask in sorted(zip(letters, masks, strict=True))]
        first = self.first_copy
        by_card: dict[int, list[int]] = {}
        for _, mask in sorted(zip(sizes, masks, strict=True)):
            by_card.setdefault(first[mask.bit_length() - 1], []).append(mask)
        self.by_card = by_card

    def _minus(self, subset: int, mask: int) -> int:
        """The canonical mask of the cards of ``subset`` less those of ``mask`` (both canonical)."""
        rest = subset ^ mask
        if mask & self.repeated_mask:
            for block_mask, start, _ in self.repeated:
                used = mask & block_mask
                if used:
                    kept = (subset & block_mask).bit_count() - used.bit_count()
                    rest = (rest & ~block_mask) | (((1 << kept) - 1) << start)
        return rest

    def _place(self) -> None:
        """Every placement of every word multiset, filed by its highest position."""
        groups = self.groups
        # A canonical mask uses a repeated card partly when it has the block's first copy but
        # not its last; only then are there other placements.
        partly = 0
        for _, start, _ in self.repeated:
            partly |= 1 << start
        for _, mask, _ in self.found:
            if not mask & partly:
                groups[mask.bit_length() - 1].append(mask)
                continue
            masks = [mask]
            for block_mask, start, copies in self.repeated:
                part = mask & block_mask
                if part and part != block_mask:
                    others = _position_masks(copies, part.bit_count())
                    masks = [(placed ^ part) | (other << start) for placed in masks for other in others]
            for placed in masks:
                groups[placed.bit_length() - 1].append(placed)

    def _splittable(self) -> int:
        """Step 2, highest card first: the words whose highest card is at b join the splittable
        subsets of the positions below b, so the bitset is 2^(b+1) bits long while b is low."""
        submasks = submask_sets(self.layout.n)
        splittable = 1  # the empty subset
        for highest, group in enumerate(self.groups):
            if group:
                below = (1 << highest) - 1
                grown = splittable
                for placed in group:
                    grown |= (splittable & submasks[(placed & below) ^ below]) << placed
                splittable = grown
        return splittable

    def is_splittable(self, subset: int) -> bool:
        bits = self.splittable_bits
        return (subset >> 3) < len(bits) and bool((bits[subset >> 3] >> (subset & 7)) & 1)

    def most(self, subset: int) -> int:
        """The most words a splittable canonical ``subset`` splits into.

        Some word of every split uses the subset's rarest card (the card fewest words use, as a
        rule), so branch on those words, smallest first; a branch that could not beat the best so
        far even if the rest split into two-card words is skipped. The answer is remembered per
        subset (a card multiset, so two copies of a card never give two states).
        """
        known = self.most_words.get(subset)
        if known is not None:
            return known
        if self.by_card is None:
            self._file_words()
        assert self.by_card is not None
        # Some word of every split uses the subset's rarest card, and such a word has no rarer
        # card, so it is filed under that card.
        using = self.by_card.get(self.first_copy[subset.bit_length() - 1], ())
        bits = self.splittable_bits
        repeated_mask = self.repeated_mask
        cap = subset.bit_count() // 2
        best = 0
        for mask in [mask for mask in using if mask & subset == mask]:
            rest = self._minus(subset, mask) if mask & repeated_mask else subset ^ mask
            # rest <= subset, which is splittable, so its byte is there.
            if rest.bit_count() // 2 < best or not (bits[rest >> 3] >> (rest & 7)) & 1:
                continue
            words = 1 + self.most(rest)
            if words > best:
                best = words
                if best == cap:
                    break
        self.most_words[subset] = best
        return best

    def at_least(self, subset: int, words: int) -> bool:
        """True if a splittable canonical ``subset`` splits into ``words`` words or more.

        Cheaper than :meth:`most` when the answer is yes: it stops at the first split found.
        """
        if words <= 1:
            return words <= 0 or subset != 0
        known = self.most_words.get(subset)
        if known is not None:
            return known >= words
        if (subset, words) in self.too_few:
            return False
        if self.by_card is None:
            self._file_words()
        assert self.by_card is not None
        bits = self.splittable_bits
        repeated_mask = self.repeated_mask
        for mask in self.by_card.get(self.first_copy[subset.bit_length() - 1], ()):
            if mask & subset != mask:
                continue
            rest = self._minus(subset, mask) if mask & repeated_mask else subset ^ mask
            if rest.bit_count() < 2 * (words - 1) or not (bits[rest >> 3] >> (rest & 7)) & 1:
                continue
            if self.at_least(rest, words - 1):
                return True
        self.too_few.add((subset, words))
        return False

    def _fits(self, subset: int, mask: int, words: int) -> int:
        """The rest of ``subset`` without word ``mask`` if it splits into ``words`` words (and so
        into no more, when ``subset`` splits into at most ``words + 1``), else -1."""
        if mask & subset != mask:
            return -1
        rest = self._minus(subset, mask) if mask & self.repeated_mask else subset ^ mask
        if rest.bit_count() < 2 * words or not (self.splittable_bits[rest >> 3] >> (rest & 7)) & 1:
            return -1
        return rest if self.at_least(rest, words) else -1

    def longest(self, subset: int, words: int) -> tuple[int, int, int]:
        """``(letters, word mask, rest)``: the longest word of a best split of ``subset`` into
        ``words`` words (the most it allows), and the cards left for the others."""
        if self.by_length is None:
            self._file_words()
        assert self.by_length is not None
        # The longest word leaves at least two cards for each other word.
        most_cards = subset.bit_count() - 2 * (words - 1)
        for mask in self.by_length:
            if mask & subset != mask or mask.bit_count() > most_cards:
                continue
            rest = self._fits(subset, mask, words - 1)
            if rest >= 0:
                return mask.bit_count() + (mask & self.layout.doubles).bit_count(), mask, rest
        raise AssertionError("a splittable subset always has a longest word")

    def split(self, subset: int) -> tuple[int, int, list[int]]:
        """Step 4: ``(words, letters of the longest word, word keys)`` of the best split of a
        splittable canonical ``subset``: the most words, then the longest word, then the other
        words one card at a time, each the first in the fixed order that still allows the most
        words (a fixed search order, so always the same answer)."""
        if not subset:
            return 0, 0, []
        words = self.most(subset)
        letters, mask, rest = self.longest(subset, words)
        assert self.by_card is not None
        key_at = self.key_at
        keys = [key_at[mask]]
        for needed in range(words - 2, -1, -1):
            for mask in self.by_card.get(self.first_copy[rest.bit_length() - 1], ()):
                left = self._fits(rest, mask, needed)
                if left >= 0:
                    keys.append(key_at[mask])
                    rest = left
                    break
        return words, letters, keys

    def best_play(self, subsets: list[int], discard: bool) -> Play | None:
        """The best play among subsets of equal score: the most words, then the longest word,
        then the fixed order. The cheap measures go first, so that most subsets are dropped
        before their words are worked out."""
        if len(subsets) > 1:
            most = {subset: self.most(subset) if subset else 0 for subset in subsets}
            top = max(most.values())
            subsets = [subset for subset in subsets if most[subset] == top]
        if len(subsets) > 1 and top:
            longest = {subset: self.longest(subset, top)[0] for subset in subsets}
            top = max(longest.values())
            subsets = [subset for subset in subsets if longest[subset] == top]
        if not subsets:
            return None
        return min((self.play(subset, discard) for subset in subsets), key=lambda item: item[0])[1]

    def play(self, subset: int, discard: bool) -> tuple[tuple[object, ...], Play]:
        """The play that lays ``subset`` as its best split: ``(rank, play)``, the smaller rank the
        better among plays of equal score."""
        layout = self.layout
        words, longest, keys = self.split(subset)
        choices = sorted((_choice(self.index, key) for key in keys), key=lambda choice: choice[3])
        left = sorted(
            (layout.cards[position] for position in range(layout.n) if not (subset >> position) & 1),
            key=lambda card: (-_POINTS[card], _DECK_ORDER[card]),
        )
        thrown = left.pop(0) if discard and left else None
        unused = tuple(sorted(left, key=_DECK_ORDER.__getitem__))
        score = sum(choice[2] for choice in choices) - sum(_POINTS[card] for card in unused)
        play = Play(tuple(choice[0] for choice in choices), unused, thrown, score)
        order = tuple(choice[3] for choice in choices)
        return (-words, -longest, order, _DECK_ORDER[thrown] if thrown is not None else -1), play

    def go_out_subsets(self, discard: bool) -> list[int]:
        """Step 3 for going out: all cards but the cheapest discard that leaves words (or all cards)."""
        layout = self.layout
        if not discard:
            return [layout.full] if layout.n and self.is_splittable(layout.full) else []
        cheapest = 1 << 30
        subsets: list[int] = []
        for _, start, copies, points in layout.blocks:
            subset = layout.full ^ (1 << (start + copies - 1))  # drop this card's last copy
            if subset and points <= cheapest and self.is_splittable(subset):
                if points < cheapest:
                    cheapest, subsets = points, []
                subsets.append(subset)
        return subsets

    def best_subsets(self, discard: bool) -> list[int]:
        """Step 3 for the best play: every canonical subset (laid as words) of the best score.

        Cards are decided from the highest points down. A card kept adds its points; the first
        card left is the discard (with ``discard``), so it is the costliest leftover and counts
        nothing; every other card left costs its points. ``candidates`` narrows to the splittable
        subsets that agree with the choices so far; a branch ends when none does, or when keeping
        every card still undecided could not reach the best score found.
        """
        layout = self.layout
        n = layout.n
        order = sorted(range(n), key=lambda position: (-layout.points[position], position))
        points = [layout.points[position] for position in order]
        ahead = [0] * (n + 1)
        for depth in range(n - 1, -1, -1):
            ahead[depth] = ahead[depth + 1] + points[depth]
        inside, outside = membership_sets(n)
        keep = [inside[position] for position in order]
        leave = [outside[position] for position in order]
        bits = [1 << position for position in order]
        best = -(1 << 30)
        winners: list[int] = []

        def finish(depth: int, subset: int, score: int, spare: bool) -> None:
            """One subset agrees with the choices so far: score the cards still undecided."""
            nonlocal best, winners
            for step in range(depth, n):
                if subset & bits[step]:
                    score += points[step]
                elif spare:
                    spare = False
                else:
                    score -= points[step]
            if spare and discard:
                return  # every card in words leaves nothing to discard
            if score > best:
                best, winners = score, [subset]
            elif score == best:
                winners.append(subset)

        def branch(depth: int, candidates: int, score: int, spare: bool) -> None:
            if score + ahead[depth] < best:
                return
            if not candidates & (candidates - 1):
                finish(depth, candidates.bit_length() - 1, score, spare)
                return
            kept = candidates & keep[depth]
            if kept:
                branch(depth + 1, kept, score + points[depth], spare)
            left = candidates & leave[depth]
            if left:
                branch(depth + 1, left, score if spare else score - points[depth], False)

        branch(0, self.splittable & _canonical(layout), 0, discard)
        return winners

    def words(self) -> list[Word]:
        """Every word of step 1, highest points first (ties in index order)."""
        words: list[Word] = []
        for key, _, _ in sorted(self.found, key=lambda item: (-item[2], item[0])):
            words.extend(self.index.words_at(key))
        return words


def _bits(bitset: int) -> bytes:
    """A bitset as little-endian bytes: testing bit ``m`` is then ``bits[m >> 3] >> (m & 7) & 1``,
    a few small-int operations instead of shifting the whole big integer."""
    return bitset.to_bytes((bitset.bit_length() + 7) // 8, "little")


def _canonical(layout: _Layout) -> int:
    """The bitset of canonical masks: each card's copies used from the first of its block on."""
    canonical = 1
    for _, start, copies, _ in layout.blocks:
        pattern = 0
        for used in range(copies + 1):
            pattern |= 1 << (((1 << used) - 1) << start)
        canonical *= pattern  # blocks use disjoint bits, so the product never carries
    return canonical


def find_words(hand: Sequence[Card], index: WordIndex) -> list[Word]:
    """Every word the cards can make, each card spelling separately (QU·I·Z and Q·U·I·Z).

    Highest points first. A word uses at least two cards and no more copies of a card than
    ``hand`` holds. Raises :class:`~quiddler.engine.errors.InvalidInputError` for a hand no deck
    could deal (see :func:`solve`).
    """
    check_hand(hand)
    found = _real(_walk(_Layout(hand, index), index), index)
    words: list[Word] = []
    for key, _, _ in sorted(found, key=lambda item: (-item[2], item[0])):
        words.extend(index.words_at(key))
    return words


def best_word(cards: Sequence[Card], index: WordIndex) -> Word | None:
    """The highest-points word the cards can make (ties: more letters, then deck order), or None."""
    check_hand(cards)
    best: tuple[tuple[int, ...], Word] | None = None
    for key, _, points in _walk(_Layout(cards, index), index):
        if index.words_at(key):
            word, _, _, rank = _choice(index, key)
            candidate = (-points, *rank)
            if best is None or candidate < best[0]:
                best = (candidate, word)
    return best[1] if best is not None else None


def can_go_out(hand: Sequence[Card], index: WordIndex, *, discard: bool = True) -> bool:
    """True if the hand can lay every card but one as words (every card, with ``discard=False``)."""
    return bool(_Analysis(hand, index).go_out_subsets(discard))


def solve(hand: Sequence[Card], index: WordIndex, *, discard: bool = True) -> Solution:
    """The exact best go-out, best play and every word of ``hand``.

    ``discard=True`` is a hand after drawing: one card is discarded, and going out lays all the
    others. ``discard=False`` arranges every card (a hand as dealt): going out lays them all and
    the best play discards nothing. Ties between plays of equal score go to more words, then a
    longer longest word (letters), then a fixed order, so a hand always gets the same answer.

    Raises :class:`~quiddler.engine.errors.InvalidInputError` for more than
    :data:`MAX_HAND_CARDS` cards or more copies of a card than the deck holds.
    """
    analysis = _Analysis(hand, index)
    go_out = analysis.best_play(analysis.go_out_subsets(discard), discard)
    best = analysis.best_play(analysis.best_subsets(discard), discard)
    assert best is not None, "every hand has a best play, if only of no word"
    return Solution(tuple(hand), go_out, best, tuple(analysis.words()), discard)
