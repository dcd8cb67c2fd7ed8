"""``quiddler house add|remove|list``: the words this table has agreed to allow.

House words are kept in the user's data folder and allowed on top of any dictionary; they must
still be spellable with the cards (letters a to z, two or more).
"""

from __future__ import annotations

import argparse
import sys

from quiddler.cli import UsageError
from quiddler.i18n import _


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "house",
        help=_("add, remove or list house words (extra words your table allows)"),
        description=_(
            "House words are extra words your table has agreed to allow, on top of any dictionary."
        ),
    )
    actions = parser.add_subparsers(dest="house_action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help=_("allow words"), description=_("Allow these words at this table."))
    add.add_argument("words", nargs="+", metavar="WORD")
    remove = actions.add_parser("remove", help=_("stop allowing words"), description=_("Remove house words."))
    remove.add_argument("words", nargs="+", metavar="WORD")
    actions.add_parser(
        "list", help=_("show the house words"), description=_("Show the house words, one per line.")
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.dictionary import DictionaryError, add_house_words, remove_house_words
    from quiddler.dictionary.house import blocked_reason, house_words_path, read_house_file
    from quiddler.storage.files import printable

    # DictionaryError (a file that is not UTF-8 text, a read-only folder…) is an InvalidInputError:
    # cli.main says it in one sentence, exit status 2.
    if args.house_action == "list":
        house = read_house_file()
        # A line word lists know as an abbreviation or contraction (kb, dont) is never a house word
        # (docs/family-filter.md): the dictionary ignores it, so the list does not show it as one.
        blocked = sorted(word for word in house.words if blocked_reason(word) is not None)
        words = sorted(house.words - set(blocked))
        if not words:
            print(_("No house words yet. Add some with: quiddler house add WORD …"))
        for word in words:
            print(printable(word))
        if blocked:
            said = _(
                "(Lines of {path} that word lists know as abbreviations or contractions, "
                "never house words: {lines}.)"
            )
            print(printable(said.format(path=house_words_path(), lines=", ".join(blocked))), file=sys.stderr)
        if house.skipped:
            shown = ", ".join(printable(line) for line in house.skipped[:10])
            more = (
                _(" and {count} more").format(count=len(house.skipped) - 10)
                if len(house.skipped) > 10
                else ""
            )
            where = house_words_path()
            said = _("(Lines of {path} the cards cannot spell, kept but not used: {lines}.)")
            print(printable(said.format(path=where, lines=shown + more)), file=sys.stderr)
        return 0
    if args.house_action == "add":
        try:
            added = add_house_words(args.words)
        except DictionaryError as error:
            raise UsageError(str(error)) from None
        already = sorted({word.strip().lower() for word in args.words} - set(added))
        if added:
            print(_("Added to the house words: {words}.").format(words=printable(", ".join(added))))
        if already:
            print(_("Already house words: {words}.").format(words=printable(", ".join(already))))
        print(printable(f"({house_words_path()})"))
        return 0
    removed = remove_house_words(args.words)
    missing = sorted({word.strip().lower() for word in args.words} - set(removed))
    if removed:
        print(_("Removed from the house words: {words}.").format(words=printable(", ".join(removed))))
    if missing:
        print(_("Not house words: {words}.").format(words=printable(", ".join(missing))))
    return 0 if not missing else 1
