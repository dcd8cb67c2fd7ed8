"""The sentences the plain modes make the same way (quiddler/plain/vocabulary.py): a help sentence
names its commands in the language spoken, a refusal says why not and what may be typed, in one
sentence, and the table, solitaire and the score sheet all say them so, in English and Spanish."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler.cli import main
from quiddler.i18n import speaking
from quiddler.plain.vocabulary import WORDS, asking, help_lines, refusal, shown, with_commands


@settings(max_examples=40)
@given(
    names=st.lists(st.sampled_from(sorted(WORDS)), min_size=1, max_size=6),
    language=st.sampled_from(["en", "es"]),
)
def test_a_placeholder_is_the_word_of_the_command_it_is_named_for(names: list[str], language: str) -> None:
    template = " / ".join("{" + name.replace(" ", "_") + "}" for name in names)
    with speaking(language):
        assert with_commands(template) == " / ".join(shown(name) for name in names)


def test_a_value_given_fills_its_placeholder_and_a_stray_one_is_a_mistake_said_at_once() -> None:
    assert with_commands("{look} or {give_up}, as {example}", look="look up", example="Ann") == (
        "look up or give up, as Ann"
    )
    with speaking("es"):
        assert with_commands("{give_up} y {word}") == "rendirse y palabra"
    with pytest.raises(KeyError):
        with_commands("{not_a_command}")


def test_help_names_every_command_in_the_language_spoken() -> None:
    english = help_lines()
    with speaking("es"):
        spanish = help_lines()
    assert english[0] == "draw: draw from the draw pile; take: take the top discard."
    assert spanish[0] == "robar: roba del mazo; tomar: toma la carta de arriba del descarte."
    assert "look up and a word" in english[5] and "buscar y una palabra" in spanish[5]
    assert english[6].startswith("challenge and a number, or pass:") and "o paso:" in spanish[6]
    assert not any("{" in line or "}" in line for line in (*english, *spanish))


def test_a_refusal_is_one_sentence_naming_what_may_be_typed() -> None:
    assert refusal("Not now.  Try later.", ["draw", "take", "quit"]) == (
        "Not now; try later; type draw, take or quit."
    )
    assert asking("Your turn.", ["draw"]) == "Your turn. Type draw."
    with speaking("es"):
        assert refusal("Ahora no.", ["robar", "terminar"]) == "Ahora no; escribe robar o terminar."
        assert asking("Tu turno.", ["robar", "tomar"]) == "Tu turno. Escribe robar o tomar."


def _said(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("help\nfrobnicate\nquit\n"))
    assert main(list(args)) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("language", ["en", "es"])
def test_solitaire_and_the_score_sheet_say_help_and_refuse_the_same_way(
    language: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    solitaire = _said(monkeypatch, capsys, "solitaire", "--plain", "--seed", "7", "--lang", language)
    sheet = _said(monkeypatch, capsys, "score", "--plain", "--players", "Ann,Bob", "--lang", language)
    if language == "en":
        helps = ("word and a word makes it from", "Type a player's line as Ann: at / e (")
        refused = "frobnicate is not a command here; type "
        ends = ("give up, stacks, help or quit.", "round, sheet, help or quit.")
    else:
        helps = ("palabra y una palabra la forma", "Escribe la línea de un jugador como Ann: la / e (")
        refused = "frobnicate no es una orden aquí; escribe "
        ends = ("rendirse, pilas, ayuda o terminar.", "ronda, hoja, ayuda o terminar.")
    for lines, help_start, end in zip((solitaire, sheet), helps, ends, strict=True):
        (help_line,) = [line for line in lines if line.startswith(help_start)]
        assert "{" not in help_line and "_" not in help_line
        (refusal_line,) = [line for line in lines if line.startswith(refused)]
        assert refusal_line.endswith(end)
