"""``quiddler house add|remove|list``: the words this table has agreed to allow.

House words are kept in the user's data folder and allowed on top of any dictionary; they must
still be spellable with the cards (letters a to z, two or more).
"""

from __future__ import annotations

import argparse
import sys

from quiddler.cli import UsageError


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "house",
        help="add, remove or list house words (extra words your table allows)",
        description="House words are extra words your table has agreed to allow, on top of any dictionary.",
    )
    actions = parser.add_subparsers(dest="house_action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="allow words", description="Allow these words at this table.")
    add.add_argument("words", nargs="+", metavar="WORD")
    remove = actions.add_parser("remove", help="stop allowing words", description="Remove house words.")
    remove.add_argument("words", nargs="+", metavar="WORD")
    actions.add_parser("list", help="show the house words", description="Show the house words, one per line.")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.dictionary import DictionaryError, add_house_words, remove_house_words
    from quiddler.dictionary.house import house_words_path, read_house_file
    from quiddler.files import printable

    # DictionaryError (a file that is not UTF-8 text, a read-only folder…) is an InvalidInputError:
    # cli.main says it in one sentence, exit status 2.
    if args.house_action == "list":
        house = read_house_file()
        if not house.words:
            print("No house words yet. Add some with: quiddler house add WORD …")
        for word in sorted(house.words):
            print(word)
        if house.skipped:
            shown = ", ".join(printable(line) for line in house.skipped[:10])
            more = f" and {len(house.skipped) - 10} more" if len(house.skipped) > 10 else ""
            where = house_words_path()
            print(
                f"(Lines of {where} the cards cannot spell, kept but not used: {shown}{more}.)",
                file=sys.stderr,
            )
        return 0
    if args.house_action == "add":
        try:
            added = add_house_words(args.words)
        except DictionaryError as error:
            raise UsageError(str(error)) from None
        already = sorted({word.strip().lower() for word in args.words} - set(added))
        if added:
            print(f"Added to the house words: {', '.join(added)}.")
        if already:
            print(f"Already house words: {', '.join(already)}.")
        print(f"({house_words_path()})")
        return 0
    removed = remove_house_words(args.words)
    missing = sorted({word.strip().lower() for word in args.words} - set(removed))
    if removed:
        print(f"Removed from the house words: {', '.join(removed)}.")
    if missing:
        print(f"Not house words: {', '.join(missing)}.")
    return 0 if not missing else 1
