"""Scoring a round (docs/rules.md §6), as a pure function of what lies on the table.

Kept apart from the game so that the solver, the computer players and the tests can score a
table without playing one, and so that the property tests can recompute every round score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from quiddler.engine.cards import Card, cards_points
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import Bonus, RuleOptions
from quiddler.engine.words import Word

__all__ = [
    "SeatTable",
    "SeatResult",
    "RoundSummary",
    "ChallengeRuling",
    "award_bonuses",
    "dealer_of",
    "dictionary_allows",
    "rule_challenge",
    "score_round",
]


def dealer_of(round: int, players: int) -> int:
    """The seat that deals ``round`` (0-based): (decided) the last player deals first, then the
    deal passes to the left, one seat a round. The game and the paper score sheet both ask this."""
    return (players - 1 + round) % players


def dictionary_allows(word: Word, rules: RuleOptions, checker: WordChecker) -> bool:
    """How the dictionary rules a challenged word (docs/rules.md §5): allowable if it has enough cards
    and the checker knows it."""
    return word.card_count >= rules.min_word_cards and checker.is_word(word.text)


@dataclass(frozen=True)
class ChallengeRuling:
    """The outcome of one challenge: whether the word stands, who pays, and how much."""

    allowable: bool
    loser: int
    penalty: int


def rule_challenge(word: Word, *, seat: int, challenger: int, allowable: bool) -> ChallengeRuling:
    """docs/rules.md §5 (decided): the loser of a challenge pays the word's points after the floor;
    the challenger loses if the word stands, the layer if it falls (and then it neither scores
    nor counts as unused)."""
    return ChallengeRuling(allowable, challenger if allowable else seat, word.points)


@dataclass(frozen=True)
class SeatTable:
    """What one seat ends a round with: its words, which of them lost a challenge, its unused
    cards and its last discard, and the challenge penalties it owes (as challenger or as layer)."""

    words: tuple[Word, ...] = ()
    rejected: frozenset[int] = frozenset()
    unused: tuple[Card, ...] = ()
    discard: Card | None = None
    penalties: tuple[int, ...] = ()

    @property
    def allowable_words(self) -> tuple[Word, ...]:
        """The words that score and count for bonuses: all but those that lost a challenge."""
        return tuple(word for index, word in enumerate(self.words) if index not in self.rejected)

    @property
    def rejected_words(self) -> tuple[Word, ...]:
        return tuple(word for index, word in enumerate(self.words) if index in self.rejected)


@dataclass(frozen=True)
class SeatResult:
    """One seat's round score, with every part of it so a summary screen can show the sum."""

    seat: int
    words: tuple[Word, ...]
    rejected_words: tuple[Word, ...]
    unused: tuple[Card, ...]
    discard: Card | None
    word_points: int
    unused_points: int
    base: int
    bonuses: tuple[Bonus, ...]
    bonus_points: int
    penalty: int
    score: int

    @property
    def longest_word(self) -> Word | None:
        return max(self.words, key=lambda word: word.letter_count, default=None)


@dataclass(frozen=True)
class RoundSummary:
    """A scored round: who dealt, who went out, every seat's result."""

    round: int
    hand_size: int
    dealer: int
    went_out: int | None
    results: tuple[SeatResult, ...] = field(default_factory=tuple)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(result.score for result in self.results)

    def bonus_winner(self, bonus: Bonus) -> int | None:
        """The seat that won ``bonus`` this round, or None (tied, or not in play)."""
        return next((r.seat for r in self.results if bonus in r.bonuses), None)


def award_bonuses(word_lists: Sequence[Sequence[Word]], bonuses: Sequence[Bonus]) -> list[list[Bonus]]:
    """Which seat gets which bonus: the single best seat gets it, a tie or nothing gives nobody it.

    *Most words* compares how many allowable words each seat has; *longest word* compares each
    seat's longest word in letters (a seat with two equally long words still has the longest).
    """
    awarded: list[list[Bonus]] = [[] for _ in word_lists]
    for bonus in bonuses:
        if bonus is Bonus.MOST_WORDS:
            measures = [len(words) for words in word_lists]
        else:
            measures = [max((word.letter_count for word in words), default=0) for words in word_lists]
        best = max(measures, default=0)
        leaders = [seat for seat, measure in enumerate(measures) if measure == best]
        if best > 0 and len(leaders) == 1:
            awarded[leaders[0]].append(bonus)
    return awarded


def score_round(
    tables: Sequence[SeatTable],
    rules: RuleOptions,
    *,
    round: int = 0,
    dealer: int = 0,
    went_out: int | None = None,
) -> RoundSummary:
    """Score every seat: max(0, words − unused) + bonuses − challenge penalties (docs/rules.md §5–§6)."""
    allowable = [table.allowable_words for table in tables]
    bonuses = award_bonuses(allowable, rules.bonuses_for(len(tables)))
    results = []
    for seat, table in enumerate(tables):
        word_points = sum(word.points for word in allowable[seat])
        unused_points = cards_points(table.unused) if rules.subtract_unused else 0
        base = max(0, word_points - unused_points)
        bonus_points = rules.bonus_points * len(bonuses[seat])
        penalty = sum(table.penalties)
        results.append(
            SeatResult(
                seat=seat,
                words=allowable[seat],
                rejected_words=table.rejected_words,
                unused=table.unused,
                discard=table.discard,
                word_points=word_points,
                unused_points=unused_points,
                base=base,
                bonuses=tuple(bonuses[seat]),
                bonus_points=bonus_points,
                penalty=penalty,
                score=base + bonus_points - penalty,
            )
        )
    return RoundSummary(
        round=round,
        hand_size=rules.hand_sizes[round],
        dealer=dealer,
        went_out=went_out,
        results=tuple(results),
    )
