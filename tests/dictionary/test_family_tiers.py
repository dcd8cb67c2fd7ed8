"""The family filter as a parent would try it (docs/rules.md §11, docs/family-filter.md): vulgar
words written here for the test, not read from the lists' sources, are never suggested in English
or Spanish; the plain words a vulgar one is part of are allowed, suggested and cost nothing; the
lists apply per word whatever the dictionary; strict names itself; the coach and hints say "the
best the family filter allows"."""

from __future__ import annotations

import time

import pytest

from quiddler.cli import main
from quiddler.dictionary import for_rules, open_dictionary
from quiddler.dictionary.family import FamilyFiltered, family_skipped, family_tier, family_words, with_family
from quiddler.engine import Game, WordSet
from quiddler.engine.rules import STANDARD, preset
from quiddler.engine.spelling import Spelling, spellings
from quiddler.match import hints as services
from quiddler.match.describe import describe_record
from quiddler.match.headless import game_record, play_game
from quiddler.players import make_player
from quiddler.solver import WordIndex, solve_for
from quiddler.tui.screens.table_text import rules_line

#: Vulgar words, slurs and sexual terms a parent would try, written for this test (as the cards
#: spell them: coño is cono). Each must never be suggested while the filter is on.
VULGAR_EN = [
    "fuck",
    "fucks",
    "fucked",
    "fucker",
    "fucking",
    "motherfucker",
    "shit",
    "shits",
    "shitty",
    "bullshit",
    "cunt",
    "cunts",
    "twat",
    "twats",
    "wank",
    "wanker",
    "whore",
    "whores",
    "slut",
    "sluts",
    "bitch",
    "bitches",
    "bastard",
    "bastards",
    "asshole",
    "arse",
    "arsehole",
    "piss",
    "pissed",
    "pissing",
    "prick",
    "pricks",
    "turd",
    "turds",
    "cock",
    "cocks",
    "dick",
    "dicks",
    "tit",
    "tits",
    "titty",
    "titties",
    "boob",
    "boobs",
    "pussy",
    "dildo",
    "clit",
    "jizz",
    "blowjob",
    "fag",
    "fags",
    "faggot",
    "dyke",
    "dykes",
    "retard",
    "retarded",
    "nigger",
    "kike",
    "spic",
    "gook",
    "wetback",
    "chink",
    "coon",
    "homo",
    "queer",
    "tosser",
    "bollocks",
    "cum",
    "cumming",
    "porn",
    "porno",
    "sexy",
    "horny",
    "orgasm",
    "penis",
    "vagina",
    "scrotum",
    "rape",
    "rapist",
    "sodomy",
    "smut",
    "ass",
    "asses",
    "butt",
    "damn",
]
VULGAR_ES = [
    "puta",
    "putas",
    "puto",
    "putos",
    "mierda",
    "joder",
    "jodido",
    "jodida",
    "follar",
    "follando",
    "polla",
    "pollas",
    "cono",
    "conos",
    "cabron",
    "cabrones",
    "gilipollas",
    "zorra",
    "zorras",
    "carajo",
    "hostia",
    "hostias",
    "chingar",
    "chingada",
    "cagar",
    "cago",
    "mamon",
    "maricon",
    "marica",
    "culo",
    "culos",
    "verga",
    "pendejo",
    "pendejos",
    "cojones",
    "teta",
    "tetas",
    "chocho",
    "pija",
    "capullo",
    "bollera",
    "sudaca",
    "malparido",
    "hijoputa",
    "pajero",
    "culero",
    "pinche",
    "mamada",
]
#: Plain words that contain or extend a vulgar one: allowed, suggested, free (docs/rules.md §11).
PLAIN_EN = [
    "butter",
    "butters",
    "scatter",
    "spicy",
    "spices",
    "spiced",
    "titter",
    "japes",
    "grope",
    "eunuch",
    "escort",
    "sucks",
]
PLAIN_ES = ["pedazo", "fuelle", "heroina", "trio", "macizo", "encono", "droga", "martillazo"]
#: Words with no innocent reading (refused under strict) and listed words that have one (only
#: never suggested): ASS, COCK and CONO stay words at a strict table.
REFUSED = {"en": ["fuck", "shit", "cunt", "whore", "nigger"], "es": ["puta", "joder", "mierda", "gilipollas"]}
INNOCENT = {"en": ["ass", "cock", "tit", "prick", "dick"], "es": ["cono", "polla", "zorra", "hostia"]}


def test_at_least_a_hundred_vulgar_words_are_tried() -> None:
    assert len(set(VULGAR_EN)) + len(set(VULGAR_ES)) >= 100


def _hand(word: str) -> list:
    """Exactly the cards of ``word``'s sheet spelling (fewest cards)."""
    spelled = spellings(word, order=Spelling.SHEETS, min_cards=2)
    assert spelled, word
    return list(spelled[0].cards)


def _suggested(checker: object, hand: list, rules: object = STANDARD) -> set[str]:
    """Every word the solver finds in ``hand`` (all it could suggest), and those of its plays."""
    solution = services.solve_hand(hand, checker, rules, discard=False)  # type: ignore[arg-type]
    found = {word.text for word in solution.words}
    for play in (solution.go_out, solution.best):
        if play is not None:
            found.update(word.text for word in play.words)
    return found


def _unfiltered(hand: list, words: set[str]) -> set[str]:
    """What the solver finds in ``hand`` among ``words`` alone (a small index built here, so no
    second index of a whole dictionary is built: the filter off, as far as these words go)."""
    solution = solve_for(hand, WordIndex.build(words), STANDARD, discard=False)
    return {word.text for word in solution.words}


@pytest.mark.parametrize(("name", "vulgar"), [("en", VULGAR_EN), ("es", VULGAR_ES)])
def test_a_hand_of_exactly_a_vulgar_word_never_suggests_it(name: str, vulgar: list[str]) -> None:
    base = open_dictionary(name, house_words=False)
    filtered = with_family(base, "on")
    known = [word for word in vulgar if base.is_word(word)]
    assert len(known) >= len(vulgar) // 2, "most of these words must be in the dictionary to mean anything"
    for word in vulgar:
        assert family_tier(word, name) is not None, word
        assert word not in filtered.words(), word
        hand = _hand(word)
        assert word not in _suggested(filtered, hand), word
        assert word in _unfiltered(hand, {word}), word  # the hand spells it: the test can fail


@pytest.mark.parametrize(("name", "plain"), [("en", PLAIN_EN), ("es", PLAIN_ES)])
def test_plain_words_are_allowed_suggested_and_free(name: str, plain: list[str]) -> None:
    base = open_dictionary(name, house_words=False)
    on, strict = with_family(base, "on"), with_family(base, "strict")
    listed = [word for word in family_words(name) if base.is_word(word)]
    for word in plain:
        assert family_tier(word, name) is None, word
        assert on.is_word(word) and strict.is_word(word) and word in on.words(), word
        hand = _hand(word)
        solution = services.solve_hand(hand, on, discard=False)
        found = {spelled.text for spelled in solution.words}
        assert word in found, word  # suggested
        # the filter off: the same words and every listed word the hand spells, solved alike
        spelled = {other for other in listed if spellings(other, hand, min_cards=2)}
        off = solve_for(hand, WordIndex.build(found | spelled), STANDARD, discard=False)
        assert solution.best.score == off.best.score, word  # the filter costs nothing


def test_spicy_solves_the_same_plain_words_with_the_filter_on_and_off() -> None:
    base = open_dictionary("en", house_words=False)
    hand = _hand("spicy")
    on = {word.text for word in services.solve_hand(hand, with_family(base, "on"), discard=False).words}
    listed = {word for word in family_words("en") if base.is_word(word) and spellings(word, hand)}
    off = _unfiltered(hand, on | listed)  # the filter off: these words and the listed ones
    assert off - listed == on and "spic" in listed  # the plain words found are the same
    assert "spicy" in on


def test_the_tiers_strict_refuses_only_words_with_no_innocent_reading() -> None:
    for name in ("en", "es"):
        strict = with_family(open_dictionary(name, house_words=False), "strict")
        assert isinstance(strict, FamilyFiltered)
        for word in REFUSED[name]:
            assert family_tier(word, name) == "refuse" and not strict.is_word(word), word
        for word in INNOCENT[name]:
            assert family_tier(word, name) == "skip", word
            assert strict.is_word(word) and word not in strict.words(), word


def test_the_lists_apply_per_word_whatever_the_dictionary() -> None:
    assert family_tier("sexy", "es") is not None  # an English word of the Spanish list
    assert family_tier("dick", "es") is not None  # Junior's names list at a Spanish table
    assert family_tier("negro", "es") is None and family_tier("negro", "en") is not None  # black
    junior = with_family(for_rules(open_dictionary("es", house_words=False), preset("junior")), "on")
    # Spanish Junior plays Spanish names (names-es), which have no Dick: were it there, the
    # filter would keep it out of what is suggested all the same.
    assert "dick" not in junior.words()
    house = with_family(WordSet({"fuck", "puta", "casa"}), "on")  # a house list: no language
    assert house.words() == {"casa"}


@pytest.mark.slow
def test_spanish_junior_solve_never_offers_a_listed_name(capsys: pytest.CaptureFixture[str]) -> None:
    """Slow: it builds the index of the Spanish list with the names (about half a minute)."""
    assert main(["solve", "--rules", "junior", "-d", "es", "d", "i", "c", "k", "q"]) == 0
    assert "dick" not in capsys.readouterr().out.lower()


def test_strict_names_the_filter_when_words_are_checked() -> None:
    checker = with_family(WordSet({"shit", "hi", "its", "sit"}), "strict")
    game = Game.new(["Ann", "Bob"], checker=checker, rules=preset("checked"), seed=1)
    refused = game.why_not_word(spellings("shit")[0])
    assert refused is not None and "family filter is strict" in refused
    assert "not in the dictionary" not in refused
    assert "not in the dictionary" in (game.why_not_word(spellings("shot")[0]) or "")


def test_strict_names_the_filter_when_a_challenge_rules_a_word_out() -> None:
    from quiddler.engine import Challenged

    checker = with_family(WordSet({"shit"}), "strict")
    word = spellings("shit")[0]
    record = Challenged(0, 1, 0, 0, word, False, 0, word.points)
    said = describe_record(record, ("Ann", "Bob"), None, checker)
    assert said is not None and "family filter is strict" in said
    plain = describe_record(record, ("Ann", "Bob"), None, WordSet({"hit"}))
    assert plain is not None and "family filter" not in plain


def test_the_rules_line_says_when_the_filter_is_strict() -> None:
    assert "strict" in rules_line(STANDARD, 2, 200, family="strict")
    assert "strict" not in rules_line(STANDARD, 2, 200, family="on")
    assert "strict" in rules_line(STANDARD, 2, 80, family="strict")


def test_the_hint_and_coach_say_the_best_the_filter_allows() -> None:
    from quiddler.coach.text import person_round_lines
    from quiddler.engine.cards import Card

    base = open_dictionary("en", house_words=False)
    on = with_family(base, "on")
    hand = [Card.Q, Card.T, Card.T, Card.R, Card.I]  # T·I·T scores 3, and the filter leaves it out
    assert family_skipped(on, hand) and not family_skipped(base, hand)
    assert "the best the family filter allows" in services.hint_for(hand, on, final_turn=True).text
    plain = [Card.Q, Card.T, Card.R, Card.I, Card.A]
    assert not family_skipped(on, plain)
    assert "family filter" not in services.hint_for(plain, on, final_turn=True).text
    person = _person(hand, services.solve_hand(hand, on).best, skipped=True)
    assert any("the best lay-down the family filter allows" in line for line in person_round_lines(person))
    unfiltered = _person(hand, services.solve_hand(hand, on).best, skipped=False)
    assert not any("family filter" in line for line in person_round_lines(unfiltered))


def _person(hand: list, best: object, *, skipped: bool) -> object:
    from quiddler.coach.review import PersonRound

    return PersonRound(
        round=0,
        hand_size=len(hand),
        seat=0,
        name="Ann",
        went_out=False,
        final_hand=tuple(hand),
        laid=(),
        rejected=(),
        unused=tuple(hand),
        discard=None,
        scored=0,
        best=best,  # type: ignore[arg-type]
        best_value=0,
        misses=(),
        family_skipped=skipped,
    )


def test_check_reports_the_tier(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--family", "strict", "shit", "ass", "butter"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "family filter is strict" in out[0] and "no innocent reading" in out[0]
    assert "allowed" in out[1] and "never suggested" in out[1]
    assert "plain word" in out[2]
    assert main(["check", "--family", "on", "-d", "es", "joder"]) == 0
    assert "refused at a strict table" in capsys.readouterr().out


def _laid(checker: object, rules: object, seeds: range) -> set[str]:
    laid: set[str] = set()
    for seed in seeds:
        players = [make_player("greedy", seed=seed + seat, dictionary=checker) for seat in range(2)]
        result = play_game(players, seed=seed, checker=checker, rules=rules)  # type: ignore[arg-type]
        for round_ in game_record(result.game)["rounds"]:
            for player in round_["players"]:
                laid.update("".join(word).lower() for word in player["words"])
    return laid


@pytest.mark.slow
def test_five_hundred_simulated_games_with_the_filter_on_lay_no_listed_word() -> None:
    """English and Spanish, standard and Junior (names included), the fastest computer level."""
    plan = [("en", "standard", 200), ("es", "standard", 150), ("en", "junior", 90), ("es", "junior", 60)]
    games = 0
    started = time.perf_counter()
    for name, rules_name, count in plan:
        lap = time.perf_counter()
        rules = preset(rules_name)
        checker = with_family(for_rules(open_dictionary(name, house_words=False), rules), "on")
        laid = _laid(checker, rules, range(1000, 1000 + count))
        assert laid, "nothing was laid: the test proves nothing"
        assert not {word for word in laid if family_tier(word, name)}, (name, rules_name)
        games += count
        print(f"{name} {rules_name}: {count} games in {time.perf_counter() - lap:.0f} s (index included)")
    assert games == 500
    print(f"{games} games in {time.perf_counter() - started:.0f} s")
