"""Looking a word up: allowed or not and why not, its points and its card spellings.

One answer for ``quiddler check`` (:func:`check_line`, a line of columns) and for the look-up a
table offers between turns (:func:`look_up`, the same answer as a sentence), by a game's own rules:
a player hears at the table exactly what the command says.
"""

from __future__ import annotations

import re
from collections import Counter

from quiddler.dictionary.rules import reason_sentence
from quiddler.engine.cards import DOUBLE_CARDS, Card
from quiddler.engine.letters import fold_accents
from quiddler.engine.ports import Explains, WordChecker
from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.engine.spelling import Spelling, spellings
from quiddler.i18n import N_, _

__all__ = ["ONE_CARD_NOTE", "check_line", "look_up"]

#: What the line says of a one-card spelling where a word needs two cards (the standard game:
#: a lone IN or ER card, or A, is a word only in Quiddler Junior, docs/rules.md §5, §8).
ONE_CARD_NOTE = N_("one card: a word only in Junior")


def check_line(dictionary: WordChecker, typed: str, rules: RuleOptions = STANDARD) -> tuple[str, bool, str]:
    """(the word as shown, allowed?, the rest of the line) for one typed word by ``rules``;
    ``dictionary`` is the checker those rules play with (:func:`quiddler.dictionary.for_rules`).
    A name is shown capitalised (Paris), every other word in lower case as typed.

    The game's look-up (``l`` at the table, :func:`look_up`) shows this same answer, so a player hears exactly
    what ``quiddler check`` says. A checker that does not explain itself (a test's stand-in that
    answers ``is_word`` alone) is answered "not in the dictionary" for a word it does not know.
    """
    written = typed.strip().lower()
    word = fold_accents(written)  # año is played as A·N·O (docs/rules.md §9)
    played_as = ""
    if word != written:
        played_as = "  " + _("({word} is played as {played}: accents dropped, Ñ as N)").format(
            word=written, played=word.upper()
        )
    explains = dictionary if isinstance(dictionary, Explains) else None
    if explains is not None:
        reason = explains.why_not(word)
    else:
        reason = None if dictionary.is_word(word) else _("not in the dictionary")
    name = reason == reason_sentence("proper-noun") or (
        reason is None and explains is not None and explains.is_proper_noun(word)
    )
    shown = word.capitalize() if name else word
    minimum = rules.min_word_cards
    every = spellings(word, order=Spelling.SHEETS)
    found = [spelled for spelled in every if spelled.card_count >= minimum]
    one_card = [spelled for spelled in every if spelled.card_count < minimum]  # A, I, IN: at most one
    if written != word and not name:
        shown = written
    if reason is not None:
        would = ""
        if found:
            would = _("; {spelling} would score {points}").format(
                spelling=found[0].spelling, points=found[0].points
            )
        return shown, False, reason + would + played_as
    if not every:
        return shown, True, _("but {why}").format(why=_unspellable(word))
    points = _("{points} points")
    if not found:  # only one card spells it (A, I): a word only where one-card words count
        best = one_card[0]
        detail = f"{points.format(points=f'{best.points:>3}')}  {best.spelling}  ({_(ONE_CARD_NOTE)})"
    else:
        best, others = found[0], found[1:]
        detail = f"{points.format(points=f'{best.points:>3}')}  {best.spelling}"
        also = [f"{other.spelling} {other.points}" for other in others[:2]]
        if len(others) > 2:
            also.append("…")
        also += [f"{single.spelling} {single.points}, {_(ONE_CARD_NOTE)}" for single in one_card]
        if also:
            detail += "  " + _("(also {spellings})").format(spellings=", ".join(also))
    if explains is not None and explains.is_house_word(word):
        detail += "  " + _("[house word]")
    elif name:
        detail += "  " + _("[proper noun]")
    return shown, True, detail + played_as


def _unspellable(word: str) -> str:
    """Why the deck cannot spell a word of letters a–z: the card it runs out of."""
    for letter, count in sorted(Counter(word).items()):
        card = Card(letter)
        if count > card.count + sum(d.count for d in DOUBLE_CARDS if letter in d.letters):
            return _("the deck cannot spell it (it needs {count} {card}; the deck has {has})").format(
                count=count, card=card.label, has=card.count
            )
    return _("the deck cannot spell it")


def look_up(checker: WordChecker, typed: str, rules: RuleOptions = STANDARD) -> str:
    """The look-up's answer, the same as ``quiddler check`` gives by the game's ``rules``: allowed
    or not and why not, the points, and the card spelling (:func:`check_line` itself, not a copy
    of it). A name (Junior) is written as a name (Paris), any other word in capitals."""
    shown, allowed, detail = check_line(checker, typed, rules)
    word = shown if shown[:1].isupper() else shown.upper()
    # the command pads its columns with spaces; a sentence separates them with a comma
    columns = [" ".join(part.split()) for part in re.split(r"\s{2,}", detail.strip()) if part]
    detail = ", ".join(columns[:2]) + "".join(f" {part}" for part in columns[2:])
    if allowed:
        return "✓ " + _("{word} is allowed: {detail}").format(word=word, detail=detail)
    return "✗ " + _("{word} is not allowed: {detail}").format(word=word, detail=detail)
