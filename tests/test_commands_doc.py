"""The command reference (docs/commands.md) and the man page (docs/quiddler.1) say what the argument
parser says: they are written from it by ``tools/commands_doc.py``, and these tests fail when a
flag or a help sentence changed and they were not written again."""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from quiddler import cli, i18n

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("commands_doc", ROOT / "tools" / "commands_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["commands_doc"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


commands_doc = _tool()


def test_the_command_reference_and_the_man_page_are_up_to_date() -> None:
    for path, text in commands_doc.generated().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.relative_to(ROOT)} is out of date: run python tools/commands_doc.py"
        )


def _parsers() -> dict[str, argparse.ArgumentParser]:
    """Every command's parser, ``house add`` and the like included, in English."""
    i18n.use_language("en")
    found: dict[str, argparse.ArgumentParser] = {}

    def walk(name: str, parser: argparse.ArgumentParser) -> None:
        found[name] = parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub, sub_parser in action.choices.items():
                    walk(f"{name} {sub}".strip(), sub_parser)

    walk("", cli.build_parser())
    return found


def test_every_command_and_every_option_is_in_the_reference() -> None:
    text = (ROOT / "docs" / "commands.md").read_text(encoding="utf-8")
    headings = set(re.findall(r"^#+ (quiddler.*)$", text, re.M))
    for name, parser in _parsers().items():
        if not name:
            continue
        assert f"quiddler {name}" in headings, name
        section = text.split(f"# quiddler {name}\n", 1)[1]
        for action in parser._actions:
            if action.help is argparse.SUPPRESS or set(action.option_strings) & {"-h", "--lang"}:
                continue
            for flag in action.option_strings:
                assert flag in section.split("\n#", 1)[0], f"quiddler {name} {flag}"
            if action.help and not isinstance(action, argparse._SubParsersAction):
                help_text = " ".join(action.help.split()).split("%(")[0]
                assert help_text in " ".join(section.split()), f"quiddler {name}: {help_text}"


def test_the_check_finds_a_stale_file_and_writing_mends_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    markdown, manpage = tmp_path / "commands.md", tmp_path / "quiddler.1"
    monkeypatch.setattr(commands_doc, "ROOT", tmp_path)
    monkeypatch.setattr(commands_doc, "MARKDOWN", markdown)
    monkeypatch.setattr(commands_doc, "MANPAGE", manpage)
    assert commands_doc.main(["--check"]) == 1  # missing
    assert "commands.md" in capsys.readouterr().err
    assert commands_doc.main([]) == 0
    assert commands_doc.main(["--check"]) == 0
    markdown.write_text(markdown.read_text(encoding="utf-8").replace("--seed", "--sead", 1), encoding="utf-8")
    assert commands_doc.main(["--check"]) == 1
    assert "commands.md" in capsys.readouterr().err and "quiddler.1" not in capsys.readouterr().err


def test_the_usage_lines_do_not_depend_on_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    narrow = commands_doc.generated()
    monkeypatch.setenv("COLUMNS", "200")
    assert commands_doc.generated() == narrow


def test_the_reference_is_english_whatever_language_is_spoken() -> None:
    i18n.use_language("es")
    try:
        assert commands_doc.generated() == {
            path: path.read_text(encoding="utf-8") for path in (commands_doc.MARKDOWN, commands_doc.MANPAGE)
        }
        assert i18n.language() == "es"  # and the language spoken is given back
    finally:
        i18n.use_language("en")


def test_the_man_page_is_valid_roff() -> None:
    """groff reads it without a warning (an unknown character, a bad request) and shows every
    command. groff comes with man on Debian; locally it may be missing, in CI it may not."""
    if shutil.which("groff") is None:
        if os.environ.get("CI"):
            pytest.fail("groff is missing: .ci/run installs groff-base")
        pytest.skip("groff is not installed")
    result = subprocess.run(
        ["groff", "-man", "-Tutf8", "-ww", str(ROOT / "docs" / "quiddler.1")],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr
    page = re.sub(r".\x08", "", result.stdout)  # bold is written as overstrikes
    for name in cli.COMMANDS:
        assert f"quiddler {name}" in page
    assert "quiddler house add WORD …" in page
