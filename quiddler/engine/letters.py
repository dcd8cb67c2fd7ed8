"""From written text to the deck's letters: accents dropped, Ñ played as N (docs/rules.md §8, §9).

The deck has the letters A to Z and nothing else, so a word written with accents is played with
the plain letters: ``año`` is A·N·O, ``pingüino`` P·IN·G·U·IN·O, ``Göteborg`` G·O·T·E·B·O·R·G.
This is the one folding function of the project: the word-list builder (Spanish words, Junior's
names) and every front end that reads a typed word use it, so a word is spelled the same way
everywhere. Pure and dependency-free.
"""

from __future__ import annotations

import unicodedata

__all__ = ["fold_accents", "typed_letters"]


def fold_accents(text: str) -> str:
    """Drop accents as the cards do (á é í ó ú ü -> a e i o u, ñ -> n; capitals alike): decompose
    and leave out the combining marks. A letter with no plain form (ø, æ, ß) stays as it is, so
    the result is a–z only when the deck can spell the word."""
    if text.isascii():
        return text
    return "".join(char for char in unicodedata.normalize("NFD", text) if not unicodedata.combining(char))


def typed_letters(text: str) -> str:
    """The letters the cards play for typed or pasted text, in lower case: accents and Ñ folded
    (``Año`` -> ``ano``, ``pingüino`` -> ``pinguino``) and anything that is no letter a–z left
    out. The one text-entry rule for words (docs/rules.md §9): the word box, the look-up, solitaire
    and the word fields all keep what this keeps."""
    return "".join(char for char in fold_accents(text).lower() if "a" <= char <= "z")
