"""Open a dictionary by name, and list the ones this machine can use.

Names: the bundled lists (``en``, the default; ``en-large``; ``en-small``; ``es``, Spanish),
``file:PATH`` (a plain word list, one word per line) and ``enchant:TAG`` (``enchant:en_US``,
``enchant:en_GB``, ``enchant:es_ES``, any language Enchant has installed).
"""

from __future__ import annotations

import codecs
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, overload

from quiddler.dictionary import house as _house
from quiddler.dictionary.base import Dictionary, WordListDictionary
from quiddler.dictionary.bundled import BUNDLED, is_present, load_list, shipped_bytes
from quiddler.dictionary.errors import DictionaryError
from quiddler.dictionary.rules import english_rules, rules_for
from quiddler.engine.ports import WordChecker
from quiddler.i18n import _, ngettext
from quiddler.storage import files

__all__ = ["DEFAULT_DICTIONARY", "DictionaryInfo", "open_dictionary", "available_dictionaries"]

#: The dictionary used when none is chosen: bundled, offline, SCOWL size 60.
DEFAULT_DICTIONARY = "en"
#: The biggest ``file:`` word list read: the largest lists in use are a few megabytes.
WORD_LIST_LIMIT = 64 * files.MB
#: Enchant languages ``quiddler dictionaries`` always mentions, installed or not.
SUGGESTED_ENCHANT = ("en_GB", "en_US")


@dataclass(frozen=True)
class DictionaryInfo:
    """One line of ``quiddler dictionaries``: a name, what it is, and whether it works here."""

    name: str
    description: str
    available: bool
    reason: str | None = None

    @property
    def is_default(self) -> bool:
        return self.name == DEFAULT_DICTIONARY


@overload
def open_dictionary(
    name: str | None = None, *, house_words: bool = True, proper_nouns: Literal[False] = False
) -> Dictionary: ...
@overload
def open_dictionary(
    name: str | None = None, *, house_words: bool = True, proper_nouns: bool
) -> WordChecker: ...
def open_dictionary(
    name: str | None = None, *, house_words: bool = True, proper_nouns: bool = False
) -> WordChecker:
    """Open the dictionary ``name`` (``None``: :data:`DEFAULT_DICTIONARY`).

    With ``house_words`` the table's house words (read now) are allowed on top of it; with
    ``proper_nouns`` the names list of Quiddler Junior too (:mod:`quiddler.dictionary.names`; a
    game gets the same from :func:`~quiddler.dictionary.names.for_rules` and its rule options).
    Raises :class:`DictionaryError` with a message for the player: an unknown name lists the
    available ones; a missing Enchant library or language says how to install it and which
    dictionaries work instead.
    """
    dictionary = _open(name, house_words=house_words)
    if proper_nouns:
        from quiddler.dictionary.names import WithProperNouns

        return WithProperNouns(dictionary)
    return dictionary


def _open(name: str | None, *, house_words: bool) -> Dictionary:
    spec = (name or DEFAULT_DICTIONARY).strip()
    house = _house.house_words() if house_words else frozenset()
    kind, colon, rest = spec.partition(":")
    if not colon and spec.lower() in BUNDLED:
        return _open_bundled(spec.lower(), house)
    if colon and kind.lower() == "file":
        return _open_file(spec, rest, house)
    if colon and kind.lower() == "enchant":
        return _open_enchant(spec, rest, house)
    raise DictionaryError(
        _("There is no dictionary called {name}.").format(name=repr(spec)) + " " + _what_works()
    )


def _open_bundled(name: str, house: frozenset[str]) -> Dictionary:
    entry = BUNDLED[name]
    words, digest = load_list(entry.filename)
    rules = rules_for(entry.language)
    description = _(entry.description)
    index = entry.index
    return WordListDictionary(
        name,
        description,
        words=words,
        content_hash=digest,
        rules=rules,
        house=house,
        shipped_index=(lambda: shipped_bytes(index)) if index else None,
    )


def _open_file(spec: str, path_text: str, house: frozenset[str]) -> Dictionary:
    """A plain word list: one word per line; ``#`` comments and blank lines are skipped.

    Only lines already in lower case count (a capital marks a proper noun: Junior's come from
    its names list, :mod:`quiddler.dictionary.names`), and the English rules apply, as for the
    bundled lists. The one-letter words ``a`` and ``i`` are allowed
    whether the file holds them or not, so a file holding nothing else is refused as empty.

    Only a regular file of at most :data:`WORD_LIST_LIMIT` bytes is read (``file:/dev/zero`` or
    a named pipe is refused at once, never read without end). A byte-order mark is skipped; in a
    file that is not UTF-8 (an old Latin-1 list) the lines of plain letters still count.
    """
    if not path_text.strip():
        raise DictionaryError(_("Name the word list file after 'file:', for example file:~/words.txt."))
    path = Path(path_text.strip()).expanduser()
    try:
        raw = files.read_bytes(path, limit=WORD_LIST_LIMIT)
    except files.FileProblem as problem:
        if problem.reason == "missing":
            raise DictionaryError(_("There is no word list file at {path}.").format(path=path)) from None
        raise DictionaryError(
            _("The word list {path} cannot be used: {problem}.").format(path=path, problem=problem)
        ) from None
    rules = english_rules()
    text = raw.removeprefix(codecs.BOM_UTF8).decode("utf-8", errors="replace")
    lines = [line.strip() for line in text.splitlines()]
    words = frozenset(word for word in lines if word.islower() and rules.allows(word))
    if not words - rules.one_letter_words:  # a and i alone are no word list: every dictionary has them
        capitalised = sum(1 for line in lines if line[:1].isupper())
        names = (
            " "
            + ngettext(
                "(its {count} capitalised line is a proper noun, which Junior takes from its own names list)",
                "(its {count} capitalised lines are proper nouns, which "
                "Junior takes from its own names list)",
                capitalised,
            ).format(count=capitalised)
            if capitalised
            else ""
        )
        raise DictionaryError(
            _(
                "{path} holds no usable words{names}: give one lower-case "
                "word per line, letters a to z, two or more."
            ).format(path=path, names=names)
        )
    return WordListDictionary(
        spec,
        _("Word list file {path} ({count} words)").format(path=path, count=f"{len(words):,}"),
        words=words,
        content_hash=hashlib.sha256(raw).hexdigest(),
        rules=rules,
        house=house,
    )


def _open_enchant(spec: str, tag: str, house: frozenset[str]) -> Dictionary:
    from quiddler.dictionary.enchant_backend import (
        EnchantMissingError,
        install_hint,
        normalize_tag,
        open_enchant,
    )

    if not tag.strip():
        raise DictionaryError(_("Name a language after 'enchant:', for example enchant:en_US."))
    try:
        return open_enchant(tag, house=house)
    except EnchantMissingError:
        said = _("{name} cannot be used: the Enchant spelling library is not installed here ({hint}).")
        raise EnchantMissingError(
            said.format(name=spec, hint=install_hint(normalize_tag(tag))) + " " + _what_works(enchant=False)
        ) from None
    except DictionaryError as error:
        said = _("{name} cannot be used: {error}").format(name=spec, error=error)
        raise DictionaryError(said + " " + _what_works()) from None


def _what_works(*, enchant: bool = True) -> str:
    """The sentence that ends every error: the dictionaries that do work here."""
    names = [
        _("{name} (default)").format(name=info.name) if info.is_default else info.name
        for info in available_dictionaries(enchant=enchant)
        if info.available
    ]
    return _("Dictionaries that work here: {names}; or file:PATH for a word list of your own.").format(
        names=", ".join(names)
    )


def available_dictionaries(*, enchant: bool = True) -> list[DictionaryInfo]:
    """The bundled lists and the Enchant languages, each saying whether it works here and why not.

    ``enchant=False`` skips asking Enchant (it is then not listed at all).
    """
    infos = [
        DictionaryInfo(
            entry.name,
            _(entry.description),
            is_present(entry.filename),
            None
            if is_present(entry.filename)
            else _("{file} is missing from this installation").format(file=entry.filename),
        )
        for entry in BUNDLED.values()
    ]
    if enchant:
        infos += _enchant_infos()
    return infos


def _enchant_infos() -> list[DictionaryInfo]:
    from quiddler.dictionary.enchant_backend import (
        EnchantMissingError,
        hunspell_package,
        install_hint,
        installed_languages,
    )

    try:
        installed = installed_languages()
    except EnchantMissingError:
        return [
            DictionaryInfo(
                f"enchant:{tag}",
                _("Enchant {language}, the system's spelling dictionary").format(language=tag),
                False,
                _("the Enchant library is not installed ({hint})").format(hint=install_hint(tag)),
            )
            for tag in SUGGESTED_ENCHANT
        ]
    infos = [
        DictionaryInfo(
            f"enchant:{tag}",
            _("Enchant {language} ({provider}), the system's spelling dictionary").format(
                language=tag, provider=provider
            ),
            True,
        )
        for tag, provider in sorted(installed.items())
    ]
    infos += [
        DictionaryInfo(
            f"enchant:{tag}",
            _("Enchant {language}, the system's spelling dictionary").format(language=tag),
            False,
            _(
                "Enchant has no {language} dictionary (on Debian/Ubuntu: sudo apt-get install {package})"
            ).format(language=tag, package=hunspell_package(tag)),
        )
        for tag in SUGGESTED_ENCHANT
        if tag not in installed
    ]
    return sorted(infos, key=lambda info: info.name)
