"""The themes every Quiddler app offers, and :class:`Themed`, the part of an app that applies them.

Three themes (named in :data:`quiddler.tui.appearance.THEME_NAMES`):

* ``default``: Textual's dark theme, the look the game always had.
* ``high-contrast``: white and bright colours on black, every text at least 4.5:1 against its
  background (WCAG AA); muted text is not faded.
* ``colour-blind``: the Okabe–Ito colours (blue, orange, yellow, vermilion, reddish purple),
  chosen so that no two colours that mean something differ only by red against green; they stay
  apart under simulated deuteranopia and protanopia (see docs/accessibility.md).

Colour never carries a meaning alone in any theme: each state also has a mark or a word.

The stylesheet uses the theme's variables ($primary, $accent, $warning, $error, $success…), so a
theme is just a set of colours. The choice is remembered in the data folder
(:mod:`quiddler.tui.appearance`) when made from the command palette; ``--theme`` and
``--big-cards`` on the command line choose for one run.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar, NamedTuple

from textual.app import App, SystemCommand
from textual.screen import Screen
from textual.theme import BUILTIN_THEMES, Theme

from quiddler.i18n import _
from quiddler.tui.appearance import Appearance, load_appearance, remember_appearance

__all__ = ["THEMES", "TEXTUAL_NAME", "Meaning", "meaning_colours", "Themed"]

HIGH_CONTRAST = Theme(
    name="quiddler-high-contrast",
    primary="#7FDBFF",
    secondary="#7FDBFF",
    accent="#FFFF00",
    warning="#FFD75F",
    error="#FF8080",
    success="#5FFF87",
    foreground="#FFFFFF",
    background="#000000",
    surface="#000000",
    panel="#1C1C1C",
    boost="#FFFFFF1A",
    dark=True,
    variables={
        "text": "auto 100%",
        "text-muted": "auto 90%",
        "text-disabled": "auto 75%",
        "foreground-muted": "#E0E0E0",
        "footer-key-foreground": "#FFFF00",
        "footer-description-foreground": "#FFFFFF",
        "footer-background": "#000000",
        "footer-item-background": "#000000",
        "input-cursor-foreground": "#000000",
        "input-cursor-background": "#FFFFFF",
        "input-selection-background": "#7FDBFF80",
        "block-cursor-foreground": "#000000",
        "block-cursor-background": "#FFFF00",
        "block-cursor-blurred-foreground": "#FFFFFF",
        "block-cursor-blurred-background": "#444444",
        "button-foreground": "#FFFFFF",
        "button-color-foreground": "#000000",
        "scrollbar": "#C0C0C0",
        "border": "#FFFFFF",
        "border-blurred": "#C0C0C0",
    },
)

#: Okabe & Ito's palette for colour-vision deficiencies: blue, sky blue, orange, yellow,
#: vermilion and reddish purple; no meaning is told by red against green.
COLOUR_BLIND = Theme(
    name="quiddler-colour-blind",
    primary="#005A8C",  # Okabe–Ito blue #0072B2, darkened: light text on it reaches 4.5:1
    secondary="#56B4E9",
    accent="#E69F00",
    warning="#F0E442",
    error="#D55E00",
    success="#56B4E9",
    foreground="#F0F0F0",
    background="#121212",
    surface="#1E1E1E",
    panel="#242424",
    dark=True,
    variables={"footer-key-foreground": "#E69F00"},
)

#: Each theme by its player-facing name: the Textual theme it is.
THEMES: dict[str, Theme] = {
    "default": BUILTIN_THEMES["textual-dark"],
    "high-contrast": HIGH_CONTRAST,
    "colour-blind": COLOUR_BLIND,
}

#: The Textual name of each theme (what ``App.theme`` holds).
TEXTUAL_NAME = {name: theme.name for name, theme in THEMES.items()}


class Meaning(NamedTuple):
    """The colours of text drawn in code rather than by the stylesheet (a refusal, a warning, a
    success): the theme's, so that no theme is left with a fixed red and green."""

    error: str = "red"
    warning: str = "yellow"
    success: str = "green"


def meaning_colours(app: App[Any]) -> Meaning:
    """The running app's theme colours for :class:`Meaning` (the ANSI ones before it runs)."""
    found = app.theme_variables
    if not found:
        return Meaning()
    return Meaning(found["error"], found["warning"], found["success"])


def _titles() -> dict[str, str]:
    return {
        "default": _("Theme: default"),
        "high-contrast": _("Theme: high contrast"),
        "colour-blind": _("Theme: colour-blind safe"),
    }


def _helps() -> dict[str, str]:
    return {
        "default": _("The usual colours"),
        "high-contrast": _("White and bright colours on black, for low vision"),
        "colour-blind": _("Colours told apart without red and green"),
    }


class Themed:
    """An app's look: the remembered theme and card size, applied as the app is made, and the
    palette commands that change them (and remember the change)."""

    #: Whether the screens draw cards big where there is room (read by the card widgets).
    appearance: Appearance

    #: Textual's own palette entry that picks any of its themes: ours replace it.
    _TEXTUAL_THEME_COMMAND: ClassVar[str] = "Theme"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        app = self._app()
        for theme in THEMES.values():
            if theme.name not in app.available_themes:
                app.register_theme(theme)
        from quiddler.storage.paths import data_dir

        self.appearance = load_appearance(data_dir())
        self._wear(self.appearance.theme)

    def _wear(self, theme: str) -> None:
        """Put the theme on; the app's class ``-theme-NAME`` lets the stylesheet strengthen what
        a theme's colours alone cannot (faint frames drawn in a fraction of the foreground)."""
        app = self._app()
        app.theme = TEXTUAL_NAME[theme]
        for name in THEMES:
            app.set_class(name == theme, f"-theme-{name}")

    def _app(self) -> App[Any]:
        assert isinstance(self, App)
        return self

    def use_appearance(self, *, theme: str | None = None, big_cards: bool | None = None) -> None:
        """The look for this run (the command line's ``--theme`` / ``--big-cards``): not remembered."""
        if theme is not None:
            self.appearance = self.appearance.with_(theme=theme)
            self._wear(theme)
        if big_cards is not None:
            self.appearance = self.appearance.with_(big_cards=big_cards)

    def choose_appearance(self, *, theme: str | None = None, big_cards: bool | None = None) -> None:
        """A choice from the palette: applied at once, remembered for next time, and said."""
        from quiddler.storage.paths import data_dir

        self.use_appearance(theme=theme, big_cards=big_cards)
        remember_appearance(data_dir(), self.appearance)
        app = self._app()
        if theme is not None:
            app.notify(_("{theme}: chosen, and remembered.").format(theme=_titles()[theme]))
        if big_cards is not None:
            app.notify(
                _("Big cards: on, where the window is wide and tall enough.")
                if big_cards
                else _("Big cards: off.")
            )
            from quiddler.tui.widgets.cards import HandView

            for screen in app.screen_stack:
                for hand in screen.query(HandView):
                    hand.size_cards()
                    hand.refresh()

    def appearance_commands(self) -> Iterable[SystemCommand]:
        """The palette's commands: a theme each, and big cards on or off."""
        titles, helps = _titles(), _helps()
        for name in THEMES:

            def choose(name: str = name) -> None:
                self.choose_appearance(theme=name)

            yield SystemCommand(titles[name], helps[name], choose)
        if self.appearance.big_cards:
            yield SystemCommand(
                _("Cards: normal size"), _("Draw the cards at their usual size"), self._normal_cards
            )
        else:
            yield SystemCommand(
                _("Cards: big"),
                _("Draw the cards twice as big where the window has room (low vision)"),
                self._big_cards,
            )

    def _big_cards(self) -> None:
        self.choose_appearance(big_cards=True)

    def _normal_cards(self) -> None:
        self.choose_appearance(big_cards=False)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):  # type: ignore[misc]
            if command.title != self._TEXTUAL_THEME_COMMAND:
                yield command
        yield from self.appearance_commands()
