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
from quiddler.i18n import _, ngettext

__all__ = ["describe_record", "words_text", "cards_text", "plural"]


def plural(count: int, noun: str) -> str:
    """``3 cards``, ``1 card``, in the players' language: ``noun`` is "card", "word" or "point"."""
    forms = {
        "card": ngettext("{count} card", "{count} cards", count),
        "word": ngettext("{count} word", "{count} words", count),
        "point": ngettext("{count} point", "{count} points", count),
    }
    return forms[noun].format(count=count)


def cards_text(cards: Sequence[Card]) -> str:
    """``N T``: cards as their faces, in hand order."""
    return " ".join(card.label for card in cards)


def words_text(words: Sequence[Word]) -> str:
    """``QU·I·Z``, ``QU·I·Z and T·O·P``, ``QU·I·Z, T·O·P and A·T`` or ``no words``."""
    if not words:
        return _("no words")
    spelled = [word.spelling for word in words]
    if len(spelled) == 1:
        return spelled[0]
    return _("{words} and {last}").format(words=", ".join(spelled[:-1]), last=spelled[-1])


def describe_record(
    record: Record, players: Sequence[str], viewer: int | None = None, checker: WordChecker | None = None
) -> str | None:
    """One line saying what happened, or None for records not worth a line. A word that
    ``checker`` (the game's) allows only as a proper noun is written capitalised (Paris)."""
    match record:
        case Drew(seat=seat, source=source, card=card, refilled=refilled):
            mine = seat == viewer
            if source is Source.DISCARD_PILE:
                text = (
                    _("You took {card} from the discard pile")
                    if mine
                    else _("{name} took {card} from the discard pile")
                )
            elif card is not None and mine:
                text = _("You drew {card} from the draw pile")
            else:
                text = _("You drew from the draw pile") if mine else _("{name} drew from the draw pile")
            text = text.format(name=players[seat], card=card.label if card is not None else "")
            if refilled:
                text += _(" (the discards were reshuffled into a new draw pile)")
            return text + "."
        case Discarded(seat=seat, card=card):
            text = _("You discarded {card}.") if seat == viewer else _("{name} discarded {card}.")
            return text.format(name=players[seat], card=card.label)
        case WentOut(seat=seat, words=words, discard=card):
            return _("{name} went out with {words}, discarding {card}.").format(
                name=players[seat], words=words_text(words), card=card.label
            )
        case LaidDown(seat=seat, words=words, unused=unused, discard=card):
            # "laid down A and B, left N T unused, discarding S": one "and" at most, no stray comma
            if unused and not words:  # its own sentence: "bajó ninguna palabra" is not Spanish
                text = _("{name} laid down no words, left {cards} unused, discarding {card}.")
            elif unused:
                text = _("{name} laid down {words}, left {cards} unused, discarding {card}.")
            else:
                text = _("{name} laid down {words}, discarding {card}.")
            return text.format(
                name=players[seat], words=words_text(words), cards=cards_text(unused), card=card.label
            )
        case Challenged(challenger=challenger, word=word, allowable=allowable, loser=loser, penalty=penalty):
            if allowable:
                verdict = _("it is a word")
            elif callable(refuses := getattr(checker, "refuses", None)) and refuses(word.text):
                verdict = _("the dictionary has it, but the family filter is strict at this table")
            else:
                verdict = _("it is not a word")
            # the loser's name stands alone ("Cy: −16 points"), so any name reads right, even "You"
            return _("{name} challenged {word}: {verdict}. {loser}: −{penalty} points.").format(
                name=players[challenger],
                word=written(word.text, checker),
                verdict=verdict,
                loser=players[loser],
                penalty=penalty,
            )
        case ChallengesClosed():
            return None
        case RoundStarted(dealer=dealer):
            return _("{name} dealt.").format(name=players[dealer])
    return None
