"""The engine's refusals are reasons (a code and its arguments); words are given above it."""

from __future__ import annotations

import gettext
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler.engine import (
    Card,
    Discard,
    Draw,
    Game,
    GameSetup,
    IllegalActionError,
    InvalidInputError,
    Reason,
    Source,
    WordSet,
)
from quiddler.engine.reasons import TEMPLATES, reason_of
from quiddler.i18n import DOMAIN, LOCALE_DIR

SPANISH = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=["es"])


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("code", sorted(TEMPLATES))
def test_every_reason_has_an_english_and_a_spanish_sentence_with_the_same_placeholders(code: str) -> None:
    english = TEMPLATES[code]
    catalog = SPANISH._catalog  # type: ignore[attr-defined]  # the compiled .mo's messages
    assert english.strip() and catalog.get(english), f"{code} has no Spanish sentence in the catalog"
    spanish = SPANISH.gettext(english)
    assert _fields(spanish) == _fields(english)


def _game() -> Game:
    return Game.new(["Ann", "Bob"], checker=WordSet(["cat"]), seed=3)


def test_a_refusal_carries_its_reason_and_says_it_in_the_language_chosen(spanish: None) -> None:
    game = _game()
    other = 1 - game.current
    with pytest.raises(IllegalActionError) as caught:
        game.apply(Draw(other, Source.DRAW_PILE))
    reason = reason_of(caught.value)
    assert reason == Reason(
        "out_of_turn", {"current": game.players[game.current], "seat": game.players[other]}
    )
    assert reason.sentence() == str(caught.value)
    assert str(caught.value).startswith("Es el turno de") or "turno" in str(caught.value)
    assert (
        reason.sentence(lambda message: message)
        == f"It is {game.players[game.current]}'s turn, not {game.players[other]}'s."
    )


def test_a_reason_in_a_reason_is_translated_too(spanish: None) -> None:
    with pytest.raises(InvalidInputError) as caught:
        GameSetup(("Ann",))
    reason = reason_of(caught.value)
    assert reason is not None and isinstance(reason.args["rules"], Reason)
    assert "Quiddler" in str(caught.value) and "standard Quiddler" not in str(caught.value)
    assert reason.sentence(lambda message: message) == "standard Quiddler is for 2 to 8 players, not 1"


def test_a_reason_travels_as_data_and_back() -> None:
    with pytest.raises(InvalidInputError) as caught:
        GameSetup(("Ann",))
    reason = reason_of(caught.value)
    assert reason is not None
    data = reason.to_dict()
    assert data == {
        "code": "player_count",
        "args": {"rules": {"code": "rules_standard", "args": {}}, "fewest": 2, "most": 8, "count": 1},
    }
    assert Reason.from_dict(data) == reason


@pytest.mark.parametrize(
    "data",
    [
        {"code": "no_such_code"},
        {"code": "out_of_turn", "args": {"current": "Ann"}},  # a placeholder without its argument
        {"code": "out_of_turn", "args": {"current": ["Ann"], "seat": "Bob"}},
        {"code": 3},
        "out_of_turn",
    ],
)
def test_a_reason_this_engine_cannot_say_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        Reason.from_dict(data)


@given(st.sampled_from(sorted(Card, key=lambda card: card.value)))
def test_every_refused_discard_has_a_reason_of_the_catalog(card: Card) -> None:
    game = _game()
    for seat in range(2):
        why = game.why_not(Discard(seat, card))
        if why is None:
            continue
        with pytest.raises(IllegalActionError) as caught:
            game.apply(Discard(seat, card))
        reason = reason_of(caught.value)
        assert reason is not None and reason.code in TEMPLATES and str(reason) == why
