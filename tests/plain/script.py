"""A seeded game played in the engine, and the lines a person would type to play it in --plain.

:func:`scripted_game` plays a match through the turn driver with an easy computer player deciding
for the people too, and writes down what each person types for it (``draw``, ``word tea``, ``out
s``, ``ready`` before a hand is read at a shared keyboard, ``challenge 1``, ``pass``, ``next``).
Piping those lines into ``--plain`` must play the very same game: the same final totals.
The words' cards are the ones ``word`` takes (the spelling worth most, docs/plain.md), so a
word the computer spelled otherwise is played with those cards, in both games alike.
"""

from __future__ import annotations

from itertools import product

from quiddler.engine import (
    Challenge,
    Discard,
    Draw,
    GoOut,
    LayDown,
    RuleOptions,
    Source,
    Spelling,
    WordSet,
    spellings,
)
from quiddler.match import Match, MatchSetup, Seat
from quiddler.match.computers import make_bot
from quiddler.match.driver import Driver, Stage, step

#: Every two- and three-letter string of these letters: rounds end quickly (someone goes out).
WORDS = WordSet("".join(letters) for n in (2, 3) for letters in product("aeiostr", repeat=n))
SHORT = RuleOptions(hand_sizes=(3, 4, 5), name="short-test")


def person_lines(match: Match, seat: int, bot: object) -> list[str]:
    """What ``seat`` types for its whole turn (the computer's choice, in commands), applied."""
    lines = []
    view = match.view(seat)
    source = Source.DRAW_PILE if match.can(Draw(seat, Source.DRAW_PILE)) else Source.DISCARD_PILE
    match.apply(Draw(seat, source))
    lines.append("draw" if source is Source.DRAW_PILE else "take")
    view = match.view(seat)
    wanted = bot.act(view)  # type: ignore[attr-defined]
    words, left = [], list(view.hand)
    if isinstance(wanted, GoOut | LayDown):
        for word in wanted.words:
            found = spellings(word.text, left, order=Spelling.POINTS)
            if not found:
                break
            words.append(found[0])
            for card in found[0].cards:
                left.remove(card)
    final = view.is_final_turn
    discard = getattr(wanted, "discard", getattr(wanted, "card", None))
    action: object = (LayDown if final else GoOut)(seat, tuple(words), discard) if words else None
    if action is None or not match.can(action):  # type: ignore[arg-type]
        words = []
        card = max(view.hand, key=lambda c: c.points)
        action = LayDown(seat, (), card) if final else Discard(seat, card)
        discard = card
    lines += [f"word {word.text}" for word in words]
    lines.append(f"out {discard.value}" if isinstance(action, GoOut) else f"discard {discard.value}")
    match.apply(action)  # type: ignore[arg-type]
    return lines


def scripted_game(
    seats: tuple[Seat, ...], seed: int, *, challenger: int | None = None
) -> tuple[Match, list[str]]:
    """The finished reference match and the lines its people typed. ``challenger``: that person
    challenges the first word of the first window they decide in (and passes in the others)."""
    match = Match.new(MatchSetup(seats, SHORT, seed=seed), checker=WORDS)
    driver = Driver(match)
    deciders = {seat: make_bot("easy", 1000 + seat, WORDS) for seat in match.people}
    lines: list[str] = []
    at_keyboard: int | None = None
    challenged = False
    while (wait := driver.wait()).stage is not Stage.OVER:
        if wait.stage is Stage.PERSON and wait.seat is not None:
            if len(match.people) > 1 and wait.seat != at_keyboard:
                lines.append("ready")
            at_keyboard = wait.seat
            lines += person_lines(match, wait.seat, deciders[wait.seat])
        elif wait.stage is Stage.CHALLENGE and wait.seats:
            seat = wait.seats[0]
            if seat == challenger and not challenged and match.game.challenge_words:
                challenged = True
                match.apply(Challenge(seat, match.game.current, 0))
                lines.append("challenge 1")
            if seat in driver.wait().seats:
                match.pass_challenges(seat)
                lines.append("pass")
            at_keyboard = None  # someone else may hold the keyboard now: the next hand asks
        elif wait.stage is Stage.ROUND_END and match.people:
            match.next_round()
            lines.append("next")
            at_keyboard = None
        else:
            step(match, driver)
    driver.close()
    return match, lines
