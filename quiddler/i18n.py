"""The players' language: every sentence a player reads goes through :func:`_` (or :func:`ngettext`).

English is the source language; until a language is chosen, :func:`_` returns its argument as it
is, so importing this module costs nothing and needs no file. The catalogs and the choice of
language (``--lang``, ``LANG``) are built on this one entry point.

Write ``_("Round {number} of {rounds}").format(...)``: translate the sentence with its
placeholders, then fill them in, so a translator sees the whole sentence and may reorder it.
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
