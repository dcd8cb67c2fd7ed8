"""The family filter: hints, ``quiddler solve`` and computer players never suggest a vulgar word.

A family table does not want the hint to offer a vulgar or offensive word, even one the
dictionary allows. The filter has three settings, the same in every front end (``--family``):

* ``on`` (the default): nothing the game *suggests* is on the list — hints (game and solitaire),
  ``quiddler solve`` and computer players' words — but a person may still lay such a word when
  the dictionary allows it (the table decides, as with any word);
* ``strict``: such a word is refused like a non-word, with its reason;
* ``off``: no filter.

The lists (``family-en.txt``, ``family-es.txt``) are built by ``dictionaries/build.py`` from
LDNOOBW (CC BY 4.0, see ``dictionaries/README.md``); a language without a list has nothing to
filter. :func:`with_family` wraps a checker so that everything else works unchanged: the words
the solver indexes (``words()``, and so every hint and computer player) leave the list out, and
``strict`` refuses it in ``is_word`` as well.
"""

from __future__ import annotations

import hashlib
from functools import cache, cached_property
from typing import Any

from quiddler.dictionary.bundled import is_present, read_data_text
from quiddler.dictionary.layers import IndexLayers
from quiddler.dictionary.rules import reason_sentence
from quiddler.engine.ports import Explains, WordChecker
from quiddler.i18n import _

__all__ = ["FAMILY_MODES", "DEFAULT_FAMILY", "FamilyFiltered", "family_words", "with_family", "family_mode"]

#: The filter's settings, in the order the setup screen offers them.
FAMILY_MODES = ("on", "off", "strict")
DEFAULT_FAMILY = "on"
#: The list of each language that has one.
FAMILY_FILES = {"en": "family-en.txt", "es": "family-es.txt"}


def family_mode(text: str | None) -> str:
    """``text`` as a filter setting (None: the default); raises ValueError with one sentence."""
    mode = (text or DEFAULT_FAMILY).strip().lower()
    if mode not in FAMILY_MODES:
        raise ValueError(_("the family filter is on, off or strict, not {value}").format(value=repr(text)))
    return mode


@cache
def family_words(language: str) -> frozenset[str]:
    """The vulgar and offensive words of ``language`` (lower case, as the cards spell them); empty
    for a language without a list, or an installation that lacks the file."""
    filename = FAMILY_FILES.get(language)
    if filename is None or not is_present(filename):
        return frozenset()
    lines = (line.strip() for line in read_data_text(filename).splitlines())
    return frozenset(line for line in lines if line and not line.startswith("#"))


class FamilyFiltered:
    """``base`` with the family filter: ``words()`` (what the solver indexes, so every hint and
    computer player) leaves the list out; with ``strict`` so do :meth:`is_word` and
    :meth:`why_not`. The rest of what a front end asks (the rules, the house words, Junior's
    names) is asked of ``base``."""

    def __init__(self, base: WordChecker, mode: str, words: frozenset[str] | None = None) -> None:
        self.base = base
        self.family = mode
        self.vulgar = words if words is not None else family_words(language_of(base))

    def __getattr__(self, name: str) -> Any:  # description, house, rules, names, language …
        if name == "base":  # not set yet (a copy being made): no endless recursion
            raise AttributeError(name)
        return getattr(self.base, name)

    @property
    def name(self) -> str:
        return self.base.name

    def is_word(self, text: str) -> bool:
        if self.family == "strict" and text.lower() in self.vulgar:
            return False
        return self.base.is_word(text)

    def is_filtered(self, text: str) -> bool:
        """True if the filter keeps ``text`` out of suggestions (it is on the list)."""
        return text.lower() in self.vulgar

    def why_not(self, text: str) -> str | None:
        if isinstance(self.base, Explains):
            reason = self.base.why_not(text)
        else:
            reason = None if self.base.is_word(text) else _("not in the dictionary")
        if reason is None and self.family == "strict" and text.strip().lower() in self.vulgar:
            return reason_sentence("family")
        return reason

    def is_proper_noun(self, text: str) -> bool:
        return isinstance(self.base, Explains) and self.base.is_proper_noun(text)

    def is_house_word(self, text: str) -> bool:
        return isinstance(self.base, Explains) and self.base.is_house_word(text)

    def words(self) -> frozenset[str]:
        """The base's words less the list: what hints and computer players may use."""
        return self._words

    @cached_property
    def _words(self) -> frozenset[str]:
        return self.base.words() - self.vulgar

    def index_layers(self) -> IndexLayers | None:
        """The base's index with the listed words taken away (None: the base has no layers)."""
        layers = getattr(self.base, "index_layers", None)
        found = layers() if callable(layers) else None
        return found.removing(self.vulgar) if isinstance(found, IndexLayers) else None

    @cached_property
    def fingerprint(self) -> str:
        """The base's fingerprint with the list's: the solver's cache key."""
        listed = hashlib.sha256("\n".join(sorted(self.vulgar)).encode()).hexdigest()
        return f"family-{hashlib.sha256(f'{self.base.fingerprint}:{listed}'.encode()).hexdigest()[:32]}"

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def __len__(self) -> int:
        return len(self._words)

    def __repr__(self) -> str:
        return f"<FamilyFiltered {self.family} {self.base!r}>"


def language_of(checker: WordChecker) -> str:
    """The language of a checker's word rules (``"en"`` for one that does not say, such as a
    plain :class:`~quiddler.engine.WordSet`)."""
    return str(getattr(checker, "language", "en") or "en")


def with_family(checker: WordChecker, mode: str | None) -> WordChecker:
    """``checker`` with the family filter set to ``mode`` (None: the default, on): ``off`` gives
    ``checker`` itself; ``on`` and ``strict`` a :class:`FamilyFiltered` (when its language has a
    list)."""
    mode = family_mode(mode)
    if isinstance(checker, FamilyFiltered):
        checker = checker.base
    if mode == "off":
        return checker
    words = family_words(language_of(checker))
    return FamilyFiltered(checker, mode, words) if words else checker
