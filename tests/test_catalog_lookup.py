"""The Spanish catalog is looked up where it lies (quiddler.i18n.Catalog), not decoded whole: it
must answer exactly what the standard library's ``gettext.GNUTranslations`` answers for the same
file, for every entry and for what is not there, and ``tools/catalog.py compile`` must write the
originals in the byte order its binary search needs."""

from __future__ import annotations

import gettext
import io

from babel.messages.catalog import Catalog as BabelCatalog
from babel.messages.mofile import write_mo
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler import i18n
from tests.test_translations import catalog_tool

#: Asked of both readers besides the catalog's own entries: absent, near misses, the header.
ABSENT = ("not in the catalog", "Interrupted", "interrupted.", "", "ñandú", "Interrupted.\x00", "☃")


def same_answers(data: bytes) -> None:
    """Every question the app asks, answered alike by both readers of the compiled ``data``."""
    standard = gettext.GNUTranslations(io.BytesIO(data))
    ours = i18n.Catalog(data)
    keys: list[object] = list(standard._catalog)  # type: ignore[attr-defined]
    for key in [*keys, *ABSENT]:
        singular = key[0] if isinstance(key, tuple) else key
        assert isinstance(singular, str)
        context, marked, message = singular.rpartition("\x04")
        for count in (0, 1, 2, 5):
            if marked:
                assert ours.npgettext(context, message, "others", count) == standard.npgettext(
                    context, message, "others", count
                )
            else:
                assert ours.ngettext(message, "others", count) == standard.ngettext(message, "others", count)
        if marked:
            assert ours.pgettext(context, message) == standard.pgettext(context, message)
        else:
            assert ours.gettext(message) == standard.gettext(message)


def test_the_shipped_catalog_answers_as_gettext_does() -> None:
    data = catalog_tool.mo_path("es").read_bytes()
    assert catalog_tool.is_sorted(data), "run python tools/catalog.py compile"
    same_answers(data)
    spanish = i18n.Catalog(data)
    assert spanish.gettext("Interrupted.") == "Interrumpido."
    assert (
        spanish.ngettext("expected %s argument", "expected %s arguments", 2) == "se esperaban %s argumentos"
    )


def test_babels_own_order_is_not_byte_order_and_compile_sorts_it() -> None:
    """Babel sorts by message then context: the shipped catalog's ``pgettext`` entries stand out of
    byte order as Babel writes them, and the binary search would miss some of them."""
    spanish = catalog_tool.read("es")
    babels = io.BytesIO()
    write_mo(babels, spanish, use_fuzzy=False)
    assert not catalog_tool.is_sorted(babels.getvalue())
    unsorted = i18n.Catalog(babels.getvalue())
    standard = gettext.GNUTranslations(io.BytesIO(babels.getvalue()))
    contexts = [key for key in standard._catalog if isinstance(key, str) and "\x04" in key]  # type: ignore[attr-defined]
    assert any(
        unsorted.pgettext(*key.split("\x04")) != standard.pgettext(*key.split("\x04")) for key in contexts
    )
    assert catalog_tool.is_sorted(catalog_tool.compiled(spanish))
    assert catalog_tool._as_read(catalog_tool.compiled(spanish)) == catalog_tool._as_read(babels.getvalue())


_TEXT = st.text(
    st.characters(blacklist_characters="\x00\x04", blacklist_categories=("Cs",)), min_size=1, max_size=12
)


@settings(max_examples=40, deadline=None)
@given(
    singles=st.dictionaries(st.tuples(_TEXT, st.none() | _TEXT), _TEXT, max_size=12),
    plurals=st.dictionaries(st.tuples(_TEXT, st.none() | _TEXT), st.tuples(_TEXT, _TEXT), max_size=6),
)
def test_any_compiled_catalog_answers_as_gettext_does(
    singles: dict[tuple[str, str | None], str], plurals: dict[tuple[str, str | None], tuple[str, str]]
) -> None:
    catalog = BabelCatalog(locale="es", domain="quiddler", fuzzy=False)
    for (message, context), translation in singles.items():
        catalog.add(message, translation, context=context)
    for (message, context), translations in plurals.items():
        if catalog.get(message, context) is None:
            catalog.add((message, message + "s"), translations, context=context)
    same_answers(catalog_tool.compiled(catalog))
