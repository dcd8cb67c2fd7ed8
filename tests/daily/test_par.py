"""Par is a real best (docs/rules.md §12): an exhaustive search agrees with it, and the engine's
own game reaches it, card by card, by the way the par's docstring says any hand can be kept."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

import pytest

from quiddler.dictionary import open_dictionary
from quiddler.engine import Card, Game, Phase, Source
from quiddler.engine.daily import DAILY, date_seed, day_deal
from quiddler.solver import WordIndex, index_for
from quiddler.solver.keep import best_keep
from quiddler.solver.search import _found, _Layout
from tests.solver.words import WORDS

_GUARD = 16


def exhaustive(pool: tuple[Card, ...], keep: int, index: WordIndex) -> int:
    """Every sub-multiset of ``pool`` that splits into words (``keep`` cards at most), grown word
    by word from the empty one and each kept once, scored with the cheapest other cards kept
    unused; the best, floored at 0. No bound, no order: slow, and plainly complete."""
    faces = sorted(set(pool), key=lambda card: card.value)
    counts = Counter(pool)
    layout = _Layout(pool, index)
    guards = sum(_GUARD << (5 * i) for i in range(len(faces)))
    words: dict[int, tuple[int, int]] = {}
    for _group, mask in _found(layout, index, 2):
        cards = Counter(layout.cards[bit] for bit in range(layout.n) if mask >> bit & 1)
        if sum(cards.values()) <= keep:
            packed = sum(cards[face] << (5 * i) for i, face in enumerate(faces))
            words[packed] = (sum(cards.values()), sum(card.points * n for card, n in cards.items()))
    full = sum(counts[face] << (5 * i) for i, face in enumerate(faces))
    seen = {0: (0, 0)}
    frontier = [(0, 0, 0)]
    while frontier:
        grown = []
        for used, size, points in frontier:
            for packed, (cards, worth) in words.items():
                total = used + packed
                if size + cards > keep or ((full | guards) - total) & guards != guards or total in seen:
                    continue
                seen[total] = (size + cards, points + worth)
                grown.append((total, size + cards, points + worth))
        frontier = grown
    best = 0
    for used, (size, points) in seen.items():
        left = sorted(
            face.points for i, face in enumerate(faces) for _ in range(((full - used) >> (5 * i)) & 15)
        )
        best = max(best, points - sum(left[: keep - size]))
    return best


@pytest.fixture(scope="module")
def english() -> WordIndex:
    return index_for(open_dictionary("en", house_words=False))


@pytest.mark.slow
def test_for_50_dates_an_exhaustive_search_agrees_with_par_in_the_first_four_rounds(
    english: WordIndex,
) -> None:
    """The real dictionary; rounds 1–4 only, where the exhaustive search takes milliseconds
    (round 8's takes about ten seconds: the next test checks every round on a smaller list)."""
    for step in range(50):
        deal = day_deal(date(2026, 1, 1) + timedelta(days=7 * step))
        for round in deal.rounds[:4]:
            kept = best_keep(round.seen, len(round.hand), english)
            assert kept.exact
            assert kept.play.round_score == exhaustive(round.seen, len(round.hand), english), (
                deal.day,
                round,
            )


@pytest.mark.slow
def test_every_round_of_three_dates_agrees_with_an_exhaustive_search_on_a_small_list() -> None:
    index = WordIndex.build(WORDS)
    for step in range(3):
        deal = day_deal(date(2027, 5, 1) + timedelta(days=31 * step))
        for round in deal.rounds:
            kept = best_keep(round.seen, len(round.hand), index)
            assert kept.play.round_score == exhaustive(round.seen, len(round.hand), index), (deal.day, round)


def _play_to(game: Game, keep: Counter[Card]) -> None:
    """Keep exactly ``keep`` to the round's last turn, as the par's docstring says one can."""
    if keep[game.discard_top] > Counter(game.hand(0))[game.discard_top]:  # type: ignore[index]
        game.draw(0, Source.DISCARD_PILE)
    else:
        game.draw(0, Source.DRAW_PILE)
    while True:
        spare = Counter(game.hand(0)) - keep
        if game.is_final_turn:
            return
        if not spare:  # the hand is all wanted but one more card came: K is bigger than k
            raise AssertionError("the kept cards do not fit the hand")
        game.discard(0, max(spare.elements(), key=lambda card: card.points))
        game.draw(0, Source.DRAW_PILE)


def test_the_engines_own_game_reaches_par_round_by_round(english: WordIndex) -> None:
    from quiddler.daily.par import day_par

    day = date(2026, 11, 28)
    par = day_par(day_deal(day), english, dictionary="en", language="en")
    assert par.exact and len(par.rounds) == 8
    game = Game.new(
        ["You"], checker=open_dictionary("en", house_words=False), rules=DAILY, seed=date_seed(day)
    )
    for best in par.rounds:
        keep = Counter(card for word in best.words for card in word.cards) + Counter(best.unused)
        if len(best.words) == 0:
            keep = Counter()
        _play_to(game, keep)
        spare = list((Counter(game.hand(0)) - keep).elements())
        game.lay_down(0, list(best.words), spare[0])
        assert game.summaries[-1].scores == (best.score,)
        if game.phase is Phase.ROUND_OVER:
            game.next_round()
    assert game.totals == (par.total,) and par.total > 0


def test_a_search_cut_short_gives_the_best_found_and_says_so(english: WordIndex) -> None:
    from quiddler.daily.par import day_par

    deal = day_deal(date(2026, 11, 28))
    short = day_par(deal, english, dictionary="en", language="en", budget=3)
    full = day_par(deal, english, dictionary="en", language="en")
    assert not short.exact and short.to_dict()["exact"] is False
    assert any(not round.exact for round in short.rounds)
    assert full.exact and all(a.score <= b.score for a, b in zip(short.rounds, full.rounds, strict=True))
