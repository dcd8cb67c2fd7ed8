"""The Spanish catalog: extract the players' sentences with Babel, update ``es.po``, compile ``.mo``.

    python tools/catalog.py update    # extract every _(), ngettext(), N_() string; merge into es.po
    python tools/catalog.py compile   # es.po -> quiddler.mo (committed: the wheel ships it)
    python tools/catalog.py check     # what is missing, fuzzy, or compiled out of date

``update`` marks a new English string untranslated and a changed one fuzzy (Babel's matching): a
translator then writes or checks its ``msgstr`` and runs ``compile``. The tests run the same
extraction into a temporary catalog (``tests/test_translations.py``) and fail on any string
without a Spanish entry, on a fuzzy one, on placeholders that differ, and on a ``.mo`` that is
not the one compiled from the ``.po``.

Babel is a development tool here (the ``test`` extra): at run time the standard library's
``gettext`` reads the compiled catalog (:class:`quiddler.i18n.Catalog`: by a binary search of its
originals, which ``compile`` writes sorted by their bytes, as GNU ``msgfmt`` does).
"""

from __future__ import annotations

import argparse
import gettext
import io
import re
import string
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "quiddler"
LOCALE = PACKAGE / "locale"
DOMAIN = "quiddler"
LANGUAGES = ("es",)
#: The marker functions: _() and ngettext() translate, N_() marks a string translated later.
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
#: argparse's own sentences (usage:, options, its errors) are marked in quiddler/cli_text.py.


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """Every marked string of the package, as a template catalog (Babel's extractor reads the
    source; nothing is imported)."""
    template = Catalog(project="quiddler", domain=DOMAIN, fuzzy=False)
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PACKAGE), method_map, keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
    ):
        template.add(
            message, None, [(f"quiddler/{filename}", lineno)], auto_comments=comments, context=context
        )
    return template


def read(language: str) -> Catalog:
    with po_path(language).open("rb") as file:
        return read_po(file, locale=language, domain=DOMAIN)


def write(catalog: Catalog, language: str) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=False, include_previous=True)
    po_path(language).write_bytes(buffer.getvalue())


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return sorted_by_original(buffer.getvalue())


def _entries(data: bytes) -> list[tuple[bytes, bytes]]:
    """The (original, translation) pairs of a compiled catalog, in the order of its tables."""
    order = "<" if int.from_bytes(data[:4], "little") == 0x950412DE else ">"
    count, originals, translations = struct.unpack_from(f"{order}3I", data, 8)
    pairs = []
    for number in range(count):
        length, offset = struct.unpack_from(f"{order}2I", data, originals + 8 * number)
        tlength, toffset = struct.unpack_from(f"{order}2I", data, translations + 8 * number)
        pairs.append((data[offset : offset + length], data[toffset : toffset + tlength]))
    return pairs


def sorted_by_original(data: bytes) -> bytes:
    """The compiled catalog ``data`` (Babel's) with its entries sorted by their originals' bytes,
    laid out as Babel lays it out (no hash table): Babel sorts by message id, then context, so a
    ``pgettext`` entry (``context\\x04id``) may stand out of byte order, and the run-time reader
    finds a message by a binary search (quiddler.i18n.Catalog)."""
    pairs = sorted(_entries(data))
    originals = b"".join(original + b"\x00" for original, _ in pairs)
    start = 7 * 4 + 16 * len(pairs)
    tables, position = [], start
    for original, _ in pairs:
        tables.append((len(original), position))
        position += len(original) + 1
    for _, translation in pairs:
        tables.append((len(translation), position))
        position += len(translation) + 1
    header = struct.pack("<7I", 0x950412DE, 0, len(pairs), 7 * 4, 7 * 4 + 8 * len(pairs), 0, start)
    table = b"".join(struct.pack("<2I", length, offset) for length, offset in tables)
    translations = b"".join(translation + b"\x00" for _, translation in pairs)
    return header + table + originals + translations


def is_sorted(data: bytes) -> bool:
    """Whether a compiled catalog's originals are in byte order (what the run-time reader needs)."""
    originals = [original for original, _ in _entries(data)]
    return originals == sorted(originals)


def _as_read(data: bytes) -> dict[object, str]:
    """What the standard library's ``gettext`` reads from compiled ``data``: every message, and the
    header less its ``Generated-By`` line (Babel writes its own version there, so a newer Babel
    compiles the same ``.po`` into other bytes that mean the same)."""
    messages = dict(gettext.GNUTranslations(io.BytesIO(data))._catalog)  # type: ignore[attr-defined]
    header = messages.pop("", "")
    messages[""] = "\n".join(
        line for line in header.splitlines() if not line.lower().startswith("generated-by:")
    )
    return messages


def is_compiled(language: str, catalog: Catalog) -> bool:
    """Whether the shipped ``.mo`` says what ``catalog`` compiles to (whatever Babel wrote it), its
    originals in byte order."""
    path = mo_path(language)
    if not path.exists():
        return False
    data = path.read_bytes()
    return is_sorted(data) and _as_read(data) == _as_read(compiled(catalog))


def update(language: str) -> Catalog:
    template = extract()
    path = po_path(language)
    if path.exists():
        catalog = read(language)
        catalog.update(template, no_fuzzy_matching=False)
        catalog.obsolete.clear()  # a string no longer in the code goes (git keeps its history)
    else:
        catalog = Catalog(locale=language, project="quiddler", domain=DOMAIN, fuzzy=False)
        catalog.update(template)
    write(catalog, language)
    return catalog


def _ids(message: Message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, (list, tuple)) else (message.id,)


def _strings(message: Message) -> tuple[str, ...]:
    return tuple(message.string) if isinstance(message.string, (list, tuple)) else (message.string,)


def missing(template: Catalog, catalog: Catalog) -> list[str]:
    """The template's strings without a usable translation in ``catalog`` (absent, empty, fuzzy)."""
    found = []
    for message in template:
        if not message.id:
            continue
        translated = catalog.get(message.id, message.context)
        if translated is None or translated.fuzzy or not all(_strings(translated)):
            found.append(_ids(message)[0])
    return found


_PRINTF = re.compile(r"%(?:\([a-z_]+\))?[sdr]")


def placeholders(text: str) -> list[str]:
    """The ``{names}`` and ``%s``/``%(name)s`` placeholders of ``text``, sorted."""
    names = [f"{{{field}}}" for _, field, _, _ in string.Formatter().parse(text) if field is not None]
    return sorted(names + _PRINTF.findall(text))


def placeholder_mismatches(catalog: Catalog) -> Iterator[str]:
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        ids, strings = _ids(message), _strings(message)
        wanted = placeholders(ids[-1])
        for text in strings:
            # A plural's singular may say "one" instead of {count}; every other placeholder stays.
            got = placeholders(text)
            if text and got != wanted and not (len(ids) > 1 and set(got) <= set(wanted)):
                yield f"{ids[0]!r}: {got} != {wanted}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("action", choices=("update", "compile", "check"))
    args = parser.parse_args(argv)
    status = 0
    for language in LANGUAGES:
        if args.action == "update":
            catalog = update(language)
            gaps = missing(extract(), catalog)
            print(f"{po_path(language).relative_to(ROOT)}: {len(gaps)} to translate")
        elif args.action == "compile":
            mo_path(language).write_bytes(compiled(read(language)))
            print(f"wrote {mo_path(language).relative_to(ROOT)}")
        else:
            catalog = read(language)
            for text in missing(extract(), catalog):
                print(f"{language}: untranslated: {text!r}")
                status = 1
            for problem in placeholder_mismatches(catalog):
                print(f"{language}: placeholders differ: {problem}")
                status = 1
            if not is_compiled(language, catalog):
                print(f"{language}: {mo_path(language).name} is not compiled from the .po: run compile")
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
