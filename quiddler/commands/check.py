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

A standard word needs two cards (docs/rules.md §5). A one-card spelling, the letter A or I or a lone
double card such as IN, is a word only where one-card words are allowed (Quiddler Junior,
docs/rules.md §8), and the line says so: shown first when it is the only spelling (A, I), or among the
others when two cards can spell the word too (I·N, then IN).

``--rules junior`` checks by Junior's rules: one-card words count, and proper nouns are words
(the names list, :mod:`quiddler.dictionary.names`), written capitalised::

    Paris  allowed       18 points  P·A·R·I·S  [proper noun]

A word written with accents or Ñ is checked as the cards spell it, and the line says so (docs/rules.md
§9)::

    año  allowed        9 points  A·N·O  (año is played as ANO: accents dropped, Ñ as N)

By the standard rules the same name is refused with its reason, "proper nouns are allowed only
in Junior". A word refused as an abbreviation or a contraction names the SCOWL list that knows it
as one.

``--family on|off|strict`` also says what the family filter does with each word, and why (its
tier, docs/family-filter.md)::

    ass   allowed  8 points  A·S·S  family filter: never suggested, but a person may lay it, …
    shit  not allowed  the family filter is strict at this table: …  family filter: refused …

Exit status 0 if every word is allowed, 1 if any is not, 2 for a usage error (an unknown or
unusable dictionary, whose message lists the ones that work).
"""

from __future__ import annotations

import argparse

from quiddler.commands import FAMILY_CHOICES
from quiddler.engine.rules import STANDARD
from quiddler.i18n import _


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "check",
        help=_("say whether words are allowed and what they are worth"),
        description=_(
            "Check words against the dictionary: allowed or not, why not, their points and "
            "their best card spelling. Exit status 0 if all are allowed, 1 if any is not."
        ),
    )
    parser.add_argument("words", nargs="+", metavar="WORD", help=_("words to check"))
    parser.add_argument(
        "-d",
        "--dictionary",
        metavar="NAME",
        help=_(
            "en (default), en-large, en-small, es, enchant:en_US, file:PATH … (see 'quiddler dictionaries')"
        ),
    )
    parser.add_argument("--no-house-words", action="store_true", help=_("ignore the table's house words"))
    parser.add_argument(
        "--rules",
        metavar="PRESET",
        help=_(
            "check by a rule preset's word rules: standard (default), checked, junior (one-card words and "
            "proper nouns are words) or short"
        ),
    )
    parser.add_argument(
        "--family",
        choices=FAMILY_CHOICES,
        help=_(
            "also say what the family filter does with each word, and why: on (never suggested), "
            "strict (also refuses the words with no innocent reading) or off"
        ),
    )
    parser.set_defaults(run=run)


def family_detail(tier: str | None, mode: str) -> str:
    """What the family filter set to ``mode`` does with a word of ``tier``, and why."""
    if tier is None:
        return _("family filter: a plain word, never left out")
    if tier == "refuse":
        said = (
            _("family filter: refused at this strict table and never suggested (no innocent reading)")
            if mode == "strict"
            else _("family filter: never suggested, and refused at a strict table (no innocent reading)")
        )
    else:
        said = _("family filter: never suggested, but a person may lay it, even at a strict table")
    if mode == "off":
        said += " " + _("(the filter is off: it is not applied)")
    return said


def run(args: argparse.Namespace) -> int:
    from quiddler.dictionary import open_checker
    from quiddler.dictionary.family import family_tier, language_of
    from quiddler.engine.rules import preset
    from quiddler.match.lookup import check_line

    # An unknown preset or dictionary, or a missing names list, raises an InvalidInputError:
    # cli.main says it in one sentence and exits with status 2, as for every command.
    rules = preset(args.rules) if args.rules is not None else STANDARD
    # The family filter off: check answers what the dictionary and the rules allow (and, with
    # --family, what the filter would say of each word besides); strict: a word with no innocent
    # reading is not a word at this table.
    mode = getattr(args, "family", None)
    family = "strict" if mode == "strict" else "off"
    dictionary = open_checker(args.dictionary, rules, family, house_words=not args.no_house_words)
    from quiddler.storage.files import printable

    lines = [check_line(dictionary, word, rules) for word in args.words]
    if mode is not None:
        language = language_of(dictionary)
        lines = [
            (shown, allowed, f"{detail}  {family_detail(family_tier(word, language), mode)}")
            for (shown, allowed, detail), word in zip(lines, args.words, strict=True)
        ]
    # The words as typed are echoed: shown, never obeyed (an escape sequence would be)
    lines = [(printable(word), allowed, printable(detail)) for word, allowed, detail in lines]
    width = max(len(word) for word, _allowed, _detail in lines)
    statuses = (_("allowed"), _("not allowed"))
    column = max(len(status) for status in statuses)
    for word, allowed, detail in lines:
        status = statuses[0] if allowed else statuses[1]
        print(f"{word.ljust(width)}  {status.ljust(column)}  {detail}".rstrip())
    return 0 if all(allowed for _word, allowed, _detail in lines) else 1
