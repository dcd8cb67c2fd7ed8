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
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hunspell_expand import expand, read_aff, read_dic

from quiddler.dictionary.rules import WordRules
from quiddler.engine.letters import fold_accents

HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")
WSPANISH = Path("/usr/share/dict/spanish")
SPANISH = "es.txt.gz"
#: The same words as a MARISA trie: what the game loads (in about a millisecond; see README.md).
SPANISH_TRIE = "es.marisa"
WRITTEN = "es-written.txt.gz"

_FOLDED = re.compile(r"[a-z]{2,}")


def _flag_without_pronouns(flag: str) -> bool:
    """Hunspell-es writes the flags that attach pronouns (À to ú) with non-ASCII characters; the
    others (plurals, gender, conjugations, derivations, prefixes) with ASCII letters."""
    return flag.isascii()


#: Hunspell-es's flags for the feminine and the plural: a noun's or adjective's own forms.
NOMINAL_FLAGS = "GS"


@dataclass(frozen=True)
class Stem:
    """One entry of the Hunspell dictionary: its forms (pronouns not attached), and its nominal
    forms alone (gender and number: puto, puta, putos, putas)."""

    stem: str
    forms: frozenset[str]
    nominal: frozenset[str]


@cache
def hunspell_stems(stem_path: Path) -> tuple[Stem, ...]:
    """Every entry of the Hunspell dictionary at ``stem_path`` (``.dic`` and ``.aff``), expanded."""
    affixes = read_aff(stem_path.with_suffix(".aff"))
    return tuple(
        Stem(
            stem,
            frozenset(expand(stem, flags, affixes, _flag_without_pronouns)),
            frozenset(expand(stem, flags, affixes, NOMINAL_FLAGS.__contains__)),
        )
        for stem, flags in read_dic(stem_path.with_suffix(".dic"))
    )


def written_entries(hunspell: Path | None, wspanish: Path | None) -> set[str]:
    """The written (accented) entries of the sources, lower case only (``None``: a source left
    out, as ``bench/bench_spanish_sources.py`` compares them)."""
    paths = [path for path in (hunspell and hunspell.with_suffix(".dic"), wspanish) if path is not None]
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        raise SystemExit(
            f"build.py: {', '.join(missing)} not found "
            "(on Debian/Ubuntu: apt-get install --no-install-recommends hunspell-es wspanish)"
        )
    entries = {form for stem in hunspell_stems(hunspell) for form in stem.forms} if hunspell else set()
    if wspanish is not None:
        entries.update(wspanish.read_text(encoding="utf-8").split())
    return {entry for entry in entries if entry == entry.lower()}


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
