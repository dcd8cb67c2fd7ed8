"""The README's screenshot, docs/images/table.png: a real table at 80×24, drawn by the game itself.

    python tools/screenshot.py            # writes docs/images/table.svg's PNG (needs rsvg-convert)

A seeded three-player game (Ann, and two computer players) is played through the engine to the
start of round 4 and saved, in a data folder of its own; ``quiddler play --resume`` opens it, as
a player would, with the bundled English dictionary. Ann draws and asks for a hint, and Textual's
``save_screenshot()`` writes the screen as SVG, which ``rsvg-convert`` (Debian's librsvg2-bin)
turns into the PNG the README shows.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PNG = ROOT / "docs" / "images" / "table.png"
SEED = 11
SEATS = ("human", "bot:hard", "bot:medium")
NAMES = ["Ann", "Rex", "Cy"]


def _save_game_at_round_four() -> None:
    """Play rounds 1–3 with the solver's best moves and save the game where Ann is to play."""
    from quiddler.dictionary import open_dictionary
    from quiddler.engine import Game, Phase, Source
    from quiddler.saves import SavedGame, SaveStore
    from quiddler.solver import index_for, solve

    words = open_dictionary("en")
    index = index_for(words)
    game = Game.new(NAMES, checker=words, seed=SEED)
    while game.round < 3 or game.phase is not Phase.DRAW:  # rounds count from 0
        seat = game.current
        if game.phase is Phase.DRAW:
            game.draw(seat, Source.DRAW_PILE)
        elif game.phase is Phase.PLAY:
            hint = solve(game.hand(seat), index)
            if game.is_final_turn:
                game.lay_down(seat, hint.best.words, hint.best.discard)
            elif hint.go_out is not None:
                game.go_out(seat, hint.go_out.words, hint.go_out.discard)
            else:
                game.discard(seat, hint.best.discard)
        elif game.phase is Phase.CHALLENGE:
            game.close_challenges()
        else:
            game.next_round()
    assert game.current == 0, "Ann leads round 4 of a three-player game"
    SaveStore().save(SavedGame.from_game(game, seats=list(SEATS), dictionary="en"))


async def _shoot(svg: Path) -> None:
    from quiddler import cli
    from quiddler.commands.play import app_for

    args = cli.build_parser().parse_args(["play", "--resume"])
    app = app_for(args, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(1200):  # the first use of the dictionary builds its word index
            await pilot.pause(0.1)
            if type(app.screen).__name__ == "TableScreen":
                break
        else:
            raise SystemExit("the table did not open")
        await pilot.press("d")
        await pilot.pause(0.5)
        await pilot.press("h")
        await pilot.pause(1.0)
        app.save_screenshot(filename=svg.name, path=str(svg.parent))


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        os.environ["QUIDDLER_DATA_DIR"] = folder
        os.environ.setdefault("QUIDDLER_CACHE_DIR", str(Path.home() / ".cache" / "quiddler"))
        _save_game_at_round_four()
        svg = Path(folder) / "table.svg"
        asyncio.run(_shoot(svg))
        PNG.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["rsvg-convert", "--zoom", "1.5", "-o", str(PNG), str(svg)], check=True)
    print(f"wrote {PNG.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
