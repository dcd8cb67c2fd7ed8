"""How to play, as the players read it on the rules screen (``r``): a text written for players.

It is kept beside this module as Markdown (``how_to_play.md``, and ``how_to_play.es.md`` in
Spanish, written from the Spanish rule sheet and this game's decisions) and shipped inside the
package; the players' language chooses the file.
"""

from __future__ import annotations

from importlib import resources

from quiddler.i18n import language

__all__ = ["rules_markdown"]


def rules_markdown(code: str | None = None) -> str:
    """The players' rules: a turn, going out, final turns, challenges, scoring with a worked
    example, this game's decisions, the variants and the keys; in ``code`` (by default the
    players' language), in English where there is no such text."""
    code = code or language()
    folder = resources.files("quiddler.tui")
    translated = folder.joinpath(f"how_to_play.{code}.md")
    chosen = translated if code != "en" and translated.is_file() else folder.joinpath("how_to_play.md")
    return chosen.read_text(encoding="utf-8")
