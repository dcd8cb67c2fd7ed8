"""``quiddler dictionaries``: what can check words here, which is the default, and why a
dictionary does not work (a missing Enchant library or language, with the install command)."""

from __future__ import annotations

import argparse

from quiddler.i18n import _, ngettext, pgettext


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "dictionaries",
        help=_("list the dictionaries available here"),
        description=_(
            "List the dictionaries this machine can use, the default, and why one is not available."
        ),
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from quiddler.dictionary import DEFAULT_DICTIONARY, DictionaryError, available_dictionaries, house_words
    from quiddler.dictionary.house import house_words_path

    infos = available_dictionaries()
    width = max(len(info.name) for info in infos)
    print(
        _("Dictionaries (the default is {name}; choose one with --dictionary NAME):").format(
            name=DEFAULT_DICTIONARY
        )
    )
    for info in infos:
        mark = "*" if info.is_default else " "
        if info.available:
            print(f" {mark} {info.name.ljust(width)}  {info.description}")
        else:
            print(f"   {info.name.ljust(width)}  " + _("not available: {reason}").format(reason=info.reason))
    file_spec = "file:" + pgettext("placeholder", "PATH")
    print(f"   {file_spec.ljust(width)}  " + _("any word list file, one word per line"))
    try:
        count = len(house_words())
    except DictionaryError as error:  # a damaged file: say so, the list above is still true
        print(_("House words: {error}").format(error=error))
        return 0
    said = ngettext(
        "House words: {count} word, allowed on top of any dictionary ({path}).",
        "House words: {count} words, allowed on top of any dictionary ({path}).",
        count,
    )
    print(said.format(count=count, path=house_words_path()))
    return 0
