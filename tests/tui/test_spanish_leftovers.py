"""No English left on the Spanish screens that come after the title (docs/spanish.md): the score
sheet app (its sheet, dialogs and list), the solitaire end screen, the round summary, the
challenge window, the game-over screen, the coach's reviews, the statistics and the replay, each
rendered in English and in Spanish at 80×24; a Spanish line equal to an English one that is made
of words (not names, numbers or card letters) is a leftover, and so is an English word inside a
Spanish line."""

from __future__ import annotations

import random
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

from quiddler.engine import STANDARD
from quiddler.engine.rules import RuleOptions

from .helpers import build_app, finished_game, settle
from .test_spanish_layout import screen_lines, speaking

Drive = Callable[[App[Any], Pilot[None], Path], Awaitable[None]]

#: What is the same in both languages: names, numbers, card letters, keys, the tests' words,
#: words Spanish writes as English does (Total), and game ids (20261128-181901-1fdd8f: the
#: statistics name the game of a best round, and a wrapped id can stand alone on a line).
_SAME = re.compile(
    r"\b(?:\d{8}-\d{6}-[0-9a-f]{6}|Ann|Bob|Cy|Hal|Quiddler|test|test-words|ctrl|esc|Tab|Enter|Total|[A-Z]+|\d+)\b|"
    r"test — a few test words|[^\w\s]",
)


def leftovers(english: list[str], spanish: list[str]) -> list[str]:
    """Spanish lines that are also English lines and say something in words."""
    seen = set(english)
    return [line for line in spanish if line in seen and re.search(r"[a-z]{3,}", _SAME.sub(" ", line))]


#: Words Spanish shares with English on these screens, and key names.
_SHARED_WORDS = frozenset({"esc", "tab", "total", "final", "test"})


def english_words(english: list[str], spanish: list[str]) -> list[str]:
    """Words of the Spanish lines (three letters or more, lower case: not names or cards) that
    the English lines use too: an English word left inside a Spanish line ("· standard ·")."""
    found = set(re.findall(r"\b[a-záéíóúüñ]{3,}\b", "\n".join(english)))
    said = re.findall(r"\b[a-záéíóúüñ]{3,}\b", "\n".join(spanish))
    return sorted({word for word in said if word in found} - _SHARED_WORDS)


async def _lines(language: str, make: Callable[[Path], App[Any]], drive: Drive, tmp_path: Path) -> list[str]:
    with speaking(language):
        app = make(tmp_path / language)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)  # type: ignore[arg-type]
            await drive(app, pilot, tmp_path / language)
            await settle(pilot)  # type: ignore[arg-type]
            return [line.strip() for line in screen_lines(app)]


async def _keys(pilot: Pilot[None], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


# -- the score sheet app ------------------------------------------------------------------------


def _sheet_app(tmp_path: Path, *, rounds: int = 0, start: bool = True, waiting: int = 0) -> App[Any]:
    from quiddler.scoresheet import SheetStore

    from .test_score_sheet import make_app, written_sheet

    tmp_path.mkdir(parents=True, exist_ok=True)
    store = SheetStore(tmp_path)
    if waiting:
        for count in range(1, waiting + 1):
            store.save(written_sheet(tmp_path, count))
        return make_app(tmp_path, start=False, store=store, unfinished=store.unfinished())
    if rounds:
        return make_app(tmp_path, sheet_file=written_sheet(tmp_path, rounds), store=store)
    return make_app(tmp_path, start=start, store=store)


async def _nothing(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    return None


def _pressing(*keys: str) -> Drive:
    async def drive(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
        await _keys(pilot, *keys)

    return drive


def _sheet(rounds: int = 0) -> Callable[[Path], App[Any]]:
    return lambda tmp_path: _sheet_app(tmp_path, rounds=rounds)


def _sheet_setup(tmp_path: Path) -> App[Any]:
    return _sheet_app(tmp_path, start=False)


def _sheet_list(tmp_path: Path) -> App[Any]:
    return _sheet_app(tmp_path, waiting=2)


# -- the game's screens -------------------------------------------------------------------------

ONE_ROUND = RuleOptions(hand_sizes=(3,), name="one-round")
FOUR_CARDS = RuleOptions(hand_sizes=(4,), name="one-round")


def _game(
    rules: RuleOptions = STANDARD, names: tuple[str, ...] = ("Ann", "Bob"), **options: Any
) -> Callable[[Path], App[Any]]:
    return lambda tmp_path: build_app(names, rules=rules, data_dir=tmp_path, **options)


async def _round_summary(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    from quiddler.tui.screens.summary import RoundSummaryScreen

    from .test_coach_screens import play_until

    await _keys(pilot, "enter")
    await play_until(app, pilot, RoundSummaryScreen)  # type: ignore[arg-type]


async def _round_review(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    await _round_summary(app, pilot, tmp_path)
    await _keys(pilot, "1", "enter")


async def _game_over(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    app.show_game_over(finished_game(("Ann", "Bob")), app.setup)  # type: ignore[attr-defined]


async def _game_review(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    await _game_over(app, pilot, tmp_path)
    await settle(pilot)
    await _keys(pilot, "c")


async def _challenge(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    from .test_challenges import lead_goes_out_with_one_word

    await lead_goes_out_with_one_word(app, pilot)  # type: ignore[arg-type]


async def _challenged(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    await _challenge(app, pilot, tmp_path)
    await _keys(pilot, "1", "1")


def _kept_games() -> Any:
    """Two finished games in the history (the statistics need some); the last one kept."""
    from quiddler.saves import SavedGame, SaveStore
    from tests.saves.helpers import new_game, play

    for seed in range(2):
        game = play(new_game(("Ann", "Bob"), seed=seed), random.Random(seed), None, go_out_chance=0.3)
        saved = SavedGame.from_game(game, seats=("human", "human"), dictionary="test")
        SaveStore().finish(saved)
    return saved


def _stats(tmp_path: Path) -> App[Any]:
    _kept_games()
    return build_app(("Ann", "Bob"), start="title", data_dir=tmp_path)


def _replay(tmp_path: Path) -> App[Any]:
    from quiddler.stats.replay import replay_of
    from quiddler.tui.screens.replay import ReplayApp

    return ReplayApp(replay_of(_kept_games()))


# -- solitaire ----------------------------------------------------------------------------------


def _solitaire_end(tmp_path: Path) -> App[Any]:
    from tests.solitaire.test_snapshots import _stacked

    return _stacked({"zz"})


def _solitaire_won(tmp_path: Path) -> App[Any]:
    from tests.solitaire.test_snapshots import _stacked

    return _stacked({"aeionrtu"})


async def _perfect_game(app: App[Any], pilot: Pilot[None], tmp_path: Path) -> None:
    for _ in range(6):
        await pilot.press(*"aeionrtu", "enter")
    await pilot.pause()


#: Ann goes out with a word no one's dictionary allows, and Bob and Cy may challenge it.
_CHALLENGED_GAME = _game(FOUR_CARDS, ("Ann", "Bob", "Cy"), seed=21, words=())

CASES: dict[str, tuple[Callable[[Path], App[Any]], Drive]] = {
    "score sheet": (_sheet(3), _nothing),
    "score sheet, new": (_sheet(), _nothing),
    "score sheet, entry": (_sheet(), _pressing("enter")),
    "score sheet, challenge": (_sheet(1), _pressing("c")),
    "score sheet, setup": (_sheet_setup, _nothing),
    "score sheet, list": (_sheet_list, _nothing),
    "score sheet, delete?": (_sheet_list, _pressing("d")),
    "round summary": (_game(ONE_ROUND), _round_summary),
    "round review": (_game(ONE_ROUND), _round_review),
    "challenge": (_CHALLENGED_GAME, _challenge),
    "challenge, upheld": (_CHALLENGED_GAME, _challenged),
    "game over": (_game(), _game_over),
    "game review": (_game(), _game_review),
    "stats": (_stats, _pressing("t")),
    "replay": (_replay, _pressing("right", "right", "right")),
    "solitaire, no word left": (_solitaire_end, _nothing),
    "solitaire, perfect game": (_solitaire_won, _perfect_game),
}


def test_the_check_finds_an_english_line() -> None:
    assert leftovers(["Round 1 of 8"], ["Round 1 of 8"]) == ["Round 1 of 8"]
    assert not leftovers(["Ann  12  Bob  7"], ["Ann  12  Bob  7"])
    assert english_words(["Ann 12 · standard"], ["Ann 12 · standard"]) == ["standard"]
    assert not english_words(["Ann 12 · standard"], ["Ann 12 · estándar"])


@pytest.mark.slow  # 17 screens rendered twice: some 160 s in all here
@pytest.mark.parametrize("case", CASES)
async def test_no_english_line_is_left_on_a_spanish_screen(case: str, tmp_path: Path) -> None:
    make, drive = CASES[case]
    english = await _lines("en", make, drive, tmp_path)
    spanish = await _lines("es", make, drive, tmp_path)
    assert spanish != english
    assert not leftovers(english, spanish), leftovers(english, spanish)
    assert not english_words(english, spanish), english_words(english, spanish)
