"""The Spanish list for ``build.py``: Hunspell's Spanish dictionary expanded, and ``wspanish``.

Inputs, as Debian installs them (``apt-get install hunspell-es wspanish``):

* ``/usr/share/hunspell/es_ES.dic`` and ``.aff`` (hunspell-es, LibreOffice's Spanish dictionary,
  GPL-3+/LGPL-3+/MPL-1.1+): 70,000 stems with affix flags. Expanded with every flag except the
  ones that attach pronouns to a verb (dámelo, cómetelo: the flags written with non-ASCII
  characters), since Spanish word games count such a form as two words;
* ``/usr/share/dict/spanish`` (wspanish, public domain): 86,000 entries, mostly lemmas (casa but
  not casas, hablar but not hablo), which add about 25,000 words the Hunspell stems lack
  (pingüino, vermut, sedación).

An entry is kept when it is lower case (a capital marks a proper noun or an acronym) and, with
its accents dropped as the cards spell it (docs/rules.md §9: año -> ano, pingüino -> pinguino), is
letters a–z, two or more, that the Spanish word rules allow (:func:`spanish_rules`: no prefix,
suffix or abbreviation entries). Outputs:

* ``es.txt.gz``: the folded words, sorted, one per line (what the cards spell);
* ``es.marisa``: the same words as a MARISA trie, which the game loads;
* ``es-written.txt.gz``: ``folded<TAB>written forms`` for each folded word with an accented
  written form (``ano<TAB>ano año``), so that a challenge or ``quiddler check`` can name the word
  as the dictionary writes it.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hunspell_expand import AffixFile, expand, read_aff, read_dic

from quiddler.dictionary.rules import WordRules
from quiddler.engine.letters import fold_accents

HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")
WSPANISH = Path("/usr/share/dict/spanish")
SPANISH = "es.txt.gz"
#: The same words as a MARISA trie: what the game loads (in about a millisecond; see README.md).
SPANISH_TRIE = "es.marisa"
WRITTEN = "es-written.txt.gz"
#: Quiddler Junior's Spanish names (docs/rules.md §8): what the standard list leaves out as names.
SPANISH_NAMES = "names-es.txt.gz"

_FOLDED = re.compile(r"[a-z]{2,}")


def _flag_without_pronouns(flag: str) -> bool:
    """Hunspell-es writes the flags that attach pronouns (À to ú) with non-ASCII characters; the
    others (plurals, gender, conjugations, derivations, prefixes) with ASCII letters."""
    return flag.isascii()


#: Hunspell-es's flags for the feminine and the plural: a noun's or adjective's own forms.
NOMINAL_FLAGS = "GS"


@dataclass(frozen=True)
class Stem:
    """One entry of the Hunspell dictionary: its forms (pronouns not attached), its nominal
    forms alone (gender and number: puto, puta, putos, putas), and the forms that only its
    pronoun flags make (dámelo, hazlo: a verb with pronouns attached, not a word of its own)."""

    stem: str
    forms: frozenset[str]
    nominal: frozenset[str]
    enclitic: frozenset[str] = frozenset()


@cache
def hunspell_stems(stem_path: Path) -> tuple[Stem, ...]:
    """Every entry of the Hunspell dictionary at ``stem_path`` (``.dic`` and ``.aff``), expanded."""
    affixes = read_aff(stem_path.with_suffix(".aff"))
    stems = []
    for stem, flags in read_dic(stem_path.with_suffix(".dic")):
        forms = frozenset(expand(stem, flags, affixes, _flag_without_pronouns))
        pronouns = "".join(flag for flag in flags if not _flag_without_pronouns(flag))
        enclitic = frozenset(expand(stem, flags, affixes)) - forms if pronouns else frozenset()
        stems.append(
            Stem(stem, forms, frozenset(expand(stem, flags, affixes, NOMINAL_FLAGS.__contains__)), enclitic)
        )
    return tuple(stems)


#: Entries Hunspell writes in lower case although they are names in a standard game: the
#: dictionary keeps them for a set phrase that writes them with a capital (valer un Perú, como
#: Pedro por su casa) or for a surname. A reviewed policy list (docs/rules.md §5, §9: no proper nouns).
LOWER_CASE_NAMES: frozenset[str] = frozenset({"berlín", "garcía", "pedro", "perú"})

#: Pronouns that attach to a verb's end (dá-me-lo), in any sequence.
_CLITICS = re.compile(r"^(.{2,}?)((?:me|te|se|nos|os|lo|la|los|las|le|les)+)$")
#: Imperatives short enough to take pronouns without an accent (dime, hazlo, ponte, vete).
SHORT_IMPERATIVES = frozenset(["da", "di", "haz", "he", "id", "pon", "sal", "sé", "ten", "ve", "ven"])
#: Entries that look like a verb with pronouns and are words of their own: interjections
#: (¡órale!, ¡válgame!, érase una vez) and nouns (tétanos, morse). A reviewed list.
NOT_ENCLITIC: frozenset[str] = frozenset(
    [
        "bonítalo",
        "búbala",
        "búfala",
        "cátaros",
        "chócolo",
        "érase",
        "gladíolo",
        "híjole",
        "lancéola",
        "morse",
        "órale",
        "tétanos",
        "válgame",
    ]
)


def attached_pronouns(entry: str, forms: Collection[str]) -> bool:
    """True if ``entry`` is a verb form with pronouns attached (docs/rules.md §9: not a word unless the
    dictionary lists it as one of its own): the pronouns follow a verb form (``forms``) that
    takes them, an infinitive (darle), a gerund (oliéndola), a vosotros imperative (decidme), a
    form that gained an accent by taking them (dámelo, hágalo) or a short imperative (dime,
    hazlo)."""
    match = _CLITICS.match(entry)
    if match is None or entry in NOT_ENCLITIC:
        return False
    verb, pronouns = match.groups()
    if pronouns.startswith("os") and verb.endswith("d") and verb != "id":  # amados is no amad+os
        return False
    if verb not in forms and fold_accents(verb) not in forms and fold_accents(verb) not in SHORT_IMPERATIVES:
        return False
    if verb.endswith(("r", "ndo", "ndó")) or verb in SHORT_IMPERATIVES:
        return True
    if verb.endswith("d") and not pronouns.startswith("os"):
        return True
    return verb not in forms and any(letter in "áéíóú" for letter in verb)  # dá-me-lo, not embaís-te


#: wspanish entries whose capitalised form is a name in Hunspell (a town called Tamarindo) but
#: which are ordinary nouns too, that Hunspell happens not to list in lower case: kept as words.
#: A reviewed list of the 283 wspanish entries the proper-noun rule below would otherwise drop.
COMMON_NOUNS_ALSO_NAMES: frozenset[str] = frozenset(
    [
        "aguasal",
        "alcaparral",
        "alisal",
        "atarraya",
        "bagazal",
        "basco",
        "batero",
        "bejucal",
        "bejuquillo",
        "bermejal",
        "bohío",
        "cabuyera",
        "cacahual",
        "cacaotal",
        "cachicamo",
        "caimital",
        "cajigal",
        "cantil",
        "capucho",
        "caracolí",
        "cardonal",
        "carlín",
        "carrasquilla",
        "carrizal",
        "carurú",
        "cascajal",
        "cascajera",
        "cascarillal",
        "castañal",
        "cativo",
        "cauchal",
        "cauri",
        "cañaduzal",
        "cañahuate",
        "ceibal",
        "chalchal",
        "chañar",
        "chilca",
        "chimba",
        "chinampa",
        "chipa",
        "chircal",
        "chontal",
        "chulla",
        "coata",
        "cocal",
        "cocuy",
        "coihue",
        "conchal",
        "copalillo",
        "copihue",
        "coquí",
        "coya",
        "curiche",
        "danta",
        "danto",
        "esteral",
        "faique",
        "gramal",
        "gramalote",
        "guabo",
        "guadua",
        "guadual",
        "guagua",
        "guarumo",
        "ipil",
        "jagua",
        "jagüey",
        "jején",
        "maitén",
        "marroquín",
        "milanés",
        "morichal",
        "motilón",
        "onoto",
        "pajarillo",
        "pajonal",
        "pajón",
        "paujil",
        "pedral",
        "pensil",
        "peumo",
        "pimental",
        "piñal",
        "playón",
        "poblazón",
        "purísima",
        "quitasueño",
        "ramada",
        "recetor",
        "repelón",
        "santol",
        "sativa",
        "suncho",
        "tamarindo",
        "teatino",
        "tepache",
        "tule",
        "tunal",
        "vaquería",
        "yucal",
        "zapotal",
    ]
)

#: Hunspell-es's flags that inflect (docs/rules.md §9: every plural, feminine and conjugated form is a
#: word): G feminine, S plural, R E I X the conjugations, D the participles. The other ASCII flags
#: derive new words (-ción, -mente, diminutives) and are not guessed for a word Hunspell lacks.
INFLECTION_FLAGS = "GSREIXD"


class Analogy:
    """Inflects a word Hunspell does not have like the Hunspell words that end as it does.

    ``wspanish`` lists about 24,000 headwords Hunspell lacks (pingüino, vermut, sedación), without
    their forms. For each, the inflection flags most common among Hunspell stems sharing its
    longest ending (up to six letters, at least three stems) are applied with Hunspell's own affix
    rules: pingüino ends like camino and niño and gets pingüinos, pingüina, pingüinas. A flag set
    that inflects is preferred over none when a quarter of the stems have it (vermut: -ut stems are
    half plain, half plural). Checked against Hunspell by leaving each stem of a sample out
    (``bench/bench_spanish_sources.py``).
    """

    MAX_ENDING = 6
    MIN_STEMS = 3

    def __init__(self, stems: Iterable[tuple[str, str]], affixes: AffixFile) -> None:
        self.affixes = affixes
        flags_of: dict[str, set[str]] = defaultdict(set)
        for stem, flags in stems:
            if stem == stem.lower():
                flags_of[stem].update(flag for flag in flags if flag in INFLECTION_FLAGS)
        self.flags_of = {stem: "".join(sorted(flags)) for stem, flags in flags_of.items()}
        self.by_ending: dict[str, Counter[str]] = defaultdict(Counter)
        for stem, flags in self.flags_of.items():
            for length in range(2, self.MAX_ENDING + 1):
                if len(stem) > length:
                    self.by_ending[stem[-length:]][flags] += 1

    def flags(self, word: str, leave_out: str | None = None) -> str:
        """The inflection flags for ``word`` (``leave_out``: a stem not to count, for testing)."""
        for length in range(min(self.MAX_ENDING, len(word) - 1), 1, -1):
            counts = Counter(self.by_ending.get(word[-length:], {}))
            if leave_out is not None and len(leave_out) > length and leave_out[-length:] == word[-length:]:
                counts[self.flags_of[leave_out]] -= 1
            counts = +counts
            total = sum(counts.values())
            if total < self.MIN_STEMS:
                continue
            ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
            inflecting = [item for item in ranked if item[0]]
            if inflecting and inflecting[0][1] * 4 >= total:
                return inflecting[0][0]
            return ranked[0][0]
        return ""

    def forms(self, word: str, leave_out: str | None = None) -> set[str]:
        return expand(word, self.flags(word, leave_out), self.affixes)


@cache
def analogy(stem_path: Path) -> Analogy:
    return Analogy(read_dic(stem_path.with_suffix(".dic")), read_aff(stem_path.with_suffix(".aff")))


def hunspell_names(hunspell: Path) -> set[str]:
    """The proper nouns Hunspell carries (capitalised, España, García), written as entered."""
    return {
        stem
        for stem, _flags in read_dic(hunspell.with_suffix(".dic"))
        if stem[:1].isupper() and stem[1:].islower()
    }


@dataclass
class SpanishEntries:
    """The written (accented) entries of the list, and what was left out and why."""

    words: set[str]
    names: set[str]
    enclitic: set[str]
    inflected: dict[str, set[str]]


def _missing(paths: list[Path]) -> None:
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        raise SystemExit(
            f"build.py: {', '.join(missing)} not found "
            "(on Debian/Ubuntu: apt-get install --no-install-recommends hunspell-es wspanish)"
        )


@cache
def spanish_entries(hunspell: Path | None, wspanish: Path | None) -> SpanishEntries:
    """The written entries of the sources, lower case only (``None``: a source left out, as
    ``bench/bench_spanish_sources.py`` compares them).

    * Hunspell: every form of every lower-case stem (pronoun flags left out), less the stems of
      :data:`LOWER_CASE_NAMES`;
    * wspanish: its lower-case entries, less the names (a capitalised Hunspell entry that Hunspell
      does not know in lower case: españa, sevilla, carlos; :data:`COMMON_NOUNS_ALSO_NAMES` stay)
      and the verb forms with pronouns attached that Hunspell makes only with its pronoun flags
      (dámelo, hazlo); each remaining entry Hunspell does not know brings its forms by
      :class:`Analogy` (pingüinos, pingüina, vermuts, sedaciones).
    """
    _missing([path for path in (hunspell and hunspell.with_suffix(".dic"), wspanish) if path is not None])
    words: set[str] = set()
    enclitic_forms: set[str] = set()
    names: set[str] = set()
    enclitic: set[str] = set()
    verb_forms: set[str] = set()
    if hunspell is not None:
        for stem in hunspell_stems(hunspell):
            if stem.stem in LOWER_CASE_NAMES:
                names.add(stem.stem)
            elif stem.stem == stem.stem.lower():
                words.update(stem.forms)
                enclitic_forms.update(stem.enclitic)
        enclitic_forms -= words
        entries = read_dic(hunspell.with_suffix(".dic"))
        flagged = {stem for stem, flags in entries if any(map(str.isascii, flags))}
        verbs = {stem for stem, flags in entries if any(flag in "REIXD" for flag in flags)}
        verb_forms = {form for stem in hunspell_stems(hunspell) if stem.stem in verbs for form in stem.forms}
        verb_forms.update(
            stem for stem, _flags in entries if stem.endswith(("ar", "er", "ir", "ír"))
        )  # dar, ir, ser
        for stem in hunspell_stems(hunspell):  # Hunspell lists dámelo and hazlo as entries of their own
            if (
                stem.stem not in flagged
                and stem.stem == stem.stem.lower()
                and attached_pronouns(stem.stem, verb_forms)
            ):
                enclitic.add(stem.stem)
        words -= enclitic
    inflected: dict[str, set[str]] = {}
    if wspanish is not None:
        capitals = {name.lower() for name in hunspell_names(hunspell)} if hunspell is not None else set()
        guess = analogy(hunspell) if hunspell is not None else None
        for entry in sorted(set(wspanish.read_text(encoding="utf-8").split())):
            if entry != entry.lower() or entry in words:
                continue
            if entry in LOWER_CASE_NAMES or (entry in capitals and entry not in COMMON_NOUNS_ALSO_NAMES):
                names.add(entry)
            elif entry in enclitic_forms or entry in enclitic or attached_pronouns(entry, verb_forms):
                enclitic.add(entry)
            elif guess is not None:
                inflected[entry] = guess.forms(entry)
            else:
                inflected[entry] = {entry}
        for forms in inflected.values():
            words.update(forms - enclitic_forms)
    return SpanishEntries({word for word in words if word == word.lower()}, names, enclitic, inflected)


def written_entries(hunspell: Path | None, wspanish: Path | None) -> set[str]:
    """The written (accented) entries of the list (see :func:`spanish_entries`)."""
    return spanish_entries(hunspell, wspanish).words


def fold_names(written: Iterable[str]) -> set[str]:
    """Names as the cards spell them (España -> espana), a–z, two letters or more."""
    folded = {fold_accents(name).lower() for name in written}
    return {name for name in folded if _FOLDED.fullmatch(name)}


def build_spanish_names(hunspell: Path, wspanish: Path, words: set[str]) -> set[str]:
    """Junior's Spanish names (docs/rules.md §8): Hunspell's capitalised entries and the names left out
    of the word list, folded; a name that is also a word of the list is left to the list."""
    entries = spanish_entries(hunspell, wspanish)
    return fold_names(hunspell_names(hunspell) | entries.names) - words - fold_names(entries.enclitic)


def build_spanish(
    hunspell: Path | None, wspanish: Path | None, rules: WordRules
) -> tuple[set[str], dict[str, set[str]], list[str]]:
    """(folded words, folded -> written forms for words with an accented form, what the rules
    removed)."""
    by_folded: dict[str, set[str]] = defaultdict(set)
    for entry in written_entries(hunspell, wspanish):
        folded = fold_accents(entry)
        if _FOLDED.fullmatch(folded):
            by_folded[folded].add(entry)
    removed = sorted(word for word in by_folded if not rules.allows(word))
    words = {word for word in by_folded if rules.allows(word)}
    written = {word: by_folded[word] for word in words if by_folded[word] != {word}}
    return words, written, removed


def trie_bytes(words: set[str]) -> bytes:
    """The words as a MARISA trie (``marisa_trie.Trie``): the same words in the same build give
    the same bytes. Loading it costs a fraction of a millisecond against a third of a second
    for ``frozenset`` of the 600,000 lines of ``es.txt.gz``, and it takes 1.2 MB of memory
    instead of about 60 MB."""
    import marisa_trie

    return marisa_trie.Trie(sorted(words)).tobytes()


def written_bytes(written: dict[str, set[str]]) -> bytes:
    lines = [f"{word}\t{' '.join(sorted(written[word]))}" for word in sorted(written)]
    return ("\n".join(lines) + "\n").encode("utf-8")
