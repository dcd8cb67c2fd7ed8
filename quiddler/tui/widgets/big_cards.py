"""Cards drawn twice as big, for players with low vision: 10 cells wide and 8 high, the letters
in a 3×5 block font (two text rows of half blocks hold five pixel rows, three hold them with room).

Only shapes: the font is the card's label, so it reads the same in every theme and with no colour.
"""

from __future__ import annotations

from quiddler.engine import Card

__all__ = ["BIG_CARD_HEIGHT", "BIG_CARD_WIDTH", "big_back_lines", "big_card_lines", "big_label"]

#: Cells a big card takes in a row, with its gap; and its height.
BIG_CARD_WIDTH = 11
BIG_CARD_HEIGHT = 8

#: A 3×5 pixel font: each letter is five rows of three pixels ("#" on).
_FONT = {
    "A": (".#.", "#.#", "###", "#.#", "#.#"),
    "B": ("##.", "#.#", "##.", "#.#", "##."),
    "C": (".##", "#..", "#..", "#..", ".##"),
    "D": ("##.", "#.#", "#.#", "#.#", "##."),
    "E": ("###", "#..", "##.", "#..", "###"),
    "F": ("###", "#..", "##.", "#..", "#.."),
    "G": (".##", "#..", "#.#", "#.#", ".##"),
    "H": ("#.#", "#.#", "###", "#.#", "#.#"),
    "I": ("###", ".#.", ".#.", ".#.", "###"),
    "J": ("..#", "..#", "..#", "#.#", ".#."),
    "K": ("#.#", "#.#", "##.", "#.#", "#.#"),
    "L": ("#..", "#..", "#..", "#..", "###"),
    "M": ("#.#", "###", "###", "#.#", "#.#"),
    "N": ("##.", "#.#", "#.#", "#.#", "#.#"),
    "O": (".#.", "#.#", "#.#", "#.#", ".#."),
    "P": ("##.", "#.#", "##.", "#..", "#.."),
    "Q": (".#.", "#.#", "#.#", "###", ".##"),
    "R": ("##.", "#.#", "##.", "#.#", "#.#"),
    "S": (".##", "#..", ".#.", "..#", "##."),
    "T": ("###", ".#.", ".#.", ".#.", ".#."),
    "U": ("#.#", "#.#", "#.#", "#.#", "###"),
    "V": ("#.#", "#.#", "#.#", "#.#", ".#."),
    "W": ("#.#", "#.#", "###", "###", "#.#"),
    "X": ("#.#", "#.#", ".#.", "#.#", "#.#"),
    "Y": ("#.#", "#.#", ".#.", ".#.", ".#."),
    "Z": ("###", "..#", ".#.", "#..", "###"),
}
_HALF = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def _glyph(letter: str) -> list[str]:
    """A letter as three text rows of half blocks (the sixth pixel row is blank)."""
    rows = [*_FONT.get(letter, ("...",) * 5), "..."]
    return [
        "".join(_HALF[(top[x] == "#", bottom[x] == "#")] for x in range(3))
        for top, bottom in zip(rows[::2], rows[1::2], strict=True)
    ]


def big_label(label: str) -> list[str]:
    """A card's label (one letter, or two: QU, TH, ER, IN, CL) in the block font, three rows."""
    glyphs = [_glyph(letter) for letter in label.upper()]
    return [" ".join(glyph[row] for glyph in glyphs) for row in range(3)]


def big_card_lines(card: Card, *, double: bool = False) -> list[str]:
    """The eight text lines of a big face-up card: border, blank, the label (3), blank, points,
    border. A marked card has a double border, as the small ones do."""
    tl, h, tr, v, bl, br = ("╔", "═", "╗", "║", "╚", "╝") if double else ("╭", "─", "╮", "│", "╰", "╯")
    inner = BIG_CARD_WIDTH - 3
    label = [line.center(inner) for line in big_label(card.label)]
    points = f"{card.points:>{inner - 1}} "
    middle = [" " * inner, *label, " " * inner, points]
    return [tl + h * inner + tr, *(v + line + v for line in middle), bl + h * inner + br]


def big_back_lines() -> list[str]:
    """A big face-down card: shows nothing of what it is."""
    inner = BIG_CARD_WIDTH - 3
    return ["╭" + "─" * inner + "╮", *("│" + "░" * inner + "│" for _ in range(6)), "╰" + "─" * inner + "╯"]
