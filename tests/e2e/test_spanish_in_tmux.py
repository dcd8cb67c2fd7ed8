"""The installed ``quiddler`` in Spanish in a real terminal: chosen by ``LANG=es_ES.UTF-8`` with
no flag, and by ``--lang es`` whatever the terminal says."""

from __future__ import annotations

from pathlib import Path

import pytest
from tmux_driver import installed_quiddler, open_terminal  # tests/ is on sys.path

pytestmark = pytest.mark.e2e


def test_the_terminal_language_and_the_flag_choose_spanish(tmp_path: Path) -> None:
    quiddler = installed_quiddler()
    with open_terminal(tmp_path / "play", width=80, height=24) as term:
        term.environment["LANG"] = "es_ES.UTF-8"
        term.start([quiddler])
        term.wait_for("Jugar una partida", "Solitario", "Reglas")
        term.keys("p")
        term.wait_for("Partida nueva", "Jugadores", "Empezar")
    with open_terminal(tmp_path / "solitaire", width=80, height=24) as term:
        term.environment["LANG"] = "C.UTF-8"
        term.start([quiddler, "solitaire", "--lang", "es", "--seed", "3"])
        term.wait_for("Solitario Quiddler", "Cómo se juega")
