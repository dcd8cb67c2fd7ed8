"""The players' language: every sentence a player reads goes through :func:`_` (or :func:`ngettext`).

English is the source language; until a language is chosen, :func:`_` returns its argument as it
is, so importing this module costs nothing and reads no file. Spanish comes from a gettext catalog
(``quiddler/locale/es/LC_MESSAGES/quiddler.mo``, compiled from the ``.po`` next to it with Babel),
loaded only when Spanish is chosen: English pays nothing at start-up. The compiled file is looked
up where it lies (:class:`Catalog`), not decoded whole as ``gettext.GNUTranslations`` would.

The language is the terminal's: ``--lang es|en`` on the command line, otherwise the first of
``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set (GNU gettext's order), Spanish
for any ``es`` or ``es_*``, English for anything else. It is not saved with a game: a Spanish
player and an English one may share a saved game, each reading it in their own language.

Write ``_("Round {number} of {rounds}").format(...)``: translate the sentence with its
placeholders, then fill them in, so a translator sees the whole sentence and may reorder it.
A string defined where no language is chosen yet (a class attribute, a module constant) is marked
with :func:`N_` and translated with :func:`_` where it is shown.

The engine speaks no language: its refusals are reasons (a code and its arguments, see
:mod:`quiddler.engine.reasons`) whose English sentences are message ids of this catalog. This
module plugs :func:`_` into the engine (:func:`~quiddler.engine.reasons.use_translator`) as it is
imported, so ``str(error)`` of a refusal is in the players' language wherever it is shown; the
engine imports nothing of this module.
"""

from __future__ import annotations

import gettext
import os
import struct
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from quiddler.engine.reasons import use_translator

__all__ = [
    "LANGUAGES",
    "Catalog",
    "N_",
    "_",
    "language",
    "language_from_environment",
    "ngettext",
    "preset_title",
    "pgettext",
    "speaking",
    "use_language",
]

#: The languages the interface speaks, by code, with their own names.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}

#: The catalogs' folder (``<code>/LC_MESSAGES/quiddler.mo``) and their gettext domain.
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "quiddler"

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
#: The language of one reader, for what is made for them alone (a host answering a Spanish
#: player's question): set by :func:`speaking` in this context only (a thread started in it, by
#: ``asyncio.to_thread``, inherits it), the process's language everywhere else.
_reader: ContextVar[gettext.NullTranslations | None] = ContextVar("quiddler_reader", default=None)
_catalogs: dict[str, gettext.NullTranslations] = {}


def _current() -> gettext.NullTranslations:
    return _reader.get() or _translation


def _(message: str) -> str:
    """``message`` in the players' language (the English text when there is no translation)."""
    return _current().gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural sentence for ``count``, in the players' language."""
    return _current().ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the players' language where one English word has two meanings (the pile
    called "Discard" and the key that discards): ``context`` tells the translator which."""
    return _current().pgettext(context, message)


@contextmanager
def speaking(code: str | None) -> Iterator[None]:
    """Within this block (this context, and threads started in it), speak ``code`` — a key of
    :data:`LANGUAGES` — whatever the process speaks: a host says a Spanish player's answers in
    Spanish. None or a language the interface does not speak: the process's language."""
    if code is None or code not in LANGUAGES:
        yield
        return
    token = _reader.set(_catalog(code))
    try:
        yield
    finally:
        _reader.reset(token)


# The engine's reasons speak through this module's catalog (English until a language is chosen).
use_translator(_)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it now (it is translated with
    :func:`_` where it is shown, once a language is chosen). Extraction finds it by this name."""
    return message


def preset_title(name: str) -> str:
    """A preset's name as a sentence or a list shows it, in the players' language (``short`` is
    *corta* in Spanish; English shows the name itself); ``name`` stays the key that saves,
    ``--rules`` and ``--json`` use (a contract). Custom rules are shown as they are named."""
    titles = {
        "standard": pgettext("preset", "standard"),
        "checked": pgettext("preset", "checked"),
        "junior": pgettext("preset", "junior"),
        "short": pgettext("preset", "short"),
    }
    return titles.get(name, name)


def language() -> str:
    """The code of the language chosen (``"en"`` until another is)."""
    return _language


def use_language(code: str) -> None:
    """Speak ``code`` (a key of :data:`LANGUAGES`) from now on; English needs no file.

    Raises ``ValueError`` for a language the interface does not speak.
    """
    global _translation, _language
    if code not in LANGUAGES:
        raise ValueError(code)
    _translation = _catalog(code)
    _language = code


def _catalog(code: str) -> gettext.NullTranslations:
    """The catalog of ``code`` (a key of :data:`LANGUAGES`), read once a process. A missing file is
    a broken install, and says so at once (``FileNotFoundError``), as ``gettext`` would."""
    if code == "en":
        return gettext.NullTranslations()
    if code not in _catalogs:
        _catalogs[code] = Catalog((LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo").read_bytes())
    return _catalogs[code]


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for: ``es`` for ``es`` or ``es_*`` in the first of
    ``LANGUAGE`` (a colon-separated list, its first supported entry), ``LC_ALL``, ``LC_MESSAGES``
    and ``LANG`` that is set, ``en`` otherwise (``C``, ``POSIX``, another language, nothing)."""
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if not value:
            continue
        for entry in value.split(":") if variable == "LANGUAGE" else [value]:
            code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        return "en"  # the first variable set decides, as in gettext
    return "en"


class Catalog(gettext.NullTranslations):
    """A compiled gettext catalog (a standard ``.mo`` file) looked up where it lies.

    ``gettext.GNUTranslations`` decodes every one of the catalog's 1,500 entries into a dict when
    the language is chosen: about 20 M instructions before the first frame, which shows a few
    dozen of them. Here a message is found by a binary search of the file's table of originals
    the first time it is asked for, then remembered. The search needs that table sorted by its
    bytes, as GNU ``msgfmt`` writes it and ``tools/catalog.py compile`` does too (Babel alone sorts
    by message, so a ``pgettext`` entry, ``context\\x04message``, may stand out of order);
    ``tools/catalog.py check`` and the tests refuse a catalog that is not. It answers what
    ``GNUTranslations`` answers for the same file (a test compares every entry).
    """

    _MAGIC = 0x950412DE

    def __init__(self, data: bytes) -> None:
        super().__init__()
        if len(data) >= 28 and int.from_bytes(data[:4], "little") == self._MAGIC:
            order = "<"
        elif len(data) >= 28 and int.from_bytes(data[:4], "big") == self._MAGIC:
            order = ">"
        else:
            raise OSError(0, "Bad magic number: not a compiled catalog")
        self._data = data
        self._pair = struct.Struct(f"{order}2I")
        self._count, self._originals, self._translations = struct.unpack_from(f"{order}3I", data, 8)
        self._seen: dict[str, str | None] = {}
        self._plurals: dict[str, tuple[str, ...] | None] = {}
        self._rule: Callable[[int], int] | None = None
        self._charset = "ascii"  # gettext's default, for a catalog without a header
        self._plural_forms = "nplurals=2; plural=n != 1;"
        for line in (self._find(b"") or b"").decode("ascii", errors="replace").splitlines():
            name, _colon, value = line.partition(":")
            if name.strip().lower() == "content-type" and "charset=" in value:
                self._charset = value.split("charset=")[1].strip()
            elif name.strip().lower() == "plural-forms":
                self._plural_forms = value.strip()

    def _find(self, key: bytes, *, plural: bool = False) -> bytes | None:
        """The translation of the original ``key`` (with ``plural``, of the original that starts
        with ``key``, ``singular\\x00``: a plural entry is ``singular\\x00plural``), or None."""
        data, pair, low, high = self._data, self._pair, 0, self._count
        while low < high:
            middle = (low + high) // 2
            length, offset = pair.unpack_from(data, self._originals + 8 * middle)
            if data[offset : offset + length] < key:
                low = middle + 1
            else:
                high = middle
        if low == self._count:
            return None
        length, offset = pair.unpack_from(data, self._originals + 8 * low)
        original = data[offset : offset + length]
        if original != key and not (plural and original.startswith(key)):
            return None
        length, offset = pair.unpack_from(data, self._translations + 8 * low)
        return data[offset : offset + length]

    def _encoded(self, key: str) -> bytes | None:
        try:
            return key.encode(self._charset)
        except UnicodeEncodeError:  # not in the catalog's character set, so not in the catalog
            return None

    def _single(self, key: str) -> str | None:
        if key not in self._seen:
            encoded = self._encoded(key)
            found = None if encoded is None else self._find(encoded)
            self._seen[key] = None if found is None else found.decode(self._charset)
        return self._seen[key]

    def _forms(self, key: str) -> tuple[str, ...] | None:
        if key not in self._plurals:
            encoded = self._encoded(key)
            found = None if encoded is None else self._find(encoded + b"\x00", plural=True)
            self._plurals[key] = None if found is None else tuple(found.decode(self._charset).split("\x00"))
        return self._plurals[key]

    def _form(self, key: str, count: int) -> str | None:
        """The form ``count`` takes of the plural entry ``key``, or None."""
        forms = self._forms(key)
        if forms is None:
            return None
        if self._rule is None:  # the catalog's Plural-Forms rule, compiled when first needed
            self._rule = gettext.c2py(self._plural_forms.split(";")[1].split("plural=")[1])
        index = self._rule(count)
        return forms[index] if index < len(forms) else None

    def _chosen(self, key: str, msgid1: str, msgid2: str, n: int) -> str:
        found = self._form(key, n)
        if found is None:
            return msgid1 if n == 1 else msgid2
        return found

    def _one(self, key: str, message: str) -> str:
        """``key``'s translation; without one, its plural entry's form for 1 (as gettext does)."""
        found = self._single(key)
        if found is None:
            found = self._form(key, 1)
        return message if found is None else found

    def gettext(self, message: str) -> str:
        return self._one(message, message)

    def pgettext(self, context: str, message: str) -> str:
        return self._one(f"{context}\x04{message}", message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._chosen(msgid1, msgid1, msgid2, n)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._chosen(f"{context}\x04{msgid1}", msgid1, msgid2, n)
