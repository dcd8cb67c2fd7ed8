"""The Spanish interface: every sentence marked for translation has a Spanish entry, with the same
placeholders, and the shipped ``.mo`` is the one compiled from the ``.po``; the language is chosen
by ``--lang`` or the environment.

The extraction is Babel's, over the whole package, into a temporary catalog (``tools/catalog.py``,
the script a developer runs to update the catalog), so a new ``_("…")`` anywhere fails here until
it is translated.
"""

from __future__ import annotations

import gettext
import importlib.util
import sys
from pathlib import Path

import pytest

from quiddler import i18n
from quiddler.cli import main, take_language

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("catalog_tool", ROOT / "tools" / "catalog.py")
assert _spec and _spec.loader
catalog_tool = importlib.util.module_from_spec(_spec)
sys.modules["catalog_tool"] = catalog_tool
_spec.loader.exec_module(catalog_tool)


@pytest.fixture(scope="module")
def template():  # type: ignore[no-untyped-def]
    return catalog_tool.extract()


@pytest.fixture(scope="module")
def es_catalog():  # type: ignore[no-untyped-def]
    return catalog_tool.read("es")


def test_the_extraction_finds_the_interface(template) -> None:  # type: ignore[no-untyped-def]
    ids = {message.id if isinstance(message.id, str) else message.id[0] for message in template}
    assert len(ids) > 300
    # One sentence from each part: the command line, argparse, the table, the engine.
    assert {"show this help message and exit", "Interrupted."} <= ids


def test_every_sentence_has_a_spanish_entry(template, es_catalog) -> None:  # type: ignore[no-untyped-def]
    missing = catalog_tool.missing(template, es_catalog)
    assert not missing, (
        f"{len(missing)} sentences have no Spanish entry (run python tools/catalog.py update, "
        f"translate, then compile): {missing[:20]}"
    )


def test_a_missing_or_fuzzy_entry_is_caught(template, es_catalog) -> None:  # type: ignore[no-untyped-def]
    """The check above can fail: an emptied entry and a fuzzy one both count as missing."""
    message = next(iter(m for m in es_catalog if m.id == "Interrupted."))
    saved = message.string
    try:
        message.string = ""
        assert catalog_tool.missing(template, es_catalog) == ["Interrupted."]
        message.string, message.flags = saved, {"fuzzy"}
        assert catalog_tool.missing(template, es_catalog) == ["Interrupted."]
    finally:
        message.string, message.flags = saved, set()


def test_translations_keep_the_placeholders(es_catalog) -> None:  # type: ignore[no-untyped-def]
    problems = list(catalog_tool.placeholder_mismatches(es_catalog))
    assert not problems, problems
    assert catalog_tool.placeholders("Round {number} of {rounds}: %s") == ["%s", "{number}", "{rounds}"]


def test_the_shipped_catalog_is_compiled_from_the_po(es_catalog) -> None:  # type: ignore[no-untyped-def]
    assert catalog_tool.is_compiled("es", es_catalog), "run python tools/catalog.py compile"


def test_a_stale_compiled_catalog_is_caught(es_catalog, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The check above can fail: one changed translation is caught, while the version of Babel
    that compiled the catalog (its Generated-By line) is not a difference."""
    message = next(iter(m for m in es_catalog if m.id == "Interrupted."))
    saved = message.string
    try:
        message.string = "Interrumpida."
        assert not catalog_tool.is_compiled("es", es_catalog)
    finally:
        message.string = saved
    import babel.messages.catalog

    today = catalog_tool.compiled(es_catalog)
    monkeypatch.setattr(babel.messages.catalog, "VERSION", "0.1")
    other_babel = catalog_tool.compiled(es_catalog)
    assert b"Babel 0.1" in other_babel and other_babel != today
    assert catalog_tool._as_read(other_babel) == catalog_tool._as_read(today)


def test_the_catalog_reads_with_the_standard_library() -> None:
    with catalog_tool.mo_path("es").open("rb") as file:
        translation = gettext.GNUTranslations(file)
    assert translation.gettext("Interrupted.") == "Interrumpido."
    assert (
        translation.ngettext("expected %s argument", "expected %s arguments", 2)
        == "se esperaban %s argumentos"
    )


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({}, "en"),
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX"}, "es"),
        ({"LANG": "es"}, "es"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "es_AR.UTF-8"}, "es"),
        ({"LANG": "es_ES.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "fr:es:en"}, "es"),
        ({"LANG": "es_ES.UTF-8", "LANGUAGE": ""}, "es"),
        ({"LANG": "es_ES.UTF-8", "LANGUAGE": "fr"}, "en"),
    ],
)
def test_the_language_from_the_environment(environ: dict[str, str], code: str) -> None:
    assert i18n.language_from_environment(environ) == code


def test_lang_is_a_global_option_anywhere_on_the_line() -> None:
    assert take_language(["--lang", "es", "check", "quiz"]) == ("es", ["check", "quiz"])
    assert take_language(["check", "quiz", "--lang=EN"]) == ("en", ["check", "quiz"])
    assert take_language(["check", "--", "--lang"]) == (None, ["check", "--", "--lang"])


def test_use_language_switches_and_english_reads_no_file() -> None:
    i18n.use_language("es")
    assert i18n._("Interrupted.") == "Interrumpido."
    assert i18n.language() == "es"
    i18n.use_language("en")
    assert i18n._("Interrupted.") == "Interrupted."
    assert type(i18n._translation) is gettext.NullTranslations
    with pytest.raises(ValueError):
        i18n.use_language("fr")


def test_help_in_spanish_by_flag_and_by_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["--lang", "es", "--help"]) == 0
    spanish = capsys.readouterr().out
    assert "uso:" in spanish and "muestra este mensaje de ayuda y sale" in spanish
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert main(["check", "--help"]) == 0
    assert "uso: quiddler check" in capsys.readouterr().out
    assert main(["--lang", "en", "check", "--help"]) == 0
    assert "usage: quiddler check" in capsys.readouterr().out


def test_a_usage_error_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "es", "play", "--bogus"]) == 2
    error = capsys.readouterr().err
    assert "Argumentos no reconocidos: --bogus" in error and "Prueba 'quiddler play --help'" in error
    assert main(["--lang", "fr", "check", "quiz"]) == 2
    assert "not a language" in capsys.readouterr().err


def test_commands_answer_in_spanish_by_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert main(["check", "quiz", "--dictionary", "en"]) == 0
    assert "se permite" in capsys.readouterr().out
    assert main(["--lang", "en", "check", "quiz"]) == 0
    assert "allowed" in capsys.readouterr().out


def test_every_screen_with_keys_translates_its_labels() -> None:
    """Textual reads BINDINGS before a language is chosen: every class of the front end that
    declares them must translate them when made (tui/localized.py)."""
    import importlib
    import pkgutil

    import quiddler.tui
    from quiddler.tui.localized import Localized

    for info in pkgutil.walk_packages(quiddler.tui.__path__, "quiddler.tui."):
        importlib.import_module(info.name)
    from textual.dom import DOMNode

    def subclasses(cls: type) -> list[type]:
        return [cls, *(sub for direct in cls.__subclasses__() for sub in subclasses(direct))]

    ours = [cls for cls in subclasses(DOMNode) if cls.__module__.startswith("quiddler.")]
    with_keys = [cls for cls in ours if cls.__dict__.get("BINDINGS")]
    assert len(with_keys) > 15
    untranslated = [cls.__qualname__ for cls in with_keys if not issubclass(cls, Localized)]
    assert not untranslated


async def test_the_app_in_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    """With LANG=es_ES.UTF-8 (as cli.main chooses it): the setup screen, its footer's key labels
    and the palette's commands in Spanish."""
    from textual.widgets import Static

    from tests.tui.helpers import build_app, settle

    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    i18n.use_language(i18n.language_from_environment())
    app = build_app(("Ann", "Bob"), seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert str(app.screen.query_one("#setup-title", Static).content) == "Partida nueva"
        labels = {binding.description for _key, binding in app.screen._bindings}
        assert {"Empezar", "Volver"} <= labels
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert {"Reglas", "Teclas", "Buscar una palabra", "Salir", "Tema: alto contraste"} <= titles


def test_no_sentence_is_marked_inside_an_f_string() -> None:
    """Babel does not look inside f-strings (on Python 3.11): a _() there would never reach the
    catalog, and this file's check could not see it."""
    import re

    pattern = re.compile(r"""\bf(["']).*\{\s*(?:_|N_|ngettext)\(\s*["']""")
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in (ROOT / "quiddler").rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert not found, found


def test_the_computer_is_the_ordenador_everywhere(es_catalog) -> None:  # type: ignore[no-untyped-def]
    """docs/spanish.md's vocabulary is Spain's: the computer players are *el ordenador* on every
    screen; 'computadora' (the stats help, its ratings line) read as another game's words."""
    leftovers = [message.id for message in es_catalog if message.id and "computadora" in str(message.string)]
    assert not leftovers


def test_every_command_summary_in_spanish_speaks_to_the_player(capsys: pytest.CaptureFixture[str]) -> None:
    """The command list says what each command does to the reader, as an imperative or a noun
    ('juega …', 'lista …', 'la hoja …'): an infinitive ('jugar …') read as a heading."""
    assert main(["--lang", "es", "--help"]) == 0
    listed = [
        line.split(None, 1)
        for line in capsys.readouterr().out.splitlines()
        if line[:4] == "    " and line[4:5].isalpha()
    ]
    summaries = [parts[1] for parts in listed if len(parts) == 2]
    assert len(summaries) >= 15
    assert not [text for text in summaries if text.split()[0].endswith(("ar", "er", "ir"))]
