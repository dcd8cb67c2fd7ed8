"""Reading what a screen draws cell by cell: its characters and the colours each is drawn in.

The screen's own compositor renders the lines the terminal would get, after the app's filters
(NO_COLOR's monochrome, the ANSI-to-truecolour one), so the colours read here are the ones the
player sees, not the stylesheet's intentions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rich.color import Color as RichColor
from rich.style import Style
from textual.app import App

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Cell:
    char: str
    fg: RGB
    bg: RGB
    x: int
    y: int


def _rgb(color: RichColor | None, fallback: RGB) -> RGB:
    if color is None or color.is_default:
        return fallback
    triplet = color.get_truecolor()
    return (triplet.red, triplet.green, triplet.blue)


def _blend(front: RGB, back: RGB, amount: float) -> RGB:
    r, g, b = (round(f * amount + k * (1 - amount)) for f, k in zip(front, back, strict=True))
    return (r, g, b)


def cells(app: App[Any]) -> Iterator[Cell]:
    """Every cell of the screen on top, with the colours it is drawn in (``reverse`` swapped,
    ``dim`` faded half way to the background, as a terminal draws it)."""
    compositor = app.screen._compositor
    for y, strip in enumerate(compositor.render_strips()):
        x = 0
        for segment in strip:
            style: Style = segment.style or Style()
            bg = _rgb(style.bgcolor, (0, 0, 0))
            fg = _rgb(style.color, (255, 255, 255))
            if style.reverse:
                fg, bg = bg, fg
            if style.dim:
                fg = _blend(fg, bg, 0.5)
            for char in segment.text:
                yield Cell(char, fg, bg, x, y)
                x += 1


def plain_text(app: App[Any]) -> str:
    """The screen on top as text only: what is left when every colour and style is taken away."""
    lines = ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]
    return "\n".join(line.rstrip() for line in lines)


def luminance(rgb: RGB) -> float:
    """WCAG 2.x relative luminance of an sRGB colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2.x contrast ratio (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
