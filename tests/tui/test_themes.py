"""The themes (docs/accessibility.md): high contrast reaches WCAG AA on every screen drawn, the
colour-blind-safe theme keeps its meaning colours apart under simulated deuteranopia and
protanopia, NO_COLOR draws in greys, and the choice is made with --theme or the palette."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from coloraide import Color as CvdColor
from textual.app import App
from textual.color import Color
from textual.pilot import Pilot

from quiddler.cli import main
from quiddler.storage.paths import data_dir
from quiddler.tui.appearance import APPEARANCE_FILE, THEME_NAMES, Appearance, load_appearance
from quiddler.tui.themes import THEMES

from .helpers import until
from .looks import cells, contrast
from .test_snapshots import ONE_ROUND, build_a_word, goes_out, three_players

#: WCAG 2.x AA: 4.5:1 for text; 3:1 for the lines that draw frames and cards (1.4.11, non-text).
TEXT_AA, FRAME_AA = 4.5, 3.0
#: A button's raised edges (▔ ▁), drawn in a shade of the button's own colour: decoration that
#: tells nothing (the button's label and its background carry it), so not measured.
DECORATION = frozenset("▔▁")


def _is_frame(char: str) -> bool:
    return "\u2500" <= char <= "\u259f"


def low_contrast(app: App[Any]) -> list[str]:
    """Each character drawn below AA against its own background, with where and how low."""
    found = []
    for cell in cells(app):
        if not cell.char.strip() or cell.char in DECORATION:
            continue
        need = FRAME_AA if _is_frame(cell.char) else TEXT_AA
        ratio = contrast(cell.fg, cell.bg)
        if ratio < need:
            found.append(f"{cell.char!r} at {cell.x},{cell.y}: {ratio:.2f} ({cell.fg} on {cell.bg})")
    return found


async def _nothing(pilot: Pilot[None]) -> None:
    await pilot.pause()


def _scenes(
    folder: Path,
) -> list[tuple[str, Callable[[], App[Any]], Callable[[App[Any]], Callable[[Pilot[None]], Awaitable[None]]]]]:
    from tests.solitaire.test_snapshots import _seeded

    async def typed(pilot: Pilot[None]) -> None:
        await pilot.press("c", "a", "r", "tab")

    def sheet() -> App[Any]:
        from .test_score_sheet import _three_players

        return _three_players(folder, written=True)

    return [
        ("score sheet", sheet, lambda app: _nothing),
        ("setup", three_players, lambda app: _nothing),
        ("table", three_players, lambda app: build_a_word),
        ("challenge", lambda: three_players(rules=ONE_ROUND, words=()), goes_out),  # type: ignore[list-item]
        ("solitaire", _seeded, lambda app: typed),
    ]


@pytest.mark.slow  # five screens drawn (about 5 s): the promise is about all text, so all are measured
async def test_high_contrast_every_character_drawn_reaches_aa(tmp_path: Path) -> None:
    for name, build, before in _scenes(tmp_path):
        app = build()
        async with app.run_test(size=(80, 24)) as pilot:
            app.use_appearance(theme="high-contrast")  # type: ignore[attr-defined]
            await pilot.pause()
            await before(app)(pilot)
            await pilot.pause()
            assert low_contrast(app) == [], name


async def test_the_default_theme_is_measured_too_and_misses_aa_in_its_title_bar() -> None:
    """The measure bites: the default theme's light text on its blue bars is about 3.8:1 (and,
    without NO_COLOR, what is drawn has colours, which the NO_COLOR test below finds none of)."""
    app = three_players()
    async with app.run_test(size=(80, 24)) as pilot:
        # Drawn within a bound (one pause was not always enough for the first frame under load).
        await until(pilot, lambda: bool(low_contrast(app)))
        assert low_contrast(app)
        assert any(not (r == g == b) for cell in cells(app) for r, g, b in (cell.fg, cell.bg))


def _resolved(theme_name: str) -> dict[str, Color]:
    """The theme's colour variables as the stylesheet gets them (Textual's own derivation)."""
    theme = THEMES[theme_name]
    variables = theme.to_color_system().generate()
    background = Color.parse(variables["background"])
    out = {}
    for name, value in variables.items():
        try:
            out[name] = Color.parse(value)
        except Exception:  # "auto 90%": a contrast colour, measured where it is drawn
            continue
    out["background"] = background
    return out


def _rgb(color: Color, under: Color) -> tuple[int, int, int]:
    blended = under.blend(color, color.a) if color.a < 1 else color
    return (blended.r, blended.g, blended.b)


#: The pairs the stylesheet draws text in: (text colour, background) by theme variable.
STYLESHEET_PAIRS = [
    ("foreground", "background"),
    ("foreground", "surface"),
    ("foreground", "panel"),
    ("accent", "background"),
    ("accent", "surface"),
    ("warning", "background"),
    ("warning", "surface"),
    ("error", "background"),
    ("error", "surface"),
    ("success", "background"),
    ("primary", "background"),
    ("footer-key-foreground", "background"),
]


def test_high_contrast_theme_colours_reach_aa_in_every_pair_the_stylesheet_uses() -> None:
    colours = _resolved("high-contrast")
    for text, ground in STYLESHEET_PAIRS:
        back = colours[ground]
        ratio = contrast(_rgb(colours[text], back), _rgb(back, colours["background"]))
        assert ratio >= TEXT_AA, (text, ground, ratio)


#: The colours that mean something in the stylesheet: marked cards and the picked stack
#: (accent), the card to discard and messages (warning), refusals (error), the stack a word
#: takes from (success), the title bars (primary); and the background they are all drawn on.
MEANING = ("accent", "warning", "error", "success", "primary", "background")
#: CIEDE2000 below about 1 is a difference nobody sees side by side; colours that must be told
#: apart at a glance in one letter of text are given ten times that (categorical palettes aim at
#: ΔE00 ≥ 10). The default theme's red/green refusal/success pair loses 55 of its 73 under
#: simulated deuteranopia; the colour-blind theme's pairs keep at least 11.
DISTINCT = 10.0


def _seen_as(hex_colour: str, deficiency: str | None) -> CvdColor:
    colour = CvdColor(hex_colour)
    return colour.filter(deficiency, method="machado") if deficiency else colour  # Machado et al. 2009


@pytest.mark.parametrize("deficiency", [None, "deutan", "protan"])
def test_colour_blind_theme_keeps_its_meaning_colours_apart(deficiency: str | None) -> None:
    colours = _resolved("colour-blind")
    hexes = {name: colours[name].hex6 for name in MEANING}
    for first, second in combinations(MEANING, 2):
        difference = _seen_as(hexes[first], deficiency).delta_e(
            _seen_as(hexes[second], deficiency), method="2000"
        )
        assert difference >= DISTINCT, (first, second, deficiency, difference)


def test_colour_blind_theme_has_no_red_green_pair() -> None:
    """No meaning colour is a green (hue 90°–150°): refusal and success are vermilion and blue."""
    for name in MEANING[:-1]:
        hue = CvdColor(_resolved("colour-blind")[name].hex6).convert("hsl")["hue"]
        assert not 90 <= hue <= 150, (name, hue)


async def test_no_color_draws_in_greys_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR (no-color.org): Textual's monochrome filter is on, and every cell drawn, in any
    theme, is a grey (red = green = blue)."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = three_players()
    assert app.no_color
    async with app.run_test(size=(80, 24)) as pilot:
        app.use_appearance(theme="colour-blind")
        await pilot.pause()
        drawn = list(cells(app))
        assert drawn
        colours = {cell.fg for cell in drawn} | {cell.bg for cell in drawn}
        assert all(r == g == b for r, g, b in colours), colours


async def test_the_palette_chooses_a_theme_and_remembers_it() -> None:
    app = three_players()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = {command.title: command for command in app.get_system_commands(app.screen)}
        assert {"Theme: default", "Theme: high contrast", "Theme: colour-blind safe", "Cards: big"} <= set(
            titles
        )
        assert "Theme" not in titles  # Textual's own, with themes nobody checked, is replaced
        titles["Theme: high contrast"].callback()
        await pilot.pause()
        assert app.theme == THEMES["high-contrast"].name
        assert app.has_class("-theme-high-contrast")
    assert load_appearance(data_dir()) == Appearance(theme="high-contrast")
    again = three_players()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == THEMES["high-contrast"].name


async def test_the_command_line_theme_is_for_one_run_only() -> None:
    from quiddler.cli import build_parser
    from quiddler.commands.play import app_for

    args = build_parser(["play"]).parse_args(["play", "--theme", "color-blind", "--big-cards"])
    app = app_for(args)
    assert app.theme == THEMES["colour-blind"].name and app.appearance.big_cards
    assert not (data_dir() / APPEARANCE_FILE).exists()


@pytest.mark.parametrize("command", ["play", "solitaire", "score", "join ws://127.0.0.1:9/room"])
def test_an_unknown_theme_is_one_sentence_naming_the_themes(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command.split(), "--theme", "neon"]) == 2
    err = capsys.readouterr().err.strip()
    assert "Traceback" not in err and err.count(".") <= 2
    assert all(name in err for name in THEME_NAMES) and "neon" in err


def test_a_damaged_settings_file_gives_the_defaults_and_is_replaced_by_the_next_choice() -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / APPEARANCE_FILE).write_text('{"theme": "neon"}')
    assert load_appearance(folder) == Appearance()
    from quiddler.tui.appearance import remember_appearance

    remember_appearance(folder, Appearance(theme="colour-blind", big_cards=True))
    assert json.loads((folder / APPEARANCE_FILE).read_text())["theme"] == "colour-blind"
    assert load_appearance(folder) == Appearance(theme="colour-blind", big_cards=True)


async def test_big_cards_where_the_window_has_room() -> None:
    """130×32 holds a first-round hand of big cards: twice as wide and high, the letters in the
    block font, a marked card still double-bordered and the ▲ still under the cursor's card."""
    from quiddler.tui.widgets.cards import HandView

    from .looks import plain_text

    app = three_players()
    async with app.run_test(size=(130, 32)) as pilot:
        app.use_appearance(big_cards=True)
        await build_a_word(pilot)
        hand = app.screen.query_one("#hand", HandView)
        assert hand.big and hand.size.height == 10
        text = plain_text(app)
        assert "╔════════╗" in text and "╭────────╮" in text and "▲" in text
        assert not app._notifications  # it fits: nothing to say


async def test_big_cards_fall_back_with_a_notice_when_the_window_is_too_small() -> None:
    from quiddler.tui.widgets.cards import HandView

    app = three_players()
    async with app.run_test(size=(80, 24)) as pilot:
        app.use_appearance(big_cards=True)
        await build_a_word(pilot)
        hand = app.screen.query_one("#hand", HandView)
        assert not hand.big and hand.size.height == 6
        said = [notice.message for notice in app._notifications]
        assert len(said) == 1 and "Big cards need a window of at least" in said[0]
