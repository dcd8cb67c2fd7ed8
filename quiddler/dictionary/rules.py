"""Our own word rules (docs/rules.md §5), applied in front of every dictionary backend.

A spell checker answers a different question from a word game: Hunspell happily accepts ``b``,
``etc``, ``kb`` and ``non``. So before any backend is asked, a word must pass these rules:

* only the letters a–z (the cards spell nothing else): no hyphens, apostrophes or accents;
* two letters or more (a single letter is not a word), except, for English backends, the two
  one-letter English words ``a`` (the article) and ``i`` (the pronoun, written ``I``):
  :data:`ONE_LETTER_WORDS`. They are one card, so they count only where one-card words are
  allowed (Quiddler Junior, docs/rules.md §8; the standard game needs two cards for a word);
* for English backends, not an abbreviation or a contraction written without its apostrophe that
  SCOWL's own abbreviation and contraction lists know (``kb``, ``mph``, ``dont``), a prefix, a
  suffix or a letter plural (``cs``, ``ms``).

No word is refused for the way it is spelled (docs/rules.md §5, decided): the chosen dictionary is the
judge, so ``hm``, ``mm``, ``pht``, ``shhh``, ``grrrl``, ``cwm`` and ``nth`` are words wherever the
dictionary lists them, as they are in tournament word lists.

Proper nouns need no rule here: the word lists keep only lower-case entries, and Hunspell, which
knows ``London`` but not ``london``, refuses the lower-case text the cards spell. Quiddler Junior
allows them through its names list (:mod:`quiddler.dictionary.names`), never through these rules.

The abbreviation and contraction lists are data taken from SCOWL by ``dictionaries/build.py``
(``dictionaries/blocklist.txt``, each entry with the SCOWL list that knows it, which
``quiddler check`` names); the short prefix and suffix lists below are policy and are kept here,
in code, where a reviewer sees them. The same rules filter the bundled lists when they are built,
so a bundled list never holds a word these rules refuse.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

from quiddler.i18n import N_, _

__all__ = [
    "WordRules",
    "SHAPE_RULES",
    "english_rules",
    "spanish_rules",
    "rules_for",
    "SPANISH_ABBREVIATIONS",
    "SPANISH_PREFIXES",
    "SPANISH_SUFFIXES",
    "SPANISH_ONE_LETTER_WORDS",
    "SPANISH_FRAGMENTS",
    "load_blocklist",
    "PREFIXES",
    "SUFFIXES",
    "ONE_LETTER_WORDS",
    "REASONS",
    "reason_sentence",
]

#: Why a word is refused, by category: the sentences ``quiddler check`` prints.
REASONS: dict[str, str] = {
    "empty": N_("there is no word to check"),
    "space": N_("type one word at a time"),
    "hyphen": N_("hyphenated words are not allowed"),
    "contraction": N_("contractions are not allowed"),
    "letters": N_("only the letters a to z can be spelled with the cards"),
    "single": N_("single letters are not words"),
    "abbreviation": N_("abbreviations are not allowed"),
    "prefix": N_("prefixes are not words"),
    "suffix": N_("suffixes are not words"),
    "letter-plural": N_("letter plurals (like cs or ms) are not words"),
    "proper-noun": N_("proper nouns are allowed only in Junior"),
    "fragment": N_("parts of Latin phrases (ad hoc, in situ) are not words on their own"),
    "family": N_("the family filter is strict at this table: vulgar and offensive words are not played"),
}


def _words(text: str) -> frozenset[str]:
    """A set from space-separated words: short policy lists read best as a line of text."""
    return frozenset(text.split())


#: Prefixes that some word lists carry as entries of their own. Only entries that are *just* a
#: prefix are here: ``anti``, ``semi``, ``sub`` and ``ex`` are nouns in every dictionary and stay.
PREFIXES: frozenset[str] = _words(
    "circum co de demi dys eco endo epi exo geo hemi il im intra ir mal multi neo non omni "
    "pre proto tele trans tri un"
)

#: Suffixes that some word lists carry as entries (``ed`` and ``est`` in Hunspell). As above,
#: ``ness``, ``ism``, ``less`` and ``ology`` are nouns or adjectives of their own and stay.
SUFFIXES: frozenset[str] = _words(
    "al cide ed ee eer esque est ette ful ian ible ic ing ise ish ist ity ium ive ize ly ment "
    "oid ous phile phobe sion tion ty"
)

#: The English words of one letter: the article ``a`` and the pronoun ``I`` (lower-cased, as the
#: cards spell it). Every other single letter is refused ("single letters are not words"). They
#: matter only where one-card words are allowed (Quiddler Junior, docs/rules.md §8): in the standard
#: game a word needs two cards. The word lists do not hold them (the bundled lists keep two letters
#: or more, and SCOWL and Hunspell spell the pronoun ``I``), so every English dictionary accepts
#: and lists them itself (:attr:`WordRules.one_letter_words`). Dictionaries in other languages
#: keep refusing every single letter: we have no checked list of their one-letter words, and
#: Hunspell cannot be the judge (it accepts every letter of the alphabet, in English too).
ONE_LETTER_WORDS: frozenset[str] = frozenset({"a", "i"})

#: Spanish (docs/rules.md §9): the word rules of §5 apply as in English, with Spanish lists, written
#: as the cards spell them (accents dropped, Ñ as N). Reviewed policy, like the English lists
#: above; ``dictionaries/build.py`` applies them to the bundled ``es`` list and prints what they
#: removed (``--report``), and they stand in front of ``enchant:es_*`` too.
#:
#: Prefixes that the word lists carry as entries of their own (Debian's ``wspanish`` has the
#: dictionary's prefix entries: archi, bi, co, pre, sub, tri). As in English only entries that are
#: *just* a prefix: ``anti``, ``ex``, ``super``, ``vice``, ``ultra``, ``extra``, ``auto``, ``micro``
#: and ``tele`` are words in Spanish dictionaries, and ``inter`` and ``hiper`` are how the cards
#: spell the words ínter and híper.
SPANISH_PREFIXES: frozenset[str] = _words(
    "archi bi co epi hemi intra multi pluri post pre pseudo semi seudo sub trans tri"
)

#: Suffixes carried as entries. ``ismo``, ``logia`` (a lodge), ``mente`` (the mind), ``miento``
#: (I lie) and ``encia`` (encía, the gum) are words and stay.
SPANISH_SUFFIXES: frozenset[str] = _words("ble cion sion")

#: Abbreviations the Spanish word lists carry without their full stop (Hunspell's Spanish
#: dictionary accepts ``etc``, ``sr`` and ``pag`` as words so that "etc." and "Sr." pass a spell
#: check), as the cards spell them (pág. is ``pag``). Reviewed from every entry of four letters or
#: fewer in the lists; an abbreviation whose letters also spell a word is left out (pár., for
#: párrafo, is the word PAR).
SPANISH_ABBREVIATIONS: frozenset[str] = _words(
    "abc adv afmo ap apdo atte atto av avd avda ayto bibl blv bs bv cf cfr cgo cit cm cod cta cte "
    "ctvo dcho diag dicc dpto dto ed edit ej etc fca fig geom gob gral gta hab hno ibid imp impr "
    "incl ing inst izq jhs km ldo lic loc ltdo max min ms mtro nro num op pag pbro pdta pdte pg pl "
    "plza ppal pral prof prol prov pta pts pza rdo reg rep rev rte rvd rvdo sdad sig sr srta ss sto "
    "tel tfno tit tpo trad univ vs vto xto art cl hna lda pp ib sra sta vta com cia"
)

#: Latin and other foreign words that Hunspell's Spanish dictionary carries only so that a phrase
#: passes a spell check (ad hoc, et al., in situ, id est, lengua de oc): not Spanish words alone.
#: Together with the digraph names ``ch`` and ``qu``, which are no letters of the cards either.
SPANISH_FRAGMENTS: frozenset[str] = _words("ad et id in is ob oc ch qu ju ar ab ut my ny")

#: The Spanish words of one letter: the conjunctions ``y``, ``e`` (and), ``o``, ``u`` (or) and
#: the preposition ``a``. Both sources of the ``es`` list have each of them as an entry (Hunspell's
#: Spanish dictionary and Debian's ``wspanish``), and they are words in the Spanish Academy's
#: dictionary; no other letter is (a letter's name is spelled out: be, ce, eme). Like the English
#: a and I they are one card, so they count only in Quiddler Junior.
SPANISH_ONE_LETTER_WORDS: frozenset[str] = frozenset({"a", "e", "o", "u", "y"})

_LETTERS = re.compile(r"[a-z]+")
_LETTER_PLURAL = re.compile(r"[b-df-hj-np-tv-z]s")


class WordRules:
    """The rules a word must pass before a backend is asked.

    ``blocklist`` maps a word to its category (``"abbreviation"``, ``"contraction"``), or to a
    pair (category, the word list that knows it as one, in words for players: ``"SCOWL's English
    abbreviations list, size 60, has KB"``); ``english`` turns on the English-only rules
    (blocklist, prefixes, suffixes, letter plurals) and lets the English one-letter words through
    (:data:`ONE_LETTER_WORDS`). Without it only the card rules apply (a–z, two letters), which is
    what an Enchant dictionary in another language gets: ``con`` and ``para`` are Spanish words.
    """

    def __init__(
        self,
        blocklist: Mapping[str, str | tuple[str, str]] | None = None,
        *,
        english: bool = True,
        language: str | None = None,
    ) -> None:
        #: ``"en"``, ``"es"`` (the Spanish rules: :data:`SPANISH_PREFIXES` and the other Spanish
        #: lists), or ``""``: the card rules only.
        self.language = language if language is not None else ("en" if english else "")
        self.english = self.language == "en"
        self._blocklist: dict[str, str] = {}
        self._sources: dict[str, str] = {}
        for word, entry in (blocklist or {}).items() if self.language else ():
            category, source = (entry, "") if isinstance(entry, str) else entry
            self._blocklist[word] = category
            if source:
                self._sources[word] = source

    def rejection(self, text: str) -> str | None:
        """The category of the rule that refuses ``text`` (a key of :data:`REASONS`), or ``None``."""
        if not text:
            return "empty"
        if _LETTERS.fullmatch(text) is None:
            if any(char.isspace() for char in text):
                return "space"
            if "-" in text or "‐" in text:
                return "hyphen"
            if "'" in text or "’" in text:
                return "contraction"
            return "letters"
        if len(text) < 2:  # a and i (English), a e o u y (Spanish) are words; no other letter is
            return None if text in self.one_letter_words else "single"
        if not self.language:
            return None
        prefixes, suffixes, _fragments = self._lists
        if text in prefixes:
            return "prefix"
        if text in suffixes:
            return "suffix"
        if self.english and len(text) == 2 and _LETTER_PLURAL.fullmatch(text):
            return "letter-plural"
        return self._blocklist.get(text)

    @property
    def one_letter_words(self) -> frozenset[str]:
        """The single letters that are words under these rules: :data:`ONE_LETTER_WORDS` for
        English, :data:`SPANISH_ONE_LETTER_WORDS` for Spanish, none otherwise. Backends accept and
        list them without asking their word list, which may not hold them."""
        return self._lists[2]

    @property
    def _lists(self) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
        """(prefixes, suffixes, one-letter words) of this language, read from the module's lists
        when asked (a test that changes a list sees these rules change)."""
        return _language_lists(self.language)

    @property
    def blocked(self) -> frozenset[str]:
        """Every word the blocklist refuses (abbreviations and contractions SCOWL knows)."""
        return frozenset(self._blocklist)

    def source(self, text: str) -> str | None:
        """Which word list knows ``text`` as an abbreviation or contraction, in words for players
        (``"SCOWL's English abbreviations list, size 60, has KB"``), or ``None``."""
        return self._sources.get(text) if self._blocklist.get(text) else None

    def reason(self, text: str) -> str | None:
        """The player-readable sentence for :meth:`rejection`, or ``None`` if the word passes.
        A blocklisted word's reason names the list that knows it as one."""
        category = self.rejection(text)
        if category is None:
            return None
        source = self.source(text) if category in ("abbreviation", "contraction") else None
        return (
            f"{reason_sentence(category)} ({source_sentence(source)})"
            if source
            else reason_sentence(category)
        )

    def allows(self, text: str) -> bool:
        return self.rejection(text) is None

    def __repr__(self) -> str:
        return f"WordRules(<{len(self._blocklist)} blocked>, language={self.language!r})"


_NONE: tuple[frozenset[str], frozenset[str], frozenset[str]] = (frozenset(), frozenset(), frozenset())


def _language_lists(language: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(prefixes, suffixes, one-letter words) of a language; none for another."""
    if language == "en":
        return PREFIXES, SUFFIXES, ONE_LETTER_WORDS
    if language == "es":
        return SPANISH_PREFIXES, SPANISH_SUFFIXES, SPANISH_ONE_LETTER_WORDS
    return _NONE


#: Only the card rules (a–z, two letters or more, no one-letter words): for dictionaries in
#: languages other than English and Spanish.
SHAPE_RULES = WordRules(english=False)


def load_blocklist(text: str) -> dict[str, tuple[str, str]]:
    """Parse ``blocklist.txt``: ``word<TAB>category<TAB>source`` lines (the source, which word
    list knows the word as one, may be left out); ``#`` starts a comment."""
    blocklist: dict[str, tuple[str, str]] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        word, _tab, rest = line.partition("\t")
        category, _tab, source = rest.partition("\t")
        blocklist[word] = (category.strip() or "abbreviation", source.strip())
    return blocklist


@cache
def english_rules() -> WordRules:
    """The English rules with the bundled SCOWL blocklist (read once, about 1,100 entries)."""
    from quiddler.dictionary.bundled import read_data_text

    return WordRules(load_blocklist(read_data_text("blocklist.txt")), english=True)


@cache
def spanish_rules() -> WordRules:
    """The Spanish rules (docs/rules.md §9): the card rules, the Spanish one-letter words, prefixes,
    suffixes and abbreviations (:data:`SPANISH_ABBREVIATIONS`)."""
    blocklist: dict[str, str | tuple[str, str]] = {
        word: ("abbreviation", SPANISH_SOURCE.format(word=word.upper())) for word in SPANISH_ABBREVIATIONS
    }
    blocklist.update(dict.fromkeys(SPANISH_FRAGMENTS, "fragment"))
    return WordRules(blocklist, language="es")


def rules_for(language: str) -> WordRules:
    """The word rules of a language: ``"en"`` and ``"es"`` have their own (prefixes, suffixes,
    abbreviations, one-letter words); any other language only the card rules."""
    if language == "en":
        return english_rules()
    if language == "es":
        return spanish_rules()
    return SHAPE_RULES


#: Where a Spanish abbreviation comes from (said in English in the data, translated when shown).
SPANISH_SOURCE = N_("the game's list of Spanish abbreviations has {word}")
_SCOWL_SOURCE = re.compile(
    r"SCOWL's (?P<variety>.+?) (?P<kind>abbreviations|contractions) list, "
    r"size (?P<size>\d+), has (?P<word>.+)"
)
_SPANISH_SOURCE = re.compile(r"the game's list of Spanish abbreviations has (?P<word>.+)")
_VARIETIES = {
    "English": N_("English"),
    "American": N_("American"),
    "Australian": N_("Australian"),
    "Australian variant": N_("Australian variant"),
}


def source_sentence(source: str) -> str:
    """A blocklist entry's source (English in the data files) in the players' language."""
    if found := _SPANISH_SOURCE.fullmatch(source):
        return _(SPANISH_SOURCE).format(word=found["word"])
    if found := _SCOWL_SOURCE.fullmatch(source):
        if found["kind"] == "abbreviations":
            said = _("SCOWL's {variety} abbreviations list, size {size}, has {word}")
        else:
            said = _("SCOWL's {variety} contractions list, size {size}, has {word}")
        variety = _(_VARIETIES.get(found["variety"], found["variety"]))
        return said.format(variety=variety, size=found["size"], word=found["word"])
    return source


def reason_sentence(category: str) -> str:
    """The sentence of :data:`REASONS` for ``category``, in the players' language."""
    return _(REASONS[category])
