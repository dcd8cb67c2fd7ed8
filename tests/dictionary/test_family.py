"""The family filter: hints, ``quiddler solve``, computer players and solitaire hints never
suggest a word of the family list while it is on; with it off the same hands can produce them
(so these tests can fail); strict refuses them as words; solitaire's end is not changed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from quiddler.cli import main
from quiddler.dictionary import open_dictionary
from quiddler.dictionary.family import FamilyFiltered, family_mode, family_words, with_family
from quiddler.dictionary.rules import REASONS
from quiddler.engine import WordSet, full_deck
from quiddler.engine.rules import preset
from quiddler.engine.solitaire import PermutationFinder, Solitaire
from quiddler.match import hints as services
from quiddler.match.headless import game_record, play_game
from quiddler.players import make_player

#: Short vulgar words that the default English list allows: plentiful enough that random hands
#: spell them often.
VULGAR = (
    "ass",
    "tit",
    "tits",
    "shit",
    "cunt",
    "fuck",
    "cock",
    "dick",
    "slut",
    "twat",
    "boob",
    "butt",
)
#: Everyday short words alongside them, so the solver has honest choices too.
PLAIN = "at to in it is on an as so no go do be we he me us up of or if ox ax by my ate tea eat sat tan ten"


@pytest.fixture(scope="module")
def words() -> frozenset[str]:
    plain = frozenset(PLAIN.split())
    vulgar = frozenset(VULGAR)
    assert vulgar <= family_words("en"), sorted(vulgar - family_words("en"))
    english = open_dictionary("en-small", house_words=False)
    return plain | vulgar | frozenset(word for word in english.words() if len(word) <= 4)


def test_the_lists_are_built_and_hold_their_languages_words() -> None:
    english, spanish = family_words("en"), family_words("es")
    assert {"fuck", "fucking", "shit", "cunt"} <= english
    assert {"puta", "putas", "mierda", "cono", "follar", "follando"} <= spanish  # coño as the cards spell it
    assert "martillo" not in spanish  # listed by the source by mistake: a hammer
    for word in english | spanish:
        assert word.isascii() and word.isalpha() and word.islower(), word
    assert family_words("de") == english  # a language without a list: the English one, per word


def test_modes_on_off_strict() -> None:
    base = open_dictionary("en", house_words=False)
    assert with_family(base, "off") is base
    on = with_family(base, "on")
    assert isinstance(on, FamilyFiltered) and with_family(base, None).family == "on"
    assert on.is_word("shit") and on.why_not("shit") is None  # a person may lay it: the table decides
    assert "shit" not in on.words() and "quiz" in on.words()
    assert on.fingerprint != base.fingerprint
    strict = with_family(base, "strict")
    assert not strict.is_word("shit") and strict.why_not("shit") == REASONS["family"]
    assert strict.is_word("quiz") and strict.why_not("qzx") == base.why_not("qzx")
    assert with_family(on, "off") is base  # changing the setting unwraps, never stacks
    with pytest.raises(ValueError, match="on, off or strict"):
        family_mode("maybe")


def test_spanish_dictionaries_get_the_spanish_list() -> None:
    spanish = with_family(open_dictionary("es", house_words=False), "strict")
    assert not spanish.is_word("puta") and spanish.is_word("casa")
    assert spanish.why_not("puta") == REASONS["family"]


def _hands(count: int, size: int, seed: int) -> list[list]:
    rng = random.Random(seed)
    deck = full_deck()
    return [rng.sample(deck, size) for _ in range(count)]


def _hinted(checker: object, hands: list[list]) -> set[str]:
    """Every word the game's hint would suggest (go out, or the best words) over ``hands``."""
    found: set[str] = set()
    for hand in hands:
        solution = services.solve_hand(hand, checker)
        for play in (solution.go_out, solution.best):
            if play is not None:
                found.update(word.text for word in play.words)
    return found


def test_hints_never_suggest_a_listed_word_while_the_filter_is_on(words: frozenset[str]) -> None:
    hands = _hands(2000, 7, seed=11)
    base = WordSet(words)
    unfiltered = _hinted(base, hands)
    assert unfiltered & set(VULGAR), "the hands never spell a vulgar word: the test proves nothing"
    filtered = _hinted(with_family(base, "on"), hands)
    assert not filtered & family_words("en")
    assert filtered  # the filter leaves the other words alone


def _laid_by_computers(checker: object, seeds: range) -> set[str]:
    laid: set[str] = set()
    for seed in seeds:
        players = [
            make_player(level, seed=seed + seat, dictionary=checker)
            for seat, level in enumerate(("hard", "medium"))
        ]
        result = play_game(players, seed=seed, checker=checker, rules=preset("short"))
        for round_ in game_record(result.game)["rounds"]:
            for player in round_["players"]:
                laid.update("".join(word) for word in player["words"])
    return laid


def test_computer_players_never_lay_a_listed_word_while_the_filter_is_on() -> None:
    base = WordSet({*PLAIN.split(), *VULGAR})  # few words, so the vulgar ones are often the best
    assert _laid_by_computers(base, range(12)) & set(VULGAR), "no vulgar word laid: the test proves nothing"
    assert not _laid_by_computers(with_family(base, "on"), range(12)) & family_words("en")


def test_solve_leaves_listed_words_out_unless_family_is_off(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    word_file = tmp_path / "words.txt"
    word_file.write_text("shit\nhit\nits\nsit\nhis\n", encoding="utf-8")
    assert main(["solve", "s", "h", "i", "t", "a", "--dictionary", f"file:{word_file}"]) == 0
    on = capsys.readouterr().out
    assert (
        main(["solve", "s", "h", "i", "t", "a", "--dictionary", f"file:{word_file}", "--family", "off"]) == 0
    )
    off = capsys.readouterr().out
    assert "SHIT" in off and "SHIT" not in on


def test_solitaire_hints_leave_listed_words_out_but_the_game_does_not_end_early() -> None:
    """With only vulgar words in the dictionary, a deal where one can be made is not over, and
    the hint offers nothing; with the filter off the hint offers the word."""
    vulgar = WordSet(VULGAR)
    checked = 0
    for seed in range(300):
        game = Solitaire.new(with_family(vulgar, "on"), PermutationFinder(vulgar), seed=seed)
        if not game.available_words():
            continue
        checked += 1
        assert not game.is_over and game.end_reason is None
        assert game.hint().word is None
        plain = Solitaire.new(vulgar, PermutationFinder(vulgar), seed=seed)
        assert plain.hint().word is not None
        assert [word.text for word in plain.available_words()] == [
            word.text for word in game.available_words()
        ]
    assert checked, "no deal offered a vulgar word: the test proves nothing"


def test_the_setting_is_remembered_and_saved() -> None:
    from quiddler.engine import Game
    from quiddler.match.setup import MatchSetup
    from quiddler.saves.format import SavedGame

    setup = MatchSetup(family="strict")
    assert MatchSetup.from_dict(setup.to_dict()).family == "strict"
    assert MatchSetup.from_dict({**setup.to_dict(), "family": None}).family == "on"  # older files
    game = Game.new(["Ann", "Bob"], checker=WordSet({"at"}), seed=3)
    saved = SavedGame.from_game(game, seats=("human", "human"), dictionary="en", family="off")
    again = SavedGame.from_json(saved.to_json())
    assert again.family == "off" and again.with_game(game).family == "off"
    old = saved.to_json().replace('"family": "off",\n', "")
    assert SavedGame.from_json(old).family == "on"  # a save from before the filter
