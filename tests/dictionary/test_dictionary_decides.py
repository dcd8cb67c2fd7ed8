"""docs/rules.md §5 (decided): the chosen dictionary is the judge.

No word is refused for having no vowel: HM, MM, PHT, SHHH, GRRRL, CWM, NTH… are words wherever the
chosen dictionary lists them (a ``file:`` list, Enchant, house words), in every tool that asks it.
An abbreviation or contraction is refused when SCOWL's own lists know it as one (KB, MPH, DONT),
whatever the source, and the reason names the list that knows it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler import cli
from quiddler.dictionary import DictionaryError, add_house_words, house_words, open_dictionary, rules
from quiddler.dictionary.house import house_words_path
from quiddler.dictionary.rules import PREFIXES, SUFFIXES, english_rules
from quiddler.engine import STANDARD, Card, Game, StackedDeck, Word, WordCheck, parse_cards
from quiddler.players import make_player
from quiddler.solver import WordIndex, find_words, solve

from .helpers import open_enchant_or_skip

#: The words of the issue: interjections and Welsh loans with no vowel, in tournament lists.
VOWELLESS = ["hm", "mm", "mmm", "pht", "phpht", "shhh", "grrrl", "grrrls", "cwm", "crwth", "nth", "brr"]
VOWELLESS += ["hmm", "psst", "tsk"]
#: One round of two cards: a hand of H and M, a draw, and HM goes out.
TWO_CARDS = STANDARD.with_(hand_sizes=(2,), name="two-cards")
#: Abbreviations and contractions that stay refused, with the list that knows each.
KNOWN = {
    "kb": "SCOWL's English abbreviations list, size 60, has KB",
    "mb": "SCOWL's English abbreviations list, size 40, has MB",
    "mph": "SCOWL's English abbreviations list, size 40, has mph",
    "etc": "SCOWL's English abbreviations list, size 40, has etc",
    "dont": "SCOWL's English contractions list, size 10, has don't",
    "isnt": "SCOWL's English contractions list, size 10, has isn't",
}


def _blocked() -> list[str]:
    return sorted(english_rules().blocked)


@pytest.fixture
def tournament_list(tmp_path: Path) -> Path:
    """A table's own word list, as tournament lists have them: the vowel-less words, a few
    ordinary ones, and (to prove the rules still stand in front of it) every blocklisted entry."""
    path = tmp_path / "tournament.txt"
    path.write_text("\n".join([*VOWELLESS, "quiz", "cat", "the", "top", *_blocked()]) + "\n")
    return path


def test_no_vowel_pattern_remains_in_the_word_rules() -> None:
    assert not hasattr(rules, "VOWELLESS_WORDS") and not hasattr(rules, "_HAS_VOWEL")
    assert all(english_rules().allows(word) for word in VOWELLESS)


@settings(max_examples=300)
@given(st.text(alphabet="bcdfghjklmnpqrstvxz", min_size=3, max_size=8))
def test_a_word_is_never_refused_for_its_letters_alone(text: str) -> None:
    """Any a–z string the blocklist, prefixes and suffixes do not hold passes the rules: the
    dictionary decides."""
    if text in english_rules().blocked or text in PREFIXES or text in SUFFIXES:
        return
    assert english_rules().allows(text), text


def test_a_file_list_allows_every_vowelless_word(tournament_list: Path) -> None:
    dictionary = open_dictionary(f"file:{tournament_list}")
    for word in VOWELLESS:
        assert dictionary.is_word(word), word
        assert dictionary.why_not(word) is None, word
        assert word in dictionary.words()


def test_check_allows_them_with_points_and_spelling(
    tournament_list: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["check", "-d", f"file:{tournament_list}", *VOWELLESS]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(VOWELLESS)
    for word, line in zip(VOWELLESS, lines, strict=True):
        assert line.split()[:2] == [word, "allowed"], line
    assert "hm      allowed       12 points  H·M" in lines[0]


def test_solve_and_the_hint_index_use_them(tournament_list: Path) -> None:
    dictionary = open_dictionary(f"file:{tournament_list}")
    index = WordIndex.build(dictionary.words())
    solution = solve(parse_cards("h m z"), index)
    assert solution.go_out is not None
    assert [word.text for word in solution.go_out.words] == ["hm"]
    assert "crwth" in {word.text for word in find_words(parse_cards("c r w th"), index)}


def test_checked_mode_and_challenges_accept_them(tournament_list: Path) -> None:
    dictionary = open_dictionary(f"file:{tournament_list}")
    hm = Word((Card.H, Card.M))
    for check in WordCheck:
        order = StackedDeck.deal_order(["h m", "c a"], discard="e", draw_pile="z")
        rules = TWO_CARDS.with_(word_check=check)
        game = Game.new(["Ann", "Bob"], checker=dictionary, rules=rules, rng=StackedDeck([order]))
        game.draw(0)
        game.go_out(0, [hm], Card.Z)  # checked words: accepted as laid down
        if check is WordCheck.TABLE:
            record = game.challenge(1, 0, 0)
            assert record.allowable and record.loser == 1  # the challenger was wrong


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "greedy"])
def test_every_computer_level_goes_out_with_hm(tournament_list: Path, level: str) -> None:
    dictionary = open_dictionary(f"file:{tournament_list}")
    laid = []
    for seed in range(6):  # the easy level now and then overlooks a go-out: some seed goes out
        order = StackedDeck.deal_order(["h m", "c a"], discard="e", draw_pile="z")
        game = Game.new(["Bot", "Ann"], checker=dictionary, rules=TWO_CARDS, rng=StackedDeck([order]))
        player = make_player(level, seed=seed, dictionary=dictionary)
        for _ in range(2):  # draw, then go out or discard
            game.apply(player.act(game.view(0)))
        laid.append([word.word.text for word in game.words(0)])
    assert ["hm"] in laid, laid


def test_house_words_allow_them_on_a_dictionary_without_them() -> None:
    assert not open_dictionary("en").is_word("pht")
    add_house_words(VOWELLESS)
    dictionary = open_dictionary("en")
    assert all(dictionary.is_word(word) for word in VOWELLESS)


@pytest.mark.enchant
@pytest.mark.parametrize("tag", ["en_US", "en_GB"])
def test_enchant_allows_those_its_list_has(tag: str) -> None:
    dictionary = open_enchant_or_skip(tag)
    listed = [word for word in VOWELLESS if dictionary._backend_has(word)]
    assert {"nth", "brr", "hmm", "psst"} <= set(listed)  # both Hunspell lists have these
    assert all(dictionary.is_word(word) and dictionary.why_not(word) is None for word in listed)


@pytest.mark.enchant
def test_enchant_en_gb_allows_hm() -> None:
    """HM was refused as an abbreviation before, though Hunspell's en_GB lists it."""
    assert open_enchant_or_skip("en_GB").is_word("hm")


@pytest.mark.parametrize(("word", "source"), sorted(KNOWN.items()))
def test_known_abbreviations_are_refused_naming_the_list(word: str, source: str) -> None:
    kind = "contractions" if source.split()[2] == "contractions" else "abbreviations"
    assert english_rules().reason(word) == f"{kind} are not allowed ({source})"


def test_every_blocklisted_word_stays_refused_from_a_file_list(tournament_list: Path) -> None:
    dictionary = open_dictionary(f"file:{tournament_list}")
    accepted = [word for word in _blocked() if dictionary.is_word(word)]
    assert accepted == []
    assert all(dictionary.why_not(word) for word in _blocked())


@pytest.mark.parametrize("name", ["en", "en-large", "en-small"])
def test_every_blocklisted_word_stays_refused_from_the_bundled_lists(name: str) -> None:
    dictionary = open_dictionary(name, house_words=False)
    assert not english_rules().blocked & dictionary.words()
    assert not any(dictionary.is_word(word) for word in _blocked())


@pytest.mark.parametrize("word", ["kb", "mb", "mph", "etc", "dont", "isnt"])
def test_a_blocklisted_word_cannot_be_made_a_house_word(word: str) -> None:
    with pytest.raises(DictionaryError, match=r"house word: (abbreviations|contractions) are not"):
        add_house_words([word])
    assert not house_words_path().exists() or word not in house_words()


def test_a_blocklisted_line_written_by_hand_stays_refused_from_the_house_words() -> None:
    """The file is the player's to edit; an abbreviation typed into it is still no word."""
    path = house_words_path()
    path.write_text("zax\n" + "\n".join(sorted(_blocked())) + "\n", encoding="utf-8")
    dictionary = open_dictionary("en")
    assert dictionary.is_word("zax")
    assert [word for word in _blocked() if dictionary.is_word(word)] == []
    assert dictionary.why_not("kb") == english_rules().reason("kb")
    assert not english_rules().blocked & dictionary.words()


@pytest.mark.enchant
@pytest.mark.parametrize("tag", ["en_US", "en_GB"])
def test_every_blocklisted_word_stays_refused_by_enchant(tag: str) -> None:
    dictionary = open_enchant_or_skip(tag)
    accepted = [word for word in _blocked() if dictionary.is_word(word)]
    assert accepted == []


def test_check_gives_the_true_reason_for_each_word(capsys: pytest.CaptureFixture[str]) -> None:
    """xxx, zzzz, qqq, hm and mm all used to say "abbreviations are not allowed"."""
    assert cli.main(["check", "xxx", "zzzz", "qqq", "hm", "mm", "kb"]) == 1
    lines = capsys.readouterr().out.splitlines()
    for line in lines[:5]:
        assert "not in the dictionary (en)" in line and "abbreviation" not in line, line
    assert "abbreviations are not allowed (SCOWL's English abbreviations list, size 60, has KB)" in lines[5]
