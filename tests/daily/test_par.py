"""Par is a real best (docs/rules.md §12).

- For 50 dates, every round: an exhaustive search written apart from the solver
  (``tests/daily/keep_reference.py``) finds the same best as par, over the very words par counts
  (the English dictionary, no house words, the family filter on), and par's own words are laid
  from the round's cards and accepted by the daily game's checker.
- That reference agrees with a plainer one (:func:`exhaustive`: no bound, no order) where the
  plainer one runs in time, with a small list on whole days, and with the solver on random pools.
- The engine's own game reaches par, card by card, by the way the par's docstring says any hand
  can be kept; a search cut short says so.
"""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler.daily.opening import par_of
from quiddler.daily.par import RoundPar, day_par
from quiddler.dictionary import open_checker
from quiddler.engine import Card, Game, Phase, Source
from quiddler.engine.cards import full_deck
from quiddler.engine.daily import DAILY, RoundDeal, date_seed, day_deal
from quiddler.engine.ports import WordChecker
from quiddler.solver import WordIndex, index_for
from quiddler.solver.keep import best_keep
from quiddler.solver.search import _found, _Layout
from tests.daily.keep_reference import Spelling, Spellings, packed, round_best, spellings_of
from tests.solver import brute
from tests.solver.words import WORDS

_GUARD = 16
#: The 50 dates whose every round is checked: a year of Thursdays from 1 January 2026.
PAR_DATES = tuple(date(2026, 1, 1) + timedelta(days=7 * step) for step in range(50))


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
def par_words() -> WordChecker:
    """The words par counts (docs/rules.md §12): those the game would suggest with the family
    filter on, from the English dictionary without house words."""
    return open_checker("en", family="on", house_words=False)


@pytest.fixture(scope="module")
def english(par_words: WordChecker) -> WordIndex:
    return index_for(par_words)


@pytest.fixture(scope="module")
def spelled(par_words: WordChecker) -> Spellings:
    return Spellings(par_words.words(), least=DAILY.min_word_cards)


def _laid_from(round: RoundDeal, best: RoundPar, checker: WordChecker) -> None:
    """Par's own play is one: the hand's size in cards of the round, words the daily game
    accepts of two cards or more, scored as §12 scores a hand (nothing at all for a round of 0)."""
    if best.score == 0:
        assert best.words == () and best.unused == ()
        return
    kept = Counter(card for word in best.words for card in word.cards) + Counter(best.unused)
    assert kept.total() == len(round.hand) and not kept - Counter(round.seen)
    assert all(word.card_count >= DAILY.min_word_cards and checker.is_word(word.text) for word in best.words)
    assert best.score == sum(word.points for word in best.words) - sum(card.points for card in best.unused)


@pytest.mark.slow
def test_for_50_dates_every_rounds_par_is_the_exhaustive_best(spelled: Spellings) -> None:
    """About 8 s of CPU: the reference's words (1.5 s), 400 rounds of it (3 s), 50 pars (2 s)."""
    strict = open_checker("en", DAILY, family="strict", house_words=False)
    wrong = []
    for day in PAR_DATES:
        deal, par, _index = par_of(day, "en", "en")
        for round, best in zip(deal.rounds, par.rounds, strict=True):
            _laid_from(round, best, strict)
            found = round_best(round.seen, len(round.hand), spelled)
            # A par cut short by its budget is the best found: never above the best.
            if not (best.score == found if best.exact else best.score <= found):
                wrong.append((day.isoformat(), round.round + 1, best.score, found, best.exact))
    assert not wrong, wrong


@pytest.mark.slow
def test_the_reference_agrees_with_the_plain_search_on_the_rounds_it_runs_in_time(
    english: WordIndex, spelled: Spellings
) -> None:
    """Rounds 1–5 of ten of the dates (the plain search takes some ten seconds from round 7)."""
    for day in PAR_DATES[:10]:
        for round in day_deal(day).rounds[:5]:
            found = round_best(round.seen, len(round.hand), spelled)
            assert found == exhaustive(round.seen, len(round.hand), english), (day, round)


@pytest.mark.slow
def test_every_round_of_three_dates_agrees_three_ways_on_a_small_list() -> None:
    index = WordIndex.build(WORDS)
    spelled = Spellings(WORDS)
    for step in range(3):
        deal = day_deal(date(2027, 5, 1) + timedelta(days=31 * step))
        for round in deal.rounds:
            kept = best_keep(round.seen, len(round.hand), index)
            plain = exhaustive(round.seen, len(round.hand), index)
            assert max(0, kept.play.score) == plain == round_best(round.seen, len(round.hand), spelled), (
                deal.day,
                round,
            )


_SMALL = Spellings(WORDS)
_SMALL_INDEX = WordIndex.build(WORDS)


@settings(max_examples=80)
@given(st.integers(3, 10), st.integers(0, 9), st.permutations(full_deck()))
def test_the_solver_finds_the_references_best_on_any_pool(keep: int, more: int, deck: list[Card]) -> None:
    """Pools that are no day's: any ``keep`` (3–10) and up to nine cards more, the small list."""
    pool = deck[: keep + more]
    kept = best_keep(pool, keep, _SMALL_INDEX)
    assert kept.exact and max(0, kept.play.score) == round_best(pool, keep, _SMALL)


def _ways(spellings: list[Spelling]) -> Counter[tuple[int, int, int]]:
    return Counter((way.points, way.cards, way.packed) for way in spellings)


def test_the_references_spellings_are_the_plain_recursive_ones(par_words: WordChecker) -> None:
    """Every word of the small list and every 25th of the dictionary's: the same card spellings
    (``thin``: TH IN, TH I N, T H IN, T H I N) as the plain recursion of the solver's tests."""
    words = [*WORDS, *sorted(par_words.words())[::25]]
    for word in words:
        plain = [Spelling(brute.points(cards), len(cards), packed(cards)) for cards in brute.spellings(word)]
        assert _ways(spellings_of(word)) == _ways(plain), word
    assert len(spellings_of("thin")) == 4 and spellings_of("x-ray") == []
    with pytest.raises(ValueError):  # a longer word it left out could be the best
        Spellings(WORDS, most=5).fitting(full_deck()[:15], 6)


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


@pytest.mark.parametrize("day", [date(2026, 11, 28), PAR_DATES[0], PAR_DATES[23], PAR_DATES[49]])
def test_the_engines_own_game_reaches_par_round_by_round(english: WordIndex, day: date) -> None:
    """Words checked as they are laid, by the strictest family setting a daily table can have."""
    par = day_par(day_deal(day), english, dictionary="en", language="en")
    assert par.exact and len(par.rounds) == 8
    checker = open_checker("en", DAILY, family="strict", house_words=False)
    game = Game.new(["You"], checker=checker, rules=DAILY, seed=date_seed(day))
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
    deal = day_deal(date(2026, 11, 28))
    short = day_par(deal, english, dictionary="en", language="en", budget=3)
    full = day_par(deal, english, dictionary="en", language="en")
    assert not short.exact and short.to_dict()["exact"] is False
    assert any(not round.exact for round in short.rounds)
    assert full.exact and all(a.score <= b.score for a, b in zip(short.rounds, full.rounds, strict=True))
