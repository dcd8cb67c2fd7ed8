#!/usr/bin/env python3
"""The family filter's lists, English and Spanish, in two tiers (docs/rules.md §11).

    python dictionaries/build_family.py            # rebuild family-en.txt and family-es.txt only
    python dictionaries/build_family.py --check    # exit 1 if they are stale
    python dictionaries/build_family.py --report   # also print what each source gave

``build.py`` runs this with the lists it has just built; run alone, it reads the committed
``en-large.txt.gz`` and ``es.txt.gz`` (and Hunspell's ``es_ES``, for Spanish word forms), so a
change to the review below is one quick command.

Sources, each entry kept with the ones that list it:

* ``ldnoobw``: the *List of Dirty, Naughty, Obscene, and Otherwise Bad Words* (© 2012–2015
  Shutterstock, Inc., CC BY 4.0), its ``en`` and ``es`` files copied unchanged as
  ``ldnoobw-en.txt`` and ``ldnoobw-es.txt`` (notice: ``LDNOOBW-LICENSE``);
* ``better-profanity``: the word list of the ``better-profanity`` 0.7.0 package (PyPI, MIT),
  copied unchanged as ``better-profanity-en.txt`` (notice: ``BETTER-PROFANITY-LICENSE``). It is
  a chat filter's list, so it also lists plain words (kill, organ, seaman): the review's *plain*
  decisions take those out;
* ``review``: ``family-review.txt``, this project's reviewed decisions: the words with no
  innocent reading (tier *refuse*), vulgar words the sources miss (most Spanish ones: joder,
  polla, carajo), and plain words that are never listed.

What is built from them:

* single words only (``2 girls 1 cup`` is no card word), accents dropped as the cards spell them;
* inflected forms only where the form keeps the vulgar meaning: in English, a word with no
  innocent reading takes the endings s, es, ed, ing, er, ers, y (fucks, pissed, shitty), any
  other listed word only its plural (cocks, tits), where ``en-large`` has the result; in Spanish,
  every form of a listed Hunspell stem (follar: follo, follando) and the gender and number forms
  of a listed noun or adjective (puto: puta, putas);
* in English, the ethnic slurs that Junior's names list leaves out (build.py's ``NOT_NAMES``);
* less every *plain* word of the review, whatever a source or an ending says (BUTTER, SCATTER,
  SPICY, TITTER, PEDAZO, FUELLE);
* each language's list then takes the other language's words too, because the lists apply per
  word whatever the dictionary (SEXY in the Spanish list, DICK in Junior's names at a Spanish
  table, a house word), except those the review calls plain words of this language (*other*:
  negro is black in Spanish).

Each list is a comment header, then one line per word: ``word<TAB>tier<TAB>where it came from``,
tier ``skip`` (never suggested) or ``refuse`` (also refused when the table plays strict).
"""

from __future__ import annotations

import argparse
import gzip
import re
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # run from a source checkout: use this checkout's code
    sys.path.insert(0, str(HERE.parent))

from quiddler.engine.letters import fold_accents  # noqa: E402

LANGUAGES = ("en", "es")
FAMILY = {"en": "family-en.txt", "es": "family-es.txt"}
#: Each language's source lists: (source name, file in this folder).
SOURCES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("ldnoobw", "ldnoobw-en.txt"), ("better-profanity", "better-profanity-en.txt")),
    "es": (("ldnoobw", "ldnoobw-es.txt"),),
}
REVIEW = "family-review.txt"
DECISIONS = ("refuse", "add", "plain", "other")
HUNSPELL_ES = Path("/usr/share/hunspell/es_ES")

_WORD = re.compile(r"[a-z]{2,}")
_ENDINGS = ("ed", "ing", "er", "ers", "y")
#: A plural takes -es after these (kisses, bunches), -s after anything else (cocks, not buttes).
_SIBILANTS = ("s", "x", "z", "ch", "sh")


@dataclass
class Entry:
    """A listed word: its tier and where it came from."""

    tier: str = "skip"
    sources: set[str] = field(default_factory=set)

    def source_text(self) -> str:
        return ", ".join(sorted(self.sources))


def source_words(path: Path) -> set[str]:
    """The single words of a source list, folded and lower-cased."""
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        word = fold_accents(line.strip().lower())
        if _WORD.fullmatch(word):
            found.add(word)
    return found


def read_review(path: Path) -> dict[tuple[str, str], set[str]]:
    """``family-review.txt`` as {(language, decision): words}; a line it cannot read stops the
    build with its number."""
    review: dict[tuple[str, str], set[str]] = defaultdict(set)
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        head, _, words = line.partition(":")
        parts = head.split()
        if len(parts) != 2 or parts[0] not in LANGUAGES or parts[1] not in DECISIONS:
            raise SystemExit(f"{path.name}:{number}: expected '<en|es> <{'|'.join(DECISIONS)}>: words'")
        for word in words.split():
            if not _WORD.fullmatch(word):
                raise SystemExit(f"{path.name}:{number}: {word!r} is not a word as the cards spell it")
            review[parts[0], parts[1]].add(word)
    return review


def english_forms(word: str, refuse: bool, words: set[str]) -> set[str]:
    """The inflected forms of ``word`` that ``words`` (the en-large list) has: its plural, and
    for a word with no innocent reading the endings ed, ing, er, ers, y too (pissed, shitty),
    so that cock gives cocks but not cocky."""
    plural = "es" if word.endswith(_SIBILANTS) else "s"
    forms = {word + plural}
    if refuse:
        for stem in (word, word + word[-1]):
            forms.update(stem + ending for ending in _ENDINGS)
    return forms & words


def spanish_forms(base: set[str], stems: Iterable[Any]) -> dict[str, set[str]]:
    """{listed word: its forms}: every form of a listed Hunspell stem (follar: follo, follando),
    and the gender and number forms of a stem one of whose such forms is listed (puto: puta,
    putas), but not a whole verb for one of its forms (pinche, a kitchen hand, is listed; the
    verb pinchar, whose forms include pinche, is not)."""
    found: dict[str, set[str]] = defaultdict(set)
    for stem in stems:
        folded = fold_accents(stem.stem)
        if folded in base:
            listed, forms = folded, stem.forms
        else:
            nominal = sorted({fold_accents(form) for form in stem.nominal} & base)
            if not nominal:
                continue
            listed, forms = nominal[0], stem.nominal
        found[listed].update(word for word in map(fold_accents, forms) if _WORD.fullmatch(word))
    return found


def language_entries(
    language: str, review: dict[tuple[str, str], set[str]], words: set[str], stems: Iterable[Any]
) -> dict[str, Entry]:
    """One language's own entries (before the other language's are added)."""
    entries: dict[str, Entry] = defaultdict(Entry)
    for name, filename in SOURCES[language]:
        for word in source_words(HERE / filename):
            entries[word].sources.add(name)
    for word in review[language, "add"] | review[language, "refuse"]:
        if word not in entries:
            entries[word].sources.add("review")
    refuse = review[language, "refuse"]
    listed = {word for word in entries if word not in review[language, "plain"]}
    if language == "en":
        derived = {word: english_forms(word, word in refuse, words) for word in sorted(listed)}
    else:
        derived = spanish_forms(listed, stems)
    for word, forms in sorted(derived.items()):
        for form in sorted(forms - {word}):
            if form not in entries:
                entries[form].sources.add(f"form of {word}")
    for word in list(entries):
        if word in review[language, "plain"]:
            del entries[word]
    for word, entry in entries.items():
        stem = next((source[8:] for source in entry.sources if source.startswith("form of ")), None)
        if word in refuse or (stem is not None and stem in refuse and len(entry.sources) == 1):
            entry.tier = "refuse"
    return dict(entries)


def family_entries(
    review: dict[tuple[str, str], set[str]],
    words: dict[str, set[str]],
    stems: Iterable[Any],
    slurs: Iterable[str] = (),
) -> dict[str, dict[str, Entry]]:
    """Both languages' lists: their own entries with ``slurs`` (the names list's, in English),
    then the other's (less its *other* words)."""
    own = {language: language_entries(language, review, words[language], stems) for language in LANGUAGES}
    for slur in sorted(slurs):
        if slur.lower() in review["en", "plain"]:  # nip: a plain word too
            continue
        entry = own["en"].setdefault(slur.lower(), Entry())
        entry.sources.add("names review")
        entry.tier = "refuse" if slur.lower() in review["en", "refuse"] else entry.tier
    lists = {language: dict(entries) for language, entries in own.items()}
    for language in LANGUAGES:
        for other in LANGUAGES:
            if other == language:
                continue
            for word, entry in own[other].items():
                if word in lists[language] or word in review[language, "other"] | review[language, "plain"]:
                    continue
                lists[language][word] = Entry(entry.tier, {f"{other}: {entry.source_text()}"})
    return lists


def family_text(language: str, entries: dict[str, Entry]) -> bytes:
    name = {"en": "English", "es": "Spanish"}[language]
    lines = [
        f"# The family filter's {name} list: vulgar words, slurs and sexual terms that hints, quiddler",
        "# solve, the coach and computer players never suggest while the filter is on (tier skip); those",
        "# with no innocent reading are also refused when the table plays strict (tier refuse).",
        "# word<TAB>tier<TAB>where it came from (ldnoobw: LDNOOBW, CC BY 4.0, see LDNOOBW-LICENSE;",
        "# better-profanity: MIT, see BETTER-PROFANITY-LICENSE; review: family-review.txt).",
        "# Built by dictionaries/build_family.py; do not edit by hand.",
        *(f"{word}\t{entries[word].tier}\t{entries[word].source_text()}" for word in sorted(entries)),
    ]
    return ("\n".join(lines) + "\n").encode("ascii")


def build_family(
    words: dict[str, set[str]], stems: Iterable[Any], slurs: Iterable[str], *, report: bool = False
) -> dict[str, bytes]:
    """{file name: bytes} of both lists, from each language's word list (``en``: en-large,
    ``es``: the Spanish list), the Hunspell ``es_ES`` stems and the names list's ``slurs``."""
    review = read_review(HERE / REVIEW)
    lists = family_entries(review, words, stems, slurs)
    if report:
        for language, entries in lists.items():
            tiers = {
                tier: sum(entry.tier == tier for entry in entries.values()) for tier in ("skip", "refuse")
            }
            print(
                f"{FAMILY[language]}: {len(entries)} words "
                f"({tiers['refuse']} refuse, {tiers['skip']} skip only)"
            )
            by_source: dict[str, int] = defaultdict(int)
            for entry in entries.values():
                for source in entry.sources:
                    kind = "forms" if source.startswith("form of ") else source.split(":")[0]
                    by_source[kind] += 1
            print("  by source: " + ", ".join(f"{kind} {count}" for kind, count in sorted(by_source.items())))
            crossed = sorted(
                word
                for word, entry in entries.items()
                if word in words[language]
                and any(":" in s and not s.startswith("form") for s in entry.sources)
            )
            print(f"  the other language's words that are words here too (review them): {' '.join(crossed)}")
    return {FAMILY[language]: family_text(language, entries) for language, entries in lists.items()}


def _gzip_words(path: Path) -> set[str]:
    return set(gzip.decompress(path.read_bytes()).decode("ascii").split())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Rebuild the family filter's lists only.")
    parser.add_argument("--hunspell-es", type=Path, default=HUNSPELL_ES, help="Hunspell es_ES (no suffix)")
    parser.add_argument("--check", action="store_true", help="compare with the files there; write nothing")
    parser.add_argument("--report", action="store_true", help="print counts per tier and source")
    args = parser.parse_args(argv)
    from build import NOT_NAMES_SLURS
    from build_spanish import hunspell_stems

    words = {"en": _gzip_words(HERE / "en-large.txt.gz"), "es": _gzip_words(HERE / "es.txt.gz")}
    outputs = build_family(words, hunspell_stems(args.hunspell_es), NOT_NAMES_SLURS, report=args.report)
    stale = [name for name, data in outputs.items() if (HERE / name).read_bytes() != data]
    if args.check:
        for name in stale:
            print(f"{name} differs from what build_family.py makes; run: python dictionaries/build_family.py")
        return 1 if stale else 0
    for name in stale:
        (HERE / name).write_bytes(outputs[name])
        print(f"wrote {HERE / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
