"""The rules screen is a text for players (issue 12.11): how to play, this game's decisions, the
variants and the keys, and nothing of the team's own notes (file names, specification words)."""

from __future__ import annotations

import re
from pathlib import Path

from quiddler.engine import Card
from quiddler.engine.rules import JUNIOR
from quiddler.tui.rules_text import rules_markdown
from quiddler.tui.screens.info import HELP_SECTIONS
from quiddler.tui.solitaire.rules import SOLITAIRE_RULES

#: Words that belong to the team's notes, never to a player's screen.
TEAM_WORDS = re.compile(r"RULES\.md|rulebooks?|\bengine\b|\.txt\b|\bspec\b|specification|\btests?\b", re.I)


def player_texts() -> dict[str, str]:
    """Every long text a player reads in the game: the rules, the keys, solitaire's rules."""
    keys = "\n".join(f"{key} {text}" for _, rows in HELP_SECTIONS for key, text in rows)
    titles = "\n".join(title for title, _ in HELP_SECTIONS)
    return {"rules": rules_markdown(), "keys": f"{titles}\n{keys}", "solitaire rules": SOLITAIRE_RULES}


def test_no_player_text_quotes_the_teams_notes() -> None:
    for name, text in player_texts().items():
        found = TEAM_WORDS.findall(text)
        assert not found, f"the {name} text says {found}"


def test_the_rules_cover_what_a_newcomer_needs() -> None:
    text = rules_markdown()
    headings = set(re.findall(r"^#+ (.+)$", text, re.M))
    for heading in ("Your turn", "Going out", "Final turns", "Scoring a round", "A worked example"):
        assert heading in headings, heading
    assert "Variants" in headings and "Keys" in headings
    flowing = " ".join(text.split()).lower()  # lines wrap anywhere
    for phrase in (
        "only in that window",  # the challenge window
        "Each word can be challenged once",
        "The chosen dictionary is the judge",
        "HM, MM",  # no word is refused for having no vowel
        "The last player in seating order deals the first round",
        "even the one you just took from the discard pile",
        "shuffled into a new draw pile",
        "equal highest totals share the win",
        "has still gone out",
        "neither scored nor counted as unused",
        "a player whose own two words are equally long still has it",
        "Quiddler Junior",
        "Proper nouns are allowed",
        "same 118 cards and the same points",
        "whatever the number of players",
        "Unused cards cost nothing",
        "offers you its best lay-down",
        "no going out on your first turn",
        "Short game",
        "25 − 5 = **20**",
        "**35**",
    ):
        assert phrase.lower() in flowing, phrase


def test_the_card_table_agrees_with_the_deck() -> None:
    rows = re.findall(r"\| (\w+) \| (\d+) \| (\d+) \|", rules_markdown())
    table = {face: (int(points), int(count)) for face, points, count in rows}
    assert len(table) == len(Card)
    for card in Card:
        assert table[card.label] == (card.points, card.count), card


def test_junior_in_the_rules_is_the_game_played() -> None:
    text = rules_markdown()
    sizes = ", ".join(str(size) for size in JUNIOR.hand_sizes[:-1])
    assert f"dealing {sizes} and finally {JUNIOR.hand_sizes[-1]} cards" in text
    assert f"2 to {JUNIOR.max_players} players" in text
    assert f"{JUNIOR.bonus_points} points for the longest word" in text


def test_the_readme_points_to_the_players_rules() -> None:
    """The README sends players to docs/rules.md, which sends them to the rules screen (r); the
    architecture names the rules screen's text, which is where it says."""
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "(docs/rules.md)" in readme
    rules = " ".join((root / "docs" / "rules.md").read_text(encoding="utf-8").split())
    assert "press `r` at the table" in rules
    architecture = (root / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert "`how_to_play.md`" in architecture
    assert (root / "quiddler" / "tui" / "how_to_play.md").is_file()


def test_the_spanish_rules_are_the_same_text_in_spanish() -> None:
    """The rules screen in Spanish (written from the Spanish rule sheet and this game's decisions)
    has every section of the English one, the same card table and the same worked example."""
    english, spanish = rules_markdown("en"), rules_markdown("es")
    assert spanish != english and spanish.startswith("# Cómo se juega a Quiddler")
    assert len(re.findall(r"^#+ ", spanish, re.M)) == len(re.findall(r"^#+ ", english, re.M))
    card_rows = r"\| (\w+) \| (\d+) \| (\d+) \|"
    assert re.findall(card_rows, spanish) == re.findall(card_rows, english)
    flowing = " ".join(spanish.split())
    for phrase in (
        "AÑO es A·N·O",
        "25 − 5 = **20**",
        "**35**",
        "**−11**",
        "Quiddler Junior",
        "Partida corta",
    ):
        assert phrase in flowing, phrase
    assert not TEAM_WORDS.findall(spanish)


def test_the_rules_follow_the_players_language(spanish: None) -> None:
    from quiddler.i18n import _

    assert rules_markdown().startswith("# Cómo se juega a Quiddler")
    assert _(SOLITAIRE_RULES).startswith("# Reglas del solitario")
