"""The submask bitsets the search combines words with, small and wide."""

from __future__ import annotations

import random

import pytest

from quiddler.solver.bitsets import MAX_TABLE_BITS, membership_sets, submask_sets


def _submasks(mask: int) -> int:
    """The bitset of submasks of ``mask``, the slow obvious way."""
    return sum(1 << sub for sub in range(mask + 1) if sub & mask == sub)


@pytest.mark.parametrize("bits", [1, 3, 6])
def test_every_submask_bitset_of_a_small_table(bits: int) -> None:
    table = submask_sets(bits)
    assert all(table[mask] == _submasks(mask) for mask in range(1 << bits))


@pytest.mark.parametrize("bits", [MAX_TABLE_BITS + 1, 16])
def test_wide_masks_are_products_of_two_halves(bits: int) -> None:
    table = submask_sets(bits)
    rng = random.Random(bits)
    for mask in [0, (1 << bits) - 1, *rng.sample(range(1 << bits), 5)]:
        expected = 0
        sub = mask
        while True:  # every submask, by the usual (sub - 1) & mask walk
            expected |= 1 << sub
            if not sub:
                break
            sub = (sub - 1) & mask
        assert table[mask] == expected


def test_membership_sets_split_every_mask_by_one_bit() -> None:
    inside, outside = membership_sets(5)
    for bit in range(5):
        for mask in range(32):
            assert (inside[bit] >> mask) & 1 == (mask >> bit) & 1
            assert (outside[bit] >> mask) & 1 == 1 - ((mask >> bit) & 1)
