"""The daily deal (docs/daily.md): the same cards for a date on every machine, by a method that is
written down and versioned.

THE PINNED CARDS BELOW MUST NEVER CHANGE. Players compare a date's result across machines and
program versions; a changed method is a new method number (a new table here), never an edit of
this one.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from datetime import date

import pytest

from quiddler.engine import Game, GameSetup, InvalidInputError, Source, WordSet, full_deck, parse_cards
from quiddler.engine.daily import (
    DAILY,
    DAILY_PILE,
    DailyShuffler,
    daily_rules,
    date_of_seed,
    date_seed,
    day_deal,
    shuffled,
)

#: Method 1, published: (hand, turned-up card, draw pile top first) for each of the eight rounds.
PINNED_V1: dict[str, list[tuple[str, str, str]]] = {
    "2026-11-28": [
        ("e u o", "e", "l n n w d in s t"),
        ("t er s o", "a", "a r o f a g cl r"),
        ("e s q o o", "g", "l d a in t h p q"),
        ("r w d e g n", "l", "c e t t i cl e s"),
        ("u e i cl i n o", "s", "l o qu a a n er t"),
        ("o e cl in n er o d", "r", "s e l g y e o z"),
        ("o cl r v a o i z g", "a", "y y e y d w m x"),
        ("f t u s m a e k v a", "r", "q u p o e g i n"),
    ],
    "2000-01-01": [
        ("t z b", "e", "u k y a x r v p"),
        ("x u t o", "o", "g c r y r o z o"),
        ("t a e f e", "i", "a t y o s o r e"),
        ("u e n r c v", "d", "a a o r o e z m"),
        ("n n t er y in y", "u", "a p a x o o m e"),
        ("o d r d t u th a", "y", "c i t t x r u e"),
        ("d i m b o i z y g", "y", "s h i i u e o t"),
        ("s e d i n x s n a p", "l", "z n qu u e cl i v"),
    ],
    "2031-02-28": [
        ("e m o", "i", "m cl cl a a n r in"),
        ("u j d y", "e", "n th e er a j a er"),
        ("a r f t r", "o", "g p i u s a o p"),
        ("o e l er u e", "u", "e qu i p j a e z"),
        ("h y i r i j k", "m", "l cl t in l qu i u"),
        ("r m a o qu o t o", "e", "t th u a y p y e"),
        ("i i e o er n e n u", "x", "i u n h o p d y"),
        ("a t o y e o n t e s", "y", "qu u r y th f m a"),
    ],
}


@pytest.mark.parametrize("day", sorted(PINNED_V1))
def test_the_pinned_days_of_method_1_deal_exactly_these_cards(day: str) -> None:
    deal = day_deal(date.fromisoformat(day), method=1)
    assert deal.method == 1
    got = [
        (" ".join(c.value for c in r.hand), r.turned_up.value, " ".join(c.value for c in r.draw_pile))
        for r in deal.rounds
    ]
    assert got == PINNED_V1[day]


def _by_the_written_method(day: date, round: int, size: int) -> tuple[list[str], str, list[str]]:
    """docs/daily.md's steps, written again here from the page alone (no engine code)."""
    counts = [10, 2, 2, 4, 12, 2, 4, 2, 8, 2, 2, 4, 2, 6, 8, 2, 2, 6, 4, 6, 6, 2, 2, 2, 4, 2, 2, 2, 2, 2, 2]
    faces = [*"abcdefghijklmnopqrstuvwxyz", "qu", "in", "er", "cl", "th"]
    deck = [face for face, count in zip(faces, counts, strict=True) for _ in range(count)]

    def numbers():  # type: ignore[no-untyped-def]
        block = 0
        while True:
            text = f"quiddler-daily-v1:{day.isoformat()}:{round}:0:{block}"
            digest = hashlib.sha256(text.encode("ascii")).digest()
            for i in range(8):
                yield int.from_bytes(digest[4 * i : 4 * i + 4], "big")
            block += 1

    stream = numbers()
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        while (u := next(stream)) >= 2**32 - 2**32 % n:
            pass
        j = u % n
        deck[i], deck[j] = deck[j], deck[i]
    return deck[:size], deck[size], deck[size + 1 : size + 1 + DAILY_PILE]


def test_the_method_as_written_down_gives_the_same_cards() -> None:
    day = date(2027, 3, 14)
    for r in day_deal(day).rounds:
        hand, up, pile = _by_the_written_method(day, r.round + 1, len(r.hand))
        assert [c.value for c in r.hand] == hand
        assert r.turned_up.value == up
        assert [c.value for c in r.draw_pile] == pile


def test_the_game_deals_the_days_cards_round_after_round() -> None:
    day = date(2026, 11, 28)
    game = Game.new(["You"], checker=WordSet({"at"}), rules=DAILY, seed=date_seed(day))
    for expected in day_deal(day).rounds:
        assert game.hand(0) == expected.hand
        assert game.discard_pile == (expected.turned_up,)
        assert game.draw_pile[::-1] == expected.draw_pile  # the game keeps its top card last
        assert len(game.set_aside) == 118 - len(expected.seen)
        game.check_invariants()
        while not game.is_final_turn:
            game.draw(0, Source.DRAW_PILE)
            if not game.is_final_turn:
                game.discard(0, game.hand(0)[0])
        game.lay_down(0, [], game.hand(0)[0])
        if not game.is_over:
            game.next_round()


def test_a_table_can_be_dealt_the_days_cards_and_a_refill_has_a_stream_of_its_own() -> None:
    """``play --daily`` deals a whole table with the same shuffler: round 1's deck is the day's."""
    day = date(2026, 11, 28)
    table = daily_rules().with_(min_players=2, max_players=8, round_pile=0)
    game = Game(GameSetup(("Ann", "Bob"), table, date_seed(day)), WordSet(set()))
    deck = full_deck()
    shuffled(deck, day, 1)
    assert [game.hand(0)[0], game.hand(1)[0], game.hand(0)[1]] == deck[:3]  # Ann leads, Bob deals
    shuffler = DailyShuffler(day)
    cards = full_deck()
    shuffler.shuffle(cards)
    rest = parse_cards("a b c d e f g h")
    shuffler.shuffle(rest)
    again = parse_cards("a b c d e f g h")
    shuffled(again, day, 1, 1)
    assert rest == again and shuffler.getstate() == ("2026-11-28", 1, 1, 1)


def test_the_seed_is_the_date_and_a_seed_that_is_no_date_is_refused() -> None:
    assert date_seed(date(2026, 11, 28)) == 20261128
    assert date_of_seed(20261128) == date(2026, 11, 28)
    for bad in (20261131, 5, 2026112800):
        with pytest.raises(InvalidInputError, match="not a date"):
            date_of_seed(bad)
    with pytest.raises(InvalidInputError, match="no daily deal numbered 2"):
        day_deal(date(2026, 11, 28), method=2)


def test_different_days_and_rounds_get_different_cards() -> None:
    first, second = day_deal(date(2026, 11, 28)), day_deal(date(2026, 11, 29))
    assert first.rounds[0].seen != second.rounds[0].seen
    assert len({r.seen for r in first.rounds}) == 8


def test_same_date_same_deal_in_two_processes_whatever_the_hash_seed() -> None:
    """The only subprocess test here: two fresh interpreters with different PYTHONHASHSEEDs, the
    second as a later release would be (another package version, other default rules): nothing but
    the date and the method number decides the cards."""
    code = (
        "import json, datetime, sys, quiddler; from quiddler.engine import rules; "
        "from quiddler.engine.daily import day_deal; "
        "quiddler.__version__ = sys.argv[1]; "
        "rules.STANDARD = rules.STANDARD.with_(bonus_points=99) "
        "if sys.argv[1] != 'same' else rules.STANDARD; "
        "print(json.dumps(day_deal(datetime.date(2026, 11, 28)).to_dict()))"
    )
    outputs = []
    for seed, version in (("0", "same"), ("12345", "99.0.0")):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = [sys.executable, "-c", code, version]
        done = subprocess.run(run, env=env, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0, done.stderr
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1] == day_deal(date(2026, 11, 28)).to_dict()
    assert outputs[0]["method"] == 1 and outputs[0]["rounds"][0]["hand"] == ["e", "u", "o"]
