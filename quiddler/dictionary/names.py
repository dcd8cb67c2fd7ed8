"""Proper nouns for Quiddler Junior (docs/rules.md §8): the bundled names list and the checker that
adds it to any dictionary.

Junior's rule sheet allows proper nouns; the standard game refuses them (§5). Which game allows
them is a rule option (:attr:`RuleOptions.proper_nouns <quiddler.engine.RuleOptions>`), and
:func:`for_rules` is the one place that turns it into a word checker: the chosen dictionary (a
bundled list, ``enchant:…``, ``file:…``, with the house words) plus the names list. The command
line, the app (challenges, checked words, hints, look-up) and every computer player get their
checker from it, so they all agree that TOM is a word in Junior.

The list is per language, as the dictionary's word rules are: ``dictionaries/names.txt.gz``, built
from SCOWL's proper-name and capitalised lists, and ``names-es.txt.gz`` for Spanish dictionaries,
the names Hunspell's Spanish dictionary carries and those the Spanish list leaves out as names
(España, Sevilla, Carlos; docs/rules.md §9), both by ``dictionaries/build.py`` (accents folded as the
cards spell them: Göteborg is GOTEBORG), one lower-case name per line. Names are written
capitalised for players (Paris, not PARIS): :func:`~quiddler.engine.written`.
"""

from __future__ import annotations

import gzip
import hashlib
import re
import zlib
from functools import cache, cached_property

from quiddler.dictionary import bundled
from quiddler.dictionary.base import fingerprint_of
from quiddler.dictionary.errors import DictionaryError
from quiddler.dictionary.layers import IndexLayers
from quiddler.engine.ports import Explains, WordChecker
from quiddler.engine.rules import RuleOptions
from quiddler.i18n import _

__all__ = ["NAMES_FILE", "WithProperNouns", "for_rules", "load_names", "known_name"]

#: The bundled names list (in the dictionaries folder, like the word lists).
NAMES_FILE = "names.txt.gz"
#: The names list of each language that has its own (a Spanish game's names are Spanish names).
NAMES_FILES = {"en": NAMES_FILE, "es": "names-es.txt.gz"}


def names_file(language: str) -> str:
    """The names list for a dictionary of ``language`` (English for any other)."""
    return NAMES_FILES.get(language, NAMES_FILE)


#: A whole, undamaged list: lower-case names of two letters or more, one per line.
_WELL_FORMED = re.compile(r"(?:[a-z]{2,}\n)+")


def _problem(what: str, file: str = NAMES_FILE) -> DictionaryError:
    if what == "missing":
        said = _(
            "The names list that Quiddler Junior needs ({file}) is missing in this installation of "
            "quiddler; reinstall it (pip install --force-reinstall quiddler) or choose other rules."
        )
    else:
        said = _(
            "The names list that Quiddler Junior needs ({file}) is damaged in this installation of "
            "quiddler; reinstall it (pip install --force-reinstall quiddler) or choose other rules."
        )
    return DictionaryError(said.format(file=file))


@cache
def load_names(language: str = "en") -> tuple[frozenset[str], str]:
    """The names (lower case) of ``language``'s list and a SHA-256 of the file's bytes, read once
    per process.

    Raises :class:`DictionaryError` with one sentence for the player when the file is missing
    or damaged (not gzip, cut short, or not one lower-case name per line).
    """
    file = names_file(language)
    root = bundled.data_root()
    if root is None or not (root / file).is_file():
        raise _problem("missing", file)
    try:
        raw = (root / file).read_bytes()
        text = gzip.decompress(raw).decode("ascii")
    except (OSError, EOFError, zlib.error, UnicodeDecodeError):
        raise _problem("damaged", file) from None
    if _WELL_FORMED.fullmatch(text) is None:
        raise _problem("damaged", file)
    return frozenset(text.split()), hashlib.sha256(raw).hexdigest()


def known_name(text: str, language: str = "en") -> bool:
    """True if ``text`` is on ``language``'s names list (False too when the list cannot be read:
    this only chooses the words of a refusal, it never allows a word). With ``-d es``, HOUSE is
    not in the dictionary, not a name: English names are no Spanish table's business."""
    try:
        names, _shown = load_names(language)
    except DictionaryError:
        return False
    return text.lower() in names


class WithProperNouns:
    """A word checker that allows what ``base`` allows and the names list too (Junior).

    Everything else a front end asks of a dictionary (its name, ``why_not``, the house words, the
    words the solver indexes and their fingerprint) is answered for the combination, so a
    challenge, a hint and ``quiddler check --rules junior`` all see the same words.
    """

    def __init__(self, base: WordChecker, names: frozenset[str] | None = None, names_hash: str = "") -> None:
        if names is None:
            names, names_hash = load_names(str(getattr(base, "language", "en")))
        self.base = base
        self.names = names
        self._names_hash = names_hash or hashlib.sha256("\n".join(sorted(names)).encode()).hexdigest()

    @property
    def name(self) -> str:
        return self.base.name

    @property
    def language(self) -> str:
        return str(getattr(self.base, "language", "en"))

    def is_word(self, text: str) -> bool:
        if self.base.is_word(text):
            return True
        return (text if text.islower() else text.lower()) in self.names

    def is_proper_noun(self, text: str) -> bool:
        """True if ``text`` is a word here only as a name (Paris; not Tom, which is a cat too)."""
        lower = text.lower()
        return lower in self.names and not self.base.is_word(lower)

    def is_house_word(self, text: str) -> bool:
        return isinstance(self.base, Explains) and self.base.is_house_word(text)

    def why_not(self, text: str) -> str | None:
        lower = text.strip().lower()
        if lower in self.names:
            return None
        if isinstance(self.base, Explains):
            return self.base.why_not(lower)
        return None if self.base.is_word(lower) else _("not in the dictionary")

    def words(self) -> frozenset[str]:
        """The base dictionary's words and the names: what the hint solver indexes."""
        return self._words

    @cached_property
    def _words(self) -> frozenset[str]:
        return self.base.words() | self.names

    def index_layers(self) -> IndexLayers | None:
        """The base's index with the names laid over it (None: the base has no layers)."""
        layers = getattr(self.base, "index_layers", None)
        found = layers() if callable(layers) else None
        return found.adding(self.names) if isinstance(found, IndexLayers) else None

    @cached_property
    def fingerprint(self) -> str:
        """The base's fingerprint with the names list's: the solver's cache key."""
        return fingerprint_of("names", self.base.fingerprint, self._names_hash)

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def __len__(self) -> int:
        return len(self._words)

    def __repr__(self) -> str:
        return f"<WithProperNouns {self.name!r} + {len(self.names)} names>"


def for_rules(checker: WordChecker, rules: RuleOptions) -> WordChecker:
    """The checker a game with ``rules`` plays by: ``checker`` itself, or with the names list when
    the rules allow proper nouns (Junior). Raises :class:`DictionaryError` (one sentence) if the
    names list is missing or damaged. Already combined checkers are returned as they are."""
    if not rules.proper_nouns or isinstance(checker, WithProperNouns):
        return checker
    return WithProperNouns(checker)
