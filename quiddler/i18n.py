"""The players' language: every sentence a player reads goes through :func:`_` (or :func:`ngettext`).

English is the source language; until a language is chosen, :func:`_` returns its argument as it
is, so importing this module costs nothing and needs no file. The catalogs and the choice of
language (``--lang``, ``LANG``) are built on this one entry point.

Write ``_("Round {number} of {rounds}").format(...)``: translate the sentence with its
placeholders, then fill them in, so a translator sees the whole sentence and may reorder it.
A string defined where no language is chosen yet (a class attribute, a module constant) is marked
with :func:`N_` and translated with :func:`_` where it is shown.
"""

from __future__ import annotations

import gettext

_translation: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the players' language (the English text when there is no translation)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural sentence for ``count``, in the players' language."""
    return _translation.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it now (it is translated with
    :func:`_` where it is shown, once a language is chosen). Extraction finds it by this name."""
    return message
