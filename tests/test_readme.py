"""Every command example in the README is true, now and after every later edit of the README.

* In a ```` ```console ```` block, each ``$ quiddler …`` line is run (in this process, through
  ``quiddler.cli.main``) and its output is compared with the lines shown under it, exactly (trailing
  spaces aside). A command with no lines under it must still succeed, with no traceback: its output
  depends on the machine (``quiddler dictionaries`` lists the Enchant languages installed).
* In a ```` ```sh ```` block, each ``quiddler …`` command is parsed with the real argument parser (and
  ``play``'s flags are turned into a game's setup), so a flag or a value the program no longer takes
  fails here; they are not run, because they open the game or play hundreds of games.

The commands run in a fixed world: empty data and cache folders of their own (the suite's autouse
fixture), UTC, and, for the commands that read it, data made by :data:`WORLDS` (two finished games
for ``quiddler history``). A new example that needs data gets an entry there.
"""

from __future__ import annotations

import dataclasses
import re
import shlex
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from quiddler import cli
from quiddler.engine import (
    CloseChallenges,
    Draw,
    Game,
    GoOut,
    LayDown,
    NextRound,
    Phase,
    Source,
    Word,
    WordSet,
)
from quiddler.saves import SavedGame, SaveStore

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
#: Every document whose command examples are run: the README and the documents under docs/.
DOCUMENTS = (README, *sorted((ROOT / "docs").glob("*.md")))


@dataclasses.dataclass(frozen=True)
class Example:
    """One command of the README: where it is, what it says, and the output shown (console only)."""

    line: int
    kind: str
    command: str
    shown: tuple[str, ...] | None
    document: str = "README.md"

    @property
    def args(self) -> list[str]:
        """The arguments after ``quiddler``, without comments and shell redirections."""
        words = shlex.split(self.command, comments=True)
        cut = next((i for i, word in enumerate(words) if word in (">", ">>", "|", "<")), len(words))
        return words[1:cut]

    def __str__(self) -> str:
        return f"{self.document} line {self.line}: {self.command}"


def examples(text: str) -> list[Example]:
    """The command examples of a README's ``console`` and ``sh`` blocks."""
    found: list[Example] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        fence = re.fullmatch(r"\s*```(\w+)\s*", lines[index])
        if not fence:
            index += 1
            continue
        kind = fence[1]
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        block = lines[start:end]
        if kind == "console":
            found += _console(block, start + 1)
        elif kind in ("sh", "bash", "shell"):
            for offset, line in enumerate(block):
                for part in re.split(r"&&|;", line):
                    part = part.strip()
                    if part.startswith("quiddler ") or part == "quiddler":
                        found.append(Example(start + 1 + offset, kind, part, None))
        index = end + 1
    return found


def _console(block: list[str], first_line: int) -> list[Example]:
    found: list[Example] = []
    command: tuple[int, str] | None = None
    shown: list[str] = []
    for offset, line in enumerate([*block, "$ "]):
        if line.startswith("$ "):
            if command is not None:
                while shown and not shown[-1].strip():
                    shown.pop()
                found.append(Example(command[0], "console", command[1], tuple(shown) or None))
            command, shown = (first_line + offset, line[2:].strip()), []
        else:
            shown.append(line)
    return [example for example in found if example.command.startswith("quiddler")]


# ---------------------------------------------------------------- the fixed world


def _finished_game(players: list[str], seed: int) -> Game:
    """A whole game with no thinking: the leader goes out with every card but one as one word
    (table rules lay words unchecked), the others lay nothing on their final turns."""
    game = Game.new(players, checker=WordSet(), seed=seed)
    while not game.is_over:
        seat = game.current
        if game.phase is Phase.CHALLENGE:
            game.apply(CloseChallenges())
        elif game.phase is Phase.ROUND_OVER:
            game.apply(NextRound())
        elif game.phase is Phase.DRAW:
            game.apply(Draw(seat, Source.DRAW_PILE))
        elif game.is_final_turn:
            game.apply(LayDown(seat, (), game.hand(seat)[-1]))
        else:
            hand = game.hand(seat)
            game.apply(GoOut(seat, (Word(hand[:-1]),), hand[-1]))
    return game


def two_finished_games() -> None:
    """The history the README shows: two games finished on 21 November 2026 (UTC)."""
    store = SaveStore()
    for players, seed, game_id, created, updated in (
        (["Ann", "Bob", "Cy"], 3, "20261121-183000-3fa2c1", "2026-11-21T18:30:00Z", "2026-11-21T19:02:00Z"),
        (["Di", "Ed"], 4, "20261121-200100-8b41d0", "2026-11-21T20:01:00Z", "2026-11-21T20:27:00Z"),
    ):
        game = _finished_game(players, seed)
        saved = SavedGame.from_game(game, seats=["human"] * len(players), dictionary="en", created=created)
        store.finish(dataclasses.replace(saved, game_id=game_id, updated=updated))


#: Data a command reads, made before it runs: the README's first words of the command -> maker.
WORLDS: dict[str, Callable[[], None]] = {"history": two_finished_games, "stats": two_finished_games}


@pytest.fixture(autouse=True)
def _utc(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


EXAMPLES = [
    dataclasses.replace(example, document=path.relative_to(ROOT).as_posix())
    for path in DOCUMENTS
    for example in examples(path.read_text(encoding="utf-8"))
]


def test_the_readme_has_command_examples_of_both_kinds() -> None:
    kinds = {example.kind for example in EXAMPLES}
    assert {"console", "sh"} <= kinds
    assert sum(example.shown is not None for example in EXAMPLES) >= 4


@pytest.mark.parametrize(
    "example", [e for e in EXAMPLES if e.kind == "console"], ids=lambda e: " ".join(e.args) or "quiddler"
)
def test_a_console_example_prints_what_the_readme_shows(
    example: Example, capsys: pytest.CaptureFixture[str]
) -> None:
    maker = WORLDS.get(example.args[0]) if example.args else None
    if maker is not None:
        maker()
    status = cli.main(example.args)
    out, err = capsys.readouterr()
    assert "Traceback" not in err, f"{example}\n{err}"
    if example.shown is None:
        assert status == 0, f"{example}: exit status {status}\n{err}"
        return
    printed = [line.rstrip() for line in out.rstrip("\n").splitlines()]
    assert printed == [line.rstrip() for line in example.shown], f"{example} prints something else"


@pytest.mark.parametrize(
    "example", [e for e in EXAMPLES if e.kind != "console"], ids=lambda e: " ".join(e.args) or "quiddler"
)
def test_a_shell_example_is_a_command_quiddler_takes(example: Example) -> None:
    try:
        args = cli.build_parser().parse_args(example.args)
    except SystemExit as error:
        pytest.fail(f"{example}: the parser refuses it (exit status {error.code})")
    if getattr(args, "command", None) == "play" and not args.list and args.resume is None:
        from quiddler.commands.play import setup_from_args

        setup_from_args(args)  # names, rules, bonus, dictionary: a bad one raises UsageError


def test_examples_are_found_in_console_and_sh_blocks() -> None:
    text = "```console\n$ quiddler check quiz\nquiz  allowed\n\n$ quiddler history\n```\n"
    text += "```sh\nquiddler play --seed 7   # comment\npip install . && quiddler play\n```\n"
    found = examples(text)
    assert [(e.kind, e.args, e.shown) for e in found] == [
        ("console", ["check", "quiz"], ("quiz  allowed",)),
        ("console", ["history"], None),
        ("sh", ["play", "--seed", "7"], None),
        ("sh", ["play"], None),
    ]
