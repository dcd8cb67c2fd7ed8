"""The exact search: every word of a hand, which parts of it split into words, the best plays.

Four steps, each a few hundred cheap operations for an 11-card hand:

1. **Words.** Walk the index's trie with the hand's cards, rarest first, one distinct card at a
   time; a branch is kept only while a card still to come continues it. Every node that ends a
   word multiset is found once, however many copies of a card the hand holds, as its *group*
   and *canonical* mask (the first k copies of each card).
2. **Splittable subsets.** A hand with two copies of a card may use either, so each word
   multiset becomes all its position masks (*placements*). Then one pass over them, by highest
   position, builds the 2^n-bit set of subsets that split exactly into words: a subset whose
   highest card is at position b is a word containing b plus a splittable subset of the
   positions below b (see :mod:`quiddler.solver.bitsets`). Positions run from the commonest
   card to the rarest, so the sets stay short until the rare cards come.
3. **Best subsets.** Going out is a bit test per possible discard. When the hand goes out with
   its cheapest card, that is also the best play; otherwise the best play is a branch and bound
   over the cards, highest points first, each kept (in a word) or left (the first card left is
   the discard, the others cost their points), from going out's score if any; a branch ends as
   soon as no splittable subset agrees with it or it cannot reach the best score. Only
   canonical masks are searched, so two copies of a card are never tried both ways round.
4. **Best words.** Only for the few subsets that tie for the best score, as card multisets: the
   most words (asked downwards as yes/no questions, "does it split into k words or more?", each
   a search on the words whose rarest card is the subset's that stops at the first split found
   and drops a word that leaves too few cards; what is known is remembered per subset), then,
   one word at a time, the first word in the fixed order (most letters, then cards in deck
   order) that leaves a rest splitting into one word fewer. That gives the longest word such a
   split can have, then the split that comes first in the fixed order. Subsets that tie are
   split side by side, a word at a time, and a subset drops out at the first word that loses,
   so a loser is never split to the end. Ties between subsets go to more words, then a longer
   longest word (letters), then the words in the fixed order, then the discard in deck order.

Everything works on integers (masks, groups, bitsets); :class:`Word` and :class:`Play` objects
are made only for the answers, and the index remembers each group's words once made. Every word
of the hand (``Solution.words``) is made only when it is first read (:class:`WordList`).

This module is over the project's ~500 lines on purpose: it is the solver's one hot loop (every
hint, every computer move and every playout of the expert run it), and its four steps share the
same integer masks, local tables and closures; split across modules, each step's inner loops
would reach the others through module attributes, and the pieces could not be read alone anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from quiddler import i18n
from quiddler.engine.cards import DECK_COUNTS, DOUBLE_CARDS, Card
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.rules import RuleOptions
from quiddler.engine.words import Word
from quiddler.solver.bitsets import membership_sets, submask_sets
from quiddler.solver.index import ENDS, MAX_WORD_CARDS, WordIndex
from quiddler.solver.plays import Play, Solution, WordList

__all__ = ["MAX_HAND_CARDS", "best_word", "can_go_out", "check_hand", "find_words", "solve", "solve_for"]

#: The most cards :func:`solve` accepts (an 11-card hand is the biggest in a game).
MAX_HAND_CARDS = MAX_WORD_CARDS

_DECK_ORDER: dict[Card, int] = {card: position for position, card in enumerate(Card)}
_POINTS: dict[Card, int] = {card: card.points for card in Card}
_DOUBLES = frozenset(DOUBLE_CARDS)
#: The discard is the costliest card left, the first in deck order among equals.
_DISCARD_ORDER: dict[Card, tuple[int, int]] = {card: (-card.points, _DECK_ORDER[card]) for card in Card}


def check_hand(hand: Sequence[Card]) -> None:
    """Reject what no table could hold: too many cards, or more copies than the deck has."""
    if len(hand) > MAX_HAND_CARDS:
        raise InvalidInputError(
            i18n._("a hand of {count} cards is more than the {most} the solver takes").format(
                count=len(hand), most=MAX_HAND_CARDS
            )
        )
    seen: dict[Card, int] = {}
    for card in hand:
        if not isinstance(card, Card):
            raise InvalidInputError(i18n._("{card} is not a card").format(card=repr(card)))
        seen[card] = seen.get(card, 0) + 1
        if seen[card] > DECK_COUNTS[card]:
            raise InvalidInputError(
                i18n._("the deck holds only {count} {card} cards, not {seen}").format(
                    count=DECK_COUNTS[card], card=card.label, seen=seen[card]
                )
            )


def _check_rules(min_word_cards: int) -> None:
    """Refuse a minimum no rule set can have (``RuleOptions`` refuses it too)."""
    if not isinstance(min_word_cards, int) or min_word_cards < 1:
        raise InvalidInputError("a word must use at least one card")


class _Layout:
    """A hand laid out for the search: equal cards at consecutive positions.

    Positions run from the commonest card to the rarest, so that a word's *highest* position is
    its rarest card: step 2 grows its bitsets by highest position, and they stay short (2^(b+1)
    bits) until the rare cards come. ``blocks`` lists the distinct cards rarest first, the order
    of the trie that step 1 walks.
    """

    __slots__ = ("blocks", "cards", "discard_order", "doubles", "full", "n", "points")

    def __init__(self, hand: Sequence[Card], index: WordIndex) -> None:
        code_of = index.code_of
        order = index.order
        codes = sorted([code_of[card] for card in hand], reverse=True)
        self.cards: list[Card] = [order[code - 1] for code in codes]
        self.points: list[int] = [_POINTS[card] for card in self.cards]
        self.n = len(codes)
        self.full = (1 << self.n) - 1
        #: The positions of double cards (a word's letters: its cards plus its double cards).
        self.doubles = sum([1 << position for position, card in enumerate(self.cards) if card in _DOUBLES])
        #: Per position, how soon its card is discarded: the costliest first, then deck order.
        self.discard_order = [_DISCARD_ORDER[card] for card in self.cards]
        #: (code, first position, copies, points of one copy) per distinct card, rarest first.
        blocks: list[tuple[int, int, int, int]] = []
        previous = 0
        for position, code in enumerate(codes):
            if code == previous:
                code_, start, count, points = blocks[-1]
                blocks[-1] = (code_, start, count + 1, points)
            else:
                blocks.append((code, position, 1, self.points[position]))
                previous = code
        self.blocks = blocks[::-1]


def _walk(
    layout: _Layout, arcs: Sequence[int], first: Sequence[int], entry: Sequence[int]
) -> list[tuple[int, int]]:
    """Step 1: ``(group, canonical mask)`` for every word multiset in the hand.

    Breadth first, one distinct card at a time, rarest first (the trie's order): every node kept
    so far may take one, two, … copies of the card. A node is kept only while some card still to
    come continues it, and the probes of a round are one list comprehension, so a node that does
    not take the card costs a few bytecodes.
    """
    blocks = layout.blocks
    # ahead[i]: the codes of the cards after block i, as arcs bits.
    ahead = [0] * len(blocks)
    later = 0
    for position in range(len(blocks) - 1, -1, -1):
        ahead[position] = later
        later |= 1 << blocks[position][0]
    # The frontier: (first child, arcs, mask) of each node kept (one tuple: one append per node).
    frontier = [(first[0], arcs[0], 0)]
    found: list[tuple[int, int]] = []
    add_found, add = found.append, frontier.append
    for block, (code, start, copies, _) in enumerate(blocks):
        bit = 1 << start
        lower = (1 << code) - 2  # the arcs of lower codes, not the ENDS bit
        rest = ahead[block]
        keep = rest | (1 << code)
        low, high = 0, len(frontier)
        for copy in range(copies):
            if copy == copies - 1:
                keep = rest
            for child, mask in [
                (child_first + (links & lower).bit_count(), mask | bit)
                for child_first, links, mask in frontier[low:high]
                if (links >> code) & 1
            ]:
                child_links = arcs[child]
                if child_links & ENDS:
                    add_found((entry[child], mask))
                if child_links & keep:
                    add((first[child], child_links, mask))
            low, high = high, len(frontier)
            if low == high:
                break
            bit <<= 1
    return found


def _found(layout: _Layout, index: WordIndex, min_word_cards: int) -> list[tuple[int, int]]:
    """Step 1 under the rules: the words of at least ``min_word_cards`` cards, as ``_walk``
    gives them. The trie holds words of two cards or more; one-card words (Junior) come from
    the index's ``single`` table, one per distinct card of the hand (its first copy)."""
    found: list[tuple[int, int]] = []
    for arcs, first, entry, shift in index.tries:  # one trie, or a base and its overlay
        walked = _walk(layout, arcs, first, entry)
        found += [(group + shift, mask) for group, mask in walked] if shift else walked
    hidden = index.hidden
    if hidden:  # base groups an overlay replaces or takes away
        found = [(group, mask) for group, mask in found if group not in hidden]
    if min_word_cards == 1:
        single = index.single
        found += [(single[code], 1 << start) for code, start, _, _ in layout.blocks if single[code] >= 0]
    elif min_word_cards > 2:
        found = [(group, mask) for group, mask in found if mask.bit_count() >= min_word_cards]
    return found


_COMBINATIONS: dict[tuple[int, int], list[int]] = {}


def _position_masks(copies: int, used: int) -> list[int]:
    """Every way to choose ``used`` of ``copies`` equal cards, as masks of the block's bits."""
    masks = _COMBINATIONS.get((copies, used))
    if masks is None:
        masks = [sum(1 << bit for bit in chosen) for chosen in combinations(range(copies), used)]
        _COMBINATIONS[(copies, used)] = masks
    return masks


class _Analysis:
    """Steps 1 and 2 for one hand, and step 4 on demand."""

    __slots__ = (
        "bounds",
        "by_card",
        "copies_at",
        "first_copy",
        "found",
        "group_at",
        "index",
        "layout",
        "least",
        "plays",
        "ranked",
        "repeated",
        "repeated_mask",
        "splits",
        "splittable",
        "splittable_bits",
        "subtract_unused",
    )

    def __init__(
        self, hand: Sequence[Card], index: WordIndex, min_word_cards: int = 2, subtract_unused: bool = True
    ) -> None:
        check_hand(hand)
        _check_rules(min_word_cards)
        self.index = index
        self.layout = layout = _Layout(hand, index)
        #: Whether unused cards cost their points (not in Quiddler Junior).
        self.subtract_unused = subtract_unused
        #: The fewest cards of a word: step 4 leaves that many for each word still to find.
        self.least = min_word_cards
        #: ``(group, canonical mask)`` of every word multiset in the hand.
        self.found = _found(layout, index, min_word_cards)
        #: ``(block mask, first position, copies)`` of each card the hand holds more than once.
        self.repeated = [
            (((1 << copies) - 1) << start, start, copies)
            for _, start, copies, _ in layout.blocks
            if copies > 1
        ]
        self.repeated_mask = 0
        for block_mask, _, _ in self.repeated:
            self.repeated_mask |= block_mask
        #: The bitset of subsets that split into words (the empty one included), and its bytes.
        self.splittable = self._splittable()
        self.splittable_bits = _bits(self.splittable)
        #: Step 4's memo: canonical subset -> (words it is known to reach, most it may reach).
        self.bounds: dict[int, tuple[int, int]] = {}
        #: Step 4's word lists (see :meth:`_file_words`), made on first use.
        self.ranked: list[int] = []
        #: Canonical mask -> group, made on first use.
        self.group_at: dict[int, int] = {}
        #: Step 4's answers per canonical subset (going out and the best play often share one).
        self.splits: dict[int, tuple[int, int, list[int]]] = {}
        #: The plays made, per canonical subset (going out is often the best play too).
        self.plays: dict[int, Play] = {}
        self.by_card: dict[int, list[int]] = {}
        #: For each position, the first position of its card's block.
        self.first_copy = [0] * layout.n
        #: For the first position of each card's block, the copies the hand holds.
        self.copies_at: dict[int, int] = {}
        for _, start, copies, _ in layout.blocks:
            self.first_copy[start : start + copies] = [start] * copies
            self.copies_at[start] = copies

    def _file_words(self) -> None:
        """Step 4's word list, made on first use: ``ranked``, the canonical masks of the word
        multisets in the fixed order (the shown word's letters, most first, then its cards in deck
        order). ``by_card`` is filled from it on demand (see :meth:`_using`)."""
        rank = self.index.rank
        # One sort of plain integers: rank, then mask (a rank names one group).
        self.ranked = [
            code & 0xFFFF for code in sorted([(rank[group] << 16) | mask for group, mask in self.found])
        ]

    def _using(self, first: int) -> list[int]:
        """``by_card[first]``: the words whose rarest card is the one whose first copy is at
        ``first``, shortest first (the likeliest to leave many words). Some word of every split
        of a subset uses the subset's rarest card, and such a word has no rarer card: these."""
        low = 1 << first
        high = 1 << (first + self.copies_at[first])
        # The rarest card of a word is its highest position: a mask in [low, high).
        using = [mask for mask in reversed(self.ranked) if low <= mask < high]
        self.by_card[first] = using
        return using

    def _minus(self, subset: int, mask: int) -> int:
        """The canonical mask of the cards of ``subset`` less those of ``mask`` (both canonical)."""
        rest = subset ^ mask
        for block_mask, start, _ in self.repeated:
            used = mask & block_mask
            if used:
                kept = (subset & block_mask).bit_count() - used.bit_count()
                rest = (rest & ~block_mask) | (((1 << kept) - 1) << start)
        return rest

    def _placements(self) -> list[int]:
        """Every placement (position mask) of every word multiset, in increasing order, which
        files them by highest position.

        A hand with two copies of a card may use either in a word, so a word multiset that uses
        a repeated card only partly has several placements; they depend only on which repeated
        cards it uses, so the alternatives are worked out once per such pattern.
        """
        repeated_mask = self.repeated_mask
        if not repeated_mask:
            return sorted([mask for _, mask in self.found])
        placements: list[int] = []
        add = placements.append
        alternatives: dict[int, list[int]] = {}
        for _, mask in self.found:
            part = mask & repeated_mask
            if not part:
                add(mask)
                continue
            others = alternatives.get(part)
            if others is None:
                others = [0]
                for block_mask, start, copies in self.repeated:
                    used = part & block_mask
                    if used:
                        shifted = [other << start for other in _position_masks(copies, used.bit_count())]
                        others = [done | other for done in others for other in shifted]
                alternatives[part] = others
            rest = mask ^ part
            for other in others:  # a plain loop: most words have one or two placements
                add(rest | other)
        placements.sort()
        return placements

    def _splittable(self) -> int:
        """Step 2, highest card first: the words whose highest card is at b join the splittable
        subsets of the positions below b, so the bitset is 2^(b+1) bits long while b is low."""
        submasks = submask_sets(self.layout.n)
        splittable = grown = 1  # the empty subset
        span = 0
        for placed in self._placements():
            if placed > span:  # a new highest position: its words may join any subset below
                splittable = grown
                span = (1 << placed.bit_length()) - 1
            # placed ^ span: the positions below the highest that the word leaves free.
            grown |= (splittable & submasks[placed ^ span]) << placed
        return grown

    def is_splittable(self, subset: int) -> bool:
        bits = self.splittable_bits
        return (subset >> 3) < len(bits) and bool((bits[subset >> 3] >> (subset & 7)) & 1)

    def reaches(self, subset: int, words: int) -> bool:
        """Whether a splittable canonical ``subset`` splits into ``words`` words or more.

        Some word of every split uses the subset's rarest card, and such a word has no rarer
        card, so it is filed under that card: branch on those words, the shortest first, keeping
        only those that leave enough cards for each word still to find (two each; one in
        Junior), and stop at the first split that gets there. A yes or no answers what the
        tie-break asks (is the most ``k``?) and is far cheaper to prove than the most itself.
        What each subset is known to reach or not is remembered per subset (a card multiset, so
        two copies of a card never give two states).
        """
        if words <= 1:
            return True
        known = self.bounds.get(subset)
        if known is None:
            low, high = 1, subset.bit_count() // self.least
        else:
            low, high = known
        if words <= low:
            return True
        if words > high:
            return False
        bits = self.splittable_bits
        repeated_mask = self.repeated_mask
        most_cards = subset.bit_count() - self.least * (words - 1)
        first = self.first_copy[subset.bit_length() - 1]
        using = self.by_card.get(first)
        if using is None:
            using = self._using(first)
        for mask in [mask for mask in using if mask & subset == mask]:
            if mask.bit_count() > most_cards:
                continue  # the rest is too small for the words still to find
            # The positions left are the right cards, if not the first copies: enough for the
            # splittable bit, which does not depend on which copies.
            rest = subset ^ mask
            if not (bits[rest >> 3] >> (rest & 7)) & 1:
                continue
            if mask & repeated_mask:
                rest = self._minus(subset, mask)
            if self.reaches(rest, words - 1):
                self.bounds[subset] = (words, high)
                return True
        self.bounds[subset] = (low, words - 1)
        return False

    def most(self, subsets: list[int]) -> tuple[int, list[int]]:
        """The most words any of these splittable canonical subsets splits into, and the
        subsets that do: asked downwards from the most the cards allow, so every question but
        the last is a no, which the pruning of :meth:`reaches` proves quickly."""
        if not self.ranked:
            self._file_words()
        words = max(subset.bit_count() for subset in subsets) // self.least
        while words > 1:
            winners = [subset for subset in subsets if self.reaches(subset, words)]
            if winners:
                return words, winners
            words -= 1
        winners = [subset for subset in subsets if subset]
        return (1, winners) if winners else (0, subsets)

    def split(self, subset: int) -> tuple[int, int, list[int]]:
        """Step 4: ``(words, letters of the longest word, groups of the words in the fixed
        order)`` of the best split of a splittable canonical ``subset``.

        The most words first; then, one word at a time, the first word in the fixed order whose
        rest still splits into the words left. The first word chosen is the longest any such
        split can have, and the words come out in the fixed order: the split chosen is the
        first in that order of all those with the most words.
        """
        if not subset:
            return 0, 0, []
        known = self.splits.get(subset)
        if known is not None:
            return known
        words = 1
        if subset.bit_count() >= 2 * self.least:  # else too few cards for two words
            words = self.most([subset])[0]
        self._first_split([subset], words)
        return self.splits[subset]

    def _first_split(self, subsets: list[int], words: int) -> list[int]:
        """The subsets, all splitting into at most ``words`` words, whose best split (see
        :meth:`split`) comes first in the fixed order; each one's split is remembered.

        The splits are made side by side, one word at a time: at each step the words are tried
        in the fixed order for every subset still in the race, and the first word that some
        subset can take ends the step, leaving out every subset that cannot take it. Comparing
        the word lists in the fixed order is comparing these steps (the first word's place
        already ranks by letters), so a subset that loses is never split any further.
        """
        if not self.group_at:
            self.group_at = {mask: group for group, mask in self.found}
        group_at = self.group_at
        doubles = self.layout.doubles
        if words == 1:  # each subset is one word
            rank = self.index.rank
            first = min(subsets, key=lambda subset: rank[group_at[subset]])
            letters = first.bit_count() + (first & doubles).bit_count()
            self.splits[first] = (1, letters, [group_at[first]])
            return [first]
        bits = self.splittable_bits
        repeated_mask = self.repeated_mask
        reaches = self.reaches
        inside = self.ranked
        # The race: (subset, cards still to split, masks chosen so far).
        racing: list[tuple[int, int, list[int]]] = [(subset, subset, []) for subset in subsets]
        for needed in range(words - 1, -1, -1):
            rests = 0
            for _, rest, _ in racing:
                rests |= rest
            # The words some subset could still take (the rests only shrink as words are taken).
            inside = [mask for mask in inside if mask & rests == mask]
            # Per subset, the most cards its next word may have: leave enough for each word still needed.
            limits = [rest.bit_count() - self.least * needed for _, rest, _ in racing]
            ahead: list[tuple[int, int, list[int]]] = []
            if len(racing) == 1:  # the usual case, without the race's bookkeeping (same steps)
                subset, rest, masks = racing[0]
                limit = limits[0]
                for mask in inside:  # all within ``rest``
                    if mask.bit_count() > limit:
                        continue
                    left = rest ^ mask
                    if needed:
                        if not (bits[left >> 3] >> (left & 7)) & 1:
                            continue
                        if mask & repeated_mask:
                            left = self._minus(rest, mask)
                        if needed > 1 and not reaches(left, needed):
                            continue
                    elif left:
                        continue
                    ahead.append((subset, left, [*masks, mask]))
                    break
                racing = ahead
                continue
            for mask in inside:
                for (subset, rest, masks), limit in zip(racing, limits, strict=True):
                    if mask & rest != mask or mask.bit_count() > limit:
                        continue
                    left = rest ^ mask  # the right cards, if not the first copies (see reaches)
                    if needed:
                        if not (bits[left >> 3] >> (left & 7)) & 1:
                            continue
                        if mask & repeated_mask:
                            left = self._minus(rest, mask)
                        # The rest splits into at most ``needed`` words (else ``rest`` would
                        # split into more than ``needed + 1``), and a splittable rest into one.
                        if needed > 1 and not reaches(left, needed):
                            continue
                    elif left:
                        continue
                    ahead.append((subset, left, [*masks, mask]))
                if ahead:
                    break
            racing = ahead
        for subset, _, masks in racing:
            longest = masks[0].bit_count() + (masks[0] & doubles).bit_count()
            self.splits[subset] = (words, longest, [group_at[mask] for mask in masks])
        return [subset for subset, _, _ in racing]

    def best_play(self, subsets: list[int], discard: bool) -> Play | None:
        """The best play among subsets of equal score: the most words, then the longest word,
        then the fixed order, then the discard in deck order. Only the winner becomes a
        :class:`Play`."""
        if not subsets:
            return None
        if len(subsets) > 1:
            top, subsets = self.most(subsets)
            if len(subsets) > 1:
                subsets = self._first_split(subsets, top)
                if len(subsets) > 1:
                    subsets = [min(subsets, key=lambda subset: self._rank(subset, discard))]
        return self.play(subsets[0], discard)

    def _thrown(self, subset: int, discard: bool) -> int:
        """The position of the card discarded beside ``subset``: the costliest card left, the
        first in deck order among equals; -1 for none."""
        left = self.layout.full ^ subset
        if not discard or not left:
            return -1
        order = self.layout.discard_order
        return min(
            [position for position in range(self.layout.n) if (left >> position) & 1], key=order.__getitem__
        )

    def _rank(self, subset: int, discard: bool) -> tuple[object, ...]:
        """The order of plays of equal score, smaller first: more words, a longer longest word,
        the words in the fixed order, the discard in deck order."""
        count, longest, groups = self.split(subset)
        rank = self.index.rank
        thrown = self._thrown(subset, discard)
        card = _DECK_ORDER[self.layout.cards[thrown]] if thrown >= 0 else -1
        return (-count, -longest, tuple([rank[group] for group in groups]), card)

    def play(self, subset: int, discard: bool) -> Play:
        """The play that lays ``subset`` as its best split (the same object if asked again)."""
        known = self.plays.get(subset)
        if known is not None:
            return known
        layout = self.layout
        _, _, groups = self.split(subset)
        index = self.index
        group_points = index.points
        known_words = index.known_words
        cards = layout.cards
        thrown = self._thrown(subset, discard)
        left = layout.full ^ subset
        if thrown >= 0:
            left ^= 1 << thrown
        unused = tuple(
            sorted(
                [cards[position] for position in range(layout.n) if (left >> position) & 1],
                key=_DECK_ORDER.__getitem__,
            )
        )
        score = sum([group_points[group] for group in groups])
        if self.subtract_unused:
            score -= sum([_POINTS[card] for card in unused])
        words = tuple([(known_words(group) or index.group_words(group))[0] for group in groups])
        play = Play(words, unused, cards[thrown] if thrown >= 0 else None, score)
        self.plays[subset] = play
        return play

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

    def best_subsets(self, discard: bool, floor: int = -(1 << 30)) -> list[int]:
        """Step 3 for the best play: every canonical subset (laid as words) of the best score.

        Cards are decided from the highest points down. A card kept adds its points; the first
        card left is the discard (with ``discard``), so it is the costliest leftover and counts
        nothing; every other card left costs its points (nothing in Junior, where unused cards
        are not subtracted). ``candidates`` narrows to the splittable subsets that agree with the
        choices so far; a branch ends when none does, or when keeping every card still undecided
        could not reach the best score found, or ``floor``: a score known to be reached (going
        out's), which prunes from the start.
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
        costs = points if self.subtract_unused else [0] * n
        best = floor
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
                    score -= costs[step]
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
                branch(depth + 1, left, score if spare else score - costs[depth], False)

        branch(0, self.splittable & _canonical(layout), 0, discard)
        return winners

    def words(self) -> list[Word]:
        """Every word of step 1, highest points first (ties in the fixed order)."""
        return _words(self.found, self.index)


def _words(found: list[tuple[int, int]], index: WordIndex) -> list[Word]:
    """The words of found groups, highest points first (ties in the fixed order), each group's
    spellings in the fixed order."""
    points = index.points
    rank = index.rank
    known = index.known_words
    words: list[Word] = []
    # Plain integers sort fastest: points (most first), then rank (the fixed order), then group.
    for code in sorted([((255 - points[group]) << 72) | (rank[group] << 24) | group for group, _ in found]):
        group = code & 0xFFFFFF
        words += known(group) or index.group_words(group)
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


def find_words(hand: Sequence[Card], index: WordIndex, *, min_word_cards: int = 2) -> list[Word]:
    """Every word the cards can make, each card spelling separately (QU·I·Z and Q·U·I·Z).

    Highest points first. A word uses at least ``min_word_cards`` cards (two in the standard
    game, one in Junior: ``RuleOptions.min_word_cards``) and no more copies of a card than
    ``hand`` holds. Raises :class:`~quiddler.engine.errors.InvalidInputError` for a hand no deck
    could deal (see :func:`solve`).
    """
    check_hand(hand)
    _check_rules(min_word_cards)
    return _words(_found(_Layout(hand, index), index, min_word_cards), index)


def best_word(cards: Sequence[Card], index: WordIndex, *, min_word_cards: int = 2) -> Word | None:
    """The highest-points word the cards can make (ties: more letters, then deck order), or None."""
    check_hand(cards)
    _check_rules(min_word_cards)
    found = _found(_Layout(cards, index), index, min_word_cards)
    if not found:
        return None
    points, rank = index.points, index.rank
    _, _, group = min([(-points[group], rank[group], group) for group, _ in found])
    return index.group_words(group)[0]


def can_go_out(
    hand: Sequence[Card], index: WordIndex, *, discard: bool = True, min_word_cards: int = 2
) -> bool:
    """True if the hand can lay every card but one as words (every card, with ``discard=False``)."""
    return bool(_Analysis(hand, index, min_word_cards).go_out_subsets(discard))


def solve(
    hand: Sequence[Card],
    index: WordIndex,
    *,
    discard: bool = True,
    min_word_cards: int = 2,
    subtract_unused: bool = True,
) -> Solution:
    """The exact best go-out, best play and every word of ``hand``.

    ``discard=True`` is a hand after drawing: one card is discarded, and going out lays all the
    others. ``discard=False`` arranges every card (a hand as dealt): going out lays them all and
    the best play discards nothing. Ties between plays of equal score go to more words, then a
    longer longest word (letters), then a fixed order, so a hand always gets the same answer.

    The defaults are the standard game's rules; pass a game's ``RuleOptions.min_word_cards`` and
    ``subtract_unused`` for another (Quiddler Junior: one-card words, unused cards not
    subtracted), or use :func:`solve_for`.

    Raises :class:`~quiddler.engine.errors.InvalidInputError` for more than
    :data:`MAX_HAND_CARDS` cards or more copies of a card than the deck holds.
    """
    analysis = _Analysis(hand, index, min_word_cards, subtract_unused)
    go_out = analysis.best_play(analysis.go_out_subsets(discard), discard)
    if go_out is not None and (
        not discard or go_out.discard is None or go_out.discard.points == min(analysis.layout.points)
    ):
        # Nothing beats going out at the cheapest discard: a play must throw away a card at least
        # as dear and leave out of its words (lose, or at best not score) any other card left,
        # so the plays of equal score are exactly those go-outs, already ranked.
        best: Play | None = go_out
    else:
        floor = go_out.score if go_out is not None else -(1 << 30)
        best = analysis.best_play(analysis.best_subsets(discard, floor), discard)
    if best is None:  # only an empty hand, which has nothing to discard: the play of nothing
        best = Play((), (), None, 0)
    found = analysis.found
    words = WordList(make=lambda: _words(found, index)) if found else WordList()
    return Solution(tuple(hand), go_out, best, words, discard)


def solve_for(
    hand: Sequence[Card], index: WordIndex, rules: RuleOptions, *, discard: bool = True
) -> Solution:
    """:func:`solve` under a game's rules: its smallest word and whether unused cards count."""
    return solve(
        hand,
        index,
        discard=discard,
        min_word_cards=rules.min_word_cards,
        subtract_unused=rules.subtract_unused,
    )
