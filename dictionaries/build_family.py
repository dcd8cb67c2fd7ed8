"""The family filter's lists for ``build.py``: vulgar and offensive words, English and Spanish.

Source: "List of Dirty, Naughty, Obscene, and Otherwise Bad Words" (LDNOOBW, © 2012–2015
Shutterstock, Inc., CC BY 4.0), its ``en`` and ``es`` files copied unchanged into this folder as
``ldnoobw-en.txt`` and ``ldnoobw-es.txt`` (notice: ``LDNOOBW-LICENSE``). Its question is the
filter's: "what wouldn't we want to *suggest*?". Made into lists a word game can use:

* single words only (``2 girls 1 cup`` is no card word), accents dropped as the cards spell them;
* their inflected forms: in English the endings s, es, ed, ing, er, ers, y (and with the last
  consonant doubled) where the ``en-large`` list has the result (fucks, fucked, bitchy); in
  Spanish the forms of each listed Hunspell stem (follar: follo, follando) and the gender and
  number forms of a listed noun or adjective (puto: puta, putas);
* in English, the ethnic slurs that Junior's names list leaves out (build.py's ``NOT_NAMES``);
* less :data:`NOT_FAMILY`, reviewed words the source lists by mistake.

Outputs ``family-en.txt`` and ``family-es.txt``: a comment header, then one word per line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from quiddler.engine.letters import fold_accents

FAMILY = {"en": "family-en.txt", "es": "family-es.txt"}
SOURCES = {"en": "ldnoobw-en.txt", "es": "ldnoobw-es.txt"}

#: Listed by the source, yet plain words a family plays: martillo is a hammer.
NOT_FAMILY: dict[str, frozenset[str]] = {"en": frozenset(), "es": frozenset({"martillo"})}

_WORD = re.compile(r"[a-z]{2,}")
_ENDINGS = ("s", "es", "ed", "ing", "er", "ers", "y")


def source_words(path: Path) -> set[str]:
    """The single words of a source list, folded and lower-cased."""
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        word = fold_accents(line.strip().lower())
        if _WORD.fullmatch(word):
            found.add(word)
    return found


def english_family(base: Iterable[str], words: set[str]) -> set[str]:
    """``base`` and its inflected forms that ``words`` (the en-large list) has."""
    family = set(base)
    for word in base:
        for stem in (word, word + word[-1]):
            family.update(stem + ending for ending in _ENDINGS if stem + ending in words)
    return family


def spanish_family(base: set[str], stems: Iterable[Any]) -> set[str]:
    """``base`` and the forms of the Hunspell stems it lists: every form of a listed stem (follar:
    follo, follando), and the gender and number forms of a stem one of whose such forms is listed
    (puto: puta, putas), but not a whole verb for one of its forms (pinche, a kitchen hand, is
    listed; the verb pinchar, whose forms include pinche, is not)."""
    family = set(base)
    for stem in stems:
        if fold_accents(stem.stem) in base:
            forms = stem.forms
        elif {fold_accents(form) for form in stem.nominal} & base:
            forms = stem.nominal
        else:
            continue
        family.update(word for word in map(fold_accents, forms) if _WORD.fullmatch(word))
    return family


def family_text(language: str, words: set[str]) -> bytes:
    name = {"en": "English", "es": "Spanish"}[language]
    lines = [
        f"# The family filter's {name} words: vulgar and offensive words that hints, quiddler solve",
        "# and computer players never suggest while the filter is on. Derived from LDNOOBW (CC BY 4.0,",
        "# see LDNOOBW-LICENSE) by dictionaries/build.py; do not edit by hand.",
        *sorted(words - NOT_FAMILY[language]),
    ]
    return ("\n".join(lines) + "\n").encode("ascii")
