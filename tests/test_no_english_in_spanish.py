"""No English left on Spanish screens (docs/spanish.md): every ``--help`` rendered in both
languages, and every line the Spanish rendering leaves equal to the English one listed unless it
is made of names, numbers, option names, placeholders or card letters."""

from __future__ import annotations

import argparse
import re

import pytest

from quiddler import i18n
from quiddler.cli import COMMANDS, build_parser

#: What may stay the same in both languages: option and command names, choices in braces,
#: placeholders in capitals, numbers, punctuation, and words that are the same in Spanish.
_NEUTRAL = re.compile(
    r"--?[a-z][a-z0-9-]*|\{[^}]*\}|\b[A-ZÁÉÍÓÚÑ_:]{2,}\b|\b\d+\b|[^\w\s]|\b(?:quiddler|"
    + "|".join(COMMANDS)
    + r"|en|es|bot|ws|json|csv|ID|N|S|X|Y)\b"
)


def english_leftovers(english: str, spanish: str) -> list[str]:
    """Lines of ``spanish`` that are also lines of ``english`` and say something in words."""
    english_lines = {line.strip() for line in english.splitlines()}
    left = []
    for line in spanish.splitlines():
        text = line.strip()
        if text and text in english_lines and re.search(r"[a-z]{3,}", _NEUTRAL.sub(" ", text)):
            left.append(text)
    return left


def _helps(language: str) -> dict[str, str]:
    i18n.use_language(language)
    try:
        parser = build_parser()
        helps = {"quiddler": parser.format_help()}
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        for name, command in sub.choices.items():
            helps[name] = command.format_help()
            for action in command._actions:  # house add/remove/list
                if isinstance(action, argparse._SubParsersAction):
                    for inner, parser_ in action.choices.items():
                        helps[f"{name} {inner}"] = parser_.format_help()
        return helps
    finally:
        i18n.use_language("en")


def test_the_check_finds_an_english_line() -> None:
    assert english_leftovers(
        "show program's version number and exit", "show program's version number and exit"
    )
    assert not english_leftovers("  --seed SEED", "  --seed SEMILLA")


@pytest.mark.parametrize("command", ["quiddler", *COMMANDS])
def test_every_help_is_in_spanish(command: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    english, spanish = _helps("en"), _helps("es")
    for name in [key for key in spanish if key == command or key.startswith(f"{command} ")]:
        assert not english_leftovers(english[name], spanish[name]), (
            name,
            english_leftovers(english[name], spanish[name]),
        )
        assert "usage:" not in spanish[name] and "options:" not in spanish[name]
        for placeholder in (
            "NAMES",
            "NAME",
            "SEED",
            "PRESET",
            "LEVELS",
            "WORD",
            "CARD",
            "ACTION",
            "GAME_ID",
            "FILE",
            "PORT",
        ):
            assert not re.search(rf"(?<![\w:]){placeholder}\b", spanish[name]), (name, placeholder)
