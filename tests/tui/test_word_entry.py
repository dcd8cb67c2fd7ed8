"""One text-entry rule for words (docs/rules.md §9): every box where a word is typed takes accents and
Ñ, typed or pasted, as the cards that play them (año is A·N·O)."""

from __future__ import annotations

import pytest
from textual import events
from textual.app import App, ComposeResult

from quiddler.dictionary import open_dictionary
from quiddler.dictionary.house import normalize_house_word
from quiddler.engine import STANDARD, WordSet
from quiddler.engine.letters import typed_letters
from quiddler.scoresheet import Sheet
from quiddler.tui.screens.dialogs import LookupScreen
from quiddler.tui.widgets.word_entry import WordEntry

from .helpers import until

WORDS = {"año": "ano", "ñu": "nu", "corazón": "corazon", "pingüino": "pinguino", "AÑO": "ano"}


@pytest.mark.parametrize(("typed", "letters"), WORDS.items())
def test_the_rule_folds_accents_and_n_tilde_and_drops_the_rest(typed: str, letters: str) -> None:
    assert typed_letters(typed) == letters
    assert typed_letters(f" {typed}-1! ") == letters


class EntryApp(App[None]):
    def compose(self) -> ComposeResult:
        yield WordEntry(id="entry")


@pytest.mark.parametrize(("typed", "letters"), WORDS.items())
async def test_the_word_box_takes_typed_and_pasted_accents(typed: str, letters: str) -> None:
    app = EntryApp()
    async with app.run_test(size=(80, 24)) as pilot:
        entry = app.query_one(WordEntry)
        entry.focus()
        await pilot.press(*typed)
        await pilot.pause()
        assert entry.value == letters
        entry.clear()
        entry.post_message(events.Paste(typed))
        await pilot.pause()
        assert entry.value == letters


class LookupApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(LookupScreen(open_dictionary("es", house_words=False), "es"))


@pytest.mark.parametrize("typed", ["año", "ñu", "corazón", "pingüino"])
async def test_the_look_up_answers_for_the_word_typed_with_accents(typed: str) -> None:
    app = LookupApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*typed, "enter")
        await until(pilot, lambda: "allowed" in str(app.screen.query_one("#lookup-result").render()))
        result = str(app.screen.query_one("#lookup-result").render())
        assert typed_letters(typed).upper() in result and "allowed" in result, result
        app.screen.query_one(WordEntry).post_message(events.Paste(typed))
        await pilot.pause()
        assert app.screen.query_one(WordEntry).value == typed_letters(typed)


def test_the_score_sheet_takes_accented_words() -> None:
    sheet = Sheet(("Ana", "Bea"), WordSet({"ano", "nu", "corazon", "pinguino"}), STANDARD)
    entry = sheet.enter(4, 0, "año ñu")  # round 5 deals 7 cards
    assert [word.word.text.upper() for word in entry.words] == ["ANO", "NU"]
    entry = sheet.enter(4, 1, "Corazón")
    assert entry.words[0].word.text.upper() == "CORAZON" and not entry.words[0].flagged


def test_a_house_word_is_kept_as_the_cards_spell_it() -> None:
    assert normalize_house_word("Año") == "ano"
    assert normalize_house_word("pingüino") == "pinguino"


@pytest.mark.parametrize("how", ["typed", "pasted"])
async def test_solitaire_takes_a_typed_or_pasted_n_tilde_as_the_n_card(how: str) -> None:
    """Solitaire's typed word: año, typed key by key or pasted, picks the A, N and O stacks."""
    from quiddler.tui.solitaire.screen import SolitaireScreen
    from tests.solitaire.helpers import A, N, O
    from tests.solitaire.test_snapshots import _stacked

    app = _stacked({"ano"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SolitaireScreen)
        if how == "typed":
            await pilot.press("a", "ñ", "o")
        else:
            screen.post_message(events.Paste("Año"))
        await pilot.pause()
        assert screen.entry.typed == "ano"
        assert screen.entry.selection == (A, N, O)
