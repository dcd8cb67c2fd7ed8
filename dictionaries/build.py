#!/usr/bin/env python3
"""Rebuild the bundled word lists from SCOWL, byte for byte.

    python dictionaries/build.py            # rewrite the lists in this folder
    python dictionaries/build.py --check    # exit 1 (and say what differs) if they are stale
    python dictionaries/build.py --report   # also print what the word rules removed

Input: the SCOWL "final" lists as Debian's ``scowl`` package installs them
(``/usr/share/dict/scowl``, SCOWL 2020.12.07). Output, in this folder:

* ``blocklist.txt`` — the abbreviations and apostrophe-less contractions SCOWL's own lists know,
  each with the list that knows it, which :mod:`quiddler.dictionary.rules` refuses in front of
  every English backend;
* ``en-small.txt.gz`` (size 35), ``en.txt.gz`` (size 60), ``en-large.txt.gz`` (size 70);
* ``names.txt.gz`` — the proper nouns Quiddler Junior allows (docs/rules.md §8): SCOWL's proper-name
  and capitalised lists up to size 60, accents folded (see :func:`build_names`);
* ``es.txt.gz``, ``es.marisa`` and ``es-written.txt.gz`` — the Spanish list, from Hunspell's
  ``es_ES`` and Debian's ``wspanish`` (``build_spanish.py``; needs ``apt-get install hunspell-es
  wspanish``);
* ``family-en.txt``, ``family-es.txt`` — the family filter's two tiers (``build_family.py``, which
  also rebuilds them alone: ``python dictionaries/build_family.py``).

A list of size N is the ``english``, ``american``, ``british``, ``variant_1`` and
``british_variant_1`` *words* files of every size up to N, kept when lower-case a–z and two letters
or more (so no proper nouns, contractions, hyphenated or accented words), then filtered by the
game's word rules with the blocklist above (abbreviations such as kb and mb, prefixes such as non,
letter plurals such as cs and ms). Size 80 and above are never bundled: size 80 includes the UK
Advanced Cryptics Dictionary, whose licence we do not meet.

``--report`` prints what the rules removed from each list and which words came in or went out
compared with the files already there. Each list is sorted, one word per line, and gzip'd with a
fixed header (no name, no time), so the same SCOWL gives the same bytes on every machine.
"""

from __future__ import annotations

import argparse
import gzip
import re
import struct
import sys
import zlib
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # run from a source checkout: use this checkout's rules
    sys.path.insert(0, str(HERE.parent))

from build_family import build_family  # noqa: E402
from build_spanish import (  # noqa: E402
    HUNSPELL_ES,
    SPANISH,
    SPANISH_NAMES,
    SPANISH_TRIE,
    WRITTEN,
    WSPANISH,
    build_spanish,
    build_spanish_names,
    hunspell_stems,
    trie_bytes,
    written_bytes,
)

from quiddler.dictionary.rules import WordRules, spanish_rules  # noqa: E402
from quiddler.engine.letters import fold_accents  # noqa: E402

SCOWL_DIR = Path("/usr/share/dict/scowl")
#: The spelling categories merged into every list (both American and British spellings).
CATEGORIES = ("english", "american", "british", "variant_1", "british_variant_1")
#: SCOWL sizes that may be bundled; 80 and 95 may not (licence).
SIZES = (10, 20, 35, 40, 50, 55, 60, 70)
#: Output file -> the largest SCOWL size it includes.
LISTS: dict[str, int] = {"en-small.txt.gz": 35, "en.txt.gz": 60, "en-large.txt.gz": 70}
BLOCKLIST = "blocklist.txt"
#: The proper nouns of Quiddler Junior, and the largest SCOWL size they come from: the sizes of
#: the default list, common names only (size 70 adds thousands of obscure ones).
NAMES = "names.txt.gz"
NAMES_SIZE = 60

_WORD = re.compile(r"[a-z]{2,}")


def read_words(path: Path) -> list[str]:
    """One SCOWL file's entries. Latin-1 never fails, whether the file is ISO-8859-1 (upstream)
    or UTF-8 (Debian); either way a non-ASCII entry is dropped later as not a–z."""
    if not path.is_file():
        return []
    return path.read_bytes().decode("latin-1").split()


def scowl_words(scowl: Path, size: int) -> set[str]:
    """Every a–z entry of two letters or more in the chosen word files up to ``size``."""
    words: set[str] = set()
    for category in CATEGORIES:
        for level in SIZES:
            if level <= size:
                words.update(w for w in read_words(scowl / f"{category}-words.{level}") if _WORD.fullmatch(w))
    return words


#: SCOWL's two kinds of list disagree about these: its abbreviation lists know them (KB, MB, Ln)
#: and its size-70 word lists also carry them in lower case, as if they were words (kb, mb, ln).
#: Tournament word lists side with the abbreviation lists, so these stay refused. Only entries
#: that SCOWL's abbreviation lists really know may be here (:func:`build_blocklist` checks), so
#: this table settles SCOWL's own conflicts and can never refuse a word SCOWL does not call an
#: abbreviation.
ABBREVIATIONS_LISTED_AS_WORDS: dict[str, str] = {
    "csc": "cosecant",
    "hhd": "hogshead",
    "kb": "kilobyte",
    "lm": "lumen",
    "ln": "natural logarithm",
    "mb": "megabyte",
    "mf": "medium frequency",
    "ps": "postscript",
    "ss": "steamship",
}

#: The other way round: SCOWL's abbreviation lists give these in lower case (hm for hectometre,
#: mm for millimetre; its contraction list also has h'm) and its word lists up to size 70 do not
#: have them, but tournament word lists know them as interjections, and docs/rules.md §5 decides that
#: they are words wherever the chosen dictionary lists them. Again only real SCOWL abbreviation
#: entries may be here.
INTERJECTIONS: dict[str, str] = {"hm": "hectometre (and h'm)", "mm": "millimetre"}

#: How a SCOWL category reads in a player's sentence ("SCOWL's British abbreviations list").
_REGIONS = {"american": "American", "australian": "Australian", "british": "British", "canadian": "Canadian"}


def _list_name(path: Path) -> tuple[int, int, str, str]:
    """Sort key and words for one SCOWL list file: (size, category rank, name, "English
    abbreviations list, size 40"). English lists come first among lists of the same size."""
    stem, _, size = path.name.rpartition(".")
    category, _, kind = stem.partition("-")
    parts = category.split("_")
    region = _REGIONS.get(parts[0], parts[0].capitalize() if parts[0] == "english" else "")
    variant = " variant" if any(part.startswith("variant") for part in parts) else ""
    spelling = " -ize" if "z" in parts else ""
    words = " ".join(filter(None, [region + spelling + variant])) or "variant"
    rank = 0 if category == "english" else 1
    return int(size), rank, path.name, f"{words} {kind} list, size {size}"


def _ordered(scowl: Path, pattern: str) -> list[tuple[Path, str]]:
    """SCOWL list files matching ``pattern``, the most common size first, with their names in
    words; a word's source is the first list that has it."""
    found = [(path, _list_name(path)) for path in scowl.glob(pattern) if path.suffix[1:].isdigit()]
    return [(path, name[3]) for path, name in sorted(found, key=lambda item: item[1][:3])]


def build_blocklist(scowl: Path) -> dict[str, tuple[str, str]]:
    """Abbreviations and contractions that SCOWL's own lists know, each with the list that knows
    it (for ``quiddler check``'s answer): word -> (category, source in words).

    An abbreviation counts when SCOWL's abbreviation lists give it in lower case (``etc``,
    ``mph``) and its word lists up to size 70 do not also have it as a word, or when it is one of
    :data:`ABBREVIATIONS_LISTED_AS_WORDS` (``KB`` in the abbreviation lists, ``kb`` in the size-70
    words); :data:`INTERJECTIONS` are words, not abbreviations. No letter pattern decides: a word
    the abbreviation lists do not know is never blocked (docs/rules.md §5). A contraction of size 70 or
    less counts without its apostrophe (``don't`` -> ``dont``) unless that is a word too
    (``can't`` -> ``cant``).
    """
    all_words = scowl_words(scowl, max(SIZES))
    blocked: dict[str, tuple[str, str]] = {}
    known: dict[str, str] = {}  # every abbreviation SCOWL knows, lower-cased -> its first source
    lower_case: set[str] = set()  # those SCOWL also gives in lower case
    for path, name in _ordered(scowl, "*-abbreviations.*"):
        for entry in read_words(path):
            lower = entry.lower()
            if not _WORD.fullmatch(lower):
                continue
            known.setdefault(lower, f"SCOWL's {name}, has {entry}")
            if entry == lower:
                lower_case.add(lower)
                if lower not in all_words and lower not in INTERJECTIONS:
                    blocked.setdefault(lower, ("abbreviation", f"SCOWL's {name}, has {entry}"))
    strays = sorted((set(ABBREVIATIONS_LISTED_AS_WORDS) - known.keys()) | (set(INTERJECTIONS) - lower_case))
    if strays:
        raise SystemExit(f"build.py: SCOWL's abbreviation lists do not have {', '.join(strays)}")
    for word in ABBREVIATIONS_LISTED_AS_WORDS:
        blocked.setdefault(word, ("abbreviation", known[word]))
    for path, name in _ordered(scowl, "*-contractions.*"):
        if int(path.suffix[1:]) > max(SIZES):
            continue
        for entry in read_words(path):
            bare = entry.replace("'", "").lower()
            if "'" in entry and _WORD.fullmatch(bare) and bare not in all_words and bare not in INTERJECTIONS:
                blocked.setdefault(bare, ("contraction", f"SCOWL's {name}, has {entry}"))
    return blocked


def blocklist_text(blocked: dict[str, tuple[str, str]]) -> str:
    lines = [
        "# Words the game refuses in front of every English dictionary: abbreviations and",
        "# apostrophe-less contractions that SCOWL 2020.12.07's own lists know, each with the list",
        "# that knows it. Generated by dictionaries/build.py; do not edit by hand (prefixes and",
        "# suffixes live in quiddler/dictionary/rules.py).",
    ]
    lines += [f"{word}\t{blocked[word][0]}\t{blocked[word][1]}" for word in sorted(blocked)]
    return "\n".join(lines) + "\n"


#: Capitalised entries of SCOWL's "upper" lists that are no names to play in a family game:
#: month abbreviations, a unit and a snore that SCOWL's abbreviation lists miss, and ethnic
#: slurs. A reviewed policy list, like the prefixes in quiddler/dictionary/rules.py.
_NOT_NAMES = """
    Apr Aug Dec Feb Oct Btu Xmas Zzz
    Chink Chinks Coon Coons Dago Dagos Gook Gooks Injun Injuns Jap Japs Kike Kikes Kraut Krauts
    Limey Limeys Nip Nips Paki Pakis Polack Polacks Sambo Sambos Spic Spics Wog Wogs Wop Wops Yid Yids
"""
NOT_NAMES: frozenset[str] = frozenset(_NOT_NAMES.split())
#: The slurs among them: the family filter's English list has them too (lower-cased).
NOT_NAMES_SLURS: frozenset[str] = frozenset(_NOT_NAMES.split("\n", 2)[2].split())

_NAME = re.compile(r"[A-Z][a-z]+")


def read_entries(path: Path) -> list[str]:
    """One SCOWL file's entries with their accents: UTF-8 (Debian), else ISO-8859-1 (upstream)."""
    if not path.is_file():
        return []
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8").split()
    except UnicodeDecodeError:
        return raw.decode("latin-1").split()


def build_names(scowl: Path, size: int = NAMES_SIZE) -> set[str]:
    """The names list: proper nouns the cards can spell, lower-cased.

    From SCOWL's ``proper-names`` lists (people, places: Ann, Bob, Zoe) and ``upper`` lists
    (capitalised words: Paris, Texas, Tom) of :data:`CATEGORIES`, every size up to ``size``. An
    entry is kept when, with its accents folded (Göteborg -> goteborg, Buñuel -> bunuel), it is a
    capital letter and then lower-case letters a–z only: no possessives (Paris's), no acronyms
    or mixed capitals (AOL, BlackBerry). The ``upper`` lists also hold chemical symbols and
    abbreviations, so from them an entry of two letters (Ag, Zn, Ms: two-letter names such as Ed
    and Jo come from the proper-names lists), an entry SCOWL's abbreviation lists carry as it
    is, and :data:`NOT_NAMES` are left out.
    """
    abbreviations = {entry for path in scowl.glob("*-abbreviations.*") for entry in read_entries(path)}
    names: set[str] = set()
    for category in CATEGORIES:
        for kind in ("proper-names", "upper"):
            for level in SIZES:
                if level > size:
                    continue
                for entry in read_entries(scowl / f"{category}-{kind}.{level}"):
                    folded = fold_accents(entry)
                    if not _NAME.fullmatch(folded):
                        continue
                    if kind == "upper" and (len(folded) < 3 or entry in abbreviations or folded in NOT_NAMES):
                        continue
                    names.add(folded.lower())
    return names


def deterministic_gzip(data: bytes) -> bytes:
    """gzip with a fixed header (no file name, time 0, OS unknown) and maximum compression."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS, 9)
    body = compressor.compress(data) + compressor.flush()
    header = b"\x1f\x8b\x08\x00" + struct.pack("<I", 0) + b"\x02\xff"
    return header + body + struct.pack("<II", zlib.crc32(data) & 0xFFFFFFFF, len(data) & 0xFFFFFFFF)


def list_bytes(words: Iterable[str]) -> bytes:
    return ("\n".join(sorted(words)) + "\n").encode("ascii")


def _changes(filename: str, words: set[str], compare: Path | None) -> str:
    """Which words came in and went out compared with the list already in ``compare``."""
    target = compare / filename if compare is not None else None
    if target is None or not target.is_file():
        return "new list"
    try:
        before = set(gzip.decompress(target.read_bytes()).decode("ascii").split())
    except (OSError, EOFError, UnicodeDecodeError):
        return "the list there cannot be read"
    came, went = sorted(words - before), sorted(before - words)
    return f"came in {len(came)}: {' '.join(came) or '-'}; went out {len(went)}: {' '.join(went) or '-'}"


def build(
    scowl: Path,
    *,
    report: bool = False,
    compare: Path | None = None,
    hunspell: Path = HUNSPELL_ES,
    wspanish: Path = WSPANISH,
) -> dict[str, bytes]:
    """Every output file's name and bytes; ``report`` prints what the rules removed and, against
    the lists in ``compare``, which words came in or went out."""
    if not (scowl / "english-words.10").is_file():
        raise SystemExit(
            f"build.py: no SCOWL word lists in {scowl} (on Debian/Ubuntu: apt-get install scowl)"
        )
    blocked = build_blocklist(scowl)
    rules = WordRules(blocked, english=True)
    outputs = {BLOCKLIST: blocklist_text(blocked).encode("ascii")}
    kept: set[str] = set()
    for filename, size in LISTS.items():
        candidates = scowl_words(scowl, size)
        kept = {word for word in candidates if rules.allows(word)}  # the last, en-large, is kept
        if report:
            removed = sorted(candidates - kept)
            print(f"{filename}: {len(kept)} words; the rules removed {len(removed)}: {' '.join(removed)}")
            print(f"{filename}: {_changes(filename, kept, compare)}")
        outputs[filename] = deterministic_gzip(list_bytes(kept))
    names = build_names(scowl)
    if report:
        print(f"{NAMES}: {len(names)} names; {_changes(NAMES, names, compare)}")
    outputs[NAMES] = deterministic_gzip(list_bytes(names))
    spanish, written, removed = build_spanish(hunspell, wspanish, spanish_rules())
    if report:
        print(f"{SPANISH}: {len(spanish)} words; the rules removed {len(removed)}: {' '.join(removed)}")
        print(f"{SPANISH}: {_changes(SPANISH, spanish, compare)}")
        print(f"{WRITTEN}: {len(written)} words written with accents")
    outputs[SPANISH] = deterministic_gzip(list_bytes(spanish))
    outputs[SPANISH_TRIE] = trie_bytes(spanish)
    outputs[WRITTEN] = deterministic_gzip(written_bytes(written))
    spanish_names = build_spanish_names(hunspell, wspanish, spanish)
    if report:
        changes = _changes(SPANISH_NAMES, spanish_names, compare)
        print(f"{SPANISH_NAMES}: {len(spanish_names)} names; {changes}")
    outputs[SPANISH_NAMES] = deterministic_gzip(list_bytes(spanish_names))
    outputs.update(
        build_family({"en": kept, "es": spanish}, hunspell_stems(hunspell), NOT_NAMES_SLURS, report=report)
    )
    return outputs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Rebuild quiddler's bundled word lists from SCOWL.")
    parser.add_argument("--scowl", type=Path, default=SCOWL_DIR, help="SCOWL 'final' folder")
    parser.add_argument("--output", type=Path, default=HERE, help="where to write (default: this folder)")
    parser.add_argument("--hunspell-es", type=Path, default=HUNSPELL_ES, help="Hunspell es_ES (no suffix)")
    parser.add_argument("--wspanish", type=Path, default=WSPANISH, help="Debian's wspanish word list")
    parser.add_argument("--check", action="store_true", help="compare with the files there; write nothing")
    parser.add_argument("--report", action="store_true", help="print the words the rules removed")
    args = parser.parse_args(argv)
    outputs = build(
        args.scowl, report=args.report, compare=args.output, hunspell=args.hunspell_es, wspanish=args.wspanish
    )
    stale = []
    for filename, data in outputs.items():
        target = args.output / filename
        current = target.read_bytes() if target.is_file() else None
        if current == data:
            continue
        stale.append(filename)
        if not args.check:
            args.output.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            print(f"wrote {target} ({len(data):,} bytes)")
    if args.check:
        for filename in stale:
            print(f"{filename} differs from what build.py makes; run: python dictionaries/build.py")
        return 1 if stale else 0
    if not stale:
        print("all lists already up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
