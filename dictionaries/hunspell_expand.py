"""Expand a Hunspell dictionary (``.dic`` + ``.aff``) into the words it accepts, in pure Python.

Used by ``build.py`` for the Spanish list. Hunspell stores a stem with affix flags
(``hablar/RED``) and the affix file says how each flag changes a stem (``SFX R ar amos ar``:
strip ``ar``, add ``amos``, when the stem ends in ``ar``). Expanding every stem with its flags
gives the list of words the dictionary accepts.

Why not Hunspell's own ``unmunch``? On the Spanish dictionary it writes 325,000 forms that
Hunspell itself rejects (every one of a 2,000-word sample) and misses about 2,600 that it
accepts (abanicazo, abatible). This expansion follows Hunspell's rules as its checker applies
them (a strip never empties the stem; a suffix's continuation flags apply to the suffixed word;
prefixes combine with suffixes only when both allow cross products), and ``build.py``'s tests
check a sample of it against Hunspell through Enchant. Only the features the Spanish files use
are read: ``FLAG UTF-8`` (one character per flag), ``PFX``/``SFX``; ``build.py`` refuses an affix
file with other word-forming directives rather than expand it wrongly.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Affix", "AffixFile", "read_aff", "read_dic", "expand", "UNSUPPORTED"]

#: Directives that change which words exist; this expander does not implement them.
UNSUPPORTED = ("COMPOUNDFLAG", "COMPOUNDRULE", "NEEDAFFIX", "CIRCUMFIX", "ONLYINCOMPOUND", "FORBIDDENWORD")


@dataclass(frozen=True)
class Affix:
    """One rule of a flag: strip ``strip``, add ``add``, when ``condition`` matches the stem."""

    strip: str
    add: str
    continuation: str
    condition: re.Pattern[str] | None


@dataclass(frozen=True)
class AffixFile:
    """Per flag: ``(is_prefix, cross_product, rules)``."""

    flags: dict[str, tuple[bool, bool, list[Affix]]]


def read_aff(path: Path) -> AffixFile:
    text = path.read_text(encoding="utf-8")
    flags: dict[str, tuple[bool, bool, list[Affix]]] = {}
    for line in text.splitlines():
        fields = line.split()
        if not fields:
            continue
        if fields[0] in UNSUPPORTED:
            raise ValueError(f"{path}: {fields[0]} is not supported by this expander")
        if fields[0] == "FLAG" and fields[1:2] != ["UTF-8"]:
            raise ValueError(f"{path}: only FLAG UTF-8 is supported")
        if fields[0] not in ("PFX", "SFX") or len(fields) < 4:
            continue
        prefix, flag = fields[0] == "PFX", fields[1]
        if flag not in flags:  # the header line: PFX flag Y|N count
            flags[flag] = (prefix, fields[2] == "Y", [])
            continue
        strip = "" if fields[2] == "0" else fields[2]
        add, _, continuation = fields[3].partition("/")
        condition = fields[4] if len(fields) > 4 else "."
        pattern = None
        if condition != ".":
            pattern = re.compile(f"^(?:{condition})" if prefix else f"(?:{condition})$")
        flags[flag][2].append(Affix(strip, "" if add == "0" else add, continuation, pattern))
    return AffixFile(flags)


def read_dic(path: Path) -> list[tuple[str, str]]:
    """The stems and their flags (the first line, a count, is skipped; morphology fields too)."""
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        field = line.split("\t")[0].split(" ")[0].strip()
        if field:
            stem, _, flags = field.partition("/")
            entries.append((stem, flags))
    return entries


def _suffixed(word: str, rules: list[Affix]) -> Iterator[tuple[str, str]]:
    for rule in rules:
        if rule.strip and (len(word) <= len(rule.strip) or not word.endswith(rule.strip)):
            continue
        if rule.condition is not None and rule.condition.search(word) is None:
            continue
        yield word[: len(word) - len(rule.strip)] + rule.add, rule.continuation


def _prefixed(word: str, rules: list[Affix]) -> Iterator[str]:
    for rule in rules:
        if rule.strip and (len(word) <= len(rule.strip) or not word.startswith(rule.strip)):
            continue
        if rule.condition is not None and rule.condition.search(word) is None:
            continue
        yield rule.add + word[len(rule.strip) :]


def expand(
    stem: str, flags: str, affixes: AffixFile, use: Callable[[str], bool] = lambda flag: True
) -> set[str]:
    """The stem and every form its flags make; only flags for which ``use`` is true are applied."""
    table = affixes.flags
    forms = {stem}
    crossable: list[str] = []
    for flag in flags:
        entry = table.get(flag)
        if entry is None or entry[0] or not use(flag):
            continue
        for form, continuation in _suffixed(stem, entry[2]):
            forms.add(form)
            if entry[1]:
                crossable.append(form)
            for second in continuation:
                inner = table.get(second)
                if inner is not None and not inner[0] and use(second):
                    forms.update(form2 for form2, _ in _suffixed(form, inner[2]))
    for flag in flags:
        entry = table.get(flag)
        if entry is None or not entry[0] or not use(flag):
            continue
        forms.update(_prefixed(stem, entry[2]))
        if entry[1]:
            for form in crossable:
                forms.update(_prefixed(form, entry[2]))
    return forms
