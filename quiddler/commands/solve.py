"""``quiddler solve CARD …``: the best go-out and the best play of a hand, exactly.

    $ quiddler solve qu i z m
    Hand:      QU I Z M
    Go out:    QUIZ (QU·I·Z 25), discard M: 25 points
    Best play: QUIZ (QU·I·Z 25), discard M: 25 points

Cards are separate arguments or separated by spaces or commas in one argument, in any case;
``qu in er cl th`` are the double cards. The hand is one after drawing (one card is discarded);
``--no-discard`` arranges every card, as for a hand as dealt. ``--json`` prints one object;
``--rules junior`` solves by Quiddler Junior's rules (one-card words such as A or IN count, proper
nouns are words, written capitalised, and unused cards are not subtracted). A card that does not
exist, or more copies of a card than the deck holds, is a usage error (exit status 2).
``--family off`` lets the answer use vulgar and offensive words, which the family filter
(:mod:`quiddler.dictionary.family`, on by default) leaves out.

``--batch FILE`` (``-`` for standard input) reads one hand per line and answers every hand line
with one JSON object, in order, with the dictionary loaded once; each object carries its
``"line"`` number. A line that is not a hand (a card that does not exist, three Z cards) is
answered with ``{"line": 3, "input": "z z z", "error": "..."}`` and the others are still solved:
one bad line must not lose the rest of the answers. The exit status is then 1 (0 when every line
was solved), and standard error says how many lines could not be; 2 stays for usage errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path

from quiddler.cli import UsageError, sentence
from quiddler.commands import add_family_option
from quiddler.engine.cards import Card, parse_cards
from quiddler.engine.errors import InvalidInputError
from quiddler.engine.ports import WordChecker
from quiddler.engine.rules import STANDARD, RuleOptions, preset
from quiddler.i18n import _, ngettext

__all__ = ["format_solution", "parse_hand", "register", "run"]


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "solve",
        help=_("show the best go-out and the best play of a hand"),
        description=_(
            "Find the exact best way to go out and the best play (for a final turn) with a hand "
            "of cards, e.g. 'quiddler solve qu i z m'. The hand is one after drawing: one card is discarded."
        ),
    )
    parser.add_argument("cards", nargs="*", metavar="CARD", help=_("the cards: a-z and qu in er cl th"))
    parser.add_argument(
        "-d",
        "--dictionary",
        metavar="NAME",
        help=_("en (default), en-large, en-small, es, file:PATH … (see 'quiddler dictionaries')"),
    )
    parser.add_argument("--no-house-words", action="store_true", help=_("ignore the table's house words"))
    parser.add_argument(
        "--no-discard", action="store_true", help=_("use every card and discard none (a hand as dealt)")
    )
    parser.add_argument(
        "--rules",
        metavar="PRESET",
        help=_(
            "rule preset: standard (default), checked, junior (one-card words, unused cards not subtracted) "
            "or short"
        ),
    )
    add_family_option(parser, who=_("the words it finds"))
    parser.add_argument("--json", action="store_true", help=_("print one JSON object"))
    parser.add_argument(
        "--batch",
        metavar="FILE",
        help=_("solve one hand per line of FILE ('-': standard input), as JSON lines"),
    )
    parser.set_defaults(run=run)


def parse_hand(tokens: Iterable[str]) -> list[Card]:
    """Cards from arguments like ``["qu", "i,z", "M"]``; raises :class:`UsageError` for a card
    that does not exist or more copies than the deck holds."""
    from quiddler.solver.search import check_hand

    text = " ".join(tokens)
    try:
        cards = parse_cards(text)
        check_hand(cards)
    except InvalidInputError as error:
        raise UsageError(str(error)) from None  # cli.main makes it a sentence
    if not cards:
        raise UsageError(_("Give the cards of a hand, for example: quiddler solve qu i z m."))
    return cards


def run(args: argparse.Namespace) -> int:
    if args.batch is not None and args.cards:
        raise UsageError(_("Give the cards of one hand or --batch FILE, not both."))
    rules = preset(args.rules) if args.rules is not None else STANDARD  # unknown: one sentence, exit 2
    if args.batch is not None:
        entries = _read_batch(args.batch)
    else:
        entries = [(0, " ".join(args.cards), parse_hand(args.cards))]

    from quiddler.dictionary import open_checker
    from quiddler.dictionary.family import family_skipped
    from quiddler.solver import index_for, solve_for

    # DictionaryError is an InvalidInputError: cli.main prints it as one sentence, exit status 2.
    # Junior's rules add the names list (proper nouns are words there); the family filter (on by
    # default) leaves vulgar words out of what is found.
    dictionary = open_checker(args.dictionary, rules, args.family, house_words=not args.no_house_words)
    try:
        index = index_for(dictionary)
    except TypeError:
        said = _("The dictionary {name} has no word list to solve with.")
        raise UsageError(said.format(name=repr(args.dictionary))) from None
    discard = not args.no_discard
    failed = 0
    for number, text, hand in entries:
        if isinstance(hand, str):  # a batch line that is not a hand: its error, in its place
            failed += 1
            print(json.dumps({"line": number, "input": text, "error": hand}))
            continue
        solution = solve_for(hand, index, rules, discard=discard)
        if args.batch is not None:
            print(json.dumps({"line": number, **solution.to_dict()}))
        elif args.json:
            print(json.dumps(solution.to_dict()))
        else:
            print(format_solution(solution, rules, dictionary))
            if family_skipped(dictionary, hand, min_cards=rules.min_word_cards):
                said = _(
                    "The best the family filter allows: --family off also shows the words it leaves out."
                )
                print(said)
    if failed:
        if len(entries) > 1:
            said = _(
                "quiddler solve: {failed} of {count} lines could not be solved: see their error objects."
            )
        else:
            said = _("quiddler solve: the line could not be solved: see its error object.")
        print(said.format(failed=failed, count=len(entries)), file=sys.stderr)
        return 1
    return 0


#: The biggest batch read (a hand is a line of some 30 bytes: half a million hands).
BATCH_LIMIT = 16 * 1024 * 1024


def _read_batch(name: str) -> list[tuple[int, str, list[Card] | str]]:
    """Every hand line of the file: (line number, text, the cards or why the line is not a hand).

    Blank lines and ``#`` comments are skipped. A file that cannot be read is a usage error. A
    named file must be a regular file (a named pipe is read with ``-``, from standard input) and
    neither it nor standard input may exceed :data:`BATCH_LIMIT` bytes.
    """
    from quiddler.storage.files import FileProblem, decode_text, read_bytes

    try:
        if name == "-":
            stream = getattr(sys.stdin, "buffer", None)  # a StringIO (a test, an embedding) has none
            data = stream.read(BATCH_LIMIT + 1) if stream else sys.stdin.read(BATCH_LIMIT + 1).encode()
            if len(data) > BATCH_LIMIT:
                said = _("it is too big (more than {size} MB)").format(size=BATCH_LIMIT // 1024 // 1024)
                raise FileProblem(said, "corrupt")
        else:
            data = read_bytes(Path(name), limit=BATCH_LIMIT)
        lines = decode_text(data).splitlines()
    except FileProblem as problem:
        where = _("standard input") if name == "-" else name
        raise UsageError(_("Cannot read {file}: {problem}.").format(file=where, problem=problem)) from None
    entries: list[tuple[int, str, list[Card] | str]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            entries.append((number, line.strip(), parse_hand([line])))
        except UsageError as error:
            entries.append((number, line.strip(), sentence(error)))
    return entries


def _play_text(play: object, rules: RuleOptions = STANDARD, checker: WordChecker | None = None) -> str:
    """``QUIZ (QU·I·Z 25), unused M (-5), discard X: 20 points`` (a name written Paris)."""
    from quiddler.engine.ports import written
    from quiddler.solver import Play

    assert isinstance(play, Play)
    parts = [
        ", ".join(f"{written(word.text, checker)} ({word.spelling} {word.points})" for word in play.words)
        or _("no word")
    ]
    if play.unused:
        unused = sum(card.points for card in play.unused)
        cost = f"-{unused}" if rules.subtract_unused else _("not subtracted")
        cards = " ".join(card.label for card in play.unused)
        parts.append(_("unused {cards} ({cost})").format(cards=cards, cost=cost))
    if play.discard is not None:
        parts.append(_("discard {card}").format(card=play.discard.label))
    points = ngettext("{count} point", "{count} points", abs(play.score)).format(count=play.score)
    if play.score < 0:
        points += " " + _("(a round score of 0)")
    return ", ".join(parts) + f": {points}"


def format_solution(
    solution: object, rules: RuleOptions = STANDARD, checker: WordChecker | None = None
) -> str:
    """The plain-text answer: the hand, the best go-out (or why not) and the best play; a word
    ``checker`` allows only as a proper noun (Junior) is written capitalised."""
    from quiddler.solver import Solution

    assert isinstance(solution, Solution)
    go_out = (
        _play_text(solution.go_out, rules, checker)
        if solution.go_out is not None
        else _("not possible with this hand")
    )
    labels = [_("Hand:"), _("Go out:"), _("Best play:"), _("Words:")]
    width = max(11, *(len(label) + 1 for label in labels))
    lines = [
        labels[0].ljust(width) + " ".join(card.label for card in solution.hand),
        labels[1].ljust(width) + go_out,
        labels[2].ljust(width) + _play_text(solution.best, rules, checker),
        labels[3].ljust(width)
        + ngettext(
            "{count} spelling in the hand", "{count} spellings in the hand", len(solution.words)
        ).format(count=len(solution.words)),
    ]
    return "\n".join(lines)
