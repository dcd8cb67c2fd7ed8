"""The Enchant backend: any language Enchant has installed (``enchant:en_US``, ``enchant:es_ES``).

pyenchant is a regular dependency, but the Enchant C library it loads is optional, so
``import enchant`` happens here, only when this backend is chosen or listed. Three things make
Enchant fit a word game:

* Hunspell is asked first (``set_ordering``): a machine with Aspell installed too would
  otherwise answer with Aspell's different word list.
* A tag Enchant does not really have is refused. Asked for ``en_AU`` with only ``en_US`` and
  ``en_GB`` installed, Enchant silently answers with some ``en`` dictionary instead.
* Enchant cannot list its words, so :meth:`EnchantDictionary.words` (what the hint solver
  indexes) is the ``en-large`` bundled list filtered through Enchant, computed once per process
  on first use (about a second) and kept in memory. The solver then suggests only words both
  lists know; checking a word laid down still asks Enchant itself.
* Spanish (``enchant:es_ES``, ``es_MX`` …): the cards spell año as A·N·O (docs/rules.md §9), so a
  word is accepted when Enchant knows one way Spanish writes it (:func:`spanish_written_forms`),
  the Spanish word rules stand in front, and :meth:`EnchantDictionary.words` is the bundled
  ``es`` list filtered through Enchant.
* Hunspell accepts every single letter (``b``, ``x``) and knows the pronoun only as ``I``: the
  rules refuse single letters, and the English one-letter words ``a`` and ``i``
  (:data:`~quiddler.dictionary.rules.ONE_LETTER_WORDS`) are accepted and listed without asking
  Enchant, as the house words are (:class:`~quiddler.dictionary.base.Dictionary`).
"""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass
from functools import cache, cached_property
from types import ModuleType
from typing import Any

from quiddler.dictionary.base import Dictionary, fingerprint_of
from quiddler.dictionary.errors import DictionaryError
from quiddler.dictionary.rules import WordRules, rules_for
from quiddler.i18n import _

__all__ = [
    "EnchantDictionary",
    "EnchantMissingError",
    "install_hint",
    "installed_languages",
    "normalize_tag",
    "open_enchant",
]

#: Providers in order of preference (Enchant's provider names).
PROVIDER_ORDER = "hunspell,nuspell,aspell,myspell"
#: Where ``enchant:`` words() come from (see the module docstring).
CANDIDATE_LIST = "en-large"


class EnchantMissingError(DictionaryError):
    """The Enchant C library cannot be loaded on this machine."""


def install_hint(tag: str = "en_US") -> str:
    """How to install the Enchant library and a Hunspell dictionary, for a message."""
    return _(
        "on Debian/Ubuntu: sudo apt-get install libenchant-2-2 {package}; on macOS: brew install enchant"
    ).format(package=hunspell_package(tag))


def hunspell_package(tag: str) -> str:
    """Debian's package name for a Hunspell dictionary: hunspell-en-us, hunspell-de-de, hunspell-es."""
    language, _sep, region = tag.partition("_")
    if region and language in {"en", "de", "pt"}:
        return f"hunspell-{language}-{region.lower()}"
    return f"hunspell-{language}"


def normalize_tag(tag: str) -> str:
    """``en-us``, ``EN_us`` -> ``en_US``: the form Enchant and Hunspell use."""
    language, _sep, region = tag.strip().replace("-", "_").partition("_")
    return f"{language.lower()}_{region.upper()}" if region else language.lower()


def _import_enchant() -> ModuleType:
    """``import enchant``, turning a missing C library into :class:`EnchantMissingError`."""
    try:
        import enchant
    except (ImportError, OSError):
        raise EnchantMissingError(
            _("The Enchant spelling library is not installed here ({hint}).").format(hint=install_hint())
        ) from None
    return enchant


@cache
def _broker() -> Any:
    enchant = _import_enchant()
    broker = enchant.Broker()
    broker.set_ordering("*", PROVIDER_ORDER)
    return broker


def installed_languages() -> dict[str, str]:
    """Every language tag Enchant has a dictionary for, and the provider that answers it.

    Raises :class:`EnchantMissingError` when the C library is absent.
    """
    _import_enchant()  # every time (a no-op once imported), so a missing library is always noticed
    return {tag: provider.name for tag, provider in _broker().list_dicts()}


@dataclass(frozen=True)
class _Loaded:
    tag: str
    provider: str
    checker: Any


_lock = threading.Lock()  # one Enchant dictionary is not safe to share between threads


@cache
def _load(tag: str) -> _Loaded:
    installed = installed_languages()
    if tag not in installed:
        have = ", ".join(sorted(installed)) or "none"
        raise DictionaryError(
            _(
                "Enchant has no {language} dictionary here (it has: {have}); install one "
                "(on Debian/Ubuntu: sudo apt-get install {package})."
            ).format(language=tag, have=have, package=hunspell_package(tag))
        )
    checker = _broker().request_dict(tag)
    if normalize_tag(checker.tag) != tag:  # Enchant fell back to another dictionary: refuse it
        said = _("Enchant answered {language} with its {other} dictionary; refusing it.")
        raise DictionaryError(said.format(language=tag, other=checker.tag))
    return _Loaded(tag, checker.provider.name, checker)


class EnchantDictionary(Dictionary):
    """A language Enchant has installed, behind the game's rules and the house words."""

    def __init__(self, name: str, loaded: _Loaded, *, rules: WordRules, house: frozenset[str]) -> None:
        description = _("Enchant {language} ({provider}), uses the system's spelling dictionary").format(
            language=loaded.tag, provider=loaded.provider
        )
        super().__init__(name, description, rules=rules, house=house)
        self.tag = loaded.tag
        self.provider = loaded.provider
        self._checker = loaded.checker
        self._words: frozenset[str] | None = None

    def _backend_has(self, text: str) -> bool:
        with _lock:
            if self.rules.language == "es":  # pinguino: does Enchant know pingüino? (docs/rules.md §9)
                return any(self._checker.check(form) for form in spanish_written_forms(text))
            return bool(self._checker.check(text))

    def words(self) -> frozenset[str]:
        """The ``en-large`` list (Spanish: the ``es`` list) filtered through Enchant, plus the
        house words and the one-letter words (computed once)."""
        if self._words is None:
            self._words = _filtered_candidates(self.tag, self.rules.language) | self._granted
        return self._words

    @cached_property
    def fingerprint(self) -> str:
        """Hash of the actual content of :meth:`words` (Enchant's lists change with the system)."""
        content = hashlib.sha256("\n".join(sorted(self.words())).encode("ascii")).hexdigest()
        return fingerprint_of("enchant", content)


@cache
def _filtered_candidates(tag: str, language: str) -> frozenset[str]:
    from quiddler.dictionary.bundled import BUNDLED, load_list

    checker = _load(tag).checker
    rules = rules_for(language)
    if language == "es":  # the Spanish list, each word asked as the dictionary writes it (año)
        candidates, _digest = load_list(BUNDLED["es"].filename)
        written = written_spanish()
        with _lock:
            return frozenset(
                word
                for word in candidates
                if rules.allows(word) and any(checker.check(form) for form in written.get(word, (word,)))
            )
    candidates, _digest = load_list(BUNDLED[CANDIDATE_LIST].filename)
    with _lock:
        return frozenset(word for word in candidates if rules.allows(word) and checker.check(word))


@cache
def written_spanish() -> dict[str, tuple[str, ...]]:
    """The bundled Spanish list's written forms of each word the cards spell without its accents
    (``ano`` -> ``ano``, ``año``), from ``es-written.txt.gz``: read once, for ``enchant:es_*``."""
    import gzip

    from quiddler.dictionary.bundled import read_data_bytes

    text = gzip.decompress(read_data_bytes("es-written.txt.gz")).decode("utf-8")
    table: dict[str, tuple[str, ...]] = {}
    for line in text.splitlines():
        word, _tab, forms = line.partition("\t")
        table[word] = tuple(forms.split())
    return table


_VOWELS = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}


def spanish_written_forms(word: str) -> list[str]:
    """The ways Spanish may write a word the cards spell (docs/rules.md §9: accents dropped, Ñ as N):
    the word itself, then with any of its Ns as Ñ, a U after G as Ü, and at most one accented
    vowel (Spanish writes one accent a word). ``pinguino`` gives ``pingüino`` among 36 forms;
    Enchant is asked each in turn, so ``enchant:es_ES`` accepts what the cards spell."""
    choices: list[tuple[str, ...]] = []
    for index, letter in enumerate(word):
        if letter == "n":
            choices.append(("n", "ñ"))
        elif letter == "u" and word[index - 1 : index] == "g" and word[index + 1 : index + 2] in ("e", "i"):
            choices.append(("u", "ü"))
        else:
            choices.append((letter,))
    bases = [""]
    for options in choices:  # at most 64 spellings of the Ns and Us: a word has few of them
        bases = [base + option for base in bases for option in options][:64]
    forms = list(bases)
    for base in bases:
        forms += [base[:i] + _VOWELS[c] + base[i + 1 :] for i, c in enumerate(base) if c in _VOWELS]
    return forms


def open_enchant(tag: str, *, house: frozenset[str]) -> EnchantDictionary:
    """Open ``enchant:TAG``, named with the tag as Enchant spells it (``enchant:en-us`` opens
    ``enchant:en_US``). English and Spanish tags get their language's rules (Spanish words are
    checked as written with accents and Ñ, :func:`spanish_written_forms`), others the card rules
    only.

    Raises :class:`EnchantMissingError` or :class:`DictionaryError` (language not installed).
    """
    tag = normalize_tag(tag)
    _import_enchant()
    loaded = _load(tag)
    rules = rules_for(tag.split("_")[0])
    return EnchantDictionary(f"enchant:{tag}", loaded, rules=rules, house=house)
