"""The coach's sentences say only what differs (issue 35: "a 0% chance (not 0%)")."""

from __future__ import annotations

from quiddler.coach.judge import Alternative
from quiddler.coach.review import Miss
from quiddler.coach.text import miss_text
from quiddler.engine import Card
from quiddler.solver.plays import Play


def _discard_miss(chance: float, better_chance: float) -> Miss:
    play = Play((), (Card.parse("x"),), None, -4)
    alternative = Alternative(
        "discard", 2, Card.parse("x"), play, None, thrown=Card.parse("e"), kept=-10, better_kept=-4,
        chance=chance, better_chance=better_chance,
    )  # fmt: skip
    return Miss(0, 0, "discard", 2, 0, alternative)


def test_a_chance_that_reads_the_same_either_way_is_not_compared() -> None:
    text = miss_text(_discard_miss(0.001, 0.004))
    assert "chance" not in text and "0%" not in text
    assert "would have kept a hand worth −4 points if the round ended there (not −10 points)." in text


def test_chances_that_differ_are_compared() -> None:
    assert "a 25% chance (not 10%)" in miss_text(_discard_miss(0.1, 0.25))
