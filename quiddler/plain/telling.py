"""What the plain mode says: each event in one sentence, a hand in order, the scores.

Words are said as players read them (QUIZ, Paris in Junior: :func:`~quiddler.engine.ports.written`),
never with the drawn table's separators, so a screen reader says them as words. Draws and
discards are said by the match layer's own plain words (:func:`~quiddler.match.describe.describe_record`),
read as the seat at the keyboard may see them (a card someone else drew blind is never named).
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.engine import Card, Challenged, LaidDown, Record, RoundSummary, TableView, WentOut, Word
from quiddler.engine.ports import WordChecker, written
from quiddler.engine.view import redact
from quiddler.i18n import _, ngettext
from quiddler.match.describe import describe_record
from quiddler.match.events import (
    ActionApplied,
    ChallengeWindowOpened,
    ComputerTrouble,
    Event,
    GameOver,
    RoundOver,
    SaveFailed,
    SeatChanged,
    TurnTimedOut,
)
from quiddler.plain.vocabulary import listed

__all__ = [
    "tell_event",
    "tell_record",
    "words_said",
    "hand_said",
    "points_said",
    "scores_said",
    "round_said",
    "final_said",
    "table_said",
]


def words_said(words: Sequence[Word], checker: WordChecker | None = None) -> str:
    """``QUIZ``, ``QUIZ and JO``, ``QUIZ, JO and AX``."""
    return listed_and([written(word.text, checker) for word in words])


def listed_and(items: Sequence[str]) -> str:
    if not items:
        return _("no words")
    if len(items) == 1:
        return items[0]
    return _("{words} and {last}").format(words=", ".join(items[:-1]), last=items[-1])


def cards_said(cards: Sequence[Card]) -> str:
    """The cards' faces in order, separated by commas (``QU, I, Z``)."""
    return ", ".join(card.label for card in cards)


def tell_record(
    record: Record, players: Sequence[str], viewer: int | None, checker: WordChecker | None = None
) -> str | None:
    """One sentence for an applied action as ``viewer`` may know it, or None (nothing to say)."""
    record = redact(record, viewer)
    match record:
        case WentOut(seat=seat, words=words, discard=card):
            return _("{name} went out with {words}, discarding {card}.").format(
                name=players[seat], words=words_said(words, checker), card=card.label
            )
        case LaidDown(seat=seat, words=words, unused=unused, discard=card):
            if unused:
                text = _("{name} laid down {words}, left {cards} unused, discarding {card}.")
            else:
                text = _("{name} laid down {words}, discarding {card}.")
            return text.format(
                name=players[seat],
                words=words_said(words, checker),
                cards=cards_said(unused),
                card=card.label,
            )
        case Challenged(challenger=who, word=word, allowable=allowable, loser=loser, penalty=penalty):
            if allowable:
                text = _("{name} challenged {word}, which is a word, so {loser} loses {penalty} points.")
            else:
                text = _("{name} challenged {word}, which is not a word, so {loser} loses {penalty} points.")
            return text.format(
                name=players[who], word=written(word.text, checker), loser=players[loser], penalty=penalty
            )
    return describe_record(record, players, viewer, checker)


def tell_event(
    event: Event, players: Sequence[str], viewer: int | None, checker: WordChecker | None = None
) -> str | None:
    """One sentence for a match's event (None: nothing to say; a round's scores are said by
    :func:`round_said` from the view when the round is over, the game's end by :func:`final_said`)."""
    match event:
        case ActionApplied(record=record):
            return tell_record(record, players, viewer, checker)
        case ChallengeWindowOpened(layer=layer, deciders=deciders) if deciders:
            names = listed_and([players[seat] for seat in deciders])
            said = ngettext(
                "{names} may challenge {name}'s words now.",
                "{names} may challenge {name}'s words now.",
                len(deciders),
            )
            return said.format(names=names, name=players[layer])
        case SaveFailed(message=message):
            return message
        case SeatChanged(seat=seat, level=None):
            return _("{name} is played by a person again.").format(name=players[seat])
        case SeatChanged(seat=seat, level=level):
            return _("A computer player ({level}) plays for {name} now.").format(
                level=level, name=players[seat]
            )
        case TurnTimedOut(seat=seat):
            return _("{name}'s time ran out: the turn was played for them.").format(name=players[seat])
        case ComputerTrouble(message=message):
            return message
        case RoundOver() | GameOver():
            return None
    return None


def hand_said(view: TableView) -> str:
    """The hand in order: ``Your hand, 4 cards: QU, I, Z, E.``"""
    count = ngettext("{count} card", "{count} cards", len(view.hand)).format(count=len(view.hand))
    return _("Your hand, {count}: {cards}.").format(count=count, cards=cards_said(view.hand))


def points_said(view: TableView) -> str:
    """The hand with each card's points: ``QU 9, I 2, Z 14; 25 points in all.``"""
    cards = ", ".join(f"{card.label} {card.points}" for card in view.hand)
    total = sum(card.points for card in view.hand)
    return _("Card points: {cards}; {total} in all.").format(cards=cards, total=total)


def scores_said(view: TableView) -> str:
    """Everyone's total, in seating order, and the round being played."""
    totals = ", ".join(f"{name} {total}" for name, total in zip(view.players, view.totals, strict=True))
    return _("Scores after {done} of {rounds} rounds: {totals}.").format(
        done=len(view.summaries), rounds=view.rules.rounds, totals=totals
    )


def round_said(
    summary: RoundSummary, players: Sequence[str], checker: WordChecker | None = None, *, over: bool = True
) -> list[str]:
    """A scored round: one sentence per player (words, unused cards, bonuses, penalties, score),
    after "Round 3 is over" (``over`` False: "Round 3:", a score sheet's round being written)."""
    went_out = players[summary.went_out] if summary.went_out is not None else None
    if over:
        heading = (
            _("Round {number} is over; {name} went out first.") if went_out else _("Round {number} is over.")
        )
    else:
        heading = _("Round {number}, {name} out first:") if went_out else _("Round {number}:")
    lines = [heading.format(number=summary.round + 1, name=went_out)]
    for result in summary.results:
        words = words_said(result.words, checker)
        count = len(result.words)  # "word NEW", "palabra NEW": the noun agrees in both languages
        parts = [
            ngettext("word {words}", "words {words}", count).format(words=words) if count else _("no words")
        ]
        if result.rejected_words:
            parts.append(_("struck out {words}").format(words=words_said(result.rejected_words, checker)))
        if result.unused:
            unused = ngettext("unused {cards}", "unused {cards}", len(result.unused))  # sobra / sobran
            parts.append(unused.format(cards=cards_said(result.unused)))
        for bonus in result.bonuses:
            parts.append(_("bonus for {bonus}").format(bonus=bonus.title.lower()))
        if result.penalty:
            parts.append(_("challenges −{points}").format(points=result.penalty))
        lines.append(
            ngettext(
                "{name}: {parts}; {score} point this round.",
                "{name}: {parts}; {score} points this round.",
                abs(result.score),  # "1 point", "−1 point", "0 points"
            ).format(name=players[result.seat], parts=", ".join(parts), score=result.score)
        )
    return lines


def final_said(view: TableView) -> str:
    """The game's end: the winners and every final total, highest first."""
    order = sorted(range(view.player_count), key=lambda seat: -view.totals[seat])
    totals = ", ".join(f"{view.players[seat]} {view.totals[seat]}" for seat in order)
    winners = listed_and([view.players[seat] for seat in view.winners])
    text = ngettext(
        "The game is over and {winners} wins, with final scores {totals}.",
        "The game is over and {winners} share the win, with final scores {totals}.",
        len(view.winners),
    )
    return text.format(winners=winners, totals=totals)


def table_said(view: TableView, checker: WordChecker | None = None) -> list[str]:
    """The table as sentences: round, piles, each player's cards and words laid this round."""
    lines = [
        _("Round {number} of {rounds}, {count} cards each; {name} dealt.").format(
            number=view.round + 1,
            rounds=view.rules.rounds,
            count=view.hand_size,
            name=view.players[view.dealer],
        )
    ]
    top = view.discard_top
    pile = ngettext("{count} card", "{count} cards", view.draw_count).format(count=view.draw_count)
    if top is None:
        lines.append(_("The draw pile has {pile}; the discard pile is empty.").format(pile=pile))
    else:
        lines.append(
            _("The draw pile has {pile}; {card} is on the discard pile.").format(pile=pile, card=top.label)
        )
    for seat, name in enumerate(view.players):
        laid = [laid.word for laid in view.table[seat] if not laid.rejected]
        count = ngettext("{count} card", "{count} cards", view.hand_counts[seat]).format(
            count=view.hand_counts[seat]
        )
        if laid:
            lines.append(
                _("{name} holds {count} and has laid {words}.").format(
                    name=name, count=count, words=words_said(laid, checker)
                )
            )
        else:
            lines.append(_("{name} holds {count}.").format(name=name, count=count))
    return lines


__all__ += ["cards_said", "listed_and", "listed"]
