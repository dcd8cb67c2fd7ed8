"""``quiddler play --plain``, in process: whole games typed line by line, the same game as in the
engine; nothing drawn; each refusal one sentence saying what to type."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from quiddler.match import Seat
from quiddler.plain.console import UNSPOKEN, Console
from quiddler.plain.local import play
from quiddler.saves import SaveStore
from tests.plain.script import SHORT, WORDS, scripted_game


def played(lines: list[str], seats: tuple[Seat, ...], seed: int, store: SaveStore) -> list[str]:
    """The plain mode's output for ``lines`` typed (piped in), one string per line."""
    from quiddler.match import MatchSetup

    out = io.StringIO()
    status = play(
        MatchSetup(seats, SHORT, seed=seed),
        console=Console(io.StringIO("".join(f"{line}\n" for line in lines)), out),
        checker=WORDS,
        store=store,
    )
    assert status == 0
    return out.getvalue().splitlines()


def final_totals(output: list[str], players: tuple[str, ...]) -> tuple[int, ...]:
    [last] = [line for line in output if line.startswith("The game is over")]
    return tuple(int(re.search(rf"{name} (\d+)", last).group(1)) for name in players)  # type: ignore[union-attr]


def test_a_hot_seat_game_typed_line_by_line_is_the_engines_game(tmp_path: Path) -> None:
    seats = (Seat.person("Ann"), Seat.person("Bob"), Seat.computer("Hal", "easy"))
    reference, lines = scripted_game(seats, 4, challenger=1)
    assert "ready" in lines and "challenge 1" in lines and "next" in lines
    store = SaveStore(tmp_path)
    output = played(lines, seats, 4, store)
    assert final_totals(output, ("Ann", "Bob", "Hal")) == reference.game.totals
    # every line is plain text, nothing refused, and the game was filed as finished
    assert not [line for line in output if UNSPOKEN.search(line) or "\x1b" in line]
    assert not [line for line in output if "; type " in line]
    assert any(line.startswith("Bob challenged ") for line in output)
    assert any("Pass the keyboard to Bob" in line for line in output)
    assert sum(line.startswith("Round 1 is over") for line in output) == 1  # said once
    assert store.unfinished() == [] and len(store.history()) == 1


def test_a_game_against_computers_is_the_engines_game(tmp_path: Path) -> None:
    seats = (Seat.person("Ann"), Seat.computer("Hal", "easy"), Seat.computer("Ivy", "medium"))
    reference, lines = scripted_game(seats, 11)
    assert "ready" not in lines  # one person here: no keyboard to pass
    output = played(lines, seats, 11, SaveStore(tmp_path))
    assert final_totals(output, ("Ann", "Hal", "Ivy")) == reference.game.totals
    assert not [line for line in output if UNSPOKEN.search(line)]
    # each event is one sentence of its own, as it happened
    assert any(re.fullmatch(r"(Hal|Ivy) drew from the draw pile\.", line) for line in output)
    assert any(re.fullmatch(r"(Hal|Ivy) discarded [A-Z]+\.", line) for line in output)


#: Lines that are refused, each for a different reason.
WRONG = ["word zzz", "discard", "zork", "", "look up tea", "out", "discard qq", "take"]


def test_every_refusal_is_one_sentence_saying_what_to_type(tmp_path: Path) -> None:
    seats = (Seat.person("Ann"), Seat.computer("Hal", "easy"))
    output = played(["word tea", "draw", *WRONG, "quit"], seats, 2, SaveStore(tmp_path))
    refusals = [line for line in output if "; type " in line]
    assert len(refusals) == len(WRONG) + 1  # word before the draw too
    for line in refusals:
        assert re.fullmatch(r"[^.!?]+(\.[^ .!?][^.!?]*)*[^.]*\.", line), line  # one full stop, at the end
        assert ". " not in line and line.count("; type ") == 1
        assert re.search(r"; type .*(quit)\.$", line), line
    assert output[-1] == "The game is saved; continue it with: quiddler play --plain --resume"


def test_the_end_of_the_input_saves_and_says_so_in_one_sentence(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    output = played(["draw"], (Seat.person("Ann"), Seat.computer("Hal", "easy")), 2, store)
    assert output[-1].startswith("The input has ended, so the game is saved")
    [unfinished] = store.unfinished()
    assert len(unfinished.actions) >= 1


def test_the_hand_points_table_and_scores_are_read_out(tmp_path: Path) -> None:
    seats = (Seat.person("Ann"), Seat.computer("Hal", "easy"))
    output = played(["hand", "points", "table", "scores", "help", "quit"], seats, 2, SaveStore(tmp_path))
    assert any(re.fullmatch(r"Your hand, 3 cards: \w+, \w+, \w+\.", line) for line in output)
    assert any(re.fullmatch(r"Card points: (\w+ \d+, ){2}\w+ \d+; \d+ in all\.", line) for line in output)
    assert "Scores after 0 of 3 rounds: Ann 0, Hal 0." in output
    assert any(line.startswith("The draw pile has ") for line in output)
    # every prompt says what can be typed
    prompts = [line for line in output if line.startswith("Ann, your turn")]
    assert prompts and all("Type draw" in line and line.endswith("or quit.") for line in prompts)


def test_in_spanish_the_commands_and_sentences_are_spanish(tmp_path: Path, spanish: None) -> None:
    seats = (Seat.person("Ana"), Seat.computer("Hal", "easy"))
    output = played(["mano", "robar", "descartar zz", "palabra", "terminar"], seats, 2, SaveStore(tmp_path))
    text = "\n".join(output)
    assert "Escribe robar" in text and "descartar y una carta" in text
    assert "Tu mano" in text
    assert "The " not in text and "Your " not in text
    assert output[-1].startswith("La partida está guardada")


def test_english_commands_work_in_spanish(tmp_path: Path, spanish: None) -> None:
    seats = (Seat.person("Ana"), Seat.computer("Hal", "easy"))
    output = played(["draw", "quit"], seats, 2, SaveStore(tmp_path))
    assert any(line.startswith("Robaste ") for line in output)


@pytest.mark.parametrize("typed", ["draw", "DRAW", "  robar  ", "d"])
def test_a_command_has_its_words(typed: str) -> None:
    from quiddler.plain.vocabulary import read_command

    assert read_command(typed).name == "draw"
    assert read_command("look up zax") == read_command("buscar zax").__class__("look up", "zax", "look up")


def test_the_command_deals_remembers_and_resumes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``quiddler play --plain`` through the command line: dealt at once, quit saves, ``--resume``
    continues the same hand; the lineup is remembered for the next game, as the drawn table's."""
    from quiddler.cli import main
    from quiddler.match.remembered import load_remembered
    from quiddler.storage.paths import data_dir

    monkeypatch.setattr("sys.stdin", io.StringIO("draw\nquit\n"))
    assert main(["play", "--plain", "--players", "Ann,bot:easy", "--seed", "2", "--start"]) == 0
    first = capsys.readouterr().out.splitlines()
    hand = [line for line in first if line.startswith("Your hand, 4 cards")]
    assert hand and first[-1] == "The game is saved; continue it with: quiddler play --plain --resume"
    remembered = load_remembered(data_dir())
    assert remembered is not None and remembered.seats[0].name == "Ann"

    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "--plain", "--resume"]) == 0
    again = capsys.readouterr().out.splitlines()
    assert hand[-1] in again  # the same four cards, read as the turn goes on
    assert again[-1].startswith("The input has ended, so the game is saved")


def test_resuming_with_nothing_saved_is_one_sentence_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.cli import main

    assert main(["play", "--plain", "--resume"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_turns_command_answers_the_questions_before_it(tmp_path: Path) -> None:
    """Typed where the game first asks something else (pass the keyboard, the next round), a
    turn's command moves the game on and is then played: the script without ``ready`` and
    ``next`` plays the same game, and Enter alone is ``ready`` too."""
    seats = (Seat.person("Ann"), Seat.person("Bob"), Seat.computer("Hal", "easy"))
    reference, lines = scripted_game(seats, 4, challenger=1)
    terse = [line for line in lines if line != "next"]
    terse = ["" if line == "ready" and number % 2 else line for number, line in enumerate(terse)]
    terse = [line for line in terse if line != "ready"]
    assert "" in terse and len(terse) < len(lines)
    output = played(terse, seats, 4, SaveStore(tmp_path))
    assert final_totals(output, ("Ann", "Bob", "Hal")) == reference.game.totals
    assert not [line for line in output if "; type " in line]


def test_a_word_takes_the_spelling_worth_most_or_the_cards_named() -> None:
    """``word quiz`` takes Q, U, I, Z from a hand that holds QU too (the most points, as the
    drawn table's typing); ``word qu-i-z`` takes the cards named (the drawn table's Tab)."""
    from quiddler.engine import RuleOptions
    from quiddler.match import LocalPort, Match, MatchSetup, local_services
    from quiddler.plain.table import PlainTable
    from tests.engine.helpers import stacked_game

    rules = RuleOptions(hand_sizes=(4,), name="four")
    game = stacked_game(["Ann", "Bob"], ["qu i z u", "a b c d"], "e", "q", rules=rules)
    match = Match(game, MatchSetup((Seat.person("Ann"), Seat.person("Bob")), rules))
    out = io.StringIO()
    table = PlainTable(
        LocalPort(match),
        local_services(match),
        Console(io.StringIO("draw\nword quiz\nclear\nword qu-i-z\nword q-u-x\n"), out),
    )
    table.viewer = 0
    table.turn(0)
    said = out.getvalue()
    assert "You built QUIZ (Q, U, I, Z, " in said
    assert "You built QUIZ (QU, I, Z, " in said
    assert "Your hand does not hold the cards to spell QUX; type " in said
