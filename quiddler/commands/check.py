"""``quiddler check WORD …``: is each word allowed, what is it worth, and how is it spelled.

One line per word, for instance::

    quiz  allowed       25 points  QU·I·Z  (also Q·U·I·Z 35)
    qi    not allowed  not in the dictionary (en); Q·I would score 17
    b     not allowed  single letters are not words
    a     allowed        2 points  A  (one card: a word only in Junior)
    in    allowed        7 points  I·N  (also IN 7, one card: a word only in Junior)

The spelling shown first is the one the rule sheets use, QUIZ = QU·I·Z for 25 points: the fewest
cards the deck's counts allow, a double card wherever it fits (ties: more points; the engine's
``Spelling.SHEETS``). Up to two other spellings follow with their points, so a player holding Q
and U sees that Q·U·I·Z is 35.

A standard word needs two cards (RULES.md §5). A one-card spelling, the letter A or I or a lone
double card such as IN, is a word only where one-card words are allowed (Quiddler Junior,
RULES.md §8), and the line says so: shown first when it is the only spelling (A, I), or among the
others when two cards can spell the word too (I·N, then IN).

``--rules junior`` checks by Junior's rules: one-card words count, and proper nouns are words
(the names list, :mod:`quiddler.dictionary.names`), written capitalised::

    Paris  allowed       18 points  P·A·R·I·S  [proper noun]

A word written with accents or Ñ is checked as the cards spell it, and the line says so (RULES.md
§9)::

    año  allowed        9 points  A·N·O  (año is played as ANO: accents dropped, Ñ as N)

By the standard rules the same name is refused with its reason, "proper nouns are allowed only
in Junior". A word refused as an abbreviation or a contraction names the SCOWL list that knows it
as one.

Exit status 0 if every word is allowed, 1 if any is not, 2 for a usage error (an unknown or
unusable dictionary, whose message lists the ones that work).
"""

from __future__ import annotations

import argparse
from collections import Counter

from quiddler.dictionary.rules import REASONS
from quiddler.engine.cards import DOUBLE_CARDS, Card
from quiddler.engine.letters import fold_accents
from quiddler.engine.ports import Explains, WordChecker
from quiddler.engine.rules import STANDARD, RuleOptions
from quiddler.engine.spelling import Spelling, spellings

#: What the line says of a one-card spelling where a word needs two cards (the standard game:
#: a lone IN or ER card, or A, is a word only in Quiddler Junior, RULES.md §5, §8).
ONE_CARD_NOTE = "one card: a word only in Junior"


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "check",
        help="say whether words are allowed and what they are worth",
        description="Check words against the dictionary: allowed or not, why not, their points and "
        "their best card spelling. Exit status 0 if all are allowed, 1 if any is not.",
    )
    parser.add_argument("words", nargs="+", metavar="WORD", help="words to check")
    parser.add_argument(
        "-d",
        "--dictionary",
        metavar="NAME",
        help="en (default), en-large, en-small, es, enchant:en_US, file:PATH … (see 'quiddler dictionaries')",
    )
    parser.add_argument("--no-house-words", action="store_true", help="ignore the table's house words")
    parser.add_argument(
        "--rules",
        metavar="PRESET",
        help="check by a rule preset's word rules: standard (default), checked, junior (one-card words and "
        "proper nouns are words) or short",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.dictionary import for_rules, open_dictionary
    from quiddler.engine.rules import preset

    # An unknown preset or dictionary, or a missing names list, raises an InvalidInputError:
    # cli.main says it in one sentence and exits with status 2, as for every command.
    rules = preset(args.rules) if args.rules is not None else STANDARD
    dictionary = for_rules(open_dictionary(args.dictionary, house_words=not args.no_house_words), rules)
    lines = [check_line(dictionary, word, rules) for word in args.words]
    width = max(len(word) for word, _, _ in lines)
    for word, allowed, detail in lines:
        status = "allowed    " if allowed else "not allowed"
        print(f"{word.ljust(width)}  {status}  {detail}".rstrip())
    return 0 if all(allowed for _, allowed, _ in lines) else 1


def check_line(dictionary: WordChecker, typed: str, rules: RuleOptions = STANDARD) -> tuple[str, bool, str]:
    """(the word as shown, allowed?, the rest of the line) for one typed word by ``rules``;
    ``dictionary`` is the checker those rules play with (:func:`quiddler.dictionary.for_rules`).
    A name is shown capitalised (Paris), every other word in lower case as typed.

    The game's look-up (``l`` at the table) shows this same answer, so a player hears exactly
    what ``quiddler check`` says. A checker that does not explain itself (a test's stand-in that
    answers ``is_word`` alone) is answered "not in the dictionary" for a word it does not know.
    """
    written = typed.strip().lower()
    word = fold_accents(written)  # año is played as A·N·O (RULES.md §9)
    played_as = ""
    if word != written:
        played_as = f"  ({written} is played as {word.upper()}: accents dropped, Ñ as N)"
    explains = dictionary if isinstance(dictionary, Explains) else None
    if explains is not None:
        reason = explains.why_not(word)
    else:
        reason = None if dictionary.is_word(word) else "not in the dictionary"
    name = reason == REASONS["proper-noun"] or (
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
        would = f"; {found[0].spelling} would score {found[0].points}" if found else ""
        return shown, False, reason + would + played_as
    if not every:
        return shown, True, f"but {_unspellable(word)}"
    if not found:  # only one card spells it (A, I): a word only where one-card words count
        best = one_card[0]
        detail = f"{best.points:>3} points  {best.spelling}  ({ONE_CARD_NOTE})"
    else:
        best, others = found[0], found[1:]
        detail = f"{best.points:>3} points  {best.spelling}"
        also = [f"{other.spelling} {other.points}" for other in others[:2]]
        if len(others) > 2:
            also.append("…")
        also += [f"{single.spelling} {single.points}, {ONE_CARD_NOTE}" for single in one_card]
        if also:
            detail += f"  (also {', '.join(also)})"
    if explains is not None and explains.is_house_word(word):
        detail += "  [house word]"
    elif name:
        detail += "  [proper noun]"
    return shown, True, detail + played_as


def _unspellable(word: str) -> str:
    """Why the deck cannot spell a word of letters a–z: the card it runs out of."""
    for letter, count in sorted(Counter(word).items()):
        card = Card(letter)
        if count > card.count + sum(d.count for d in DOUBLE_CARDS if letter in d.letters):
            return f"the deck cannot spell it (it needs {count} {card.label}; the deck has {card.count})"
    return "the deck cannot spell it"
