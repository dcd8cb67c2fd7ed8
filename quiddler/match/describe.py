"""Records and results in plain words, for a table's log, the summaries and the hints (any front end).

The log reads redacted records (``SeatView.round_log``), so a card someone else drew blind is
never named: "Bob drew from the draw pile".
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler.engine import (
    Card,
    Challenged,
    ChallengesClosed,
    Discarded,
    Drew,
    LaidDown,
    Record,
    RoundStarted,
    Source,
    WentOut,
    Word,
)
from quiddler.engine.ports import WordChecker, written

__all__ = ["describe_record", "words_text", "cards_text", "plural"]


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def cards_text(cards: Sequence[Card]) -> str:
    """``N T``: cards as their faces, in hand order."""
    return " ".join(card.label for card in cards)


def words_text(words: Sequence[Word]) -> str:
    """``QU·I·Z``, ``QU·I·Z and T·O·P``, ``QU·I·Z, T·O·P and A·T`` or ``no words``."""
    if not words:
        return "no words"
    spelled = [word.spelling for word in words]
    return spelled[0] if len(spelled) == 1 else f"{', '.join(spelled[:-1])} and {spelled[-1]}"


def describe_record(
    record: Record, players: Sequence[str], viewer: int | None = None, checker: WordChecker | None = None
) -> str | None:
    """One line saying what happened, or None for records not worth a line. A word that
    ``checker`` (the game's) allows only as a proper noun is written capitalised (Paris)."""
    match record:
        case Drew(seat=seat, source=source, card=card, refilled=refilled):
            who = "You" if seat == viewer else players[seat]
            if source is Source.DISCARD_PILE:
                text = f"{who} took {card.label} from the discard pile"
            elif card is not None and seat == viewer:
                text = f"{who} drew {card.label} from the draw pile"
            else:
                text = f"{who} drew from the draw pile"
            if refilled:
                text += " (the discards were reshuffled into a new draw pile)"
            return text + "."
        case Discarded(seat=seat, card=card):
            who = "You" if seat == viewer else players[seat]
            return f"{who} discarded {card.label}."
        case WentOut(seat=seat, words=words, discard=card):
            return f"{players[seat]} went out with {words_text(words)}, discarding {card.label}."
        case LaidDown(seat=seat, words=words, unused=unused, discard=card):
            # "laid down A and B, left N T unused, discarding S": one "and" at most, no stray comma
            left = f", left {cards_text(unused)} unused" if unused else ""
            return f"{players[seat]} laid down {words_text(words)}{left}, discarding {card.label}."
        case Challenged(challenger=challenger, word=word, allowable=allowable, loser=loser, penalty=penalty):
            verdict = "it is a word" if allowable else "it is not a word"
            # the loser's name stands alone ("Cy: −16 points"), so any name reads right, even "You"
            return (
                f"{players[challenger]} challenged {written(word.text, checker)}: {verdict}. "
                f"{players[loser]}: −{penalty} points."
            )
        case ChallengesClosed():
            return None
        case RoundStarted(dealer=dealer):
            return f"{players[dealer]} dealt."
    return None
