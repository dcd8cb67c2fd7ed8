"""What a seat can know about the cards, worked out from its :class:`~quiddler.engine.SeatView` alone.

A careful player counts cards: every card it has seen face up this round (its own hand, the
discard pile, the words on the table) cannot be the next blind draw, and a card an opponent took
from the discard pile is in that opponent's hand until it is seen again. What is left — the
*unseen* cards — is where a blind draw comes from, card for card in proportion to the counts.
Nothing here needs more than the view, so a computer player cannot know more than a person could.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from quiddler.engine import (
    DECK_COUNTS,
    Card,
    Discarded,
    Draw,
    Drew,
    LaidDown,
    SeatView,
    Source,
    WentOut,
)

__all__ = [
    "known_holdings",
    "unseen_cards",
    "draw_sources",
    "draw",
    "remove_cards",
]


def known_holdings(view: SeatView) -> list[Counter[Card]]:
    """For every seat, the cards it is known to hold: taken from the discard pile, not yet thrown back.

    A discarded card is crossed off only when the seat was known to hold it, since a seat may
    well discard a card of the same face that it drew blind. A seat that went out holds nothing;
    one that laid down on its final turn holds exactly the unused cards it showed.
    """
    known: list[Counter[Card]] = [Counter() for _ in view.players]
    for record in view.round_log:
        if isinstance(record, Drew) and record.source is Source.DISCARD_PILE and record.card is not None:
            known[record.seat][record.card] += 1
        elif isinstance(record, Discarded) and known[record.seat][record.card] > 0:
            known[record.seat][record.card] -= 1
        elif isinstance(record, WentOut):
            known[record.seat] = Counter()
        elif isinstance(record, LaidDown):
            known[record.seat] = Counter(record.unused)
    known[view.seat] = Counter()
    return [+holding for holding in known]


def unseen_cards(view: SeatView) -> Counter[Card]:
    """The cards this seat has not seen this round: in the draw pile or in other hands, unknown.

    Deck minus own hand, minus the face-up discard pile, minus every word on the table, minus the
    cards other seats are known to hold (:func:`known_holdings`).
    """
    unseen = Counter(DECK_COUNTS)
    unseen.subtract(view.hand)
    unseen.subtract(view.discard_pile)
    for words in view.table:
        for laid in words:
            unseen.subtract(laid.word.cards)
    for seat, holding in enumerate(known_holdings(view)):
        if seat != view.seat:
            unseen.subtract(holding)
    return +unseen


def draw_sources(view: SeatView) -> tuple[Source, ...]:
    """The piles this seat may draw from now (the engine's rule, asked without the game)."""
    sources = []
    if view.draw_count > 0 or len(view.discard_pile) >= 2:
        sources.append(Source.DRAW_PILE)
    if view.discard_pile:
        sources.append(Source.DISCARD_PILE)
    return tuple(sources)


def draw(view: SeatView, source: Source) -> Draw:
    """A Draw from ``source`` if allowed, else from the pile that is."""
    sources = draw_sources(view)
    return Draw(view.seat, source if source in sources or not sources else sources[0])


def remove_cards(hand: Iterable[Card], cards: Iterable[Card]) -> tuple[Card, ...]:
    """``hand`` less ``cards`` as a multiset (each card removed once per occurrence)."""
    left = list(hand)
    for card in cards:
        left.remove(card)
    return tuple(left)
