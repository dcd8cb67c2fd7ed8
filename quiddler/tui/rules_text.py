"""How to play, as the players read it on the rules screen (``r``): a text written for players.

It is kept beside this module as Markdown (``how_to_play.md``) and shipped inside the package.
"""

from __future__ import annotations

from importlib import resources

__all__ = ["rules_markdown"]


def rules_markdown() -> str:
    """The players' rules: a turn, going out, final turns, challenges, scoring with a worked
    example, this game's decisions, the variants and the keys."""
    return resources.files("quiddler.tui").joinpath("how_to_play.md").read_text(encoding="utf-8")
