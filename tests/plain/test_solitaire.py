"""``quiddler solitaire --plain``: the stacks read as text, words made by letters or stack numbers,
driven through the same SolitaireMatch as the screen (saved, recorded)."""

from __future__ import annotations

import io
from pathlib import Path

from quiddler.engine import WordSet
from quiddler.engine.solitaire import PermutationFinder, Solitaire
from quiddler.plain.console import UNSPOKEN, Console
from quiddler.plain.solitaire import PlainSolitaire, stacks_said
from quiddler.solitaire.match import SolitaireMatch
from quiddler.solitaire.options import SolitaireOptions
from quiddler.solitaire.tools import WordTools

WORDS = WordSet(
    ["in", "on", "no", "so", "to", "at", "it", "is", "as", "an", "the", "ten", "net", "tie", "set"]
)
TOOLS = WordTools(WORDS, PermutationFinder(WORDS), "test")


def run(tmp_path: Path, lines: list[str], seed: int = 3) -> tuple[SolitaireMatch, list[str]]:
    match = SolitaireMatch(
        TOOLS, SolitaireOptions(seed=seed), save_path=tmp_path / "s.json", record_path=tmp_path / "r.json"
    )
    out = io.StringIO()
    status = PlainSolitaire(match, Console(io.StringIO("".join(f"{line}\n" for line in lines)), out)).run()
    assert status == 0
    return match, out.getvalue().splitlines()


def first_word(game: Solitaire) -> tuple[str, tuple[int, ...]]:
    word = game.available_words()[0]
    stacks = game.stacks_for(word)
    assert stacks is not None
    return word.text, stacks


def test_the_stacks_are_one_sentence_of_text() -> None:
    game = Solitaire(WORDS, PermutationFinder(WORDS), seed=3)
    said = stacks_said(game)
    assert said.startswith("Stacks: 1 ") and said.endswith(f"48 cards left, worth {game.score} points.")
    assert said.count("(5 under)") == 8 and not UNSPOKEN.search(said)


def test_a_word_by_its_letters_and_one_by_stack_numbers_are_made_and_saved(tmp_path: Path) -> None:
    probe = Solitaire(WORDS, PermutationFinder(WORDS), seed=3)
    text, stacks = first_word(probe)
    numbers = " ".join(str(stack + 1) for stack in stacks)
    match, output = run(tmp_path, [f"word {text}", "undo", f"word {numbers}", "quit"])
    made = [line for line in output if " scores " in line]
    assert len(made) == 2 and made[0] == made[1] and made[0].startswith(text.upper())
    assert any(line.startswith(f"Took back {text.upper()}") for line in output)
    assert [word.text for word in match.game.words] == [text]
    assert output[-1].startswith("Your solitaire game (deal 3) is saved")
    assert (tmp_path / "s.json").exists()
    assert not [line for line in output if UNSPOKEN.search(line)]


def test_refusals_say_what_to_type(tmp_path: Path) -> None:
    _match, output = run(tmp_path, ["word qqq", "word 9", "undo", "fly", "quit"])
    refusals = [line for line in output if "; type " in line]
    assert len(refusals) == 4
    assert all(line.endswith("help or quit.") and ". " not in line for line in refusals)


def test_giving_up_ends_the_game_into_the_record(tmp_path: Path) -> None:
    match, output = run(tmp_path, ["give up", "give up", "quit"])
    assert match.game.is_over
    assert any(line.startswith("Your score is ") and "1 game in your record" in line for line in output)
    assert (tmp_path / "r.json").exists()


def test_the_end_of_the_input_leaves_the_game_saved(tmp_path: Path) -> None:
    _match, output = run(tmp_path, [])
    assert output[-1].startswith("The input has ended; your solitaire game (deal 3) is saved")


def test_in_spanish_the_stacks_and_refusals_are_spanish(tmp_path: Path, spanish: None) -> None:
    _match, output = run(tmp_path, ["palabra qqq", "pilas", "terminar"])
    assert any(line.startswith("Pilas: 1 ") and "debajo" in line for line in output)
    assert any(
        "; escribe palabra y una palabra, pista, deshacer, rendirse, pilas, ayuda o terminar." in line
        for line in output
    )
    assert output[-1].startswith("Tu solitario (reparto 3) está guardado")
