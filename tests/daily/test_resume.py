"""The daily game's life: saved after every move in the daily folder, resumed after a crash with
nothing lost, and recorded once a date, even when the crash came between its end and the record."""

from __future__ import annotations

from datetime import date

import pytest

from quiddler.daily.opening import DailyOptions, daily_store, open_day, record_match, settle
from quiddler.dictionary import open_dictionary
from quiddler.engine import Discard, Draw, LayDown, NextRound, Phase, Source
from quiddler.match import Match
from quiddler.saves.daily import load_daily_record

#: The game's save says when it began, by the clock: a game of today counts toward the streak.
DAY = date.today()


def _step(match: Match) -> None:
    """The simplest legal move: draw blind, throw the last card, lay nothing at a pile's end."""
    game = match.game
    if game.phase is Phase.ROUND_OVER:
        match.apply(NextRound())
    elif game.phase is Phase.DRAW:
        match.apply(Draw(0, Source.DRAW_PILE))
    elif game.is_final_turn:
        match.apply(LayDown(0, (), game.hand(0)[-1]))
    else:
        match.apply(Discard(0, game.hand(0)[-1]))


def _new_match(options: DailyOptions) -> Match:
    opened = open_day(options)
    return Match.new(opened.setup, checker=opened.checker, store=daily_store(), bot_factory=None)


@pytest.mark.slow  # about 4 s: two whole days played through the match layer, each move saved
def test_a_game_stopped_mid_way_resumes_with_nothing_lost_and_counts_once() -> None:
    options = DailyOptions(DAY, DAY)
    match = _new_match(options)
    for _ in range(40):  # into round 3
        _step(match)
    before = (match.game.round, match.game.hand(0), match.game.actions)
    assert match.autosave is not None and match.autosave.lock is not None
    match.autosave.lock.release()  # the process is killed: its lock goes with it, nothing else runs
    del match

    opened = open_day(options)
    assert opened.unfinished is not None and opened.result is None
    assert daily_store().unfinished() and not daily_store().history()  # the table's saves stay apart
    resumed = Match.resume(
        opened.unfinished,
        store=daily_store(),
        open_dictionary=lambda name: open_dictionary(name, house_words=False),
    )
    assert (resumed.game.round, resumed.game.hand(0), resumed.game.actions) == before
    while not resumed.is_over:
        _step(resumed)
    settle(opened, daily_store())
    record = load_daily_record().record
    assert record.played == 1
    recorded = record.result_of(DAY)
    assert recorded is not None and recorded.score == resumed.game.totals[0] and recorded.on_the_day
    assert recorded.rounds == tuple(s.scores[0] for s in resumed.game.summaries)
    assert recorded.par == opened.par.total and recorded.pars == opened.par.scores

    again = _new_match(options)  # the day played once more: its result is not the day's
    while not again.is_over:
        _step(again)
    settle(open_day(options), daily_store())
    assert load_daily_record().record.played == 1
    assert load_daily_record().record.result_of(DAY) == recorded


def test_a_crash_between_the_last_round_and_the_record_loses_nothing() -> None:
    options = DailyOptions(date(2026, 11, 2), DAY)  # an earlier day, played today
    match = _new_match(options)
    while not match.is_over:
        _step(match)
    assert load_daily_record().record.played == 0  # the app died before recording
    opened = open_day(options)
    assert opened.result is not None and opened.result.score == match.game.totals[0]
    assert not opened.result.on_the_day and load_daily_record().record.streak(DAY) == 0
    assert opened.unfinished is None


def test_a_result_screen_records_its_match_once() -> None:
    options = DailyOptions(DAY, DAY)
    opened = open_day(options)
    match = Match.new(opened.setup, checker=opened.checker, store=daily_store(), bot_factory=None)
    while not match.is_over:
        _step(match)
    recorded, added = record_match(opened, match)
    assert added and recorded is not None and recorded.on_the_day
    assert recorded.score == match.game.totals[0] and opened.result == recorded
    assert open_day(options).result == recorded  # the history's copy is not recorded again
    assert load_daily_record().record.played == 1
