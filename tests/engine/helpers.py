"""Shared helpers for the engine tests: word checkers, stacked games and an independent scorer.

The scorer here is written from docs/rules.md §5–§6 without calling :mod:`quiddler.engine.scoring`,
so that a test comparing the two is a real check and not the engine agreeing with itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from quiddler.engine import (
    Card,
    Challenged,
    Game,
    LaidDown,
    Record,
    RuleOptions,
    StackedDeck,
    WentOut,
    Word,
    WordSet,
)

#: The words the scenario tests treat as allowable.
WORDS = WordSet({"quiz", "top", "stem", "ye", "to", "it", "ox", "at", "thin", "the", "cat"})


class AcceptAll:
    """A checker that allows every string: any card sequence is a word (property tests)."""

    def is_word(self, text: str) -> bool:
        return True


class EvenLengthWords:
    """A checker with a known, simple language: words with an even number of letters.

    Random partitions of a hand then fall on both sides of the dictionary, so checked-words games
    see refusals as well as acceptances.
    """

    def is_word(self, text: str) -> bool:
        return len(text) % 2 == 0


def w(text: str) -> Word:
    """A word from its cards typed with separators: ``w("qu-i-z")``."""
    return Word.parse(text)


def cards(text: str) -> list[Card]:
    """Cards typed with spaces: ``cards("qu i z")``."""
    return [Card.parse(token) for token in text.split()]


def stacked_game(
    players: Sequence[str],
    hands: Sequence[str],
    discard: str,
    draw_pile: str = "",
    *,
    rules: RuleOptions | None = None,
    checker: object = WORDS,
    later: Sequence[Sequence[Card]] = (),
) -> Game:
    """A game whose first deal gives ``hands`` (in dealing order: the leader, seat 0, first).

    ``later`` stacks the tops of the following shuffles (the next deals or draw-pile refills).
    """
    order = StackedDeck.deal_order(list(hands), discard, draw_pile)
    deck = StackedDeck([order, *later], seed=0)
    kwargs = {} if rules is None else {"rules": rules}
    return Game.new(list(players), checker=checker, seed=0, rng=deck, **kwargs)  # type: ignore[arg-type]


# ------------------------------------------------------------------ independent scoring


@dataclass
class SeatLedger:
    """What a seat did this round, collected from the records alone."""

    words: list[Word] = field(default_factory=list)
    rejected: set[int] = field(default_factory=set)
    unused: list[Card] = field(default_factory=list)
    penalties: list[int] = field(default_factory=list)


def ledgers_from_records(records: Sequence[Record], round_index: int, players: int) -> list[SeatLedger]:
    """Rebuild each seat's words, rejections, unused cards and penalties for one round."""
    ledgers = [SeatLedger() for _ in range(players)]
    for record in records:
        if record.round != round_index:
            continue
        if isinstance(record, WentOut):
            ledgers[record.seat].words = list(record.words)
        elif isinstance(record, LaidDown):
            ledgers[record.seat].words = list(record.words)
            ledgers[record.seat].unused = list(record.unused)
        elif isinstance(record, Challenged):
            loser = record.challenger if record.allowable else record.seat
            ledgers[loser].penalties.append(sum(card.points for card in record.word.cards))
            if not record.allowable:
                ledgers[record.seat].rejected.add(record.word_index)
    return ledgers


def expected_scores(ledgers: Sequence[SeatLedger], rules: RuleOptions) -> list[int]:
    """docs/rules.md §6 by hand: floor(words − unused) + bonuses − penalties."""
    players = len(ledgers)
    good = [[word for i, word in enumerate(led.words) if i not in led.rejected] for led in ledgers]
    bonuses = list(rules.bonuses)
    if players == 2 and len(bonuses) > 1:
        bonuses = [rules.two_player_bonus]
    bonus = [0] * players
    for kind in bonuses:
        if kind.value == "most_words":
            measure = [len(words) for words in good]
        else:
            measure = [max((len(word.text) for word in words), default=0) for words in good]
        best = max(measure)
        if best > 0 and measure.count(best) == 1:
            bonus[measure.index(best)] += rules.bonus_points
    scores = []
    for seat, led in enumerate(ledgers):
        word_points = sum(card.points for word in good[seat] for card in word.cards)
        unused_points = sum(card.points for card in led.unused) if rules.subtract_unused else 0
        scores.append(max(0, word_points - unused_points) + bonus[seat] - sum(led.penalties))
    return scores


# ------------------------------------------------------------------ moving a game along


def go_out_with_everything(game: Game) -> None:
    """The current seat draws and goes out with all its cards but the last as one word.

    Table rules lay words unchecked, so this always works there; any challenge window is closed.
    """
    seat = game.current
    game.draw(seat)
    hand = list(game.hand(seat))
    game.go_out(seat, [Word(tuple(hand[:-1]))], hand[-1])
    if game.phase.value == "challenge":
        game.close_challenges()


def final_turns_lay_nothing(game: Game) -> None:
    """Every seat still owed a final turn draws and discards, laying no word."""
    while game.is_final_turn:
        seat = game.current
        game.draw(seat)
        game.lay_down(seat, [], game.hand(seat)[0])


def finish_round(game: Game) -> None:
    """Play the current round to its end the quickest legal way."""
    go_out_with_everything(game)
    final_turns_lay_nothing(game)
