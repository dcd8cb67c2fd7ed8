"""Statistics from the history: recomputed here, independently, from the saved games themselves."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from typing import Any

import pytest

from quiddler.engine import PRESETS, Challenged
from quiddler.saves import SavedGame, SaveStore
from quiddler.scoresheet import Sheet, SheetFile, SheetStore
from quiddler.scoresheet.opening import open_sheet_checker
from quiddler.scoresheet.sheet import SheetEntryError
from quiddler.stats.cache import cache_path, read_digests
from quiddler.stats.tally import tally
from tests.saves.helpers import WORDS, new_game, play

#: Each game: the players (names in mixed case: one person is "Ann" and "ANN") and seat kinds.
TABLES = [
    (("Ann", "Bob"), ("human", "human")),
    (("ANN", "hard"), ("human", "bot:hard")),
    (("bob", "Ann", "easy"), ("human", "human", "bot:easy")),
    (("Cy", "easy", "hard", "Ann"), ("human", "bot:easy", "bot:hard", "human")),
]


def _history(store: SaveStore, count: int = 12) -> list[SavedGame]:
    kept = []
    for number in range(count):
        players, seats = TABLES[number % len(TABLES)]
        game = play(new_game(players, seed=100 + number), random.Random(number), None, go_out_chance=0.3)
        saved = SavedGame.from_game(game, seats=seats, dictionary="test")
        store.finish(saved)
        kept.append(saved)
    return kept


def _expected(saved_games: list[SavedGame]) -> dict[str, dict[str, Any]]:
    """Each person's figures straight from the engine's replay of every saved game."""
    people: dict[str, dict[str, Any]] = defaultdict(
        lambda: {
            "games": 0,
            "wins": 0,
            "points": 0,
            "totals": [],
            "rounds": [],
            "out": 0,
            "made": 0,
            "won": 0,
            "unused": 0,
            "words": [],
            "sizes": defaultdict(lambda: [0, 0]),
            "levels": defaultdict(lambda: [0, 0]),
        }
    )
    for saved in saved_games:
        game = saved.restore(WORDS)
        levels = {kind.split(":")[1] for kind in saved.seats if kind != "human"}
        for seat, (name, kind) in enumerate(zip(saved.players, saved.seats, strict=True)):
            if kind != "human":
                continue
            person = people[name.casefold()]
            won = seat in game.winners
            person["games"] += 1
            person["wins"] += won
            person["points"] += game.totals[seat]
            person["totals"].append(game.totals[seat])
            person["sizes"][len(saved.players)][0] += 1
            person["sizes"][len(saved.players)][1] += won
            for level in levels:
                person["levels"][level][0] += 1
                person["levels"][level][1] += won
            for summary in game.summaries:
                result = summary.results[seat]
                person["rounds"].append(result.score)
                person["out"] += summary.went_out == seat
                person["unused"] += result.word_points - result.base
                person["words"] += list(result.words)
            for record in game.records:
                if isinstance(record, Challenged) and record.challenger == seat:
                    person["made"] += 1
                    person["won"] += not record.allowable
    return people


def _paper_games(count: int = 3) -> list[Sheet]:
    """Finished score sheets (paper games) kept where `quiddler score` keeps them: words, unused
    cards, a player out, challenges that stand and that fail, names in another case."""
    rules = PRESETS["short"]
    checker = open_sheet_checker(None, rules)
    choices = ["cat", "quiz", "at", "zax", "xqz", "tin", "thin"]
    kept = []
    for number in range(count):
        chance = random.Random(number)
        sheet = Sheet(("ann", "BOB", "Dee")[: 2 + number % 2], checker, rules)
        for row in sheet.rows:
            for seat in range(sheet.player_count):
                words = chance.sample(choices, chance.randint(0, 2))
                unused = chance.choice(["", "m", "e b"]) if words else "s"
                try:
                    sheet.enter(row.round, seat, words, unused)
                except SheetEntryError:  # more cards than the round deals: a line the sheet refuses
                    sheet.enter(row.round, seat, words[:1], "")
            sheet.mark_out(row.round, chance.randrange(sheet.player_count))
            laid = [seat for seat in range(sheet.player_count) if sheet.rows[row.round].players[seat].words]
            if laid:
                seat = laid[0]
                ruling = chance.choice([None, True, False])
                sheet.challenge(row.round, seat, 0, by=(seat + 1) % sheet.player_count, ruling=ruling)
        assert sheet.finished
        SheetStore().save(SheetFile(sheet, f"paper-{number}"))
        kept.append(sheet)
    return kept


def _expected_paper(sheets: list[Sheet], people: dict[str, dict[str, Any]]) -> None:
    """Add each sheet's figures to ``people``: every seat a person, rounds as the table wrote them."""
    for sheet in sheets:
        summaries = [sheet.summary(row.round) for row in sheet.rows]
        totals = [sum(summary.scores[seat] for summary in summaries) for seat in range(sheet.player_count)]
        for seat, name in enumerate(sheet.players):
            person = people[name.casefold()]
            won = totals[seat] == max(totals)
            person["games"] += 1
            person["wins"] += won
            person["points"] += totals[seat]
            person["totals"].append(totals[seat])
            person["sizes"][sheet.player_count][0] += 1
            person["sizes"][sheet.player_count][1] += won
            for row, summary in zip(sheet.rows, summaries, strict=True):
                result = summary.results[seat]
                person["rounds"].append(result.score)
                person["out"] += row.out == {seat}
                person["unused"] += result.word_points - result.base
                person["words"] += list(result.words)
                for entry in row.players:
                    for laid in entry.words:
                        if laid.challenger == seat:
                            person["made"] += 1
                            person["won"] += not (laid.ruling if laid.ruling is not None else laid.allowed)


def test_statistics_agree_with_the_saved_games_replayed_independently() -> None:
    store = SaveStore()
    saved = _history(store)
    sheets = _paper_games()
    digests = read_digests(store)
    assert digests.skipped == [] and len(digests.games) == len(saved) + len(sheets)
    assert sum(game.paper for game in digests.games) == len(sheets)
    people = tally(digests.games)
    expected = _expected(saved)
    _expected_paper(sheets, expected)
    assert {key.removeprefix("person:") for key in people} == set(expected) == {"ann", "bob", "cy", "dee"}
    for name, want in expected.items():
        got = people["person:" + name]
        assert (got.games, got.wins, got.points) == (want["games"], want["wins"], want["points"])
        assert got.rounds == len(want["rounds"])
        assert got.best_round == max(want["rounds"])
        assert got.best_game == max(want["totals"])  # the best game, and its average
        assert got.per_game == pytest.approx(sum(want["totals"]) / len(want["totals"]))
        assert got.per_round == pytest.approx(sum(want["rounds"]) / len(want["rounds"]))
        assert (got.out_first, got.challenges_made, got.challenges_won) == (
            want["out"],
            want["made"],
            want["won"],
        )
        assert got.unused_lost == want["unused"]
        assert {size: [r.games, r.wins] for size, r in got.by_size.items()} == dict(want["sizes"])
        assert {level: [r.games, r.wins] for level, r in got.by_level.items()} == dict(want["levels"])
        if want["words"]:
            assert got.best_word_points == max(word.points for word in want["words"])
            assert got.longest_letters == max(word.letter_count for word in want["words"])
    assert any(person.challenges_made for person in people.values())  # the games did hold challenges


def test_the_cache_is_used_while_files_are_unchanged_and_never_disagrees(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = SaveStore()
    saved = _history(store, count=4)
    first = read_digests(store)
    assert cache_path().is_file()
    import quiddler.stats.cache as cache

    replayed: list[str] = []
    real = cache.digest_of
    monkeypatch.setattr(cache, "digest_of", lambda game: replayed.append(game.game_id) or real(game))
    assert read_digests(store).games == first.games and replayed == []  # all from the cache
    # a game removed from the history is gone from the statistics; a new one is replayed
    store.path_of(saved[0].game_id, finished=True).unlink()
    extra = play(new_game(("Ann", "Bob"), seed=999), random.Random(1), None, go_out_chance=0.3)
    store.finish(SavedGame.from_game(extra, seats=("human", "human"), dictionary="test"))
    again = read_digests(store)
    assert saved[0].game_id not in {game.game_id for game in again.games}
    assert len(again.games) == 4 and len(replayed) == 1
    # a damaged cache is rebuilt, not believed
    cache_path().write_text("{not json", encoding="utf-8")
    assert read_digests(store).games == again.games


def test_an_unreadable_game_is_skipped_with_one_sentence_and_counted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from quiddler.cli import main

    store = SaveStore()
    saved = _history(store, count=3)
    path = store.path_of(saved[1].game_id, finished=True)
    path.write_text(path.read_text(encoding="utf-8").replace('"seed": ', '"seed": 1', 1), encoding="utf-8")
    assert main(["stats", "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["games"] == 2 and data["skipped"] == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1 and saved[1].game_id in lines[0] and "Traceback" not in err


def test_stats_for_one_person_matches_names_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    from quiddler.cli import main

    _history(SaveStore(), count=4)
    assert main(["stats", "aNN"]) == 0
    out = capsys.readouterr().out
    assert out.casefold().startswith("ann —") and "rating" in out and "against hard" in out
    assert main(["stats", "Nobody"]) == 2
    assert "Nobody" in capsys.readouterr().err


def test_cached_ratings_equal_ratings_computed_afresh_after_a_game_is_added() -> None:
    from quiddler.stats.cache import cached_ratings
    from quiddler.stats.ratings import rate

    store = SaveStore()
    _history(store, count=5)
    first = read_digests(store).games
    assert cached_ratings(first) == rate(first)
    extra = play(new_game(("Cy", "Ann"), seed=555), random.Random(2), None, go_out_chance=0.3)
    store.finish(SavedGame.from_game(extra, seats=("human", "human"), dictionary="test"))
    games = read_digests(store).games
    fresh = rate(games)
    continued = cached_ratings(games)  # from the cache of the five, then the new game
    assert continued.keys() == fresh.keys()
    for key, rating in fresh.items():
        assert continued[key].mu == pytest.approx(rating.mu) and continued[key].games == rating.games


def test_stats_in_spanish_names_the_levels_in_spanish(
    spanish: None, capsys: pytest.CaptureFixture[str]
) -> None:
    from quiddler.cli import main

    _history(SaveStore(), count=4)
    assert main(["--lang", "es", "stats", "ann"]) == 0
    out = capsys.readouterr().out
    assert "partidas" in out and "contra difícil" in out and "clasificación" in out
    assert main(["--lang", "es", "history"]) == 0
    assert "  difícil: clasificación" in capsys.readouterr().out


def test_people_seen_only_on_paper_are_rated_from_the_sheets_final_totals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A finished score sheet's finishing order (its final totals, equal totals sharing a place)
    rates its players like a played game: `history`, `stats` and their --json show it."""
    from quiddler.cli import main
    from quiddler.stats.ratings import rate

    sheets = _paper_games(count=3)
    games = read_digests().games
    assert [game.paper for game in games] == [True] * 3
    expected = rate(games)
    assert set(expected) == {"person:ann", "person:bob", "person:dee"}
    # the leader of every sheet gains on those it beat: the order of the totals is what counts
    first = rate(games[:1])
    ranked = sorted(range(len(sheets[0].players)), key=lambda seat: -sheets[0].totals[seat])
    mus = [first["person:" + sheets[0].players[seat].casefold()].mu for seat in ranked]
    assert mus == sorted(mus, reverse=True) and mus[0] > mus[-1]

    assert main(["history"]) == 0
    out = capsys.readouterr().out
    for key in ("person:ann", "person:bob", "person:dee"):
        rating = expected[key]
        assert f"  {rating.name}: rating {rating.short()}" in out
    assert main(["history", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    for entry in listed:
        assert entry["paper"] is True
        for name, seen in zip(entry["players"], entry["ratings"], strict=True):
            rating = expected["person:" + name.casefold()]
            assert seen == rating.to_json()
    assert main(["stats", "dee"]) == 0
    assert f"rating {expected['person:dee'].short()}" in capsys.readouterr().out
    assert main(["stats", "--json"]) == 0
    people = {person["name"].casefold(): person for person in json.loads(capsys.readouterr().out)["people"]}
    assert people["dee"]["rating"]["mu"] == round(expected["person:dee"].mu, 3)


def test_a_game_left_unfinished_counts_only_when_it_ends_and_once() -> None:
    """Issue 32: a game abandoned counts for nothing; resumed and finished, it counts once (the
    save and the finished game are one file), in the statistics and in the ratings."""
    from quiddler.stats.view import current_ratings

    store = SaveStore()
    game = play(new_game(("Ann", "Bob"), seed=321), random.Random(3), 40, go_out_chance=0.3)
    store.save(SavedGame.from_game(game, seats=("human", "human"), dictionary="test"))
    game_id = store.unfinished()[0].game_id
    assert read_digests(store).games == [] and current_ratings().of("Ann") is None  # left: nothing
    resumed = store.load(game_id).restore(WORDS)
    play(resumed, random.Random(4), None, go_out_chance=0.3)
    finished = SavedGame.from_game(resumed, seats=("human", "human"), dictionary="test", game_id=game_id)
    for _saving in range(2):  # written at its end twice over: still one game
        store.finish(finished)
    digests = read_digests(store)
    assert [digest.game_id for digest in digests.games] == [game_id] and store.unfinished() == []
    rating = current_ratings().of("ann")
    assert rating is not None and rating.games == 1


def test_the_json_mu_and_sigma_are_the_rating_shown_as_mu_plus_or_minus_two_sigma(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The guide says so: text shows ``33.9 ± 4.2``, ``--json`` the ``mu`` and ``sigma`` behind it."""
    from quiddler.cli import main

    _history(SaveStore(), count=3)
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    for person in data["people"]:
        rating = person["rating"]
        shown = f"{person['name']} — rating {rating['mu']:.1f} ± {2 * rating['sigma']:.1f}, "
        assert shown in text
    for level, rating in data["levels"].items():
        assert f"  {level} {rating['mu']:.1f} ± {2 * rating['sigma']:.1f} (" in text
