"""The players' language: every sentence a player reads goes through :func:`_` (or :func:`ngettext`).

English is the source language; until a language is chosen, :func:`_` returns its argument as it
is, so importing this module costs nothing and reads no file. Spanish comes from a gettext catalog
(``quiddler/locale/es/LC_MESSAGES/quiddler.mo``, compiled from the ``.po`` next to it with Babel),
loaded only when Spanish is chosen: English pays nothing at start-up.

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
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from quiddler.engine.reasons import use_translator

__all__ = [
    "LANGUAGES",
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
    if code not in _catalogs:
        _catalogs[code] = (
            gettext.NullTranslations()
            if code == "en"
            else gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code])
        )
    token = _reader.set(_catalogs[code])
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
    if code == "en":
        _translation = gettext.NullTranslations()
    else:
        # fallback=False: a missing catalog is a broken install, and should say so at once.
        _translation = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[code])
    _language = code


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
