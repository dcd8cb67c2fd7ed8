"""Spanish screens as a Spanish player sees them (docs/spanish.md): no English line left, and no
choice, label or menu line cut or wrapped, at 80×24 and 100×30, in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from textual.widgets import OptionList, Static

from quiddler import i18n
from quiddler.engine import JUNIOR, STANDARD
from quiddler.tui.widgets.choice import Choice

from .helpers import build_app, settle

SIZES = [(80, 24), (100, 30)]


@contextmanager
def speaking(language: str) -> Iterator[None]:
    i18n.use_language(language)
    try:
        yield
    finally:
        i18n.use_language("en")


def screen_lines(app) -> list[str]:  # type: ignore[no-untyped-def]
    """The screen as the terminal shows it, line by line."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def _plain(widget: Static) -> str:
    visual = widget.render()
    return str(getattr(visual, "plain", visual))


def _scrolled_out(widget, region) -> bool:  # type: ignore[no-untyped-def]
    for ancestor in widget.ancestors:
        if getattr(ancestor, "allow_vertical_scroll", False):
            view = ancestor.content_region
            return region.y < view.y or region.bottom > view.bottom
    return False


async def cut_lines(app, pilot) -> list[str]:  # type: ignore[no-untyped-def]
    """Every choice label (each option in turn), one-line label and menu line of the screen that
    does not appear whole on one line of the screen."""
    cut = []
    visible = app.screen._compositor.visible_widgets
    for choice in app.screen.query(Choice):
        if choice not in visible:
            continue
        start = choice._index
        for index, (label, _value) in enumerate(choice._options):
            choice._index = index
            choice.refresh(layout=True)
            await pilot.pause()
            shown = "\n".join(screen_lines(app))
            if label not in shown:
                cut.append(f"{label} (choice {choice.id})")
        choice._index = start
        choice.refresh(layout=True)
    await pilot.pause()
    lines = screen_lines(app)
    shown = "\n".join(lines)
    visible = app.screen._compositor.visible_widgets
    for widget in app.screen.query(Static):
        text = " ".join(_plain(widget).split())
        if widget not in visible or not text or len(text) > 1000:
            continue
        region, clip = visible[widget]
        if _scrolled_out(widget, region):  # partly out of its scrolling view: not cut
            continue
        if region != region.intersection(clip):  # its row or panel is too small for it
            cut.append(f"{text} ({type(widget).__name__} {widget.id}: clipped)")
            continue
        box = widget.content_region  # inside its border and padding
        inside = " ".join(line[box.x : box.right] for line in lines[box.y : box.bottom])
        if text not in " ".join(inside.split()):
            cut.append(f"{text} ({type(widget).__name__} {widget.id})")
    for options in app.screen.query(OptionList):
        for option in options.options:
            text = str(getattr(option.prompt, "plain", option.prompt)).strip()
            if "\n" not in text and text not in shown:
                cut.append(f"{text} (menu)")
    return cut


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("start", ["title", "setup", "junior"])
async def test_nothing_is_cut_or_wrapped(start: str, language: str, size: tuple[int, int], tmp_path) -> None:  # type: ignore[no-untyped-def]
    with speaking(language):
        rules = JUNIOR if start == "junior" else STANDARD
        app = build_app(
            start="setup" if start == "junior" else start,
            rules=rules,
            data_dir=tmp_path,
            bot_factory=lambda *args, **kwargs: None,  # the seats offer every computer level
        )
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            assert not await cut_lines(app, pilot)


#: Screens and dialogs, each as the keys that open it from the title screen.
SCREENS: dict[str, tuple[str, ...]] = {
    "title": (),
    "setup": ("p",),
    "rules": ("r",),
    "pass": ("p", "ctrl+s"),
    "table": ("p", "ctrl+s", "enter"),
    "keys": ("p", "ctrl+s", "enter", "question_mark"),
    "look-up": ("p", "ctrl+s", "l"),
    "palette": ("p", "ctrl+p"),
    "palette, nothing found": ("p", "ctrl+p", "z", "z", "q", "x"),
}

#: What is the same in both languages: names, numbers, card letters, keys, the test's dictionary.
_SAME = re.compile(
    r"\b(?:Ann|Bob|Quiddler|test|zzqx|ctrl|esc|Tab|[A-Z]{1,2}|\d+)\b|test — a few test words|[^\w\s]",
    re.IGNORECASE,
)


async def _lines(language: str, keys: tuple[str, ...], tmp_path) -> list[str]:  # type: ignore[no-untyped-def]
    with speaking(language):
        app = build_app(start="title", data_dir=tmp_path / language)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for key in keys:
                await pilot.press(key)
                await settle(pilot)
            await pilot.pause(0.7)  # the palette says "no matches" after half a second
            return [line.strip() for line in screen_lines(app)]


@pytest.mark.parametrize("screen", SCREENS)
async def test_no_english_line_is_left_on_a_spanish_screen(screen: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    english = set(await _lines("en", SCREENS[screen], tmp_path))
    spanish = await _lines("es", SCREENS[screen], tmp_path)
    assert spanish != list(english)
    left = [line for line in spanish if line in english and re.search(r"[a-z]{3,}", _SAME.sub(" ", line))]
    assert not left, left


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
async def test_solitaire_panels_are_whole(language: str, size: tuple[int, int]) -> None:
    from tests.solitaire.test_snapshots import _seeded

    with speaking(language):
        app = _seeded()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await settle(pilot)  # type: ignore[arg-type]
            cut = await cut_lines(app, pilot)
            assert not [line for line in cut if "HowToPlay" in line or "Static" in line], cut


@pytest.mark.parametrize("players", [2, 8])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_score_sheets_column_headers_are_whole(
    language: str, size: tuple[int, int], players: int, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """Rd, Cards (Cartas), Dealer (Reparte): each header whole on the sheet's first line (issue 27)."""
    from quiddler.engine import WordSet
    from quiddler.match.setup import MatchSetup, Seat
    from quiddler.scoresheet import SheetStore
    from quiddler.tui.score import ScoreApp

    names = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")[:players]
    with speaking(language):
        app = ScoreApp(
            MatchSetup(tuple(Seat(name) for name in names), STANDARD, dictionary="test"),
            start=True,
            store=SheetStore(tmp_path),
            open_checker=lambda *_: WordSet({"cat"}),
            data_dir=tmp_path,
            remember_setup=False,
        )
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            shown = "\n".join(screen_lines(app))
            for header in (i18n._("Rd"), i18n._("Cards"), i18n._("Dealer"), *names):
                assert re.search(rf"(?<!\w){re.escape(header)}(?!\w)", shown), (header, shown)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_title_menu_with_a_saved_game_waiting_is_whole(
    language: str, size: tuple[int, int]
) -> None:
    """ "Continuar una partida (1 guardada)", the title menu's longest line, on one line."""
    from quiddler.saves import SavedGame, SaveStore
    from tests.saves.helpers import new_game

    SaveStore().save(
        SavedGame.from_game(new_game(("Ann", "Bob"), seed=3), seats=("human", "human"), dictionary="test")
    )
    with speaking(language):
        app = build_app(start="title")
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            waiting = {"en": "Continue a game (1 saved)", "es": "Continuar una partida (1 guardada)"}
            assert waiting[language] in "\n".join(screen_lines(app))
            assert not await cut_lines(app, pilot)
            # the footer's keys too: "c Continue a game" pushed "q Quit" off it ("q Qu", no "q Salir")
            assert not cut_footer_keys(app)


def cut_headers(app) -> list[str]:  # type: ignore[no-untyped-def]
    """Every column label of the screen's tables that does not appear whole on the screen."""
    from textual.widgets import DataTable

    shown = "\n".join(screen_lines(app))
    cut = []
    for table in app.screen.query(DataTable):
        for column in table.columns.values():
            label = column.label.plain.strip()
            if label and label not in shown:
                cut.append(f"{label} (table {table.id})")
    return cut


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_score_sheet_table_is_whole(language: str, size: tuple[int, int], tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The score sheet (``quiddler score``): its column labels (Rd, Cartas, Reparte, the players),
    its lines and its legend, whole at 80×24 and 100×30."""
    from .test_spanish_leftovers import _sheet_app

    with speaking(language):
        app = _sheet_app(tmp_path, rounds=3)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            assert not cut_headers(app) + await cut_lines(app, pilot)


def cut_footer_keys(app) -> list[str]:  # type: ignore[no-untyped-def]
    """The footer's keys (the bottom line) whose label is not shown whole: a footer too long for
    the window loses its last keys, and a key it does not show is a key the player never learns."""
    bottom = screen_lines(app)[-1]
    shown = [
        binding.description
        for (_node, binding, enabled, _tooltip) in app.active_bindings.values()
        if binding.show and enabled and binding.description
    ]
    return [label for label in shown if label not in bottom]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_score_sheets_footer_shows_every_key_at_80x24(language: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Spanish labels are longer: 'Escribir línea … Línea siguiente' pushed 'Exportar' half off
    the 80-column footer and 'esc Salir' out of it."""
    from .test_spanish_leftovers import _sheet_app

    with speaking(language):
        app = _sheet_app(tmp_path, rounds=3)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for _attempt in range(5):  # a loaded machine may draw the footer a frame late
                if not cut_footer_keys(app):
                    break
                await pilot.pause(0.2)
            assert not cut_footer_keys(app)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_eight_seats_with_computers_are_whole_beside_the_scrollbar(language: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Three seats or more make the setup screen scroll; its scrollbar took two columns from the
    seats, and "◂ Ordenador, difícil ▸" lost its ▸ (and "experto" its last letters)."""
    names = ("Ann", "Bob", "Ada", "Cy", "Di", "Hal", "Ed", "Flo")
    with speaking(language):
        app = build_app(
            names,
            kinds={2: "bot:expert", 5: "bot:hard"},
            data_dir=tmp_path,
            bot_factory=lambda *args, **kwargs: None,  # the seats offer every computer level
        )
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert app.screen.query_one("#setup-form").scrollbars_enabled[0]  # it does scroll
            for index in (2, 3):  # a seat of each column
                choice = app.screen.query_one(f"#kind-{index}", Choice)
                for label, _value in choice._options:  # every kind a seat can be, arrows and all
                    choice._index = choice._options.index((label, _value))
                    choice.refresh(layout=True)
                    await pilot.pause()
                    shown = "\n".join(screen_lines(app))
                    assert f"◂ {label} ▸" in shown, (label, shown)
