"""The rules as shipped inside the package (a copy of the project's RULES.md), for the rules screen."""

from __future__ import annotations

from importlib import resources

__all__ = ["rules_markdown"]


def rules_markdown() -> str:
    """RULES.md's text, with each (decided) point as the project decided it."""
    text = resources.files("quiddler.tui").joinpath("RULES.md").read_text(encoding="utf-8")
    # The rule-sheet sources it cites are not shipped with the game: say so instead of a dead path.
    return text.replace("in `rulebooks/` beside this file", "in the project's `rulebooks/` folder")
