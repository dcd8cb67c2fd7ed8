"""The match layer: events, refusals, autosave, resume, challenge windows, computer moves."""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from quiddler.engine import (
    Discard,
    Draw,
    IllegalActionError,
    InvalidInputError,
    LayDown,
    Phase,
    RuleOptions,
    SeatView,
    Source,
    WordSet,
)
from quiddler.engine.ports import WordChecker
from quiddler.match import (
    ActionApplied,
    BotError,
    GameOver,
    Match,
    MatchSetup,
    RoundOver,
    SaveFailed,
    Seat,
    SeatChanged,
)
from quiddler.match.computers import BotFactory, ComputerSeat, make_bot
from quiddler.match.driver import play_out, step
from quiddler.saves import SaveStore

WORDS = WordSet("".join(letters) for n in (2, 3) for letters in product("aeiostr", repeat=n))
SHORT = RuleOptions(hand_sizes=(3, 4, 5), name="short-test")
SEATS = (Seat.person("Ann"), Seat.computer("Hal", "easy"), Seat.computer("Ivy", "medium"))


def _match(
    store: SaveStore | None = None,
    seats: tuple[Seat, ...] = SEATS,
    *,
    bot_factory: BotFactory = make_bot,
    strict: bool = False,
) -> Match:
    setup = MatchSetup(seats, SHORT, seed=1)
    return Match.new(setup, checker=WORDS, store=store, bot_factory=bot_factory, strict=strict)


def _person_step(match: Match) -> None:
    """Ann's plainest move (or she lets the words stand)."""
    view = match.view(0)
    if view.phase is Phase.CHALLENGE:
        assert match.pass_challenges(0) is not None, "Ann was the last to decide: the window closed"
    elif view.phase is Phase.DRAW:
        match.apply(Draw(0, Source.DRAW_PILE))
    elif view.is_final_turn:
        match.apply(LayDown(0, (), view.hand[0]))
    else:
        match.apply(Discard(0, view.hand[0]))


def _advance(match: Match) -> None:
    """One action: a computer's, or else Ann's."""
    if step(match) is None:
        _person_step(match)


def test_every_action_round_and_the_end_is_heard_in_order() -> None:
    match = _match()
    heard: list[object] = []
    match.subscribe(heard.append)
    while not match.is_over:
        _advance(match)
    applied = [event for event in heard if isinstance(event, ActionApplied)]
    assert [event.number for event in applied] == list(range(1, len(match.game.actions) + 1))
    assert [event.record for event in applied] == list(match.game.records)
    assert [event.summary for event in heard if isinstance(event, RoundOver)] == list(match.game.summaries)
    assert [event for event in heard if isinstance(event, GameOver)] == [heard[-1]]


def test_a_refused_action_is_the_engines_sentence_and_changes_nothing(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = _match(store)
    heard: list[object] = []
    stop = match.subscribe(heard.append)
    before = match.game.snapshot()
    with pytest.raises(IllegalActionError) as refused:
        match.apply(Draw(2, Source.DRAW_PILE))  # not Ivy's turn
    assert str(refused.value) == match.why_not(Draw(2, Source.DRAW_PILE))
    assert match.game.snapshot() == before and heard == []
    assert store.load(match.saved_game_id or "").actions == ()
    stop()
    play_out(match)
    assert heard == [], "unsubscribed: nothing more is heard"


def test_a_failed_save_is_said_once_and_the_next_action_tries_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    match = _match(store)
    heard: list[object] = []
    match.subscribe(heard.append)

    def full(saved: object) -> Path:
        raise OSError(28, "No space left on device", str(tmp_path))

    monkeypatch.setattr(store, "save", full)
    _advance(match)
    _advance(match)
    failed = [event for event in heard if isinstance(event, SaveFailed)]
    assert len(failed) == 1 and "could not be saved (No space left on device" in failed[0].message
    assert match.saved_game_id is None and match.save_error == failed[0].message
    monkeypatch.undo()
    _advance(match)
    assert match.save_error is None
    assert store.load(match.saved_game_id or "").actions == tuple(match.game.actions)


def test_a_match_resumes_from_its_save_with_the_same_computer_players(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    made: list[tuple[str, int]] = []

    def factory(level: str, seed: int, checker: WordChecker) -> ComputerSeat:
        made.append((level, seed))
        return make_bot(level, seed, checker)

    first = _match(store, bot_factory=factory)
    for _ in range(5):
        _advance(first)
    snapshot, game_id = first.game.snapshot(), first.saved_game_id
    first.close()
    saved = store.load(game_id or "")
    again = Match.resume(saved, store=store, open_dictionary=lambda name: WORDS, bot_factory=factory)
    assert again.game.snapshot() == snapshot
    assert again.setup.seats == SEATS and again.computer_seats == (1, 2)
    assert made == [("easy", 2), ("medium", 3)] * 2  # seat i plays with seed + i, both times
    again.close()


def test_a_challenge_window_waits_for_the_people_and_closes_when_they_pass() -> None:
    match = _match()
    while not (match.game.phase is Phase.CHALLENGE and match.game.current != 0):
        _advance(match)
    window = match.open_challenges()
    assert window.deciders == (0,) and window.waiting == (0,)
    assert match.open_challenges() is window
    assert step(match) is None, "a person may still challenge: the match waits"
    closed = match.pass_challenges(0)
    assert closed is not None and match.game.phase is not Phase.CHALLENGE
    assert match.challenge_window is None


class _Broken:
    """A computer player that breaks, or (``wrong``) answers with a discard before drawing."""

    level = "broken"

    def __init__(self, wrong: bool = False) -> None:
        self.wrong = wrong

    def act(self, view: SeatView) -> Discard:
        if self.wrong:
            return Discard(view.seat or 0, view.hand[0])
        raise RuntimeError("out of ideas")

    def challenges(self, view: SeatView) -> tuple[int, ...]:
        return ()


@pytest.mark.parametrize("wrong", [False, True])
def test_a_broken_computer_player_plays_safe_unless_strict(wrong: bool) -> None:
    seats = (Seat.computer("Hal", "easy"), Seat.person("Ann"))
    match = _match(seats=seats, bot_factory=lambda level, seed, checker: _Broken(wrong))
    move = match.computer_move(0)
    assert move.action == Draw(0, Source.DRAW_PILE), "the simplest legal step instead"
    if not wrong:
        assert move.problem == "Hal could not decide (out of ideas); it plays safe."
    strict = _match(seats=seats, bot_factory=lambda level, seed, checker: _Broken(wrong), strict=True)
    with pytest.raises(BotError if wrong else RuntimeError):
        strict.computer_move(0)


def test_a_finished_match_is_reviewed_decision_by_decision_with_the_view_each_was_made_on() -> None:
    match = _match()
    while not match.is_over:
        _advance(match)
    hal = list(match.decisions(1))
    assert hal and all(decision.seat == 1 and decision.view is not None for decision in hal)
    assert all(decision.view.seat == 1 for decision in hal if decision.view is not None)
    every = list(match.decisions())
    assert [decision.record for decision in every] == list(match.game.records)


def test_a_seat_is_handed_to_a_computer_and_back_and_the_save_says_so(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = _match(store)
    heard: list[object] = []
    match.subscribe(heard.append)
    match.hand_over(0, "easy")
    assert match.computer_seats == (0, 1, 2) and heard == [SeatChanged(0, "easy")]
    assert store.load(match.saved_game_id or "").seats == ("bot:easy", "bot:easy", "bot:medium")
    assert step(match) is not None, "Ann's seat plays itself now"
    match.hand_over(0, None)
    assert match.people == (0,) and match.setup.seats[0] == Seat.person("Ann")
    with pytest.raises(InvalidInputError):
        match.hand_over(0, "godlike")


def test_a_spectator_sees_everything_public_and_no_hand() -> None:
    match = _match()
    _advance(match)  # Ann draws blind
    spectator, ann = match.view(None), match.view(0)
    assert spectator.seat is None and spectator.hand == () and ann.hand
    assert spectator.hand_counts == ann.hand_counts and spectator.discard_pile == ann.discard_pile
    [drew] = spectator.round_log[-1:]
    assert getattr(drew, "card", "hidden") is None, "the card Ann drew blind is hers alone"
    assert getattr(ann.round_log[-1], "card", None) is not None
    assert isinstance(ann, SeatView) and not isinstance(spectator, SeatView)


def test_the_family_setting_goes_to_the_save_and_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    setup = MatchSetup(SEATS, SHORT, seed=1, family="strict")
    match = Match.new(setup, checker=WORDS, store=store)
    saved = store.load(match.saved_game_id or "")
    assert saved.family == "strict"
    match.close()
    again = Match.resume(saved, store=store, open_dictionary=lambda name: WORDS)
    assert again.setup.family == "strict" and again.setup.seats == SEATS
    again.close()


def test_the_port_gives_a_table_all_it_shows_as_plain_values() -> None:
    """What the table, the challenge window and the round summary read from the port (never the
    game): a spectator's view says which words are still open to challenge and when the game is
    over, as the game does, and the round's review comes from the port in words."""
    from quiddler.match.port import LocalPort, local_services

    match = _match()
    port = LocalPort(match)
    review_of = local_services(match).review
    windows = 0
    while not match.is_over:
        view = port.view(None).game
        assert view.challenge_words == match.game.challenge_words and not view.is_over
        windows += view.phase is Phase.CHALLENGE
        _advance(match)
    assert windows and port.view(None).game.is_over and port.view(0).game.is_over
    review = review_of.round_review(0, 0)
    assert review.startswith("Final hand: ") and "Hal" not in review
    # the game-over screen's numbers and the game's review: from the port, as plain values
    final = port.view(None).game
    assert final.winners == match.game.winners and final.winners
    assert final.totals == match.game.totals and final.summaries == tuple(match.game.summaries)
    whole = review_of.game_review([0])
    assert "Points left on the table" in whole and "Hal" not in whole
