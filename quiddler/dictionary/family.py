"""The family filter: hints, ``quiddler solve`` and computer players never suggest a vulgar word.

A family table does not want the hint to offer a vulgar or offensive word, even one the
dictionary allows. The filter has three settings, the same in every front end (``--family``):

* ``on`` (the default): nothing the game *suggests* is on the list — hints (game and solitaire),
  ``quiddler solve`` and computer players' words — but a person may still lay such a word when
  the dictionary allows it (the table decides, as with any word);
* ``strict``: as on, and a word of the *refuse* tier (no innocent reading) is not a word at this
  table: refused when words are checked, ruled not allowable when challenged, with a sentence
  that names the filter;
* ``off``: no filter.

Each language's list has two tiers (docs/rules.md §11): ``skip``, never suggested (vulgar words,
slurs and sexual terms, including those with an innocent reading: ASS, COCK, CONO), and within
it ``refuse``. The lists (``family-en.txt``, ``family-es.txt``) are built by
``dictionaries/build_family.py`` from LDNOOBW, better-profanity and a reviewed list (see
``docs/family-filter.md``); each language's list holds the other language's words too, less those
that are plain words in it, so it applies per word whatever the dictionary (house words, Junior's
names, the English words of the Spanish list). A language without a list uses the English one.

:func:`family_tier` is the filter as a per-word predicate (None, ``"skip"`` or ``"refuse"``);
:func:`with_family` wraps a checker so that everything else works unchanged: the words the solver
indexes (``words()``, and so every hint and computer player) leave the list out, and ``strict``
refuses the refuse tier in ``is_word`` as well.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any

from quiddler.dictionary.bundled import is_present, read_data_text
from quiddler.dictionary.layers import IndexLayers
from quiddler.dictionary.rules import reason_sentence
from quiddler.engine.ports import Explains, WordChecker
from quiddler.i18n import _

if TYPE_CHECKING:
    from quiddler.engine.cards import Card

__all__ = [
    "FAMILY_MODES",
    "DEFAULT_FAMILY",
    "TIERS",
    "FamilyFiltered",
    "family_entries",
    "family_tier",
    "family_words",
    "refused_words",
    "with_family",
    "family_mode",
    "family_refuses",
    "family_skipped",
]

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


#: The tiers: never suggested, and (within it) refused when the table plays strict.
TIERS = ("skip", "refuse")


@cache
def family_entries(language: str) -> dict[str, tuple[str, str]]:
    """{word: (tier, where it came from)} of ``language``'s list (lower case, as the cards spell
    them; English for a language without a list); empty for an installation that lacks the file."""
    filename = FAMILY_FILES.get(language, FAMILY_FILES["en"])
    if not is_present(filename):
        return {}
    entries: dict[str, tuple[str, str]] = {}
    for line in read_data_text(filename).splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        word, tier, source = [*line.split("\t"), "skip", ""][:3]
        entries[word.strip()] = (tier if tier in TIERS else "skip", source)
    return entries


def family_tier(word: str, language: str = "en") -> str | None:
    """The filter as a per-word predicate: ``"refuse"`` (no innocent reading: refused under
    strict), ``"skip"`` (never suggested) or None (a plain word), for ``word`` as typed or as the
    cards spell it (accents dropped) at a table of ``language``."""
    from quiddler.engine.letters import fold_accents

    entry = family_entries(language).get(fold_accents(word.strip()).lower())
    return entry[0] if entry is not None else None


@cache
def family_words(language: str) -> frozenset[str]:
    """Every word of ``language``'s list, both tiers: what is never suggested."""
    return frozenset(family_entries(language))


@cache
def refused_words(language: str) -> frozenset[str]:
    """The words of ``language``'s refuse tier: not words at a strict table."""
    return frozenset(word for word, (tier, _source) in family_entries(language).items() if tier == "refuse")


class FamilyFiltered:
    """``base`` with the family filter: ``words()`` (what the solver indexes, so every hint and
    computer player) leaves both tiers out; with ``strict`` :meth:`is_word` and :meth:`why_not`
    refuse the refuse tier. The rest of what a front end asks (the rules, the house words,
    Junior's names) is asked of ``base``.

    ``words`` (the never-suggested words) and ``refused`` (the refuse tier) default to the lists
    of the base's language; a test may hand in its own (then every listed word is refused)."""

    def __init__(
        self,
        base: WordChecker,
        mode: str,
        words: frozenset[str] | None = None,
        refused: frozenset[str] | None = None,
    ) -> None:
        self.base = base
        self.family = mode
        language = language_of(base)
        self.vulgar = words if words is not None else family_words(language)
        if refused is None:
            refused = self.vulgar if words is not None else refused_words(language)
        self.refused = refused & self.vulgar

    def tier(self, text: str) -> str | None:
        """``"refuse"``, ``"skip"`` or None for ``text`` at this table (the list's tier)."""
        word = text.strip().lower()
        if word in self.refused:
            return "refuse"
        return "skip" if word in self.vulgar else None

    def refuses(self, text: str) -> bool:
        """True if this table does not play ``text`` although the dictionary allows it: the
        filter is strict and the word has no innocent reading."""
        return self.family == "strict" and self.tier(text) == "refuse" and self.base.is_word(text)

    def __getattr__(self, name: str) -> Any:  # description, house, rules, names, language …
        if name == "base":  # not set yet (a copy being made): no endless recursion
            raise AttributeError(name)
        return getattr(self.base, name)

    @property
    def name(self) -> str:
        return self.base.name

    def is_word(self, text: str) -> bool:
        if self.family == "strict" and text.strip().lower() in self.refused:
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
        if reason is None and self.family == "strict" and text.strip().lower() in self.refused:
            return reason_sentence("family")
        return reason

    def is_proper_noun(self, text: str) -> bool:
        return isinstance(self.base, Explains) and self.base.is_proper_noun(text)

    def is_house_word(self, text: str) -> bool:
        return isinstance(self.base, Explains) and self.base.is_house_word(text)

    @cached_property
    def letter_counts(self) -> tuple[tuple[str, frozenset[str], Counter[str]], ...]:
        """Each listed word with its letters, and counted (for :func:`family_skipped`, asked
        often: a set test rules most words out at once)."""
        return tuple((word, frozenset(word), Counter(word)) for word in sorted(self.vulgar))

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
    return FamilyFiltered(checker, mode) if family_words(language_of(checker)) else checker


def family_refuses(checker: object, text: str) -> bool:
    """True if ``checker`` is a table's dictionary behind a strict family filter that refuses
    ``text`` only for the filter (the dictionary itself allows it)."""
    refuses = getattr(checker, "refuses", None)
    return bool(refuses(text)) if callable(refuses) and isinstance(checker, FamilyFiltered) else False


def family_skipped(checker: object, cards: Iterable[Card], *, min_cards: int = 2) -> bool:
    """True if ``checker`` has the filter on and a word it keeps out of suggestions (one the
    dictionary allows) can be spelled with some of ``cards``: then the best play found is "the
    best the family filter allows", not "the best" (docs/rules.md §11)."""
    if not isinstance(checker, FamilyFiltered):
        return False
    from quiddler.engine.spelling import spellings

    held = Counter(cards)
    letters = Counter("".join(card.letters for card in held.elements()))
    present = frozenset(letters)
    for word, alphabet, needed in checker.letter_counts:
        if not alphabet <= present or needed - letters:  # a letter the cards lack: quick tests first
            continue
        if spellings(word, held, min_cards=min_cards) and checker.base.is_word(word):
            return True
    return False
