"""Sets of subsets as Python integers: bit ``s`` of a *bitset* is set when subset ``s`` is in it.

A hand of n cards has 2^n subsets, written as n-bit masks (bit i = the card at position i). The
solver keeps "which subsets split exactly into words" as one 2^n-bit integer, so adding a word to
every subset that does not already use its cards is three integer operations on the whole set at
once: ``(splittable & submasks[free]) << word``, where ``free`` is the positions the word leaves
(below its highest card, in the solver). The shift works because for a subset ``s`` disjoint from
``word``, ``s | word == s + word``.

This module holds the hand-independent tables for that: for each mask, the bitset of its
submasks. They depend only on n, so they are built once per hand size and kept.
"""

from __future__ import annotations

from functools import cache

__all__ = ["MAX_TABLE_BITS", "membership_sets", "submask_sets"]

#: Up to this many cards, every mask's submask bitset is precomputed (2^12 of them, 2 MB).
#: Above it, each is made on demand as the product of two halves.
MAX_TABLE_BITS = 12


def _table(bits: int) -> list[int]:
    """``table[m]`` = the bitset of all submasks of ``m``, for every ``bits``-bit mask ``m``."""
    table = [1]
    for bit in range(bits):
        step = 1 << bit
        # Masks with this bit set: the submasks of m without it, plus each of those with it.
        table += [subsets | (subsets << step) for subsets in table]
    return table


class _SplitSubmasks(dict[int, int]):
    """Submask bitsets for masks too wide for a full table, made as a product of two halves.

    With m = high·2^h + low, the submasks of m are ``a | b`` for a ⊆ low and b ⊆ high·2^h; as
    bitsets that is the product of the two halves' bitsets (every sum ``a + b`` is distinct, so
    nothing carries).
    """

    def __init__(self, bits: int) -> None:
        super().__init__()
        self.low_bits = bits // 2
        self.low_mask = (1 << self.low_bits) - 1
        self.low = _table(self.low_bits)
        self.high = [self._spread(subsets) for subsets in _table(bits - self.low_bits)]

    def _spread(self, subsets: int) -> int:
        """A bitset of high-half submasks b, moved to bit ``b << low_bits``."""
        spread = 0
        mask = 0
        while subsets:
            if subsets & 1:
                spread |= 1 << (mask << self.low_bits)
            subsets >>= 1
            mask += 1
        return spread

    def __missing__(self, mask: int) -> int:
        # Not remembered: at 2^16 bits each, keeping every one asked for would cost megabytes.
        return self.low[mask & self.low_mask] * self.high[mask >> self.low_bits]


@cache
def submask_sets(bits: int) -> list[int] | _SplitSubmasks:
    """Indexable by any ``bits``-bit mask m: the bitset of the submasks of m."""
    if bits <= MAX_TABLE_BITS:
        return _table(bits)
    return _SplitSubmasks(bits)


@cache
def membership_sets(bits: int) -> tuple[list[int], list[int]]:
    """``(with_, without)``: ``with_[i]`` is the bitset of ``bits``-bit masks that contain bit i,
    ``without[i]`` of those that do not. The branch and bound narrows a set of subsets with them."""
    submasks = submask_sets(bits)
    full = (1 << bits) - 1
    without = [submasks[full ^ (1 << bit)] for bit in range(bits)]
    everything = submasks[full]
    return [everything ^ subsets for subsets in without], without
