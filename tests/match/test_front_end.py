"""A new front end needs only the match layer: a whole game with computer players, saved, in a
few lines (issue 14's "done when"). No Textual, no app: what a network host or a score sheet
would write."""

from __future__ import annotations

from itertools import product
from pathlib import Path

from quiddler.engine import CloseChallenges, Discard, Draw, LayDown, Phase, RuleOptions, Source, WordSet
from quiddler.match import GameOver, Match, MatchSetup, Seat
from quiddler.match.driver import step
from quiddler.saves import SaveStore

#: Every two- and three-letter string of these letters: rounds end quickly (someone goes out).
WORDS = WordSet("".join(letters) for n in (2, 3) for letters in product("aeiostr", repeat=n))
SHORT = RuleOptions(hand_sizes=(3, 4, 5), name="short-test")


def test_a_new_front_end_plays_a_whole_game_with_computer_players_and_saves(tmp_path: Path) -> None:
    # The front end: 17 lines, from here to the end of the while loop (the whole test: 25 lines).
    store = SaveStore(tmp_path)
    seats = (Seat.person("Ann"), Seat.computer("Hal", "easy"), Seat.computer("Ivy", "medium"))
    match = Match.new(MatchSetup(seats, SHORT, seed=1), checker=WORDS, store=store)
    heard: list[object] = []
    match.subscribe(heard.append)
    while not match.is_over:
        if step(match) is not None:  # the computers' moves, their challenges, the next round
            continue
        view = match.view(0)  # Ann's turn, or her chance to challenge: she plays it plainly
        if view.phase is Phase.CHALLENGE:
            match.apply(CloseChallenges())
        elif view.phase is Phase.DRAW:
            match.apply(Draw(0, Source.DRAW_PILE))
        elif view.is_final_turn:
            match.apply(LayDown(0, (), view.hand[0]))
        else:
            match.apply(Discard(0, view.hand[0]))
    # What it got: a finished game, heard to the end, filed in the history with its seats.
    assert heard[-1] == GameOver(match.game.totals, match.game.winners)
    [filed] = store.history()
    assert filed.actions == tuple(match.game.actions)
    assert filed.seats == ("human", "bot:easy", "bot:medium")
    assert store.unfinished() == []
