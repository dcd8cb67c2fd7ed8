"""What the solver answers: a :class:`Play` (words, unused cards, discard, score) and a
:class:`Solution` (the best go-out, the best play and every word of one hand).

Plain frozen records, so the app, the computer players and ``quiddler solve --json`` can all
read them without knowing how they were found.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, overload

from quiddler.engine.cards import Card
from quiddler.engine.words import Word

__all__ = ["Play", "Solution", "WordList", "blind_go_out_value", "takes_discard"]


@dataclass(frozen=True)
class Play:
    """Words to lay down, the cards left over, the card to discard, and what that scores.

    ``score`` is the points of the words minus the points of the unused cards; the discard counts
    for nothing. It is not floored at zero (a hand with no word scores minus its unused cards
    here), so plays stay comparable; the round score is ``max(0, score)`` (:attr:`round_score`).
    Words are listed longest first, then in deck order; unused cards in deck order.
    """

    words: tuple[Word, ...]
    unused: tuple[Card, ...]
    discard: Card | None
    score: int

    @property
    def word_points(self) -> int:
        """Points of the cards in the words."""
        return sum(word.points for word in self.words)

    @property
    def longest(self) -> int:
        """Letters in the longest word (what the longest-word bonus measures); 0 with no word."""
        return max((word.letter_count for word in self.words), default=0)

    @property
    def round_score(self) -> int:
        """The score before bonuses as docs/rules.md §6 counts it: never below zero."""
        return max(0, self.score)

    def to_dict(self, *, unused: bool = True) -> dict[str, Any]:
        """JSON form: ``{"words": [["qu", "i", "z"]], "unused": [], "discard": "m", "score": 25}``.

        ``unused=False`` leaves out the unused cards (a go-out has none).
        """
        data: dict[str, Any] = {"words": [word.to_list() for word in self.words]}
        if unused:
            data["unused"] = [card.value for card in self.unused]
        data["discard"] = self.discard.value if self.discard is not None else None
        data["score"] = self.score
        return data


class WordList(Sequence[Word]):
    """An immutable sequence of words, made on first look.

    A hand of 11 cards can make hundreds of words, and a computer player or a go-out check
    rarely reads them: making every :class:`Word` object would be a fifth of a solve. So
    :attr:`Solution.words` holds how to make them, and makes them (once) when first read. It
    behaves as the tuple it stands for: equal to an equal tuple or list, hashable, picklable.
    """

    __slots__ = ("_make", "_words")

    def __init__(
        self, words: Sequence[Word] = (), *, make: Callable[[], Sequence[Word]] | None = None
    ) -> None:
        self._words: tuple[Word, ...] | None = None if make is not None else tuple(words)
        self._make = make

    def _all(self) -> tuple[Word, ...]:
        words = self._words
        if words is None:
            assert self._make is not None
            words = self._words = tuple(self._make())
            self._make = None
        return words

    def __len__(self) -> int:
        return len(self._all())

    @overload
    def __getitem__(self, item: int) -> Word: ...
    @overload
    def __getitem__(self, item: slice) -> tuple[Word, ...]: ...
    def __getitem__(self, item: int | slice) -> Word | tuple[Word, ...]:
        return self._all()[item]

    def __iter__(self) -> Iterator[Word]:
        return iter(self._all())

    def __contains__(self, word: object) -> bool:
        return word in self._all()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, WordList):
            return self._all() == other._all()
        if isinstance(other, tuple | list):
            return list(self._all()) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._all())

    def __reduce__(self) -> tuple[Any, ...]:
        return (WordList, (self._all(),))

    def __repr__(self) -> str:
        return f"WordList({self._all()!r})"


@dataclass(frozen=True)
class Solution:
    """Everything the solver knows about one hand.

    ``go_out`` is the best way to lay down every card but one (and discard it), or every card
    with ``discard=False``; None when the hand cannot go out. ``best`` is the play with the
    highest score when going out is not required (a final turn). ``words`` is every word the
    cards can make, each card spelling separately, as :func:`~quiddler.solver.find_words` gives:
    a :class:`WordList`, which behaves as a tuple of them and makes them when first read.
    """

    hand: tuple[Card, ...]
    go_out: Play | None
    best: Play
    words: Sequence[Word]
    discard: bool = True

    def to_dict(self) -> dict[str, Any]:
        """JSON form, as ``quiddler solve --json`` prints it."""
        return {
            "hand": [card.value for card in self.hand],
            "go_out": self.go_out.to_dict(unused=False) if self.go_out is not None else None,
            "best": self.best.to_dict(),
        }


def takes_discard(
    now: Solution,
    taking: Solution | None,
    top: Card | None,
    *,
    final_turn: bool,
    barred: bool,
    blind: float | None = None,
) -> bool:
    """The table's rule before a draw: is the top discard worth taking?

    ``now`` solves the hand as it is (nothing discarded), ``taking`` the hand with ``top`` added
    (None when the discard cannot be taken); ``barred`` is True when this turn may not go out
    whatever the cards (the house rule). ``blind`` is what a blind draw is worth in expectation
    (:func:`blind_go_out_value`), or None when it is not known.

    Taking is worth it when it lets the player go out for at least what a blind draw would bring
    on average (a sure go-out beats an equal gamble; a blind draw that may go out for more is
    not a mistake), or when the card is in the best words after taking it and those words are
    worth more than the best words the hand makes now (word points: which card is left unused
    depends on the discard either way, and a blind draw may bring anything). The hint says it
    and the coach judges by it: one rule, so a player who follows the hint is never told to have
    drawn otherwise.
    """
    if top is None or taking is None:
        return False
    if taking.go_out is not None and not final_turn and not barred:
        return blind is None or taking.go_out.round_score >= blind
    uses_it = any(top in word.cards for word in taking.best.words)
    return uses_it and taking.best.word_points > now.best.word_points


def blind_go_out_value(
    hand: Sequence[Card],
    unseen: Mapping[Card, int],
    solve: Callable[[tuple[Card, ...]], Solution],
    goes_out: Callable[[tuple[Card, ...]], bool] | None = None,
) -> float:
    """What a blind draw is worth in expectation to ``hand``, as far as going out goes.

    Each unseen card (the draw pile and the others' hands, unknown alike) is as likely as its
    unseen copies make it; a card that lets the hand go out counts that go-out's round score
    (before bonuses), any other counts nothing (the round goes on, and what comes of it is not
    known). ``solve`` answers a hand with one card to discard (a cached solver's ``solve``);
    ``goes_out``, if given, is a quicker yes/no asked first, so only the hands that go out are
    solved (:func:`~quiddler.solver.can_go_out`). Nothing unseen: 0.
    """
    total = sum(count for count in unseen.values() if count > 0)
    if total == 0:
        return 0.0
    worth = 0
    for card, count in unseen.items():
        if count <= 0:
            continue
        drawn = (*hand, card)
        if goes_out is not None and not goes_out(drawn):
            continue
        go_out = solve(drawn).go_out
        if go_out is not None:
            worth += count * go_out.round_score
    return worth / total
