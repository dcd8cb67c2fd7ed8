"""The bundled Spanish dictionary: the folding of accents and Ñ (docs/rules.md §9), the Spanish word
rules, ``enchant:es_*`` through the same folding, and the solver and players working with it."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from quiddler.dictionary import open_dictionary
from quiddler.dictionary.base import WordListDictionary
from quiddler.dictionary.bundled import BUNDLED, load_list
from quiddler.dictionary.enchant_backend import spanish_written_forms
from quiddler.dictionary.rules import REASONS, spanish_rules
from quiddler.engine import STANDARD, full_deck
from quiddler.engine.letters import fold_accents
from quiddler.match.headless import game_record, play_game
from quiddler.players import make_player
from quiddler.solver import WordIndex, solve_for

from .helpers import open_enchant_or_skip


@pytest.fixture(scope="module")
def es() -> WordListDictionary:
    dictionary = open_dictionary("es", house_words=False)
    assert isinstance(dictionary, WordListDictionary)
    return dictionary


def test_accents_and_n_tilde_fold_to_the_decks_letters() -> None:
    assert fold_accents("año") == "ano"
    assert fold_accents("pingüino") == "pinguino"
    assert fold_accents("CANCIÓN") == "CANCION"
    assert fold_accents("smørrebrød") == "smørrebrød".replace("ö", "o")  # ø has no plain form: kept


def test_es_is_a_bundled_dictionary_loaded_as_a_trie(es: WordListDictionary) -> None:
    assert BUNDLED["es"].language == "es"
    words, digest = load_list(BUNDLED["es"].filename)
    assert not isinstance(words, frozenset)  # the MARISA trie, not a 600,000-word set
    assert len(words) > 500_000 and len(digest) == 64
    assert es.language == "es" and es.rules.language == "es"


@pytest.mark.parametrize(
    "word",
    ["casas", "ninos", "ciudades", "luces", "hablo", "hablabamos", "comiendo", "tuve", "fueron", "hicimos",
     "ano", "pinguino", "cancion", "espanol", "vermut"],
)  # fmt: skip
def test_plurals_verb_forms_and_folded_words_are_allowed(es: WordListDictionary, word: str) -> None:
    assert es.is_word(word), es.why_not(word)


@pytest.mark.parametrize(
    ("word", "category"),
    [
        ("etc", "abbreviation"),  # etc.
        ("sr", "abbreviation"),  # Sr.
        ("cl", "abbreviation"),  # centilitro: cl, and also a card
        ("art", "abbreviation"),  # art., artículo
        ("pre", "prefix"),
        ("sub", "prefix"),
        ("ble", "suffix"),
        ("in", "fragment"),  # in situ: IN is a card, not a Spanish word
        ("ad", "fragment"),  # ad hoc
        ("bien-estar", "hyphen"),
        ("b", "single"),
    ],
)
def test_spanish_word_rules_refuse_what_the_sheets_refuse(
    es: WordListDictionary, word: str, category: str
) -> None:
    assert not es.is_word(word)
    assert spanish_rules().rejection(word) == category
    assert es.why_not(word).startswith(REASONS[category])  # type: ignore[union-attr]


def test_spanish_one_letter_words_are_a_e_o_u_y(es: WordListDictionary) -> None:
    assert es.one_letter_words == frozenset("aeouy")
    assert es.is_word("y") and not es.is_word("i")


def test_a_proper_noun_is_refused_with_its_reason(es: WordListDictionary) -> None:
    assert es.why_not("london") == REASONS["proper-noun"]


def test_every_bundled_spanish_word_is_letters_a_to_z_and_passes_the_rules() -> None:
    words, _ = load_list(BUNDLED["es"].filename)
    rules = spanish_rules()
    sample = random.Random(17).sample(sorted(words), 5000)
    assert all(word.isascii() and word.isalpha() and word.islower() and rules.allows(word) for word in sample)


def test_check_says_how_the_cards_spell_ano() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "quiddler", "check", "año", "--dictionary", "es"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "allowed" in result.stdout and "A·N·O" in result.stdout
    assert "año is played as ANO: accents dropped, Ñ as N" in result.stdout


def test_check_folds_in_english_too() -> None:
    from quiddler.match.lookup import check_line

    word, allowed, detail = check_line(open_dictionary("en", house_words=False), "résumé")
    assert (word, allowed) == ("résumé", True)
    assert "résumé is played as RESUME" in detail


def test_written_forms_cover_n_tilde_dieresis_and_one_accent() -> None:
    forms = spanish_written_forms("pinguino")
    assert forms[0] == "pinguino" and "pingüino" in forms and "piñguino" in forms
    assert "año" in spanish_written_forms("ano")
    assert "canción" in spanish_written_forms("cancion")
    assert all(sum(char in "áéíóú" for char in form) <= 1 for form in forms)


def test_enchant_es_uses_the_same_folding_and_rules() -> None:
    dictionary = open_enchant_or_skip("es_ES")
    assert dictionary.rules.language == "es"
    for word in ("ano", "cancion", "espanol", "nino", "casas", "hablabamos"):
        assert dictionary.is_word(word), word  # Enchant knows año, canción, español, niño
    for word in ("etc", "pre", "xyzzy", "b"):
        assert not dictionary.is_word(word), word
    assert dictionary.why_not("etc").startswith(REASONS["abbreviation"])  # type: ignore[union-attr]


def _small_spanish() -> WordListDictionary:
    """The bundled list's words of up to five letters (about 20,000) with the Spanish rules: an
    index that builds in a second, so the solver and the players can be tested with Spanish."""
    words, digest = load_list(BUNDLED["es"].filename)
    short = frozenset(word for word in words if len(word) <= 5)
    return WordListDictionary(
        "es",
        "short Spanish",
        words=short,
        content_hash=digest + "-short",
        rules=spanish_rules(),
        house=frozenset(),
    )


def test_the_solver_finds_spanish_words() -> None:
    dictionary = _small_spanish()
    index = WordIndex.build(dictionary.words())
    rng = random.Random(3)
    deck = full_deck()
    found = 0
    for _ in range(50):
        hand = rng.sample(deck, 8)
        solution = solve_for(tuple(hand), index, STANDARD)
        for word in solution.best.words:
            assert dictionary.is_word(word.text), word.text
            found += 1
    assert found > 50


def test_computer_players_play_a_spanish_game() -> None:
    dictionary = _small_spanish()
    players = [
        make_player(level, seed=seat, dictionary=dictionary) for seat, level in enumerate(("hard", "easy"))
    ]
    result = play_game(players, seed=5, checker=dictionary)
    laid = [
        "".join(card for card in word)
        for round_ in game_record(result.game)["rounds"]
        for player in round_["players"]
        for word in player["words"]
    ]
    assert laid, "the computer players laid no word"
    assert all(dictionary.is_word(word) for word in laid)


def test_solitaire_plays_and_hints_in_spanish() -> None:
    from quiddler.engine.solitaire import Solitaire, SolitairePhase
    from quiddler.solitaire.tools import SolverFinder

    dictionary = _small_spanish()
    game = Solitaire.new(dictionary, SolverFinder(WordIndex.build(dictionary.words())), seed=8)
    made = 0
    while game.phase is SolitairePhase.PLAY and made < 5:  # up to the first refill
        hint = game.hint()
        assert hint.word is not None and dictionary.is_word(hint.word.text)
        game.make_word(hint.stacks)
        made += 1
    assert made >= 1
